// What the players did in a hand, as lines a person reads: each seat's moves in the core's words,
// a seat's consecutive moves on one line ("Right: Discard 6 cards you cannot see", "You: Bid
// Garde"). Plays may be left to the trick log. A card another seat moved is named only when the
// viewer has seen it since: a card the view did not show before the move and shows now (played,
// called, shown in a poignée or a declaration); a card laid away face down is counted, never
// named. Everything here is read from the core's answers: the labels of the moves, and what the
// view shows.

import { t, tIfAny } from './i18n';
import { countItems } from './pack';
import { isClosing, movesPhrase, moveKey, runsOf } from './moves';
import { roleName, type SeatNaming } from './seats';
import type { Code, HandBody, Move, Seat } from './types';

/** One move taken, with the core's label for it. */
export interface LoggedMove {
  seat: Seat;
  move: Move;
  label: string;
  /** The card the move was made with, if any: a value of it that was a card of that seat's hand. */
  card: Code | null;
  /** What the viewer saw before the move (every string of its view); absent when it saw everything. */
  seenBefore?: ReadonlySet<string>;
}

/** Every string of a view: the cards it shows, wherever they are. */
export function visibleStrings(view: unknown, into = new Set<string>()): Set<string> {
  if (typeof view === 'string') into.add(view);
  else if (Array.isArray(view)) for (const v of view) visibleStrings(v, into);
  else if (view && typeof view === 'object') for (const v of Object.values(view)) visibleStrings(v, into);
  return into;
}

/** A seat's hand as the view shows it (its cards, or none when hidden). */
export function handOf(hand: HandBody, seat: Seat): Code[] {
  const h = hand.hands[seat];
  return Array.isArray(h) ? h : [];
}

interface LogContext {
  game: string;
  naming: SeatNaming;
  /** The viewer's seat, or null when it sees everything. */
  viewer: Seat | null;
  /** The view as it stands now (the viewer's). */
  now: HandBody;
  /** Plays are logged too (a lesson's scripted moves), not left to a trick log. */
  plays?: boolean;
}

function hidden(m: LoggedMove, ctx: LogContext, seen: ReadonlySet<string>): boolean {
  if (ctx.viewer === null || m.seat === ctx.viewer || m.card === null || !m.seenBefore) return false;
  return !(seen.has(m.card) && !m.seenBefore.has(m.card));
}

/** A seat's run of moves in words, cards it may not see counted rather than named. */
function phrase(all: LoggedMove[], ctx: LogContext, seen: ReadonlySet<string>): string {
  // The move closing a sequence goes without saying after the sequence's own moves.
  const said = all.filter((m) => !isClosing(m.move));
  const parts = runsOf(said.length > 0 ? said : all, (m) => moveKey(m.move)).map((run) => {
    const named = run.filter((m) => !hidden(m, ctx, seen));
    const unseen = run.length - named.length;
    const words = named.length > 0 ? movesPhrase(named) : '';
    if (unseen === 0) return words;
    if (words) return t('log.andUnseen', { moves: words, cards: countItems(ctx.game, unseen) });
    // The verb comes from the move's kind, never from its label: a label may name the card first
    // ("Herz-König ablegen"), and the card is the one thing this line must not say.
    const cards = countItems(ctx.game, unseen);
    return tIfAny(`log.unseen.${moveKey((run[0] as LoggedMove).move)}`, { cards }) ?? t('log.unseen', { cards });
  });
  return parts.filter(Boolean).join('; ');
}

/**
 * The log's lines, oldest first. Unless `plays` is asked for, a move made with a card that is now
 * on the table or in a trick is a play, left to the trick log; a move of two members (a card
 * played with a call) is kept.
 */
export function logLines(moves: readonly LoggedMove[], ctx: LogContext): string[] {
  const seen = visibleStrings(ctx.now);
  const played = new Set([...ctx.now.tricks.flatMap((t) => t.cards), ...(ctx.now.trick?.cards ?? [])]);
  const isPlay = (m: LoggedMove): boolean => m.card !== null && played.has(m.card) && Object.keys(m.move).length === 1;
  const kept = ctx.plays ? moves : moves.filter((m) => !isPlay(m));
  return runsOf(kept, (m) => m.seat).map((run) => t('log.line', { role: roleName((run[0] as LoggedMove).seat, ctx.naming), moves: phrase(run, ctx, seen) }));
}
