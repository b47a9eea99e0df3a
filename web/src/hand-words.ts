// Words for a whole hand that the core does not give: the name of each phase and of each pile set
// aside, and, where no label of the core's is at hand, a plain reading of a move. Presentation
// only: the core says which moves exist and when, and how each is said.

import { capital, cardName, isCard } from './pack';
import type { Move } from './types';

const PHASE_WORDS: Record<string, string> = {
  bidding: 'The auction',
  declaring: 'Declarations',
  discarding: 'The discard',
  calling: 'Calling a king',
  taking: 'Taking a half of the talon',
  announcing: 'Announcements',
  playing: 'Trick play',
  over: 'The hand is over',
};

const PILE_WORDS: Record<string, string> = {
  chien: 'The chien',
  discard: 'The discard',
  talon_top: 'The talon’s top half',
  talon_bottom: 'The talon’s bottom half',
  talon_to_defenders: 'The talon, to the defenders',
  stock: 'The stock',
};

/** A phase in words: "The auction"; a phase without words of its own is read as it is written. */
export function phaseName(phase: string): string {
  return PHASE_WORDS[phase] ?? capital(phase.replace(/[-_]/g, ' '));
}

export function pileName(pile: string): string {
  return PILE_WORDS[pile] ?? capital(pile.replace(/_/g, ' '));
}

function valueWords(game: string, value: unknown): string {
  if (typeof value === 'string') return isCard(game, value) ? cardName(game, value) : value.replace(/-/g, ' ');
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).map(([k, v]) => `${valueWords(game, v)} ${k}`).join(', ');
  }
  return '';
}

/**
 * A move read as it is written, for when the core's label is not at hand: its key, then its value
 * ("Bid 31", "Discard the 7 of Clubs", "Done").
 */
export function moveWords(game: string, move: Move): string {
  const parts = Object.entries(move).map(([key, value]) => {
    const words = value === true ? '' : valueWords(game, value);
    return words ? `${key} ${words}` : key;
  });
  return capital(parts.join(', '));
}
