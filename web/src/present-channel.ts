// The messages between a presented lesson's windows — the room's screen and the speaker's notes —
// over a BroadcastChannel named after the lesson, so two lessons presented at once never mix.
// A window opening says `hello`; a screen answers with where it stands (`state`, `moved` false),
// and says it again whenever it moves (`moved` true); the notes answer a screen's `hello` with
// theirs, so a screen opened after them is heard too. The notes ask the screens to act (`act`),
// so a clicker works from either window; `bye` says a window closed.

export type PresentAction = 'forward' | 'back' | 'reveal' | 'face-up';

export type PresentMessage =
  | { kind: 'state'; from: 'screen'; step: number; revealed: boolean; moved: boolean }
  | { kind: 'act'; action: PresentAction }
  | { kind: 'hello'; from: 'notes' | 'screen' }
  | { kind: 'bye'; from: 'notes' | 'screen' };

const ACTIONS: readonly PresentAction[] = ['forward', 'back', 'reveal', 'face-up'];

/** A message as sent by another window of the tutor, or null for anything else. */
function readMessage(data: unknown): PresentMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  const from = m.from === 'notes' || m.from === 'screen' ? m.from : null;
  if (m.kind === 'state' && from === 'screen' && typeof m.step === 'number' && Number.isInteger(m.step) && m.step >= 1 && typeof m.revealed === 'boolean') {
    return { kind: 'state', from, step: m.step, revealed: m.revealed, moved: m.moved === true };
  }
  if (m.kind === 'act' && ACTIONS.includes(m.action as PresentAction)) return { kind: 'act', action: m.action as PresentAction };
  if ((m.kind === 'hello' || m.kind === 'bye') && from) return { kind: m.kind, from };
  return null;
}

export interface PresentChannel {
  post(message: PresentMessage): void;
  listen(on: (message: PresentMessage) => void): void;
  close(): void;
}

/** The channel of one lesson's windows; null where the browser has no BroadcastChannel. */
export function presentChannel(lessonId: string): PresentChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(`tutor-present:${lessonId}`);
  return {
    post: (message) => channel.postMessage(message),
    listen: (on) => {
      channel.onmessage = (e: MessageEvent) => {
        const m = readMessage(e.data);
        if (m) on(m);
      };
    },
    close: () => channel.close(),
  };
}
