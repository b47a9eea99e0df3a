// The core's words for a whole-hand lesson's moves. The `lesson` request gives each step's
// scripted actions and each action question's accepted actions in the lessons' own form, without
// words; the `hand` request of a question (`request`) gives the legal moves of any point of the
// hand with a label each. So each action is replayed move by move on the hand it was taken in,
// and each of its moves takes the label the core gives it there. What the learner's seat saw
// before and after each move is asked too, so the log names only the cards it has seen.

import type { Engine } from './engine';
import { handOf, visibleStrings, type LoggedMove } from './hand-log';
import { moveWords } from './hand-words';
import { lessonIsWholeHand } from './lesson-frames';
import type { LessonFile } from './lesson-file';
import { cardOfMove, indexOfMove, movesOf, movesPhrase } from './moves';
import type { ActionQuestion, HandAction, HandBody, LessonStepBody, Move, Reply, Seat, SeatAction } from './types';

/** A run of scripted actions as the log shows it: the moves, and the learner's view after them. */
export interface LoggedRun {
  moves: LoggedMove[];
  /** The learner's view once they are taken; null when the core could not be asked. */
  now: HandBody | null;
}

export interface StepWords {
  /** The step's scripted actions before its question, and those after it. */
  before: LoggedRun;
  after: LoggedRun;
  /** One phrase per accepted action of the step's action question, in the core's words. */
  accept: string[];
}

type Ask = (actions: HandAction[], seat: Seat | null) => Reply<HandBody>;

type Labelled = Pick<LoggedMove, 'move' | 'label' | 'card'>;

/** `move`, made by `seat` where `view` lists it as legal, with the core's label for it there. */
function labelIn(game: string, view: HandBody, move: Move, seat: Seat): Labelled {
  const label = view.labels[indexOfMove(view.legal, move)] ?? moveWords(game, move);
  return { move, label, card: cardOfMove(move, handOf(view, seat)) };
}

/**
 * The moves of `action`, taken by `seat` after `before`, each with the label the core gives it
 * where it is taken: a move the core does not list there (a compound form's moves in another
 * order) is tried after the others; a move that cannot be placed is read as it is written.
 */
function labelled(game: string, ask: Ask | null, before: HandAction[], action: HandAction, seat: Seat): Labelled[] {
  const out: Labelled[] = [];
  const start = ask?.(before, null);
  // A move of two members (a card played with a call) is one move, as the core lists it.
  if (start?.ok && !Array.isArray(action) && indexOfMove(start.legal, action) >= 0) return [labelIn(game, start, action, seat)];
  let remaining = movesOf(action);
  // A compound form that stands for no move but the closing one (`{"declare": []}`, declaring
  // nothing): the legal move that leaves the hand as the action does.
  if (remaining.length === 0 && start?.ok && ask) {
    const after = JSON.stringify(ask([...before, action], null));
    const i = start.legal.findIndex((m) => JSON.stringify(ask([...before, m], null)) === after);
    const move = start.legal[i];
    if (move) return [labelIn(game, start, move, seat)];
  }
  let view = start;
  while (remaining.length > 0) {
    const at = view?.ok ? remaining.findIndex((m) => indexOfMove((view as HandBody).legal, m) >= 0) : -1;
    if (!view?.ok || at < 0) {
      for (const move of remaining) out.push({ move, label: moveWords(game, move), card: null });
      break;
    }
    out.push(labelIn(game, view, remaining[at] as Move, seat));
    remaining = remaining.filter((_, k) => k !== at);
    if (remaining.length > 0) view = ask?.([...before, ...out.map((m) => m.move)], null);
  }
  return out;
}

/** The hand request every question of the lesson shares, without its actions; null when none has one. */
function baseRequest(steps: LessonStepBody[]): Record<string, unknown> | null {
  for (const step of steps) {
    const q = step.question as unknown as ActionQuestion | null;
    if (q?.ask === 'action' && q.request) {
      const { actions: _actions, ...rest } = q.request;
      return rest;
    }
  }
  return null;
}

/** The words of every step of a whole-hand lesson; an empty list for any other lesson. */
export function lessonWords(engine: Engine, lesson: LessonFile, steps: LessonStepBody[]): StepWords[] {
  if (!lessonIsWholeHand(steps)) return [];
  const base = baseRequest(steps);
  const ask: Ask | null = base ? (actions, seat) => engine.request<HandBody>({ ...base, actions, ...(seat === null ? {} : { seat }) }) : null;
  const viewer = lesson.learner;
  const taken: HandAction[] = [];
  const run = (entries: SeatAction[]): LoggedRun => {
    const moves: LoggedMove[] = [];
    for (const { seat, action } of entries) {
      const seen = ask?.(taken, viewer);
      for (const m of labelled(lesson.game, ask, taken, action, seat)) {
        moves.push({ seat, ...m, ...(seen?.ok ? { seenBefore: visibleStrings(seen) } : {}) });
      }
      taken.push(action);
    }
    const now = ask?.(taken, viewer);
    return { moves, now: now?.ok ? now : null };
  };
  return steps.map((step) => {
    const before = run(step.actions ?? []);
    const q = step.question as unknown as ActionQuestion | null;
    const accept = q?.ask === 'action' ? q.accept.map((a) => movesPhrase(labelled(lesson.game, ask, q.request.actions, a, q.seat))) : [];
    const after = run(step.after_actions ?? []);
    return { before, after, accept };
  });
}
