#!/usr/bin/env node
// tutor-api.mjs: `tutor api` over the WebAssembly build. JSON Lines on stdin/stdout exactly as
// the native `build/native/tutor api` reads and writes them (wasm/cli.c, docs/api.md "JSON
// Lines"): a line ends at \n and nowhere else (a \r or a NUL is a byte of the line), every line
// gets exactly one answer, in order, an empty one included, and a last line without \n is a
// line when it holds anything. The line's bytes go to the core as read, never decoded and
// encoded again. A line is kept only up to one byte past the API's limit: the rest of a longer
// one is counted and dropped as it streams by, and the core refuses it from its length alone.
//
//   node wasm/tutor-api.mjs < requests.jsonl
//
// It loads build/wasm/tutor-node.cjs (the .wasm inlined, so nothing is fetched from disk);
// TUTOR_WASM_NODE names another build of it.
import { createRequire } from 'node:module';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { existsSync } from 'node:fs';

const here = dirname(fileURLToPath(import.meta.url));
const modulePath = process.env.TUTOR_WASM_NODE ?? resolve(here, '../build/wasm/tutor-node.cjs');
if (!existsSync(modulePath)) {
  console.error(`tutor-api: ${modulePath} is missing; build it with: ` +
    'cmake --preset wasm && cmake --build --preset wasm');
  process.exit(1);
}
const createTutor = createRequire(import.meta.url)(modulePath);
const tutor = await createTutor();

// TUTOR_API_MAX_REQUEST (wasm/api.h): a line is kept up to one byte past it.
const MAX_REQUEST = 64 * 1024;
const KEEP = MAX_REQUEST + 1;
// The core's lengths are 32-bit in WebAssembly; a longer line is refused as this long.
const MAX_LENGTH = 2 ** 32 - 1;

// The line being read: the bytes kept, and its whole length.
const line = Buffer.alloc(KEEP);
let kept = 0;
let length = 0;

// Answers the line read: the response's bytes and a newline. Memory is freed on both sides.
function answer() {
  const request = tutor._malloc(kept + 1);
  tutor.HEAPU8.set(line.subarray(0, kept), request);
  tutor.HEAPU8[request + kept] = 0;
  const response = tutor._tutor_request_bytes(request, Math.min(length, MAX_LENGTH));
  tutor._free(request);
  // The response's bytes as the core wrote them (as the native tool writes them), up to its NUL.
  const bytes = Buffer.from(tutor.HEAPU8.subarray(response, tutor.HEAPU8.indexOf(0, response)));
  tutor._tutor_free(response);
  kept = 0;
  length = 0;
  return Buffer.concat([bytes, NEWLINE]);
}

const NEWLINE = Buffer.from('\n');

async function write(bytes) {
  if (!process.stdout.write(bytes)) await once(process.stdout, 'drain');
}

for await (const chunk of process.stdin) {
  let start = 0;
  while (start < chunk.length) {
    const newline = chunk.indexOf(10, start);
    const end = newline < 0 ? chunk.length : newline;
    if (kept < KEEP) kept += chunk.copy(line, kept, start, Math.min(end, start + KEEP - kept));
    length += end - start;
    if (newline < 0) break;
    await write(answer());
    start = newline + 1;
  }
}
if (length > 0) await write(answer());
