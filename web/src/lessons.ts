// Every lesson the app knows: the files in lessons/<game>/*.json, bundled at build time, and the
// ones a teacher opened from disk in this browser tab. Files of another format (or that cannot be
// read) are left out of the curriculum and listed as skipped, so one bad file never hides the rest.
// The curriculum is shown in the learner's language where its words are written in it
// (lessons/<game>/<lang>/NN-name.json), and in English where they are not yet: the build keeps a
// lesson's structure apart from its English words (vite.config.ts), which are loaded only when
// some lesson is shown in English.

import structures from 'virtual:lesson-structures';
import { LessonShapeError, parseLessonText, readLessonFile, type LessonFile } from './lesson-file';
import { lessonInWords } from './lesson-translation';
import { isRecord } from './types';

export interface SkippedFile {
  path: string;
  /** Why it is left out, in the learner's words. */
  why: () => string;
}

let curriculum: LessonFile[] = [];
const skipped: SkippedFile[] = [];

/** "<game>/NN-name.json" of a words file's path (…/lessons/<game>/<lang>/NN-name.json). */
function fileOfWords(path: string, lang: string): string {
  return path.replace(/^.*lessons\//, '').replace(`/${lang}/`, '/');
}

/**
 * Makes the curriculum before the first page: each lesson with its words in `lang` (words files
 * by their paths), and, where those are not written or leave a text out, the English words,
 * loaded then.
 */
export async function loadCurriculum(lang: string, files: Record<string, unknown>): Promise<void> {
  const mine = new Map(Object.entries(files).map(([path, words]) => [fileOfWords(path, lang), words]));
  const worded = structures.map(({ file, lesson }) => {
    const words = mine.get(file);
    const own = isRecord(lesson) && words !== undefined ? lessonInWords(lesson, words, lang) : null;
    if (words !== undefined && !own) console.warn(`The ${lang} words of ${file} do not fit the lesson; it is shown in English.`);
    return { file, lesson, words: own ? words : undefined, done: own?.complete ? own.raw : null };
  });
  const english = worded.some((w) => w.done === null) ? (await import('virtual:lesson-words-en')).default : {};
  curriculum = [];
  skipped.length = 0;
  for (const { file, lesson, words, done } of worded) {
    let raw: unknown = done;
    if (raw === null) {
      const inEnglish = isRecord(lesson) ? (lessonInWords(lesson, english[file], 'en')?.raw ?? lesson) : lesson;
      raw = words !== undefined && isRecord(inEnglish) ? (lessonInWords(inEnglish, words, lang)?.raw ?? inEnglish) : inEnglish;
    }
    try {
      curriculum.push({ ...readLessonFile(raw), lang: words !== undefined ? lang : 'en' });
    } catch (e) {
      skipped.push({ path: `lessons/${file}`, why: () => (e instanceof LessonShapeError ? e.words() : String(e)) });
    }
  }
}

/** The bundled lessons of a game, in file order (the number in the name orders them). */
export function lessonsOf(game: string): LessonFile[] {
  return curriculum.filter((l) => l.game === game);
}

export function skippedFiles(): readonly SkippedFile[] {
  return skipped;
}

// ---- lessons opened from disk -----------------------------------------------------------------
// Kept in sessionStorage as the file's text, so a reload or a deep link in the same tab still
// finds them; they are never mixed into the stored progress of the curriculum.

const OPENED_KEY = 'tutor.opened-lessons';

function readOpened(): Record<string, string> {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(OPENED_KEY) ?? '{}');
    if (!isRecord(raw)) return {};
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') out[k] = v;
    return out;
  } catch {
    return {};
  }
}

/** Remembers a teacher's lesson for this tab. */
export function rememberOpened(lesson: LessonFile, source: string): void {
  const all = readOpened();
  all[lesson.id] = source;
  try {
    sessionStorage.setItem(OPENED_KEY, JSON.stringify(all));
  } catch {
    // A full or disabled storage only means the lesson is not kept across a reload.
  }
  openedInMemory.set(lesson.id, lesson);
}

const openedInMemory = new Map<string, LessonFile>();

export function openedLessons(): LessonFile[] {
  const out = new Map(openedInMemory);
  for (const [id, source] of Object.entries(readOpened())) {
    if (out.has(id)) continue;
    try {
      out.set(id, parseLessonText(source));
    } catch (e) {
      if (!(e instanceof LessonShapeError)) throw e;
    }
  }
  return [...out.values()];
}

/** A lesson by id: one the teacher opened in this tab first (to try an edited copy), else the curriculum's. */
export function findLesson(id: string): { lesson: LessonFile; opened: boolean } | null {
  const mine = openedLessons().find((l) => l.id === id);
  if (mine) return { lesson: mine, opened: true };
  const ours = curriculum.find((l) => l.id === id);
  return ours ? { lesson: ours, opened: false } : null;
}

// ---- the path through a game's lessons --------------------------------------------------------

/**
 * The lesson after `id` in its game's curriculum (files are numbered in teaching order), or null
 * after the last one and for a lesson that is not in the curriculum. The lesson player offers it
 * when a lesson is finished.
 */
export function nextLesson(id: string): LessonFile | null {
  const at = curriculum.findIndex((l) => l.id === id);
  const here = curriculum[at];
  if (!here) return null;
  return curriculum.slice(at + 1).find((l) => l.game === here.game) ?? null;
}

/** A lesson of the curriculum by id (never a teacher's file that reuses the id). */
export function curriculumLesson(id: string): LessonFile | null {
  return curriculum.find((l) => l.id === id) ?? null;
}
