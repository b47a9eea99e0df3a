// A lesson's words (format "tutor-lesson-words/1": lessons/<game>/<lang>/NN-name.json, or the
// English ones the build takes out of the lesson file) laid over the lesson: its title and
// summary, and each step's text, hints, explanation and reasons for the answers that are not the
// best. Everything else (the deal, the plays, the answers) stays the lesson's own, so the core
// checks and plays the same lesson in every language. A field the words lack, or give in another
// shape than the lesson has it, keeps what the lesson had; a words file of another lesson, or
// with another number of steps, is not used at all.

import { isRecord } from './types';

export const WORDS_FORMAT = 'tutor-lesson-words/1';

/** The lesson with the words laid over it, and whether the words gave every one of its texts. */
export interface Worded {
  raw: Record<string, unknown>;
  complete: boolean;
}

function isText(v: unknown): v is string {
  return typeof v === 'string' && v.trim() !== '';
}

/** Lays words over one step, noting each text the words do not give. */
class Overlay {
  complete = true;

  text(own: unknown, words: unknown): unknown {
    if (typeof own !== 'string') return own;
    if (isText(words)) return words;
    this.complete = false;
    return own;
  }

  /** Hints: as many texts as the lesson's, or none. */
  hints(own: unknown, words: unknown): unknown {
    if (!Array.isArray(own)) return own;
    if (Array.isArray(words) && words.length === own.length && words.every(isText)) return words;
    if (own.length > 0) this.complete = false;
    return own;
  }

  /** Reasons for other answers: an object with the lesson's keys, or for a list of `{action, why}` a list of as many reasons. */
  notBest(own: unknown, words: unknown): unknown {
    if (Array.isArray(own)) {
      if (Array.isArray(words) && words.length === own.length && words.every(isText)) {
        return own.map((entry: unknown, i) => (isRecord(entry) ? { ...entry, why: words[i] } : entry));
      }
      if (own.length > 0) this.complete = false;
      return own;
    }
    if (!isRecord(own)) return own;
    const given = isRecord(words) ? words : {};
    return Object.fromEntries(Object.entries(own).map(([key, why]) => [key, this.text(why, given[key])]));
  }

  step(own: unknown, words: unknown): unknown {
    if (!isRecord(own)) return own;
    const given = isRecord(words) ? words : {};
    const step: Record<string, unknown> = { ...own };
    if ('text' in own) step.text = this.text(own.text, given.text);
    if ('hints' in own) step.hints = this.hints(own.hints, given.hints);
    if ('explain' in own) step.explain = this.text(own.explain, given.explain);
    if ('not_best' in own) step.not_best = this.notBest(own.not_best, given.not_best);
    return step;
  }
}

/**
 * The lesson `raw` with the words of `words` laid over it, or null when `words` is not a words
 * file of this lesson in `lang` with one entry per step.
 */
export function lessonInWords(raw: Record<string, unknown>, words: unknown, lang: string): Worded | null {
  if (!isRecord(words) || words.format !== WORDS_FORMAT || words.id !== raw.id) return null;
  if (words.lang !== undefined && words.lang !== lang) return null;
  const steps = raw.steps;
  if (!Array.isArray(steps) || !Array.isArray(words.steps) || words.steps.length !== steps.length) return null;
  const wordSteps = words.steps as unknown[];
  const overlay = new Overlay();
  const out = {
    ...raw,
    title: overlay.text(raw.title, words.title),
    summary: overlay.text(raw.summary, words.summary),
    steps: steps.map((step: unknown, i) => overlay.step(step, wordSteps[i])),
  };
  return { raw: out, complete: overlay.complete };
}
