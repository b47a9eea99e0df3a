// The built site's weight for one language: every file a learner in that language may load
// (all but the other languages' files), gzipped, within the budget of 300 KB, for each of the
// six languages; and each language's files are there (its words and its own rules core).
//
// Needs the built site (npm run build:web). Run: npm run test:web

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET_BYTES, filesUnder, languageOf, weightByLanguage } from '../../bench/site-weight.mjs';
import { LANGS } from './i18n-helpers.mjs';

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'build', 'web');

test('the site for each language weighs at most 300 KB gzipped, its own core and words included', () => {
  const files = filesUnder(site);
  const weights = weightByLanguage(site);
  assert.deepEqual(Object.keys(weights).sort(), [...LANGS].sort(), 'the languages with files of their own');
  for (const lang of LANGS) {
    const own = files.filter((f) => languageOf(site, f) === lang);
    assert.equal(own.filter((f) => f.endsWith('.wasm')).length, 1, `${lang}: one rules core of its own`);
    assert.ok(own.some((f) => f.endsWith('.js')), `${lang}: its words`);
    const { gzip_bytes: bytes } = weights[lang];
    assert.ok(bytes <= BUDGET_BYTES, `${lang}: ${bytes.toLocaleString('en')} bytes gzipped, over the budget of ${BUDGET_BYTES.toLocaleString('en')}`);
  }
  // No core but the languages' own: the build with every language is the single file's alone.
  assert.deepEqual(files.filter((f) => f.endsWith('.wasm') && languageOf(site, f) === null), [], 'a .wasm of no language');
});
