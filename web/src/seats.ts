// Names of the seats around a table of any size, seen from the learner's chair, and the sides
// that share a pile. Presentation only: the partnership pairing follows the API's `points`
// order ([seats 0 and 2, seats 1 and 3]); games without partnerships count seat by seat. Seats
// are numbered in playing order, so the seat after the learner sits on the left when play goes
// clockwise and on the right when it goes counter-clockwise (the core's `direction`).

import type { Seat } from './types';

/** Clockwise play, in playing order from the learner. */
const NAMES_BY_SIZE: Record<number, readonly string[]> = {
  2: ['You', 'Opponent'],
  3: ['You', 'Left', 'Right'],
  4: ['You', 'Left', 'Across', 'Right'],
  5: ['You', 'Left', 'Far left', 'Far right', 'Right'],
};

/** Counter-clockwise play: the same table seen in a mirror. */
const NAMES_BY_SIZE_CCW: Record<number, readonly string[]> = {
  2: ['You', 'Opponent'],
  3: ['You', 'Right', 'Left'],
  4: ['You', 'Right', 'Across', 'Left'],
  5: ['You', 'Right', 'Far right', 'Far left', 'Left'],
};

const PARTNERSHIP_NAMES = ['You', 'Left opponent', 'Partner', 'Right opponent'] as const;
const PARTNERSHIP_NAMES_CCW = ['You', 'Right opponent', 'Partner', 'Left opponent'] as const;

export interface SeatNaming {
  seats: number;
  /** The seat at the bottom of the screen, whose hand is face up. */
  learner: Seat;
  partnerships: boolean;
  /** Play goes counter-clockwise: the seat after the learner sits on their right. */
  counterClockwise: boolean;
}

/** Seats counted from the learner, in playing order: 0 is the learner, 1 plays next. */
export function offsetOf(seat: Seat, naming: SeatNaming): number {
  return (((seat - naming.learner) % naming.seats) + naming.seats) % naming.seats;
}

/** "You", "Partner", "Left", or "Player 6" at large tables. */
export function roleName(seat: Seat, naming: SeatNaming): string {
  const d = offsetOf(seat, naming);
  if (naming.partnerships && naming.seats === 4) {
    return (naming.counterClockwise ? PARTNERSHIP_NAMES_CCW : PARTNERSHIP_NAMES)[d] ?? `Player ${seat + 1}`;
  }
  const names = (naming.counterClockwise ? NAMES_BY_SIZE_CCW : NAMES_BY_SIZE)[naming.seats];
  if (d === 0) return 'You';
  return names?.[d] ?? `Player ${seat + 1}`;
}

/** "Partner (seat 2)". */
export function seatName(seat: Seat, naming: SeatNaming): string {
  return `${roleName(seat, naming)} (seat ${seat})`;
}

export interface Side {
  /** Index into the API's `points` for partnerships; the seat itself otherwise. */
  index: number;
  name: string;
  seats: Seat[];
}

/** The sides that keep a pile, the learner's first. */
export function sidesOf(naming: SeatNaming): Side[] {
  if (naming.partnerships && naming.seats === 4) {
    const us = naming.learner % 2;
    const them = 1 - us;
    const members = (i: number): Seat[] => [i, i + 2];
    const label = (i: number): string => members(i).map((s) => roleName(s, naming)).join(' & ');
    return [
      { index: us, name: `Us (${label(us)})`, seats: members(us) },
      { index: them, name: `Them (${label(them)})`, seats: members(them) },
    ];
  }
  const out: Side[] = [];
  for (let d = 0; d < naming.seats; d++) {
    const seat = (naming.learner + d) % naming.seats;
    out.push({ index: seat, name: seatName(seat, naming), seats: [seat] });
  }
  return out;
}

/** The side a seat belongs to. */
export function sideOfSeat(seat: Seat, naming: SeatNaming): Side | undefined {
  return sidesOf(naming).find((s) => s.seats.includes(seat));
}

const TRUMP_WORDS: Record<string, string> = {
  '0': 'blanks',
  '1': 'ones',
  '2': 'twos',
  '3': 'threes',
  '4': 'fours',
  '5': 'fives',
  '6': 'sixes',
  doubles: 'doubles',
  none: 'no trump (follow me)',
};

/** An option's value in words where the app knows them: Texas 42's trump "5" is "fives". */
export function optionValueName(option: string, value: string): string {
  if (option === 'trump') return TRUMP_WORDS[value] ?? value;
  return value.replace(/-/g, ' ');
}

/** "You (seat 1) take" or "Partner (seat 2) takes", to begin a sentence about a trick. */
export function seatTakes(seat: Seat, naming: SeatNaming): string {
  return `${seatName(seat, naming)} ${seat === naming.learner ? 'take' : 'takes'}`;
}
