#!/usr/bin/env node
// claims.mjs: every refusal's sentence checked against its position. A refusal names the
// cards its sentence rests on (`led`, `witness`, `beaten`); this test reads each position
// itself, with its own model of each pack written from the rules sources, and checks that the
// claim those cards make is true there: a must-follow witness is in the hand and of the suit
// led, a must-trump witness is a trump in a hand void in the suit led, a must-overtrump witness
// is a trump above the highest trump on the table in a hand that must trump, and so on for
// every reason the core gives. Positions come from two places:
//   - trick play: random hands facing random tricks through `legal`, for every game under
//     every combination of its options;
//   - whole hands: seeded hands of every game through `hand`, a random legal action at each
//     step, every refused card of the seat to act checked, and at each step wrong actions
//     tried on purpose (actions that were legal elsewhere, cards outside a choice, choices of
//     the wrong size, Good and Evil without their call), each refusal checked the same way.
// Every reason the API can give must be met at least once, or the run fails.
//   node tests/api/claims.mjs -- build/native/tutor api
//   node tests/api/claims.mjs -- node wasm/tutor-api.mjs
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { commandAfterDashes, startTutor } from './jsonl_client.mjs';
import { generator, pick } from './seeded.mjs';

const POSITIONS_PER_OPTION_SET = 24;
const WINNERS_PER_POSITION = 8;
const HANDS_PER_GAME = 14;
const PROBES_PER_STEP = 3;
const MOST_STEPS = 600;

// Reasons no request can provoke, with why; every other reason the core names (read from
// core/registry.c, so that a new reason cannot go unchecked) must be met.
const UNREACHABLE = {
  'out-of-turn': 'an action never names its seat: the API always acts for the seat to act',
  'already-passed': 'a player who passes is not asked again, so the seat to act has not passed',
  none: 'not a reason anything is given',
};
const REASONS = [...readFileSync(new URL('../../core/registry.c', import.meta.url), 'utf8')
  .matchAll(/\[TUTOR_\w+\] = "([a-z-]+)"/g)].map((m) => m[1]);

const { command } = commandAfterDashes(process.argv.slice(2));
const tutor = startTutor(command);
const ask = (request) => tutor.ask(request);

// ---- what a card is: an independent reading of each pack -------------------------------------

// The packs with suits: S C H D are the four suits (Spades/Swords, Clubs/Batons, Hearts/Cups,
// Diamonds/Coins), T1..T21 the trumps, FOOL the Excuse (the Matto) — except in Tapp-Tarock,
// whose Sküs is simply the highest trump — and Piedmont's GOOD and EVIL the lowest trumps.
function suitedModel(gameId) {
  const excuse = (c) => c === 'FOOL' && gameId !== 'tapp-tarock';
  const trump = (c) => /^T\d+$/.test(c) || c === 'GOOD' || c === 'EVIL' || (c === 'FOOL' && !excuse(c));
  return {
    excuse,
    trump,
    // The suit a card sets when it is the first card that is not an excuse.
    ledSuit: (c) => (excuse(c) ? null : trump(c) ? 'trumps' : c[0]),
    belongs: (c, suit) => (suit === 'trumps' ? trump(c) : !trump(c) && !excuse(c) && c[0] === suit),
    // Trumps by number; the Sküs above the 21; Good and Evil below the 1.
    strength: (c) => (c === 'FOOL' ? 22 : c === 'GOOD' || c === 'EVIL' ? 0 : Number(c.slice(1))),
    pips: () => NaN,
  };
}

// Texas 42 (seed 004): a tile showing the trump number is a trump and nothing else; doubles as
// trumps are the trump suit; a led tile sets its higher end's suit; in follow-me and Nello with
// doubles "separate" (Nello's default) the doubles are a suit of their own.
function dominoModel(rules) {
  const contract = rules.contract ?? 'normal';
  const noTrumps = contract === 'nello' || contract === 'sevens' || rules.trump === undefined || rules.trump === 'none';
  const doubles = rules.doubles ?? (contract === 'nello' ? 'separate' : 'high');
  const ends = (t) => [Number(t[0]), Number(t[2])];
  const isDouble = (t) => t[0] === t[2];
  const trump = (t) => !noTrumps && (rules.trump === 'doubles' ? isDouble(t) : ends(t).includes(Number(rules.trump)));
  const apart = noTrumps && (doubles === 'separate' || doubles === 'separate-inverted');
  return {
    excuse: () => false,
    trump,
    ledSuit: (t) => (trump(t) ? 'trumps' : isDouble(t) && apart ? 'doubles' : String(Math.max(...ends(t)))),
    belongs(t, suit) {
      if (suit === 'trumps') return trump(t);
      if (suit === 'doubles') return isDouble(t);
      if (trump(t) || (isDouble(t) && apart)) return false;
      return ends(t).includes(Number(suit));
    },
    strength: () => NaN,
    pips: (t) => ends(t)[0] + ends(t)[1],
  };
}

const modelOf = (gameId, rules) => (gameId === 'texas-42' ? dominoModel(rules) : suitedModel(gameId));

// ---- the claims ---------------------------------------------------------------------------------

// The facts of a position that claims are about: the actor's hand, the trick as it lies, the
// stock (Burro), the table's other knowledge, and the action refused.
function suitLed(model, trick) {
  const setter = trick.find((c) => !model.excuse(c));
  return setter === undefined ? null : { card: setter, suit: model.ledSuit(setter) };
}

const KINGS = /^[SCHD]K$/;
const holdsSuit = (model, hand, suit) => hand.some((c) => model.belongs(c, suit));
const cardsOfAction = (action) =>
  Object.values(action).flatMap((v) => (Array.isArray(v) ? v : typeof v === 'string' ? [v] : []));

// Each reason's claim, as its sentence makes it. `r` is the refusal ({reason, card, led,
// witness, beaten}); `p` the position ({model, hand, trick, stock, view, action, legal}).
// Returns nothing when true; throws (assert) when false.
const CLAIMS = {
  'must-follow'(r, p) {
    const led = suitLed(p.model, p.trick);
    assert.ok(led, 'must follow, but nothing sets a suit');
    // Piedmont: a card its player is taking back (Good or Evil played in its place, which
    // "will have no effect") still sets the suit; the table shows the card played instead.
    const takenBack = p.view.trick && p.view.hands[p.view.trick.seats[0]]?.includes?.(r.led) &&
      p.model.ledSuit(r.led) === led.suit;
    if (!takenBack) assert.equal(r.led, led.card, 'the card named as led is not the one that set the suit');
    assert.ok(p.hand.includes(r.witness), `the witness ${r.witness} is not in the hand`);
    assert.ok(p.model.belongs(r.witness, led.suit), `the witness ${r.witness} is not of the suit led (${led.suit})`);
    if (r.card !== 'draw' && r.card !== 'pass')
      assert.ok(!p.model.belongs(r.card, led.suit) && !p.model.excuse(r.card), `${r.card} follows the suit led`);
  },
  'must-trump'(r, p) {
    const led = suitLed(p.model, p.trick);
    assert.ok(led && led.suit !== 'trumps', 'must trump, but trumps were led or no suit was');
    assert.equal(r.led, led.card, 'the card named as led is not the one that set the suit');
    assert.ok(!holdsSuit(p.model, p.hand, led.suit), `the hand holds the suit led (${led.suit})`);
    assert.ok(p.hand.includes(r.witness) && p.model.trump(r.witness), `the witness ${r.witness} is not a trump in the hand`);
    assert.ok(!p.model.trump(r.card) && !p.model.excuse(r.card), `${r.card} is a trump or the excuse`);
  },
  'must-overtrump'(r, p) {
    const led = suitLed(p.model, p.trick);
    assert.ok(led, 'must overtrump, but nothing sets a suit');
    assert.ok(led.suit === 'trumps' || !holdsSuit(p.model, p.hand, led.suit), `the hand can follow ${led.suit}, and following binds first`);
    const trumps = p.trick.filter(p.model.trump);
    assert.ok(trumps.length, 'no trump in the trick to beat');
    const top = Math.max(...trumps.map(p.model.strength));
    assert.ok(trumps.includes(r.beaten) && p.model.strength(r.beaten) === top, `${r.beaten} is not the highest trump in the trick`);
    assert.ok(p.hand.includes(r.witness) && p.model.trump(r.witness), `the witness ${r.witness} is not a trump in the hand`);
    assert.ok(p.model.strength(r.witness) > top, `the witness ${r.witness} does not beat ${r.beaten}`);
    assert.ok(p.model.trump(r.card) && p.model.strength(r.card) <= top, `${r.card} is not a trump that fails to beat ${r.beaten}`);
  },
  'must-draw'(r, p) {
    const led = suitLed(p.model, p.trick);
    assert.ok(led && !holdsSuit(p.model, p.hand, led.suit), 'the hand can follow the suit led');
    assert.ok(p.stock > 0, 'the stock is empty');
  },
  'must-pass'(r, p) {
    const led = suitLed(p.model, p.trick);
    assert.ok(led && !holdsSuit(p.model, p.hand, led.suit), 'the hand can follow the suit led');
    assert.equal(p.stock, 0, 'the stock is not empty');
  },
  'must-lead'(r, p) {
    assert.equal(p.trick.length, 0, 'the trick is not empty');
  },
  'must-play-nearest-seven'(r, p) {
    const distance = (t) => Math.abs(p.model.pips(t) - 7);
    const nearest = Math.min(...p.hand.map(distance));
    assert.ok(p.hand.includes(r.witness) && distance(r.witness) === nearest, `${r.witness} is not the hand's nearest to 7`);
    assert.ok(distance(r.card) > nearest, `${r.card} is as near to 7 as any`);
  },
  'must-play-pair'(r, p) {
    const partner = p.trick.at(-2);
    assert.ok(partner === 'GOOD' || partner === 'EVIL', 'the partner played neither Good nor Evil');
    assert.equal(r.beaten, partner, 'the card named is not the partner\'s');
    assert.equal(r.witness, partner === 'GOOD' ? 'EVIL' : 'GOOD', 'the witness is not the other of the pair');
    assert.ok(p.hand.includes(r.witness), `${r.witness} is not in the hand`);
    assert.notEqual(r.card, r.witness);
  },
  'not-in-hand'(r, p) {
    assert.ok(cardsOfAction(p.action).some((c) => !p.hand.includes(c)), 'every card of the action is in the hand');
  },
  'hand-over'(r, p) {
    assert.equal(p.view.phase, 'over');
  },
  'out-of-phase'(r, p) {
    const kind = Object.keys(p.action)[0];
    assert.ok(!p.legal.some((a) => kind in a), `an action of the kind "${kind}" is legal now`);
  },
  'bad-bid'(r, p) {
    assert.ok(!listed(p.legal, p.action), 'the bid is listed as legal');
  },
  'bid-too-low'(r, p) {
    assert.ok(!listed(p.legal, p.action), 'the bid is listed as legal');
    assert.ok(p.view.bid !== null && p.view.bid !== undefined, 'there is no bid to beat');
  },
  'already-passed'(r, p) {
    assert.ok(p.view.passed.includes(p.view.turn), 'the player has not passed');
  },
  'bad-declaration'(r, p) {
    assert.ok(!listed(p.legal, p.action), 'the declaration is listed as legal');
  },
  'bad-discard'(r, p) {
    const discard = cardsOfAction(p.action);
    // French Tarot's count of cards (as many as the chien held) is refused with this reason too.
    const chien = p.view.chien ?? [];
    if (discard.length !== chien.length || new Set(discard).size !== discard.length) return;
    if (r.witness === undefined) {
      assert.ok(discard.some((c) => KINGS.test(c) || ['T1', 'T21', 'FOOL'].includes(c)), 'no King or bout in the discard');
      return;
    }
    assert.ok(discard.some(p.model.trump), 'no trump in the discard');
    assert.ok(p.hand.includes(r.witness) && !discard.includes(r.witness), `${r.witness} is not kept in the hand`);
    assert.ok(!p.model.trump(r.witness) && !KINGS.test(r.witness) && !p.model.excuse(r.witness), `${r.witness} may not go either`);
  },
  'must-keep'(r, p) {
    const discard = cardsOfAction(p.action);
    if (r.witness === undefined) {
      assert.ok(discard.some((c) => KINGS.test(c) || ['T1', 'T21', 'FOOL'].includes(c)), 'no King or Trull card discarded');
      return;
    }
    assert.ok(discard.some(p.model.trump), 'no trump discarded');
    assert.ok(p.hand.includes(r.witness) && !p.model.trump(r.witness) && !KINGS.test(r.witness), `${r.witness} is no card that may go`);
  },
  'bad-call'(r, p) {
    const [called] = cardsOfAction(p.action);
    const order = ['K', 'Q', 'N', 'J'];
    if (r.witness === undefined) {
      assert.ok(!/^[SCHD][KQNJ]$/.test(called), `${called} is a court card, which may be called`);
      return;
    }
    assert.ok(!p.hand.includes(r.witness), `${r.witness} is in the taker's hand`);
    assert.ok(order.indexOf(r.witness.slice(1)) < order.indexOf(called.slice(1)), `${r.witness} does not rank above ${called}`);
  },
  'bad-poignee'(r, p) {
    const shown = cardsOfAction(p.action);
    // Too few cards for the smallest poignée are refused with this reason too.
    const least = Math.min(...poigneeSizes(p.view));
    if (shown.length < least || new Set(shown).size !== shown.length) return;
    if (r.witness === undefined) {
      assert.ok(shown.some((c) => !p.model.trump(c)), 'every card shown is a trump');
      return;
    }
    assert.ok(shown.includes('FOOL'), 'the Excuse is not shown');
    assert.ok(p.hand.includes(r.witness) && p.model.trump(r.witness) && !shown.includes(r.witness), `${r.witness} is not a trump held back`);
  },
  'bad-announcement'(r, p) {
    if (r.witness !== undefined) {
      assert.equal(r.witness, 'T1', 'Pagat Ultimo is about the Pagat');
      assert.ok(!p.hand.includes('T1'), 'the Pagat is in the hand');
      return;
    }
    assert.ok(p.view.announced.includes(p.action.announce), `${p.action.announce} was not announced`);
  },
  'discard-worth-five'(r, p) {
    assert.ok(cardsOfAction(p.action).some((c) => KINGS.test(c) || ['T21', 'T20', 'T1', 'FOOL'].includes(c)), 'no card worth five in the discard');
  },
  'discard-two'(r, p) {
    const discard = cardsOfAction(p.action);
    assert.ok(discard.length !== 2 || discard[0] === discard[1], 'the discard is two different cards');
  },
  'discard-king-ace-honour'(r, p) {
    assert.ok(cardsOfAction(p.action).some((c) => /^[SCHD][K1]$/.test(c) || ['T1', 'T21', 'FOOL'].includes(c)), 'no King, Ace or Honour in the discard');
  },
  'discard-four'(r, p) {
    const discard = cardsOfAction(p.action);
    assert.ok(discard.length !== 4 || new Set(discard).size !== 4, 'the discard is four different cards');
  },
  'not-a-combination'(r, p) {
    const declared = declarationOf(p);
    assert.ok(declared.length > 0, 'nothing was declared');
    assert.ok(!declared.every((d) => p.offered.some((o) => o.kind === d.kind && d.cards.every((c) => o.cards.includes(c)))),
      'every combination shown is one the hand holds');
  },
  'declared-twice'(r, p) {
    const kinds = declarationOf(p).map((d) => d.kind);
    const seen = p.view.declarations[p.view.turn];
    assert.ok(new Set(kinds).size < kinds.length || seen.cricche.length + seen.sequences.length > 0, 'no kind is shown twice');
  },
  'game-over'(r, p) {
    assert.ok(p.view.score.winner !== null, 'no partnership has won');
  },
  'must-call-allegiance'(r, p) {
    assert.ok(['GOOD', 'EVIL'].includes(p.action.play), `${p.action.play} is neither Good nor Evil`);
    assert.ok(p.legal.some((a) => a.play === p.action.play && a.call && a.call !== p.action.call), 'no call is due');
  },
  'no-allegiance-call'(r, p) {
    assert.ok('call' in p.action, 'no call was made');
    assert.ok(!p.legal.some((a) => a.play === p.action.play && a.call === p.action.call), 'the call is listed as legal');
    if (r.witness !== undefined) assert.ok(['GOOD', 'EVIL'].includes(r.witness), `${r.witness} is neither Good nor Evil`);
  },
};

// Why a trick's winner won, as `tricks` gives it: `p` is {model, cards, winner (the card),
// last (the hand's last trick)}.
const WINS = {
  'highest-trump'(r, p) {
    assert.ok(p.model.trump(p.winner), `${p.winner} is not a trump`);
    const trumps = p.cards.filter(p.model.trump);
    if (!Number.isNaN(p.model.strength(p.winner)))
      assert.ok(trumps.every((c) => p.model.strength(c) <= p.model.strength(p.winner)), `a higher trump than ${p.winner} was played`);
  },
  'highest-of-suit-led'(r, p) {
    const led = suitLed(p.model, p.cards);
    assert.ok(!p.cards.some(p.model.trump), 'a trump was played');
    if (led) assert.ok(p.model.belongs(p.winner, led.suit) || p.winner === led.card, `${p.winner} is not of the suit led`);
  },
  'nearest-seven'(r, p) {
    const distance = (t) => Math.abs(p.model.pips(t) - 7);
    assert.equal(distance(p.winner), Math.min(...p.cards.map(distance)), `${p.winner} is not nearest to 7`);
  },
  'last-of-equals'(r, p) {
    assert.ok(p.model.trump(p.winner), `${p.winner} is not a trump`);
    assert.ok(p.cards.slice(0, p.cards.indexOf(p.winner)).some(p.model.trump), 'no trump of equal rank was played before it');
  },
  'good-evil-pair'(r, p) {
    assert.ok(p.cards.includes('GOOD') && p.cards.includes('EVIL'), 'Good and Evil were not both played');
    assert.ok(p.winner === 'GOOD' || p.winner === 'EVIL', `${p.winner} is neither Good nor Evil`);
  },
  'good-evil-cancelled'(r, p) {
    assert.ok(p.cards.includes('GOOD') && p.cards.includes('EVIL'), 'Good and Evil were not both played');
  },
  'excuse-led-last'(r, p) {
    assert.ok(p.last && p.cards[0] === 'FOOL' && p.winner === 'FOOL', 'not the Excuse led to the last trick');
  },
};

function checkTrick(gameId, view, trick, last, at) {
  const winner = trick.cards[trick.seats.indexOf(trick.winner)];
  const claim = WINS[trick.reason];
  try {
    assert.ok(claim, `no claim is known for the reason "${trick.reason}"`);
    claim(trick, { model: modelOf(gameId, view.declared ?? {}), cards: trick.cards, winner, last });
    met.set(trick.reason, (met.get(trick.reason) ?? 0) + 1);
    checked++;
  } catch (e) {
    failures++;
    if (failures <= 20) console.log(`FAIL ${at}: ${trick.reason}: ${e.message}\n  trick: ${JSON.stringify(trick)}`);
  }
}

// An action is listed when a legal entry is the same action.
const listed = (legal, action) => legal.some((a) => JSON.stringify(a) === JSON.stringify(action));

const met = new Map(); // reason -> times checked
let checked = 0, failures = 0;

function check(refusal, position, at) {
  const claim = CLAIMS[refusal.reason];
  try {
    assert.ok(claim, `no claim is known for the reason "${refusal.reason}"`);
    assert.equal(typeof refusal.text, 'string');
    claim(refusal, position);
    met.set(refusal.reason, (met.get(refusal.reason) ?? 0) + 1);
    checked++;
  } catch (e) {
    failures++;
    if (failures <= 20) console.log(`FAIL ${at}: ${refusal.reason}: ${e.message}\n  refusal: ${JSON.stringify(refusal)}`);
  }
}

// ---- trick play: random hands facing random tricks -----------------------------------------------

function optionSets(game) {
  let sets = [{}];
  for (const spec of game.options)
    sets = sets.flatMap((set) => spec.values.map((value) => ({ ...set, [spec.name]: value })));
  return sets;
}

function shuffle(random, list) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

async function trickPlay(game, random) {
  let positions = 0, refusedSets = 0;
  for (const options of optionSets(game)) {
    const dealt = await ask({ op: 'deal', game: game.id, options, seed: 1, dealer: 0 });
    if (!dealt.ok) {
      refusedSets++; // options that do not go together (docs/api.md), refused with a reason
      assert.notEqual(dealt.error.code, 'internal', JSON.stringify(dealt));
      continue;
    }
    const pack = [...dealt.hands.flat(), ...dealt.rest];
    const seats = dealt.hands.length;
    const handSize = Math.max(...dealt.hands.map((h) => h.length));
    const model = modelOf(game.id, options);
    for (let i = 0; i < POSITIONS_PER_OPTION_SET; i++) {
      const cards = shuffle(random, pack);
      const size = options.contract === 'nello' ? 3 : seats;
      const trick = cards.splice(0, Math.floor(random() * size));
      const hand = cards.splice(0, 1 + Math.floor(random() * handSize));
      const stock = Math.floor(random() * 3) === 0 ? 0 : Math.floor(random() * (cards.length + 1));
      const request = { op: 'legal', game: game.id, options, trick, hand, ...(game.id === 'burro' ? { stock } : {}) };
      const answer = await ask(request);
      const at = `${game.id} ${JSON.stringify(request)}`;
      if (!answer.ok) {
        failures++;
        console.log(`FAIL ${at}: ${JSON.stringify(answer.error)}`);
        continue;
      }
      positions++;
      for (const refusal of answer.illegal)
        check(refusal, { model, hand, trick, stock, action: { play: refusal.card }, legal: [], view: {} }, at);
      // Complete tricks' winners, half of them from the trumps and named cards alone, where
      // equal trumps, Good and Evil and the like meet.
      const specials = pack.filter((c) => !/^[SCHD]/.test(c) || model.trump(c));
      for (let k = 0; k < WINNERS_PER_POSITION; k++) {
        const from = k % 2 && specials.length >= size ? specials : pack;
        let complete = shuffle(random, from).slice(0, size);
        // Now and then every card with a name of its own (the Fool, Good, Evil) in one trick.
        const named = pack.filter((c) => !/^([SCHD]|T)\d*[JNQK]?$/.test(c) && !/^\d-\d$/.test(c));
        if (k % 4 === 3 && named.length > 1 && named.length < size)
          complete = shuffle(random, [...named, ...shuffle(random, pack.filter((c) => !specials.includes(c))).slice(0, size - named.length)]);
        const won = await ask({ op: 'winner', game: game.id, options, trick: complete });
        if (!won.ok) {
          failures++;
          console.log(`FAIL winner ${JSON.stringify(complete)} ${JSON.stringify(options)}: ${JSON.stringify(won.error)}`);
          continue;
        }
        const places = complete.map((_, i) => i);
        checkTrick(game.id, { declared: options }, { ...won, cards: complete, seats: places }, false, `${game.id} ${JSON.stringify(options)}: winner of ${complete}`);
      }
    }
  }
  return { positions, refusedSets };
}

// ---- whole hands: random legal actions, wrong ones tried on purpose --------------------------------

function sample(random, list, n) {
  const left = [...list], chosen = [];
  while (chosen.length < n && left.length) chosen.push(left.splice(Math.floor(random() * left.length), 1)[0]);
  return chosen;
}

// The combinations an action shows: a whole declaration, or (one move at a time) those the
// moves made so far and this one show.
function declarationOf(p) {
  if (Array.isArray(p.action.declare)) return p.action.declare;
  const out = [];
  for (const move of [...p.view.pending, p.action]) {
    if (typeof move.declare === 'string') out.push({ kind: move.declare, cards: [] });
    else if (typeof move.show === 'string' && out.length) out.at(-1).cards.push(move.show);
  }
  return out;
}

// The counts of the choices of several cards, which the core offers one card at a time: how
// many a whole choice holds, for wrong whole choices to be tried.
function poigneeSizes(view) {
  return { 3: [13, 15, 18], 4: [10, 13, 15], 5: [8, 10, 13] }[view.hands.length] ?? [];
}
function choiceSizes(gameId, view, key) {
  if (key === 'poignee') return poigneeSizes(view);
  if (key !== 'discard' || gameId === 'tapp-tarock') return [];
  if (gameId === 'french-tarot') return [(view.chien ?? []).length];
  return [gameId === 'piedmont-tarocchi' ? 4 : 2];
}

// The cards the legal list offers under `key`, one entry each.
const offeredCards = (legal, key) => legal.filter((e) => typeof e[key] === 'string' && Object.keys(e).length === 1).map((e) => e[key]);

// Wrong actions for this position, built from what is legal here and what was legal
// anywhere in this game so far (`pool`).
function probes(gameId, view, pool, pack, random) {
  const hand = view.turn === null ? [] : view.hands[view.turn];
  const out = [];
  const elsewhere = pool.filter((a) => !listed(view.legal, a));
  for (const a of sample(random, elsewhere, 2)) out.push(a);
  // Whole choices of several cards, with a card too many, too few or twice, or one not offered.
  for (const key of view.pending.length ? [] : ['discard', 'poignee']) {
    const from = offeredCards(view.legal, key);
    for (const n of choiceSizes(gameId, view, key)) {
      if (from.length < n || n < 2) continue;
      const good = from.slice(0, n);
      const outside = hand.filter((c) => !from.includes(c));
      if (outside.length) out.push({ [key]: [...good.slice(1), pick(random, outside)] });
      out.push({ [key]: good.slice(1) });
      out.push({ [key]: [...good.slice(1), good[1] ?? good[0]] });
    }
  }
  // Declarations: a combination the hand holds shown twice, and a kind with cards at random.
  if (view.offered?.length) {
    const one = pick(random, view.offered);
    out.push({ declare: [{ kind: one.kind, cards: one.cards }, { kind: one.kind, cards: one.cards }] });
    out.push({ declare: [{ kind: pick(random, view.offered.map((o) => o.kind).concat(['kings', 'sequence'])), cards: sample(random, hand, 3) }] });
  }
  // A declaration of one value of each thing declared (Texas 42's contract, trump and doubles).
  const declaring = ['contract', 'trump', 'doubles'].filter((k) => view.legal.some((e) => k in e));
  if (declaring.length > 1)
    out.push(Object.fromEntries(declaring.map((k) => [k, pick(random, view.legal.filter((e) => k in e))[k]])));
  for (const entry of view.legal) {
    const [name, value] = Object.entries(entry)[0];
    if ((name === 'discard' || name === 'call') && typeof value === 'string') {
      const others = hand.filter((c) => !listed(view.legal, { [name]: c }));
      if (others.length) out.push({ [name]: pick(random, others) });
    } else if (name === 'play' && 'call' in entry) {
      out.push({ play: value });
      out.push({ play: value, call: entry.call === 'ours' ? 'change' : 'ours' });
    }
  }
  // Where cards carry calls (Piedmont's Good and Evil), a call on a card that carries none.
  const plain = hand.filter((c) => c !== 'GOOD' && c !== 'EVIL');
  if (plain.length && pool.some((a) => 'call' in a && 'play' in a)) out.push({ play: pick(random, plain), call: 'ours' });
  const notHeld = pack.filter((c) => !hand.includes(c));
  if (notHeld.length) out.push({ play: pick(random, notHeld) });
  return sample(random, out, PROBES_PER_STEP);
}

function positionOf(gameId, view, action) {
  const hand = view.turn === null ? [] : view.hands[view.turn];
  const model = modelOf(gameId, view.declared ?? {});
  const trick = view.trick ? view.trick.cards : [];
  const stock = Array.isArray(view.aside?.stock) ? view.aside.stock.length : undefined;
  return { model, hand, trick, stock, view, action, legal: view.legal, offered: view.offered ?? [] };
}

async function playHand(game, seed, pool) {
  const random = generator(seed * 2654435761 + 11);
  for (let i = 0; i < 3; i++) random();
  const options = {};
  for (const spec of game.options)
    if (game.id !== 'texas-42' && spec.name !== 'allegiance' && random() < 0.75) options[spec.name] = pick(random, spec.values);
  const dealt = await ask({ op: 'hand', game: game.id, options, seed, actions: [] });
  assert.equal(dealt.ok, true, `${game.id} ${JSON.stringify(options)}: ${JSON.stringify(dealt.error)}`);
  // Where a hand takes the game's scores so far, a game near its end, half the time.
  const scores = 'scores_before' in dealt && seed % 2 ? { scores: [760 + (seed % 40), 780] } : {};
  const base = { op: 'hand', game: game.id, options, ...scores, seed, dealer: seed % dealt.hands.length };
  const first = await ask({ ...base, actions: [] });
  const pack = [...first.hands.flat(), ...first.tricks.flatMap((t) => t.cards), ...Object.values(first.aside).flat()];
  const actions = [];
  for (let step = 0; step < MOST_STEPS; step++) {
    const view = await ask({ ...base, actions });
    const at = `${game.id} seed ${seed} ${JSON.stringify(options)} after ${JSON.stringify(actions)}`;
    assert.equal(view.ok, true, `${at}: ${JSON.stringify(view.error)}`);
    // The combinations the player to declare holds, as the combinations request finds them.
    if (view.legal.some((e) => 'declare' in e) && !view.pending.length) {
      const found = await ask({ op: 'combinations', game: game.id, cards: view.hands[view.turn] });
      view.offered = [...found.cricche, ...found.sequences].map((o) => ({ kind: o.kind, cards: [...o.cards, ...(o.wild ?? [])] }));
    }
    for (const refusal of view.illegal) {
      const action = refusal.card === 'draw' || refusal.card === 'pass' ? { [refusal.card]: true } : { play: refusal.card };
      check(refusal, positionOf(game.id, view, action), at);
    }
    for (const action of probes(game.id, view, pool, pack, random)) {
      const answer = await ask({ ...base, actions: [...actions, action] });
      if (answer.ok) {
        // A single action outside the legal list must not be accepted.
        const single = Object.keys(action).length === 1 && !Object.values(action).some((v) => Array.isArray(v));
        if (single) assert.ok(listed(view.legal, action), `${at}: ${JSON.stringify(action)} accepted but not listed as legal`);
        continue;
      }
      if (answer.error.code !== 'illegal-action') continue; // an action that cannot be read here
      assert.equal(answer.error.index, actions.length, at);
      const { code, message, index, ...refusal } = answer.error;
      check({ ...refusal, text: message, card: action.draw ? 'draw' : action.pass ? 'pass' : cardsOfAction(action)[0] }, positionOf(game.id, view, action), `${at} then ${JSON.stringify(action)}`);
    }
    for (const entry of view.legal) if (!listed(pool, entry)) pool.push(entry);
    if (view.phase === 'over') {
      view.tricks.forEach((t, i) => checkTrick(game.id, view, t, i === view.tricks.length - 1, `${at}: trick ${i}`));
      return;
    }
    actions.push(pick(random, view.legal));
  }
  assert.fail(`${game.id} seed ${seed}: not over after ${MOST_STEPS} steps`);
}

// ---- a hand random play rarely reaches: every trick to one side ---------------------------------

// French Tarot for three: seat 1 holds every trump, the Excuse and two Kings, takes a garde and
// leads every trick, the Excuse last. Its poignée is offered in the first trick (wrong ones are
// tried), and the Excuse led to the last trick by a side that won every trick before wins it.
async function everyTrick(pool) {
  const trumps = Array.from({ length: 21 }, (_, i) => `T${21 - i}`);
  const plain = [];
  for (const suit of 'SCHD') for (const rank of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'N', 'Q', 'K']) plain.push(suit + rank);
  const others = plain.filter((c) => c !== 'SK' && c !== 'CK');
  const hands = [others.slice(0, 24), [...trumps, 'FOOL', 'SK', 'CK'], others.slice(24, 48)];
  const base = { op: 'hand', game: 'french-tarot', options: { players: '3' }, dealer: 0, deal: { hands, rest: others.slice(48) } };
  const random = generator(42);
  const actions = [];
  for (let step = 0; step < 200; step++) {
    const view = await ask({ ...base, actions });
    const at = `french-tarot every trick to seat 1 after ${JSON.stringify(actions)}`;
    assert.equal(view.ok, true, `${at}: ${JSON.stringify(view.error)}`);
    for (const action of probes('french-tarot', view, pool, plain, random)) {
      const answer = await ask({ ...base, actions: [...actions, action] });
      if (answer.ok || answer.error.code !== 'illegal-action') continue;
      const { code, message, index, ...refusal } = answer.error;
      check({ ...refusal, text: message, card: cardsOfAction(action)[0] }, positionOf('french-tarot', view, action), `${at} then ${JSON.stringify(action)}`);
    }
    if (view.phase === 'over') {
      view.tricks.forEach((t, i) => checkTrick('french-tarot', view, t, i === view.tricks.length - 1, `${at}: trick ${i}`));
      assert.equal(view.tricks.at(-1).reason, 'excuse-led-last', `${at}: the Excuse led last`);
      return;
    }
    const taker = view.turn === 1;
    const bid = view.legal.find((a) => a.bid === (taker ? 'garde' : 'pass'));
    const discard = offeredCards(view.legal, 'discard');
    const plays = view.legal.filter((a) => 'play' in a).map((a) => a.play);
    if (bid) actions.push(bid);
    else if (discard.length) actions.push({ discard: discard.slice(0, (view.chien ?? []).length) });
    else if (plays.length) actions.push({ play: taker && plays.length > 1 ? plays.find((c) => c !== 'FOOL') : plays[0] });
    else actions.push(view.legal[0]);
  }
  assert.fail('the hand did not end');
}

// ---- run ---------------------------------------------------------------------------------------------

const { games } = await ask({ op: 'games' });
const random = generator(20261125);
for (const game of games) {
  const { positions, refusedSets } = await trickPlay(game, random);
  const pool = [];
  let hands = 0;
  for (let h = 0; h < HANDS_PER_GAME; h++) {
    try {
      await playHand(game, 500 + h, pool);
      hands++;
    } catch (e) {
      failures++;
      console.log(`FAIL ${game.id} hand ${500 + h}: ${e.message}`);
      if (/stopped/.test(e.message)) throw e;
    }
  }
  console.log(`${game.id}: ${positions} trick positions (${optionSets(game).length - refusedSets} option sets), ${hands} whole hands`);
  if (game.id === 'french-tarot') {
    try {
      await everyTrick(pool);
    } catch (e) {
      failures++;
      console.log(`FAIL french-tarot, every trick to one side: ${e.message}`);
    }
  }
}
await tutor.close();

const unmet = REASONS.filter((reason) => !met.has(reason) && !(reason in UNREACHABLE));
for (const reason of unmet) {
  failures++;
  console.log(`FAIL no position gave the reason "${reason}": its claim was never checked`);
}
console.log(`reasons checked: ${[...met].map(([r, n]) => `${r} ${n}`).join(', ')}`);
console.log(`refusals' claims (${command.join(' ')}): ${checked} checked; ${checked} passed, ${failures} failed`);
process.exitCode = failures ? 1 : 0;
