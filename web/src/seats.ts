// Names of the seats around a table of any size, seen from the learner's chair, and the sides
// that share a pile. Presentation only: the partnerships are the core's (`games`: `sides`, in
// the order of the API's `points` and the score's `side`); where there are none, each seat
// counts for itself. Seats are numbered in playing order, so the seat after the learner sits on
// the left when play goes clockwise and on the right when it goes counter-clockwise (the core's
// `direction`).

import { gameInfo } from './catalog';
import type { Seat } from './types';

/** Clockwise play, in playing order from the learner. */
const NAMES_BY_SIZE: Record<number, readonly string[]> = {
  2: ['You', 'Opponent'],
  3: ['You', 'Left', 'Right'],
  4: ['You', 'Left', 'Across', 'Right'],
  5: ['You', 'Left', 'Far left', 'Far right', 'Right'],
};

export interface SeatNaming {
  seats: number;
  /** The seat at the bottom of the screen, whose hand is face up. */
  learner: Seat;
  /** The partnerships for the whole game (the core's `sides`), or null: each seat for itself. */
  sides: readonly (readonly Seat[])[] | null;
  /** Play goes counter-clockwise: the seat after the learner sits on their right. */
  counterClockwise: boolean;
}

/** The naming of a table of `game` with `seats` seats, `learner` at the bottom: the core's sides and direction. */
export function namingFor(game: string, seats: number, learner: Seat): SeatNaming {
  const info = gameInfo(game);
  return { seats, learner, sides: info?.sides ?? null, counterClockwise: info?.direction === 'counter-clockwise' };
}

/** The partnerships, when they seat exactly this table: every seat on one side. */
function partnerships(naming: SeatNaming): readonly (readonly Seat[])[] | null {
  const sides = naming.sides;
  if (!sides || sides.length < 2) return null;
  const all = sides.flat();
  const whole = all.length === naming.seats && new Set(all).size === all.length && all.every((s) => s >= 0 && s < naming.seats);
  return whole ? sides : null;
}

/** Seats counted from the learner, in playing order: 0 is the learner, 1 plays next. */
export function offsetOf(seat: Seat, naming: SeatNaming): number {
  return (((seat - naming.learner) % naming.seats) + naming.seats) % naming.seats;
}

/** Where a seat sits from the learner's chair: "Left", "Across", or "Player 6" at large tables. */
function placeName(seat: Seat, naming: SeatNaming): string {
  const d = offsetOf(seat, naming);
  if (d === 0) return 'You';
  // Counter-clockwise play is the clockwise table in a mirror: d places on sits where seats - d would.
  return NAMES_BY_SIZE[naming.seats]?.[naming.counterClockwise ? naming.seats - d : d] ?? `Player ${seat + 1}`;
}

/** "You", "Partner", "Left opponent", "Left", or "Player 6" at large tables. */
export function roleName(seat: Seat, naming: SeatNaming): string {
  const place = placeName(seat, naming);
  const sides = partnerships(naming);
  if (!sides || seat === naming.learner || place.startsWith('Player ')) return place;
  const ours = sides.find((side) => side.includes(naming.learner)) ?? [];
  if (!ours.includes(seat)) return `${place} opponent`;
  return ours.length === 2 ? 'Partner' : `${place} partner`;
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
  const sides = partnerships(naming);
  if (sides) {
    const ours = (members: readonly Seat[]): boolean => members.includes(naming.learner);
    const label = (members: readonly Seat[]): string => members.map((s) => roleName(s, naming)).join(' & ');
    return sides
      .map((members, index) => ({ index, name: `${ours(members) ? 'Us' : 'Them'} (${label(members)})`, seats: [...members] }))
      .sort((a, b) => Number(ours(b.seats)) - Number(ours(a.seats)));
  }
  return Array.from({ length: naming.seats }, (_, d) => {
    const seat = (naming.learner + d) % naming.seats;
    return { index: seat, name: seatName(seat, naming), seats: [seat] };
  });
}

/** "You take" or "Partner takes", to begin a sentence about a trick: seats by where they sit. */
export function seatTakes(seat: Seat, naming: SeatNaming): string {
  return `${roleName(seat, naming)} ${seat === naming.learner ? 'take' : 'takes'}`;
}
