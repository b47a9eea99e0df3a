// Words for a whole hand: the name of each action the core offers or a seat took, of each phase
// and of each pile set aside. Presentation only: the core says which actions exist and when; this
// module only says them in English.

import { cardName } from './packs';
import { optionValueName, roleName, type SeatNaming } from './seats';
import type { Code, HandAction, Seat } from './types';

const BID_WORDS: Record<string, string> = {
  pass: 'Pass',
  // French Tarot
  petite: 'Petite',
  garde: 'Garde',
  'garde-sans': 'Garde sans le chien',
  'garde-contre': 'Garde contre le chien',
  // Tapp-Tarock (the core's own names for its bids)
  three: 'Three cards',
  bottom: 'Bottom 3',
  top: 'Top 3',
  solo: 'Solo',
};

const CONTRACT_WORDS: Record<string, string> = {
  normal: 'normal',
  nello: 'Nello',
  sevens: 'Sevens',
  plunge: 'Plunge',
  splash: 'Splash',
};

const ANNOUNCE_WORDS: Record<string, string> = {
  'pagat-ultimo': 'Pagat Ultimo (to win the last trick with the Pagat)',
  valat: 'Valat (to win every trick)',
};

const CALL_WORDS: Record<string, string> = {
  ours: '“ours”',
  yours: '“yours”',
  reaffirm: '“reaffirm”',
  change: '“change”',
};

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

export function phaseName(game: string, phase: string): string {
  if (phase === 'declaring' && game === 'texas-42') return 'Trump and contract';
  return PHASE_WORDS[phase] ?? phase;
}

export function pileName(pile: string): string {
  return PILE_WORDS[pile] ?? pile.replace(/_/g, ' ');
}

/** "Garde", "Bid 31", "Bid 2 marks". */
export function bidName(bid: unknown): string {
  if (typeof bid === 'number') return `Bid ${bid}`;
  if (typeof bid === 'string') return BID_WORDS[bid] ?? bid;
  if (typeof bid === 'object' && bid !== null && 'marks' in bid) {
    const n = Number((bid as { marks: unknown }).marks);
    return `Bid ${n} ${n === 1 ? 'mark' : 'marks'}`;
  }
  return String(bid);
}

/** Texas 42's declaration: "Fives are trumps", "Nello", "Doubles are trumps; Plunge". */
export function declarationName(action: HandAction): string {
  const parts: string[] = [];
  if (typeof action.trump === 'string') {
    parts.push(action.trump === 'none' ? 'No trumps (follow me)' : `${capital(optionValueName('trump', action.trump))} are trumps`);
  }
  const contract = typeof action.contract === 'string' ? action.contract : 'normal';
  if (contract !== 'normal' || parts.length === 0) parts.push(CONTRACT_WORDS[contract] ?? contract);
  if (typeof action.doubles === 'string') parts.push(`doubles ${action.doubles.replace(/-/g, ' ')}`);
  return parts.join('; ');
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A combination offered or declared: "three kings (King of Swords, …), 17 points". */
export function combinationName(game: string, combo: { kind: string; cards: Code[]; points?: number }): string {
  const cards = combo.cards.map((c) => cardName(game, c)).join(', ');
  const points = combo.points !== undefined ? `, ${combo.points} points` : '';
  return `${combo.kind.replace(/-/g, ' ')}: ${cards}${points}`;
}

function cardsOf(value: unknown): Code[] {
  return Array.isArray(value) ? value.filter((c): c is Code => typeof c === 'string') : [];
}

/**
 * An action as the learner's choice ("Garde", "Call the King of Hearts") or, with `seat`, as
 * what that seat did, said so that nothing hidden is told: another seat's discard is counted,
 * never named.
 */
export function actionName(game: string, action: HandAction, seat?: Seat, naming?: SeatNaming): string {
  const who = seat !== undefined && naming ? roleName(seat, naming) : null;
  const mine = who === null || seat === naming?.learner;
  const say = (text: string): string => (who ? `${who}: ${text}` : text);
  if ('bid' in action) return say(bidName(action.bid));
  if ('trump' in action || 'contract' in action) return say(declarationName(action));
  if ('call' in action && !('play' in action)) return say(`Call the ${cardName(game, String(action.call)).replace(/^the /, '')}`);
  if ('play' in action) {
    const card = cardName(game, String(action.play));
    if (typeof action.call === 'string') return say(`Play ${card}, calling ${CALL_WORDS[action.call] ?? action.call}`);
    return say(`Play ${card}`);
  }
  if ('chelem' in action) return say('Announce a chelem (every trick)');
  if ('announce' in action) return say(`Announce ${ANNOUNCE_WORDS[String(action.announce)] ?? String(action.announce)}`);
  if ('take' in action) return say(`Take the ${String(action.take)} half of the talon`);
  if ('draw' in action) return say('Draw from the stock');
  if ('pass' in action) return say('Pass');
  if ('cancel' in action) return say('Cancel the deal');
  if ('discard' in action) {
    const cards = typeof action.discard === 'string' ? [action.discard] : cardsOf(action.discard);
    if (!mine) return say(`discards ${cards.length} ${cards.length === 1 ? 'card' : 'cards'}`);
    return say(`Discard ${cards.map((c) => cardName(game, c)).join(', ')}`);
  }
  if ('poignee' in action) {
    const cards = cardsOf(action.poignee);
    return say(`Show a poignée of ${cards.length}: ${cards.map((c) => cardName(game, c)).join(', ')}`);
  }
  if ('declare' in action) {
    const list = Array.isArray(action.declare) ? (action.declare as { kind: string; cards: Code[] }[]) : [];
    if (list.length === 0) return say('Declare nothing');
    return say(`Declare ${list.map((c) => combinationName(game, c)).join('; ')}`);
  }
  return say(JSON.stringify(action));
}
