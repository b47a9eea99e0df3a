// The learner's path through the lessons: where each game picks up ("Start here" for a game not
// begun, else the lesson being learnt or the next one) and the one "Continue" across games. Read
// from the progress book (progress.ts) and the lessons touched last (recent.ts); knows no game.

import type { LessonFile } from './lesson-file';
import { curriculumLesson, lessonsOf, nextLesson } from './lessons';
import * as progress from './progress';
import { lastTouched, lastTouchedIn } from './recent';

export type PlaceKind = 'start' | 'continue' | 'next' | 'done';

/** A lesson to open and the step to open it at, and why it is the one. */
export interface Place {
  lesson: LessonFile;
  step: number;
  kind: PlaceKind;
}

/** A lesson of the curriculum, as a place: carried on where it was left, or from its start. */
function placeOf(lesson: LessonFile, kind: PlaceKind, step?: number): Place {
  const p = progress.curriculum.progressOf(lesson.id);
  const at = step ?? (p && !p.done ? p.reached : 1);
  return { lesson, step: Math.min(Math.max(at, 1), lesson.steps.length), kind: p && !p.done ? 'continue' : kind };
}

/**
 * Where a game picks up: its lesson touched last while unfinished, else its first lesson not yet
 * finished ("Start here" when none is begun), else its last lesson, all done. Null for a game
 * with no lessons.
 */
export function placeIn(game: string): Place | null {
  const lessons = lessonsOf(game);
  const first = lessons[0];
  if (!first) return null;
  const touched = lastTouchedIn(game);
  const last = touched ? lessons.find((l) => l.id === touched.id) : undefined;
  if (last && touched && !progress.curriculum.progressOf(last.id)?.done) return placeOf(last, 'continue', touched.step);
  const open = lessons.find((l) => !progress.curriculum.progressOf(l.id)?.done);
  const begun = lessons.some((l) => progress.curriculum.progressOf(l.id) !== null);
  if (open) return placeOf(open, begun ? 'next' : 'start');
  return { lesson: lessons[lessons.length - 1] as LessonFile, step: 1, kind: 'done' };
}

/**
 * The one "Continue" across games: the lesson touched last, at its step; once that lesson is
 * finished, the next of its game, else where its game picks up. Null before any lesson is
 * touched, or when every lesson of its game is finished.
 */
export function continueAcross(): Place | null {
  const touched = lastTouched();
  const lesson = touched ? curriculumLesson(touched.id) : null;
  if (!touched || !lesson) return null;
  if (!progress.curriculum.progressOf(lesson.id)?.done) return placeOf(lesson, 'continue', touched.step);
  const next = nextLesson(lesson.id);
  if (next) return placeOf(next, 'next');
  const elsewhere = placeIn(lesson.game);
  return elsewhere && elsewhere.kind !== 'done' ? elsewhere : null;
}
