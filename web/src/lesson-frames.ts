// Which table a lesson step shows when its question is asked: the step's own `table` (a trick
// and a hand drawn for the question alone), or the running table after the step's plays. A
// whole-hand lesson's running table is the `hand` request's answer, read here as the trick
// table it shows.

import { frameOf, frameOfOwnTable, type Frame } from './frames';
import { t, tIfAny } from './i18n';
import { rawStep, type LessonFile } from './lesson-file';
import { capital } from './pack';
import type { HandBody, LessonStepBody, PositionBody } from './types';

export function isHandBody(position: PositionBody | HandBody): position is HandBody {
  return typeof (position as HandBody).phase === 'string';
}

/** Whether the lesson plays a whole hand: its running table is the `hand` request's. */
export function lessonIsWholeHand(steps: readonly LessonStepBody[]): boolean {
  return steps.some((s) => s.position !== null && isHandBody(s.position));
}

/** A running table as trick play shows it: a whole hand's tricks, hands and seat to act. */
export function tablePosition(position: PositionBody | HandBody): PositionBody {
  if (!isHandBody(position)) return position;
  return {
    tricks: position.tricks,
    trick: position.trick ?? { cards: [], seats: [] },
    hands: position.hands.map((h) => (Array.isArray(h) ? h : [])),
    turn: position.turn,
    done: position.phase === 'over',
  };
}

/** What the table's centre says of a whole hand before trick play: "Bidding", "Discarding" (message `caption.<phase>`). */
export function phaseCaption(position: PositionBody | HandBody | null): string | undefined {
  if (!position || !isHandBody(position) || position.phase === 'playing') return undefined;
  return position.phase === 'over' ? t('table.handOver') : (tIfAny(`caption.${position.phase}`) ?? capital(position.phase));
}

/** Whether the step draws a table of its own instead of the running one. */
export function hasOwnTable(lesson: LessonFile, index: number, body: LessonStepBody): boolean {
  if (rawStep(lesson, index).table) return true;
  const q = body.question;
  return !body.position && Boolean(q?.trick || q?.hand);
}

/** The seat shown at the bottom for a step: the asked seat on a table of its own, else the learner's. */
export function bottomSeat(lesson: LessonFile, index: number, body: LessonStepBody): number {
  const q = body.question;
  return hasOwnTable(lesson, index, body) && q?.seat != null ? q.seat : lesson.learner;
}

/** The table when the step's question is asked (null for a step with no table at all). */
export function questionFrame(lesson: LessonFile, seats: number, index: number, body: LessonStepBody): Frame | null {
  const q = body.question;
  if (q && hasOwnTable(lesson, index, body)) {
    const seat = q.seat ?? lesson.learner;
    const trick = q.trick ?? [];
    // A winner question's trick is complete and led by the asked seat; a play question's trick
    // was led by the seat as many places before the asked seat as cards have been played.
    const leader = q.ask === 'winner' ? seat : (((seat - trick.length) % seats) + seats) % seats;
    return frameOfOwnTable(seats, leader, trick, seat, q.hand ?? []);
  }
  return body.position ? frameOf(tablePosition(body.position)) : null;
}
