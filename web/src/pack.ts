// A game's pack as the core describes it (the `games` request, docs/api.md): each card's name
// in the game's own words and the learner's language, its suits, the kind of pack (how it is
// drawn), what it is made of, and a few cards that show it. The app names no card itself: every
// name is the core's, the one its sentences use ("the King of Hearts", "le Roi de Cœur"), so a
// label and an explanation always agree. Which cards have names of their own, and which are
// named by their rank and suit, the core says (`own_name`), the same in every language.

import { gameInfo } from './catalog';
import { t, type MessageKey } from './i18n';
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
const NOT_CARDS: Record<string, MessageKey> = { draw: 'pack.draw', pass: 'pack.pass' };

export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function isCard(game: string, code: string): boolean {
  return namesOf(game).has(code);
}

/** A card as the core's sentences name it ("the King of Hearts", "the Excuse", "6-4"). */
export function cardName(game: string, code: Code): string {
  const name = namesOf(game).get(code);
  if (name !== undefined) return name;
  const move = NOT_CARDS[code];
  return move ? t(move) : code;
}

export type Piece = 'card' | 'tile';

/** What the pack is made of, "card" or "tile": the messages that name it are chosen by it, for each language's grammar. */
export function pieceOf(game: string): Piece {
  return gameInfo(game)?.piece === 'tile' ? 'tile' : 'card';
}

/** The message `base.card` or `base.tile`, by what the game's pack is made of. */
export function pieceKey(game: string, base: string): MessageKey {
  return `${base}.${pieceOf(game)}` as MessageKey;
}

/** "4 cards", "1 tile". */
export function countItems(game: string, n: number): string {
  return t(pieceKey(game, 'pack.count'), { count: n });
}

/**
 * A name without the article it begins with ("Excuse" for "the Excuse", "Fou" for "le Fou"), by
 * the articles of the language in use (`pack.articles`, separated by "|").
 */
export function withoutArticle(name: string): string {
  const articles = t('pack.articles').split('|').filter((a) => a.length > 0);
  for (const article of articles) {
    const elided = /['’]$/.test(article);
    const head = elided ? article : `${article} `;
    if (name.toLowerCase().startsWith(head.toLowerCase()) && name.length > head.length) return name.slice(head.length);
  }
  return name;
}

/** The kind of pack, which says how a card is drawn ("dominoes", "french-suited", ...). */
export function packKind(game: string): string {
  return gameInfo(game)?.pack ?? 'french-suited';
}

/** Whether a card is named by its rank and suit ("the Valet of Spades"): not by a name of its own nor its pips. */
function rankOfSuit(game: string, code: Code): boolean {
  const card = gameInfo(game)?.pack_cards.find((c) => c.code === code);
  return card !== undefined && !card.own_name && card.name !== card.code;
}

/** The longest start of `a` and `b` alike that ends where a word does (a space, a hyphen, an apostrophe). */
function sharedStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  while (n > 0 && !/[\s\-'’]/.test(a[n - 1] as string)) n--;
  return n;
}

/** The longest end of `a` and `b` alike that begins where a word does. */
function sharedEnd(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  while (n > 0 && !/[\s\-'’]/.test(a[a.length - n] as string)) n--;
  return n;
}

/**
 * The rank of a suit card in the game's words and the learner's language, read from its name:
 * "Valet" from "the Valet of Spades", "Roi" from "le Roi de Cœur", "König" from "Herz-König". The
 * words the name shares with a numbered card of its suit ("the 7 of Spades") are the suit's; the
 * rest, its article left out, is the rank. Null when the name is not a rank and suit's.
 */
export function rankWord(game: string, code: Code): string | null {
  if (!rankOfSuit(game, code)) return null;
  const name = cardName(game, code);
  const numbered = (gameInfo(game)?.pack_cards ?? []).find((c) => c.code !== code && c.code.charAt(0) === code.charAt(0) && /^[A-Z]\d+$/.test(c.code));
  if (!numbered) return null;
  const start = sharedStart(name, numbered.name);
  const end = sharedEnd(name, numbered.name);
  const rank = withoutArticle(name.slice(start, Math.max(start, name.length - end)).trim());
  return rank.length > 0 ? rank : null;
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
  const ofSuit = (code: string): PackCard[] => cards.filter((c) => c.code.startsWith(code) && !c.own_name);
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
  for (const card of cards.filter((c) => c.own_name).slice(-2)) add(card);
  if (trumps) {
    const list = cards.filter((c) => c.code.startsWith(trumps.code));
    add(list[list.length - 1]);
    add(list[0]);
  }
  for (const list of plain.slice(0, -2).reverse()) add(list[list.length - 1], 4);
  const order = new Map(cards.map((c, i) => [c.code, i]));
  return picked.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}
