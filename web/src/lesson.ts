// The lesson file format (for now): which game, its options, a seeded deal, who leads, and which
// seat the learner plays. The file is checked for shape here; its rules content is the core's.

import type { Options, Seat } from './types';

export interface Lesson {
  id: string;
  game: string;
  title: string;
  intro: string;
  options: Options;
  seed: number;
  dealer: Seat;
  leader: Seat;
  learner: Seat;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isSeat(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 3;
}

/** Returns the lesson, or throws an Error whose message names the field at fault. */
export function readLesson(raw: unknown): Lesson {
  if (!isRecord(raw)) throw new Error('The lesson is not a JSON object.');
  for (const key of ['id', 'game', 'title', 'intro'] as const) {
    if (typeof raw[key] !== 'string') throw new Error(`The lesson's "${key}" must be a string.`);
  }
  const options = raw.options;
  if (!isRecord(options) || !Object.values(options).every((v) => typeof v === 'string')) {
    throw new Error('The lesson\'s "options" must be an object of strings.');
  }
  const seed = raw.seed;
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0) {
    throw new Error('The lesson\'s "seed" must be a whole number from 0 to 2^53 - 1.');
  }
  for (const key of ['dealer', 'leader', 'learner'] as const) {
    if (!isSeat(raw[key])) throw new Error(`The lesson's "${key}" must be a seat from 0 to 3.`);
  }
  return {
    id: raw.id as string,
    game: raw.game as string,
    title: raw.title as string,
    intro: raw.intro as string,
    options: options as Options,
    seed,
    dealer: raw.dealer as number,
    leader: raw.leader as number,
    learner: raw.learner as number,
  };
}

export interface Pace {
  /** Pause before a bot plays, in milliseconds. */
  botDelay: number;
  /** Pause after a trick is taken before the next bot plays, so the trick can be seen. */
  trickPause: number;
}

export interface PageSettings {
  seed: number | null;
  trump: string | null;
  pace: Pace;
}

const PACES: Record<string, Pace> = {
  fast: { botDelay: 20, trickPause: 40 },
  normal: { botDelay: 700, trickPause: 1600 },
  slow: { botDelay: 1400, trickPause: 3000 },
};

/** Reads `?seed=`, `?trump=` and `?speed=fast|normal|slow|<milliseconds>` from the address. */
export function readSettings(search: string): PageSettings {
  const q = new URLSearchParams(search);
  const seedText = q.get('seed');
  const seed = seedText !== null && /^\d{1,15}$/.test(seedText) ? Number(seedText) : null;
  const trump = q.get('trump');
  const speed = q.get('speed') ?? 'normal';
  let pace = PACES[speed] ?? PACES.normal!;
  if (/^\d{1,5}$/.test(speed)) {
    const ms = Number(speed);
    pace = { botDelay: ms, trickPause: ms * 2 };
  }
  return { seed, trump, pace };
}
