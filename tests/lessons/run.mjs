#!/usr/bin/env node
// run.mjs: `tutor lint` on the lesson files. Every file in tests/lessons/broken/ must be refused
// (exit status 1) with the messages its kind of error gets (EXPECTED below: one entry per file,
// and one file per entry); every lesson in tests/lessons/valid/ and under lessons/ must lint
// clean (exit status 0). Also the command's usage errors, lessons too big to check, and
// lessons/lesson.schema.json: every clean lesson fits it, and the broken files marked `schema`
// are refused by it too (Ajv, from the npm packages, reads the schema). And one reading: every
// file sent to the same command's `api` as the app sends it (the lesson request's "file") gets
// exactly lint's problems.
//
//   node tests/lessons/run.mjs -- build/native/tutor
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandAfterDashes } from '../api/jsonl_client.mjs';

const root = join(fileURLToPath(import.meta.url), '../../..');
// LESSON_MAX_BYTES (wasm/lesson/lesson.h): the most a lesson file may be.
const LESSON_MAX_BYTES = 40 * 1024;
const brokenDir = join(root, 'tests/lessons/broken');
const validDir = join(root, 'tests/lessons/valid');

// What `tutor lint` must say of each broken file: phrases that must all appear, the number of
// problems when it matters, and whether the schema alone refuses the file.
const EXPECTED = {
  'unknown-card': { says: ['"H99" in "deal.hands[1]" is not a card of French Tarot.'] },
  'duplicate-card': { says: ['"H7" is given twice: in "deal.hands[0]" and in "deal.hands[2]".'] },
  'card-not-in-hand': {
    says: ['step 1: Seat 0 may not play "HK": The King of Hearts is not in the hand of the player to move.'],
  },
  'illegal-play': {
    says: ['step 2: Seat 1 may not play "S5": The 7 of Hearts set the suit to Hearts.', 'so you must follow Hearts'],
  },
  'accepted-illegal': {
    says: ['step 2: "S5" is accepted, but it may not be played here: The 7 of Hearts set the suit to Hearts.'],
    problems: 1,
  },
  'accepted-not-held': { says: ['step 2: "HQ" is accepted, but seat 1 does not hold it.'], problems: 1 },
  'legal-not-accepted': {
    says: ['step 2: "H2" is legal here, so it must be accepted or given a reason in "not_best".'],
    problems: 1,
  },
  'not-best-illegal': { says: ['step 2: "S5" is in "not_best", but it may not be played here: '], problems: 1 },
  'not-best-on-legal': { says: ['step 2: "not_best" is only for "play" and "action" questions'], schema: true },
  // The cause, once, where the seed's cards in the learner's hand would give one symptom each.
  'learner-hand-seeded': {
    says: ['learner-hand-seeded.json: The learner\'s hand lists 9 of 18 cards; the other 9 came from the seed ("S9", "C9", "CJ", "CQ", "H3", "H6", "HQ", "D9", "T13"), and the answers of step 2 were judged on them'],
    problems: 1,
  },
  'legal-incomplete': { says: ['step 2: "H2" is legal here, so "accept" must list it'], problems: 1 },
  'wrong-winner': { says: ['step 3: "accept" is 1 ("HK"), but "T1" (2) wins the trick: The 1 of trumps wins'] },
  'wrong-count': { says: ['step 3: "accept" is 5, but the core counts 5.5 points.'] },
  'wrong-score': { says: ['step 3: "accept" is 56, but the core scores -56.'] },
  'score-not-answered': { says: ['step 1: The core does not score Ottocento hands yet'] },
  'score-missing-field': { says: ['step 3: "score" has no "bouts" field.'] },
  'unknown-game': { says: ['There is no game "skat"'], schema: true },
  'bad-option': { says: ['French Tarot has no players "7"; it takes "4", "3", "5".'] },
  'unknown-option': { says: ['French Tarot has no option "trump".'] },
  'texas-42-missing-trump': { says: ['Texas 42 needs the option "trump"'] },
  'missing-title': { says: ['The lesson has no "title".'], problems: 1, schema: true },
  'missing-text': { says: ['step 1: The step has no "text"'], schema: true },
  'missing-accept': { says: ['step 2: The question has no "accept"'], schema: true },
  'malformed': {
    says: ['malformed.json: not JSON: line 5, column 23, at ""ask": "play"}": a comma or a closing brace was expected here.'],
  },
  // Strict JSON: what cJSON and JavaScript's JSON.parse would read differently is refused, so
  // `tutor lint`, the app's open check and its play check read one lesson or none.
  'duplicate-key': {
    says: ['not JSON: line 57, column 7, at ""accept": [": the key "accept" is given twice in one object (first at line 53, column 7).'],
    problems: 1,
  },
  'nul-escape': { says: ['not JSON: line 4, column 24, at "\\u0000 (Tarot)",": a string holds \\u0000 (NUL), which no string here may hold.'] },
  'lone-surrogate': { says: ['not JSON: line 5, column 28, at "\\ud83c",": a string holds a lone surrogate (\\uD83C), which is half of a character.'] },
  'control-character': { says: ['not JSON: line 6, column 19: a string holds the control character U+0009 as it is'] },
  'leading-zero': { says: ['not JSON: line 10, column 13, at "03,": a number may not begin with 0 followed by another digit.'] },
  // One size limit, on the file, in lint and in the app (the lesson request's "file").
  'too-big': { says: ['too-big.json: too big: over 40960 bytes (40 KiB), the most a lesson file may be.'], problems: 1 },
  'trailing-text': { says: ['not JSON: line 2, column 1: more text after the lesson\'s object'] },
  'empty': { says: ['not JSON: the text is empty.'] },
  'not-an-object': { says: ['A lesson must be a JSON object'], schema: true },
  'hints-not-list': { says: ['step 2: "hints" must be a list of sentences'], schema: true },
  'steps-not-list': { says: ['"steps" must be a list of at least one step.'], schema: true },
  'winner-not-number': { says: ['step 3: "accept" must be a whole number from 0 to 3.'], schema: true },
  'unknown-ask': { says: ['step 2: "ask" is "bid"; it must be one of'], schema: true },
  'unknown-field': { says: ['step 2: "acept" is not a field of a step'], schema: true },
  'show-not-cards': {
    says: ['step 1: "T22" in "show" is not a card of French Tarot.', 'step 1: "T1" is named twice in "show".', 'step 3: "show" must be a list of card codes, the cards the step\'s text speaks of, or be left out.'],
    problems: 3,
    schema: true,
  },
  'bad-format': { says: ['"format" must be "tutor-lesson/1"'], schema: true },
  'bad-id': { says: ['"id" is "texas-42/bad-id"; it must be "french-tarot/<name>"'] },
  'id-not-file-name': { says: ['the id must end with the file\'s name ("french-tarot/id-not-file-name")'] },
  'seat-out-of-range': { says: ['"learner" must be a whole number from 0 to 3.'], problems: 1 },
  'not-learners-turn': { says: ['step 2: It is seat 0\'s turn to play, not the learner\'s (seat 1)'] },
  'hand-too-big': { says: ['Too many cards for seat 1: 8 are given, and Texas 42 deals 7 there.'] },
  'partial-without-seed': { says: ['give "deal.seed" to say how.'] },
  'play-without-deal': { says: ['step 1: The lesson has no "deal", so there is no running table'], problems: 2 },
  'trick-complete': { says: ['step 2: "table.trick" holds 4 cards, but a trick here is complete at 4'] },
  'no-trick-completed': { says: ['step 3: No trick has been completed on the running table yet'] },
  'winner-trick-incomplete': { says: ['step 3: "table.trick" holds 2 cards; a complete trick here has 4.'] },
  'stock-not-burro': { says: ['step 2: French Tarot has no stock to draw from'] },
  'count-cards-and-seats': { says: ['step 3: A count question counts either "cards"'], schema: true },
  'burro-running-table': { says: ['step 1: Burro has no running table in the core'] },
  'burro-deal': { says: ['Burro has no running table in the core', 'has no "deal"'] },
  'burro-missing-stock': { says: ['step 1: The answer depends on the draw pile here: give "table.stock"'] },
  'burro-draw-refused': {
    says: ['step 1: "draw" is accepted, but it may not be played here: ', 'the stock is empty'],
  },
  'burro-card-not-in-pack': { says: ['S8 in "table.hand" is not in the pack these options give Burro.'] },
  'whole-hand-illegal-bid': {
    says: ['step 2: {"bid":"petite"} is accepted, but it may not be taken here: Garde was bid before, so a bid must be higher'],
    problems: 1,
  },
  'whole-hand-forbidden-discard': {
    says: ['step 3: {"discard":["C1","C3","C5","C6","C8","T21"]} is accepted, but it may not be taken here: The 21 of trumps may not be discarded'],
    problems: 1,
  },
  'whole-hand-bid-not-covered': {
    says: ['step 2: "pass" ({"bid":"pass"}) is legal here, so it must be accepted or given a reason in "not_best".'],
    problems: 1,
  },
  'whole-hand-out-of-turn': {
    says: ['step 3: Seat 1 may not take {"bid":"pass"}: The auction is over: each player bids or passes once. The running table stops here'],
    problems: 1,
  },
  'action-without-whole-hand': { says: ['step 2: An "action" question is asked on a whole hand: give the lesson "whole_hand": true'], problems: 1 },
  'many-problems': {
    says: ['The lesson has no "title".', '"H99" in "deal.hands[1]"', 'step 2: "ask" is "bid"', 'step 3: The step has no "text"'],
    problems: 4,
    schema: true,
  },
};

function jsonFiles(dir) {
  let files = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files = files.concat(jsonFiles(path));
    else if (name.endsWith('.json') && !name.endsWith('.schema.json')) files.push(path);
  }
  return files;
}

// The curriculum: every lesson under lessons/.
function curriculum() {
  return jsonFiles(join(root, 'lessons'));
}

// The schema of lessons, or with `words`, of a lesson's words in another language.
async function loadSchema(name = 'lesson') {
  try {
    const { default: Ajv2020 } = await import('ajv/dist/2020.js');
    const schema = JSON.parse(readFileSync(join(root, `lessons/${name}.schema.json`), 'utf8'));
    return new Ajv2020({ allErrors: true, strict: false }).compile(schema);
  } catch (error) {
    throw new Error(`the lesson schema could not be loaded (npm ci installs Ajv): ${error.message}`);
  }
}

function parsedOrNull(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

// A lesson's words in another language (lessons/<game>/<lang>/<name>.json) are checked against
// the lesson they translate: good words lint clean, and each way of disagreeing with the lesson
// is one problem that says so. Made in `scratch` from a valid lesson with hints and not_best.
function checkWords(scratch, lint, check) {
  const lesson = JSON.parse(readFileSync(join(validDir, 'texas-42-follow.json'), 'utf8'));
  const name = basename(lesson.id);
  writeFileSync(join(scratch, `${name}.json`), JSON.stringify(lesson));
  const wordsOf = (s) => {
    const out = { text: `« ${s.text} »` };
    if (s.hints) out.hints = s.hints.map((h) => `« ${h} »`);
    if (s.explain) out.explain = `« ${s.explain} »`;
    if (s.not_best) out.not_best = Array.isArray(s.not_best) ? s.not_best.map((n) => `« ${n.why} »`)
      : Object.fromEntries(Object.entries(s.not_best).map(([k, v]) => [k, `« ${v} »`]));
    return out;
  };
  const good = { format: 'tutor-lesson-words/1', id: lesson.id, lang: 'fr', title: 'Titre', summary: 'Résumé',
    steps: lesson.steps.map(wordsOf) };
  const asked = lesson.steps.findIndex((s) => s.hints && s.not_best);
  check(asked >= 0, 'the words test\'s lesson has a step with hints and not_best');
  const lintWords = (words, folder = 'fr') => {
    mkdirSync(join(scratch, folder), { recursive: true });
    const path = join(scratch, folder, `${name}.json`);
    writeFileSync(path, JSON.stringify(words));
    return { path, ...lint(path) };
  };
  const clean = lintWords(good);
  check(clean.status === 0 && clean.out === '1 lesson checked, 0 problems\n', 'a lesson\'s words lint clean', clean.out);
  const step = (change) => ({ ...good, steps: good.steps.map((s, i) => (i === asked ? change({ ...s }) : s)) });
  const firstNotBest = Object.keys(lesson.steps[asked].not_best)[0];
  const cases = [
    ['a step left out', { ...good, steps: good.steps.slice(1) }, `"steps" must be a list of ${good.steps.length} steps`],
    ['a hint left out', step((s) => ({ ...s, hints: s.hints.slice(1) })), `step ${asked + 1}: "hints" must be a list of ${good.steps[asked].hints.length} sentence`],
    ['an answer in the words', step((s) => ({ ...s, accept: ['6-2'] })), `step ${asked + 1}: "accept" is not words`],
    ['an explanation the lesson lacks', { ...good, steps: good.steps.map((s, i) => (i === 0 ? { ...s, explain: 'x' } : s)) }, 'step 1: "explain" is not in the lesson\'s step'],
    ['a reason left out', step((s) => ({ ...s, not_best: Object.fromEntries(Object.entries(s.not_best).slice(1)) })), `"not_best" has no reason for "${firstNotBest}"`],
    ['a reason for another answer', step((s) => ({ ...s, not_best: { ...s.not_best, '0-0': 'x' } })), '"not_best" gives a reason for "0-0", which the lesson\'s step does not name'],
    ['an empty text', step((s) => ({ ...s, text: '' })), `step ${asked + 1}: "text" must be a non-empty string`],
    ['another lesson\'s id', { ...good, id: 'texas-42/other' }, `"id" must be the lesson's, "${lesson.id}"; it is "texas-42/other".`],
    ['English as the words\' language', { ...good, lang: 'en' }, '"lang" is "en", the language of the lesson file itself'],
    ['an unknown language', { ...good, lang: 'xx' }, '"lang" must name the words\' language, one of "en", "fr"'],
  ];
  for (const [what, words, says] of cases) {
    const { status, out } = lintWords(words);
    check(status === 1 && out.includes(says) && out.endsWith('1 lesson checked, 1 problem\n'), `words with ${what} are refused, with one problem`, out);
  }
  const misplaced = lintWords(good, 'de');
  check(misplaced.status === 1 && misplaced.out.includes('"lang" is "fr", but the file is not in a folder "fr"'),
    'words in the folder of another language are refused', misplaced.out);
  rmSync(join(scratch, 'de'), { recursive: true });
  writeFileSync(join(scratch, 'fr', 'orphan.json'), JSON.stringify({ ...good, id: 'texas-42/orphan' }));
  const orphan = lint(join(scratch, 'fr', 'orphan.json'));
  check(orphan.status === 1 && orphan.out.includes('the lesson they translate') && orphan.out.includes('orphan.json, cannot be read'),
    'words whose lesson is missing are refused', orphan.out);
}

// Every lesson of the curriculum has its words in every language the words schema names, and
// every game's glossary its translation line for line (a term and its meaning, one tab apart).
function checkEveryLanguage(check) {
  const languages = JSON.parse(readFileSync(join(root, 'lessons/lesson-words.schema.json'), 'utf8')).properties.lang.enum;
  const lessonsDir = join(root, 'lessons');
  for (const game of readdirSync(lessonsDir).filter((n) => statSync(join(lessonsDir, n)).isDirectory()).sort()) {
    const lessons = readdirSync(join(lessonsDir, game)).filter((n) => n.endsWith('.json'));
    const glossary = readFileSync(join(lessonsDir, game, 'glossary.tsv'), 'utf8').trimEnd().split('\n');
    for (const lang of languages) {
      const missing = lessons.filter((n) => !existsSync(join(lessonsDir, game, lang, n)));
      check(missing.length === 0, `${game}: every lesson has its words in "${lang}"`, `missing: ${missing.join(', ')}`);
      const path = join(lessonsDir, game, lang, 'glossary.tsv');
      const lines = existsSync(path) ? readFileSync(path, 'utf8').trimEnd().split('\n') : [];
      const bad = lines.map((line, i) => [i + 1, line]).filter(([, line]) => !/^[^\t]+\t[^\t]+$/.test(line));
      check(lines.length === glossary.length && bad.length === 0,
        `${game}: the glossary in "${lang}" has its ${glossary.length} lines, each a term and its meaning`,
        `${lines.length} lines; malformed: ${bad.map(([n]) => n).join(', ')}`);
    }
  }
}

async function main() {
  const { command } = commandAfterDashes(process.argv.slice(2));
  const lint = (...args) => {
    const run = spawnSync(command[0], [...command.slice(1), 'lint', ...args], { encoding: 'utf8' });
    return { status: run.status, out: run.stdout, err: run.stderr };
  };
  // The same command's `api`: one answer per request, in order.
  const api = (requests) => {
    const input = requests.map((r) => JSON.stringify(r) + '\n').join('');
    const run = spawnSync(command[0], [...command.slice(1), 'api'], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
    return run.stdout.split('\n').slice(0, requests.length).map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return null;
      }
    });
  };
  const validate = await loadSchema();
  const validateWords = await loadSchema('lesson-words');
  let passed = 0, failed = 0;
  const check = (ok, what, detail = '') => {
    if (ok) passed++;
    else {
      failed++;
      console.log(`FAIL ${what}${detail ? `\n${detail}` : ''}`);
    }
  };

  const broken = jsonFiles(brokenDir).map((path) => basename(path, '.json'));
  for (const name of broken) check(name in EXPECTED, `${name}.json has an entry in EXPECTED`);
  for (const name of Object.keys(EXPECTED)) check(broken.includes(name), `EXPECTED's ${name} has a file`);

  for (const name of broken.filter((n) => n in EXPECTED)) {
    const expected = EXPECTED[name];
    const path = join(brokenDir, `${name}.json`);
    const { status, out } = lint(path);
    const lines = out.trimEnd().split('\n');
    const problems = lines.slice(0, -1);
    const missing = expected.says.filter((phrase) => !out.includes(phrase));
    const count = expected.problems ?? null;
    const summary = `1 lesson checked, ${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    const ok = status === 1 && problems.length > 0 && missing.length === 0 &&
      lines.at(-1) === summary && problems.every((line) => line.startsWith(`${path}: `)) &&
      (count === null || problems.length === count);
    check(ok, `broken/${name}.json`, `status ${status}; missing ${JSON.stringify(missing)}` +
      `${count === null ? '' : `; expected ${count} problems`}\n${out}`);
    if (validate && expected.schema) {
      const lesson = parsedOrNull(path);
      check(lesson !== undefined && !validate(lesson), `the schema refuses broken/${name}.json`);
    }
  }

  const clean = [...jsonFiles(validDir), ...curriculum()];
  const all = lint(...clean);
  const summary = `${clean.length} lessons checked, 0 problems`;
  check(all.status === 0 && all.out === `${summary}\n`, `${clean.length} valid lessons lint clean`, all.out);
  for (const path of clean) {
    const lesson = parsedOrNull(path);
    const schema = lesson?.format === 'tutor-lesson-words/1' ? validateWords : validate;
    check(schema(lesson), `${relative(root, path)} fits the schema`, JSON.stringify(schema.errors, null, 1));
  }

  checkEveryLanguage(check);

  const usage = lint();
  check(usage.status === 2 && /usage: tutor/.test(usage.err), '`tutor lint` alone is a usage error', usage.err);
  const absent = lint(join(brokenDir, 'no-such-file.json'));
  check(absent.status === 1 && /no-such-file\.json: cannot be read: /.test(absent.out) &&
    absent.out.endsWith('1 lesson checked, 1 problem\n'), 'a file that cannot be read is a problem', absent.out);
  // Lessons too big to be checked are refused with the limit named, not read in part.
  const scratch = mkdtempSync(join(tmpdir(), 'lessons-'));
  const base = JSON.parse(readFileSync(join(validDir, 'burro-stock.json'), 'utf8'));
  const endless = join(scratch, 'endless.json');
  writeFileSync(endless, JSON.stringify({ ...base, steps: Array(201).fill({ text: 'On.' }) }));
  const long = lint(endless);
  check(long.status === 1 && long.out.includes('The lesson has 201 steps; a lesson has at most 200'),
    'a lesson of 201 steps is refused', long.out);
  const huge = join(scratch, 'huge.json');
  writeFileSync(huge, JSON.stringify({ ...base, summary: 'x'.repeat(70 * 1024) }));
  const big = lint(huge);
  check(big.status === 1 && big.out.includes('huge.json: too big: over 40960 bytes (40 KiB), the most a lesson file may be.'),
    'a lesson file over 40 KiB is refused', big.out);
  // Bytes a lesson's text cannot carry (tests/lessons/play.mjs sends every broken file as text),
  // so made here: a raw NUL, and bytes that are not UTF-8, where nul-escape.json has \u0000.
  const escaped = readFileSync(join(brokenDir, 'nul-escape.json'));
  const at = escaped.indexOf('\\u0000');
  for (const [name, bytes, message] of [
    ['nul-byte', [0], 'line 4, column 24: a string holds a NUL byte (U+0000), which no string here may hold.'],
    ['not-utf8', [0xe9, 0x20], 'line 4, column 24: the bytes here are not UTF-8.'],
  ]) {
    const path = join(scratch, `${name}.json`);
    writeFileSync(path, Buffer.concat([escaped.subarray(0, at), Buffer.from(bytes), escaped.subarray(at + 6)]));
    const { status, out } = lint(path);
    check(status === 1 && out === `${path}: not JSON: ${message}\n1 lesson checked, 1 problem\n`, `a lesson file with ${name === 'nul-byte' ? 'a NUL byte' : 'bytes that are not UTF-8'} is refused`, out);
    const [answer] = api([{ op: 'lesson', file: readFileSync(path).toString('base64') }]);
    check(answer?.ok === true && answer.problems?.length === 1 && answer.problems[0].message === `not JSON: ${message}`,
      `and refused so by the lesson request's "file" too`, JSON.stringify(answer));
  }
  // The limit is on the file: one of exactly 40 KiB lints clean, one byte more does not. Its
  // summary is all quotation marks, which a lesson sent as text would double: as the lesson
  // request's "file" (base64), both still fit in one request, and get lint's answer.
  const sized = join(scratch, 'sized.json');
  const bare = JSON.stringify({ ...base, id: 'burro/sized', summary: '' });
  const room = LESSON_MAX_BYTES - Buffer.byteLength(bare);
  const atLimit = Buffer.from(JSON.stringify({ ...base, id: 'burro/sized',
    summary: '"'.repeat(Math.floor(room / 2)) + 'x'.repeat(room % 2) }));
  check(atLimit.length === LESSON_MAX_BYTES, `the lesson at the limit is ${LESSON_MAX_BYTES} bytes (${atLimit.length})`);
  writeFileSync(sized, atLimit);
  const fits = lint(sized);
  check(fits.status === 0 && fits.out === '1 lesson checked, 0 problems\n', 'a lesson file of exactly 40 KiB lints clean', fits.out);
  const overLimit = Buffer.concat([atLimit, Buffer.from('\n')]);
  const sizedAnswers = api([{ op: 'lesson', file: atLimit.toString('base64') }, { op: 'lesson', file: overLimit.toString('base64') }]);
  check(sizedAnswers[0]?.ok === true && sizedAnswers[0].problems?.length === 0 && sizedAnswers[0].steps?.length > 0,
    'the same file as the lesson request\'s "file" is answered with its steps', JSON.stringify(sizedAnswers[0])?.slice(0, 300));
  writeFileSync(sized, overLimit);
  const over = lint(sized);
  check(over.status === 1 && over.out.includes('sized.json: too big: over 40960 bytes'), 'one byte more is refused', over.out);
  check(sizedAnswers[1]?.ok === true && sizedAnswers[1].problems?.[0]?.message === over.out.split('\n')[0].replace(`${sized}: `, ''),
    'and refused so by the lesson request\'s "file" too', JSON.stringify(sizedAnswers[1]));
  checkWords(scratch, lint, check);
  rmSync(scratch, { recursive: true, force: true });

  // One reading: every broken and clean lesson file, sent as the app sends it (its bytes as the
  // lesson request's "file") and as text (`lesson` as a string, when it is UTF-8 without NUL),
  // gets exactly `tutor lint`'s problems. (The id's match with the file name is lint's alone.)
  const everyFile = [...jsonFiles(brokenDir), ...clean]
    .filter((path) => basename(path) !== 'id-not-file-name.json' && parsedOrNull(path)?.format !== 'tutor-lesson-words/1');
  const requests = [];
  for (const path of everyFile) {
    const bytes = readFileSync(path);
    requests.push({ path, how: 'file', request: { op: 'lesson', file: bytes.toString('base64') } });
    const text = bytes.toString('utf8');
    if (Buffer.from(text, 'utf8').equals(bytes) && !text.includes('\0'))
      requests.push({ path, how: 'text', request: { op: 'lesson', lesson: text } });
  }
  const answers = api(requests.map((r) => r.request));
  const linted = new Map(everyFile.map((path) => [path, lint(path).out.trimEnd().split('\n').slice(0, -1)]));
  requests.forEach(({ path, how }, i) => {
    const answer = answers[i];
    const problems = (answer?.problems ?? []).map((p) => `${path}: ${p.step > 0 ? `step ${p.step}: ` : ''}${p.message}`);
    check(answer?.ok === true && JSON.stringify(problems) === JSON.stringify(linted.get(path)),
      `${relative(root, path)} as "${how}" gets lint's problems`,
      `lint: ${JSON.stringify(linted.get(path))}\n${how}: ${JSON.stringify(answer).slice(0, 400)}`);
  });

  const two = lint(join(validDir, 'burro-stock.json'), join(brokenDir, 'wrong-count.json'));
  check(two.status === 1 && two.out.endsWith('2 lessons checked, 1 problem\n'), 'problems add up across files', two.out);

  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
