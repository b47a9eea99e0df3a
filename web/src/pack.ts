// A game's pack as the core describes it (the `games` request, docs/api.md): each card's name
// in the game's own words, its suits, the kind of pack (how it is drawn), what it is made of,
// and a few cards that show it. The app names no card itself: every name is the core's, the
// one its sentences use ("the King of Hearts"), so a label and an explanation always agree.

import { gameInfo } from './catalog';
import type { Code, PackCard } from './types';

const namesByGame = new Map<string, ReadonlyMap<Code, string>>();

function namesOf(game: string): ReadonlyMap<Code, string> {
  let names = namesByGame.get(game);
  if (!names) {
    names = new Map((gameInfo(game)?.pack_cards ?? []).map((c) => [c.code, c.name]));
    // Kept once the core's list is there; asked again until then.
    if (names.size > 0) namesByGame.set(game, names);
  }
  return names;
}

/** Words for the refused moves that are not cards: drawing from the stock, passing (`illegal`). */
const NOT_CARDS: Record<string, string> = { draw: 'draw from the stock', pass: 'pass' };

export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function isCard(game: string, code: string): boolean {
  return namesOf(game).has(code);
}

/** A card as the core's sentences name it ("the King of Hearts", "the Excuse", "6-4"). */
export function cardName(game: string, code: Code): string {
  return namesOf(game).get(code) ?? NOT_CARDS[code] ?? code;
}

/** What the pack is made of: "card" or "tile". */
export function pieceOf(game: string): string {
  return gameInfo(game)?.piece ?? 'card';
}

/** "4 cards", "1 tile". */
export function countItems(game: string, n: number): string {
  return `${n} ${pieceOf(game)}${n === 1 ? '' : 's'}`;
}

/** The kind of pack, which says how a card is drawn ("dominoes", "french-suited", ...). */
export function packKind(game: string): string {
  return gameInfo(game)?.pack ?? 'french-suited';
}

/**
 * The rank of a suit card in the game's words, read from its name: "Valet" from "the Valet of
 * Spades". Null when the name is not of that form.
 */
export function rankWord(game: string, code: Code): string | null {
  // The suit's name, by the character its cards' codes begin with ("H": "Hearts").
  const suit = gameInfo(game)?.suits.find((s) => s.code === code.charAt(0))?.name ?? null;
  const m = /^the (.+) of (.+)$/.exec(cardName(game, code));
  return m && suit !== null && m[2] === suit ? (m[1] as string) : null;
}

/** A card with a name of its own ("the Excuse", "Good"), not its rank and suit's. */
function ownName(game: string, card: PackCard): boolean {
  if (card.name === card.code) return false;
  const m = / of (.+)$/.exec(card.name);
  return !(m && gameInfo(game)?.suits.some((s) => s.name === m[1]));
}

/**
 * A few cards that show what the pack is like, in the pack's order: the top card of the last
 * suit and a middle one of the suit before, the last two cards with names of their own, the
 * highest and lowest trumps, then the top of the suits before those two; five at most.
 */
export function samplePack(game: string): Code[] {
  const info = gameInfo(game);
  if (!info) return [];
  const cards = info.pack_cards;
  const ofSuit = (code: string): PackCard[] => cards.filter((c) => c.code.startsWith(code) && !ownName(game, c));
  const trumps = info.suits.find((s) => s.code === 'T'); // trumps' codes: T1 to T21
  const plain = info.suits.filter((s) => s !== trumps).map((s) => ofSuit(s.code)).filter((list) => list.length > 0);
  const picked: Code[] = [];
  const add = (card: PackCard | undefined, most = 5): void => {
    if (card && picked.length < most && !picked.includes(card.code)) picked.push(card.code);
  };
  const last = plain[plain.length - 1] ?? [];
  const before = plain[plain.length - 2] ?? [];
  add(last[last.length - 1]);
  add(before[Math.floor(before.length / 2)]);
  for (const card of cards.filter((c) => ownName(game, c)).slice(-2)) add(card);
  if (trumps) {
    const list = cards.filter((c) => c.code.startsWith(trumps.code));
    add(list[list.length - 1]);
    add(list[0]);
  }
  for (const list of plain.slice(0, -2).reverse()) add(list[list.length - 1], 4);
  const order = new Map(cards.map((c, i) => [c.code, i]));
  return picked.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}
