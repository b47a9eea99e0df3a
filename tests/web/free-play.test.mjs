// Free play in Chromium: whole seeded hands played by clicking against the random-legal seats,
// through the core's `hand` request — the auction, the exchange made card by card with its
// pending cards marked and taken back, declarations, Burro's draw and pass, the tricks with
// every refused card explained by the core and each trick's winner given with its reason, and
// the score line by line, whose lines add up to the totals shown; taking a move back; a whole
// game's score kept across hands by the core's `game` request, every line with the core's reason,
// and the pace control; the home page, each game's page and its glossary; the phone layout. Every
// button is named with the core's own label.
//
// The seeds are chosen so that the hand goes the way each test needs with the bots' seeded
// choices at the "Random" level (partners=0&opponents=0; the stronger levels are tested in
// bots.test.mjs): in French Tarot seed 18 the learner's Garde is left standing (the learner discards),
// in seed 4 a bot takes; in Texas 42 and Ottocento with dealer 0 the learner bids last (and so
// wins the auction) and discards as the dealer; in Burro seed 1 the learner must draw and pass.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { feedbackAfter, feedbackSeq, open, repo, screenshot, startSite, watch } from './helpers.mjs';

// The end of a choice, as the core labels it by what it ends.
const DONE = /^(Declare nothing|Show this card|Show these \d+ cards|End the declaration here)$/;

let site;

before(async () => {
  site = await startSite();
});

after(async () => {
  await site?.close();
});

const page$ = (page) => page.locator('.play-page');

/** Waits until the learner is to act (no seat about to) or the hand is over. */
async function settle(page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('.play-page');
      return main && (main.dataset.done === 'true' || (main.dataset.turn === '0' && main.dataset.busy !== 'true'));
    },
    null,
    { timeout: 20_000 },
  );
  return page$(page).evaluate((m) => ({ phase: m.dataset.phase, done: m.dataset.done === 'true', acted: Number(m.dataset.acted) }));
}

async function acted(page) {
  return page$(page).getAttribute('data-acted');
}

async function movedFrom(page, before) {
  await page.waitForFunction((n) => document.querySelector('.play-page')?.dataset.acted !== n, before);
}

/** Clicks a button of the actions panel by its name (the core's label), and waits for the move. */
async function choose(page, name) {
  const before = await acted(page);
  await page.locator('#actions').getByRole('button', { name, exact: typeof name === 'string' }).first().click();
  await movedFrom(page, before);
}

const codes = (page, selector) => page.$$eval(selector, (bs) => bs.map((b) => b.dataset.code));

/**
 * Clicks cards the core marks playable, one move each, until the phase moves on: while the
 * sequence is pending, its cards stay in the hand, marked chosen, and the panel says them.
 */
async function pickCards(page, already = []) {
  const { phase } = await settle(page);
  const picked = [...already];
  for (let guard = 0; guard < 20; guard++) {
    const state = await settle(page);
    if (state.done || state.phase !== phase) break;
    if (picked.length > 0) {
      assert.deepEqual((await codes(page, '#hand button.card[aria-pressed="true"]')).sort(), [...picked].sort(), 'the pending cards are marked chosen');
      assert.match(await page.locator('#actions .pending-moves').textContent(), /^So far: /);
    }
    const offered = await codes(page, '#hand button.card.is-legal:not(.is-chosen)');
    assert.ok(offered.length > 0, 'the core offers a card to choose');
    const before = await acted(page);
    await page.locator(`#hand button.card[data-code="${offered[0]}"]`).click();
    await movedFrom(page, before);
    picked.push(offered[0]);
  }
  return picked;
}

/** Clicks a card; when the card has several moves, takes the offered one named `move`. */
async function clickCard(page, code, move = /^Play /) {
  const before = await acted(page);
  await page.locator(`#hand button.card[data-code="${code}"]`).click();
  await page.waitForFunction(
    (n) => document.querySelector('.play-page')?.dataset.acted !== n || document.querySelector('#actions .move-offer') !== null,
    before,
  );
  if ((await acted(page)) === before) {
    await page.locator('#actions .move-offer').getByRole('button', { name: move }).click();
    await movedFrom(page, before);
  }
}

/**
 * Plays the learner's cards to the end: before a card, one refused card (when the hand has one)
 * is tried, up to three times in the hand, and must be explained; then a card the core marks
 * playable is played. A turn with no card to play (Burro's draw or pass) takes the first choice
 * under the table.
 */
async function playToTheEnd(page) {
  const refusals = [];
  let plays = 0;
  for (let guard = 0; guard < 300; guard++) {
    const state = await settle(page);
    if (state.done) break;
    const legal = await codes(page, '#hand button.card.is-legal');
    const all = await codes(page, '#hand button.card');
    if (legal.length === 0) {
      const before = await acted(page);
      await page.locator('#actions .action-choices button').first().click();
      await movedFrom(page, before);
      continue;
    }
    const illegal = all.filter((c) => !legal.includes(c));
    if (illegal.length > 0 && refusals.length < 3) {
      const before = await page$(page).getAttribute('data-plays');
      const seq = await feedbackSeq(page);
      await page.locator(`#hand button.card[data-code="${illegal[0]}"]`).click();
      const said = await feedbackAfter(page, seq);
      assert.match(said, /^✗ Why not .+\? .*(must|may not|cannot)/, `the refusal of ${illegal[0]} gives the core's reason`);
      assert.equal(await page$(page).getAttribute('data-plays'), before, 'a refused card is not played');
      assert.deepEqual(await codes(page, '#hand .is-refused'), [illegal[0]]);
      refusals.push(said);
    }
    await clickCard(page, legal[0]);
    plays += 1;
  }
  return { refusals, plays };
}

/** The score table's lines and totals: every total the core gave equals the sum of its lines. */
async function checkScore(page) {
  await page.waitForSelector('.final.is-final .score-lines');
  const lines = await page.$$eval('.final tr.score-line', (rows) =>
    rows.map((r) => ({ group: r.dataset.group, words: r.querySelector('th').textContent, points: Number(r.querySelector('td.points').textContent) })),
  );
  const totals = await page.$$eval('.final tr.score-total', (rows) =>
    rows.map((r) => ({ group: r.dataset.group, words: r.querySelector('th').textContent, points: Number(r.querySelector('td.points').textContent) })),
  );
  assert.ok(lines.length > 0, 'the score is shown line by line');
  for (const line of lines) assert.ok(line.words.length > 3 && Number.isFinite(line.points), `a line in words: ${line.words}`);
  for (const total of totals) {
    const sum = lines.filter((l) => l.group === total.group).reduce((n, l) => n + l.points, 0);
    assert.equal(sum, total.points, `the lines for ${total.group} add up to the total shown`);
  }
  return { lines, totals };
}

test('French Tarot: the learner bids Garde, takes the chien, discards card by card, plays out and scores', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const problems = watch(page);
  await open(page, site.baseUrl, '#/play/french-tarot?partners=0&opponents=0&seed=18');
  await page.getByLabel('Mark the cards I may play').check();
  let state = await settle(page);
  assert.equal(state.phase, 'bidding');
  assert.match(await page.locator('.aside-pile[data-pile="chien"]').textContent(), /6 cards, face down/);
  // A card is not a move during the auction.
  let seq = await feedbackSeq(page);
  await page.locator('#hand button.card').first().click();
  assert.match(await feedbackAfter(page, seq), /auction first/);

  await choose(page, 'Bid Garde');
  state = await settle(page);
  assert.equal(state.phase, 'discarding', 'every other seat passed: the learner takes the chien');
  assert.equal(await page.locator('#hand button.card').count(), 24, 'the chien is in the learner’s hand');
  assert.match(await page.locator('.action-log').textContent(), /You: Bid Garde/);

  // Take it back: the auction again, then the same bid.
  await page.getByRole('button', { name: 'Take back my last action' }).click();
  state = await settle(page);
  assert.equal(state.phase, 'bidding');
  assert.equal(state.acted, 0);
  assert.equal(await page.locator('#hand button.card').count(), 18);
  await choose(page, 'Bid Garde');
  await settle(page);

  // A king may not go into the chien: the core says why.
  const notOffered = await codes(page, '#hand button.card:not(.is-legal)');
  assert.ok(notOffered.length > 0);
  seq = await feedbackSeq(page);
  await page.locator(`#hand button.card[data-code="${notOffered[0]}"]`).click();
  assert.match(await feedbackAfter(page, seq), /^✗ Why not .+\? .*may not be discarded/);

  // Three cards one move each, the last taken back with Undo, the first put back by clicking it.
  const first = await codes(page, '#hand button.card.is-legal');
  for (const code of first.slice(0, 3)) {
    const before = await acted(page);
    await page.locator(`#hand button.card[data-code="${code}"]`).click();
    await movedFrom(page, before);
  }
  assert.deepEqual((await codes(page, '#hand button.card[aria-pressed="true"]')).sort(), first.slice(0, 3).sort());
  assert.equal(await page.locator('#hand button.card').count(), 24, 'a pending discard stays in the hand');
  assert.match(await page.locator('#actions .pending-moves').textContent(), /^So far: Discard the .+ and the .+\.$/);
  await page.locator('#actions').getByRole('button', { name: 'Undo' }).click();
  await page.waitForFunction(() => document.querySelectorAll('#hand button.card[aria-pressed="true"]').length === 2);
  await page.locator(`#hand button.card[data-code="${first[0]}"]`).click();
  await page.waitForFunction(() => document.querySelectorAll('#hand button.card[aria-pressed="true"]').length === 1);
  await screenshot(page, 'free-play-discard');
  const picked = await pickCards(page, [first[1]]);
  assert.equal(picked.length, 6, 'six cards, one move each');
  assert.match(await page.locator('.action-log').textContent(), /You: Discard the .+ and the /);
  assert.equal(await page.locator('.aside-pile[data-pile="discard"] .card-static').count(), 6);
  for (const code of picked) assert.equal(await page.locator(`#hand [data-code="${code}"]`).count(), 0);

  const { refusals, plays } = await playToTheEnd(page);
  assert.equal(plays, 18);
  assert.ok(refusals.length >= 1, 'at least one card was refused with a reason');
  const log = await page.locator('.trick-log li').allTextContents();
  assert.equal(log.length, 18);
  for (const line of log) assert.match(line, /(takes|take) it\. .+ wins/, `each trick names its winner and why: ${line}`);
  const { totals } = await checkScore(page);
  assert.deepEqual(totals.map((t) => t.group), ['all']);
  assert.ok(await page.getByRole('button', { name: /^Next hand/ }).isVisible());
  await screenshot(page, 'free-play-score');
  await screenshot(page, 'free-play');

  // Undo in trick play: the last card comes back.
  await page.getByRole('button', { name: 'Take back my last action' }).click();
  state = await settle(page);
  assert.equal(state.done, false);
  assert.equal(await page.locator('#hand button.card').count(), 1);
  assert.equal(await page.locator('.final.is-final').count(), 0);

  await page.getByRole('button', { name: 'New deal' }).click();
  await settle(page);
  assert.match(page.url(), /#\/play\/french-tarot\?seed=19&deals=4&partners=0&opponents=0$/, 'the address keeps the deal and the deals agreed');
  assert.deepEqual(problems, []);
  await page.close();
});

test('French Tarot: a bot takes; the learner passes, sees its discard counted, never named', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1024, height: 900 } });
  const problems = watch(page);
  await open(page, site.baseUrl, '#/play/french-tarot?partners=0&opponents=0&seed=4');
  await page.getByLabel('Mark the cards I may play').check();
  await settle(page);
  await choose(page, 'Pass');
  await settle(page);
  const moves = await page.locator('.action-log').textContent();
  assert.match(moves, /(Left|Right|Across): Bid Garde/);
  assert.match(moves, /(Left|Right|Across): Discard (.+, and )?\d cards? you cannot see/);
  await playToTheEnd(page);
  await checkScore(page);
  assert.ok((await page.locator('.score-seats li').count()) === 4, 'each seat’s change');
  assert.deepEqual(problems, []);
  await page.close();
});

test('French Tarot: a trump that may be played or shown offers both; a poignée is shown card by card and closed', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const problems = watch(page);
  // Seed 455: the learner passes and, at the first trick, holds a poignée.
  await open(page, site.baseUrl, '#/play/french-tarot?partners=0&opponents=0&seed=455');
  await page.getByLabel('Mark the cards I may play').check();
  await settle(page);
  await choose(page, 'Pass');
  const state = await settle(page);
  assert.equal(state.phase, 'playing');
  const trumps = (await codes(page, '#hand button.card.is-legal')).filter((c) => /^T\d/.test(c));
  assert.ok(trumps.length >= 10);
  // A trump has two moves: the core's labels are offered, and keeping it in hand closes the offer.
  await page.locator(`#hand button.card[data-code="${trumps[0]}"]`).click();
  const offer = page.locator('#actions .move-offer');
  await offer.waitFor();
  const offered = await offer.getByRole('button').allTextContents();
  assert.ok(offered.some((t) => /^Play /.test(t)) && offered.some((t) => /poignée/.test(t)), offered.join(' | '));
  assert.equal(offered[offered.length - 1], 'Keep it in hand');
  await offer.getByRole('button', { name: 'Keep it in hand' }).click();
  assert.equal(await offer.count(), 0);
  // Showing: each trump one move; Done appears once the poignée is whole.
  let shown = 0;
  while ((await page.locator('#actions').getByRole('button', { name: DONE }).count()) === 0) {
    const left = (await codes(page, '#hand button.card.is-legal:not(.is-chosen)')).filter((c) => /^T\d/.test(c));
    assert.ok(left.length > 0 && shown < 15);
    await clickCard(page, left[0], /poignée/);
    shown += 1;
  }
  assert.ok(shown >= 10, `a single poignée shows ten trumps (${shown})`);
  assert.equal((await codes(page, '#hand button.card[aria-pressed="true"]')).length, shown);
  await choose(page, DONE);
  assert.match(await page.locator('.action-log').textContent(), /You: Show the .+ and the /);
  await playToTheEnd(page);
  await checkScore(page);
  assert.match(await page.locator('.final').textContent(), /poign/i);
  assert.deepEqual(problems, []);
  await page.close();
});

test('Texas 42: the bots bid, the learner outbids them, declares trumps, plays out and scores', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const problems = watch(page);
  await open(page, site.baseUrl, '#/play/texas-42?partners=0&opponents=0&seed=1&dealer=0&trump=5');
  // Texas 42 is played clockwise: the seat after the learner sits on the left.
  assert.equal(await page.locator('.seat[data-seat="1"] .seat-name').textContent(), 'Left opponent');
  // Trump and contract are declared in the hand, not chosen before it.
  assert.equal(await page.locator('select[name="trump"]').count(), 0);
  await page.getByLabel('Mark the cards I may play').check();
  let state = await settle(page);
  assert.equal(state.phase, 'bidding');
  assert.equal(state.acted, 3, 'the three other seats bid first');
  assert.equal(await page.locator('.action-log li').count(), 3);
  const bids = await page.locator('#actions button').allTextContents();
  assert.ok(bids.includes('Pass'));
  await screenshot(page, 'free-play-auction');
  const lowest = bids.find((b) => b.startsWith('Bid '));
  await choose(page, lowest);
  state = await settle(page);
  assert.equal(state.phase, 'declaring');
  await choose(page, /fives/i);
  state = await settle(page);
  if (state.phase === 'declaring') await choose(page, DONE);
  state = await settle(page);
  assert.equal(state.phase, 'playing');
  assert.match(await page.locator('.action-log').textContent(), new RegExp(`You: ${lowest}; .*fives`, 'i'));
  const { refusals, plays } = await playToTheEnd(page);
  assert.equal(plays, 7, 'the learner played seven tiles');
  assert.ok(refusals.length >= 1);
  assert.ok(refusals.some((r) => /led/.test(r)), 'a refusal names what was led');
  const { lines, totals } = await checkScore(page);
  assert.equal(lines.length, 1);
  assert.equal(totals.length, 2, 'a total for each partnership');
  assert.ok(totals.every((t) => /^Total: /.test(t.words)));
  assert.match(page.url(), /#\/play\/texas-42\?seed=1&dealer=0&partners=0&opponents=0$/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('Ottocento: the learner deals, discards two, declares card by card, plays out; the lines add up per side', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const problems = watch(page);
  await open(page, site.baseUrl, '#/play/ottocento?partners=0&opponents=0&seed=1&dealer=0');
  await page.getByLabel('Mark the cards I may play').check();
  let state = await settle(page);
  assert.equal(state.phase, 'discarding');
  assert.equal(await page.locator('#hand button.card').count(), 17, 'the dealer holds the two extra cards');
  assert.equal((await pickCards(page)).length, 2);
  state = await settle(page);
  assert.equal(state.phase, 'declaring');
  // A combination is opened by its button, its cards shown by clicking them, and closed by Done.
  await choose(page, /^Declare (?!nothing)/);
  let shown = 0;
  while ((await page.locator('#actions').getByRole('button', { name: DONE }).count()) === 0) {
    const offered = await codes(page, '#hand button.card.is-legal:not(.is-chosen)');
    assert.ok(offered.length > 0 && shown < 10, 'the core offers the combination’s cards');
    const before = await acted(page);
    await page.locator(`#hand button.card[data-code="${offered[0]}"]`).click();
    await movedFrom(page, before);
    shown += 1;
  }
  assert.ok(shown >= 2);
  assert.equal((await codes(page, '#hand button.card[aria-pressed="true"]')).length, shown, 'the cards shown so far are marked');
  await choose(page, DONE);
  assert.match(await page.locator('.action-log').textContent(), /You: Declare .+; Show the /);
  await playToTheEnd(page);
  const { totals } = await checkScore(page);
  assert.deepEqual(totals.map((t) => t.group).sort(), ['0', '1']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('Burro: drawing and passing are offered when the core allows them, and work', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1024, height: 900 } });
  const problems = watch(page);
  await open(page, site.baseUrl, '#/play/burro?partners=0&opponents=0&seed=1');
  assert.equal(await page.locator('.play-error').textContent(), '', 'no note: Burro plays');
  await page.getByLabel('Mark the cards I may play').check();
  let drew = false;
  let passed = false;
  let refusedDraw = false;
  for (let guard = 0; guard < 300; guard++) {
    const state = await settle(page);
    if (state.done) break;
    const draw = page.locator('#actions .action-choices').getByRole('button', { name: /^Draw/ });
    const pass = page.locator('#actions .action-choices').getByRole('button', { name: /^Pass/ });
    // A refused draw or pass is offered too, and says why.
    const refused = page.locator('#actions .refused-moves button').first();
    if (!refusedDraw && (await refused.count()) > 0) {
      const seq = await feedbackSeq(page);
      await refused.click();
      assert.match(await feedbackAfter(page, seq), /^✗ Why not .+\? ./);
      refusedDraw = true;
    }
    const before = await acted(page);
    const cards = await page.locator('#hand button.card').count();
    if ((await draw.count()) > 0) {
      await draw.click();
      await movedFrom(page, before);
      drew = true;
      // The turn stays with the player who drew, one card richer.
      await settle(page);
      assert.equal(await page.locator('#hand button.card').count(), cards + 1);
    } else if ((await pass.count()) > 0) {
      await pass.click();
      await movedFrom(page, before);
      passed = true;
    } else {
      const legal = await codes(page, '#hand button.card.is-legal');
      assert.ok(legal.length > 0, 'the core allows a card, a draw or a pass');
      await clickCard(page, legal[0]);
    }
  }
  assert.ok(drew, 'the learner drew from the stock');
  assert.ok(passed, 'the learner passed');
  assert.ok(refusedDraw, 'a refused draw or pass was explained');
  assert.match(await page.locator('.action-log').textContent(), /You: Draw/);
  await checkScore(page);
  assert.match(await page.locator('.final').textContent(), /B-U-R-R-O/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('free play for three: Tapp-Tarock’s seats, the auction and a whole hand to its score', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1024, height: 900 } });
  const problems = watch(page);
  await open(page, site.baseUrl, '#/play/tapp-tarock?partners=0&opponents=0&seed=11');
  assert.equal(await page.locator('.table').getAttribute('data-seats'), '3');
  // Tapp-Tarock is played counter-clockwise: the seat after the learner sits on the right.
  assert.equal(await page.locator('.seat[data-seat="1"] .seat-name').textContent(), 'Right');
  assert.equal(await page.locator('.seat[data-seat="2"] .seat-name').textContent(), 'Left');
  await page.getByLabel('Mark the cards I may play').check();
  const state = await settle(page);
  assert.equal(state.phase, 'bidding');
  assert.deepEqual(await page.locator('#actions button').allTextContents(), ['Bid Three cards', 'Bid Bottom 3', 'Bid Top 3', 'Bid Solo', 'Pass']);
  await choose(page, 'Pass');
  await playToTheEnd(page);
  const { totals } = await checkScore(page);
  assert.deepEqual(totals.map((t) => t.group), ['all']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('every game deals a hand and says what is to be done first', async () => {
  const page = await site.browser.newPage();
  const problems = watch(page);
  // The learner, next after the dealer, opens the auction; where there is none, the dealer (the
  // last seat) discards first and the learner then declares or plays.
  const first = {
    'texas-42': 'The auction',
    'french-tarot': 'The auction',
    'tapp-tarock': 'The auction',
    ottocento: 'Declarations',
    'eight-hundred': 'Declarations',
    'piedmont-tarocchi': 'Trick play',
    burro: 'Trick play',
  };
  // Every game the home page offers, so a game added later cannot be left out.
  await open(page, site.baseUrl, '#/');
  const games = await page.$$eval('section.game[data-game]', (s) => s.map((e) => e.dataset.game));
  assert.deepEqual(games.toSorted(), Object.keys(first).toSorted(), 'a first step is expected for every game');
  for (const game of games) {
    await open(page, site.baseUrl, `#/play/${game}?partners=0&opponents=0&seed=5`);
    await settle(page);
    const next = first[game] === 'Trick play' ? 'Choose a card; a refused card is explained.' : 'Your choices are under the table.';
    assert.equal(await page.locator('.turn-status').textContent(), `${first[game]}: your turn. ${next}`, game);
    assert.ok((await page.locator('#hand button.card').count()) >= 4, `${game}: the learner holds a hand`);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('home: every game with its pack; each game\'s page with its lessons, free play and glossary; the phone layout fits', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watch(page);
  await open(page, site.baseUrl, '#/');
  const games = await page.$$eval('section.game[data-game]', (s) => s.map((e) => e.dataset.game));
  assert.deepEqual(games, ['texas-42', 'french-tarot', 'tapp-tarock', 'ottocento', 'eight-hundred', 'piedmont-tarocchi', 'burro']);
  // Each pack's cards by the core's names for them, as the sentences say them.
  assert.equal(await page.getByRole('img', { name: 'the Excuse' }).count(), 1);
  assert.equal(await page.getByRole('img', { name: 'the Mond (trump XXI)' }).count(), 1);
  assert.equal(await page.getByRole('img', { name: 'Good' }).count(), 1);
  assert.equal(await page.getByRole('img', { name: 'the Rey of Oros' }).count(), 1);
  assert.equal(await page.getByRole('img', { name: '6-6' }).count(), 1);
  await screenshot(page, 'home');

  // Every lesson file of the curriculum in the tutor-lesson/1 format is listed on its game's page,
  // in file order, and the game's words are there.
  const lessonsDir = path.join(repo, 'lessons');
  const words = [];
  for (const game of games) {
    const expected = readdirSync(path.join(lessonsDir, game))
      .filter((n) => n.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(lessonsDir, game, f), 'utf8')))
      .filter((lesson) => lesson.format === 'tutor-lesson/1');
    await open(page, site.baseUrl, `#/game/${game}`);
    const listed = await page.$$eval('.game-lessons .lesson-item', (items) => items.map((i) => [i.dataset.lesson, i.querySelector('.lesson-link')?.textContent]));
    assert.deepEqual(listed, expected.map((l) => [l.id, l.title]), `${game}: every lesson, in order`);
    assert.equal(await page.locator('.play-link').getAttribute('href'), `#/play/${game}`);
    words.push(...(await page.locator('.glossary dt').allTextContents()));
  }
  for (const w of ['Excuse', 'Matto', 'Sküs', 'Begato', 'Moors', 'Pagat', 'Mond', 'Nello', 'Poignée', 'Bouts', 'Chien', 'Good and Evil']) {
    assert.ok(words.includes(w), `a glossary explains ${w}`);
  }
  await screenshot(page, 'game-page');

  await page.setViewportSize({ width: 360, height: 740 });
  for (const hash of ['#/', '#/play/french-tarot?seed=2', '#/play/ottocento?seed=1&dealer=0']) {
    await open(page, site.baseUrl, hash);
    await page.waitForTimeout(200);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `${hash}: no sideways scrolling at 360 px (${overflow}px)`);
  }
  await screenshot(page, 'free-play-phone');
  assert.deepEqual(problems, []);
  await page.close();
});

/**
 * Plays the learner's turns to the end of the hand the plainest way: a playable card when there
 * is one, else the last choice under the table (a pass in an auction: bids come lowest first).
 */
async function playPlainly(page) {
  for (let guard = 0; guard < 300; guard++) {
    const state = await settle(page);
    if (state.done) return;
    const legal = await codes(page, '#hand button.card.is-legal');
    if (legal.length > 0) {
      await clickCard(page, legal[0]);
      continue;
    }
    const before = await acted(page);
    await page.locator('#actions .action-choices button').last().click();
    await movedFrom(page, before);
  }
  assert.fail('the hand did not end');
}

/** The game's score table: each hand's sentences and points by column, and the totals. */
async function gameScore(page) {
  await page.waitForSelector('.game-score .game-table');
  return page.locator('.game-score').evaluate((s) => ({
    columns: [...s.querySelectorAll('thead th.game-col')].map((th) => th.textContent),
    hands: [...s.querySelectorAll('tr.game-hand')].map((tr) => ({
      sentences: [...tr.querySelectorAll('.game-sentences li')].map((li) => li.textContent),
      points: [...tr.querySelectorAll('td.points')].map((td) => Number(td.dataset.points)),
    })),
    totals: [...s.querySelectorAll('tr.game-total td.points')].map((td) => Number(td.textContent)),
    over: s.dataset.over === 'true',
  }));
}

test('a whole game: the score is kept across hands through the core’s game request, every line with its sentence', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const problems = watch(page);
  await open(page, site.baseUrl, '#/play/texas-42?partners=0&opponents=0&seed=3&dealer=0');
  await page.getByLabel('Mark the cards I may play').check();
  let score = await gameScore(page);
  assert.deepEqual(score.hands, [], 'no hand played yet');
  assert.deepEqual(score.totals, [0, 0]);
  assert.deepEqual(score.columns, ['Us (You & Partner)', 'Them (Left opponent & Right opponent)']);

  const played = [];
  for (let hand = 1; hand <= 2; hand++) {
    await playPlainly(page);
    score = await gameScore(page);
    assert.equal(score.hands.length, hand, `hand ${hand} joins the game's score`);
    const last = score.hands[hand - 1];
    played.push(last);
    assert.ok(last.sentences.length > 0, 'the hand is scored in the core’s words');
    // Every line says why: the bid, what the bidders took, what was needed, and who wins the marks.
    const why = /^(The bid of \d+( marks?)? was (made|set): the bidders took \d+ of the 42 points \(.+\), so the (bidders|opponents) win \d+ marks?\.|Every player passed: there is no hand to score\.)$/;
    for (const s of last.sentences) assert.match(s, why, 'the game’s row gives the core’s reason');
    const lines = await page.$$eval('.final tr.score-line th', (ths) => ths.map((th) => th.textContent));
    for (const line of lines) assert.match(line, why, 'the hand’s score line gives the core’s reason');
    // The totals are the core's: each column the sum of the hands' points so far.
    const sums = score.totals.map((_, c) => played.reduce((n, h) => n + h.points[c], 0));
    assert.deepEqual(score.totals, sums, `hand ${hand}: the totals carry the hands before`);
    if (hand === 1) {
      await screenshot(page, 'free-play-game-score');
      const before = await acted(page);
      await page.getByRole('button', { name: /^Next hand/ }).click();
      await page.waitForFunction((n) => document.querySelector('.play-page')?.dataset.acted !== n || n === '0', before);
      assert.match(page.url(), /seed=4/, 'the next hand is the next deal');
    }
  }
  assert.ok(score.totals.some((t) => t > 0), 'the game has a score after two hands');

  // The pace is the learner's pick, kept for the next visit.
  await page.locator('select[name="pace"]').selectOption('slow');
  assert.equal(await page.evaluate(() => localStorage.getItem('tutor.pace')), 'slow');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.locator('select[name="pace"]').inputValue(), 'slow');
  // A new game starts the score afresh.
  await page.getByRole('button', { name: 'New game' }).first().click();
  score = await gameScore(page);
  assert.deepEqual(score.hands, []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a game of a number of deals agreed beforehand ends after them, with its winner and a new game offered', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const problems = watch(page);
  await open(page, site.baseUrl, '#/play/french-tarot?partners=0&opponents=0&seed=4&deals=1');
  assert.equal(await page.locator('select[name="deals"]').inputValue(), '1');
  await page.getByLabel('Mark the cards I may play').check();
  await playPlainly(page);
  const score = await gameScore(page);
  assert.equal(score.over, true, 'one deal agreed: the game is over after it');
  assert.equal(score.hands.length, 1);
  assert.equal(score.columns.length, 4, 'a column for each seat');
  assert.equal(score.totals.reduce((n, t) => n + t, 0), 0, 'the payments add up to nothing');
  assert.deepEqual(score.totals, score.hands[0].points);
  assert.match(await page.locator('.game-winner').textContent(), /^(The winner: .+\.|No one has won: the game ended in a tie\.)$/);
  assert.equal(await page.getByRole('button', { name: /^Next hand/ }).count(), 0, 'no hand follows the end of the game');
  await page.locator('.final').getByRole('button', { name: 'New game' }).click();
  assert.deepEqual((await gameScore(page)).hands, []);
  // Another number of deals starts a new game, and the address keeps it.
  await page.locator('select[name="deals"]').selectOption('3');
  assert.match(page.url(), /deals=3/);
  assert.deepEqual(problems, []);
  await page.close();
});
