// A lesson played through by clicking, in the learner's language: French Tarot in French and
// Ottocento in Italian. Each step shows the lesson's words in that language (its words file,
// lessons/<game>/<lang>/NN-name.json, read here too; the English of the lesson file where that file
// is not written yet), the interface speaks the language, every question is answered, and a card
// the rules refuse is refused with the rules core's own sentence in that language — the same
// sentence the core gives when asked directly, and not its English one.
//
// Needs the built site (npm run build:web), the core's WebAssembly build (wasm/tutor-api.mjs asks
// it directly) and Debian's Chromium. Run: npm run test:web

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { atStep, feedbackAfter, feedbackSeq, startSite, watch } from './helpers.mjs';
import { askCore, lessonIn, loadCatalogs, openIn, say, wordsFile } from './i18n-helpers.mjs';

let site;
let catalogs;

before(async () => {
  site = await startSite();
  catalogs = await loadCatalogs();
});

after(async () => {
  await site?.close();
});

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** A step's text as the page lays it out: one paragraph per blank-line break. */
const paragraphsOf = (text) => text.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p.length > 0);

/**
 * Plays the curriculum lesson `file` through in `lang`: every step's words and count, every
 * question answered, the first card the rules refuse refused in the core's words in `lang`.
 */
async function playThrough(t, file, lang) {
  const { lesson, translated } = lessonIn(file, lang);
  if (!translated) t.diagnostic(`${file}: no ${lang} words yet (${wordsFile(file, lang) ? 'they do not fit the lesson' : 'the file is not written'}); its English is expected`);
  // The core's answers in the language and in English: every question, every refusal's sentence.
  const [played, english, games] = askCore([
    { op: 'lesson', lesson, lang },
    { op: 'lesson', lesson, lang: 'en' },
    { op: 'games', lang },
  ]);
  assert.ok(played.ok && played.problems.length === 0, `${file} is a right lesson for the core`);
  const names = new Map(games.games.find((g) => g.id === lesson.game).pack_cards.map((c) => [c.code, c.name]));
  const name = (code) => names.get(code) ?? code;

  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watch(page);
  await openIn(page, site.baseUrl, lang, `#/lesson/${lesson.id}/1`);
  assert.equal(await page.getAttribute('html', 'lang'), lang);
  assert.equal((await page.locator('.lesson-page h1').textContent()).trim(), lesson.title, 'the title in the lesson’s words');
  const answer = async (act) => {
    const seq = await feedbackSeq(page);
    await act();
    return feedbackAfter(page, seq);
  };
  let refused = false;
  for (const [i, step] of lesson.steps.entries()) {
    const n = i + 1;
    await atStep(page, n);
    assert.deepEqual(await page.locator('.step-text .step-para').allTextContents(), paragraphsOf(step.text), `step ${n}: its words`);
    assert.equal(await page.locator('.step-count').textContent(), say(catalogs, lang, 'player.stepOf', { step: n, count: lesson.steps.length }));
    const q = played.steps[i].question;
    if (q) {
      const piece = games.games.find((g) => g.id === lesson.game).piece === 'tile' ? 'tile' : 'card';
      if (q.ask === 'play') {
        assert.equal(await page.locator('.prompt').textContent(), say(catalogs, lang, `prompt.play.${piece}`));
        const hand = await page.$$eval('#hand button.card', (bs) => bs.map((b) => b.dataset.code));
        const illegal = (q.illegal ?? []).find((r) => hand.includes(r.card));
        if (!refused && illegal) {
          // A card the rules refuse: the core's sentence in the language, which is not its English.
          const inEnglish = english.steps[i].question.illegal.find((r) => r.card === illegal.card).text;
          assert.notEqual(illegal.text, inEnglish, `the core words the refusal of ${illegal.card} in ${lang}`);
          const said = await answer(() => page.locator(`#hand button.card[data-code="${illegal.card}"]`).click());
          assert.equal(said, `✗ ${say(catalogs, lang, 'answer.mayNotPlay', { card: capital(name(illegal.card)) })} ${illegal.text}`, `step ${n}: the refusal`);
          assert.equal(await page.locator('#feedback').getAttribute('data-tone'), 'refused');
          refused = true;
        }
        const right = q.accept[0];
        const said = await answer(() => page.locator(`#hand button.card[data-code="${right}"]`).click());
        assert.ok(said.startsWith(`✓ ${say(catalogs, lang, 'answer.correct', { answer: name(right) })}`), `step ${n}: ${said}`);
        if (step.explain) assert.ok(said.endsWith(step.explain), `step ${n}: the explanation in the lesson’s words`);
      } else if (q.ask === 'legal') {
        const marks = Array.isArray(q.accept) ? q.accept : q.legal;
        for (const code of marks) await page.locator(`#hand button.card[data-code="${code}"]`).click();
        const said = await answer(() => page.getByRole('button', { name: say(catalogs, lang, 'player.checkMarks') }).click());
        assert.ok(said.startsWith('✓ '), `step ${n}: ${said}`);
      } else if (q.ask === 'winner') {
        const index = typeof q.accept === 'number' ? q.accept : q.winner?.winner ?? q.winner;
        const said = await answer(() => page.locator(`.trick button.card[data-index="${index}"]`).click());
        assert.ok(said.startsWith('✓ '), `step ${n}: ${said}`);
      } else if (q.ask === 'count' || q.ask === 'score') {
        const value = typeof q.accept === 'number' ? q.accept : q.ask === 'count' ? q.points : q.value;
        await page.locator('#number-answer').fill(String(value).replace('.', lang === 'en' ? '.' : ','));
        const said = await answer(() => page.getByRole('button', { name: say(catalogs, lang, 'player.check'), exact: true }).click());
        assert.ok(said.startsWith('✓ '), `step ${n}: ${said}`);
      } else {
        assert.fail(`step ${n}: a question this test does not answer (${q.ask})`);
      }
      await page.waitForSelector('.lesson-page[data-answered="true"][data-busy="false"]');
    }
    await page.locator('.nav-next').click();
  }
  assert.equal((await page.locator('.lesson-summary h2').textContent()).trim(), say(catalogs, lang, 'summary.finished'));
  assert.ok(refused, `${file}: a card was refused along the way`);
  assert.deepEqual(problems, []);
  await page.close();
}

test('French Tarot in French: a lesson played through, the refusal in the core’s French', async (t) => {
  await playThrough(t, 'french-tarot/02-following-suit.json', 'fr');
});

test('Ottocento in Italian: a lesson played through, the refusal in the core’s Italian', async (t) => {
  await playThrough(t, 'ottocento/02-following-suit.json', 'it');
});
