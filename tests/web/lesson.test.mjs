// Plays the Texas 42 lesson in a real browser, the way a learner would: clicking tiles, being
// refused with the core's reason, and playing on to the end of the hand.
//
// Needs the built site (npm run build:web) and Debian's Chromium at /usr/bin/chromium.
// Run: npm run test:web

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const site = path.join(repo, 'build', 'web');
const shots = path.join(repo, 'build', 'screenshots');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const lesson = JSON.parse(readFileSync(path.join(repo, 'lessons', 'texas-42', 'first-hand.json'), 'utf8'));

let server;
let browser;
let baseUrl;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

before(async () => {
  assert.ok(
    existsSync(path.join(site, 'index.html')),
    `${site}/index.html is missing: build the site first (npm run build:web)`,
  );
  assert.ok(existsSync(chromiumPath), `no Chromium at ${chromiumPath}`);
  const port = await freePort();
  server = await preview({
    configFile: path.join(repo, 'vite.config.ts'),
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  baseUrl = `http://127.0.0.1:${port}/`;
  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.close();
});

/** Opens the lesson and records every console error, page error and failed request. */
async function openLesson(viewport) {
  const page = await browser.newPage({ viewport });
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  await page.goto(`${baseUrl}?speed=fast`);
  await page.waitForSelector('#table[data-ready="true"]', { timeout: 20_000 });
  return { page, problems };
}

/** Waits until the learner is to play (and no bot is about to) or the hand is over. */
async function settle(page) {
  await page.waitForFunction(
    () => {
      const t = document.querySelector('#table');
      if (!t) return false;
      return t.dataset.done === 'true' || (t.dataset.turn === '0' && t.dataset.busy !== 'true');
    },
    null,
    { timeout: 20_000 },
  );
}

/** What a person can see of the position: plays made, the hand, the middle, the log, the score. */
function snapshot(page) {
  return page.evaluate(() => {
    const t = document.querySelector('#table');
    const texts = (sel) => Array.from(document.querySelectorAll(sel), (e) => e.textContent.trim());
    return {
      plays: t.dataset.plays,
      turn: t.dataset.turn,
      done: t.dataset.done,
      hand: Array.from(document.querySelectorAll('#hand button.domino'), (b) => b.dataset.code),
      middle: texts('#center .slot-seat'),
      log: texts('#trick-log > li'),
      score: texts('#score td'),
    };
  });
}

function reversed(code) {
  return code.split('-').reverse().join('-');
}

test('the Texas 42 lesson: refusals carry the core sentence and the hand plays to 42 points', async () => {
  const { page, problems } = await openLesson({ width: 1280, height: 1000 });

  const refusals = [];
  let learnerPlays = 0;

  for (let guard = 0; guard < 20; guard++) {
    await settle(page);
    const state = await snapshot(page);
    if (state.done === 'true') break;
    assert.equal(state.turn, '0');
    assert.ok(state.hand.length > 0, 'the learner has tiles to play');

    let accepted = false;
    for (const code of state.hand) {
      const before = await snapshot(page);
      const seq = await page.locator('#feedback').getAttribute('data-seq');
      // Find the tile the way a screen-reader user would: by its spoken button name.
      const tile = page.getByRole('button', { name: new RegExp(`^domino ${code} \\(`) });
      await tile.click();
      await page.waitForFunction(
        ([plays, fseq]) =>
          document.querySelector('#table').dataset.plays !== plays ||
          document.querySelector('#feedback').dataset.seq !== fseq,
        [before.plays, seq],
        { timeout: 10_000 },
      );
      const after = await snapshot(page);
      if (after.plays !== before.plays) {
        // The other seats may already have answered (fast pace), so look for the tile itself.
        assert.ok(Number(after.plays) > Number(before.plays), 'the click played a tile');
        assert.ok(!after.hand.includes(code), `${code} left the learner's hand`);
        assert.equal(after.hand.length, before.hand.length - 1, 'exactly one tile left the hand');
        const shown = [...after.middle, ...after.log].some((text) => text.includes(`You: ${code}`));
        assert.ok(shown, `${code} is shown as played by the learner`);
        accepted = true;
        learnerPlays += 1;
        break;
      }
      const sentence = (await page.locator('#feedback').textContent()).trim();
      assert.match(sentence, /must follow/i, `refusal of ${code} explains following suit`);
      assert.ok(
        sentence.includes(code) || sentence.includes(reversed(code)),
        `the refusal names the tile ${code}: "${sentence}"`,
      );
      assert.deepEqual(after, before, `refusing ${code} changed nothing on the table`);
      if (refusals.length === 0) {
        mkdirSync(shots, { recursive: true });
        await page.screenshot({ path: path.join(shots, 'texas-42-refusal.png'), fullPage: true });
      }
      refusals.push({ code, sentence });
    }
    assert.ok(accepted, `one of ${state.hand.join(', ')} was accepted`);
  }

  const end = await snapshot(page);
  assert.equal(end.done, 'true', 'the hand was played to the end');
  assert.equal(learnerPlays, 7, 'the learner played seven tiles');
  assert.ok(refusals.length >= 1, 'at least one illegal tile was refused (pick a lesson where you must follow)');

  const tricks = page.locator('#trick-log > li');
  assert.equal(await tricks.count(), 7, 'seven tricks are shown');
  for (let i = 0; i < 7; i++) {
    const li = tricks.nth(i);
    const text = (await li.textContent()).trim();
    assert.match(text, /Seat [0-3] \([^)]+\) takes the trick\. \S+ wins: /, `trick ${i + 1} names its winner and why`);
    assert.match(await li.getAttribute('data-winner'), /^[0-3]$/);
    assert.equal(await li.locator('.logged-tile').count(), 4, `trick ${i + 1} shows four tiles`);
  }

  const finalText = (await page.locator('#final .final-points').textContent()).trim();
  const m = /^Us \([^)]*\): (\d+) points\. Them \([^)]*\): (\d+) points\.$/.exec(finalText);
  assert.ok(m, `final points are shown: "${finalText}"`);
  assert.equal(Number(m[1]) + Number(m[2]), 42, 'the two partnerships hold 42 points between them');
  const scorePoints = await page.locator('#score td.points').allTextContents();
  assert.deepEqual(scorePoints.map(Number), [Number(m[1]), Number(m[2])], 'score table agrees');

  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, 'texas-42-lesson.png'), fullPage: true });

  assert.deepEqual(problems, [], 'no console errors, page errors or failed requests');
  await page.close();
});

test('the lesson is usable by keyboard and fits a phone screen', async () => {
  const { page, problems } = await openLesson({ width: 390, height: 844 });
  await settle(page);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no sideways scrolling on a phone (overflow ${overflow}px)`);

  // Reach a tile by keyboard alone: the skip link leads to the hand.
  await page.keyboard.press('Tab');
  const skip = await page.evaluate(() => document.activeElement?.textContent?.trim());
  assert.equal(skip, 'Skip to your tiles');
  let onTile = false;
  await page.keyboard.press('Enter');
  for (let i = 0; i < 3 && !onTile; i++) {
    await page.keyboard.press('Tab');
    onTile = await page.evaluate(() => document.activeElement?.matches('#hand button.domino') ?? false);
  }
  assert.ok(onTile, 'Tab from the skip link reaches a tile button');

  const before = await snapshot(page);
  const seq = await page.locator('#feedback').getAttribute('data-seq');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    ([plays, fseq]) =>
      document.querySelector('#table').dataset.plays !== plays ||
      document.querySelector('#feedback').dataset.seq !== fseq,
    [before.plays, seq],
    { timeout: 10_000 },
  );
  const feedback = page.locator('#feedback');
  assert.equal(await feedback.getAttribute('role'), 'status');
  assert.equal(await feedback.getAttribute('aria-live'), 'polite');
  assert.notEqual((await feedback.textContent()).trim(), '', 'Enter on a tile answers in the live region');

  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, 'texas-42-lesson-phone.png'), fullPage: true });
  assert.deepEqual(problems, [], 'no console errors, page errors or failed requests');
  await page.close();
});

test('trump and deal controls start a fresh hand through the core', async () => {
  const { page, problems } = await openLesson({ width: 1024, height: 900 });
  await settle(page);
  const first = await snapshot(page);

  const otherTrump = lesson.options.trump === '3' ? '4' : '3';
  await page.getByLabel('Trump').selectOption(otherTrump);
  await settle(page);
  assert.match(await page.locator('.trump-badge').textContent(), otherTrump === '3' ? /threes/ : /fours/);
  assert.match(page.url(), new RegExp(`[?&]trump=${otherTrump}\\b`));
  const threes = await snapshot(page);
  assert.deepEqual(threes.hand, first.hand, 'the same deal under another trump');
  assert.equal(threes.log.length, 0, 'no trick has been taken yet');

  await page.getByRole('button', { name: 'New deal' }).click();
  await settle(page);
  const nextSeed = lesson.seed + 1;
  assert.match(await page.locator('#deal-info').textContent(), new RegExp(`Deal number ${nextSeed}\\b`));
  assert.match(page.url(), new RegExp(`[?&]seed=${nextSeed}\\b`));
  const next = await snapshot(page);
  assert.notDeepEqual(next.hand, first.hand, 'a new deal gives the learner other tiles');

  await page.getByRole('button', { name: 'Hint' }).click();
  const hinted = await page.locator('#hand button.domino.hinted').count();
  assert.ok(hinted >= 1, 'the hint marks at least one playable tile');
  assert.match(await page.locator('#feedback').textContent(), /^You may play: /);

  assert.deepEqual(problems, [], 'no console errors, page errors or failed requests');
  await page.close();
});
