// The editor's drafts, kept in this browser (localStorage) under names the teacher gives them,
// so that work survives a reload and several lessons can be written side by side. A draft is
// read back field by field: anything damaged is left out, never trusted.

import { asLesson, type LessonJson } from './editor-draft';
import { isRecord } from './types';

const KEY = 'tutor.editor-drafts';

export interface Draft {
  name: string;
  lesson: LessonJson;
  /** When it was last saved (ISO 8601). */
  saved: string;
}

function readAll(): Draft[] {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const drafts: Draft[] = [];
  for (const entry of raw) {
    if (!isRecord(entry) || typeof entry.name !== 'string' || entry.name === '') continue;
    const lesson = asLesson(entry.lesson);
    if (!lesson) continue;
    drafts.push({ name: entry.name, lesson, saved: typeof entry.saved === 'string' ? entry.saved : '' });
  }
  return drafts;
}

/** Writes every draft; false when the browser refuses to keep them (storage full or disabled). */
function writeAll(drafts: Draft[]): boolean {
  try {
    localStorage.setItem(KEY, JSON.stringify(drafts));
    return true;
  } catch {
    return false;
  }
}

/** Every draft, the one saved last first. */
export function listDrafts(): Draft[] {
  return readAll().sort((a, b) => b.saved.localeCompare(a.saved));
}

export function loadDraft(name: string): Draft | null {
  return readAll().find((d) => d.name === name) ?? null;
}

/** Saves a draft under its name (replacing one of the same name); false when it could not be kept. */
export function saveDraft(name: string, lesson: LessonJson): boolean {
  const others = readAll().filter((d) => d.name !== name);
  return writeAll([...others, { name, lesson, saved: new Date().toISOString() }]);
}

export function deleteDraft(name: string): void {
  writeAll(readAll().filter((d) => d.name !== name));
}

/** A name no draft has yet: `base`, else "base 2", "base 3", ... */
export function freeName(base: string): string {
  const taken = new Set(readAll().map((d) => d.name));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
}

/** Renames a draft; false when another draft has the new name already. */
export function renameDraft(from: string, to: string): boolean {
  const all = readAll();
  if (from === to) return true;
  if (all.some((d) => d.name === to)) return false;
  return writeAll(all.map((d) => (d.name === from ? { ...d, name: to } : d)));
}
