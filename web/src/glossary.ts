// Each game's own words, explained briefly in our words from the rules sources (shared/seeds):
// data, lessons/<game>/glossary.tsv (a header, then one term and its meaning a line, split by a
// tab), bundled at build time like the lessons, and in another language
// lessons/<game>/<lang>/glossary.tsv, line for line, used where it has as many terms. Shown on a
// game's page; the rules themselves are applied only by the core.

import { t } from './i18n';

export interface Term {
  term: string;
  meaning: string;
  /** The language it is written in, where it is not the page's (a glossary not yet translated). */
  lang?: string;
}

interface Glossary {
  terms: Term[];
  /** The language its terms are written in. */
  lang: string;
}

/** The words every trick-taking game shares, in the learner's language. */
function sharedTrickWords(): Term[] {
  return [
    { term: t('glossary.trick.term'), meaning: t('glossary.trick.meaning') },
    { term: t('glossary.follow.term'), meaning: t('glossary.follow.meaning') },
  ];
}

const files = import.meta.glob<string>('../../lessons/*/glossary.tsv', { eager: true, query: '?raw', import: 'default' });

/** The terms of a glossary file, its header left out. */
function terms(text: string): Term[] {
  return text
    .split('\n')
    .slice(1)
    .filter((line) => line.includes('\t'))
    .map((line) => {
      const tab = line.indexOf('\t');
      return { term: line.slice(0, tab), meaning: line.slice(tab + 1).replace(/\r$/, '') };
    });
}

/** The game a glossary's path is of: lessons/<game>/glossary.tsv or lessons/<game>/<lang>/glossary.tsv. */
function gameOfPath(path: string): string {
  return path.replace(/^.*lessons\//, '').split('/')[0] ?? '';
}

const GLOSSARY = new Map<string, Glossary>(Object.entries(files).map(([path, text]) => [gameOfPath(path), { terms: terms(text), lang: 'en' }]));

/** Lays the glossaries in `lang` over the English ones, before the first page: a game's whole glossary, or none of it. */
export function useGlossaries(lang: string, translated: Record<string, string>): void {
  for (const [path, text] of Object.entries(translated)) {
    const game = gameOfPath(path);
    const own = GLOSSARY.get(game);
    const theirs = terms(text);
    if (own && theirs.length === own.terms.length) GLOSSARY.set(game, { terms: theirs, lang });
    else console.warn(`The ${lang} glossary of ${game} does not have a line for each term; it is shown in English.`);
  }
}

/** The words to know for a game, the game's own first; `lang` is the page's language. */
export function glossaryOf(game: string, lang: string): Term[] {
  const own = GLOSSARY.get(game) ?? { terms: [], lang };
  const mine = own.terms.map((term) => (own.lang === lang ? term : { ...term, lang: own.lang }));
  const shared = sharedTrickWords().filter((s) => !own.terms.some((term) => term.term === s.term));
  return [...mine, ...shared];
}
