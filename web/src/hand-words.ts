// Words for a whole hand that the core does not give: the name of each phase and of each pile set
// aside, and, where no label of the core's is at hand, a plain reading of a move. Presentation
// only: the core says which moves exist and when, and how each is said.

import { tIfAny } from './i18n';
import { capital, cardName, isCard } from './pack';
import type { Move } from './types';

/**
 * A phase in words ("The auction", message `phase.<phase>`); a phase without words of its own
 * is read as it is written.
 */
export function phaseName(phase: string): string {
  return tIfAny(`phase.${phase}`) ?? capital(phase.replace(/[-_]/g, ' '));
}

/** A pile set aside in words ("The chien", message `pile.<pile>`), else read as it is written. */
export function pileName(pile: string): string {
  return tIfAny(`pile.${pile}`) ?? capital(pile.replace(/_/g, ' '));
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
