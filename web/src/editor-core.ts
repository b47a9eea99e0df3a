// What the editor asks the rules core: the draft checked as a whole (the `lesson` request, the
// same check `tutor lint` and the lesson player make), the running table at any point of it
// (a lesson of the draft's deal and one step playing the cards so far: the core completes a
// partial deal from its seed exactly as it will when the lesson is played), and a seeded deal.

import { t } from './i18n';
import type { Engine } from './engine';
import type { LessonJson, Scripted } from './editor-draft';
import { LESSON_FORMAT } from './lesson-file';
import type { Code, HandBody, LessonProblem, LessonStepBody, Options, PositionBody, Refusal } from './types';

export interface DraftCheck {
  problems: LessonProblem[];
  /** The steps as the core presents them, when there is no problem. */
  steps: LessonStepBody[] | null;
  /** A failure of the request itself (not a problem of the lesson). */
  error: string | null;
}

export function checkDraft(engine: Engine, lesson: LessonJson): DraftCheck {
  const reply = engine.request<{ problems: LessonProblem[]; steps?: LessonStepBody[] }>({ op: 'lesson', lesson });
  if (!reply.ok) return { problems: [], steps: null, error: reply.error.message };
  return { problems: reply.problems, steps: reply.problems.length === 0 ? (reply.steps ?? null) : null, error: null };
}

/** The running table as the `position` request answers it, with the seat to play's legal cards. */
export type RunningPosition = PositionBody & { legal: Code[]; illegal: Refusal[] };

export type Running = { ok: true; seats: number; position: RunningPosition } | { ok: false; problems: string[] };

/** The fields of the draft that make its running table: the game, options, seats and deal. */
const TABLE_FIELDS = ['game', 'options', 'dealer', 'leader', 'learner', 'deal'];

/** The running table of the draft after `plays`, the cards played on it since the deal. */
export function runningTable(engine: Engine, lesson: LessonJson, plays: Code[]): Running {
  const probe: Record<string, unknown> = { format: LESSON_FORMAT, title: 'The running table', summary: 'The running table.' };
  for (const field of TABLE_FIELDS) if (field in lesson) probe[field] = lesson[field];
  probe.id = `${String(lesson.game)}/running-table`;
  probe.steps = [plays.length > 0 ? { text: 'The cards so far.', play: plays } : { text: 'The deal.' }];
  const reply = engine.request<{ problems: LessonProblem[]; seats: number; steps?: LessonStepBody[] }>({ op: 'lesson', lesson: probe });
  if (!reply.ok) return { ok: false, problems: [reply.error.message] };
  const end = reply.steps?.[0]?.end;
  if (reply.problems.length > 0 || !end || !('done' in end)) {
    const problems = reply.problems.map((p) => p.message);
    return { ok: false, problems: problems.length > 0 ? problems : [t('editor.noRunning')] };
  }
  return { ok: true, seats: reply.seats, position: end as RunningPosition };
}

export type RunningHand = { ok: true; seats: number; hand: HandBody } | { ok: false; problems: string[] };

/** The whole hand of a draft with "whole_hand" after `actions`, the actions taken since the deal. */
export function runningHand(engine: Engine, lesson: LessonJson, actions: Scripted[]): RunningHand {
  const probe: Record<string, unknown> = { format: LESSON_FORMAT, title: 'The running table', summary: 'The running table.', whole_hand: true };
  for (const field of TABLE_FIELDS) if (field in lesson && field !== 'leader') probe[field] = lesson[field];
  probe.id = `${String(lesson.game)}/running-table`;
  probe.steps = [actions.length > 0 ? { text: 'The actions so far.', actions } : { text: 'The deal.' }];
  const reply = engine.request<{ problems: LessonProblem[]; seats: number; steps?: LessonStepBody[] }>({ op: 'lesson', lesson: probe });
  if (!reply.ok) return { ok: false, problems: [reply.error.message] };
  const end = reply.steps?.[0]?.end;
  if (reply.problems.length > 0 || !end || !('phase' in end)) {
    const problems = reply.problems.map((p) => p.message);
    return { ok: false, problems: problems.length > 0 ? problems : [t('editor.noWholeHand')] };
  }
  return { ok: true, seats: reply.seats, hand: end };
}

/**
 * A whole hand's table as trick play shows it, for the questions both ask (play, legal,
 * winner): every hand is seen (the running table is shown to the author), and the legal cards
 * are the plays among the legal moves.
 */
export function handAsPosition(seats: number, hand: HandBody): Running {
  const hands = hand.hands.map((h) => (Array.isArray(h) ? h : []));
  const legal = hand.legal.map((m) => m.play).filter((c): c is string => typeof c === 'string');
  const position: RunningPosition = {
    tricks: hand.tricks,
    trick: hand.trick ?? { cards: [], seats: [] },
    hands,
    turn: hand.turn,
    done: hand.turn === null,
    legal,
    illegal: hand.illegal,
  };
  return { ok: true, seats, position };
}

/** The core's seeded deal for the draft's game, options and dealer: every hand in full, and the cards dealt to none. */
export function seededDeal(engine: Engine, game: string, options: Options, seed: number, dealer: number): { hands: Code[][]; rest: Code[] } | string {
  const reply = engine.request<{ hands: Code[][]; rest?: Code[] }>({ op: 'deal', game, options, seed, dealer });
  return reply.ok ? { hands: reply.hands, rest: reply.rest ?? [] } : reply.error.message;
}

/** The deal as the core completes it, whichever running table the draft has: every seat's hand. */
export function dealtByCore(engine: Engine, lesson: LessonJson): { seats: number; hands: Code[][] } | { problems: string[] } {
  if (lesson.whole_hand === true) {
    const start = runningHand(engine, lesson, []);
    if (!start.ok) return { problems: start.problems };
    return { seats: start.seats, hands: start.hand.hands.map((h) => (Array.isArray(h) ? h : [])) };
  }
  const start = runningTable(engine, lesson, []);
  return start.ok ? { seats: start.seats, hands: start.position.hands } : { problems: start.problems };
}
