// Sends a lesson file to the core's `lesson` request, which checks every card, play and answer
// and, when all is right, plays the lesson out step by step. Problems come back in plain words.
// A whole-hand lesson's moves are given the core's words too (lesson-words.ts).

import type { Engine } from './engine';
import { t } from './i18n';
import type { LessonFile } from './lesson-file';
import { lessonWords, type StepWords } from './lesson-words';
import { cardName } from './pack';
import { isRecord, type LessonProblem, type LessonStepBody } from './types';

type Played = { ok: true; seats: number; steps: LessonStepBody[] } | { ok: false; problems: string[] };

export type Checked = Exclude<Played, { ok: true }> | (Extract<Played, { ok: true }> & { words: StepWords[] });

const cache = new Map<string, Checked>();

/**
 * One problem as a sentence: "Step 2, card S5 (5 of Spades): S5 is legal here, so ...". The core
 * words its problems for the lesson's author in English (docs/api.md); where they are is said
 * in the learner's language.
 */
export function problemText(game: string, p: LessonProblem): string {
  const where = [typeof p.step === 'number' && p.step > 0 ? t('check.step', { step: p.step }) : p.field === 'lesson' ? t('check.file') : t('check.lesson')];
  if (p.card) where.push(t('check.card', { code: p.card, card: cardName(game, p.card) }));
  else if (p.field && p.field !== 'lesson') where.push(t('check.field', { field: p.field }));
  return t('check.problem', { where: where.join(t('list.comma')), message: p.message });
}

/** A file's bytes in base64, as the lesson request's "file" takes them. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The lesson request for a file's bytes: the core reads them exactly as `tutor lint` reads the file. */
function fileRequest(bytes: Uint8Array): object {
  return { op: 'lesson', file: base64(bytes) };
}

function ask(engine: Engine, request: object, game: string, stepCount: number | null): Played {
  const reply = engine.request<{ problems: LessonProblem[]; seats: number; steps?: LessonStepBody[] }>(request);
  if (!reply.ok) {
    const message =
      reply.error.code === 'unknown-op'
        ? t('check.noLessonRequest')
        : reply.error.message;
    return { ok: false, problems: [message] };
  }
  if (reply.problems.length > 0 || !reply.steps) {
    const problems = reply.problems.map((p) => problemText(game, p));
    return { ok: false, problems: problems.length ? problems : [t('check.noSteps')] };
  }
  if (stepCount !== null && reply.steps.length !== stepCount) return { ok: false, problems: [t('check.stepCount', { played: reply.steps.length, count: stepCount })] };
  return { ok: true, seats: reply.seats, steps: reply.steps };
}

/**
 * Checks and plays out a lesson with the core; the answer is kept for the page's lifetime. A
 * lesson opened from disk is read by the core from its file's text again, as when it was opened,
 * never from what JavaScript made of it.
 */
export function checkLesson(engine: Engine, lesson: LessonFile): Checked {
  const key = lesson.source !== undefined ? `file:${lesson.source}` : JSON.stringify(lesson.raw);
  const known = cache.get(key);
  if (known) return known;
  const request =
    lesson.source !== undefined ? fileRequest(new TextEncoder().encode(lesson.source)) : { op: 'lesson', lesson: lesson.raw };
  const played = ask(engine, request, lesson.game, lesson.steps.length);
  const result: Checked = played.ok ? { ...played, words: lessonWords(engine, lesson, played.steps) } : played;
  cache.set(key, result);
  return result;
}

/**
 * Checks a lesson file's bytes as read from disk (at most LESSON_MAX_BYTES + 1 of them). The
 * core reads them exactly as `tutor lint` reads the file: a file too big, not UTF-8 or not strict
 * JSON (a key given twice, a NUL, a lone surrogate) gets the core's problem naming its line and
 * column, like any other problem.
 */
export function checkLessonSource(engine: Engine, bytes: Uint8Array): Played {
  let game = '';
  try {
    const raw: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (isRecord(raw) && typeof raw.game === 'string') game = raw.game;
  } catch {
    // Not JSON: the core says where.
  }
  return ask(engine, fileRequest(bytes), game, null);
}
