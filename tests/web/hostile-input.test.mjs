// Hostile and odd input in Chromium, read the way a person reads the page (text shown inside the
// viewport): addresses that are not the app's own, the service worker asked for paths that are
// not the app's, storage that is full, blocked or written by a newer version, a teacher's file
// that reuses a curriculum lesson's id, a .wasm that does not load, and deal numbers that are
// not numbers. Every one of them gets a page that says what happened, and nothing is lost.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { atStep, feedbackAfter, feedbackSeq, fixtures, open, openLessonFile, repo, startSite, watch } from './helpers.mjs';

let site;

before(async () => {
  site = await startSite();
});

after(async () => {
  await site?.close();
});

const CURRICULUM = 'french-tarot/02-following-suit';
const curriculumLesson = JSON.parse(readFileSync(path.join(repo, 'lessons', `${CURRICULUM}.json`), 'utf8'));
const HOME_TITLE = 'Trick-taking rules tutor';

/** The text of the first element matching `selector`, which must be shown inside the viewport. */
async function seen(page, selector, timeout = 10_000) {
  const target = page.locator(selector).first();
  await target.waitFor({ state: 'visible', timeout });
  const inside = await target.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < window.innerHeight && r.left < window.innerWidth;
  });
  assert.ok(inside, `${selector} is inside the viewport`);
  return (await target.innerText()).trim();
}

/** Steps through a lesson to its end, skipping its questions, and finishes it. */
async function skipToTheEnd(page) {
  for (let guard = 0; guard < 50; guard++) {
    const finish = page.getByRole('button', { name: /Finish/ });
    if ((await finish.count()) > 0) {
      await finish.click();
      return;
    }
    const step = Number(await page.locator('.lesson-page').getAttribute('data-step'));
    await page.getByRole('button', { name: /Next|Skip/ }).click();
    await atStep(page, step + 1);
  }
  assert.fail('the lesson never ended');
}

test('an address whose # part is not #/… still shows a page: the nearest one, or one with a way home', async () => {
  const page = await site.browser.newPage();
  const problems = watch(page);
  const cases = [
    ['#main', HOME_TITLE],
    ['#top', HOME_TITLE],
    ['#!/', HOME_TITLE],
    ['#', HOME_TITLE],
    [`#lesson/${CURRICULUM}/2`, curriculumLesson.title],
    [`#!/lesson/${CURRICULUM}/3`, curriculumLesson.title],
    ['#/nowhere/at/all', 'Page not found'],
  ];
  for (const [hash, title] of cases) {
    await page.goto(`${site.baseUrl}?speed=fast${hash}`);
    assert.equal(await seen(page, 'h1'), title, `${hash} shows “${title}”`);
    assert.equal(await page.getByText('Loading the rules core').count(), 0, `${hash} is not left loading`);
  }
  await page.goto(`${site.baseUrl}?speed=fast#lesson/${CURRICULUM}/2`);
  await atStep(page, 2);
  assert.equal(await seen(page, '.step-count'), `Step 2 of ${curriculumLesson.steps.length}`);

  await page.goto(`${site.baseUrl}?speed=fast#/nowhere/at/all`);
  assert.match(await seen(page, '.problems'), /Nothing lives at “#\/nowhere\/at\/all”/);
  await page.getByRole('link', { name: 'Back to all games' }).click();
  assert.equal(await seen(page, 'h1'), HOME_TITLE);

  // Once a page is shown, an in-page link such as the skip link leaves it where it is.
  await page.evaluate(() => {
    window.location.hash = '#main';
  });
  await page.waitForTimeout(200);
  assert.equal(await seen(page, 'h1'), HOME_TITLE);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the service worker serves the app only at the app’s own address; other paths are not found', async () => {
  const context = await site.browser.newContext();
  try {
    const page = await context.newPage();
    await open(page, site.baseUrl, '#/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
    for (const wrong of ['foo/bar', 'assets/', 'lessons/texas-42/02-following-suit.json']) {
      // An empty 404 is shown as the browser's own "not found" page, which goto reports as an error.
      const status = await page.goto(`${site.baseUrl}${wrong}`).then(
        (response) => response?.status(),
        (e) => (/ERR_HTTP_RESPONSE_CODE_FAILURE/.test(e.message) ? 404 : e.message),
      );
      assert.equal(status, 404, `${wrong} is not found`);
      assert.equal(await page.getByText('Loading').count(), 0, `${wrong} is not a frozen copy of the app`);
    }
    // The app's own pages still work offline, with or without index.html and the speed setting.
    await context.setOffline(true);
    for (const address of [`?speed=fast#/`, `index.html?speed=fast#/`, `index.html#/play/burro?seed=3`]) {
      await page.goto(`${site.baseUrl}${address}`);
      await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
      assert.ok((await seen(page, 'h1')).length > 0, `${address} works offline`);
    }
    await assert.rejects(page.goto(`${site.baseUrl}foo/bar`), 'offline, a path that is not the app is an error, not a frozen app');
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});

// Storage that throws on every write (full), and storage the browser will not open (blocked).
const STORAGE_FAULTS = {
  full: () => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
  blocked: () => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  },
};

for (const [fault, script] of Object.entries(STORAGE_FAULTS)) {
  test(`storage ${fault}: a run with one mistake and one hint earns what it earned, and the learner is told nothing is saved`, async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(script);
    try {
      const page = await context.newPage();
      await openLessonFile(page, site.baseUrl, 'following-suit.json');
      await page.getByRole('link', { name: 'Play it' }).click();
      await atStep(page, 1);
      assert.match(await seen(page, '.lesson-page .notice'), /progress is not being saved/i);
      await page.getByRole('button', { name: /Next/ }).click();
      await atStep(page, 2);
      await page.getByRole('button', { name: /Next/ }).click();
      await atStep(page, 3);
      let seq = await feedbackSeq(page);
      await page.getByRole('button', { name: 'the 5 of Spades', exact: true }).click();
      assert.match(await feedbackAfter(page, seq), /^✗/);
      await page.getByRole('button', { name: 'Hint' }).click();
      seq = await feedbackSeq(page);
      await page.getByRole('button', { name: /^the King of Hearts/ }).click();
      assert.match(await feedbackAfter(page, seq), /^✓/);
      await atStep(page, 3);
      await skipToTheEnd(page);
      const summary = await seen(page, '.lesson-summary');
      assert.match(summary, /1 mistake, 1 hint/);
      assert.doesNotMatch(summary, /no mistakes/);
      assert.equal(await page.locator('.summary-stars .stars').getAttribute('aria-label'), '2 of 3 stars');
      assert.match(summary, /not (being )?saved/i, 'the summary says the result is not kept');
    } finally {
      await context.close();
    }
  });
}

test('progress saved by a newer version is kept as it was and the learner told; damaged progress is copied aside', async () => {
  const page = await site.browser.newPage();
  const problems = watch(page);
  const newer = JSON.stringify({
    version: 2,
    lessons: { [CURRICULUM]: { reached: 4, done: false, stars: 0, mistakes: 0, hints: 0, streak: 3 } },
    courses: { 'french-tarot': { finished: 2 } },
  });
  await open(page, site.baseUrl, '#/');
  await page.evaluate((text) => localStorage.setItem('tutor.progress', text), newer);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  const said = await seen(page, '.home .notice');
  assert.match(said, /newer version/);
  assert.match(said, /not (being )?saved/);
  assert.equal(await seen(page, 'h1'), HOME_TITLE, 'the app still works');

  // Playing a lesson (from its game's page) does not write over what the newer version saved.
  await open(page, site.baseUrl, `#/game/${curriculumLesson.game}`);
  await page.locator(`.lesson-item[data-lesson="${CURRICULUM}"] .lesson-link`).click();
  await atStep(page, 1);
  assert.match(await seen(page, '.lesson-page .notice'), /not (being )?saved/);
  await page.getByRole('button', { name: /Next/ }).click();
  await atStep(page, 2);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.evaluate(() => localStorage.getItem('tutor.progress')), newer);

  // Text that cannot be read at all is reset, and copied aside first: never destroyed.
  const damaged = '{"version": 1, "lessons": {';
  await page.evaluate((text) => localStorage.setItem('tutor.progress', text), damaged);
  await page.goto(`${site.baseUrl}?speed=fast#/`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await seen(page, '.home .notice'), /could not be read/);
  assert.equal(await page.evaluate(() => localStorage.getItem('tutor.progress.damaged')), damaged);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a teacher’s file with a curriculum lesson’s id keeps its own progress; the curriculum’s is untouched', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const problems = watch(page);
  // The learner has started the curriculum lesson.
  await open(page, site.baseUrl, `#/lesson/${CURRICULUM}/1`);
  await atStep(page, 1);
  await page.getByRole('button', { name: /Next/ }).click();
  await atStep(page, 2);

  // A teacher opens a file of their own that reuses the same id, and plays it to the end.
  const file = JSON.parse(readFileSync(path.join(fixtures, 'following-suit.json'), 'utf8'));
  file.id = CURRICULUM;
  file.title = 'A teacher’s own following suit';
  await open(page, site.baseUrl, '#/open');
  await page.setInputFiles('#lesson-file', { name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await page.waitForFunction(() => document.querySelector('#open-result h2')?.textContent.includes('is ready'));
  await page.getByRole('link', { name: 'Play it' }).click();
  await atStep(page, 1);
  assert.equal(await seen(page, 'h1'), 'A teacher’s own following suit');
  await skipToTheEnd(page);
  assert.match(await seen(page, '.lesson-summary'), /Lesson finished/);

  await page.getByRole('link', { name: 'Back to all games' }).click();
  await page.waitForSelector('.home');
  const ours = page.locator(`.games .lesson-item[data-lesson="${CURRICULUM}"] .lesson-status`);
  await ours.scrollIntoViewIfNeeded();
  assert.equal(
    (await ours.innerText()).trim(),
    `In progress: step 2 of ${curriculumLesson.steps.length}`,
    'the curriculum lesson keeps its own progress',
  );
  const mine = page.locator(`.opened .lesson-item[data-lesson="${CURRICULUM}"] .lesson-status`);
  await mine.scrollIntoViewIfNeeded();
  assert.match((await mine.innerText()).trim(), /Finished/, 'the teacher’s file keeps its own');
  assert.deepEqual(problems, []);
  await page.close();
});

test('when the rules core cannot be loaded, the page says so in plain words and offers a reload', async () => {
  const context = await site.browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.route('**/*.wasm', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
    await page.goto(`${site.baseUrl}?speed=fast#/`);
    const said = await seen(page, '#app [role="alert"]', 20_000);
    assert.match(said, /could not be loaded/);
    assert.match(said, /connection/);
    assert.doesNotMatch(said, /wasm|Aborted|WebAssembly|fetch|undefined/i, 'no developer words');
    assert.equal(await page.getByRole('button', { name: 'Reload' }).count(), 1, 'a way to try again');
    await page.unroute('**/*.wasm');
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
    assert.equal(await seen(page, 'h1'), HOME_TITLE);
  } finally {
    await context.close();
  }
});

test('a deal number that is not a number is named, and the deal shown instead is said', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watch(page);
  for (const bad of ['abc', '-4', '1.5', '99999999999999999999']) {
    await open(page, site.baseUrl, `#/play/burro?seed=${encodeURIComponent(bad)}`);
    await page.waitForSelector('#hand button.card');
    const seed = await page.locator('input[name="seed"]').inputValue();
    const said = await seen(page, '.play-page .notice');
    assert.ok(said.includes(`“${bad}” is not a deal number`), said);
    assert.ok(said.includes(`deal ${seed}`), `${said} names the deal shown (${seed})`);
  }
  // A good deal number says nothing.
  await open(page, site.baseUrl, '#/play/burro?seed=3');
  await page.waitForSelector('#hand button.card');
  assert.equal(await page.locator('.play-page .notice').count(), 0);
  const before = await page.locator('#hand button.card').evaluateAll((bs) => bs.map((b) => b.dataset.code));

  // Typed in the box: the deal stays as it was and the box says why.
  await page.getByLabel('Deal number').fill('ten');
  await page.getByRole('button', { name: 'Deal', exact: true }).click();
  assert.match(await seen(page, '.play-page .notice'), /“ten” is not a deal number/);
  assert.deepEqual(await page.locator('#hand button.card').evaluateAll((bs) => bs.map((b) => b.dataset.code)), before);
  assert.match(page.url(), /seed=3/);
  await page.getByLabel('Deal number').fill('4');
  await page.getByRole('button', { name: 'Deal', exact: true }).click();
  await page.waitForFunction(() => /seed=4/.test(window.location.hash));
  assert.equal(await page.locator('.play-page .notice').count(), 0, 'a good number clears the note');
  assert.deepEqual(problems, []);
  await page.close();
});
