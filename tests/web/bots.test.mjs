// The computer seats and the coach in Chromium: the other seats play through the core's `bot`
// request, asked of a Web Worker, at the levels the learner picks for partners and opponents;
// whole hands reach their end at every level in two games (the core refuses an illegal move,
// so a seat that tried one would leave the hand stuck); in every game, the coach's note after a
// decision and the review of the whole hand; the coach's note at two sizes; the review of a
// finished hand and "play this deal again from here"; the page handling a click
// while a computer seat at the strongest level is still thinking; the worker offline; the
// single file, which thinks on the page and says so; and
// screenshots of the coach's note and the review at two sizes.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { launch, open, screenshot, singleFile, startSite, watch } from './helpers.mjs';

let site;

before(async () => {
  site = await startSite();
});

after(async () => {
  await site?.close();
});

const main = (page) => page.locator('.play-page');

/** Opens free play with the cards the learner may play marked, as the learner's moves are picked from them. */
async function openPlay(page, hash) {
  await open(page, site.baseUrl, hash);
  await page.getByLabel('Mark the cards I may play').check();
}

/** Waits until the learner is to act (no seat about to) or the hand is over. */
async function settle(page) {
  await page.waitForFunction(
    () => {
      const m = document.querySelector('.play-page');
      return m && (m.dataset.unavailable === 'true' || m.dataset.done === 'true' || (m.dataset.turn === '0' && m.dataset.busy !== 'true'));
    },
    null,
    { timeout: 60_000 },
  );
  const state = await main(page).evaluate((m) => ({ done: m.dataset.done === 'true', acted: Number(m.dataset.acted), broken: m.dataset.unavailable === 'true' }));
  assert.equal(state.broken, false, `the hand goes on: ${await page.locator('.play-error').textContent()}`);
  return state;
}

async function movedFrom(page, before) {
  await page.waitForFunction((n) => document.querySelector('.play-page')?.dataset.acted !== String(n), before, { timeout: 60_000 });
}

/** The learner's one move: the first choice under the table, else the first card the core marks playable. */
async function learnerMoves(page) {
  const { acted } = await settle(page);
  const buttons = page.locator('#actions .action-choices button');
  if ((await buttons.count()) > 0) {
    await buttons.first().click();
  } else {
    const card = await page.locator('#hand button.card.is-legal:not(.is-chosen)').first().getAttribute('data-code');
    await page.locator(`#hand button.card[data-code="${card}"]`).click();
    await page.waitForFunction(
      (n) => document.querySelector('.play-page')?.dataset.acted !== String(n) || document.querySelector('#actions .move-offer') !== null,
      acted,
    );
    const offer = page.locator('#actions .move-offer button').filter({ hasText: /^Play / });
    if ((await main(page).getAttribute('data-acted')) === String(acted)) await offer.first().click();
  }
  await movedFrom(page, acted);
}

/** Plays the learner's moves until the hand is over; returns how many the learner made. */
async function playHand(page) {
  let mine = 0;
  for (let guard = 0; guard < 200; guard++) {
    if ((await settle(page)).done) return mine;
    await learnerMoves(page);
    mine += 1;
  }
  assert.fail('the hand did not end within 200 of the learner’s moves');
}

// Texas 42 has fixed partnerships, so partners and opponents play at different levels; French
// Tarot's seats each play for themselves until the called King shows, so all play as opponents.
const LEVEL_HANDS = [
  { game: 'texas-42', seed: 7, pairs: [[0, 1], [1, 2], [2, 3], [3, 0]] },
  { game: 'french-tarot', seed: 3, pairs: [[0, 0], [1, 1], [2, 2], [3, 3]] },
];

for (const { game, seed, pairs } of LEVEL_HANDS) {
  test(`${game}: the other seats play whole hands to the end at every level`, async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watch(page);
    for (const [partners, opponents] of pairs) {
      await openPlay(page, `#/play/${game}?seed=${seed}&partners=${partners}&opponents=${opponents}`);
      assert.equal(await page.locator('select[name="partners"]').inputValue(), String(partners));
      assert.equal(await page.locator('select[name="partners"]').isVisible(), game === 'texas-42', 'partners are offered only with partnerships');
      assert.equal(await page.locator('select[name="opponents"]').inputValue(), String(opponents));
      const mine = await playHand(page);
      const state = await main(page).evaluate((m) => ({ acted: Number(m.dataset.acted), byCore: Number(m.dataset.botDecisions ?? 0) }));
      assert.ok(mine > 0 && state.acted > mine, `the learner and the others acted (${mine} of ${state.acted})`);
      const coreSeats = game === 'texas-42' ? [partners, opponents] : [opponents];
      if (coreSeats.some((l) => l > 0)) assert.ok(state.byCore > 0, `the core's player chose moves at levels ${partners}/${opponents}`);
      else assert.equal(state.byCore, 0, 'at "Random" the page picks the moves itself');
      await page.waitForSelector('.final.is-final .score-lines');
      assert.match(page.url(), new RegExp(`partners=${partners}&opponents=${opponents}`), 'the address keeps the levels');
    }
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('the levels are kept for the next visit, the default is "Good", and the names are plain', async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  await openPlay(page, '#/play/texas-42?seed=2');
  assert.equal(await page.locator('select[name="opponents"]').inputValue(), '2');
  assert.deepEqual(await page.locator('select[name="opponents"] option').allTextContents(), ['Random', 'Beginner', 'Good', 'Strong']);
  await page.locator('select[name="opponents"]').selectOption('3');
  await page.locator('select[name="partners"]').selectOption('1');
  assert.match(page.url(), /partners=1&opponents=3/);
  await openPlay(page, '#/play/texas-42?seed=2');
  assert.equal(await page.locator('select[name="opponents"]').inputValue(), '3');
  assert.equal(await page.locator('select[name="partners"]').inputValue(), '1');
  await context.close();
});

// Every game: a note after the learner's first decision, then the whole hand played and reviewed,
// each of the learner's decisions with the coach's verdict.
const EVERY_GAME = ['texas-42', 'french-tarot', 'tapp-tarock', 'ottocento', 'eight-hundred', 'piedmont-tarocchi', 'burro'];

for (const game of EVERY_GAME) {
  test(`${game}: the coach’s note after a decision, and the review of the whole hand`, async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watch(page);
    await openPlay(page, `#/play/${game}?seed=2&coach=1&partners=1&opponents=1`);
    await learnerMoves(page);
    await page.waitForSelector('#coach-note:not([hidden])[data-state="best"], #coach-note:not([hidden])[data-state="lost"]', { timeout: 60_000 });
    assert.match(await page.locator('#coach-note .coach-text').textContent(), /^Over \d+ deals that fit what you have seen, .+\.$/, 'the core’s sentence');
    const mine = 1 + (await playHand(page));
    await page.waitForSelector('#review');
    assert.equal(await page.locator('#review .review-item').count(), mine, 'one line per decision of the learner');
    await page.waitForFunction(() => document.querySelectorAll('#review .review-item[data-state="thinking"]').length === 0, null, { timeout: 180_000 });
    const verdicts = await page.locator('#review .review-verdict').allTextContents();
    assert.equal(verdicts.length, mine, 'a verdict on every decision');
    for (const v of verdicts) assert.match(v, /^(The best choice\.|[\d.]+ points? lost on average; the best: .+\.)$/);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('the coach’s note follows a decision with the core’s sentence and the best action', async () => {
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    const page = await site.browser.newPage({ viewport: { width, height } });
    const problems = watch(page);
    await openPlay(page, '#/play/french-tarot?seed=3&coach=1');
    assert.equal(await page.locator('input[name="coach"]').isChecked(), true);
    await learnerMoves(page);
    await page.waitForSelector('#coach-note:not([hidden])[data-state="best"], #coach-note:not([hidden])[data-state="lost"]', { timeout: 60_000 });
    const head = await page.locator('#coach-note .coach-head').textContent();
    const text = await page.locator('#coach-note .coach-text').textContent();
    assert.match(head, /^The coach on “.+”: (The best choice\.|[\d.]+ points? lost on average; the best: .+\.)$/);
    assert.match(text, /^Over \d+ deals that fit what you have seen, .+\.$/, 'the core’s sentence');
    await screenshot(page, `coach-note-${width}x${height}`);
    // Turned off, no note follows.
    await page.locator('input[name="coach"]').uncheck();
    assert.equal(await page.locator('#coach-note').isHidden(), true);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('a coach’s answer for a decision taken back is dropped: the note speaks of the decision that stands', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watch(page);
  await openPlay(page, '#/play/texas-42?seed=6&coach=1');
  await settle(page);
  // Every heading the note shows, in order.
  await page.evaluate(() => {
    window.coachSaid = [];
    new MutationObserver(() => {
      const head = document.querySelector('#coach-note:not([hidden]) .coach-head')?.textContent;
      if (head && head !== window.coachSaid.at(-1)) window.coachSaid.push(head);
    }).observe(document.querySelector('#coach-note'), { childList: true, subtree: true, attributes: true });
  });
  const choices = page.locator('#actions .action-choices button');
  const first = await choices.nth(0).textContent();
  const second = await choices.nth(1).textContent();
  // The decision and its take-back in one task: the worker has not answered between them.
  await page.evaluate(() => {
    document.querySelector('#actions .action-choices button').click();
    [...document.querySelectorAll('button')].find((b) => b.textContent === 'Take back my last action').click();
  });
  await settle(page);
  await page.locator('#actions .action-choices button').nth(1).click();
  await page.waitForFunction((label) => window.coachSaid.some((h) => h.startsWith(`The coach on “${label}”:`)), second, { timeout: 60_000 });
  const said = await page.evaluate(() => window.coachSaid);
  assert.ok(!said.some((h) => h.startsWith(`The coach on “${first}”:`)), `no verdict on the move taken back: ${said.join(' | ')}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('after a hand, the review lists every decision with its verdict, and plays the deal again from one', async () => {
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    const page = await site.browser.newPage({ viewport: { width, height } });
    const problems = watch(page);
    await openPlay(page, '#/play/texas-42?seed=4&partners=1&opponents=1');
    const mine = await playHand(page);
    await page.waitForSelector('#review');
    assert.equal(await page.locator('#review .review-item').count(), mine, 'one line per decision of the learner');
    await page.waitForFunction(() => document.querySelectorAll('#review .review-item[data-state="thinking"]').length === 0, null, { timeout: 120_000 });
    const verdicts = await page.locator('#review .review-verdict').allTextContents();
    for (const v of verdicts) assert.match(v, /^(The best choice\.|[\d.]+ points? lost on average; the best: .+\.)$/);
    assert.match(await page.locator('#review .review-sum').textContent(), new RegExp(`^${mine} of ${mine} judged so far; [\\d.]+ points lost in all`));
    await screenshot(page, `review-${width}x${height}`);

    // Back to the learner's third decision: the same deal with the actions before it.
    const item = page.locator('#review .review-item').nth(2);
    const at = Number(await item.getAttribute('data-at'));
    const label = await item.locator('.review-move').textContent();
    await item.getByRole('button', { name: 'Play this deal again from here' }).click();
    const state = await settle(page);
    assert.equal(state.done, false);
    assert.equal(state.acted, at, 'the actions before the decision are restored');
    assert.match(page.url(), /seed=4/);
    assert.equal(await page.locator('#review').count(), 0, 'the review closes while the hand is played again');
    const offered = [
      ...(await page.locator('#actions .action-choices button').allTextContents()),
      ...(await page.locator('#hand button.card.is-legal').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? ''))),
    ];
    assert.ok(offered.length > 0, 'the learner is to decide again');
    assert.ok(label.length > 0);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('the page handles a click while a computer seat at "Strong" is still thinking in the worker', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watch(page);
  // No pause between moves: the move waits only for the worker.
  await page.goto(`${site.baseUrl}?speed=0#/play/french-tarot?seed=3&partners=3&opponents=3`);
  await page.waitForSelector('body[data-ready="true"]');
  const seen = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const m = document.querySelector('.play-page');
        const faceDown = () => [...document.querySelectorAll('.face-down')].reduce((n, e) => n + e.children.length, 0);
        const observer = new MutationObserver(() => {
          if (m.dataset.busy !== 'true') return;
          observer.disconnect();
          const acted = m.dataset.acted;
          const downBefore = faceDown();
          // A task later: the page's own event loop turns while the worker thinks.
          setTimeout(() => {
            const box = [...document.querySelectorAll('label.checkbox')].find((l) => /Show every hand/.test(l.textContent))?.querySelector('input');
            box.click();
            resolve({ stillThinking: m.dataset.busy === 'true' && m.dataset.acted === acted, checked: box.checked, downBefore, downAfter: faceDown() });
          }, 0);
        });
        observer.observe(m, { attributes: true, attributeFilter: ['data-busy'] });
        // The learner's first choice starts the other seats.
        document.querySelector('#actions .action-choices button').click();
      }),
  );
  assert.equal(seen.stillThinking, true, 'the computer seat had not moved yet');
  assert.equal(seen.checked, true, 'the click was handled');
  assert.ok(seen.downBefore > 0 && seen.downAfter < seen.downBefore, `every hand shown at once (${seen.downBefore} → ${seen.downAfter} face down)`);
  await settle(page);
  assert.ok(Number(await main(page).getAttribute('data-bot-decisions')) > 0);
  const workers = page.workers().map((w) => w.url());
  assert.ok(workers.some((u) => /bot-worker/.test(u)), `the core thinks in a worker (${workers.join(', ')})`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('offline after a first visit, the computer seats still think in the worker', async () => {
  const context = await site.browser.newContext();
  try {
    const page = await context.newPage();
    await openPlay(page, '#/play/texas-42?seed=5&partners=2&opponents=2');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
    await page.getByLabel('Mark the cards I may play').check();
    await learnerMoves(page);
    await learnerMoves(page);
    assert.ok(Number(await main(page).getAttribute('data-bot-decisions')) > 0, 'the core’s player chose moves offline');
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});

test('the single file, opened from disk, has the computer seats think on the page, and says so', async () => {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const problems = watch(page);
    await page.goto(`${pathToFileURL(singleFile).href}?speed=fast#/play/texas-42?seed=5&partners=2&opponents=2&coach=1`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
    await page.getByLabel('Mark the cards I may play').check();
    assert.match(await page.locator('.thinker-note').textContent(), /thinks on the page itself/);
    await learnerMoves(page);
    await learnerMoves(page);
    assert.ok(Number(await main(page).getAttribute('data-bot-decisions')) > 0, 'the core’s player chose moves');
    await page.waitForSelector('#coach-note[data-state="best"], #coach-note[data-state="lost"]', { timeout: 60_000 });
    assert.deepEqual(page.workers(), [], 'no worker');
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});
