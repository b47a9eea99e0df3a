#!/usr/bin/env node
// same_answers.mjs: sends one stream of requests — seeded deals, legal and winner questions on
// random tricks, positions, and bad lines — to the native tool and to the WebAssembly tool, and
// checks that every response is byte-for-byte the same. This is what makes "the same deal for
// the same seed" and "the same answer everywhere" true rather than hoped for.
//   node tests/api/same_answers.mjs
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTutor } from './jsonl_client.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const native = startTutor([resolve(root, 'build/native/tutor'), 'api']);
const wasm = startTutor([process.execPath, resolve(root, 'wasm/tutor-api.mjs')]);

const requests = [
  '{"id": 1, "op": "legal"',
  '[]',
  '{"op": "games"}',
  '{"op": "deal", "game": "texas-42", "seed": "18446744073709551615"}',
  '{"op": "deal", "game": "texas-42", "seed": 9007199254740991, "dealer": 3}',
  '{"op": "legal", "game": "texas-42", "options": {"trump": "4"}, "trick": ["6-1"], "hand": ["6-4", "6-6", "x"]}',
  '{"id": "ü", "op": "winner", "game": "texas-42", "options": {"trump": "none", "contract": "sevens"}, "trick": ["5-5", "3-3", "5-2", "4-4"]}',
];
const trumps = ['0', '1', '2', '3', '4', '5', '6', 'doubles', 'none'];
for (let seed = 0; seed < 300; seed++) {
  requests.push(JSON.stringify({ id: seed, op: 'deal', game: 'texas-42', seed, dealer: seed % 4 }));
}
let passed = 0, failed = 0;
const check = (label, a, b) => {
  if (a === b) passed++;
  else {
    failed++;
    console.log(`FAIL ${label}\n  native: ${a}\n  wasm:   ${b}`);
  }
};
for (const r of requests) check(r.slice(0, 80), await native.askRaw(r), await wasm.askRaw(r));
// Questions on the dealt hands: each seat's hand against a trick led from another.
for (let seed = 0; seed < 300; seed++) {
  const { hands } = await native.ask({ op: 'deal', game: 'texas-42', seed });
  const options = { trump: trumps[seed % 9], contract: seed % 5 ? 'normal' : 'nello' };
  const legal = JSON.stringify({ op: 'legal', game: 'texas-42', options, trick: [hands[0][seed % 7]], hand: hands[1] });
  check(`legal seed ${seed}`, await native.askRaw(legal), await wasm.askRaw(legal));
  const trick = hands.slice(0, options.contract === 'nello' ? 3 : 4).map((h) => h[(seed * 3) % 7]);
  const winner = JSON.stringify({ op: 'winner', game: 'texas-42', options, trick });
  check(`winner seed ${seed}`, await native.askRaw(winner), await wasm.askRaw(winner));
  const position = JSON.stringify({ op: 'position', game: 'texas-42', options, deal: { hands }, leader: seed % 4, actions: [{ play: hands[seed % 4][0] }] });
  check(`position seed ${seed}`, await native.askRaw(position), await wasm.askRaw(position));
}
await native.close();
await wasm.close();
console.log(`native and WebAssembly answers: ${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
