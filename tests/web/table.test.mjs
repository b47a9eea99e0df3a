// The lesson table as a learner meets it, in Chromium at a laptop's, a big screen's and a phone's
// size: one screen with the "why not?" sentence in sight after a refused card, cards that show
// their faces and never their codes, stars that are earned once and honestly, and a lesson done
// with the keyboard alone. Screenshots of a refused card at each size go to build/screenshots/.
//
// Needs the built site (npm run build:web), the WebAssembly build and Debian's Chromium.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { atStep, feedbackAfter, feedbackSeq, open, openLessonFile, repo, screenshot, startSite, watch } from './helpers.mjs';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
];
const FIXTURE = 'french-tarot/following-suit-test';
let site;

before(async () => {
  site = await startSite();
});

after(async () => {
  await site?.close();
});

/** Where the feedback line is and how tall the page is, seen from the window. */
function layout(page) {
  return page.evaluate(() => {
    const r = document.querySelector('#feedback').getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: innerHeight, width: innerWidth, page: document.documentElement.scrollHeight, x: document.documentElement.scrollWidth, scrolled: scrollY };
  });
}

/** Clicks the cards of the hand in turn until the rules refuse one; returns its code. */
async function refuseOne(page) {
  const codes = await page.$$eval('#hand button.card', (bs) => bs.map((b) => b.dataset.code));
  for (const code of codes) {
    const seq = await feedbackSeq(page);
    await page.locator(`#hand button.card[data-code="${code}"]`).click();
    await feedbackAfter(page, seq);
    if ((await page.locator('#feedback').getAttribute('data-tone')) === 'refused') return code;
  }
  assert.fail('no card of the hand is refused');
}

for (const size of SIZES) {
  test(`${size.width}×${size.height}: one screen; the "why not?" sentence is in sight after a refused card`, async () => {
    const page = await site.browser.newPage({ viewport: size });
    const problems = watch(page);
    // A question on the running table of a four-player French Tarot hand: sixteen cards in hand.
    await open(page, site.baseUrl, '#/lesson/french-tarot/02-following-suit/5');
    await atStep(page, 5);
    const card = await refuseOne(page);
    const said = (await page.locator('#feedback').textContent()).trim();
    assert.match(said, /^✗ .+ may not be played\. .+/);
    const at = await layout(page);
    assert.equal(at.scrolled, 0, 'nothing was scrolled to play');
    assert.ok(at.page <= at.height + 1, `the page is one screen (${at.page} px in a ${at.height} px window)`);
    assert.ok(at.x <= at.width + 1, `nothing runs off to the side (${at.x} px in ${at.width} px)`);
    assert.ok(at.top >= 0 && at.bottom <= at.height, `the sentence is inside the window (${Math.round(at.top)}–${Math.round(at.bottom)} of ${at.height})`);
    assert.equal(await page.locator('#feedback').getAttribute('aria-live'), 'polite', 'and announced');
    assert.equal(await page.locator(`#hand button.card[data-code="${card}"]`).getAttribute('class').then((c) => c.includes('is-refused')), true);
    // The step's buttons, the question and the whole hand are in sight too.
    for (const selector of ['.nav-next', '.nav-hint', '.step-text', '#hand']) {
      const box = await page.locator(selector).boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= size.height + 1, `${selector} is inside the window`);
    }
    await screenshot(page, `lesson-refused-${size.width}x${size.height}`);

    // A whole hand's discard, with the chien in hand: twenty-four cards, and the core's sentence for a bout.
    await openLessonFile(page, site.baseUrl, 'whole-hand.json');
    await page.getByRole('link', { name: 'Play it' }).click();
    await atStep(page, 1);
    await page.goto(`${site.baseUrl}?speed=fast#/lesson/french-tarot/whole-hand-test/3`);
    await page.waitForSelector('body[data-ready="true"]');
    await atStep(page, 3);
    assert.equal(await page.locator('#hand button.card').count(), 24);
    const seq = await feedbackSeq(page);
    await page.locator('#hand button.card[data-code="T21"]').click();
    assert.match(await feedbackAfter(page, seq), /^✗ .+: not allowed\./);
    const big = await layout(page);
    assert.ok(big.page <= big.height + 1 && big.top >= 0 && big.bottom <= big.height, `24 cards: the sentence is in sight (${JSON.stringify(big)})`);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

/** Every card code of every game whose name is not the code itself ("HK", "FOOL"; not "6-4"). */
function cardCodes() {
  const run = spawnSync(process.execPath, [path.join(repo, 'wasm', 'tutor-api.mjs')], { input: '{"op": "games"}\n', encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const games = JSON.parse(run.stdout).games;
  return new Set(games.flatMap((g) => g.pack_cards.filter((c) => c.name !== c.code).map((c) => c.code)));
}

test('no card code is shown as text on a lesson page, and a card\'s words fit on its face', async () => {
  const codes = cardCodes();
  assert.ok(codes.has('HK') && codes.has('FOOL'), 'the codes are known');
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watch(page);
  const pages = [
    ['french-tarot/02-following-suit', 5],
    ['french-tarot/03-trumps', 2],
    ['tapp-tarock/01-the-pack', 1],
    ['piedmont-tarocchi/01-the-pack', 1],
    ['burro/02-following-suit', 1],
    ['ottocento/02-following-suit', 2],
    ['eight-hundred/02-following-suit', 2],
  ];
  let looked = 0;
  for (const [id, step] of pages) {
    await open(page, site.baseUrl, `#/lesson/${id}/${step}`);
    if ((await page.locator('.lesson-page').count()) === 0) continue;
    await atStep(page, step);
    // A refused or a weak card adds the feedback sentence to what is read.
    const cards = page.locator('#hand button.card');
    if ((await cards.count()) > 0) await cards.first().click();
    const words = (await page.locator('#app').innerText()).split(/[^A-Za-z0-9-]+/);
    const shown = words.filter((w) => codes.has(w));
    assert.deepEqual(shown, [], `${id} step ${step} shows no card code`);
    // Every word on a face stays within the card (a Knight's "Kn", the 21, the Excuse).
    const over = await page.$$eval('.table svg.card-face text', (texts) =>
      texts.filter((t) => {
        const box = t.getBBox();
        // The card's body is drawn from 2 to 98 of its 100 units.
        return box.x < 2 || box.x + box.width > 98;
      }).map((t) => t.textContent),
    );
    assert.deepEqual(over, [], `${id} step ${step}: no word runs off a card`);
    looked += 1;
  }
  assert.ok(looked >= 5, `lesson pages looked at (${looked})`);
  // No seat is labelled by its number or an empty count.
  assert.equal(await page.locator('.seat-meta', { hasText: /seat \d|^0 / }).count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
});

/** Answers the fixture lesson's questions from step 3 on; `slips` adds a mistake and a hint first. */
async function answerAll(page, { slips = false, skip = null } = {}) {
  const say = async (act) => {
    const seq = await feedbackSeq(page);
    await act();
    return feedbackAfter(page, seq);
  };
  const next = async (step) => {
    await page.locator('.nav-next').click();
    await atStep(page, step);
  };
  await next(2);
  await next(3);
  if (slips) {
    assert.match(await say(() => page.locator('#hand button.card[data-code="S5"]').click()), /^✗/);
    await say(() => page.getByRole('button', { name: 'Hint' }).click());
  }
  assert.match(await say(() => page.locator('#hand button.card[data-code="HK"]').click()), /^✓/);
  await atStep(page, 3);
  // The trick taken, with the core's sentence why, fits in the middle of the table beside the hand.
  await page.waitForSelector('.trick-why');
  assert.equal(await page.$eval('.table .center', (c) => c.scrollHeight <= c.clientHeight + 1), true, 'the trick and its sentence fit');
  await next(4);
  if (skip === 4) {
    await page.locator('.nav-skip').click();
  } else {
    assert.match(await say(() => page.getByRole('button', { name: 'the King of Hearts, played by You' }).click()), /^✓/);
    await next(5);
  }
  await atStep(page, 5);
  await page.locator('#hand button.card[data-code="S5"]').click();
  assert.match(await say(() => page.getByRole('button', { name: 'Check my marks' }).click()), /^✓/);
  await next(6);
  await page.getByLabel('Points').fill('9');
  assert.match(await say(() => page.getByRole('button', { name: 'Check' }).click()), /^✓/);
}

const starsShown = (page) => page.locator('.summary-stars .stars').getAttribute('aria-label');
const stored = (page) => page.evaluate((id) => JSON.parse(localStorage.getItem('tutor.opened-progress')).lessons[id], FIXTURE);

test('stars: earned once from mistakes, hints and skips, by the rule the page states', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watch(page);
  await openLessonFile(page, site.baseUrl, 'following-suit.json');
  await page.getByRole('link', { name: 'Play it' }).click();
  await atStep(page, 1);

  // One mistake and one hint: two stars, said with the rule.
  await answerAll(page, { slips: true });
  await page.getByRole('button', { name: 'Finish ✓' }).click();
  assert.equal(await starsShown(page), '2 of 3 stars');
  assert.match(await page.locator('.lesson-summary').innerText(), /1 mistake, 1 hint\./);
  assert.match(await page.locator('.star-rule').innerText(), /three for a run with no mistake and no hint.*skips a question earns none/);
  assert.equal((await stored(page)).stars, 2);

  // Finishing again, and again after a reload, changes nothing.
  await page.getByRole('button', { name: 'Finish ✓' }).click();
  assert.equal(await starsShown(page), '2 of 3 stars');
  assert.match(await page.locator('.lesson-summary').innerText(), /1 mistake, 1 hint\./);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await atStep(page, 6);
  // After the reload the last question is open again; ending there finds the run already counted.
  assert.equal(await page.locator('.nav-next').isDisabled(), true);
  await page.locator('.nav-skip').click();
  assert.equal(await starsShown(page), '2 of 3 stars', 'the run counted once, no more');
  assert.deepEqual(await stored(page).then((p) => [p.stars, p.mistakes, p.hints, p.finished]), [2, 1, 1, true]);

  // A run that skips a question earns none, and the best stars stay.
  await page.getByRole('button', { name: 'Restart' }).click();
  await atStep(page, 1);
  await answerAll(page, { skip: 4 });
  await page.getByRole('button', { name: 'Finish ✓' }).click();
  assert.equal(await starsShown(page), '0 of 3 stars');
  assert.match(await page.locator('.lesson-summary').innerText(), /no mistakes and no hints, 1 question skipped\./);
  assert.equal((await stored(page)).stars, 2);

  // Skipping every question, straight to the end: none.
  await page.getByRole('button', { name: 'Restart' }).click();
  await atStep(page, 1);
  for (let guard = 0; guard < 10 && !(await page.locator('.lesson-summary').isVisible()); guard++) {
    await page.locator('.nav-next:not(:disabled), .nav-skip').first().click();
  }
  assert.equal(await starsShown(page), '0 of 3 stars');
  assert.match(await page.locator('.lesson-summary').innerText(), /4 questions skipped/);

  // A clean run: three.
  await page.getByRole('button', { name: 'Restart' }).click();
  await atStep(page, 1);
  await answerAll(page);
  await page.getByRole('button', { name: 'Finish ✓' }).click();
  assert.equal(await starsShown(page), '3 of 3 stars');
  assert.equal((await stored(page)).stars, 3);
  assert.deepEqual(problems, []);
  await page.close();
});

/** Presses a key and waits until the page has settled (its plays shown). */
async function press(page, key) {
  await page.keyboard.press(key);
  await page.waitForFunction(() => document.querySelector('.lesson-page')?.dataset.busy === 'false');
}

const focused = (page) => page.evaluate(() => ({ label: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent, zone: document.activeElement?.closest('[data-zone]')?.dataset.zone ?? null }));

/** Moves along a row of cards with the arrow keys until `label` has focus. */
async function arrowTo(page, label) {
  for (let i = 0; i < 30; i++) {
    if ((await focused(page)).label === label) return;
    await page.keyboard.press('ArrowRight');
  }
  assert.fail(`the arrow keys never reach ${label}`);
}

test('a double click or a double Enter on Next cannot skip the question that follows', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watch(page);
  await openLessonFile(page, site.baseUrl, 'following-suit.json');
  await page.getByRole('link', { name: 'Play it' }).click();
  await atStep(page, 1);
  await page.locator('.nav-next').click();
  await atStep(page, 2);
  const before = await page.locator('.nav-next').boundingBox();
  await page.locator('.nav-next').dblclick();
  await atStep(page, 3);
  assert.equal(await page.locator('.lesson-page').getAttribute('data-question'), 'play');
  // Next is where it was, still Next, and waits for the answer; Skip is a button of its own elsewhere.
  const after = await page.locator('.nav-next').boundingBox();
  assert.deepEqual([after.x, after.y], [before.x, before.y]);
  assert.equal(await page.locator('.nav-next').textContent(), 'Next ▶');
  assert.equal(await page.locator('.nav-next').isDisabled(), true);
  const skip = await page.locator('.nav-skip').boundingBox();
  assert.ok(skip.x + skip.width <= after.x, 'Skip is not under the pointer');
  await page.mouse.click(after.x + after.width / 2, after.y + after.height / 2);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('.lesson-page').getAttribute('data-step'), '3', 'still on the question');
  assert.deepEqual(problems, []);
  await page.close();
});

test('keyboard only: a whole lesson from its first step to its stars', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watch(page);
  await openLessonFile(page, site.baseUrl, 'following-suit.json');
  await page.getByRole('link', { name: 'Play it' }).focus();
  await press(page, 'Enter');
  await atStep(page, 1);
  // From the page's heading, Tab reaches Next.
  for (let i = 0; i < 20 && (await focused(page)).label !== 'Next ▶'; i++) await page.keyboard.press('Tab');
  assert.equal((await focused(page)).label, 'Next ▶');
  await press(page, 'Enter');
  await atStep(page, 2);
  assert.equal((await focused(page)).label, 'Next ▶', 'a step without a question: focus on Next');
  await press(page, 'Enter');
  await atStep(page, 3);

  // A card to play: focus is in the hand, one Tab stop, the arrows move in it.
  assert.equal((await focused(page)).zone, 'hand', 'a question: focus on its first control');
  assert.equal(await page.locator('#hand button[tabindex="0"]').count(), 1);
  await arrowTo(page, 'the King of Hearts');
  await press(page, 'Enter');
  assert.match(await page.locator('#feedback').textContent(), /^✓ Correct/);
  assert.equal((await focused(page)).label, 'Next ▶');
  await press(page, 'Enter');
  await atStep(page, 4);

  // The card that wins, chosen in the trick.
  assert.equal((await focused(page)).zone, 'trick');
  await arrowTo(page, 'the King of Hearts, played by You');
  await press(page, 'Enter');
  assert.match(await page.locator('#feedback').textContent(), /^✓ Correct/);
  await press(page, 'Enter');
  await atStep(page, 5);

  // Marking the legal cards, then Tab to the check.
  assert.equal((await focused(page)).zone, 'hand');
  await arrowTo(page, 'the 5 of Spades');
  await press(page, 'Space');
  await page.keyboard.press('Tab');
  assert.equal((await focused(page)).label, 'Check my marks', 'Tab leaves the hand at once: one stop');
  await press(page, 'Enter');
  assert.match(await page.locator('#feedback').textContent(), /^✓ Correct/);
  await press(page, 'Enter');
  await atStep(page, 6);

  // Counting: focus in the field.
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'number-answer');
  await page.keyboard.type('9');
  await press(page, 'Enter');
  assert.match(await page.locator('#feedback').textContent(), /^✓ Correct/);
  assert.equal((await focused(page)).label, 'Finish ✓');
  await press(page, 'Enter');
  assert.equal(await starsShown(page), '3 of 3 stars');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a step that names cards shows them, and points at them on the table', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watch(page);
  await openLessonFile(page, site.baseUrl, 'shown-cards.json');
  await page.getByRole('link', { name: 'Play it' }).click();
  await atStep(page, 1);
  const shown = () => page.$$eval('.shown-cards .card-static', (cs) => cs.map((c) => c.dataset.code));
  const pointed = () => page.$$eval('#hand .is-named', (cs) => cs.map((c) => c.dataset.code));
  assert.deepEqual(await shown(), ['T1', 'T21', 'FOOL']);
  assert.equal(await page.locator('.shown-cards [role="list"]').getAttribute('aria-label'), 'The cards this step speaks of');
  assert.deepEqual(await pointed(), ['T1', 'T21', 'FOOL']);
  assert.equal(await page.locator('#hand [data-code="FOOL"]').getAttribute('aria-label'), 'the Excuse, spoken of');
  await page.locator('.nav-next').click();
  await atStep(page, 2);
  await page.locator('.nav-next').click();
  await atStep(page, 3);
  assert.deepEqual(await shown(), ['CN']);
  assert.deepEqual(await pointed(), ['CN']);
  await screenshot(page, 'lesson-shown-cards');
  assert.deepEqual(problems, []);
  await page.close();
});

test('dominoes are tiles: every sentence the app adds says so', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watch(page);
  await open(page, site.baseUrl, '#/lesson/texas-42/02-following-suit/4');
  await atStep(page, 4);
  assert.equal(await page.locator('.prompt').textContent(), 'Your answer: choose a tile from your hand.');
  assert.equal(await page.locator('#hand').getAttribute('aria-label'), 'Your tiles');
  const refused = await refuseOne(page);
  assert.match(await page.locator('#feedback').textContent(), new RegExp(`^✗ ${refused} may not be played\\. `));
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.getByRole('button', { name: 'Another hint' }).click();
  await page.getByRole('button', { name: 'Another hint' }).click();
  assert.match(await page.locator('.hints').innerText(), /The tiles you may play are raised and marked ✓\./);
  await page.locator('#hand button.card[data-code="6-2"]').click();
  await page.waitForFunction(() => document.querySelector('.lesson-page')?.dataset.answered === 'true');
  await page.locator('.nav-next').click();
  await atStep(page, 5);
  const seq = await feedbackSeq(page);
  await page.locator('.trick button.card').first().click();
  assert.match(await feedbackAfter(page, seq), /does not take this trick\. Try another tile, or take a hint\.$/);
  const words = await page.locator('.step-panel').innerText();
  assert.doesNotMatch(words, /\bcards?\b/i, 'no "card" in the step panel of a game of tiles');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a "which card wins?" question on a whole hand keeps the winner back until it is answered', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watch(page);
  await open(page, site.baseUrl, '#/lesson/burro/10-a-whole-hand/2');
  await atStep(page, 2);
  await page.waitForFunction(() => document.querySelectorAll('ol.trick .trick-card').length === 3);
  const shown = () => page.evaluate(() => ({ winners: document.querySelectorAll('ol.trick .winner').length, why: document.querySelector('.trick-why')?.textContent ?? '' }));
  assert.deepEqual(await shown(), { winners: 0, why: '' }, 'neither the winner nor the reason before the answer');
  await page.getByRole('button', { name: /5 of Oros/ }).first().click();
  await page.waitForFunction(() => document.querySelectorAll('ol.trick .winner').length === 1);
  assert.match((await shown()).why, /trick/);
  assert.deepEqual(problems, []);
  await page.close();
});
