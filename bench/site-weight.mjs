// site-weight.mjs: the built site's weight for each language, as a learner in it can load it:
// every file of the site gzipped (as a server would send it), but the other languages' files.
// vite.config.ts names a language's files: lang-xx-….js (its words), lang-xx-core-….wasm (the
// rules core with its sentences alone), and English's messages-en, lesson-words-en and core-en.
// Used by bench/web.mjs, which prints the figures, and tests/web/weight.test.mjs, which holds
// them to the budget.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget of the site for one language, gzipped: 300 KB. */
export const BUDGET_BYTES = 300_000;

export function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

export function gzipped(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The language a file of the site at `site` belongs to, or null: every language's. */
export function languageOf(site, file) {
  const name = path.relative(site, file).split(path.sep).join('/');
  const other = /^assets\/lang-([a-z]{2})-/.exec(name);
  if (other) return other[1];
  return /^assets\/(?:lesson-words|messages|core)-en-/.test(name) ? 'en' : null;
}

/** { lang: { files, gzip_bytes } } for each language of the site, English first. */
export function weightByLanguage(site) {
  const files = filesUnder(site);
  const sizes = new Map(files.map((f) => [f, gzipped(f)]));
  const languages = [...new Set(files.map((f) => languageOf(site, f)).filter((l) => l !== null))];
  languages.sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
  return Object.fromEntries(
    languages.map((lang) => {
      const own = files.filter((f) => [null, lang].includes(languageOf(site, f)));
      return [lang, { files: own.length, gzip_bytes: own.reduce((n, f) => n + sizes.get(f), 0) }];
    }),
  );
}
