// The learner's progress, kept in localStorage: per lesson, the furthest step reached, whether it
// was finished, the best stars, and the mistakes and hints of the current run. What is read back is
// checked field by field; anything that does not fit (a hand-edited value, another program's data,
// a half-written entry) is dropped and the app says so, rather than trusting it or crashing.

const KEY = 'tutor.progress';
const VERSION = 1;

export interface LessonProgress {
  /** The furthest step reached, from 1. */
  reached: number;
  done: boolean;
  /** Best stars of a finished run: 0 (never finished) to 3. */
  stars: number;
  /** Mistakes and hints in the current run; they decide the stars when it ends. */
  mistakes: number;
  hints: number;
}

interface Stored {
  version: number;
  lessons: Record<string, LessonProgress>;
}

let notice: string | null = null;

function isCount(v: unknown, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;
}

function validEntry(v: unknown): v is LessonProgress {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const e = v as Record<string, unknown>;
  return (
    isCount(e.reached, 10_000) &&
    e.reached >= 1 &&
    typeof e.done === 'boolean' &&
    isCount(e.stars, 3) &&
    isCount(e.mistakes, 1_000_000) &&
    isCount(e.hints, 1_000_000)
  );
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function load(): Stored {
  const empty: Stored = { version: VERSION, lessons: {} };
  const store = storage();
  const text = store?.getItem(KEY) ?? null;
  if (text === null) return empty;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    reset('Your saved progress could not be read (it was not valid JSON), so it was reset.');
    return empty;
  }
  if (typeof raw !== 'object' || raw === null || (raw as { version?: unknown }).version !== VERSION) {
    reset('Your saved progress was in a form this tutor does not know, so it was reset.');
    return empty;
  }
  const lessons = (raw as { lessons?: unknown }).lessons;
  if (typeof lessons !== 'object' || lessons === null || Array.isArray(lessons)) {
    reset('Your saved progress was damaged, so it was reset.');
    return empty;
  }
  const kept: Record<string, LessonProgress> = {};
  const dropped: string[] = [];
  for (const [id, entry] of Object.entries(lessons)) {
    if (validEntry(entry)) kept[id] = entry;
    else dropped.push(id);
  }
  if (dropped.length > 0) {
    const fixed: Stored = { version: VERSION, lessons: kept };
    write(fixed);
    notice = `Saved progress for ${dropped.length === 1 ? 'one lesson' : `${dropped.length} lessons`} (${dropped.join(', ')}) was damaged and has been reset.`;
  }
  return { version: VERSION, lessons: kept };
}

function reset(message: string): void {
  storage()?.removeItem(KEY);
  notice = message;
}

function write(data: Stored): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(data));
  } catch {
    // Storage full or disabled: progress then lasts only as long as the page.
  }
}

/** A message about progress that had to be reset, once; null when all was well. */
export function takeProgressNotice(): string | null {
  load();
  const n = notice;
  notice = null;
  return n;
}

export function progressOf(id: string): LessonProgress | null {
  return load().lessons[id] ?? null;
}

function update(id: string, change: (p: LessonProgress) => LessonProgress): LessonProgress {
  const data = load();
  const before = data.lessons[id] ?? { reached: 1, done: false, stars: 0, mistakes: 0, hints: 0 };
  const after = change(before);
  data.lessons[id] = after;
  write(data);
  return after;
}

/** Notes that the learner reached a step (from 1). */
export function reachStep(id: string, step: number): void {
  update(id, (p) => ({ ...p, reached: Math.max(p.reached, step) }));
}

export function noteMistake(id: string): void {
  update(id, (p) => ({ ...p, mistakes: p.mistakes + 1 }));
}

export function noteHint(id: string): void {
  update(id, (p) => ({ ...p, hints: p.hints + 1 }));
}

/** Stars for a run: three with no mistake and no hint, two with up to two, else one. */
export function starsFor(mistakes: number, hints: number): number {
  const slips = mistakes + hints;
  if (slips === 0) return 3;
  return slips <= 2 ? 2 : 1;
}

/** Ends a run: keeps the best stars, and starts the next run's count afresh. */
export function finishLesson(id: string, steps: number): LessonProgress {
  return update(id, (p) => ({
    reached: Math.max(p.reached, steps),
    done: true,
    stars: Math.max(p.stars, starsFor(p.mistakes, p.hints)),
    mistakes: 0,
    hints: 0,
  }));
}

/** Starts a lesson again from its first step, keeping the stars already earned. */
export function restartLesson(id: string): void {
  update(id, (p) => ({ ...p, mistakes: 0, hints: 0 }));
}

/** Forgets a lesson's progress and stars. */
export function resetLesson(id: string): void {
  const data = load();
  delete data.lessons[id];
  write(data);
}
