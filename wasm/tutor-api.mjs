#!/usr/bin/env node
// tutor-api.mjs: `tutor api` over the WebAssembly build. JSON Lines on stdin/stdout exactly as
// the native `build/native/tutor api` does: one request per line, one response per line, in
// order; blank lines are skipped; a bad line gets an error response and the next is read.
//
//   node wasm/tutor-api.mjs < requests.jsonl
//
// It loads build/wasm/tutor-node.cjs (the .wasm inlined, so nothing is fetched from disk);
// TUTOR_WASM_NODE names another build of it.
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
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

// One request's bytes in, the response string out; memory is freed on both sides.
function answer(line) {
  const bytes = Buffer.from(line, 'utf8');
  const request = tutor._malloc(bytes.length + 1);
  tutor.HEAPU8.set(bytes, request);
  tutor.HEAPU8[request + bytes.length] = 0;
  const response = tutor._tutor_request_bytes(request, bytes.length);
  tutor._free(request);
  const text = tutor.UTF8ToString(response);
  tutor._tutor_free(response);
  return text;
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (line.trim() === '') continue;
  process.stdout.write(answer(line) + '\n');
}
