#!/usr/bin/env node
// random_hands.mjs: seeded Texas 42 hands played to the end through the JSON API, choosing a
// random legal tile at every turn, in every contract. Checks that every tile is played once,
// tricks have the right size, the two sides' points make 42, and that playing a refused tile
// gets `illegal-action` with the reason `legal` gave. Runs against any JSON Lines tutor:
//   node tests/api/random_hands.mjs -- build/native/tutor api
//   node tests/api/random_hands.mjs -- node wasm/tutor-api.mjs
import assert from 'node:assert/strict';
import { commandAfterDashes, startTutor } from './jsonl_client.mjs';

const HANDS = 120;
const TRUMPS = ['0', '1', '2', '3', '4', '5', '6', 'doubles', 'none'];
const CONTRACTS = ['normal', 'nello', 'sevens', 'plunge', 'splash'];

// A small seeded generator for the choices (mulberry32), so runs repeat exactly.
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function playHand(tutor, seed) {
  const random = generator(seed);
  const options = { trump: TRUMPS[seed % 9], contract: CONTRACTS[Math.floor(seed / 9) % 5] };
  const dealt = await tutor.ask({ id: `deal-${seed}`, op: 'deal', game: 'texas-42', seed, dealer: seed % 4 });
  assert.equal(dealt.ok, true, JSON.stringify(dealt));
  const all = dealt.hands.flat();
  assert.equal(new Set(all).size, 28);
  const leader = (seed * 7) % 4;
  const base = { op: 'position', game: 'texas-42', options, deal: { hands: dealt.hands }, leader };
  const actions = [];
  let position;
  for (let step = 0; step < 40; step++) {
    position = await tutor.ask({ ...base, id: `p-${seed}-${step}`, actions });
    assert.equal(position.ok, true, JSON.stringify(position));
    if (position.done) break;
    assert.ok(position.legal.length > 0);
    if (position.illegal.length) {
      const refused = position.illegal[Math.floor(random() * position.illegal.length)];
      const answer = await tutor.ask({ ...base, actions: [...actions, { play: refused.card }] });
      assert.equal(answer.ok, false);
      assert.equal(answer.error.code, 'illegal-action');
      assert.equal(answer.error.index, actions.length);
      assert.equal(answer.error.reason, refused.reason);
      assert.equal(answer.error.message, refused.text);
    }
    const pick = position.legal[Math.floor(random() * position.legal.length)];
    actions.push({ play: pick });
  }
  assert.equal(position.done, true);
  assert.equal(position.tricks.length, 7);
  const nello = options.contract === 'nello';
  const played = position.tricks.flatMap((t) => t.cards);
  assert.equal(new Set(played).size, nello ? 21 : 28);
  for (const t of position.tricks) {
    assert.equal(t.cards.length, nello ? 3 : 4);
    assert.ok(t.seats.includes(t.winner));
    assert.equal(typeof t.text, 'string');
  }
  if (!nello) assert.equal(position.points[0] + position.points[1], 42);
  return actions.length;
}

const { command } = commandAfterDashes(process.argv.slice(2));
const tutor = startTutor(command);
let passed = 0, failed = 0, plays = 0;
for (let seed = 0; seed < HANDS; seed++) {
  try {
    plays += await playHand(tutor, seed);
    passed++;
  } catch (e) {
    failed++;
    console.log(`FAIL hand ${seed}: ${e.message}`);
  }
}
await tutor.close();
console.log(`random hands (${command.join(' ')}): ${plays} plays; ${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
