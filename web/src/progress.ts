// The learner's progress, kept in localStorage: per lesson, the furthest step reached, whether it
// was finished, the best stars, and the current run: its mistakes, hints, the questions answered
// and whether its stars were already counted. What is read back is
// checked field by field; anything that does not fit (a hand-edited value, another program's data,
// a half-written entry) is set aside and the app says so, rather than trusting it or crashing.
//
// Nothing found there is ever destroyed: damaged text is copied aside before it is replaced, and
// progress in a form this version does not know (written by a newer one) is left exactly as it
// is, and not written over. When progress cannot be saved, the pages say so.
//
// Two books, kept apart: the curriculum's lessons, and the lessons a teacher opened from a file,
// so that a file which reuses a curriculum lesson's id never writes into that lesson's progress.

import { t } from './i18n';
import { isRecord } from './types';

const VERSION = 1;

export interface LessonProgress {
  /** The furthest step reached, from 1. */
  reached: number;
  done: boolean;
  /** Best stars of a finished run: 0 (never finished) to 3. */
  stars: number;
  /** Mistakes and hints in the current run, kept so that a reload goes on with the same run. */
  mistakes: number;
  hints: number;
  /** The question steps (from 1) answered in the current run; the others were skipped. */
  answered: number[];
  /** The current run's stars were counted: finishing it again counts nothing. */
  finished: boolean;
}

/** One run through a lesson: what counts for its stars. */
export type Run = Pick<LessonProgress, 'mistakes' | 'hints' | 'answered' | 'finished'>;

export function newRun(): Run {
  return { mistakes: 0, hints: 0, answered: [], finished: false };
}

/** The rule of the stars, as the page states it. */
export function starRule(): string {
  return t('stars.rule');
}

/** How many of the lesson's question steps the run left unanswered. */
export function skipsOf(run: Run, questions: readonly number[]): number {
  return questions.filter((step) => !run.answered.includes(step)).length;
}

/** Stars for a run (STAR_RULE): none if a question was skipped, else by its mistakes and hints. */
export function starsFor(run: Run, questions: readonly number[]): number {
  if (skipsOf(run, questions) > 0) return 0;
  const slips = run.mistakes + run.hints;
  if (slips === 0) return 3;
  return slips <= 2 ? 2 : 1;
}

/** The run that a slip or an answer belongs to: a finished run's stars are counted, so a new one starts. */
function going(run: Run): Run {
  return run.finished ? newRun() : run;
}

/** The run after a mistake or a hint. */
export function withSlip(run: Run, slip: 'mistakes' | 'hints'): Run {
  const r = going(run);
  return { ...r, [slip]: r[slip] + 1 };
}

/** The run after the question of `step` is answered (or its answer revealed). */
export function withAnswer(run: Run, step: number): Run {
  const r = going(run);
  return r.answered.includes(step) ? r : { ...r, answered: [...r.answered, step] };
}

type Entries = Record<string, LessonProgress>;


/** Set when the last write to storage failed; cleared by the next one that works. */
let writeFailed = false;

function isCount(v: unknown, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;
}

/** A stored entry, read: `answered` and `finished`, which earlier versions did not keep, default to none and false. */
function readEntry(v: unknown): LessonProgress | null {
  if (!isRecord(v)) return null;
  const answered = v.answered ?? [];
  const finished = v.finished ?? false;
  const { reached, done, stars, mistakes, hints } = v;
  const good =
    isCount(reached, 10_000) &&
    reached >= 1 &&
    typeof done === 'boolean' &&
    isCount(stars, 3) &&
    isCount(mistakes, 1_000_000) &&
    isCount(hints, 1_000_000) &&
    Array.isArray(answered) &&
    answered.length <= 10_000 &&
    answered.every((n) => isCount(n, 10_000)) &&
    typeof finished === 'boolean';
  return good ? { reached, done, stars, mistakes, hints, answered: answered as number[], finished } : null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Stores a text; false when the browser refused (storage full, blocked or switched off). */
function store(key: string, text: string): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

export class ProgressBook {
  private notice: string | null = null;
  /**
   * Why what is stored must not be written over: it is in a form this version does not know
   * (most likely a newer one's), or it is damaged and could not be copied aside. Null when it may be.
   */
  private keep: 'newer' | 'damaged' | null = null;

  constructor(private readonly key: string) {}

  private load(): Entries {
    const text = storage()?.getItem(this.key) ?? null;
    this.keep = null;
    if (text === null) return {};
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      this.setAside(text, t('progress.notJson'));
      return {};
    }
    // An object of another version is a newer one's, to keep; anything else not of this form is damaged.
    if (isRecord(raw) && raw.version !== VERSION) {
      this.keep = 'newer';
      return {};
    }
    const lessons = isRecord(raw) ? raw.lessons : undefined;
    if (!isRecord(lessons)) {
      this.setAside(text, t('progress.damaged'));
      return {};
    }
    const kept: Entries = {};
    const dropped: string[] = [];
    for (const [id, entry] of Object.entries(lessons)) {
      const read = readEntry(entry);
      if (read) kept[id] = read;
      else dropped.push(id);
    }
    if (dropped.length > 0) {
      if (this.setAside(text, t('progress.someDamaged', { count: dropped.length, ids: dropped.join(', ') }))) this.write(kept);
    }
    return kept;
  }

  /**
   * Copies text that cannot be used to "<key>.damaged" before it is replaced, so a person (or a
   * later version) can still recover it; if even the copy cannot be stored, the text stays.
   */
  private setAside(text: string, message: string): boolean {
    if (!store(`${this.key}.damaged`, text)) {
      this.keep = 'damaged';
      this.notice = t('progress.damagedKept');
      return false;
    }
    this.notice = message;
    storage()?.removeItem(this.key);
    return true;
  }

  private write(lessons: Entries): void {
    if (this.keep) return;
    writeFailed = !store(this.key, JSON.stringify({ version: VERSION, lessons }));
  }

  /** A message about progress that had to be reset, once; null when all was well. */
  takeNotice(): string | null {
    this.load();
    const n = this.notice;
    this.notice = null;
    return n;
  }

  /** Why progress in this book is not being saved, in the learner's words; null while it is. */
  notSaved(): string | null {
    if (this.keep === 'newer') return t('progress.newer');
    return writeFailed || this.keep === 'damaged' ? t('progress.notSaved') : null;
  }

  progressOf(id: string): LessonProgress | null {
    return this.load()[id] ?? null;
  }

  private update(id: string, change: (p: LessonProgress) => LessonProgress): void {
    const lessons = this.load();
    const before = lessons[id] ?? { reached: 1, done: false, stars: 0, ...newRun() };
    lessons[id] = change(before);
    this.write(lessons);
  }

  /** Notes that the learner reached a step (from 1). */
  reachStep(id: string, step: number): void {
    this.update(id, (p) => ({ ...p, reached: Math.max(p.reached, step) }));
  }

  /** Keeps the current run as it now stands. */
  saveRun(id: string, run: Run): void {
    this.update(id, (p) => ({ ...p, ...run }));
  }

  /** Ends a run with the stars it earned, once: keeps the best, and marks the run counted. */
  finishLesson(id: string, steps: number, run: Run, stars: number): void {
    this.update(id, (p) => ({ ...p, ...run, reached: Math.max(p.reached, steps), done: true, stars: Math.max(p.stars, stars), finished: true }));
  }

  /** Forgets a lesson's progress and stars. */
  resetLesson(id: string): void {
    const lessons = this.load();
    delete lessons[id];
    this.write(lessons);
  }
}

export const curriculum = new ProgressBook('tutor.progress');
/** The progress of lessons a teacher opened from a file, apart from the curriculum's. */
export const opened = new ProgressBook('tutor.opened-progress');

export function bookFor(lessonOpened: boolean): ProgressBook {
  return lessonOpened ? opened : curriculum;
}
