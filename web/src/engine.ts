// The only module that touches the WebAssembly rules core.
//
// The core exports one string-in, string-out function: `tutor_request` takes a NUL-terminated
// UTF-8 JSON request and returns a malloc'd NUL-terminated JSON response, released with
// `tutor_free`. Everything else in the app talks to the core through `Engine.request` (the
// computer seats and the coach through a second instance in a worker, thinker.ts). The module
// and its .wasm come from the build (virtual:tutor-wasm, see vite.config.ts). Every request
// carries the learner's language (`lang`), so every sentence, card name and move label the core
// gives back is in it.

import { createTutorModule, wasmOverrides, wasmUrl } from 'virtual:tutor-wasm';
import { currentLang } from './lang';
import { keepForOffline } from './offline-language';
import { failureWords } from './failure-words';
import type { Failure, Reply } from './types';

export interface Engine {
  /** Sends one request object to the core and returns its parsed response. */
  request<T>(req: object): Reply<T>;
}

let loading: Promise<Engine> | null = null;

/**
 * Loads and instantiates the page's core once; later calls share the same instance. Its answers
 * are in the page's language, its own failures too.
 */
export function loadEngine(): Promise<Engine> {
  const lang = currentLang();
  // A language's core other than English's is kept for offline use once used, as its words are.
  const url = wasmUrl(lang);
  if (!loading && url && lang !== 'en') keepForOffline(url);
  loading ??= instantiateEngine(lang).then((engine) => ({
    request: <T>(req: object): Reply<T> => failureWords(engine.request<T>(req)),
  }));
  return loading;
}

/**
 * A new instance of the core in `lang`, its own memory and all: the page keeps one, and the
 * worker that thinks for the computer seats and the coach (bot-worker.ts) makes its own. The
 * site's core for a language speaks that language alone (vite.config.ts), which every request
 * is made in.
 */
export async function instantiateEngine(lang: string): Promise<Engine> {
  const mod = await createTutorModule({
    ...wasmOverrides(lang),
    print: (text: string) => console.info(text),
    printErr: (text: string) => console.warn(text),
  });

  return {
    request<T>(req: object): Reply<T> {
      const json = JSON.stringify({ ...req, lang });
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

/**
 * A failure of the instance itself, not of the core: a code failure-words.ts words for the page,
 * and the English for whoever reads it elsewhere.
 */
function localFailure(code: string, message: string): Failure {
  return { id: null, ok: false, error: { code, message } };
}
