// The learner's language: the languages the app speaks (those the rules core offers, docs/api.md
// `lang`), which one this visit uses and how the learner changes it. An explicit `?lang=xx`
// before the hash wins (a deep link keeps its language); else the last choice made on the page,
// kept in localStorage; else the browser's first language the app speaks, by its primary subtag
// (fr-CA is French, pt-BR Portuguese); else English. A value the app does not speak is passed
// over as if absent. The language is read once: switching it writes it into the address (so a
// link copied from the page keeps it) and loads the page again in it, so that only one language
// is ever loaded. A visit that made no choice leaves the address as it came.

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'it', name: 'Italiano' },
  { code: 'es', name: 'Español' },
  { code: 'pt', name: 'Português' },
] as const;

export type Lang = (typeof LANGUAGES)[number]['code'];

const KEY = 'tutor.lang';
const PARAM = 'lang';

export function isLang(value: unknown): value is Lang {
  return LANGUAGES.some((l) => l.code === value);
}

/** The language a BCP 47 tag names, by its primary subtag ("pt-BR" is Portuguese), if the app speaks it. */
function fromTag(tag: string): Lang | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLang(primary) ? primary : null;
}

function fromAddress(search: string): Lang | null {
  const given = new URLSearchParams(search).get(PARAM);
  return given !== null && isLang(given) ? given : null;
}

function fromStorage(): Lang | null {
  try {
    const stored = window.localStorage.getItem(KEY);
    return isLang(stored) ? stored : null;
  } catch {
    return null;
  }
}

function fromBrowser(): Lang | null {
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of tags) {
    const lang = tag ? fromTag(tag) : null;
    if (lang) return lang;
  }
  return null;
}

let chosen: Lang | null = null;

/** The language of this visit, worked out once. */
export function currentLang(): Lang {
  chosen ??= fromAddress(window.location.search) ?? fromStorage() ?? fromBrowser() ?? 'en';
  return chosen;
}

/** The page's address with `lang` in its search part, the rest (the hash route, `speed`) kept. */
function addressWith(lang: Lang): string {
  const url = new URL(window.location.href);
  url.searchParams.set(PARAM, lang);
  return url.href;
}

/** The learner picks another language: kept for later visits, then the same page in it. */
export function switchLang(lang: Lang): void {
  try {
    window.localStorage.setItem(KEY, lang);
  } catch {
    // Storage full or off: the address still carries the choice.
  }
  if (lang === currentLang()) return;
  window.location.assign(addressWith(lang));
}

/** The locale the Intl formatters use: European Portuguese for Portuguese. */
export function localeOf(lang: Lang): string {
  return lang === 'pt' ? 'pt-PT' : lang;
}
