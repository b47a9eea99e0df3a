// The interface's message catalogs (web/src/locales/<lang>.ts), without a browser: every language
// has exactly English's message ids, each message has English's placeholders, and every message
// of plural forms has its `other` form. A message of plural forms is chosen by its `count`, which
// a form may leave unsaid ("one lesson"); its other placeholders are the message's in every form.
//
// Run: node --test tests/web/i18n-catalogs.test.mjs (part of npm run test:web).

import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, loadCatalogs, placeholders } from './i18n-helpers.mjs';

const FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

let catalogs;

before(async () => {
  catalogs = await loadCatalogs();
});

/** A message's forms: its one text, or each of its plural forms by name. */
function forms(message) {
  return typeof message === 'string' ? { text: message } : message;
}

/** The placeholders a message has in all its forms. */
function placeholdersOf(message) {
  return new Set(Object.values(forms(message)).flatMap((text) => [...placeholders(text)]));
}

test('English is a catalog of messages, each a text or plural forms with `other`', () => {
  const en = catalogs.en;
  assert.ok(Object.keys(en).length > 100, 'English has the interface’s messages');
  for (const [key, message] of Object.entries(en)) {
    if (typeof message === 'string') continue;
    assert.equal(typeof message, 'object', `${key} is a text or plural forms`);
    assert.equal(typeof message.other, 'string', `${key} has its "other" form`);
  }
});

for (const lang of LANGS.filter((l) => l !== 'en')) {
  test(`${lang}: the same message ids as English`, () => {
    const en = new Set(Object.keys(catalogs.en));
    const mine = new Set(Object.keys(catalogs[lang]));
    assert.deepEqual([...en].filter((k) => !mine.has(k)), [], `ids English has and ${lang} lacks`);
    assert.deepEqual([...mine].filter((k) => !en.has(k)), [], `ids ${lang} has and English lacks`);
  });

  test(`${lang}: every message has English's placeholders, and plural forms have "other"`, () => {
    for (const [key, message] of Object.entries(catalogs[lang])) {
      const english = catalogs.en[key];
      if (english === undefined) continue;
      assert.ok(typeof message === 'string' || (typeof message === 'object' && message !== null), `${key} is a text or plural forms`);
      for (const [form, text] of Object.entries(forms(message))) {
        assert.equal(typeof text, 'string', `${lang} ${key}: ${form} is a text`);
        assert.ok(text.trim().length > 0, `${lang} ${key}: ${form} is not empty`);
        if (typeof message !== 'string') assert.ok(FORMS.has(form), `${lang} ${key}: "${form}" is a plural form`);
      }
      if (typeof message !== 'string') {
        assert.equal(typeof message.other, 'string', `${lang} ${key} has its "other" form`);
        // Plural forms are chosen by `count`: the English message must be given it.
        assert.ok(typeof english !== 'string' || placeholders(english).has('count'), `${lang} ${key} is plural, but English is not given a count`);
      }
      // Where either side has plural forms, the number may be said in words in a form; every
      // other placeholder is in every form.
      const plural = typeof message !== 'string' || typeof english !== 'string';
      const norm = (names) => [...names].filter((p) => !plural || p !== 'count').sort();
      const expected = norm(placeholdersOf(english));
      for (const [form, text] of Object.entries(forms(message))) {
        assert.deepEqual(norm(placeholders(text)), expected, `${lang} ${key} (${form}): placeholders`);
      }
    }
  });
}
