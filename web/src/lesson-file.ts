// The parts of a lesson file (lessons/README.md, format "tutor-lesson/1") the app shows itself:
// its names, its seats and each step's text. Whether its cards, plays and answers are right is
// the core's to say (the `lesson` request); this only reads the shape, naming the field at fault.

import { t, type MessageKey, type Params } from './i18n';
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
  /** The file as read (for a lesson of the curriculum, with its words in the learner's language when they exist). */
  raw: Record<string, unknown>;
  /**
   * The language of its words, for a lesson of the curriculum: the learner's where its words
   * exist in it, else English. Unknown for a file opened from disk, which shows as written.
   */
  lang?: string;
  /**
   * A file opened from disk: its text, which the core reads again (as the lesson request's
   * "file", byte for byte as `tutor lint` reads it) whenever the lesson is checked to be played;
   * `raw` is then only what the app shows of it. The bundled lessons have none: `tutor lint`
   * checks their files, and `raw` is sent.
   */
  source?: string;
}

/** What is wrong with a file's shape, as a message of the catalog, so it can be said in any language. */
export class LessonShapeError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Params = {},
  ) {
    super(t(key, params));
  }

  /** The problem in the words of the language in use. */
  words(): string {
    return t(this.key, this.params);
  }
}

/** A field of the lesson (`step` 0) or of a step that must be a piece of text. */
function text(raw: Record<string, unknown>, key: string, step: number): string {
  const v = raw[key];
  if (typeof v !== 'string' || v.trim() === '') {
    throw step === 0 ? new LessonShapeError('lessonFile.needsText', { key }) : new LessonShapeError('lessonFile.stepNeedsText', { step, key });
  }
  return v;
}

/** A step of the file as read, for the fields the app reads from the file itself (`table`, `score`). */
export function rawStep(lesson: LessonFile, index: number): Record<string, unknown> {
  const step = Array.isArray(lesson.raw.steps) ? (lesson.raw.steps[index] as unknown) : undefined;
  return isRecord(step) ? step : {};
}

/** Reads a lesson file's shape, or throws a LessonShapeError saying what is wrong in plain words. */
export function readLessonFile(raw: unknown): LessonFile {
  if (!isRecord(raw)) throw new LessonShapeError('lessonFile.notObject');
  if (raw.format !== LESSON_FORMAT) throw new LessonShapeError('lessonFile.format', { format: LESSON_FORMAT });
  const id = text(raw, 'id', 0);
  const game = text(raw, 'game', 0);
  const title = text(raw, 'title', 0);
  const summary = typeof raw.summary === 'string' ? raw.summary : '';
  const learner = typeof raw.learner === 'number' && Number.isInteger(raw.learner) && raw.learner >= 0 ? raw.learner : 0;
  if (!Array.isArray(raw.steps) || raw.steps.length === 0) throw new LessonShapeError('lessonFile.noSteps');
  const steps = raw.steps.map((step: unknown, i: number): LessonStepText => {
    if (!isRecord(step)) throw new LessonShapeError('lessonFile.stepNotObject', { step: i + 1 });
    return {
      text: text(step, 'text', i + 1),
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
    throw new LessonShapeError('lessonFile.notJson', { detail });
  }
  return { ...readLessonFile(raw), source };
}
