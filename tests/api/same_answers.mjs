#!/usr/bin/env node
// same_answers.mjs: sends one stream of requests — for every game the tutor lists, seeded deals
// under random options, and legal, winner, count and position questions built from those
// deals; then bad lines of every kind — to the native tool and to the WebAssembly tool, and
// checks that every response is byte-for-byte the same. This is what makes "the same deal for
// the same seed" and "the same answer everywhere" true rather than hoped for.
// Every game must be dealt and played a few plays in, or the comparison of those is empty.
//   node tests/api/same_answers.mjs
//   node tests/api/same_answers.mjs -- build/other/tutor api -- node wasm/tutor-api.mjs
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTutor } from './jsonl_client.mjs';
import { generator, pick } from './seeded.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// The native tool and the WebAssembly one: after each '--' when given, else the usual builds.
const given = [];
for (const arg of process.argv.slice(2)) {
  if (arg === '--') given.push([]);
  else if (given.length) given.at(-1).push(arg);
}
if (given.length && (given.length !== 2 || given.some((c) => !c.length)))
  throw new Error('usage: same_answers.mjs [-- <native tutor command> -- <wasm tutor command>]');
const commands = {
  native: given[0] ?? [resolve(root, 'build/native/tutor'), 'api'],
  wasm: given[1] ?? [process.execPath, resolve(root, 'wasm/tutor-api.mjs')],
};
const SEEDS_PER_GAME = 150;

// A tool that stopped (a crash) answers nothing more: it is started again, and what it did
// not answer is shown as such, so the comparison fails on that line and goes on.
class Tool {
  constructor(name) {
    this.name = name;
    this.tutor = startTutor(commands[name]);
  }
  async askRaw(line) {
    try {
      return await this.tutor.askRaw(line);
    } catch (e) {
      this.tutor = startTutor(commands[this.name]);
      return `(no answer: ${e.message})`;
    }
  }
  close() {
    return this.tutor.close();
  }
}
const native = new Tool('native');
const wasm = new Tool('wasm');

let passed = 0, failed = 0;
const ask = async (request) => {
  const line = typeof request === 'string' ? request : JSON.stringify(request);
  const [a, b] = [await native.askRaw(line), await wasm.askRaw(line)];
  if (a === b) passed++;
  else {
    failed++;
    console.log(`FAIL ${line.slice(0, 200)}\n  native: ${a.slice(0, 400)}\n  wasm:   ${b.slice(0, 400)}`);
  }
  try {
    return JSON.parse(a);
  } catch {
    return null;
  }
};


// Lines that are not requests, and the first game's fixed questions.
for (const line of [
  '{"id": 1, "op": "legal"',
  '[]',
  '""',
  '{"op": "games"} trailing',
  '{"op": "no-such-op"}',
  '{"op": "deal", "game": "no-such-game", "seed": 1}',
  '{"op": "deal", "game": "texas-42", "seed": "18446744073709551615"}',
  '{"op": "deal", "game": "texas-42", "seed": "18446744073709551616x"}',
  '{"op": "deal", "game": "texas-42", "seed": 9007199254740991, "dealer": 3}',
  '{"op": "deal", "game": "texas-42", "seed": -1}',
  '{"op": "deal", "game": "texas-42", "seed": 1.5}',
  '{"op": "legal", "game": "texas-42", "options": {"trump": "4"}, "trick": ["6-1"], "hand": ["6-4", "6-6", "x"]}',
  '{"op": "legal", "game": "texas-42", "options": {"trump": "4"}, "trick": ["6-1"], "hand": ["1-6"]}',
  '{"op": "legal", "game": "texas-42", "trick": [], "hand": ["6-4"]}',
  '{"id": "ü", "op": "winner", "game": "texas-42", "options": {"trump": "none", "contract": "sevens"}, "trick": ["5-5", "3-3", "5-2", "4-4"]}',
  `{"id": ${JSON.stringify('x'.repeat(70000))}, "op": "games"}`,
]) await ask(line);
const games = (await ask({ op: 'games' }))?.games ?? [];
if (!games.length) {
  failed++;
  console.log('FAIL no games listed: nothing of them compared');
}

// Random options from a game's specs: each option a random value, sometimes left out, and
// now and then a value or a name the game does not have.
function randomOptions(game, random) {
  const options = {};
  for (const spec of game.options) {
    if (random() < 0.2) continue;
    options[spec.name] = random() < 0.03 ? 'no-such-value' : pick(random, spec.values);
  }
  if (random() < 0.03) options['no-such-option'] = '1';
  return options;
}

for (const game of games) {
  const id = game.id;
  let dealsAnswered = 0, positionsPlayed = 0;
  // Bad lines for this game.
  await ask({ op: 'legal', game: id, trick: [], hand: [] });
  await ask({ op: 'legal', game: id, trick: ['ZZ'], hand: ['ZZ'] });
  await ask({ op: 'winner', game: id, trick: [] });
  await ask({ op: 'count', game: id, cards: 'S1' });
  await ask({ op: 'deal', game: id, seed: 1, dealer: 99 });
  await ask({ op: 'position', game: id, deal: { hands: [] }, leader: 0 });
  await ask({ op: 'score', game: id });
  await ask({ op: 'replay', game: id, dealer: 0, deal: { hands: [] }, actions: [] });

  for (let seed = 0; seed < SEEDS_PER_GAME; seed++) {
    const random = generator(seed * 7919 + id.length);
    const options = randomOptions(game, random);
    const dealt = await ask({ id: `${id}-${seed}`, op: 'deal', game: id, options, seed: seed * 1000003, dealer: seed % 3 });
    if (!dealt?.ok) continue;
    dealsAnswered++;
    const { hands, rest } = dealt;
    const seats = hands.length;
    const size = id === 'texas-42' && options.contract === 'nello' ? 3 : seats;
    const leader = Math.floor(random() * seats);
    const seat = (k) => (leader + k) % seats;
    const nth = (s) => hands[s][Math.floor(random() * hands[s].length)];
    // A trick led from other seats, answered from the next seat's hand.
    const led = Math.floor(random() * size);
    const trick = Array.from({ length: led }, (_, k) => nth(seat(k))).filter(Boolean);
    const mover = hands[seat(led)];
    if (mover.length) await ask({ op: 'legal', game: id, options, trick, hand: mover, stock: rest.length ? seed % 4 : 0 });
    // A complete trick, a card from each seat in turn.
    await ask({ op: 'winner', game: id, options, trick: Array.from({ length: size }, (_, k) => nth(seat(k))).filter(Boolean) });
    // Piles: a hand, a hand with the rest, the whole deal.
    await ask({ op: 'count', game: id, options, cards: hands[leader] });
    await ask({ op: 'count', game: id, options, cards: [...hands[leader], ...rest] });
    await ask({ op: 'count', game: id, options, cards: [...hands.flat(), ...rest] });
    // A position a few plays in: the first plays the replay accepts, then one at random.
    const actions = [];
    let position = await ask({ op: 'position', game: id, options, deal: { hands }, leader, actions });
    for (let step = 0; position?.ok && !position.done && step < 1 + (seed % 9); step++) {
      actions.push({ play: pick(random, position.legal) });
      position = await ask({ op: 'position', game: id, options, deal: { hands }, leader, actions });
      positionsPlayed += position?.ok ? 1 : 0;
    }
    if (position?.ok && !position.done && position.turn !== null) {
      const anyCard = pick(random, hands.flat());
      await ask({ op: 'position', game: id, options, deal: { hands }, leader, actions: [...actions, { play: anyCard }] });
    }
  }
  // The computer players and the coach: a few whole hands a few actions in, each level
  // deciding for the seat to act (few samples, to keep the run short), and the coach on one
  // of the legal actions; then a level that does not exist.
  let botsAnswered = 0;
  for (let seed = 0; seed < 4; seed++) {
    const random = generator(seed * 104729 + id.length);
    const actions = [];
    let hand = await ask({ op: 'hand', game: id, seed: seed + 11, dealer: seed % 2, actions });
    for (let step = 0; hand?.ok && hand.legal?.length && step < 3 + seed * 9; step++) {
      actions.push(pick(random, hand.legal));
      hand = await ask({ op: 'hand', game: id, seed: seed + 11, dealer: seed % 2, actions });
    }
    if (!hand?.ok || !hand.legal?.length) continue;
    const asked = { game: id, seed: seed + 11, dealer: seed % 2, actions, samples: 3, decision_seed: seed };
    for (let level = 0; level < 4; level++)
      botsAnswered += (await ask({ op: 'bot', ...asked, level }))?.ok ? 1 : 0;
    await ask({ op: 'coach', ...asked, level: 2 + (seed % 2), chosen: pick(random, hand.legal) });
  }
  await ask({ op: 'bot', game: id, seed: 1, actions: [], level: 7 });
  if (!botsAnswered) {
    failed++;
    console.log(`FAIL ${id}: no bot decision answered`);
  }
  // Bad options now and then refuse a deal, and Burro has no `position`; but a game none of
  // whose deals, or (other than Burro) none of whose plays, were answered compared nothing.
  if (!dealsAnswered || (!positionsPlayed && id !== 'burro')) {
    failed++;
    console.log(`FAIL ${id}: ${dealsAnswered} deals and ${positionsPlayed} plays answered`);
  }
}
// The same questions in every language (`lang`): whole hands of every game played with a random
// legal action at each step and a refused card now and then (refusals, trick winners, move
// labels, score lines), a trick's legal cards and winner, and bad input. A language not
// offered yet gets the same unknown-lang error from both, so every language is sent; those
// that answered are counted, and those offered must have.
const LANGUAGES = ['en', 'fr', 'de', 'it', 'es', 'pt'];
const answeredIn = {};
for (const lang of LANGUAGES) {
  answeredIn[lang] = 0;
  await ask({ op: 'games', lang });
  for (const game of games) {
    for (let seed = 0; seed < 3; seed++) {
      const random = generator(seed * 104729 + game.id.length + lang.charCodeAt(0));
      const base = { op: 'hand', game: game.id, seed: seed + 7, dealer: seed % 2, lang };
      const actions = [];
      for (let step = 0; step < 250; step++) {
        const view = await ask({ ...base, actions });
        if (!view?.ok) break;
        answeredIn[lang]++;
        if (view.illegal?.length && random() < 0.3) {
          const x = pick(random, view.illegal);
          await ask({ ...base, actions: [...actions, x.card === 'draw' || x.card === 'pass' ? { [x.card]: true } : { play: x.card }] });
        }
        if (view.phase === 'over' || !view.legal?.length) break;
        actions.push(pick(random, view.legal));
      }
    }
    const dealt = await ask({ op: 'deal', game: game.id, seed: 11, dealer: 0, lang });
    if (dealt?.ok) {
      const [first, second] = dealt.hands;
      await ask({ op: 'legal', game: game.id, trick: first.slice(0, 1), hand: second, stock: dealt.rest.length ? 2 : 0, lang });
      await ask({ op: 'winner', game: game.id, trick: dealt.hands.map((h) => h[0]), lang });
    }
    await ask({ op: 'count', game: game.id, cards: ['ZZ'], lang });
    await ask({ op: 'replay', game: game.id, dealer: 0, deal: { hands: [] }, actions: [], lang });
  }
}
for (const lang of LANGUAGES) {
  if (answeredIn[lang]) continue;
  failed++;
  console.log(`FAIL no whole hand answered in "${lang}"`);
}
console.log(`answered per language: ${JSON.stringify(answeredIn)}`);

await native.close();
await wasm.close();
console.log(`native and WebAssembly answers: ${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
