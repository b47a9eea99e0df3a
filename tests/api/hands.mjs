#!/usr/bin/env node
// hands.mjs: random whole hands of every game the `hand` request answers, from a seed to the
// score, choosing a random legal action at every step (bids, discards, calls, declarations,
// announcements, plays, draws) under random options. At every step it checks the position:
// every card in exactly one place (a hand, a trick, a pile set aside), the legal actions those
// of the seat to act, every refused card with a reason and a sentence, a refused action
// answered with its index, reason and that sentence; the same position seen from a seat shows
// only that seat's cards and what the table has seen. At the end the score's lines add up to
// its totals. Every game the tutor lists must answer the `hand` request: one that does not
// (`unknown-op`, or any other refusal) fails. Each game must score at least one of its hands
// and have refused actions tried, or the checks of those would be empty.
//   node tests/api/hands.mjs -- build/native/tutor api
//   node tests/api/hands.mjs -- node wasm/tutor-api.mjs -- build/native/tutor api
// With a second command, every request goes to both and the answers must be byte-identical.
import assert from 'node:assert/strict';
import { startTutor } from './jsonl_client.mjs';
import { generator, pick } from './seeded.mjs';

const HANDS_PER_GAME = 12;
const MOST_STEPS = 600; // a Burro hand with many draws is the longest

// Where a viewer may see cards of other seats' hands: what the table has been shown (the
// chien taken up, poignées, the called card, declarations, the talon and discards set aside)
// and the score.
const PUBLIC_FIELDS = ['chien', 'poignees', 'called', 'declarations', 'aside', 'score'];

// The commands after each '--': the tutor, then optionally a second one to compare with.
function commandsOf(argv) {
  const commands = [];
  for (const arg of argv) {
    if (arg === '--') commands.push([]);
    else if (commands.length) commands.at(-1).push(arg);
  }
  if (!commands.length || commands.some((c) => !c.length))
    throw new Error('usage: hands.mjs -- <tutor command> [-- <tutor command to compare with>]');
  return commands;
}

const commands = commandsOf(process.argv.slice(2));
const tutors = commands.map((command) => startTutor(command));
let mismatches = 0;

// One request to every tutor; the answers must be the same bytes.
async function ask(request) {
  const line = JSON.stringify(request);
  const answers = await Promise.all(tutors.map((t) => t.askRaw(line)));
  for (const other of answers.slice(1)) {
    if (other === answers[0]) continue;
    mismatches++;
    throw new Error(`different answers to ${line.slice(0, 200)}\n  ${answers[0].slice(0, 300)}\n  ${other.slice(0, 300)}`);
  }
  return JSON.parse(answers[0]);
}

async function expectOk(request) {
  const answer = await ask(request);
  assert.equal(answer.ok, true, `${JSON.stringify(request).slice(0, 400)}\n  -> ${JSON.stringify(answer)}`);
  return answer;
}

const sum = (list) => list.reduce((a, b) => a + b, 0);
const sameSet = (a, b) => a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');
const wellFormed = (text) => typeof text === 'string' && /^\S/.test(text) && !/ {2}| [.,:]/.test(text);

function randomOptions(game, random) {
  const options = {};
  for (const spec of game.options) {
    // Decided during the hand (Texas 42's declaration, Piedmont's allegiance by the calls).
    if (spec.in_hand) continue;
    if (spec.default !== null && random() < 0.25) continue;
    options[spec.name] = pick(random, spec.values);
  }
  return options;
}

// A legal entry at random, by kind first so that rare kinds get their turn: a pass as often
// as a bid, each contract as often as another, an announcement as often as a card.
function choose(legal, random) {
  const groups = new Map();
  for (const entry of legal) {
    const [name, value] = Object.entries(entry)[0];
    const kind = 'contract' in entry ? `contract ${entry.contract}`
      : name === 'bid' ? `bid ${value === 'pass' ? 'pass' : 'higher'}` : name;
    groups.set(kind, [...(groups.get(kind) ?? []), entry]);
  }
  return pick(random, pick(random, [...groups.values()]));
}

// The cards of a pile as written: a list, or a hidden pile ({"count"}) of none to show.
const cardsOf = (pile) => (Array.isArray(pile) ? pile : []);

function placesOf(view) {
  return [
    ...view.hands.flat(),
    ...view.tricks.flatMap((t) => t.cards),
    ...(view.trick ? view.trick.cards : []),
    ...Object.values(view.aside).flatMap(cardsOf),
  ];
}

// The score's lines against its totals, game by game.
function checkScore(game, view, at) {
  const score = view.score;
  const points = (lines) => sum(lines.map((l) => l.points));
  for (const line of score.lines) {
    assert.equal(typeof line.item, 'string', `${at}: a line with no item`);
    assert.ok(typeof line.text === 'string' && line.text.length > 3, `${at}: a line with no text: ${JSON.stringify(line)}`);
  }
  // The generic totals: each in words, each the sum of the lines of its side or seat (of all the
  // lines when it names neither); the notes in words.
  for (const total of score.totals) {
    assert.ok(typeof total.text === 'string' && total.text.length > 3, `${at}: a total with no text`);
    const mine = score.lines.filter((l) => ('side' in total ? l.side === total.side : 'seat' in total ? l.seat === total.seat : true));
    assert.equal(points(mine), total.points, `${at}: lines against the total ${JSON.stringify(total)}`);
  }
  for (const note of score.notes)
    assert.ok(note.text.length > 3 && note.parts.every((p) => p.text.length > 0), `${at}: a note with no text`);
  const totals = (who) => score.totals.map((t) => [t[who], t.points]);
  switch (game) {
    case 'texas-42': {
      // The marks go to the bidder's partnership when the bid is made, else to the other one.
      const [whose, marks] = Object.entries(score.marks)[0];
      const side = (score.bidder + (whose === 'bidder' ? 0 : 1)) % 2;
      assert.equal(points(score.lines), marks, `${at}: lines against marks`);
      assert.deepEqual(totals('side'), [0, 1].map((s) => [s, s === side ? marks : 0]), `${at}: totals against marks`);
      assert.ok(score.lines.every((l) => l.side === side), at);
      break;
    }
    case 'french-tarot':
      assert.equal(points(score.lines), score.hand_score, `${at}: lines against hand_score`);
      assert.deepEqual(totals('side'), [[undefined, score.hand_score]], `${at}: totals against hand_score`);
      assert.deepEqual(score.notes[0].parts.map((p) => Number(p.text)), score.seats, `${at}: notes against seats`);
      assert.equal(sum(score.seats), 0, `${at}: seats`);
      break;
    case 'tapp-tarock':
      assert.equal(points(score.lines), score.from_each_defender, `${at}: lines`);
      assert.deepEqual(totals('side'), [[undefined, score.from_each_defender]], `${at}: totals`);
      assert.deepEqual(score.notes[0].parts.map((p) => Number(p.text)), score.seats, `${at}: notes against seats`);
      assert.equal(sum(score.seats), 0, `${at}: seats`);
      assert.equal(score.declarer_points + score.defender_points, 70, `${at}: card points`);
      break;
    case 'ottocento':
    case 'eight-hundred':
      assert.deepEqual(totals('side'), score.hand_points.map((p, side) => [side, p]), `${at}: totals`);
      assert.deepEqual(score.notes[0].parts.map((p) => Number(p.text)), score.game_score, `${at}: notes`);
      for (const side of [0, 1]) {
        assert.equal(points(score.lines.filter((l) => l.side === side)), score.hand_points[side], `${at}: side ${side}`);
        assert.equal(score.game_score[side], view.scores_before[side] + score.hand_points[side], at);
      }
      break;
    case 'piedmont-tarocchi':
      assert.deepEqual(totals('side'), score.points.map((p, side) => [side, p]), `${at}: totals`);
      for (const side of [0, 1])
        assert.equal(points(score.lines.filter((l) => l.side === side)), score.points[side], `${at}: side ${side}`);
      assert.equal(score.complete, true, at);
      if (!view.calls.length)
        assert.equal(sum(score.points), 167, `${at}: 148 card points and 19 tricks`);
      if (score.winner === null) assert.equal(score.points[0], score.points[1], at);
      else assert.equal(score.difference, score.points[score.winner] - score.points[1 - score.winner], at);
      break;
    case 'burro':
      score.letters.forEach((n, seat) =>
        assert.equal(points(score.lines.filter((l) => l.seat === seat)), n, `${at}: seat ${seat}`));
      assert.equal(sum(score.letters), 1, `${at}: one letter`);
      assert.deepEqual(score.totals, [], `${at}: no totals`);
      assert.deepEqual(score.notes[0].parts.map((p) => p.text), score.letters.map((n) => (n ? 'B' : 'none')), `${at}: letters`);
      break;
    default:
      assert.fail(`${at}: no score check for ${game}`);
  }
}

function checkView(game, view, pack, at) {
  assert.ok(typeof view.phase === 'string', at);
  assert.equal(view.turn === null, view.phase === 'over', `${at}: turn ${view.turn} in ${view.phase}`);
  const places = placesOf(view);
  assert.ok(sameSet(places, pack), `${at}: the places hold ${places.length} cards of ${pack.length}, ${new Set(places).size} different`);
  for (const [i, t] of view.tricks.entries()) {
    assert.ok(t.seats.includes(t.winner), `${at}: trick ${i} won by a seat that did not play`);
    assert.ok(wellFormed(t.text), `${at}: trick ${i}: ${JSON.stringify(t.text)}`);
  }
  if (view.turn === null) {
    assert.deepEqual([view.legal, view.illegal], [[], []], at);
    return;
  }
  assert.ok(view.legal.length > 0, `${at}: nothing legal`);
  const hand = view.hands[view.turn];
  // A card played with a call (Piedmont's Good and Evil) is offered once per call.
  const plays = [...new Set(view.legal.filter((a) => 'play' in a).map((a) => a.play))];
  const refused = view.illegal.filter((x) => x.card !== 'draw' && x.card !== 'pass').map((x) => x.card);
  // One action each: a verb, and only a declaration's or a call's words beside it.
  const besides = ['contract', 'trump', 'doubles', 'call'];
  for (const entry of view.legal)
    assert.ok(Object.keys(entry).filter((k) => !besides.includes(k)).length <= 1, `${at}: ${JSON.stringify(entry)}`);
  if (plays.length || refused.length) assert.ok(sameSet([...plays, ...refused], hand), `${at}: legal and illegal plays are not the hand`);
  for (const x of view.illegal) {
    assert.ok(typeof x.reason === 'string' && x.reason && x.reason !== 'none', `${at}: ${x.card} has no reason`);
    assert.ok(wellFormed(x.text), `${at}: ${x.card} refused with ${JSON.stringify(x.text)}`);
  }
}

// The same position from a seat: its own cards, the others' counted, nothing they hold shown.
function checkHidden(view, hidden, seat, at) {
  view.hands.forEach((cards, s) => {
    if (s === seat) assert.deepEqual(hidden.hands[s], cards, `${at}: the viewer's own hand`);
    else assert.deepEqual(hidden.hands[s], { count: cards.length }, `${at}: seat ${s} seen from ${seat}`);
  });
  assert.deepEqual(hidden.tricks, view.tricks, at);
  if (view.turn === seat) assert.deepEqual(hidden.legal, view.legal, at);
  else assert.deepEqual([hidden.legal, hidden.illegal], [[], []], `${at}: another seat's legal actions`);
  // A refusal's `led` is the card that set the suit: played face up, even when its player has
  // since taken it back into hand (Piedmont's pair), so every seat has seen it.
  const illegal = hidden.illegal.map(({ led, ...entry }) => entry);
  const rest = { ...hidden, hands: [], illegal, legal: hidden.legal.filter((a) => !('call' in a)) };
  for (const name of PUBLIC_FIELDS) delete rest[name];
  const text = JSON.stringify(rest);
  view.hands.forEach((cards, s) => {
    if (s === seat) return;
    for (const card of cards) assert.ok(!text.includes(`"${card}"`), `${at}: seat ${s}'s ${card} shown to seat ${seat}`);
  });
  for (const pile of ['stock']) if (hidden.aside[pile]) assert.ok(!Array.isArray(hidden.aside[pile]), `${at}: the ${pile} shown`);
  if (hidden.aside.chien) assert.ok(!Array.isArray(hidden.aside.chien), `${at}: the chien lying aside shown`);
}

// The actions taken, by kind, for the game being played: what the random choices reached;
// and how many refused actions were tried.
let kinds = {};
let refusalsTried = 0;

async function playHand(game, seed) {
  const random = generator(seed * 2654435761 + 7);
  for (let i = 0; i < 3; i++) random(); // the first draws of nearby seeds are alike
  const options = randomOptions(game, random);
  const first = await expectOk({ op: 'hand', game: game.id, options, seed, actions: [] });
  const seats = first.hands.length;
  const dealer = Math.floor(random() * seats);
  const dealt = await expectOk({ op: 'deal', game: game.id, options, seed, dealer });
  const pack = [...dealt.hands.flat(), ...dealt.rest];
  const base = { op: 'hand', game: game.id, options, seed, dealer };
  const where = `${game.id} ${JSON.stringify(options)} seed ${seed} dealer ${dealer}`;
  const actions = [];
  let view;
  for (let step = 0; step < MOST_STEPS; step++) {
    const at = `${where} after ${JSON.stringify(actions)}`;
    view = await expectOk({ ...base, actions });
    assert.equal(view.dealer, dealer, at);
    checkView(game.id, view, pack, at);
    const seat = Math.floor(random() * seats);
    checkHidden(view, await expectOk({ ...base, actions, seat }), seat, at);
    if (view.phase === 'over') break;
    if (view.illegal.length && random() < 0.5) {
      const x = pick(random, view.illegal);
      const action = x.card === 'draw' || x.card === 'pass' ? { [x.card]: true } : { play: x.card };
      const answer = await ask({ ...base, actions: [...actions, action] });
      assert.equal(answer.ok, false, `${at}: ${x.card} accepted`);
      // The refusal as the `illegal` entry gave it: its reason, the cards it rests on, its sentence.
      const { card, text, ...because } = x;
      assert.deepEqual(answer.error, { code: 'illegal-action', message: text, index: actions.length, ...because }, at);
      refusalsTried++;
    }
    // One move at a time: a discard or a poignée card by card, each listed as legal.
    const action = choose(view.legal, random);
    actions.push(action);
    const kind = 'call' in action ? `call ${action.call}` : Object.keys(action).find((k) => k !== 'contract') ?? 'contract';
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  assert.equal(view.phase, 'over', `${where}: not over after ${MOST_STEPS} steps`);
  if (view.score === null) {
    assert.ok(wellFormed(view.no_hand), `${where}: over with neither score nor no_hand`);
    return { actions: actions.length, scored: 0 };
  }
  checkScore(game.id, view, where);
  return { actions: actions.length, scored: 1 };
}

let passed = 0, failed = 0, steps = 0, scored = 0;
const { games } = await expectOk({ op: 'games' });
if (!games.length) {
  failed++;
  console.log('FAIL the tutor lists no game');
}
for (const [index, game] of games.entries()) {
  // A game without whole hands is a failure, not something to skip.
  const probe = await ask({ op: 'hand', game: game.id, seed: 1, actions: [] });
  if (!probe.ok) {
    failed++;
    console.log(`FAIL ${game.id}: the hand request is refused: ${JSON.stringify(probe.error)}`);
    continue;
  }
  let gamePassed = 0, gameFailed = 0, gameScored = 0;
  kinds = {};
  refusalsTried = 0;
  for (let hand = 0; hand < HANDS_PER_GAME; hand++) {
    const seed = index * 1000 + hand;
    try {
      const result = await playHand(game, seed);
      steps += result.actions;
      scored += result.scored;
      gameScored += result.scored;
      gamePassed++;
    } catch (e) {
      gameFailed++;
      console.log(`FAIL ${game.id} hand ${seed}: ${e.message}`);
      if (/stopped/.test(e.message)) throw e;
    }
  }
  const taken = Object.entries(kinds).map(([kind, n]) => `${kind} ${n}`).join(', ');
  console.log(`${game.id}: ${gamePassed} hands passed, ${gameFailed} hands failed, ${gameScored} scored, ` +
    `${refusalsTried} refused actions tried (actions: ${taken})`);
  // Hands all thrown in check no score; hands with no refusal tried check no refusal.
  for (const [count, what] of [[gameScored, 'no hand was scored'], [refusalsTried, 'no refused action was tried']]) {
    if (count > 0) continue;
    gameFailed++;
    console.log(`FAIL ${game.id}: ${what}`);
  }
  passed += gamePassed;
  failed += gameFailed;
}
// Whole games through the `game` request, each hand seeded and every action a random legal
// one: the totals are the sum of the hands' lines, the game ends, and a hand after its end is
// refused by its index. With a second command, those answers are compared too.
const GAME_DEALS = { 'french-tarot': 2, 'tapp-tarock': 2 };
async function playGame(game, seed) {
  const random = generator(seed);
  const base = { op: 'game', game: game.id, first_dealer: 1, ...(GAME_DEALS[game.id] ? { deals: GAME_DEALS[game.id] } : {}) };
  const hands = [{ seed, actions: [] }];
  for (let step = 0; step < 20 * MOST_STEPS; step++) {
    const answer = await expectOk({ ...base, hands });
    const totals = answer.hands.reduce((running, hand) => {
      const moved = [...running];
      for (const line of hand.lines) moved[line[answer.totals_by]] += line.points;
      assert.deepEqual(hand.totals, moved, `${game.id} seed ${seed}: totals against lines`);
      return moved;
    }, answer.totals.map(() => 0));
    assert.deepEqual(answer.totals, totals, `${game.id} seed ${seed}`);
    if (answer.over) {
      const after = await ask({ ...base, hands: [...hands, { seed, actions: [] }] });
      assert.equal(after.error.hand, hands.length, `${game.id}: a hand after the end`);
      return hands.length;
    }
    const last = answer.hands.at(-1);
    if (last.finished) hands.push({ seed: seed + hands.length, actions: [] });
    else {
      hands.at(-1).actions.push(choose(last.legal, random));
    }
  }
  assert.fail(`${game.id} seed ${seed}: the game did not end`);
}
for (const game of games) {
  try {
    console.log(`${game.id}: a whole game of ${await playGame(game, 7)} hands`);
    passed++;
  } catch (e) {
    failed++;
    console.log(`FAIL ${game.id} game: ${e.message}`);
  }
}

await Promise.all(tutors.map((t) => t.close()));
const compared = commands.length > 1 ? `, answers compared with ${commands[1].join(' ')} (${mismatches} different)` : '';
console.log(`whole hands (${commands[0].join(' ')}${compared}): ${steps} actions, ${scored} scored; ${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
