// The learning path and presenter mode in Chromium: the home page at a laptop's, a projector's and
// a phone's size, short, with "Start here" for each game and one "Continue" to the lesson touched
// last; a lesson's end offering the next lesson; the presenter's screen fitting 1920×1080 with no
// site header, and its speaker notes kept in step with it both ways; the handout's page count and
// its answers toggle, kept in its address.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { atStep, open, repo, screenshot, startSite, watch } from './helpers.mjs';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
];

/** The lessons of a game in file order, as the curriculum has them. */
function lessonsOf(game) {
  const dir = path.join(repo, 'lessons', game);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')))
    .filter((l) => l.format === 'tutor-lesson/1');
}

const TAROT = lessonsOf('french-tarot');
const PRESENTED = 'french-tarot/02-following-suit';

let site;

before(async () => {
  site = await startSite();
});

after(async () => {
  await site?.close();
});

test('home: short at every size, a card per game with Start here, and Continue goes to the lesson touched last', async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const problems = watch(page);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await open(page, site.baseUrl, '#/');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // The wall of lessons it replaces was 6,850 px on a laptop and 15,360 px on a phone.
    const most = size.width < 600 ? 2.5 : 1.5;
    assert.ok(height <= size.height * most, `${size.width}×${size.height}: the home page is ${height}px, at most ${most} screens`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `${size.width}×${size.height}: no sideways scrolling (${overflow}px)`);
    await screenshot(page, `home-${size.width}x${size.height}`);
  }
  // Before any lesson, every game with lessons starts at its first, and there is no Continue.
  const cards = await page.$$eval('section.game-card', (s) =>
    s.map((c) => ({ game: c.dataset.game, kind: c.querySelector('.place')?.dataset.place, href: c.querySelector('.place .lesson-link')?.getAttribute('href'), words: c.querySelector('.place-kind')?.textContent })),
  );
  assert.equal(cards.length, 7);
  for (const card of cards) {
    const first = lessonsOf(card.game)[0];
    assert.equal(card.kind, 'start', `${card.game} starts here`);
    assert.equal(card.words, 'Start here');
    assert.equal(card.href, `#/lesson/${first.id}/1`);
  }
  assert.equal(await page.locator('.continue-link').count(), 0, 'nothing to continue yet');

  // The learner reaches step 3 of a lesson, then opens the home page again.
  await open(page, site.baseUrl, `#/lesson/${PRESENTED}/1`);
  await atStep(page, 1);
  for (let step = 2; step <= 3; step++) {
    await page.getByRole('button', { name: /Next|Skip/ }).click();
    await atStep(page, step);
  }
  await page.locator('.crumbs a').first().click();
  await page.waitForSelector('.home');
  const resume = page.locator('.continue-link');
  assert.equal(await resume.getAttribute('href'), `#/lesson/${PRESENTED}/3`, 'Continue goes to the lesson touched last, at its step');
  assert.match(await resume.textContent(), new RegExp(`^Continue: ${TAROT[1].title}$`));
  const tarot = page.locator('section.game-card[data-game="french-tarot"] .place');
  assert.equal(await tarot.getAttribute('data-place'), 'continue');
  assert.equal(await tarot.locator('.lesson-status').textContent(), `In progress: step 3 of ${TAROT[1].steps.length}`);
  await resume.click();
  await atStep(page, 3);
  assert.match(page.url(), new RegExp(`#/lesson/${PRESENTED}/3$`));
  assert.deepEqual(problems, []);
  await context.close();
});

test('a lesson’s end offers the next lesson, and Continue then goes there', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = watch(page);
  const [first, second] = TAROT;
  await open(page, site.baseUrl, `#/lesson/${first.id}/${first.steps.length}`);
  await atStep(page, first.steps.length);
  await page.getByRole('button', { name: /Finish/ }).click();
  await page.waitForSelector('.lesson-summary:not([hidden])');
  const next = page.locator('.lesson-summary .next-lesson');
  assert.equal(await next.textContent(), `Next lesson: ${second.title}`);
  assert.equal(await next.getAttribute('href'), `#/lesson/${second.id}/1`);
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('next-lesson')), true, 'focus is on the next lesson');
  await next.click();
  await atStep(page, 1);
  assert.equal(await page.locator('h1').textContent(), second.title);

  // The last lesson of a game offers no next one, only the way back.
  const last = TAROT[TAROT.length - 1];
  await open(page, site.baseUrl, `#/lesson/${last.id}/${last.steps.length}`);
  await atStep(page, last.steps.length);
  await page.getByRole('button', { name: /Finish/ }).click();
  await page.waitForSelector('.lesson-summary:not([hidden])');
  assert.equal(await page.locator('.lesson-summary .next-lesson').count(), 0);
  assert.equal(await page.getByRole('link', { name: 'Back to all games' }).count(), 1);

  // Its last lesson finished, the game picks up at the first lesson not finished: the second, begun.
  await open(page, site.baseUrl, '#/');
  assert.equal(await page.locator('.continue-link').textContent(), `Continue: ${second.title}`);
  assert.equal(await page.locator('.continue-link').getAttribute('href'), `#/lesson/${second.id}/1`);

  // The game's page lists the lesson finished, and its card picks up after it.
  await open(page, site.baseUrl, '#/game/french-tarot');
  assert.match(await page.locator(`.game-lessons .lesson-item[data-lesson="${first.id}"] .lesson-status`).textContent(), /Finished/);
  assert.equal(await page.locator('.game-lessons h2').textContent(), `Lessons · 2 of ${TAROT.length} lessons finished`);
  await screenshot(page, 'game-page-french-tarot');
  assert.deepEqual(problems, []);
  await context.close();
});

/** Where the presenter's screen stands: its step and whether the answer is out. */
const screenState = (page) =>
  page.locator('.lesson-page.presenter').evaluate((m) => ({ step: Number(m.dataset.step), answered: m.dataset.answered === 'true' }));

test('presenter: the screen fits the window with no header and large type; the speaker notes keep in step both ways', async () => {
  for (const size of SIZES) {
    const context = await site.browser.newContext({ viewport: size });
    const screen = await context.newPage();
    const problems = watch(screen);
    await open(screen, site.baseUrl, `#/present/${PRESENTED}/3`);
    await atStep(screen, 3);
    for (const faceUp of [false, true]) {
      if (faceUp) {
        await screen.getByRole('button', { name: 'Show all hands' }).click();
        await screen.waitForSelector('.seat:not(.seat-learner) .hand.face-up');
      }
      await screen.waitForTimeout(100);
      const fit = await screen.evaluate(() => {
        const bottom = (sel) => Math.max(0, ...[...document.querySelectorAll(sel)].map((e) => e.getBoundingClientRect().bottom));
        const text = document.querySelector('.step-text');
        const scale = text.getBoundingClientRect().height / text.offsetHeight;
        return {
          page: document.documentElement.scrollHeight,
          window: window.innerHeight,
          nav: bottom('.step-nav button'),
          hand: bottom('.seat-learner .card'),
          header: document.querySelector('.site-bar')?.getBoundingClientRect().height ?? 0,
          top: document.querySelector('.lesson-page h1').getBoundingClientRect().top,
          type: parseFloat(getComputedStyle(text).fontSize) * scale,
        };
      });
      const where = `${size.width}×${size.height}${faceUp ? ', every hand face up' : ''}`;
      assert.ok(fit.page <= fit.window, `${where}: the page (${fit.page}px) fits the window (${fit.window}px)`);
      assert.ok(fit.top >= 0, `${where}: the title is on the screen (${fit.top})`);
      assert.ok(fit.nav <= fit.window && fit.hand <= fit.window, `${where}: the hand (${fit.hand}) and the buttons (${fit.nav}) are above the fold (${fit.window})`);
      assert.equal(fit.header, 0, `${where}: no site header`);
      if (size.width === 1920 && !faceUp) assert.ok(fit.type >= 24, `at 1920×1080 the step's text is large (${fit.type.toFixed(1)}px)`);
    }
    await screenshot(screen, `presenter-screen-${size.width}x${size.height}`);

    // The speaker's notes, opened from the screen, follow it; a clicker in either window moves both.
    const opened = context.waitForEvent('page');
    await screen.getByRole('button', { name: /Speaker notes/ }).click();
    const notes = await opened;
    const notesProblems = watch(notes);
    await notes.setViewportSize(size);
    await notes.waitForSelector('.notes-page[data-screen="true"][data-step="3"]', { timeout: 10_000 });
    assert.match(await notes.locator('.notes-answer').textContent(), /^The legal cards: /, 'the notes hold the answer');
    assert.match(await notes.locator('.notes-now h3').last().textContent(), /hidden from the room/);
    assert.match(await notes.locator('.notes-next').textContent(), /Next · step 4/);
    await screenshot(notes, `presenter-notes-${size.width}x${size.height}`);

    // Forward on the notes: the screen reveals the answer first, then moves on.
    await notes.keyboard.press('PageDown');
    await screen.waitForFunction(() => document.querySelector('.lesson-page')?.dataset.answered === 'true');
    await notes.waitForSelector('.notes-page[data-revealed="true"]');
    assert.deepEqual(await screenState(screen), { step: 3, answered: true });
    await notes.getByRole('button', { name: /Next step/ }).click();
    await atStep(screen, 4);
    // The screen's own clicker moves the notes.
    await screen.locator('h1').focus();
    await screen.keyboard.press('PageUp');
    await atStep(screen, 3);
    await notes.waitForSelector('.notes-page[data-step="3"]');
    await screen.keyboard.press('ArrowRight');
    await atStep(screen, 4);
    await notes.waitForSelector('.notes-page[data-step="4"]');
    assert.match(notes.url(), new RegExp(`#/notes/${PRESENTED}/4$`), 'the notes keep their step in their address');
    assert.match(screen.url(), new RegExp(`#/present/${PRESENTED}/4$`));
    assert.deepEqual([...problems, ...notesProblems], []);
    // The screen closed, the notes say so and move by themselves.
    await screen.close({ runBeforeUnload: true });
    await notes.waitForSelector('.notes-page[data-screen="false"]');
    await notes.keyboard.press('PageDown');
    await notes.waitForSelector('.notes-page[data-step="4"][data-revealed="true"]');
    await notes.keyboard.press('PageDown');
    await notes.waitForSelector('.notes-page[data-step="5"]');
    await context.close();
  }
});

test('speaker notes alone move by themselves; a second screen joins the first at its step', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const notes = await context.newPage();
  const problems = watch(notes);
  await open(notes, site.baseUrl, `#/notes/${PRESENTED}/1`);
  await notes.waitForSelector('.notes-page[data-screen="false"][data-step="1"]');
  await notes.keyboard.press('PageDown');
  await notes.waitForSelector('.notes-page[data-step="2"]');

  const first = await context.newPage();
  await open(first, site.baseUrl, `#/present/${PRESENTED}/5`);
  await atStep(first, 5);
  await notes.waitForSelector('.notes-page[data-screen="true"][data-step="5"]');
  const second = await context.newPage();
  await open(second, site.baseUrl, `#/present/${PRESENTED}/1`);
  await atStep(second, 5);
  assert.equal((await screenState(first)).step, 5, 'opening a second screen does not move the first');
  await first.locator('h1').focus();
  await first.keyboard.press('PageUp');
  await atStep(second, 4);
  await notes.waitForSelector('.notes-page[data-step="4"]');
  assert.deepEqual(problems, []);
  await context.close();
});

/** How many pages the handout prints on A4. */
async function printedPages(page) {
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

test('handout: a lesson on a few printed pages, the answers only when asked for, kept in the address', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = watch(page);
  await open(page, site.baseUrl, `#/handout/${PRESENTED}`);
  await page.waitForSelector('.handout');
  const steps = JSON.parse(readFileSync(path.join(repo, 'lessons', `${PRESENTED}.json`), 'utf8')).steps.length;
  assert.equal(await page.locator('.handout-step').count(), steps);
  const box = page.getByLabel('Include the answers');
  assert.equal(await box.isChecked(), false, 'a handout leaves the answers out unless asked');
  assert.equal(await page.locator('.handout-answer').first().isVisible(), false);
  const without = await printedPages(page);

  await box.check();
  assert.match(page.url(), new RegExp(`#/handout/${PRESENTED}\\?answers=yes$`));
  assert.equal(await page.locator('.handout-answer').first().isVisible(), true);
  const withAnswers = await printedPages(page);
  console.log(`handout of ${PRESENTED}: ${steps} steps on ${without} A4 pages, ${withAnswers} with the answers`);
  assert.ok(without <= Math.ceil(steps / 2), `${steps} steps print on ${without} pages, not one a step`);
  assert.ok(withAnswers <= Math.ceil(steps / 2), `with the answers, ${withAnswers} pages`);

  // The address keeps the choice: a reload, or the link shared, prints the answers too.
  await page.reload();
  await page.waitForSelector('.handout');
  assert.equal(await page.getByLabel('Include the answers').isChecked(), true);
  assert.equal(await page.locator('.handout-answer').first().isVisible(), true);
  await page.getByLabel('Include the answers').uncheck();
  assert.match(page.url(), new RegExp(`#/handout/${PRESENTED}$`));
  assert.deepEqual(problems, []);
  await context.close();
});
