// The site's thinker: the rules core in a Web Worker (bot-worker.ts), asked by id. The
// single-file build cannot start a worker from a file on disk, and takes thinker-page.ts in
// this module's place (vite.config.ts).

import { failureWords } from './failure-words';
import { currentLang } from './lang';
import type { Thinker, ThinkerAnswer } from './thinker-protocol';
import type { Reply } from './types';

let shared: Thinker | null = null;

/** The one thinker of the page, started on first use. */
export function thinker(): Thinker {
  shared ??= startWorker();
  return shared;
}

function startWorker(): Thinker {
  const worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module', name: 'rules-core' });
  const waiting = new Map<number, (reply: Reply<unknown>) => void>();
  let next = 1;
  worker.onmessage = (event: MessageEvent<ThinkerAnswer>) => {
    const settle = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    settle?.(failureWords(event.data.reply));
  };
  // A worker that cannot start (or dies) answers every request still waiting with a failure
  // that says so, so no computer seat waits for ever.
  worker.onerror = (event) => {
    const failure = failureWords<unknown>({ id: null, ok: false, error: { code: 'worker-failed', message: event.message || 'it could not start' } });
    for (const settle of waiting.values()) settle(failure);
    waiting.clear();
  };
  return {
    where: 'worker',
    ask<T>(request: object): Promise<Reply<T>> {
      const id = next++;
      return new Promise<Reply<T>>((resolve) => {
        waiting.set(id, resolve as (reply: Reply<unknown>) => void);
        worker.postMessage({ id, request, lang: currentLang() });
      });
    },
  };
}
