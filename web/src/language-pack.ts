// The words of one language, loaded before the first page: its interface messages, its lessons'
// words and its glossaries. Each language other than English is a module of its own
// (languages/<lang>.ts) imported lazily, so the site loads only the language in use; English is
// the reference and the fallback (its messages are in the app itself, its lessons and glossaries
// are the lesson files).

import type { Catalog } from './i18n';
import type { Lang } from './lang';
import en from './locales/en';

export interface LanguagePack {
  messages: Catalog;
  /** The lessons' words in this language, by the file's path (lessons/<game>/<lang>/NN-name.json). */
  lessons: Record<string, unknown>;
  /** The glossaries in this language, by the file's path (lessons/<game>/<lang>/glossary.tsv). */
  glossaries: Record<string, string>;
  /** The address of the file that holds them (none for English, which is part of the app). */
  url?: string;
}

const PACKS: Record<Exclude<Lang, 'en'>, () => Promise<LanguagePack>> = {
  fr: () => import('./languages/fr'),
  de: () => import('./languages/de'),
  it: () => import('./languages/it'),
  es: () => import('./languages/es'),
  pt: () => import('./languages/pt'),
};

export function loadLanguagePack(lang: Lang): Promise<LanguagePack> {
  if (lang === 'en') return Promise.resolve({ messages: en, lessons: {}, glossaries: {} });
  return PACKS[lang]();
}
