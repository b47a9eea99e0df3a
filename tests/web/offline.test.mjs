// The tutor without a network: the single self-contained file opened straight from disk, and the
// served site reloaded offline after a first visit (its service worker).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { launch, open, singleFile, startSite, watch } from './helpers.mjs';

let site;

before(async () => {
  site = await startSite();
});

after(async () => {
  await site?.close();
});

test('the single file works from file:// under a strict policy, with nothing fetched', async () => {
  assert.ok(existsSync(singleFile), `${singleFile} is missing: run npm run build:web first`);
  const html = readFileSync(singleFile, 'utf8');
  const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  assert.match(policy, /^default-src 'none'; script-src 'sha256-[^']+' 'wasm-unsafe-eval'; style-src 'sha256-[^']+';/);
  assert.doesNotMatch(policy, /'unsafe-inline'|'unsafe-eval'|data:|\*/);
  assert.doesNotMatch(html, /<script[^>]+src=|<link[^>]+stylesheet/, 'no script or stylesheet is loaded from a file');

  const browser = await launch();
  try {
    const page = await browser.newPage();
    const problems = watch(page);
    const fetched = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('file:')) fetched.push(r.url());
    });
    await page.goto(`${pathToFileURL(singleFile).href}?speed=fast#/play/burro?seed=3`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
    await page.waitForSelector('#hand button.card');
    await page.getByLabel('Mark the cards I may play').check();
    const card = await page.locator('#hand button.card.is-legal').first().getAttribute('data-code');
    await page.locator(`#hand button.card[data-code="${card}"]`).click();
    await page.waitForFunction(() => Number(document.querySelector('.play-page')?.dataset.plays) >= 1);
    await page.goto(`${pathToFileURL(singleFile).href}?speed=fast#/`);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await page.locator('section.game[data-game]').count(), 7);
    assert.deepEqual(fetched, [], 'nothing is fetched');
    assert.deepEqual(problems, [], 'no errors and no policy violations');
  } finally {
    await browser.close();
  }
});

test('after a first visit, the served site reloads offline through its service worker', async () => {
  const context = await site.browser.newContext();
  try {
    const page = await context.newPage();
    await open(page, site.baseUrl, '#/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The worker takes control of the page once it is active (clientsClaim).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
    assert.equal(await page.locator('section.game[data-game]').count(), 7, 'the home page works offline');
    await page.evaluate(() => {
      window.location.hash = '#/game/french-tarot';
    });
    await page.waitForSelector('.game-lessons .lesson-item');
    assert.ok((await page.locator('.game-lessons .lesson-item').count()) >= 10, 'a game’s page lists its lessons offline');
    await page.evaluate(() => {
      window.location.hash = '#/play/french-tarot?seed=9';
    });
    await page.waitForSelector('#hand button.card');
    assert.equal(await page.locator('#hand button.card').count(), 18, 'the rules core answers offline');
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});
