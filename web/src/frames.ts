// What the table shows at one moment, read from a position the core returned. A scripted run of
// plays is shown one card at a time by stepping back through the core's own record of the plays:
// nothing here decides a rule, it only replays the order the core reported.

import type { Code, HandBody, PositionBody, Seat } from './types';

export interface TrickView {
  cards: Code[];
  seats: Seat[];
  /** Set when the trick is complete: who took it and the core's sentence why. */
  winner: Seat | null;
  why: string | null;
  /** 1-based number of the trick in the hand. */
  number: number;
}

export interface Frame {
  hands: Code[][];
  trick: TrickView;
  turn: Seat | null;
  done: boolean;
  /** Completed tricks so far (for the log and the piles). */
  tricksTaken: number;
}

interface FlatPlay {
  seat: Seat;
  card: Code;
  trick: number;
  last: boolean;
}

function flatten(pos: PositionBody): FlatPlay[] {
  const out: FlatPlay[] = [];
  pos.tricks.forEach((t, i) => {
    t.cards.forEach((card, k) => out.push({ seat: t.seats[k] ?? 0, card, trick: i, last: k === t.cards.length - 1 }));
  });
  pos.trick.cards.forEach((card, k) => out.push({ seat: pos.trick.seats[k] ?? 0, card, trick: pos.tricks.length, last: false }));
  return out;
}

/** The table as the position stands; between tricks the finished one stays on show. */
export function frameOf(pos: PositionBody): Frame {
  const last = pos.tricks[pos.tricks.length - 1];
  const showLast = pos.trick.cards.length === 0 && last !== undefined;
  const trick: TrickView = showLast
    ? { cards: last.cards, seats: last.seats, winner: last.winner, why: last.text, number: pos.tricks.length }
    : { cards: pos.trick.cards, seats: pos.trick.seats, winner: null, why: null, number: pos.tricks.length + 1 };
  return { hands: pos.hands, trick, turn: pos.turn, done: pos.done, tricksTaken: pos.tricks.length };
}

/**
 * The table as a `hand` answer stands. A hand the viewer does not see comes as a count; it is
 * shown as that many unnamed cards, which the table draws face down.
 */
export function frameOfHand(hand: HandBody): Frame {
  const hands = hand.hands.map((h) => (Array.isArray(h) ? h : Array.from({ length: h.count }, () => '')));
  const trick = hand.trick ?? { cards: [], seats: [] };
  return frameOf({ tricks: hand.tricks, trick, hands, turn: hand.turn, done: hand.phase === 'over' });
}

/**
 * The frames of the last `count` plays of a position: frame 0 is the table before the first of
 * them, frame `count` the position itself. Cards not yet played are back in their seats' hands.
 */
export function framesOfPlays(pos: PositionBody, count: number): Frame[] {
  const plays = flatten(pos);
  const n = Math.min(count, plays.length);
  const frames: Frame[] = [];
  for (let shown = plays.length - n; shown < plays.length; shown++) {
    const hands = pos.hands.map((h) => [...h]);
    for (const p of plays.slice(shown)) hands[p.seat]?.push(p.card);
    const lastShown = plays[shown - 1];
    const inTrick = lastShown ? plays.slice(0, shown).filter((p) => p.trick === lastShown.trick) : [];
    // The trick just completed by the last card shown, with who took it and why.
    const taken = lastShown?.last ? pos.tricks[lastShown.trick] : undefined;
    const trick: TrickView = {
      cards: inTrick.map((p) => p.card),
      seats: inTrick.map((p) => p.seat),
      winner: taken?.winner ?? null,
      why: taken?.text ?? null,
      number: (lastShown?.trick ?? 0) + 1,
    };
    const tricksTaken = lastShown ? lastShown.trick + (lastShown.last ? 1 : 0) : 0;
    frames.push({ hands, trick, turn: plays[shown]?.seat ?? pos.turn, done: false, tricksTaken });
  }
  frames.push(frameOf(pos));
  return frames;
}

/**
 * A frame for a question with its own table (a trick and a hand, not the running table). The
 * trick's cards were played in turn from `leader`; `handSeat` holds `hand`.
 */
export function frameOfOwnTable(seats: number, leader: Seat, trick: Code[], handSeat: Seat, hand: Code[]): Frame {
  const hands: Code[][] = Array.from({ length: seats }, () => []);
  hands[handSeat] = hand;
  const trickSeats = trick.map((_, i) => (leader + i) % seats);
  return {
    hands,
    trick: { cards: trick, seats: trickSeats, winner: null, why: null, number: 1 },
    turn: trick.length < seats ? (leader + trick.length) % seats : null,
    done: false,
    tricksTaken: 0,
  };
}
