// The single-file build's thinker: the page's own instance of the rules core, asked after the
// page has drawn, since a file opened from disk may not start a worker. A long search holds the
// page for its length; free play says so.

import { loadEngine } from './engine';
import type { Thinker } from './thinker-protocol';
import type { Reply } from './types';

let shared: Thinker | null = null;

export function thinker(): Thinker {
  shared ??= {
    where: 'page',
    ask<T>(request: object): Promise<Reply<T>> {
      // One task later, so the position just made is drawn before the core thinks.
      return new Promise((resolve) => {
        setTimeout(() => {
          void loadEngine().then((engine) => resolve(engine.request<T>(request)));
        }, 0);
      });
    },
  };
  return shared;
}
