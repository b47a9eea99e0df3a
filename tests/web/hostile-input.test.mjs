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
