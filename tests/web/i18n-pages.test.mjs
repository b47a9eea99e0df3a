// Every page of the app in every language, in Chromium: home, a game's page, a lesson step, free
// play, the presenter's screen and notes, the handout, the teacher's file page and the editor.
// Each is opened with `?lang=xx` and checked at a desk's widths and a phone's: `<html lang>` is the
// language, no message is missing (no ⟦id⟧ on the page, no console error, none reported by the
// app's `t`), and no text runs out of its box or off the page — the long words of German
// ("Farbzwang", "Ansageberechtigung") and the longer sentences of the others included.
//
// Needs the built site (npm run build:web) and Debian's Chromium. Run: npm run test:web

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, watch } from './helpers.mjs';
import { LANGS, openIn } from './i18n-helpers.mjs';

const LESSON = 'french-tarot/02-following-suit';

const PAGES = [
  { name: 'home', hash: '#/' },
  { name: 'game', hash: '#/game/french-tarot' },
  { name: 'lesson', hash: `#/lesson/${LESSON}/3`, ready: '.lesson-page[data-busy="false"]' },
  { name: 'free play', hash: '#/play/french-tarot?seed=7&partners=0&opponents=0', ready: '.play-page[data-busy="false"]' },
  { name: 'presenter', hash: `#/present/${LESSON}/3`, ready: '.lesson-page[data-busy="false"]' },
  { name: 'notes', hash: `#/notes/${LESSON}/3`, ready: '.notes-page' },
  { name: 'handout', hash: `#/handout/${LESSON}?answers=yes`, ready: '.handout' },
  { name: 'open', hash: '#/open' },
  { name: 'editor', hash: '#/edit', ready: '.editor-page' },
];

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
];

let site;

before(async () => {
  site = await startSite();
});

after(async () => {
  await site?.close();
});

/**
 * What runs out of its box on the page: a text-bearing element whose text is wider than the box
 * (scrollWidth over clientWidth), or any element that reaches past the page's right edge or
 * sticks out of its parent's right side. Elements inside a box that scrolls or clips on purpose
 * (a wide score table, a hand of overlapped cards) and elements hidden for screen readers only are
 * left out; the presenter's screen, scaled to fit, is measured as laid out.
 */
function overflowing() {
  const width = document.documentElement.clientWidth;
  const out = [];
  const describe = (e) => {
    const cls = typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/).join('.')}` : '';
    return `${e.tagName.toLowerCase()}${cls} “${(e.textContent ?? '').trim().slice(0, 60)}”`;
  };
  const clipsOrScrolls = (e) => {
    for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
    }
    return false;
  };
  for (const e of document.body.querySelectorAll('*')) {
    if (e.closest('svg, option, script, style, .visually-hidden, .skip-link, [hidden]')) continue;
    const style = getComputedStyle(e);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const rect = e.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) continue;
    const ownText = [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== '');
    const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
    if (ownText && !scrolls && e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1) out.push(`text wider than its box: ${describe(e)} (${e.scrollWidth} > ${e.clientWidth})`);
    if (clipsOrScrolls(e)) continue;
    if (rect.right > width + 1) out.push(`past the page's edge: ${describe(e)} (right ${Math.round(rect.right)} > ${width})`);
    const parent = e.parentElement;
    if (ownText && parent && parent !== document.body) {
      const box = parent.getBoundingClientRect();
      if (rect.right > box.right + 1 && getComputedStyle(parent).display !== 'inline') out.push(`out of its parent: ${describe(e)} (right ${Math.round(rect.right)} > ${Math.round(box.right)})`);
    }
  }
  return out;
}

/** Text and labels on the page that are a missing message (⟦id⟧). */
function missingMessages() {
  const out = [];
  if (document.body.innerText.includes('⟦')) out.push(`text: ${document.body.innerText.match(/⟦[^⟧]*⟧/)?.[0]}`);
  for (const e of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const v = e.getAttribute(name);
      if (v?.includes('⟦')) out.push(`${name}: ${v}`);
    }
  }
  if (document.title.includes('⟦')) out.push(`title: ${document.title}`);
  return out;
}

for (const lang of LANGS) {
  test(`every page in ${lang}: its language, every message, nothing out of its box at 1280×800, 1920×1080 and 390×844`, async () => {
    const page = await site.browser.newPage({ viewport: SIZES[0] });
    const problems = watch(page);
    const found = [];
    for (const { name, hash, ready } of PAGES) {
      await page.setViewportSize(SIZES[0]);
      await openIn(page, site.baseUrl, lang, hash);
      if (ready) await page.waitForSelector(ready, { timeout: 15_000 });
      assert.equal(await page.getAttribute('html', 'lang'), lang, `${name}: <html lang>`);
      assert.equal(await page.locator('select.lang-select').first().inputValue(), lang, `${name}: the language menu shows the language`);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        // Two frames: the presenter's screen fits itself to the window after a resize.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        for (const what of await page.evaluate(missingMessages)) found.push(`${name} ${size.width}: missing message, ${what}`);
        for (const what of await page.evaluate(overflowing)) found.push(`${name} ${size.width}: ${what}`);
      }
    }
    assert.deepEqual(found, [], `in ${lang}`);
    assert.deepEqual(problems, [], `no console error in ${lang} (a missing message is reported there)`);
    await page.close();
  });
}
