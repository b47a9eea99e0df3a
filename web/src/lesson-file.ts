// The parts of a lesson file (lessons/README.md, format "tutor-lesson/1") the app shows itself:
// its names, its seats and each step's text. Whether its cards, plays and answers are right is
// the core's to say (the `lesson` request); this only reads the shape, naming the field at fault.

import { isRecord, type Seat } from './types';

export const LESSON_FORMAT = 'tutor-lesson/1';

/**
 * The most a lesson file may be, in bytes: the core's LESSON_MAX_BYTES (wasm/lesson.h), which
 * `tutor lint` applies to the file too. The app reads at most one byte more of a file and lets
 * the core say it is too big, in lint's words.
 */
export const LESSON_MAX_BYTES = 40 * 1024;

export interface LessonStepText {
  text: string;
  hints: string[];
}

export interface LessonFile {
  id: string;
  game: string;
  title: string;
  summary: string;
  learner: Seat;
  steps: LessonStepText[];
  /** The file as read. */
  raw: Record<string, unknown>;
  /**
   * A file opened from disk: its text, which the core reads again (as the lesson request's
   * "file", byte for byte as `tutor lint` reads it) whenever the lesson is checked to be played;
   * `raw` is then only what the app shows of it. The bundled lessons have none: `tutor lint`
   * checks their files, and `raw` is sent.
   */
  source?: string;
}

export class LessonShapeError extends Error {}

function text(raw: Record<string, unknown>, key: string, where: string): string {
  const v = raw[key];
  if (typeof v !== 'string' || v.trim() === '') throw new LessonShapeError(`${where} needs "${key}", a piece of text.`);
  return v;
}

/** A step of the file as read, for the fields the app reads from the file itself (`table`, `score`). */
export function rawStep(lesson: LessonFile, index: number): Record<string, unknown> {
  const step = Array.isArray(lesson.raw.steps) ? (lesson.raw.steps[index] as unknown) : undefined;
  return isRecord(step) ? step : {};
}

/** Reads a lesson file's shape, or throws a LessonShapeError saying what is wrong in plain words. */
export function readLessonFile(raw: unknown): LessonFile {
  if (!isRecord(raw)) throw new LessonShapeError('The file is not a lesson: it must hold one JSON object.');
  if (raw.format !== LESSON_FORMAT) throw new LessonShapeError(`The lesson's "format" must be "${LESSON_FORMAT}".`);
  const id = text(raw, 'id', 'The lesson');
  const game = text(raw, 'game', 'The lesson');
  const title = text(raw, 'title', 'The lesson');
  const summary = typeof raw.summary === 'string' ? raw.summary : '';
  const learner = typeof raw.learner === 'number' && Number.isInteger(raw.learner) && raw.learner >= 0 ? raw.learner : 0;
  if (!Array.isArray(raw.steps) || raw.steps.length === 0) throw new LessonShapeError('The lesson needs "steps", a list of at least one step.');
  const steps = raw.steps.map((step: unknown, i: number): LessonStepText => {
    const where = `Step ${i + 1}`;
    if (!isRecord(step)) throw new LessonShapeError(`${where} must be an object with "text".`);
    return {
      text: text(step, 'text', where),
      hints: Array.isArray(step.hints) ? step.hints.filter((s): s is string => typeof s === 'string') : [],
    };
  });
  return { id, game, title, summary, learner, steps, raw };
}

/**
 * Parses the text of a lesson file opened from disk, for what the app shows of it; a JSON syntax
 * error is reported in plain words. Whether the file is a lesson at all is the core's to say
 * (checkLessonSource): it reads strict JSON, so a file it accepts has no key given twice, no NUL
 * and no lone surrogate, and JSON.parse reads the same values from it.
 */
export function parseLessonText(source: string): LessonFile {
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    throw new LessonShapeError(`The file is not valid JSON (${detail}).`);
  }
  return { ...readLessonFile(raw), source };
}
