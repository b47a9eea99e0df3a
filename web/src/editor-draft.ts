// A lesson being written in the editor: the lesson file itself (lessons/README.md), kept as the
// JSON it will be saved as, so that a field the editor has no control for (a step's own
// `table`, a whole hand's `actions`) is kept as written. This module only reads and changes
// the file's fields; whether they are right is the core's to say (editor-core.ts).

import { t } from './i18n';
import { gameInfo } from './catalog';
import { LESSON_FORMAT } from './lesson-file';
import { isRecord, type Code, type HandAction } from './types';

export type StepJson = Record<string, unknown>;
export type LessonJson = Record<string, unknown> & { steps: StepJson[] };

/** The question kinds of the lesson format, in the order the editor offers them. */
export const ASK_KINDS = ['play', 'legal', 'winner', 'count', 'score', 'action'] as const;

/** The fields each question kind may have besides `ask`, `accept`, `hints` and `explain`. */
const QUESTION_FIELDS = ['ask', 'accept', 'not_best', 'hints', 'explain', 'table', 'cards', 'seats', 'score'];

/** The order fields are written in, so an exported file reads like the curriculum's. */
const LESSON_ORDER = ['$schema', 'format', 'id', 'game', 'title', 'summary', 'options', 'dealer', 'leader', 'learner', 'whole_hand', 'deal', 'steps'];
const STEP_ORDER = ['text', 'actions', 'play', 'ask', 'table', 'cards', 'seats', 'score', 'accept', 'not_best', 'hints', 'explain', 'after'];

/**
 * A new lesson of `game`: one step, a seeded deal, and each option at its default; one decided
 * during a hand that has none (a trump) at its first value, since trick play from a deal needs
 * it, for the teacher to change.
 */
export function blankLesson(game: string, name = 'my-lesson'): LessonJson {
  const options: Record<string, string> = {};
  for (const option of gameInfo(game)?.options ?? []) {
    const value = option.default ?? (option.in_hand ? option.values[0] : undefined);
    if (value !== undefined) options[option.name] = value;
  }
  return {
    format: LESSON_FORMAT,
    id: `${game}/${name}`,
    game,
    title: t('editor.blank.title'),
    summary: t('editor.blank.summary'),
    options,
    dealer: 0,
    learner: 0,
    deal: { seed: 1 },
    steps: [{ text: t('editor.blank.step') }],
  };
}

/** A lesson read from a file or a draft: an object with a list of steps (the rest is the core's to judge). */
export function asLesson(raw: unknown): LessonJson | null {
  if (!isRecord(raw) || !Array.isArray(raw.steps)) return null;
  const steps = raw.steps.map((s: unknown) => (isRecord(s) ? { ...s } : { text: String(s) }));
  return { ...structuredClone(raw), steps };
}

export function gameOf(lesson: LessonJson): string {
  return typeof lesson.game === 'string' ? lesson.game : '';
}

/** The lesson's name: the part of its id after the game ("01-following-suit"). */
export function nameOf(lesson: LessonJson): string {
  const id = typeof lesson.id === 'string' ? lesson.id : '';
  return id.slice(id.indexOf('/') + 1);
}

export function optionsOf(lesson: LessonJson): Record<string, string> {
  const out: Record<string, string> = {};
  if (isRecord(lesson.options)) for (const [k, v] of Object.entries(lesson.options)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** A seat field (dealer, leader, learner), with its default when absent. */
export function seatOf(lesson: LessonJson, field: 'dealer' | 'leader' | 'learner', seats: number): number {
  const v = lesson[field];
  if (typeof v === 'number') return v;
  const dealer = typeof lesson.dealer === 'number' ? lesson.dealer : 0;
  return field === 'leader' ? (dealer + 1) % Math.max(1, seats) : 0;
}

export function isWholeHand(lesson: LessonJson): boolean {
  return lesson.whole_hand === true;
}

/** A list of card codes in a field, [] when absent or not a list of strings. */
export function codesOf(object: Record<string, unknown>, field: string): Code[] {
  const v = object[field];
  return Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string') : [];
}

export function setCodes(object: Record<string, unknown>, field: string, codes: Code[]): void {
  if (codes.length > 0) object[field] = codes;
  else delete object[field];
}

export function askOf(step: StepJson): string | null {
  return typeof step.ask === 'string' ? step.ask : null;
}

/** Gives the step a question of `kind` (or none), dropping the fields of the kind it had. */
export function setAsk(step: StepJson, kind: string | null): void {
  for (const field of QUESTION_FIELDS) delete step[field];
  if (!kind) return;
  step.ask = kind;
  if (kind === 'play' || kind === 'legal' || kind === 'action') step.accept = [];
  if (kind === 'winner' || kind === 'count' || kind === 'score') step.accept = 0;
  if (kind === 'score') step.score = {};
}

/** What a whole hand's step scripts: an action, or a card code alone (a play). */
export type Scripted = HandAction | Code;

/** A list field of a step as written (cards and actions alike), [] when absent. */
export function listOf(step: StepJson, field: string): Scripted[] {
  const v = step[field];
  return Array.isArray(v) ? (v as Scripted[]) : [];
}

export function setList(step: StepJson, field: string, items: Scripted[]): void {
  if (items.length > 0) step[field] = items;
  else delete step[field];
}

/** A whole hand's actions taken in a step before its question: its `actions`, then its `play`. */
export function actionsOfStep(step: StepJson): Scripted[] {
  return [...listOf(step, 'actions'), ...listOf(step, 'play')];
}

/** The actions taken on a whole hand before step `index` (every earlier step's, its `after` too). */
export function actionsBefore(lesson: LessonJson, index: number): Scripted[] {
  return lesson.steps.slice(0, index).flatMap((s) => [...actionsOfStep(s), ...listOf(s, 'after')]);
}

/** The cards played on the running table before step `index` (every earlier `play` and `after`). */
export function playsBefore(lesson: LessonJson, index: number): Code[] {
  return lesson.steps.slice(0, index).flatMap((s) => [...codesOf(s, 'play'), ...codesOf(s, 'after')]);
}

/** The hand of each seat the deal lists (one list per seat; [] where it lists none). */
export function dealtHands(lesson: LessonJson, seats: number): Code[][] {
  const deal = isRecord(lesson.deal) ? lesson.deal : {};
  const hands = Array.isArray(deal.hands) ? deal.hands : [];
  return Array.from({ length: seats }, (_, s) => {
    const hand: unknown = hands[s];
    return Array.isArray(hand) ? hand.filter((c): c is string => typeof c === 'string') : [];
  });
}

export function dealSeed(lesson: LessonJson): number | null {
  const deal = isRecord(lesson.deal) ? lesson.deal : {};
  return typeof deal.seed === 'number' ? deal.seed : null;
}

function ordered(object: Record<string, unknown>, order: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of order) if (key in object) out[key] = object[key];
  for (const [key, value] of Object.entries(object)) if (!(key in out)) out[key] = value;
  return out;
}

/** The lesson file's text: fields in the curriculum's order, two spaces, a final newline. */
export function lessonText(lesson: LessonJson): string {
  const out = ordered(lesson, LESSON_ORDER);
  out.steps = lesson.steps.map((s) => ordered(s, STEP_ORDER));
  return `${JSON.stringify(out, null, 2)}\n`;
}
