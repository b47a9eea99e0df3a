// The lessons the learner touched last, for the home page: the last one across every game (its
// "Continue") and the last one of each game (where that game's card picks up). Kept in
// localStorage beside the progress (progress.ts keeps each lesson's own record, not which came
// last); only lessons of the curriculum count, since a teacher's file is gone with its tab.

const KEY = 'tutor.last-lesson';

export interface Touched {
  id: string;
  step: number;
}

interface Stored {
  last: Touched | null;
  games: Record<string, Touched>;
}

function isTouched(v: unknown): v is Touched {
  if (typeof v !== 'object' || v === null) return false;
  const { id, step } = v as Record<string, unknown>;
  return typeof id === 'string' && typeof step === 'number' && Number.isInteger(step) && step >= 1;
}

/** What is stored, with anything that does not fit left out (a hand-edited or damaged value). */
function read(): Stored {
  const out: Stored = { last: null, games: {} };
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return out;
    const { last, games } = raw as Record<string, unknown>;
    if (isTouched(last)) out.last = last;
    if (typeof games === 'object' && games !== null) {
      for (const [game, t] of Object.entries(games)) if (isTouched(t)) out.games[game] = t;
    }
  } catch {
    // Not JSON: as if nothing were stored.
  }
  return out;
}

/** Notes that the learner is at `step` of a curriculum lesson of `game`. */
export function touchLesson(game: string, id: string, step: number): void {
  const stored = read();
  stored.last = { id, step };
  stored.games[game] = { id, step };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage full or switched off: the home page then offers "Start here" instead of "Continue".
  }
}

/** The lesson touched last across every game, and its step; null when none is known. */
export function lastTouched(): Touched | null {
  return read().last;
}

/** The lesson of `game` touched last, and its step; null when none is known. */
export function lastTouchedIn(game: string): Touched | null {
  return read().games[game] ?? null;
}
