// The only module that touches the WebAssembly rules core.
//
// The core exports one string-in, string-out function: `tutor_request` takes a NUL-terminated
// UTF-8 JSON request and returns a malloc'd NUL-terminated JSON response, released with
// `tutor_free`. Everything else in the app talks to the core through `Engine.request` (the
// computer seats and the coach through a second instance in a worker, thinker.ts). The module
// and its .wasm come from the build (virtual:tutor-wasm, see vite.config.ts).

import { createTutorModule, wasmOverrides } from 'virtual:tutor-wasm';
import type { Failure, Reply } from './types';

export interface Engine {
  /** Sends one request object to the core and returns its parsed response. */
  request<T>(req: object): Reply<T>;
}

let loading: Promise<Engine> | null = null;

/** Loads and instantiates the core once; later calls share the same instance. */
export function loadEngine(): Promise<Engine> {
  loading ??= instantiateEngine();
  return loading;
}

/**
 * A new instance of the core, its own memory and all: the page keeps one, and the worker that
 * thinks for the computer seats and the coach (bot-worker.ts) makes its own.
 */
export async function instantiateEngine(): Promise<Engine> {
  const mod = await createTutorModule({
    ...wasmOverrides,
    print: (text: string) => console.info(text),
    printErr: (text: string) => console.warn(text),
  });

  return {
    request<T>(req: object): Reply<T> {
      const json = JSON.stringify(req);
      const size = mod.lengthBytesUTF8(json) + 1;
      const reqPtr = mod._malloc(size);
      if (reqPtr === 0) return localFailure('out-of-memory', 'The rules core could not allocate the request.');
      let text: string;
      try {
        mod.stringToUTF8(json, reqPtr, size);
        const resPtr = mod._tutor_request(reqPtr);
        if (resPtr === 0) return localFailure('no-response', 'The rules core returned no response.');
        try {
          text = mod.UTF8ToString(resPtr);
        } finally {
          mod._tutor_free(resPtr);
        }
      } finally {
        mod._free(reqPtr);
      }
      let reply: unknown;
      try {
        reply = JSON.parse(text);
      } catch {
        return localFailure('bad-response', 'The rules core answered with text that is not JSON.');
      }
      if (typeof reply !== 'object' || reply === null || typeof (reply as { ok?: unknown }).ok !== 'boolean') {
        return localFailure('bad-response', 'The rules core answered without an "ok" field.');
      }
      return reply as Reply<T>;
    },
  };
}

function localFailure(code: string, message: string): Failure {
  return { id: null, ok: false, error: { code, message } };
}
