// Names and places of the four seats, seen from the learner's chair. Presentation only: the
// partnership pairing follows the API's `points` order ([seats 0 and 2, seats 1 and 3]).

import type { Seat } from './types';

export type Place = 'bottom' | 'left' | 'top' | 'right';

const PLACES: readonly Place[] = ['bottom', 'left', 'top', 'right'];
const ROLE_NAMES: Record<Place, string> = {
  bottom: 'You',
  left: 'Left opponent',
  top: 'Partner',
  right: 'Right opponent',
};

/** Where a seat sits on screen: the learner at the bottom, play passing to the left. */
export function placeOf(seat: Seat, learner: Seat): Place {
  return PLACES[(((seat - learner) % 4) + 4) % 4] ?? 'bottom';
}

/** "You", "Partner", "Left opponent", "Right opponent". */
export function roleName(seat: Seat, learner: Seat): string {
  return ROLE_NAMES[placeOf(seat, learner)];
}

/** "Seat 2 (Partner)". */
export function seatName(seat: Seat, learner: Seat): string {
  return `Seat ${seat} (${roleName(seat, learner)})`;
}

/** Index into the API's `points` for the partnership a seat belongs to. */
export function sideIndex(seat: Seat): 0 | 1 {
  return seat % 2 === 0 ? 0 : 1;
}

export interface Side {
  index: 0 | 1;
  name: string;
  members: string;
}

/** The two partnerships, the learner's first. */
export function sides(learner: Seat): [Side, Side] {
  const us = sideIndex(learner);
  const them: 0 | 1 = us === 0 ? 1 : 0;
  const describe = (index: 0 | 1, name: string): Side => {
    const a = index;
    const b = index + 2;
    return {
      index,
      name,
      members: `${roleName(a, learner)} & ${roleName(b, learner)}, seats ${a} & ${b}`,
    };
  };
  return [describe(us, 'Us'), describe(them, 'Them')];
}

const TRUMP_NAMES: Record<string, string> = {
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

/** A trump option's value as words: "5" -> "fives". */
export function trumpName(value: string): string {
  return TRUMP_NAMES[value] ?? value;
}
