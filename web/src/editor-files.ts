// The editor's files: a draft saved as a lesson file (a download), a lesson file opened from
// disk or taken from the tutor's own lessons to edit, and a draft handed to the lesson player
// for a preview, as a lesson opened from disk is.

import { allGames } from './catalog';
import { asLesson, lessonText, nameOf, type LessonJson } from './editor-draft';
import { t } from './i18n';
import { LESSON_MAX_BYTES, LessonShapeError, parseLessonText } from './lesson-file';
import { lessonsOf, rememberOpened } from './lessons';
import { routes } from './router';

/** Offers the draft as a file to save, named after the lesson (its id's name). */
export function downloadLesson(lesson: LessonJson): void {
  const blob = new Blob([lessonText(lesson)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: `${nameOf(lesson) || 'lesson'}.json` });
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started from the link; the object URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Reads a lesson file chosen by the teacher: the lesson, or a sentence saying why it cannot be edited. */
export async function readLessonFile(file: File): Promise<LessonJson | string> {
  if (file.size > LESSON_MAX_BYTES) return t('editor.fileTooBig', { name: file.name, bytes: LESSON_MAX_BYTES });
  let raw: unknown;
  try {
    raw = JSON.parse(await file.text());
  } catch (e) {
    return t('editor.fileNotJson', { name: file.name, detail: e instanceof Error ? e.message : String(e) });
  }
  return asLesson(raw) ?? t('editor.fileNotLesson', { name: file.name });
}

export interface BundledLesson {
  id: string;
  title: string;
  lesson: LessonJson;
}

/** The tutor's own lessons, game by game in file order, to open as a draft. */
export function bundledLessons(): BundledLesson[] {
  const out: BundledLesson[] = [];
  for (const game of allGames()) {
    for (const file of lessonsOf(game.id)) {
      const lesson = asLesson(file.raw);
      if (lesson) out.push({ id: file.id, title: file.title, lesson });
    }
  }
  return out;
}

/**
 * Hands the draft to the lesson player as a lesson opened in this tab, and goes to its first
 * step; the player checks it with the core again, as it checks any opened file. A sentence
 * when the draft cannot be read as a lesson.
 */
export function previewLesson(lesson: LessonJson): string | null {
  const source = lessonText(lesson);
  try {
    const file = parseLessonText(source);
    rememberOpened(file, source);
    window.location.hash = routes.lesson(file.id, 1);
    return null;
  } catch (e) {
    if (e instanceof LessonShapeError) return e.message;
    throw e;
  }
}
