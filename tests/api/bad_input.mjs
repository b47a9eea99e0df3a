#!/usr/bin/env node
// bad_input.mjs: the bad-input matrix of docs/robustness.md, through a JSON Lines tutor
// (natively `build/native/tutor api`, in WebAssembly `node wasm/tutor-api.mjs`): strict JSON,
// `id` echoed as written, lesson files as the app sends them, and how the tool splits its
// input into lines (a fresh tool is started for that, its whole input given at once).
//
// Every class of bad input is sent; each must get `ok: false` with its error code and a message
// naming the problem. Around every bad request the same good requests are asked again (a
// position with plays, a legal question, a deal), and their answers must be byte for byte what
// they were at the start: a bad request changes nothing. A refused action in a position must
// leave the position exactly as it was without that action.
//
//   node tests/api/bad_input.mjs -- build/native/tutor api
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { commandAfterDashes, startTutor } from './jsonl_client.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

const T42 = { game: 'texas-42', options: { trump: '5' } };
const HANDS_42 = [
  ['6-6', '6-5', '6-4', '6-3', '6-2', '5-5', '5-4'],
  ['6-1', '6-0', '5-3', '5-2', '5-1', '5-0', '4-4'],
  ['4-3', '4-2', '4-1', '4-0', '3-3', '3-2', '3-1'],
  ['3-0', '2-2', '2-1', '2-0', '1-1', '1-0', '0-0'],
];
const position42 = (actions, hands = HANDS_42) =>
  ({ op: 'position', ...T42, deal: { hands }, leader: 0, actions });

// The good requests whose answers must never change.
const CANARIES = [
  position42([{ play: '6-6' }, { play: '6-1' }]),
  { op: 'legal', game: 'french-tarot', trick: ['H7', 'T3'], hand: ['T2', 'T9', 'FOOL', 'S1'] },
  { op: 'deal', game: 'piedmont-tarocchi', seed: 4242, dealer: 1 },
  { op: 'legal', game: 'burro', trick: ['S5'], hand: ['C1', 'H4'], stock: 2 },
];

const big = '{"op": "legal", "game": "texas-42", "pad": "' + 'x'.repeat(70 * 1024) + '"}';

// [class, request (object or raw line), expected error code, a phrase the message must hold,
//  and for refused actions the reason code]
const MATRIX = [
  ['malformed JSON', '{"op": "legal", "game": ', 'bad-json', 'JSON'],
  ['malformed JSON: not an object', '[1, 2, 3]', 'bad-json', 'object'],
  ['malformed JSON: trailing text', '{"op": "games"} {', 'bad-json', 'after'],
  // The characters U+00FF U+00FE, sent as UTF-8 (the raw bytes FF FE are "JSON Lines" line 10).
  ['unknown game: characters beyond ASCII', '{"op": "legal", "game": "\xff\xfe"}', 'unknown-game', 'There is no game "\xff\xfe"'],
  ['wrong type: op', { op: 3, game: 'texas-42' }, 'bad-field', '"op"'],
  ['wrong type: trick', { op: 'legal', ...T42, trick: '6-1', hand: ['1-1'] }, 'bad-field', '"trick"'],
  ['wrong type: card', { op: 'legal', ...T42, trick: [6], hand: ['1-1'] }, 'bad-field', 'trick'],
  ['wrong type: seed', { op: 'deal', game: 'burro', seed: 'seven' }, 'bad-field', 'seed'],
  ['wrong type: options', { op: 'legal', game: 'texas-42', options: ['5'], trick: [], hand: ['1-1'] }, 'bad-field', 'options'],
  ['missing field', { op: 'winner', ...T42 }, 'missing-field', '"trick"'],
  ['unknown op', { op: 'shuffle', game: 'texas-42' }, 'unknown-op', 'shuffle'],
  ['unknown game', { op: 'legal', game: 'skat', trick: [], hand: [] }, 'unknown-game', 'skat'],
  ['unknown option', { op: 'legal', game: 'texas-42', options: { trumps: '5' }, trick: [], hand: ['1-1'] }, 'unknown-option', 'trumps'],
  ['bad option value', { op: 'count', game: 'french-tarot', options: { players: '6' }, cards: [] }, 'bad-option', 'players'],
  ['missing option', { op: 'legal', game: 'texas-42', trick: [], hand: ['1-1'] }, 'missing-option', 'trump'],
  ['unknown card', { op: 'legal', game: 'french-tarot', trick: [], hand: ['H11'] }, 'unknown-card', 'H11'],
  ['card outside these options\' pack', { op: 'legal', game: 'burro', options: { deck: '40' }, trick: [], hand: ['S8'], stock: 0 }, 'unknown-card', 'S8'],
  ['duplicate card', { op: 'legal', game: 'ottocento', trick: ['S6'], hand: ['SK', 'SK'] }, 'duplicate-card', 'SK'],
  ['duplicate card: trick and hand', { op: 'legal', ...T42, trick: ['6-1'], hand: ['1-6'] }, 'duplicate-card', '1-6'],
  ['impossible trick: too long', { op: 'legal', ...T42, trick: ['6-1', '6-2', '6-3', '6-4'], hand: ['1-1'] }, 'bad-field', 'complete'],
  ['impossible trick: incomplete winner', { op: 'winner', game: 'tapp-tarock', trick: ['T1'] }, 'bad-field', 'complete'],
  ['impossible pile', { op: 'count', game: 'eight-hundred', cards: ['SK'] }, 'bad-field', 'multiple of 2'],
  ['impossible deal: unequal hands', position42([], [HANDS_42[0], HANDS_42[1], HANDS_42[2], HANDS_42[3].slice(1)]), 'bad-field', 'seat'],
  ['impossible deal: a card twice', position42([], [HANDS_42[0], HANDS_42[0], HANDS_42[2], HANDS_42[3]]), 'duplicate-card', '6-6'],
  ['impossible deal: seat out of range', { ...position42([]), leader: 4 }, 'bad-field', 'leader'],
  ['card not in the hand', position42([{ play: '4-3' }]), 'illegal-action', '4-3', 'not-in-hand'],
  ['action out of turn', position42([{ play: '6-6' }, { play: '4-3' }]), 'illegal-action', '4-3', 'not-in-hand'],
  ['action against the rules', position42([{ play: '6-6' }, { play: '4-4' }]), 'illegal-action', 'must', 'must-follow'],
  ['action out of phase', { op: 'replay', game: 'texas-42', dealer: 0, deal: { hands: HANDS_42 }, actions: [{ play: '6-1' }] }, 'illegal-action', 'auction', 'out-of-phase'],
  ['action of an unknown kind', position42([{ shout: 'trump' }]), 'bad-field', 'actions'],
  ['oversized request', big, 'request-too-large', 'limit'],
  // Strict JSON (RFC 8259): what cJSON alone let through, and what a string may not hold.
  ['strict JSON: a leading zero', '{"op": "deal", "game": "burro", "seed": 007}', 'bad-json', 'at byte 40: a number may not begin with 0'],
  ['strict JSON: a bare decimal point', '{"op": "deal", "game": "burro", "seed": 1.}', 'bad-json', 'digit after its decimal point'],
  ['strict JSON: a plus sign', '{"op": "deal", "game": "burro", "seed": +1}', 'bad-json', 'begins with a digit or a minus sign'],
  ['strict JSON: a raw control character', '{"op": "legal", "game": "french\u0001-tarot", "trick": [], "hand": []}', 'bad-json', 'control character U+0001'],
  ['strict JSON: a raw tab in a string', '{"op": "legal", "game": "french\ttarot", "trick": [], "hand": []}', 'bad-json', 'U+0009'],
  ['strict JSON: text after a NUL', '{"op": "games"}\u0000{"op": "shuffle"}', 'bad-json', 'after'],
  ['strict JSON: \\u0000 in a string', '{"op": "legal", "game": "french-tarot", "trick": [], "hand": ["S5\\u0000zz"]}', 'bad-json', 'a string holds \\u0000 (NUL)'],
  ['strict JSON: a lone high surrogate', '{"op": "legal", "game": "texas-42\\ud800", "trick": [], "hand": []}', 'bad-json', 'lone surrogate (\\uD800)'],
  ['strict JSON: a lone low surrogate', '{"op": "legal", "game": "texas-42\\udc00", "trick": [], "hand": []}', 'bad-json', 'lone surrogate (\\uDC00)'],
  ['strict JSON: a key given twice', '{"op": "games", "op": "shuffle"}', 'bad-json', 'the key "op" is given twice in one object (first at byte 1)'],
  ['strict JSON: a key given twice, escaped', '{"op": "legal", "game": "texas-42", "\\u0067ame": "burro", "trick": [], "hand": []}', 'bad-json', 'the key "game" is given twice'],
  ['strict JSON: a trailing comma', '{"op": "games",}', 'bad-json', 'a key in double quotes was expected'],
  ['strict JSON: an unknown escape', '{"op": "gam\\es"}', 'bad-json', 'no escape'],
  ['strict JSON: nested too deep', '{"a": ' + '['.repeat(1001) + ']'.repeat(1001) + '}', 'bad-json', 'nested more than 1000 deep'],
  // A lesson file sent as the app sends it: its bytes in base64.
  ['lesson file: not base64', { op: 'lesson', file: 'eyJ9*' }, 'bad-field', 'multiple of 4'],
  ['lesson file: a character not of base64', { op: 'lesson', file: 'ey!9' }, 'bad-field', 'character 3'],
  ['lesson file: both file and lesson', { op: 'lesson', file: '', lesson: {} }, 'bad-field', 'not both'],
];

// Where a refused action must stop: [the refused request, the same position without it].
const UNCHANGED_POSITIONS = [
  [position42([{ play: '6-6' }, { play: '4-4' }]), position42([{ play: '6-6' }])],
  [position42([{ play: '6-6' }, { play: '6-1' }, { play: '6-6' }]), position42([{ play: '6-6' }, { play: '6-1' }])],
];

const { command } = commandAfterDashes(process.argv.slice(2));
const tutor = startTutor(command);
let passed = 0;
let failed = 0;
const check = (ok, what) => {
  if (ok) passed++;
  else {
    failed++;
    console.log(`not ok - ${what}`);
  }
};

const canaryAnswers = async () => Promise.all(CANARIES.map((c) => tutor.askRaw(c)));
const before = await canaryAnswers();
check(before.every((line) => JSON.parse(line).ok === true), 'every good request is answered');

for (const [kind, request, code, phrase, reason] of MATRIX) {
  const line = await tutor.askRaw(request);
  let response;
  try {
    response = JSON.parse(line);
  } catch {
    check(false, `${kind}: the response is not JSON: ${line.slice(0, 200)}`);
    continue;
  }
  const error = response.error ?? {};
  check(response.ok === false, `${kind}: refused`);
  check(error.code === code, `${kind}: error code ${code} (got ${error.code}: ${error.message})`);
  check(typeof error.message === 'string' && error.message.includes(phrase),
        `${kind}: the message names "${phrase}" (got: ${error.message})`);
  if (reason) check(error.reason === reason, `${kind}: reason ${reason} (got ${error.reason})`);
  const after = await canaryAnswers();
  check(after.every((answer, i) => answer === before[i]),
        `${kind}: the good requests are answered exactly as before`);
}

for (const [refused, without] of UNCHANGED_POSITIONS) {
  const answer = await tutor.ask(refused);
  check(answer.ok === false && Number.isInteger(answer.error.index) && answer.error.reason,
        `a refused play gives its index and reason (${JSON.stringify(answer.error)})`);
  const kept = await tutor.ask({ ...refused, actions: refused.actions.slice(0, answer.error.index) });
  const reference = await tutor.ask(without);
  check(JSON.stringify(kept) === JSON.stringify(reference),
        'dropping the refused action gives the position as it was');
}

// `id` comes back as it was written: a number's own text (cJSON alone wrote 9007199254740993
// as 9007199254740992 and 1e2 as 100), in answers and in errors alike.
for (const written of ['9007199254740991', '9007199254740993', '1e2', '-0', '0.10', '-12.5E-3',
  '123456789012345678901234567890']) {
  for (const op of ['games', 'shuffle']) {
    const line = await tutor.askRaw(`{"id": ${written}, "op": "${op}"}`);
    check(line.startsWith(`{"id":${written},"ok":${op === 'games'}`), `id ${written} (${op}) comes back as written: ${line.slice(0, 60)}`);
  }
}
for (const id of ['q1', 'café ♠', 7, null, { seat: 1 }, [1, 'two']]) {
  const answer = await tutor.ask({ id, op: 'games' });
  check(JSON.stringify(answer.id) === JSON.stringify(id), `id ${JSON.stringify(id)} comes back as given`);
}

// A lesson file sent as the app sends it: its bytes in base64, as the lesson request's "file",
// read exactly as `tutor lint` reads the file (tests/lessons/run.mjs compares them all).
const LESSON_FILES = [
  ['duplicate-key', 'not JSON: line 57, column 7, at ""accept": [": the key "accept" is given twice in one object (first at line 53, column 7).'],
  ['nul-escape', 'not JSON: line 4, column 24, at "\\u0000 (Tarot)",": a string holds \\u0000 (NUL), which no string here may hold.'],
  ['lone-surrogate', 'not JSON: line 5, column 28, at "\\ud83c",": a string holds a lone surrogate (\\uD83C), which is half of a character.'],
  ['leading-zero', 'not JSON: line 10, column 13, at "03,": a number may not begin with 0 followed by another digit.'],
  ['too-big', 'too big: over 40960 bytes (40 KiB), the most a lesson file may be.'],
];
// Bytes a lesson's text cannot carry: nul-escape.json with a raw NUL, or bytes that are not
// UTF-8, where it has \u0000.
const escaped = readFileSync(`${root}tests/lessons/broken/nul-escape.json`);
const escapeAt = escaped.indexOf('\\u0000');
const withBytes = (bytes) => Buffer.concat([escaped.subarray(0, escapeAt), Buffer.from(bytes), escaped.subarray(escapeAt + 6)]);
LESSON_FILES.push(
  [withBytes([0]), 'not JSON: line 4, column 24: a string holds a NUL byte (U+0000), which no string here may hold.'],
  [withBytes([0xe9, 0x20]), 'not JSON: line 4, column 24: the bytes here are not UTF-8.'],
);
for (const [file, message] of LESSON_FILES) {
  const name = typeof file === 'string' ? file : `nul-escape (${file[escapeAt]})`;
  const bytes = typeof file === 'string' ? readFileSync(`${root}tests/lessons/broken/${file}.json`) : file;
  const answer = await tutor.ask({ id: name, op: 'lesson', file: bytes.toString('base64') });
  check(answer.ok === true && answer.problems?.length === 1 && answer.problems[0].message === message && !answer.steps,
    `the lesson file ${name}.json is refused as lint refuses it (got ${JSON.stringify(answer).slice(0, 300)})`);
}
{
  const bytes = readFileSync(`${root}tests/lessons/valid/french-tarot-trumping.json`);
  const withMark = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]);
  for (const [what, file] of [['as written', bytes], ['after a byte order mark', withMark]]) {
    const answer = await tutor.ask({ op: 'lesson', file: file.toString('base64') });
    check(answer.ok === true && answer.problems?.length === 0 && answer.steps?.length > 0,
      `a good lesson file ${what} is answered with its steps (got ${JSON.stringify(answer).slice(0, 200)})`);
  }
}

await tutor.close();

// ---- JSON Lines: how the tool splits its input -----------------------------------------------
// A line ends at \n and nowhere else, and every line gets exactly one answer, in order: a \r, a
// NUL or bytes that are not UTF-8 are bytes of the line, and an empty line is refused, not
// skipped (a client waiting for its answer would wait forever).
const run = (input) => spawnSync(command[0], command.slice(1), { input, timeout: 60_000, maxBuffer: 1 << 26 });
const answersOf = (result) => result.stdout.toString('utf8').split('\n').slice(0, -1).map((line) => {
  try {
    return JSON.parse(line);
  } catch {
    return { unreadable: line };
  }
});
const LINES = [
  ['{"id": 1, "op": "games"}', 1],
  ['{"id": 2, "op": "games"}\r', 2],
  ['\0\0\0\0', 'bad-json'],
  ['', 'bad-json'],
  ['{"id": 5, "op": "games"}\r{"id": 55, "op": "games"}', 'bad-json'],
  [' \t ', 'bad-json'],
  ['{"id": 7, "op": "games"}\0', 'bad-json'],
  ['\r', 'bad-json'],
  ['{"id": 9, "op": "ga\rmes"}', 'bad-json'],
  [Buffer.concat([Buffer.from('{"id": 10, "op": "legal", "game": "'), Buffer.from([0xff, 0xfe]), Buffer.from('", "trick": [], "hand": []}')]), 'bad-json'],
  ['\0{"id": 11, "op": "games"}', 'bad-json'],
  ['{"id": 12, "op": "games"}', 12],
];
{
  const input = Buffer.concat(LINES.flatMap(([line], i) => [Buffer.from(line), Buffer.from(i < LINES.length - 1 ? '\n' : '')]));
  const result = run(input);
  const answers = answersOf(result);
  check(result.status === 0 && answers.length === LINES.length,
    `${LINES.length} lines (NULs, raw CRs, empty, the last without \\n) get ${LINES.length} answers (got ${answers.length}, status ${result.status}, signal ${result.signal})`);
  check(Buffer.from(result.stdout.toString('utf8')).equals(result.stdout), 'every answer is UTF-8, whatever bytes the lines held');
  LINES.forEach(([, expected], i) => {
    const answer = answers[i] ?? {};
    const ok = typeof expected === 'number' ? answer.ok === true && answer.id === expected : answer.error?.code === expected;
    check(ok, `line ${i + 1} is answered ${typeof expected === 'number' ? `ok with id ${expected}` : expected} (got ${JSON.stringify(answer).slice(0, 160)})`);
  });
}
// A line of exactly the limit is a request; one byte more is refused by its length.
{
  const LIMIT = 64 * 1024;
  const request = '{"id": "edge", "op": "games"}';
  const input = request + ' '.repeat(LIMIT - request.length) + '\n' + request + ' '.repeat(LIMIT + 1 - request.length) + '\n';
  const answers = answersOf(run(input));
  check(answers[0]?.ok === true && answers[0].id === 'edge', `a line of ${LIMIT} bytes is answered (got ${JSON.stringify(answers[0]).slice(0, 100)})`);
  check(answers[1]?.error?.code === 'request-too-large' && answers[1].error.message === `The request is ${LIMIT + 1} bytes; the limit is ${LIMIT}.`,
    `a line of ${LIMIT + 1} bytes is request-too-large (got ${JSON.stringify(answers[1])})`);
}
// An endless line is not read whole: the tool keeps the first 64 KiB, counts and drops the rest
// as it streams by, answers request-too-large with the line's size, and answers the next line.
// Its peak memory (VmHWM, where /proc has it) must not grow with the line.
{
  const megabytes = Number(process.env.BAD_INPUT_LINE_MB ?? 192);
  const child = spawn(command[0], command.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
  const answers = [];
  let wake = () => {};
  let exited = false;
  createInterface({ input: child.stdout }).on('line', (line) => {
    answers.push(line);
    wake();
  });
  child.on('exit', () => {
    exited = true;
    wake();
  });
  child.stdin.on('error', () => {}); // a tool that died is reported below
  const answered = (n) => new Promise((resolve) => {
    wake = () => (answers.length >= n || exited) && resolve();
    wake();
  });
  const peak = () => {
    try {
      return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) * 1024;
    } catch {
      return null;
    }
  };
  child.stdin.write('{"id": "before", "op": "games"}\n');
  await answered(1);
  const before = peak();
  const chunk = Buffer.alloc(1 << 20, 'x');
  const stopped = once(child, 'exit');
  for (let i = 0; i < megabytes && !exited; i++) {
    if (!child.stdin.write(chunk)) await Promise.race([once(child.stdin, 'drain'), stopped]);
  }
  if (!exited) child.stdin.write('\n{"id": "after", "op": "games"}\n');
  await answered(3);
  const after = peak();
  const size = megabytes * 2 ** 20;
  const parsed = answers.map((line) => JSON.parse(line));
  check(!exited && parsed.length === 3, `a line of ${megabytes} MiB: the tool keeps going (${parsed.length} answers${exited ? ', it stopped' : ''})`);
  check(parsed[1]?.error?.code === 'request-too-large' && parsed[1].error.message === `The request is ${size} bytes; the limit is 65536.`,
    `a line of ${megabytes} MiB is request-too-large with its size (got ${JSON.stringify(parsed[1])})`);
  check(parsed[2]?.ok === true && parsed[2].id === 'after', 'the line after it is answered');
  if (before !== null && after !== null) {
    const grown = (after - before) / 2 ** 20;
    if (process.env.BAD_INPUT_VERBOSE) console.log(`peak memory ${(before / 2 ** 20).toFixed(1)} MiB, then ${(after / 2 ** 20).toFixed(1)} MiB`);
    check(grown < 64, `reading a ${megabytes} MiB line grows peak memory by ${grown.toFixed(1)} MiB (at most 64)`);
  }
  child.stdin.end();
  if (!exited) await once(child, 'close');
}

console.log(`bad input: ${MATRIX.length} classes`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
