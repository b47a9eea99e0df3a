// The lesson player in Chromium, driven the way a learner and a teacher would: opening a lesson
// file, clicking cards, being refused with the core's sentence, asking for hints, going back and
// following a deep link; presenting to a room; rejecting a broken file; keeping progress.
//
// Needs the built site (npm run build:web) and Debian's Chromium. Run: npm run test:web

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  atStep,
  feedbackAfter,
  feedbackSeq,
  fixtures,
  open,
  openLessonFile,
  repo,
  screenshot,
  startSite,
  watch,
} from './helpers.mjs';

// The end of a choice, as the core labels it by what it ends.
const DONE = /^(Declare nothing|Show this card|Show these \d+ cards|End the declaration here)$/;

const LESSON = 'french-tarot/following-suit-test';
let site;

before(async () => {
  site = await startSite();
});

after(async () => {
  await site?.close();
});

async function newPage(viewport = { width: 1280, height: 1000 }) {
  const page = await site.browser.newPage({ viewport });
  return { page, problems: watch(page) };
}

/** The codes of the cards in the learner's hand that carry a class. */
function handCodes(page, cls = '') {
  return page.$$eval(`#hand button.card${cls}`, (bs) => bs.map((b) => b.dataset.code));
}

test('a lesson played by clicking: refusals, hints, the right card, back and a deep link', async () => {
  const { page, problems } = await newPage();
  await openLessonFile(page, site.baseUrl, 'following-suit.json');
  assert.match(await page.locator('#open-result h2').textContent(), /is ready/);
  await page.getByRole('link', { name: 'Play it' }).click();
  await atStep(page, 1);
  assert.equal(await page.locator('.step-text').textContent(), 'Welcome. The player on your left leads the first trick.');
  assert.equal(await page.locator('.step-count').textContent(), 'Step 1 of 6');

  await page.getByRole('button', { name: /Next/ }).click();
  await atStep(page, 2);
  assert.deepEqual(await page.$$eval('.trick .trick-card', (li) => li.map((l) => l.dataset.code)), ['H7']);
  // French Tarot is played counter-clockwise: the seat before the learner (seat 0) sits on
  // the left, the next one (seat 2) on the right, and the row of seats is drawn as they sit.
  assert.match(await page.locator('.trick .trick-seat').first().textContent(), /Left/);
  assert.equal(await page.locator('.seat[data-seat="2"] .seat-name').textContent(), 'Right');
  assert.deepEqual(await page.$$eval('.others .seat', (s) => s.map((e) => e.dataset.seat)), ['0', '3', '2']);

  await page.getByRole('button', { name: /Next/ }).click();
  await atStep(page, 3);
  const hand = await handCodes(page);
  assert.equal(hand.length, 18);

  // An illegal card: refused with the core's sentence naming the cards, and marked as refused.
  let seq = await feedbackSeq(page);
  await page.getByRole('button', { name: 'the 5 of Spades', exact: true }).click();
  let said = await feedbackAfter(page, seq);
  assert.match(said, /^✗ The 5 of Spades may not be played\./);
  assert.match(said, /The 7 of Hearts set the suit to Hearts\. You hold the 2 of Hearts, a Heart, so you must follow Hearts and may not play the 5 of Spades\./);
  assert.deepEqual(await handCodes(page, '.is-refused'), ['S5']);
  assert.equal(await page.getByRole('button', { name: 'the 5 of Spades, refused' }).count(), 1, 'the mark is spoken too');
  assert.deepEqual(await handCodes(page), hand, 'a refused card leaves the hand as it was');

  // A legal card that is not the best: the author's reason.
  seq = await feedbackSeq(page);
  await page.getByRole('button', { name: 'the 2 of Hearts', exact: true }).click();
  said = await feedbackAfter(page, seq);
  assert.equal(said, '◐ The 2 of Hearts: not the best card here. Legal, but the King takes the trick here.');
  // Allowed but weak is marked apart from a card the rules refuse.
  assert.deepEqual(await handCodes(page, '.is-weak'), ['H2']);
  assert.deepEqual(await handCodes(page, '.is-refused'), []);
  assert.equal(await page.locator('#feedback').getAttribute('data-tone'), 'not-best');

  // Hints in stages: the lesson's words, then the legal cards, then the answer.
  await page.getByRole('button', { name: 'Hint' }).click();
  assert.deepEqual(await page.locator('.hints li').allTextContents(), ['Hearts were led, and you hold Hearts.']);
  assert.deepEqual(await handCodes(page, '.is-legal'), []);
  await page.getByRole('button', { name: 'Another hint' }).click();
  assert.deepEqual(await handCodes(page, '.is-legal'), ['H2', 'HK'], 'exactly the legal cards are highlighted');
  assert.equal(await page.getByRole('button', { name: 'the King of Hearts, playable' }).count(), 1, 'the highlight is spoken too');
  await page.getByRole('button', { name: 'Another hint' }).click();
  assert.deepEqual(await handCodes(page, '.is-answer'), ['HK']);
  assert.match(await page.locator('#feedback').textContent(), /The answer: the King of Hearts\./);

  seq = await feedbackSeq(page);
  await page.getByRole('button', { name: /^the King of Hearts/ }).click();
  said = await feedbackAfter(page, seq);
  assert.equal(said, '✓ Correct: the King of Hearts. The King of Hearts follows suit and is the highest Heart so far.');
  // The step's `after` cards complete the trick; its winner and the core's reason are shown.
  await page.waitForFunction(() => document.querySelectorAll('.trick .trick-card').length === 4);
  await atStep(page, 3);
  assert.deepEqual(await page.$$eval('.trick .trick-card', (li) => li.map((l) => l.dataset.code)), ['H7', 'HK', 'H9', 'HQ']);
  assert.equal(await page.locator('.trick-card.winner').getAttribute('data-code'), 'HK');
  assert.match(await page.locator('.trick-why').textContent(), /^You take the trick\. The King of Hearts wins/);
  assert.match(page.url(), /#\/lesson\/french-tarot\/following-suit-test\/3$/);
  await screenshot(page, 'lesson');

  // A "which card wins?" question: a wrong pick is told so, without the answer, as for any question.
  await page.getByRole('button', { name: /Next/ }).click();
  await atStep(page, 4);
  seq = await feedbackSeq(page);
  await page.getByRole('button', { name: 'the 9 of Hearts, played by Right' }).click();
  said = await feedbackAfter(page, seq);
  assert.equal(said, '✗ No: the 9 of Hearts does not take this trick. Try another card, or take a hint.');
  assert.equal(await page.locator('.lesson-page').getAttribute('data-answered'), 'false', 'the question stays open for another try');
  seq = await feedbackSeq(page);
  await page.getByRole('button', { name: 'the King of Hearts, played by You' }).click();
  assert.match(await feedbackAfter(page, seq), /^✓ Correct: the King of Hearts takes the trick\./);

  // Back keeps what was answered.
  await page.getByRole('button', { name: /Back/ }).click();
  await atStep(page, 3);
  assert.match(page.url(), /following-suit-test\/3$/);
  assert.match(await page.locator('#feedback').textContent(), /Correct: the King of Hearts/);

  // A deep link straight to step 5, a question with its own table.
  await page.goto(`${site.baseUrl}?speed=fast#/lesson/${LESSON}/5`);
  await page.waitForSelector('body[data-ready="true"]');
  await atStep(page, 5);
  assert.deepEqual(await handCodes(page), ['S5', 'H2', 'T3']);
  assert.deepEqual(await page.$$eval('.trick .trick-card', (li) => li.map((l) => l.dataset.code)), ['S10']);
  await page.getByRole('button', { name: 'the 2 of Hearts', exact: true }).click();
  assert.equal(await page.getByRole('button', { name: 'the 2 of Hearts', exact: true }).getAttribute('aria-pressed'), 'true');
  seq = await feedbackSeq(page);
  await page.getByRole('button', { name: 'Check my marks' }).click();
  said = await feedbackAfter(page, seq);
  assert.match(said, /The 2 of Hearts may not be played\. The 10 of Spades set the suit to Spades\. You hold the 5 of Spades, a Spade, so you must follow Spades/);
  assert.match(said, /One more card may be played that you did not mark\./);
  await page.getByRole('button', { name: 'the 2 of Hearts', exact: true }).click();
  await page.getByRole('button', { name: 'the 5 of Spades', exact: true }).click();
  seq = await feedbackSeq(page);
  await page.getByRole('button', { name: 'Check my marks' }).click();
  assert.match(await feedbackAfter(page, seq), /^✓ Correct: you may play the 5 of Spades\./);

  // Counting: the cards to count are shown; a wrong number is refused, the right one accepted.
  await page.getByRole('button', { name: /Next/ }).click();
  await atStep(page, 6);
  assert.deepEqual(await page.$$eval('.count-cards .card-static', (cs) => cs.map((c) => c.dataset.code)), ['H7', 'HK', 'H9', 'HQ']);
  await page.getByLabel('Points').fill('8');
  seq = await feedbackSeq(page);
  await page.getByRole('button', { name: 'Check' }).click();
  assert.equal(await feedbackAfter(page, seq), '✗ Not 8. It is more than that. Count again, or take a hint.');
  await page.getByLabel('Points').fill('9');
  seq = await feedbackSeq(page);
  await page.getByRole('button', { name: 'Check' }).click();
  assert.match(await feedbackAfter(page, seq), /^✓ Correct: 9\./);
  await page.getByRole('button', { name: /Finish/ }).click();
  assert.match(await page.locator('.lesson-summary').textContent(), /Lesson finished/);

  assert.deepEqual(problems, []);
  await page.close();
});

test('Burro: drawing from the stock is a choice beside the cards, and a wrong pass is explained', async () => {
  const { page, problems } = await newPage();
  await openLessonFile(page, site.baseUrl, 'burro-draw.json');
  await page.getByRole('link', { name: 'Play it' }).click();
  await atStep(page, 1);
  assert.equal(await page.locator('.stock-note').textContent(), 'The stock holds 6 cards.');
  let seq = await feedbackSeq(page);
  await page.getByRole('button', { name: 'the Rey of Bastos', exact: true }).click();
  assert.match(await feedbackAfter(page, seq), /The Rey of Bastos may not be played\. The 5 of Oros set the suit to Oros\. You hold no Oros and the stock is not empty, so you must draw/);
  seq = await feedbackSeq(page);
  await page.getByRole('button', { name: 'pass', exact: true }).click();
  assert.match(await feedbackAfter(page, seq), /^✗ Pass: not allowed\. .*and may not pass\.$/);
  seq = await feedbackSeq(page);
  await page.getByRole('button', { name: 'draw from the stock' }).click();
  assert.match(await feedbackAfter(page, seq), /^✓ Correct: draw from the stock\. With cards in the stock, you draw until you can follow\./);
  assert.deepEqual(problems, []);
  await page.close();
});

test('progress survives a reload; damaged progress is reset with a notice', async () => {
  const { page, problems } = await newPage();
  await openLessonFile(page, site.baseUrl, 'following-suit.json');
  await page.getByRole('link', { name: 'Play it' }).click();
  await atStep(page, 1);
  for (let step = 2; step <= 3; step++) {
    await page.getByRole('button', { name: /Next|Skip/ }).click();
    await atStep(page, step);
  }
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await atStep(page, 3);
  // A lesson opened from a file keeps its progress apart from the curriculum's.
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('tutor.opened-progress')));
  assert.equal(stored.lessons[LESSON].reached, 3);
  await open(page, site.baseUrl, '#/');
  const item = page.locator(`.lesson-item[data-lesson="${LESSON}"]`);
  assert.equal(await item.locator('.lesson-status').textContent(), 'In progress: step 3 of 6');
  assert.match(await item.locator('.lesson-link').getAttribute('href'), /following-suit-test\/3$/, 'the link continues where the learner was');

  // Text that is not JSON.
  await page.evaluate(() => localStorage.setItem('tutor.progress', '{"version": 1, "lessons": {'));
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await page.locator('.notice').textContent(), /saved progress could not be read .* reset/);
  assert.equal(await page.evaluate(() => localStorage.getItem('tutor.progress')), null);
  assert.equal(await page.locator('section.game').count() >= 7, true, 'the app still works');

  // One damaged entry among good ones: only it is dropped, and named.
  await page.evaluate(() =>
    localStorage.setItem(
      'tutor.opened-progress',
      JSON.stringify({
        version: 1,
        lessons: {
          'french-tarot/following-suit-test': { reached: 2, done: false, stars: 0, mistakes: 0, hints: 0 },
          'texas-42/broken': { reached: 'three', done: 'maybe', stars: 9 },
        },
      }),
    ),
  );
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await page.locator('.notice').textContent(), /Saved progress for one lesson \(texas-42\/broken\) was damaged and has been reset\./);
  assert.equal(await item.locator('.lesson-status').textContent(), 'In progress: step 2 of 6');

  // Reset per lesson.
  await item.getByRole('button', { name: /Reset progress/ }).click();
  assert.equal(await item.locator('.lesson-status').textContent(), '6 steps · not started');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a broken lesson file is rejected with its problems listed in plain words', async () => {
  const { page, problems } = await newPage();
  await openLessonFile(page, site.baseUrl, 'broken-lesson.json');
  assert.match(await page.locator('#open-result h2').textContent(), /^“broken-lesson\.json” has \d+ problems$/);
  const items = await page.locator('#open-result .problems li').allTextContents();
  assert.ok(
    items.includes(
      'Step 2, card S5 (the 5 of Spades): "S5" is accepted, but it may not be played here: The 7 of Hearts set the suit to Hearts. You hold the 2 of Hearts, a Heart, so you must follow Hearts and may not play the 5 of Spades.',
    ),
    items.join('\n'),
  );
  assert.ok(items.includes('Step 3, card X9 (X9): "X9" in "table.hand" is not a card of French Tarot.'), items.join('\n'));
  assert.equal(await page.getByRole('link', { name: 'Play it' }).count(), 0, 'a broken lesson cannot be played');

  // A file dropped on the page is checked the same way.
  const good = readFileSync(path.join(fixtures, 'following-suit.json'), 'utf8');
  await page.evaluate((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
    document.querySelector('.drop-zone').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, good);
  await page.waitForFunction(() => document.querySelector('#open-result h2')?.textContent.includes('is ready'));
  assert.equal(await page.locator('#open-result h2').textContent(), '“Following suit (test lesson)” is ready');

  // Not JSON at all: the core says where.
  await page.setInputFiles('#lesson-file', { name: 'oops.json', mimeType: 'application/json', buffer: Buffer.from('{\n  "format": oops\n}') });
  await page.waitForFunction(() => document.querySelector('#open-result h2')?.textContent.includes('oops.json'));
  assert.match(await page.locator('#open-result .problems').textContent(), /^The file: not JSON: line 2, column 13/);

  // Text in a lesson is shown as text, never as HTML.
  const sneaky = JSON.stringify({
    format: 'tutor-lesson/1',
    id: 'french-tarot/sneaky',
    game: 'french-tarot',
    title: '<img src=x onerror="document.title=1">Sneaky',
    summary: 'Text only.',
    steps: [{ text: '<b>bold?</b> <script>alert(1)</script>' }],
  });
  await page.setInputFiles('#lesson-file', { name: 'sneaky.json', mimeType: 'application/json', buffer: Buffer.from(sneaky) });
  await page.waitForFunction(() => document.querySelector('#open-result h2')?.textContent.includes('Sneaky'));
  await page.getByRole('link', { name: 'Play it' }).click();
  await atStep(page, 1);
  assert.equal(await page.locator('h1').textContent(), '<img src=x onerror="document.title=1">Sneaky');
  assert.equal(await page.locator('.step-text').textContent(), '<b>bold?</b> <script>alert(1)</script>');
  assert.equal(await page.locator('#app img, #app b, #app script').count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
});

test('presenter mode: the answer stays hidden until revealed; clicker keys; every hand face up; handout', async () => {
  const { page, problems } = await newPage({ width: 1600, height: 1000 });
  await openLessonFile(page, site.baseUrl, 'following-suit.json');
  await page.getByRole('link', { name: 'Present it' }).click();
  await atStep(page, 1);
  assert.equal(await page.locator('.lesson-page.presenter').count(), 1);
  await page.keyboard.press('PageDown');
  await atStep(page, 2);
  await page.keyboard.press('ArrowRight');
  await atStep(page, 3);
  assert.match(await page.locator('.prompt').textContent(), /Ask the room\. The answer stays hidden until you reveal it\./);
  // Focus waits on Reveal, not in the hand, so the clicker's arrows and space still go forward.
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('nav-reveal')), true);
  assert.equal(await page.locator('#feedback').textContent(), '');
  assert.equal(await page.locator('.is-answer, .is-legal').count(), 0, 'nothing gives the answer away');
  assert.equal(await page.locator('.seat:not(.seat-learner) .hand.face-down').count(), 3);

  await page.getByRole('button', { name: 'Show all hands' }).click();
  assert.equal(await page.locator('.seat:not(.seat-learner) .hand.face-up').count(), 3);
  assert.equal(await page.locator('.seat[data-seat="2"] .card-static').count(), 18);
  await screenshot(page, 'presenter');

  // Space on a focused button presses it; elsewhere it is the clicker's "forward".
  await page.locator('h1').focus();
  await page.keyboard.press('Space');
  await page.waitForFunction(() => document.querySelector('.lesson-page')?.dataset.answered === 'true');
  assert.match(await page.locator('#feedback').textContent(), /The answer: the King of Hearts\. The King of Hearts follows suit/);
  await atStep(page, 3);
  assert.equal(await page.locator('.trick .trick-card').count(), 4, 'after the reveal the trick is played on');
  await page.keyboard.press('PageDown');
  await atStep(page, 4);
  await page.keyboard.press('PageUp');
  await atStep(page, 3);
  assert.match(page.url(), /#\/present\/french-tarot\/following-suit-test\/3$/);

  await page.getByRole('link', { name: 'Printable handout' }).click();
  await page.waitForSelector('.handout');
  assert.equal(await page.locator('.handout-step').count(), 6);
  assert.match(await page.locator('.handout-step').nth(2).locator('.handout-answer').textContent(), /the King of Hearts/);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('.handout-tools').isVisible(), false, 'the print stylesheet hides the buttons');
  assert.equal(await page.locator('.handout-step .table').first().isVisible(), true, 'and keeps the diagrams');
  await page.emulateMedia({ media: 'screen' });
  assert.deepEqual(problems, []);
  await page.close();
});

test('keyboard only: reach a card, answer, move on; phone width without sideways scrolling', async () => {
  const { page, problems } = await newPage({ width: 360, height: 740 });
  await openLessonFile(page, site.baseUrl, 'following-suit.json');
  await page.goto(`${site.baseUrl}?speed=fast#/lesson/${LESSON}/3`);
  await page.waitForSelector('body[data-ready="true"]');
  await atStep(page, 3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no sideways scrolling at 360 px (${overflow}px)`);

  // The hand is one Tab stop; the arrow keys move between its cards.
  let inHand = false;
  for (let i = 0; i < 40 && !inHand; i++) {
    await page.keyboard.press('Tab');
    inHand = await page.evaluate(() => Boolean(document.activeElement?.closest('#hand')));
  }
  assert.ok(inHand, 'Tab reaches the hand');
  assert.equal(await page.locator('#hand button[tabindex="0"]').count(), 1, 'one Tab stop in the hand');
  let found = false;
  for (let i = 0; i < 30 && !found; i++) {
    found = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'the King of Hearts');
    if (!found) await page.keyboard.press('ArrowRight');
  }
  assert.ok(found, 'the arrow keys reach the King of Hearts');
  const seq = await feedbackSeq(page);
  await page.keyboard.press('Enter');
  assert.match(await feedbackAfter(page, seq), /^✓ Correct: the King of Hearts/);
  assert.equal(await page.locator('#feedback').getAttribute('aria-live'), 'polite');
  await atStep(page, 3);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Next ▶', 'focus moves to Next');
  await page.keyboard.press('Enter');
  await atStep(page, 4);
  // The next step is a "which card wins?" question: focus is on its first control, a card of the trick.
  await page.waitForFunction(() => Boolean(document.activeElement?.closest('.trick')));
  assert.equal(await page.locator('.nav-next').isDisabled(), true, 'Next waits for the answer: a second Enter cannot skip');
  await screenshot(page, 'lesson-phone');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a whole hand: a bid chosen by its button, a chien discard picked card by card', async () => {
  const { page, problems } = await newPage();
  await openLessonFile(page, site.baseUrl, 'whole-hand.json');
  await page.getByRole('link', { name: 'Play it' }).click();
  await atStep(page, 1);
  await page.getByRole('button', { name: /Next/ }).click();
  await atStep(page, 2);
  assert.deepEqual(await page.locator('.action-log li').allTextContents(), ['Left: Pass']);
  assert.equal(await page.locator('.trick-caption').textContent(), 'Bidding');
  // The buttons are the core's labels of its legal moves.
  const bids = await page.locator('.action-choices button').allTextContents();
  assert.deepEqual(bids, ['Bid Petite', 'Bid Garde', 'Bid Garde sans le chien', 'Bid Garde contre le chien', 'Pass']);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Bid Petite', 'a bid is chosen from the buttons: focus is on the first');

  // A legal bid the lesson does not want: the author's reason; then the right one.
  let seq = await feedbackSeq(page);
  await page.getByRole('button', { name: 'Bid Petite' }).click();
  assert.equal(await feedbackAfter(page, seq), '◐ Bid Petite: not the best choice here. Legal, but weaker.');
  seq = await feedbackSeq(page);
  await page.getByRole('button', { name: 'Bid Garde', exact: true }).click();
  assert.match(await feedbackAfter(page, seq), /^✓ Correct: Bid Garde\./);

  // The discard: six cards clicked one by one in the hand with the chien in it; a bout is
  // refused at once with the core's own sentence, a card is put back by clicking it again or
  // with Undo, and the right six are accepted once checked.
  await page.getByRole('button', { name: /Next/ }).click();
  await atStep(page, 3);
  assert.equal(await page.locator('.trick-caption').textContent(), 'Discarding');
  assert.equal((await handCodes(page)).length, 24, 'the taker holds the chien');
  const pick = (code) => page.locator(`#hand button.card[data-code="${code}"]`).click();
  seq = await feedbackSeq(page);
  await pick('T21');
  assert.match(await feedbackAfter(page, seq), /^✗ .+: not allowed\. The 21 of trumps may not be discarded: Kings and the bouts \(the 1 and the 21 of trumps and the Excuse\) never go into the chien\.$/);
  assert.deepEqual(await handCodes(page, '.is-refused'), ['T21']);
  for (const code of ['C1', 'C3', 'C5', 'C6', 'C8']) {
    await pick(code);
    await page.waitForFunction((c) => document.querySelector(`#hand button.card[data-code="${c}"]`)?.getAttribute('aria-pressed') === 'true', code);
  }
  assert.deepEqual(await handCodes(page, '.is-chosen'), ['C1', 'C3', 'C5', 'C6', 'C8']);
  assert.equal(await page.locator('.pending-moves').textContent(), 'So far: Discard the Ace, the 3, the 5, the 6 and the 8 of Clubs.');
  await screenshot(page, 'lesson-whole-hand');
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.deepEqual(await handCodes(page, '.is-chosen'), ['C1', 'C3', 'C5', 'C6']);
  await pick('C1');
  assert.deepEqual(await handCodes(page, '.is-chosen'), ['C3', 'C5', 'C6']);
  for (const code of ['C1', 'C8', 'C10']) await pick(code);
  assert.deepEqual(await handCodes(page, '.is-chosen'), ['C1', 'C3', 'C5', 'C6', 'C8', 'C10']);
  seq = await feedbackSeq(page);
  await page.getByRole('button', { name: 'Check my answer' }).click();
  assert.match(await feedbackAfter(page, seq), /^✓ Correct: Discard the .+ and the .+\./);
  assert.deepEqual(problems, []);
  await page.close();
});

/**
 * The single moves an action stands for (docs/api.md, `hand`), as the app takes actions apart;
 * an object of plain members is one move (Piedmont's Good with its call).
 */
function movesOf(action) {
  if (Array.isArray(action)) return action.flatMap(movesOf);
  if (!Object.values(action).some(Array.isArray)) return [action];
  const out = [];
  for (const [key, value] of Object.entries(action)) {
    if (!Array.isArray(value)) {
      out.push({ [key]: value });
      continue;
    }
    for (const item of value) {
      if (item && typeof item === 'object' && 'kind' in item) {
        out.push({ [key]: item.kind });
        for (const card of item.cards) out.push({ show: card });
      } else {
        out.push({ [key]: item });
      }
    }
  }
  return out;
}

const canonical = (move) => JSON.stringify(Object.keys(move).sort().map((k) => [k, move[k]]));

test('every whole-hand lesson of the curriculum: each action question answered by clicking its moves', async () => {
  const { page, problems } = await newPage();
  const lessonsDir = path.join(repo, 'lessons');
  let answered = 0;
  for (const game of readdirSync(lessonsDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const file of readdirSync(path.join(lessonsDir, game.name)).filter((n) => n.endsWith('.json'))) {
      const lesson = JSON.parse(readFileSync(path.join(lessonsDir, game.name, file), 'utf8'));
      if (lesson.whole_hand !== true) continue;
      for (const [i, step] of lesson.steps.entries()) {
        if (step.ask !== 'action') continue;
        await open(page, site.baseUrl, `#/lesson/${lesson.id}/${i + 1}`);
        await atStep(page, i + 1);
        const where = `${lesson.id} step ${i + 1}`;
        // One of the accepted answers, whole or (an older compound form) as its moves.
        const wanted = movesOf(step.accept[0]);
        const seq = await feedbackSeq(page);
        for (const move of wanted) {
          if (move.done === true) continue;
          const key = canonical(move);
          const buttons = page.locator('.answer-box .action-choices button.action-choice');
          const at = (await buttons.evaluateAll((bs) => bs.map((b) => b.dataset.move))).findIndex((m) => canonical(JSON.parse(m)) === key);
          if (at >= 0) {
            await buttons.nth(at).click();
          } else {
            const card = Object.values(move).find((v) => typeof v === 'string');
            assert.ok(card, `${where}: ${JSON.stringify(move)} is offered`);
            await page.locator(`#hand button.card[data-code="${card}"]`).click();
            const offer = page.locator('.answer-box .move-offer');
            if ((await offer.count()) > 0) {
              const offered = await offer.locator('button.action-choice').evaluateAll((bs) => bs.map((b) => b.dataset.move));
              const k = offered.findIndex((m) => canonical(JSON.parse(m)) === key);
              assert.ok(k >= 0, `${where}: ${JSON.stringify(move)} is offered for ${card}`);
              await offer.locator('button.action-choice').nth(k).click();
            }
          }
          if ((await page.locator('.lesson-page').getAttribute('data-answered')) === 'true') break;
        }
        if ((await page.locator('.lesson-page').getAttribute('data-answered')) !== 'true') {
          const done = page.locator('.answer-box').getByRole('button', { name: DONE });
          const check = page.locator('.answer-box').getByRole('button', { name: 'Check my answer' });
          if ((await check.count()) > 0) await check.click();
          else if ((await done.count()) > 0) await done.click();
        }
        const said = await feedbackAfter(page, seq);
        assert.match(said, /^✓ Correct: /, `${where}: ${said}`);
        assert.equal(await page.locator('.lesson-page').getAttribute('data-answered'), 'true', where);
        answered += 1;
      }
    }
  }
  assert.ok(answered >= 10, `every action question answered (${answered})`);
  assert.deepEqual(problems, []);
  await page.close();
});
