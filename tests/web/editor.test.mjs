// The lesson editor in Chromium, driven the way a teacher who writes no JSON would: a lesson
// built by clicking (cards dealt into a hand, a scripted play, a step that tells, a play
// question and its accepted answer), a refused answer shown with the core's sentence beside its
// step, the draft kept across a reload, the lesson exported, opened again in the editor and
// played in the lesson player; and the editor's screenshots at three sizes.
//
// Needs the built site (npm run build:web) and Debian's Chromium. Run: node --test tests/web/editor.test.mjs

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { atStep, feedbackAfter, feedbackSeq, open, repo, screenshot, startSite, watch } from './helpers.mjs';

let site;
let scratch;

before(async () => {
  site = await startSite();
  scratch = mkdtempSync(path.join(tmpdir(), 'tutor-editor-'));
});

after(async () => {
  await site?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

async function newPage(viewport = { width: 1280, height: 800 }) {
  const context = await site.browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  return { page, context, problems: watch(page) };
}

/** The step of the editor's list, by its number. */
function step(page, n) {
  return page.locator(`.editor-step[data-step="${n}"]`);
}

/** The panel of the step being edited: its table, plays and question. */
function detail(page, n) {
  return page.locator(`.editor-selected[data-step="${n}"]`);
}

/** Waits for the core's check to have run on what was typed or clicked last. */
async function checked(page, problems) {
  await page.waitForFunction((n) => document.querySelector('.editor-status-line')?.dataset.problems === String(n), problems, { timeout: 10_000 });
}

/** Builds the lesson of these tests by clicking; returns the codes the learner's hand holds. */
async function buildLesson(page) {
  await open(page, site.baseUrl, '#/edit');
  await page.getByLabel('Game', { exact: true }).selectOption('french-tarot');
  await page.getByLabel('dealer', { exact: true }).selectOption('3');
  await page.getByLabel('leader', { exact: true }).selectOption('0');
  await page.getByLabel('learner', { exact: true }).selectOption('1');
  await page.getByLabel('File name').fill('built-in-the-editor');
  await page.getByLabel('Title', { exact: true }).fill('Follow the suit led');
  await page.getByLabel('Summary', { exact: true }).fill('Hearts were led: you follow Hearts.');

  // The deal: a few cards clicked into two hands, the rest completed from the seed and written out.
  await page.locator('.editor-seats button[data-seat="1"]').click();
  for (const code of ['H2', 'H9', 'S5', 'T3', 'FOOL']) await page.locator(`.editor-pack button[data-code="${code}"]`).click();
  await page.locator('.editor-seats button[data-seat="0"]').click();
  await page.locator('.editor-pack button[data-code="H7"]').click();
  assert.equal(await page.locator('.editor-pack button[data-code="H9"]').getAttribute('data-seat'), '1');
  assert.match(await page.locator('.editor-seats button[data-seat="1"]').textContent(), /5 of 18 listed/);
  await page.getByRole('button', { name: 'Complete the hands from the seed' }).click();
  assert.match(await page.locator('.editor-seats button[data-seat="1"]').textContent(), /18 of 18 listed/);
  assert.equal(await page.locator('.editor-pack button[data-code="H7"]').getAttribute('data-seat'), '0');

  // Step 1 tells.
  await step(page, 1).getByLabel('Text', { exact: true }).fill('Welcome. The player on your left leads the first trick.');
  // Step 2 tells and scripts seat 0's card, played by clicking it: only legal cards are taken.
  await page.getByRole('button', { name: 'Add a step that tells' }).click();
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.focusKey), 'step-text-2', 'focus goes to the new step');
  await step(page, 2).getByLabel('Text', { exact: true }).fill('The player on your left leads the 7 of Hearts.');
  await detail(page, 2).locator('.editor-hand[data-role="play"] button[data-code="H7"]').click();
  assert.deepEqual(await detail(page, 2).locator('.editor-scripted-cards .card-static').evaluateAll((c) => c.map((e) => e.dataset.code)), ['H7']);

  // Step 3 asks which card to play: the accepted answer is clicked in the learner's hand.
  await page.getByRole('button', { name: 'Add a question' }).click();
  await step(page, 3).getByLabel('Text', { exact: true }).fill('Your turn. Which card do you play?');
  const hand = await detail(page, 3).locator('.editor-hand[data-role="answer"] button.card').evaluateAll((b) => b.map((e) => e.dataset.code));
  assert.equal(hand.length, 18);
  const legal = await detail(page, 3).locator('.editor-hand[data-role="answer"] button.card.is-legal').evaluateAll((b) => b.map((e) => e.dataset.code));
  assert.ok(legal.includes('H9') && legal.includes('H2') && !legal.includes('S5'), `the core's legal cards: ${legal}`);
  await detail(page, 3).locator('.editor-hand[data-role="answer"] button[data-code="H9"]').click();
  assert.equal(await detail(page, 3).locator('.editor-hand[data-role="answer"] button[data-code="H9"]').getAttribute('aria-pressed'), 'true');
  // Each other legal card needs a reason: until given, the core says so beside the step.
  await checked(page, legal.length - 1);
  assert.match(await step(page, 3).locator('.editor-problems').textContent(), /"H2" is legal here, so it must be accepted or given a reason in "not_best"\./);
  for (const input of await detail(page, 3).locator('.editor-not-best input').all()) await input.fill('Legal, but the 9 of Hearts is the card this lesson is about.');
  await detail(page, 3).getByLabel('Hints').fill('Hearts were led, and you hold Hearts.');
  await detail(page, 3).getByLabel('Explanation').fill('You hold Hearts, so you follow Hearts.');
  await checked(page, 0);
  return hand;
}

test('a lesson built by clicking, refused where wrong, kept across a reload, exported, opened again and played', async () => {
  const { page, context, problems } = await newPage();
  const hand = await buildLesson(page);
  assert.ok(hand.includes('S5'));

  // A card the rules refuse, marked as accepted: the core's sentence stands beside the step.
  await detail(page, 3).locator('.editor-hand[data-role="answer"] button[data-code="S5"]').click();
  await checked(page, 1);
  const said = await step(page, 3).locator('.editor-problems').textContent();
  assert.match(said, /"S5" is accepted, but it may not be played here: The 7 of Hearts set the suit to Hearts\. You hold .*, so you must follow Hearts and may not play the 5 of Spades\./);
  assert.equal(await step(page, 1).locator('.editor-problems li').count(), 0, 'only the step at fault shows it');
  await page.getByRole('button', { name: 'Preview in the lesson player' }).click();
  assert.match(await page.locator('.editor-status-line').textContent(), /Fix the problem the core found first/);
  await detail(page, 3).locator('.editor-hand[data-role="answer"] button[data-code="S5"]').click();
  await checked(page, 0);

  // After the answer, the learner's card is played by clicking it too.
  await detail(page, 3).locator('.editor-hand[data-role="after"] button[data-code="H9"]').click();
  await checked(page, 0);

  // The draft survives a reload, under its name.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await checked(page, 0);
  assert.equal(await page.getByLabel('Draft name', { exact: true }).inputValue(), 'My first lesson');
  assert.equal(await step(page, 3).getByLabel('Text', { exact: true }).inputValue(), 'Your turn. Which card do you play?');
  assert.equal(await page.locator('.editor-step').count(), 3);

  // Exported as a file: the lesson as written, every card of the learner's hand listed.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the lesson file' }).click();
  const download = await downloading;
  assert.equal(download.suggestedFilename(), 'built-in-the-editor.json');
  const file = path.join(scratch, download.suggestedFilename());
  await download.saveAs(file);
  const lesson = JSON.parse(readFileSync(file, 'utf8'));
  assert.equal(lesson.id, 'french-tarot/built-in-the-editor');
  assert.equal(lesson.learner, 1);
  assert.equal(lesson.deal.hands[1].length, 18);
  assert.deepEqual(lesson.steps.map((s) => s.ask ?? null), [null, null, 'play']);
  assert.deepEqual(lesson.steps[1].play, ['H7']);
  assert.deepEqual(lesson.steps[2].accept, ['H9']);
  assert.deepEqual(lesson.steps[2].after, ['H9']);

  // Opened again in the editor, as a new draft named after the file.
  await page.getByRole('button', { name: 'New lesson' }).click();
  assert.equal(await page.locator('.editor-step').count(), 1);
  await page.setInputFiles('#editor-file', file);
  await page.waitForFunction(() => document.querySelectorAll('.editor-step').length === 3);
  await checked(page, 0);
  assert.equal(await page.getByLabel('Draft name', { exact: true }).inputValue(), 'built-in-the-editor');
  assert.deepEqual(await page.locator('#main select').first().evaluate((s) => [...s.options].map((o) => o.value).sort()), ['My first lesson', 'New lesson', 'built-in-the-editor'].sort());

  // A draft has its own address.
  await page.goto('about:blank');
  await open(page, site.baseUrl, `#/edit?draft=${encodeURIComponent('My first lesson')}`);
  assert.equal(await page.getByLabel('Draft name', { exact: true }).inputValue(), 'My first lesson');
  await page.getByLabel('Draft', { exact: true }).selectOption('built-in-the-editor');
  assert.match(page.url(), /#\/edit\?draft=built-in-the-editor$/);
  await checked(page, 0);

  // Previewed in the lesson player and played: the right card gets the author's explanation.
  await page.getByRole('button', { name: 'Preview in the lesson player' }).click();
  await page.waitForURL(/#\/lesson\/french-tarot\/built-in-the-editor\/1$/);
  await atStep(page, 1);
  await page.getByRole('button', { name: /Next/ }).click();
  await atStep(page, 2);
  await page.getByRole('button', { name: /Next/ }).click();
  await atStep(page, 3);
  let seq = await feedbackSeq(page);
  await page.getByRole('button', { name: 'the 5 of Spades', exact: true }).click();
  assert.match(await feedbackAfter(page, seq), /The 5 of Spades may not be played/);
  seq = await feedbackSeq(page);
  await page.getByRole('button', { name: /^the 9 of Hearts/ }).click();
  assert.match(await feedbackAfter(page, seq), /^✓ Correct: the 9 of Hearts\. You hold Hearts, so you follow Hearts\./);
  // Back from the preview, the editor shows the draft previewed.
  await page.goBack();
  await page.waitForSelector('.editor-page');
  assert.equal(await page.getByLabel('Draft name', { exact: true }).inputValue(), 'built-in-the-editor');
  assert.deepEqual(problems, []);
  await context.close();
});

test("a learner's hand listed in part: the core names the cause beside the deal, until the hand is written out", async () => {
  const { page, context, problems } = await newPage();
  await open(page, site.baseUrl, '#/edit');
  await page.getByLabel('Game', { exact: true }).selectOption('french-tarot');
  await page.getByLabel('dealer', { exact: true }).selectOption('3');
  await page.getByLabel('leader', { exact: true }).selectOption('0');
  await page.getByLabel('learner', { exact: true }).selectOption('1');
  await page.locator('.editor-seats button[data-seat="1"]').click();
  for (const code of ['H2', 'H9', 'S5']) await page.locator(`.editor-pack button[data-code="${code}"]`).click();
  await page.locator('.editor-seats button[data-seat="0"]').click();
  await page.locator('.editor-pack button[data-code="H7"]').click();
  await detail(page, 1).locator('.editor-hand[data-role="play"] button[data-code="H7"]').click();
  await page.getByRole('button', { name: 'Add a question' }).click();
  await step(page, 2).getByLabel('Text', { exact: true }).fill('Which card do you play?');
  await detail(page, 2).locator('.editor-hand[data-role="answer"] button[data-code="H9"]').click();
  await detail(page, 2).locator('.editor-hand[data-role="answer"] button[data-code="H2"]').click();
  // The seed dealt the learner 15 cards the lesson never names: one sentence says so, by the deal.
  const cause = page.locator('[data-problems-for="deal"]');
  await page.waitForFunction(() => document.querySelector('[data-problems-for="deal"]')?.textContent.includes('lists 3 of 18'));
  assert.match(await cause.textContent(), /The learner's hand lists 3 of 18 cards; the other 15 came from the seed \(.*\), and the answers of step 2 were judged on them: list all 18 of the learner's cards in "deal.hands\[1\]"\./);
  assert.equal(await step(page, 2).locator('.editor-problems li').count(), 0, 'no symptom beside the step');
  // Written out, the hand is the lesson's own: the cause is gone.
  await page.getByRole('button', { name: 'Complete the hands from the seed' }).click();
  assert.equal(await cause.locator('li').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a question on a table of its own, made by clicking cards into the trick and the hand', async () => {
  const { page, context, problems } = await newPage();
  await open(page, site.baseUrl, '#/edit');
  await page.getByRole('button', { name: 'New lesson' }).click();
  await page.getByLabel('Game', { exact: true }).selectOption('burro');
  await page.getByRole('button', { name: 'No deal: each question has its own table' }).click();
  await step(page, 1).getByLabel('Text', { exact: true }).fill('The 3 of Copas was led. You hold no Copas. What do you do?');
  await detail(page, 1).getByLabel('Question', { exact: true }).selectOption('play');
  await detail(page, 1).getByRole('button', { name: 'On a table of its own' }).click();
  await detail(page, 1).locator('button[data-part="trick"]').click();
  await detail(page, 1).locator('.editor-own-table button[data-code="H3"]').click();
  await detail(page, 1).locator('button[data-part="hand"]').first().click();
  for (const code of ['S1', 'C6']) await detail(page, 1).locator(`.editor-own-table button[data-code="${code}"]`).click();
  await detail(page, 1).getByLabel('Cards left in the stock (only where players draw)').fill('10');
  // The core's answer for this table: the player must draw; the cards say why they may not be played.
  await detail(page, 1).locator('.editor-hand[data-role="answer"] button[data-code="draw"]').click();
  await checked(page, 0);
  const lesson = await page.evaluate(() => JSON.parse(localStorage.getItem('tutor.editor-drafts')).find((d) => d.name.startsWith('New lesson')).lesson);
  assert.equal('deal' in lesson, false);
  assert.deepEqual(lesson.steps[0].table, { trick: ['H3'], hand: ['S1', 'C6'], stock: 10 });
  assert.deepEqual(lesson.steps[0].accept, ['draw']);
  // A card marked as the answer instead: the core's sentence beside the step.
  await detail(page, 1).locator('.editor-hand[data-role="answer"] button[data-code="S1"]').click();
  await checked(page, 1);
  assert.match(await step(page, 1).locator('.editor-problems').textContent(), /"S1" is accepted, but it may not be played here: /);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a count question: the cards clicked, the points typed, the core\'s count beside a wrong one', async () => {
  const { page, context, problems } = await newPage();
  await open(page, site.baseUrl, '#/edit');
  await page.getByRole('button', { name: 'New lesson' }).click();
  await page.getByLabel('Game', { exact: true }).selectOption('french-tarot');
  await step(page, 1).getByLabel('Text', { exact: true }).fill('How many points are the three bouts worth?');
  await detail(page, 1).getByLabel('Question', { exact: true }).selectOption('count');
  for (const code of ['T1', 'T21', 'FOOL']) await detail(page, 1).locator(`.editor-pack button[data-code="${code}"]`).click();
  await detail(page, 1).getByLabel('Points (accepted answer)').fill('13');
  await page.waitForFunction(() => document.querySelector('[data-problems-for="1"]')?.textContent.includes('is 13,'));
  assert.match(await step(page, 1).locator('.editor-problems').textContent(), /"accept" is 13, but the core counts 13\.5 points\./);
  await detail(page, 1).getByLabel('Points (accepted answer)').fill('13.5');
  await checked(page, 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('damaged drafts are left out, and the editor starts', async () => {
  const { page, context, problems } = await newPage();
  await open(page, site.baseUrl, '#/');
  await page.evaluate(() => localStorage.setItem('tutor.editor-drafts', JSON.stringify([{ name: 'broken', lesson: 'not a lesson' }, 7, { name: '', lesson: { steps: [] } }])));
  await open(page, site.baseUrl, '#/edit');
  assert.deepEqual(await page.getByLabel('Draft', { exact: true }).evaluate((s) => [...s.options].map((o) => o.value)), ['My first lesson']);
  // Deleting asks first; declined, nothing goes.
  page.once('dialog', (d) => d.dismiss());
  await page.getByRole('button', { name: 'Delete this draft' }).click();
  assert.equal(await page.getByLabel('Draft name', { exact: true }).inputValue(), 'My first lesson');
  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: 'Delete this draft' }).click();
  assert.deepEqual(await page.getByLabel('Draft', { exact: true }).evaluate((s) => [...s.options].map((o) => o.value)), ['New lesson']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a browser that keeps nothing: the editor says so and still checks', async () => {
  const { page, context, problems } = await newPage();
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await open(page, site.baseUrl, '#/edit');
  await step(page, 1).getByLabel('Text', { exact: true }).fill('');
  await checked(page, 1);
  assert.match(await page.locator('.editor-status-line').textContent(), /^This browser would not keep the draft .*: export the lesson file to keep it\. The core finds a problem/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a whole hand: a bid taken by clicking the move the core offers, the learner\'s bid asked and its reasons given', async () => {
  const { page, context, problems } = await newPage();
  await open(page, site.baseUrl, '#/edit');
  await page.getByRole('button', { name: 'New lesson' }).click();
  await page.getByLabel('Game', { exact: true }).selectOption('french-tarot');
  await page.getByLabel('Whole hand', { exact: true }).selectOption('yes');
  assert.equal(await page.getByLabel('leader', { exact: true }).count(), 0, 'a whole hand has no leader');
  await page.getByLabel('dealer', { exact: true }).selectOption('3');
  await page.getByLabel('learner', { exact: true }).selectOption('1');
  await page.getByLabel('File name').fill('my-bid');
  await page.getByLabel('Seed', { exact: true }).fill('2024');
  await page.getByRole('button', { name: 'Take the seeded deal' }).click();
  await step(page, 1).getByLabel('Text', { exact: true }).fill('The player on your left passes. What do you bid?');
  await detail(page, 1).getByLabel('Question', { exact: true }).selectOption('action');
  // Seat 0's pass, taken before the question; then the learner's bid, marked as the answer.
  await detail(page, 1).getByRole('button', { name: 'Takes it before the question' }).click();
  await detail(page, 1).locator('.editor-hand[data-role="play"]').getByRole('button', { name: 'Pass' }).click();
  assert.match(await detail(page, 1).locator('.editor-actions').textContent(), /bid pass/);
  await detail(page, 1).getByRole('button', { name: 'Marks an answer' }).click();
  assert.match(await detail(page, 1).locator('.editor-hand[data-role="answer"] h4').textContent(), /^You \(seat 1\) to act \(bidding\)/);
  await detail(page, 1).locator('.editor-hand[data-role="answer"]').getByRole('button', { name: 'Bid Garde', exact: true }).click();
  const reasons = detail(page, 1).getByLabel(/^Why not: /);
  assert.equal(await reasons.count(), 4, 'every other bid the core offers needs a reason');
  await checked(page, 4);
  for (const input of await reasons.all()) await input.fill('Legal, but this hand is worth a garde.');
  await detail(page, 1).locator('.editor-hand[data-role="after"]').getByRole('button', { name: 'Bid Garde', exact: true }).click();
  await checked(page, 0);
  const lesson = await page.evaluate(() => JSON.parse(localStorage.getItem('tutor.editor-drafts')).find((d) => d.name.startsWith('New lesson')).lesson);
  assert.equal(lesson.whole_hand, true);
  assert.deepEqual(lesson.steps[0].actions, [{ bid: 'pass' }]);
  assert.deepEqual(lesson.steps[0].accept, [{ bid: 'garde' }]);
  assert.deepEqual(lesson.steps[0].after, [{ bid: 'garde' }]);
  assert.equal(Object.keys(lesson.steps[0].not_best).length, 4);
  assert.deepEqual(problems, []);
  await context.close();
});

test("every one of the tutor's own lessons opens in the editor, checked clean, and exports as the same lesson", async () => {
  const { page, context, problems } = await newPage();
  await open(page, site.baseUrl, '#/edit');
  const pick = page.getByLabel("Or one of the tutor's lessons");
  const ids = (await pick.evaluate((s) => [...s.options].map((o) => o.value))).filter((v) => v !== '');
  assert.ok(ids.length >= 60, `the curriculum is offered (${ids.length} lessons)`);
  for (const id of ids) {
    await pick.selectOption(id);
    await page.waitForFunction((name) => document.querySelector('#main input[type="text"]')?.value === name, id);
    const file = JSON.parse(readFileSync(path.join(repo, 'lessons', `${id}.json`), 'utf8'));
    await checked(page, 0);
    assert.equal(await page.locator('.editor-step').count(), file.steps.length, id);
    // A whole hand's first step offers the moves of the seat to act, in the core's words.
    if (file.whole_hand) assert.match(await page.locator('.editor-step-detail').textContent(), / to act \(/, id);
  }
  // Exported again, a lesson of the tutor's is the same lesson.
  await pick.selectOption('french-tarot/02-following-suit');
  await checked(page, 0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the lesson file' }).click();
  const file = path.join(scratch, 'again.json');
  await (await downloading).saveAs(file);
  assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), JSON.parse(readFileSync(path.join(repo, 'lessons/french-tarot/02-following-suit.json'), 'utf8')));
  assert.deepEqual(problems, []);
  await context.close();
});

test('the editor at 1280×800, 1920×1080 and 390×844', async () => {
  for (const [width, height] of [[1280, 800], [1920, 1080], [390, 844]]) {
    const { page, context, problems } = await newPage({ width, height });
    await buildLesson(page);
    await step(page, 3).locator('.editor-step-pick').click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `nothing wider than the window at ${width}×${height} (${overflow} px over)`);
    await screenshot(page, `editor-${width}x${height}`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});
