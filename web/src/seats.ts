// Names of the seats around a table of any size, seen from the learner's chair, and the sides
// that share a pile. Presentation only: the partnerships are the core's (`games`: `sides`, in
// the order of the API's `points` and the score's `side`); where there are none, each seat
// counts for itself. Seats are numbered in playing order, so the seat after the learner sits on
// the left when play goes clockwise and on the right when it goes counter-clockwise (the core's
// `direction`).

import { gameInfo } from './catalog';
import { t, type MessageKey } from './i18n';
import type { Seat } from './types';

/** Where a seat sits from the learner's chair, at a table small enough to say it. */
type Place = 'opponent' | 'left' | 'across' | 'right' | 'farLeft' | 'farRight';

/** Clockwise play, in playing order from the learner (the learner first). */
const PLACES_BY_SIZE: Record<number, readonly (Place | null)[]> = {
  2: [null, 'opponent'],
  3: [null, 'left', 'right'],
  4: [null, 'left', 'across', 'right'],
  5: [null, 'left', 'farLeft', 'farRight', 'right'],
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

/** Where a seat sits from the learner's chair ("left", "across"); null for the learner and at large tables. */
function placeOf(seat: Seat, naming: SeatNaming): Place | null {
  const d = offsetOf(seat, naming);
  if (d === 0) return null;
  // Counter-clockwise play is the clockwise table in a mirror: d places on sits where seats - d would.
  return PLACES_BY_SIZE[naming.seats]?.[naming.counterClockwise ? naming.seats - d : d] ?? null;
}

/** "You", "Partner", "Left opponent", "Left", or "Player 6" at large tables. */
export function roleName(seat: Seat, naming: SeatNaming): string {
  if (seat === naming.learner) return t('seat.you');
  const place = placeOf(seat, naming);
  if (place === null) return t('seat.player', { n: String(seat + 1) });
  const sides = partnerships(naming);
  if (!sides || place === 'opponent') return t(`seat.place.${place}` as MessageKey);
  const ours = sides.find((side) => side.includes(naming.learner)) ?? [];
  if (!ours.includes(seat)) return t(`seat.opponentAt.${place}` as MessageKey);
  return ours.length === 2 ? t('seat.partner') : t(`seat.partnerAt.${place}` as MessageKey);
}

/** "Partner (seat 2)". */
export function seatName(seat: Seat, naming: SeatNaming): string {
  return t('seat.numbered', { role: roleName(seat, naming), seat: String(seat) });
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
      .map((members, index) => ({ index, name: t(ours(members) ? 'seat.us' : 'seat.them', { members: label(members) }), seats: [...members] }))
      .sort((a, b) => Number(ours(b.seats)) - Number(ours(a.seats)));
  }
  return Array.from({ length: naming.seats }, (_, d) => {
    const seat = (naming.learner + d) % naming.seats;
    return { index: seat, name: seatName(seat, naming), seats: [seat] };
  });
}

/** "You take the trick." or "Partner takes the trick.": seats by where they sit. */
export function takesTrick(seat: Seat, naming: SeatNaming): string {
  return seat === naming.learner ? t('trick.youTake') : t('trick.takes', { role: roleName(seat, naming) });
}

/** "You take it." or "Partner takes it.", after a trick's cards are named. */
export function takesIt(seat: Seat, naming: SeatNaming): string {
  return seat === naming.learner ? t('trick.youTakeIt') : t('trick.takesIt', { role: roleName(seat, naming) });
}
