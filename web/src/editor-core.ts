// What the editor asks the rules core: the draft checked as a whole (the `lesson` request, the
// same check `tutor lint` and the lesson player make), the running table at any point of it
// (a lesson of the draft's deal and one step playing the cards so far: the core completes a
// partial deal from its seed exactly as it will when the lesson is played), and a seeded deal.

import type { Engine } from './engine';
import type { LessonJson } from './editor-draft';
import { LESSON_FORMAT } from './lesson-file';
import type { Code, LessonProblem, LessonStepBody, Options, PositionBody, Refusal } from './types';

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
    return { ok: false, problems: problems.length > 0 ? problems : ['The core shows no running table for this lesson.'] };
  }
  return { ok: true, seats: reply.seats, position: end as RunningPosition };
}

/** The core's seeded deal for the draft's game, options and dealer: every hand in full. */
export function seededHands(engine: Engine, game: string, options: Options, seed: number, dealer: number): Code[][] | string {
  const reply = engine.request<{ hands: Code[][] }>({ op: 'deal', game, options, seed, dealer });
  return reply.ok ? reply.hands : reply.error.message;
}
