#!/usr/bin/env node
// random_hands.mjs: seeded hands of every game the tutor lists (`games`), dealt by `deal` and
// played to the end through `position`, choosing a random legal card at every turn, under
// seeded random options. At every turn it checks that `legal` and `illegal` split the hand,
// that every refused card has a reason and a sentence, that the `legal` request answers the
// same for the trick and hand, that playing a refused card gets `illegal-action` with that
// reason and sentence, and that every card of the pack is in exactly one place. At the end:
// every trick of the right size, `winner` agreeing with each trick's winner, and the piles and
// the rest counting (`count`) to the game's whole. Runs against any JSON Lines tutor:
//   node tests/api/random_hands.mjs -- build/native/tutor api
//   node tests/api/random_hands.mjs -- node wasm/tutor-api.mjs
import assert from 'node:assert/strict';
import { commandAfterDashes, startTutor } from './jsonl_client.mjs';
import { generator, pick } from './seeded.mjs';

// Few enough that the WebAssembly run takes seconds; the C test (test_random_play) plays
// thousands of hands of every game in the core directly.
const HANDS_PER_GAME = 30;

// Games whose hands are more than trick play from a fixed deal: `position` replays a deal
// trick by trick, while Burro draws from the stock after each trick. They have random tests
// of their own.
const GAMES_WITH_THEIR_OWN_SIMULATION = {
  burro: 'its `legal` answers `draw` and `pass` besides cards, and `position` replays trick ' +
    'play from a fixed deal without a stock; its own random test drives the draws',
};

// Options that only say how a pile is counted, not how cards are played: left at their
// defaults, so every pile counts towards the whole.
const COUNTING_ONLY_OPTIONS = { 'piedmont-tarocchi': ['allegiance'] };

// What a whole hand holds, from the seeds: the pack's size (the hands and the rest of a deal)
// and its card points as `count`
// gives them (French Tarot in points with halves), the tricks a hand has (null when the
// options decide), and French Tarot's bouts.
const WHOLE = {
  // 35 in the count tiles and a point for each of the 7 tricks.
  'texas-42': { pack: 28, points: 42, tricks: 7 },
  'french-tarot': { pack: 78, points: 91, tricks: null, bouts: 3 },
  'tapp-tarock': { pack: 54, points: 70, tricks: 16 },
  // 87 card points; the last trick's 6 (making the seed's 93) belong to the hand's score.
  ottocento: { pack: 62, points: 87, tricks: 15 },
  'eight-hundred': { pack: 62, points: 87, tricks: 15 },
  // 148 card points; the seed's point a trick (its "165") belongs to the hand's score.
  'piedmont-tarocchi': { pack: 80, points: 148, tricks: 19 },
};


// Seeded options: each option a random value, or (when it has a default) sometimes left out.
function randomOptions(game, random) {
  const options = {};
  const skip = COUNTING_ONLY_OPTIONS[game.id] ?? [];
  for (const spec of game.options) {
    if (skip.includes(spec.name)) continue;
    if (spec.default !== null && random() < 0.25) continue;
    options[spec.name] = pick(random, spec.values);
  }
  return options;
}

// Texas 42's count tiles among tiles that are not whole tricks (Nello's hand sitting out,
// which `count` refuses): the 5-0, 4-1, 3-2, 6-4 and 5-5 score their pips.
function countTiles(tiles) {
  return tiles
    .map((t) => Number(t[0]) + Number(t[2]))
    .filter((pips) => pips % 5 === 0)
    .reduce((a, b) => a + b, 0);
}

// A sentence with every word in place: a name or clause that came out empty leaves a doubled
// space or a space before punctuation behind.
const wellFormed = (text) => typeof text === 'string' && /^\S/.test(text) && !/ {2}| [.,:]/.test(text);

const sameSet = (a, b) => a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');

class Tutor {
  constructor(command) {
    this.command = command;
    this.tutor = startTutor(command);
  }
  async ask(request) {
    const answer = await this.tutor.ask(request);
    assert.equal(typeof answer, 'object', `no answer to ${JSON.stringify(request)}`);
    return answer;
  }
  async expectOk(request) {
    const answer = await this.ask(request);
    assert.equal(answer.ok, true, `${JSON.stringify(request).slice(0, 300)}\n  -> ${JSON.stringify(answer)}`);
    return answer;
  }
  // A tutor that stopped (a crash) cannot answer again; the next game gets a new one.
  async restart() {
    this.tutor = startTutor(this.command);
  }
  close() {
    return this.tutor.close();
  }
}

async function playHand(tutor, game, seed) {
  const random = generator(seed * 2654435761 + 1);
  const whole = WHOLE[game.id];
  // Options the game refuses together (a trump for Nello, say: docs/api.md) are drawn again;
  // each refusal must be `bad-option`.
  let options = randomOptions(game, random);
  for (let tries = 0; ; tries++) {
    const answer = await tutor.ask({ op: 'deal', game: game.id, options, seed, dealer: 0 });
    if (answer.ok) break;
    assert.equal(answer.error.code, 'bad-option', `${game.id} ${JSON.stringify(options)}: ${JSON.stringify(answer.error)}`);
    assert.ok(tries < 50, `${game.id}: no options accepted`);
    options = randomOptions(game, random);
  }
  const where = `${game.id} ${JSON.stringify(options)} seed ${seed}`;
  const dealt = await tutor.expectOk({ op: 'deal', game: game.id, options, seed, dealer: seed % 3 });
  const seats = dealt.hands.length;
  const rest = dealt.rest;
  const pack = [...dealt.hands.flat(), ...rest];
  assert.equal(new Set(pack).size, pack.length, `${where}: a card dealt twice`);
  if (whole) assert.equal(pack.length, whole.pack, `${where}: the hands and the rest`);
  const leader = Math.floor(random() * seats);
  const base = { op: 'position', game: game.id, options, deal: { hands: dealt.hands }, leader };
  const actions = [];
  let position;
  for (let step = 0; step <= pack.length; step++) {
    const at = `${where} leader ${leader} after ${JSON.stringify(actions.map((a) => a.play))}`;
    position = await tutor.expectOk({ ...base, id: `${game.id}-${seed}-${step}`, actions });
    // Every card in exactly one place: a hand, the trick in progress, a trick taken, the rest.
    const places = [...position.hands.flat(), ...position.trick.cards,
      ...position.tricks.flatMap((t) => t.cards), ...rest];
    assert.ok(sameSet(places, pack), `${at}: the places hold ${places.length} cards of ${pack.length}`);
    if (position.done) break;
    assert.notEqual(position.turn, null, at);
    assert.notEqual(position.turn, position.sitting_out, at);
    const hand = position.hands[position.turn];
    assert.ok(position.legal.length > 0, `${at}: nothing legal from ${hand}`);
    const refused = position.illegal.map((x) => x.card);
    assert.ok(sameSet([...position.legal, ...refused], hand), `${at}: legal and illegal are not the hand`);
    for (const x of position.illegal) {
      assert.ok(typeof x.reason === 'string' && x.reason && x.reason !== 'none', `${at}: ${x.card} has no reason`);
      assert.ok(wellFormed(x.text), `${at}: ${x.card} refused with ${JSON.stringify(x.text)}`);
    }
    // The `legal` request answers the same for this trick and hand.
    const legal = await tutor.expectOk({ op: 'legal', game: game.id, options, trick: position.trick.cards, hand });
    assert.deepEqual(legal.legal, position.legal, `${at}: legal`);
    assert.deepEqual(legal.illegal, position.illegal, `${at}: illegal`);
    if (refused.length) {
      refusalsTried++;
      const x = pick(random, position.illegal);
      const answer = await tutor.ask({ ...base, actions: [...actions, { play: x.card }] });
      assert.equal(answer.ok, false, `${at}: ${x.card} accepted`);
      assert.equal(answer.error.code, 'illegal-action', at);
      assert.equal(answer.error.index, actions.length, at);
      assert.equal(answer.error.reason, x.reason, `${at}: ${x.card}`);
      assert.equal(answer.error.message, x.text, `${at}: ${x.card}`);
    }
    actions.push({ play: pick(random, position.legal) });
  }
  assert.equal(position.done, true, `${where}: never done`);

  // Every trick complete, its seats in turn, its winner what `winner` says.
  const tricks = position.tricks;
  const size = tricks[0].cards.length;
  const handSize = dealt.hands[leader].length;
  assert.equal(tricks.length, handSize, `${where}: ${tricks.length} tricks from hands of ${handSize}`);
  if (whole?.tricks) assert.equal(tricks.length, whole.tricks, where);
  for (const [i, t] of tricks.entries()) {
    assert.equal(t.cards.length, size, `${where} trick ${i}`);
    assert.equal(t.seats[0], t.leader, `${where} trick ${i}`);
    assert.equal(new Set(t.seats).size, size, `${where} trick ${i}: a seat played twice`);
    assert.ok(!t.seats.includes(position.sitting_out), `${where} trick ${i}`);
    if (i > 0) assert.equal(t.leader, tricks[i - 1].winner, `${where} trick ${i}: not led by the last winner`);
    const w = await tutor.expectOk({ op: 'winner', game: game.id, options, trick: t.cards });
    assert.equal(t.seats[w.winner], t.winner, `${where} trick ${i} ${t.cards}`);
    assert.equal(w.reason, t.reason, `${where} trick ${i} ${t.cards}`);
    assert.equal(w.text, t.text, `${where} trick ${i} ${t.cards}`);
    assert.ok(wellFormed(t.text), `${where} trick ${i}: ${JSON.stringify(t.text)}`);
  }

  // The piles, seat by seat, and the rest count to the whole.
  assert.ok(whole, `${game.id}: no expected whole; add it to WHOLE`);
  const piles = Array.from({ length: seats }, (_, s) =>
    tricks.filter((t) => t.winner === s).flatMap((t) => t.cards));
  let points = 0, bouts = 0;
  const pileCounts = [];
  for (const cards of [...piles, rest]) {
    const counted = cards.length ? await tutor.expectOk({ op: 'count', game: game.id, options, cards }) : { points: 0, bouts: 0 };
    pileCounts.push(counted.points);
    points += counted.points;
    bouts += counted.bouts ?? 0;
  }
  if (position.sitting_out !== null) points += countTiles(position.hands[position.sitting_out]);
  assert.equal(points, whole.points, `${where} leader ${leader}: the piles and rest count ${points}`);
  if (whole.bouts !== undefined) assert.equal(bouts, whole.bouts, `${where}: bouts`);
  // `points` is the partnerships' count: seats 0 and 2, seats 1 and 3.
  const side = async (list) => {
    const cards = list.flatMap((s) => piles[s] ?? []);
    return cards.length ? (await tutor.expectOk({ op: 'count', game: game.id, options, cards })).points : 0;
  };
  assert.deepEqual(position.points, [await side([0, 2]), await side([1, 3])], `${where}: points`);
  return actions.length;
}

const { command } = commandAfterDashes(process.argv.slice(2));
const tutor = new Tutor(command);
let passed = 0, failed = 0, plays = 0, refusalsTried = 0;
const { games } = await tutor.expectOk({ op: 'games' });
const played = games.filter((game) => !GAMES_WITH_THEIR_OWN_SIMULATION[game.id]);
if (!played.length) {
  failed++;
  console.log('FAIL no game to play: the tutor lists none but those with their own simulation');
}
for (const [index, game] of games.entries()) {
  if (GAMES_WITH_THEIR_OWN_SIMULATION[game.id]) {
    console.log(`${game.id}: not played here: ${GAMES_WITH_THEIR_OWN_SIMULATION[game.id]}`);
    continue;
  }
  let gamePassed = 0, gameFailed = 0;
  refusalsTried = 0;
  for (let hand = 0; hand < HANDS_PER_GAME; hand++) {
    const seed = index * 100000 + hand;
    try {
      plays += await playHand(tutor, game, seed);
      gamePassed++;
    } catch (e) {
      gameFailed++;
      console.log(`FAIL ${game.id} hand ${seed}: ${e.message}`);
      if (/stopped/.test(e.message)) {
        console.log(`  the tutor stopped; the rest of ${game.id} is skipped`);
        await tutor.restart();
        gameFailed += HANDS_PER_GAME - hand - 1;
        break;
      }
    }
  }
  // Hands in which every card was always legal would check nothing of the refusals.
  if (!refusalsTried) {
    gameFailed++;
    console.log(`FAIL ${game.id}: no refused card was tried`);
  }
  console.log(`${game.id}: ${gamePassed} hands passed, ${gameFailed} failed, ${refusalsTried} refused cards tried`);
  passed += gamePassed;
  failed += gameFailed;
}
await tutor.close();
console.log(`random hands (${command.join(' ')}): ${plays} plays; ${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
