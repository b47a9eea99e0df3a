// Which language the app speaks, and how the learner changes it, in Chromium: the browser's
// language by its primary subtag (fr-CA is French, pt-BR Portuguese), the language menu in the
// header with each language under its own name, a choice that keeps the page (the same lesson
// step) and goes into the address (`?lang=de`) and into storage, an explicit `?lang=` that wins
// over both, and an unknown one passed over without an error.
//
// Needs the built site (npm run build:web) and Debian's Chromium. Run: npm run test:web

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { atStep, open, startSite, watch } from './helpers.mjs';
import { LANGS, LANGUAGE_NAMES, loadCatalogs, say } from './i18n-helpers.mjs';

const LESSON = 'french-tarot/02-following-suit';

let site;
let catalogs;

before(async () => {
  site = await startSite();
  catalogs = await loadCatalogs();
});

after(async () => {
  await site?.close();
});

/** A fresh browser profile whose languages are `locale`'s, and a page in it. */
async function pageIn(locale) {
  const context = await site.browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  return { context, page, problems: watch(page) };
}

const htmlLang = (page) => page.getAttribute('html', 'lang');

test('choosing Deutsch on a lesson step keeps the step, speaks German, and the address and a reload keep it', async () => {
  const { context, page, problems } = await pageIn('en-US');
  await open(page, site.baseUrl, `#/lesson/${LESSON}/3`);
  await atStep(page, 3);
  assert.equal(await htmlLang(page), 'en');
  // The menu in the header, labelled, each language under its own name.
  const menu = page.locator('.site-bar select.lang-select');
  assert.equal(await menu.getAttribute('name'), 'lang');
  assert.deepEqual(await menu.locator('option').allTextContents(), LANGS.map((l) => LANGUAGE_NAMES[l]));
  assert.equal(await page.getByRole('combobox', { name: say(catalogs, 'en', 'language.label') }).count(), 1, 'the menu is labelled');

  await Promise.all([page.waitForNavigation(), menu.selectOption('de')]);
  await page.waitForSelector('body[data-ready="true"]');
  await atStep(page, 3);
  assert.equal(await htmlLang(page), 'de');
  assert.match(page.url(), /[?&]lang=de(&|#)/, 'the address carries the language');
  assert.match(page.url(), new RegExp(`#/lesson/${LESSON}/3$`), 'and the same step');
  assert.match(page.url(), /[?&]speed=fast/, 'and the rest of the address');
  const steps = Number(await page.locator('.lesson-page').evaluate((m) => m.querySelector('.step-meter').max));
  assert.equal(await page.locator('.step-count').textContent(), say(catalogs, 'de', 'player.stepOf', { step: 3, count: steps }));
  assert.equal(await page.locator('.site-bar .site-name').textContent(), say(catalogs, 'de', 'site.name'));
  assert.equal(await page.locator('.site-bar select.lang-select').inputValue(), 'de');

  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await atStep(page, 3);
  assert.equal(await htmlLang(page), 'de', 'a reload keeps it');
  assert.equal(await page.locator('.step-count').textContent(), say(catalogs, 'de', 'player.stepOf', { step: 3, count: steps }));

  // The choice is kept for the next visit, whose address names no language.
  await page.goto(`${site.baseUrl}?speed=fast#/`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await htmlLang(page), 'de', 'the last choice is remembered');
  // An explicit language in the address wins over the one remembered.
  await page.goto(`${site.baseUrl}?speed=fast&lang=it#/`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await htmlLang(page), 'it', 'the address wins');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the browser’s language by its primary subtag, English when it speaks none of them', async () => {
  for (const [locale, lang] of [['fr-CA', 'fr'], ['pt-BR', 'pt'], ['de-AT', 'de'], ['es-MX', 'es'], ['it-CH', 'it'], ['nl-NL', 'en'], ['en-GB', 'en']]) {
    const { context, page, problems } = await pageIn(locale);
    await page.goto(`${site.baseUrl}?speed=fast#/`);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await htmlLang(page), lang, `${locale} reads ${lang}`);
    assert.equal((await page.locator('.home h1').textContent()).trim(), say(catalogs, lang, 'site.name'));
    assert.doesNotMatch(page.url(), /lang=/, 'a language nobody chose stays out of the address');
    assert.deepEqual(problems, [], locale);
    await context.close();
  }
});

test('an unknown ?lang= is passed over for the browser’s language, without an error', async () => {
  for (const [locale, lang] of [['fr-FR', 'fr'], ['en-US', 'en']]) {
    const { context, page, problems } = await pageIn(locale);
    await page.goto(`${site.baseUrl}?speed=fast&lang=xx#/game/texas-42`);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await htmlLang(page), lang);
    assert.equal(await page.locator('.site-bar select.lang-select').inputValue(), lang);
    assert.deepEqual(problems, [], `${locale}: nothing goes wrong`);
    await context.close();
  }
});

test('after a first visit in French, the page reloads offline in French', async () => {
  const context = await site.browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto(`${site.baseUrl}?speed=fast&lang=fr#/game/french-tarot`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
    // The worker keeps the language's files, its words and its core, once the page has asked for
    // them through the worker.
    await page.evaluate(async () => {
      const wanted = [/\/lang-fr-[\w-]+\.js$/, /\/lang-fr-core-[\w-]+\.wasm$/];
      for (let tries = 0; tries < 150; tries++) {
        const kept = await (await caches.open('tutor-languages')).keys();
        if (wanted.every((file) => kept.some((r) => file.test(r.url)))) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the French files were not kept');
    });
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
    assert.equal(await htmlLang(page), 'fr', 'the page is in French offline');
    assert.equal((await page.locator('.site-bar .site-name').textContent()).trim(), say(catalogs, 'fr', 'site.name'));
    assert.ok((await page.locator('.game-lessons .lesson-item').count()) >= 10, 'the lessons are listed');
    assert.deepEqual(problems, []);
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});

test('a page loads its own language’s words and rules core, and no other language’s', async () => {
  // vite.config.ts names each language's files: lang-xx-….js (its words) and lang-xx-core-….wasm
  // (the core with its sentences alone); English's are messages-en, lesson-words-en and core-en.
  const languageOf = (url) => /\/assets\/lang-([a-z]{2})-/.exec(url)?.[1] ?? (/\/assets\/(?:messages|lesson-words|core)-en-/.test(url) ? 'en' : null);
  for (const lang of LANGS) {
    const { context, page, problems } = await pageIn('en-US');
    const fetched = [];
    page.on('request', (r) => fetched.push(r.url()));
    await page.goto(`${site.baseUrl}?speed=fast&lang=${lang}#/lesson/${LESSON}/1`);
    await page.waitForSelector('body[data-ready="true"]');
    const languages = new Set(fetched.map(languageOf).filter((l) => l !== null));
    assert.deepEqual([...languages], [lang], `${lang}: the languages whose files were fetched`);
    assert.ok(fetched.some((url) => url.endsWith('.wasm') && languageOf(url) === lang), `${lang}: its own core`);
    assert.deepEqual(problems, [], lang);
    await context.close();
  }
});
