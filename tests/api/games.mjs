#!/usr/bin/env node
// games.mjs: what the `games` request says of every game, against what the other requests do,
// so that an app can name every card, draw the pack, seat the partnerships and offer the options
// from that one answer:
//  - `pack` and `piece`: a kind of pack the app draws, and "card" or "tile";
//  - `pack_cards`: every card once, each with a name of its own; every card any deal gives
//    (under each option's values) is listed, and every card listed is dealt under some options;
//    `own_name` true for a card not named by its rank and suit, nor by its pips;
//  - the names are the sentences' own: a refusal (`legal`) names the card refused and the cards
//    it rests on (`led`, `witness`, `beaten`) by them, and so does every label of a card move
//    (`hand`: "Play the King of Hearts") and every trick's winner sentence;
//  - `suits`: each a code that begins some card's code, named as a refusal to follow names them;
//  - `sides`: the partnerships, seats 0 and 2 against 1 and 3, where a whole game (`game`)
//    keeps its totals by side, and null where it keeps them by seat;
//  - an option's `in_hand`: the ones agreed before the deal are taken by `hand` at every value;
//    one decided in the hand is either an action of the hand or refused by `hand`.
//   node tests/api/games.mjs -- build/native/tutor api
//   node tests/api/games.mjs -- node wasm/tutor-api.mjs
import assert from 'node:assert/strict';
import { commandAfterDashes, startTutor } from './jsonl_client.mjs';
import { generator, pick } from './seeded.mjs';

const PACK_KINDS = ['dominoes', 'french-suited', 'italian-suited', 'spanish-suited'];
const LEGAL_TRIES = 400;
const MOST_STEPS = 600;

const { command } = commandAfterDashes(process.argv.slice(2));
const tutor = startTutor(command);

async function expectOk(request) {
  const answer = await tutor.ask(request);
  assert.equal(answer.ok, true, `${JSON.stringify(request).slice(0, 300)}\n  -> ${JSON.stringify(answer).slice(0, 400)}`);
  return answer;
}

// A name as it opens a sentence ("The King of Hearts set the suit") or stands within one.
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const says = (text, name) => text.includes(name) || text.includes(capital(name));

// Options a trick question needs: every option without a default, at its first value.
function neededOptions(game) {
  const options = {};
  for (const o of game.options) if (o.default === null) options[o.name] = o.values[0];
  return options;
}

// The options agreed before the deal, each alone at each value, and none at all.
function agreedOptionSets(game) {
  const sets = [{}];
  for (const o of game.options) if (!o.in_hand) for (const v of o.values) sets.push({ [o.name]: v });
  return sets;
}

function checkShape(game) {
  assert.ok(PACK_KINDS.includes(game.pack), `pack ${game.pack}`);
  assert.ok(['card', 'tile'].includes(game.piece), `piece ${game.piece}`);
  assert.equal(game.piece === 'tile', game.pack === 'dominoes', 'a tile is a domino');
  const codes = game.pack_cards.map((c) => c.code);
  const names = game.pack_cards.map((c) => c.name);
  assert.equal(new Set(codes).size, codes.length, 'a card listed twice');
  assert.equal(new Set(names).size, names.length, 'two cards of one name');
  for (const c of game.pack_cards) assert.match(c.name, /^\S(.*\S)?$/, `${c.code}: its name`);
  // own_name: a card not named by its rank and suit ("the King of Hearts", in English) nor its pips.
  for (const c of game.pack_cards) {
    const suit = game.suits.find((s) => s.code === c.code.charAt(0));
    const byRankAndSuit = suit !== undefined && c.name.endsWith(` of ${suit.name}`);
    const expected = game.pack !== 'dominoes' && !byRankAndSuit;
    assert.equal(c.own_name, expected, `${c.code}, "${c.name}": own_name`);
  }
  assert.ok(codes.length >= game.cards, `${codes.length} cards listed, ${game.cards} in the default pack`);
  const suitCodes = game.suits.map((s) => s.code);
  assert.equal(new Set(suitCodes).size, suitCodes.length, 'a suit listed twice');
  for (const s of game.suits) {
    assert.equal(s.code.length, 1, `suit ${s.code}`);
    assert.ok(s.name.length > 0, `suit ${s.code}: its name`);
    assert.ok(codes.some((c) => c.startsWith(s.code)), `suit ${s.code}: no card of it`);
  }
  if (game.sides !== null) {
    // Partnerships: seats 0 and 2 against 1 and 3.
    assert.deepEqual(game.sides, [[0, 2], [1, 3]], 'sides');
    assert.equal(game.seats, 4, 'partnerships of a table of four');
  }
}

// Every card dealt under any agreed options is listed, and every card listed is dealt.
async function checkDealt(game) {
  const listed = new Set(game.pack_cards.map((c) => c.code));
  const dealt = new Set();
  for (const options of agreedOptionSets(game)) {
    const deal = await expectOk({ op: 'deal', game: game.id, options: { ...neededOptions(game), ...options }, seed: 3 });
    for (const code of [...deal.hands.flat(), ...(deal.rest ?? [])]) {
      assert.ok(listed.has(code), `${code}, dealt under ${JSON.stringify(options)}, is not listed`);
      dealt.add(code);
    }
  }
  for (const code of listed) assert.ok(dealt.has(code), `${code} is listed and never dealt`);
}

// Refusals of random cards to random tricks name their cards as `pack_cards` does.
async function checkRefusals(game, random) {
  const name = new Map(game.pack_cards.map((c) => [c.code, c.name]));
  const suitNames = new Set(game.suits.map((s) => s.name));
  const options = neededOptions(game);
  let named = 0;
  for (let i = 0; i < LEGAL_TRIES; i++) {
    const cards = [];
    while (cards.length < 5) {
      const code = pick(random, game.pack_cards).code;
      if (!cards.includes(code)) cards.push(code);
    }
    const trickSize = 1 + (i % 2);
    const answer = await tutor.ask({ op: 'legal', game: game.id, options, trick: cards.slice(0, trickSize), hand: cards.slice(2), stock: 5 });
    if (!answer.ok) continue; // a card outside the default pack, a trick too long for the game
    for (const refusal of answer.illegal) {
      if (!name.has(refusal.card)) continue; // drawing or passing
      // The card that set the suit is named where the obligation is to follow it (an
      // overtrump's sentence names the trump to beat instead).
      for (const key of ['card', 'led', 'witness', 'beaten']) {
        if (refusal[key] === undefined || (key === 'led' && refusal.reason !== 'must-follow')) continue;
        assert.ok(says(refusal.text, name.get(refusal[key])), `${key} ${refusal[key]} is "${name.get(refusal[key])}" in: ${refusal.text}`);
        named++;
      }
      // A refusal to follow names the suit by one of the game's names for its suits (a
      // domino's suit may be trumps, of whichever number they are).
      if (refusal.reason === 'must-follow')
        assert.ok([...suitNames].some((suit) => says(refusal.text, suit)), `no suit named in: ${refusal.text}`);
    }
  }
  assert.ok(named > 0, 'no refusal was tried');
  return named;
}

// A whole hand with random legal moves: every card move's label and every trick's sentence name
// the card as `pack_cards` does.
async function checkHand(game, random) {
  const name = new Map(game.pack_cards.map((c) => [c.code, c.name]));
  const request = { op: 'hand', game: game.id, seed: 11, actions: [] };
  let view;
  for (let step = 0; step < MOST_STEPS; step++) {
    view = await expectOk(request);
    if (view.phase === 'over') break;
    view.legal.forEach((move, i) => {
      if (typeof move.play === 'string' && name.has(move.play))
        assert.ok(view.labels[i].startsWith(`Play ${name.get(move.play)}`), `${move.play}: "${view.labels[i]}"`);
    });
    request.actions.push(pick(random, view.legal));
  }
  assert.equal(view.phase, 'over', 'the hand did not end');
  for (const trick of view.tricks) {
    const winning = trick.cards[trick.seats.indexOf(trick.winner)];
    assert.ok(says(trick.text, name.get(winning)), `the winner ${winning} in: ${trick.text}`);
  }
}

// The options agreed before the deal are taken by `hand` at every value, and are no action of
// the hand. One decided in the hand is either an action of the hand (read as one: refused as
// out of its phase at the start, not as no action of the game), or refused by `hand` at any
// value but its default.
async function checkInHand(game) {
  for (const o of game.options) {
    for (const v of o.values) {
      const answer = await tutor.ask({ op: 'hand', game: game.id, options: { [o.name]: v }, seed: 1, actions: [] });
      if (!o.in_hand) {
        assert.equal(answer.ok, true, `${o.name} ${v}, agreed before the deal: ${JSON.stringify(answer.error)}`);
        continue;
      }
      const move = await tutor.ask({ op: 'hand', game: game.id, seed: 1, actions: [{ [o.name]: v }] });
      if (move.error?.code === 'bad-field' && v !== o.default)
        assert.equal(answer.error?.code, 'bad-option', `${o.name} ${v}, decided in the hand, is neither an action nor refused`);
    }
    const move = await tutor.ask({ op: 'hand', game: game.id, seed: 1, actions: [{ [o.name]: o.values[0] }] });
    if (!o.in_hand) assert.equal(move.error?.code, 'bad-field', `${o.name}, agreed before the deal, is an action of the hand`);
    else if (move.error?.code !== 'bad-field')
      assert.equal(move.error?.reason, 'out-of-phase', `${o.name}, an action of the hand: ${JSON.stringify(move.error)}`);
  }
}

// A whole game keeps its totals by side exactly where the game has partnerships, and its
// lines go to one of them.
async function checkSides(game, random) {
  let base = { op: 'game', game: game.id, hands: [{ seed: 5, actions: [] }] };
  let answer = await tutor.ask(base);
  if (!answer.ok && /deals/.test(answer.error.message)) {
    base = { ...base, deals: 1 };
    answer = await tutor.ask(base);
  }
  assert.equal(answer.ok, true, JSON.stringify(answer.error));
  for (let step = 0; step < MOST_STEPS && !answer.hands.at(-1).finished; step++) {
    base.hands[0].actions.push(pick(random, answer.hands.at(-1).legal));
    answer = await expectOk(base);
  }
  assert.equal(answer.totals_by, game.sides ? 'side' : 'seat', 'totals_by');
  if (game.sides) assert.equal(answer.totals.length, game.sides.length, 'a total per side');
  for (const hand of answer.hands)
    for (const line of hand.lines) {
      if (game.sides) assert.ok(line.side >= 0 && line.side < game.sides.length, `a line to side ${line.side}`);
      else assert.equal(line.side, undefined, 'a line to a side where seats play for themselves');
    }
}

let passed = 0;
let failed = 0;
const { games } = await expectOk({ op: 'games' });
assert.ok(games.length > 0, 'the tutor lists no game');
for (const [index, game] of games.entries()) {
  const random = generator(index + 1);
  try {
    checkShape(game);
    await checkDealt(game);
    const named = await checkRefusals(game, random);
    await checkHand(game, random);
    await checkInHand(game);
    await checkSides(game, random);
    console.log(`${game.id}: ${game.pack_cards.length} cards, ${game.suits.length} suits, ${named} names in refusals, sides ${JSON.stringify(game.sides)}, options in the hand: ${game.options.filter((o) => o.in_hand).map((o) => o.name).join(', ') || 'none'}`);
    passed++;
  } catch (e) {
    failed++;
    console.log(`FAIL ${game.id}: ${e.message}`);
  }
}
await tutor.close();
console.log(`games (${command.join(' ')}): ${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
