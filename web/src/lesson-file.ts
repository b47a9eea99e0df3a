// The parts of a lesson file (lessons/README.md, format "tutor-lesson/1") the app shows itself:
// its names, its seats and each step's text. Whether its cards, plays and answers are right is
// the core's to say (the `lesson` request); this only reads the shape, naming the field at fault.

import type { Options, Seat } from './types';

export const LESSON_FORMAT = 'tutor-lesson/1';

export interface LessonStepText {
  text: string;
  ask: string | null;
  hints: string[];
  explain: string | null;
}

export interface LessonFile {
  id: string;
  game: string;
  title: string;
  summary: string;
  options: Options;
  learner: Seat;
  steps: LessonStepText[];
  /** The file as read, sent to the core unchanged. */
  raw: Record<string, unknown>;
}

export class LessonShapeError extends Error {}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function text(raw: Record<string, unknown>, key: string, where: string): string {
  const v = raw[key];
  if (typeof v !== 'string' || v.trim() === '') {
    throw new LessonShapeError(`${where} needs "${key}", a piece of text.`);
  }
  return v;
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
}

/** Reads a lesson file's shape, or throws a LessonShapeError saying what is wrong in plain words. */
export function readLessonFile(raw: unknown): LessonFile {
  if (!isRecord(raw)) throw new LessonShapeError('The file is not a lesson: it must hold one JSON object.');
  if (raw.format !== LESSON_FORMAT) {
    throw new LessonShapeError(`The lesson's "format" must be "${LESSON_FORMAT}".`);
  }
  const id = text(raw, 'id', 'The lesson');
  const game = text(raw, 'game', 'The lesson');
  const title = text(raw, 'title', 'The lesson');
  const summary = typeof raw.summary === 'string' ? raw.summary : '';
  const options: Options = {};
  if (isRecord(raw.options)) {
    for (const [k, v] of Object.entries(raw.options)) {
      if (typeof v === 'string' || typeof v === 'number') options[k] = String(v);
    }
  }
  const learner = typeof raw.learner === 'number' && Number.isInteger(raw.learner) && raw.learner >= 0 ? raw.learner : 0;
  if (!Array.isArray(raw.steps) || raw.steps.length === 0) {
    throw new LessonShapeError('The lesson needs "steps", a list of at least one step.');
  }
  const steps = raw.steps.map((step: unknown, i: number): LessonStepText => {
    const where = `Step ${i + 1}`;
    if (!isRecord(step)) throw new LessonShapeError(`${where} must be an object with "text".`);
    return {
      text: text(step, 'text', where),
      ask: typeof step.ask === 'string' ? step.ask : null,
      hints: strings(step.hints),
      explain: typeof step.explain === 'string' ? step.explain : null,
    };
  });
  return { id, game, title, summary, options, learner, steps, raw };
}

/** Parses a lesson file's text; a JSON syntax error is reported in plain words. */
export function parseLessonText(source: string): LessonFile {
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    throw new LessonShapeError(`The file is not valid JSON (${detail}).`);
  }
  return readLessonFile(raw);
}
