// The words of one language, loaded before the first page: its interface messages, its lessons'
// words and its glossaries. Each language is a module of its own imported lazily (languages/<lang>.ts;
// English's messages alone, its lessons and glossaries being the lesson files), so the site
// loads only the language in use.

import type { Catalog } from './i18n';
import type { Lang } from './lang';

export interface LanguagePack {
  messages: Catalog;
  /** The lessons' words in this language, by the file's path (lessons/<game>/<lang>/NN-name.json). */
  lessons: Record<string, unknown>;
  /** The glossaries in this language, by the file's path (lessons/<game>/<lang>/glossary.tsv). */
  glossaries: Record<string, string>;
  /** The address of the file that holds them (none for English, which is part of the app). */
  url?: string;
}

const PACKS: Record<Lang, () => Promise<LanguagePack>> = {
  en: () => import('./locales/en').then((m) => ({ messages: m.default, lessons: {}, glossaries: {} })),
  fr: () => import('./languages/fr'),
  de: () => import('./languages/de'),
  it: () => import('./languages/it'),
  es: () => import('./languages/es'),
  pt: () => import('./languages/pt'),
};

export function loadLanguagePack(lang: Lang): Promise<LanguagePack> {
  return PACKS[lang]();
}
