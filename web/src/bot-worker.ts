// The worker that thinks for the computer seats and the coach: a second instance of the rules
// core, so that a search over sampled deals never holds up the page. It answers each message
// `{ id, request, lang }` with `{ id, reply }`, in the order asked (thinker-protocol.ts), every
// request made in the page's language.

import { instantiateEngine, type Engine } from './engine';
import type { ThinkerAsk, ThinkerAnswer } from './thinker-protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ThinkerAsk>) => void) | null;
  postMessage(message: ThinkerAnswer): void;
};

// The page's language is the same in every message (a page in another language is another page).
let engine: Promise<Engine> | null = null;

scope.onmessage = async (event) => {
  const { id, request } = event.data;
  engine ??= instantiateEngine(event.data.lang);
  try {
    const reply = (await engine).request(request);
    scope.postMessage({ id, reply });
  } catch (e) {
    scope.postMessage({ id, reply: { id: null, ok: false, error: { code: 'worker-failed', message: String(e) } } });
  }
};
