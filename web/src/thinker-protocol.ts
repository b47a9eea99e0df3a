// The messages between the page and the worker that thinks for the computer seats and the
// coach: a request for the core with an id, and the core's reply with the same id.

import type { Reply } from './types';

/** The page to the worker: one request for the rules core, and the language to make it in. */
export interface ThinkerAsk {
  id: number;
  request: object;
  lang: string;
}

/** The worker to the page: the core's reply to the request of the same id. */
export interface ThinkerAnswer {
  id: number;
  reply: Reply<unknown>;
}

/** Asks the core for the computer seats and the coach, without holding up the page. */
export interface Thinker {
  ask<T>(request: object): Promise<Reply<T>>;
  /** Where the thinking happens: in a worker, or on the page itself (the single-file build). */
  readonly where: 'worker' | 'page';
}
