#!/usr/bin/env node
// bad_input.mjs: the bad-input matrix of docs/robustness.md, through a JSON Lines tutor
// (natively `build/native/tutor api`, in WebAssembly `node wasm/tutor-api.mjs`).
//
// Every class of bad input is sent; each must get `ok: false` with its error code and a message
// naming the problem. Around every bad request the same good requests are asked again (a
// position with plays, a legal question, a deal), and their answers must be byte for byte what
// they were at the start: a bad request changes nothing. A refused action in a position must
// leave the position exactly as it was without that action.
//
//   node tests/api/bad_input.mjs -- build/native/tutor api
import { commandAfterDashes, startTutor } from './jsonl_client.mjs';

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
  ['malformed JSON: invalid UTF-8', '{"op": "legal", "game": "\xff\xfe"}', 'unknown-game', ''],
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

await tutor.close();
console.log(`bad input: ${MATRIX.length} classes`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
