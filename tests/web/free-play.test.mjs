// Free play in Chromium: a whole seeded hand played by clicking against the random-legal seats,
// every refused card explained by the core, each trick's winner given with its reason, and the
// score counted by the core at the end; the home page and its glossary; Burro's note.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { feedbackAfter, feedbackSeq, open, repo, screenshot, startSite, watch } from './helpers.mjs';

let site;

before(async () => {
  site = await startSite();
});

after(async () => {
  await site?.close();
});

/** Waits until the learner is to play (no seat about to) or the hand is over. */
async function settle(page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('.play-page');
      return main && (main.dataset.done === 'true' || (main.dataset.turn === '0' && main.dataset.busy !== 'true'));
    },
    null,
    { timeout: 20_000 },
  );
}

/**
 * Plays the learner's cards to the end: before each card, one refused card (when the hand has
 * one) is tried and must be explained; then a card the core marks playable is played.
 */
async function playToTheEnd(page) {
  const refusals = [];
  let plays = 0;
  for (let guard = 0; guard < 40; guard++) {
    await settle(page);
    if ((await page.locator('.play-page').getAttribute('data-done')) === 'true') break;
    const legal = await page.$$eval('#hand button.card.is-legal', (bs) => bs.map((b) => b.dataset.code));
    const all = await page.$$eval('#hand button.card', (bs) => bs.map((b) => b.dataset.code));
    assert.ok(legal.length > 0, 'the core marks at least one card playable');
    const illegal = all.filter((c) => !legal.includes(c));
    if (illegal.length > 0 && refusals.length < 3) {
      const before = await page.locator('.play-page').getAttribute('data-plays');
      const seq = await feedbackSeq(page);
      await page.locator(`#hand button.card[data-code="${illegal[0]}"]`).click();
      const said = await feedbackAfter(page, seq);
      assert.match(said, /^✗ Why not .+\? .*must/, `the refusal of ${illegal[0]} gives the core's reason`);
      assert.equal(await page.locator('.play-page').getAttribute('data-plays'), before, 'a refused card is not played');
      assert.deepEqual(await page.$$eval('#hand .is-refused', (bs) => bs.map((b) => b.dataset.code)), [illegal[0]]);
      refusals.push(said);
    }
    await page.locator(`#hand button.card[data-code="${legal[0]}"]`).click();
    plays += 1;
  }
  return { refusals, plays };
}

test('free play of Texas 42 to the end of the hand, with reasons and the score', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const problems = watch(page);
  await open(page, site.baseUrl, '#/play/texas-42?seed=7&trump=5');
  // Texas 42 is played clockwise: the seat after the learner sits on the left.
  assert.equal(await page.locator('.seat[data-seat="1"] .seat-name').textContent(), 'Left opponent');
  await page.getByLabel('Mark the cards I may play').check();
  const { refusals, plays } = await playToTheEnd(page);
  assert.equal(plays, 7, 'the learner played seven tiles');
  assert.ok(refusals.length >= 1, 'at least one tile was refused with a reason');
  assert.match(refusals[0], /led/);

  const log = await page.locator('.trick-log li').allTextContents();
  assert.equal(log.length, 7);
  for (const line of log) assert.match(line, /(takes|take) it\. .+ wins/, `each trick names its winner and why: ${line}`);

  const points = (await page.locator('.final .score-table td.points').allTextContents()).map(Number);
  assert.equal(points.length, 2, 'two partnerships');
  assert.equal(points[0] + points[1], 42, 'the piles count 42 between them');
  assert.match(await page.locator('.final-total').textContent(), /The whole pack counts 42 /);
  assert.match(page.url(), /#\/play\/texas-42\?seed=7&trump=5$/);
  await screenshot(page, 'free-play');
  assert.deepEqual(problems, []);
  await page.close();
});

test('free play for three: Tapp-Tarock piles and the talon add up to the pack’s 70', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1024, height: 900 } });
  const problems = watch(page);
  await open(page, site.baseUrl, '#/play/tapp-tarock?seed=11');
  assert.equal(await page.locator('.table').getAttribute('data-seats'), '3');
  // Tapp-Tarock is played counter-clockwise: the seat after the learner sits on the right.
  assert.equal(await page.locator('.seat[data-seat="1"] .seat-name').textContent(), 'Right');
  assert.equal(await page.locator('.seat[data-seat="2"] .seat-name').textContent(), 'Left');
  await page.getByLabel('Mark the cards I may play').check();
  const { plays } = await playToTheEnd(page);
  assert.equal(plays, 16);
  const points = (await page.locator('.final .score-table td.points').allTextContents()).map(Number);
  assert.equal(points.length, 3, 'one pile per player');
  const rest = Number(/count (-?\d+)/.exec(await page.locator('.final-rest').textContent())[1]);
  assert.equal(points.reduce((a, b) => a + b, 0) + rest, 70);
  assert.match(await page.locator('.final-total').textContent(), /The whole pack counts 70 /);
  assert.deepEqual(problems, []);
  await page.close();
});

test('Burro free play says it is coming; every other game deals', async () => {
  const page = await site.browser.newPage();
  const problems = watch(page);
  await open(page, site.baseUrl, '#/play/burro?seed=3');
  assert.match(await page.locator('.play-error').textContent(), /Free play for Burro is coming/);
  for (const game of ['french-tarot', 'ottocento', 'eight-hundred', 'piedmont-tarocchi']) {
    await open(page, site.baseUrl, `#/play/${game}?seed=5`);
    await page.waitForSelector('#hand button.card');
    assert.ok((await page.locator('#hand button.card').count()) >= 15, `${game}: the learner holds a hand`);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('home: every game with its pack, lessons, free play and glossary; the phone layout fits', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watch(page);
  await open(page, site.baseUrl, '#/');
  const games = await page.$$eval('section.game[data-game]', (s) => s.map((e) => e.dataset.game));
  assert.deepEqual(games, ['texas-42', 'french-tarot', 'tapp-tarock', 'ottocento', 'eight-hundred', 'piedmont-tarocchi', 'burro']);
  assert.equal(await page.getByRole('img', { name: 'the Excuse' }).count(), 1);
  assert.equal(await page.getByRole('img', { name: 'trump 21, the World' }).count(), 1);
  assert.equal(await page.getByRole('img', { name: 'Good' }).count(), 1);
  assert.equal(await page.getByRole('img', { name: 'Rey of Copas' }).count(), 1);
  assert.equal(await page.getByRole('img', { name: 'double six' }).count(), 1);
  const words = await page.locator('.glossary dt').allTextContents();
  for (const w of ['Excuse', 'Matto', 'Sküs', 'Begato', 'Moors', 'Pagat', 'Mond', 'Nello', 'Poignée', 'Bouts', 'Chien', 'Good and Evil']) {
    assert.ok(words.includes(w), `the glossary explains ${w}`);
  }

  // Every lesson file of the curriculum in the tutor-lesson/1 format is listed under its game.
  const lessonsDir = path.join(repo, 'lessons');
  const expected = [];
  for (const game of readdirSync(lessonsDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const f of readdirSync(path.join(lessonsDir, game.name)).filter((n) => n.endsWith('.json'))) {
      const lesson = JSON.parse(readFileSync(path.join(lessonsDir, game.name, f), 'utf8'));
      if (lesson.format === 'tutor-lesson/1') expected.push(lesson);
    }
  }
  for (const lesson of expected) {
    const item = page.locator(`section.game[data-game="${lesson.game}"] .lesson-item[data-lesson="${lesson.id}"]`);
    assert.equal(await item.locator('.lesson-link').textContent(), lesson.title);
  }
  await screenshot(page, 'home');

  await page.setViewportSize({ width: 360, height: 740 });
  for (const hash of ['#/', '#/play/french-tarot?seed=2']) {
    await open(page, site.baseUrl, hash);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `${hash}: no sideways scrolling at 360 px (${overflow}px)`);
  }
  await screenshot(page, 'free-play-phone');
  assert.deepEqual(problems, []);
  await page.close();
});
