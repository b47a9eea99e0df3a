// The moves of a whole hand, by their shape alone (docs/api.md, `hand`). The core lists each legal
// move as a one-member object — `{"bid": "garde"}`, `{"discard": "C7"}`, `{"done": true}` — with
// its words in `labels`; an action sent back is a move, a list of moves applied as one, or an
// older compound form standing for its moves (`{"discard": [six cards]}`). What a move means,
// whether it is legal and how it is said are the core's: this module only takes actions apart
// into moves, compares them and strings the core's words together.

import { t } from './i18n';
import type { Code, HandAction, Move } from './types';

/** The contract's word for the move that closes a sequence of free length (a poignée, a declaration). */
const CLOSE = 'done';

/** The words and card codes a move names: its values that are strings. */
function moveStrings(move: Move): string[] {
  return Object.values(move).filter((v): v is string => typeof v === 'string');
}

/** The card of `hand` a move is made with: a value of the move that is a card held, or null. */
export function cardOfMove(move: Move, hand: readonly Code[]): Code | null {
  return moveStrings(move).find((v) => hand.includes(v)) ?? null;
}

/** What a move is a move of: its key (its keys, for the one move with two members). */
export function moveKey(move: Move): string {
  return Object.keys(move).join('+');
}

/** Items in runs of consecutive ones with the same key. */
export function runsOf<T>(items: readonly T[], keyOf: (item: T) => string | number): T[][] {
  const runs: T[][] = [];
  items.forEach((item, i) => {
    const run = runs[runs.length - 1];
    if (run && i > 0 && keyOf(items[i - 1] as T) === keyOf(item)) run.push(item);
    else runs.push([item]);
  });
  return runs;
}

/** A move's text with its members in one order, to compare moves. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    return `{${Object.keys(object).sort().map((k) => `${JSON.stringify(k)}:${canonical(object[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function sameMove(a: Move, b: Move): boolean {
  return canonical(a) === canonical(b);
}

/** The move that closes a sequence of free length. */
export function isClosing(move: Move): boolean {
  return Object.keys(move).length === 1 && move[CLOSE] === true;
}

function isCombination(value: unknown): value is { kind: string; cards: unknown[] } {
  return typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string' && Array.isArray((value as { cards?: unknown }).cards);
}

/**
 * The single moves an action stands for, in order: a list is its moves; an object gives one move
 * per member, in order; a member whose value is a list gives one move per element, with that
 * key; a combination `{"kind": k, "cards": [...]}` in such a list is `{key: k}` and then
 * `{"show": card}` for each of its cards.
 */
export function movesOf(action: HandAction): Move[] {
  if (Array.isArray(action)) return action.flatMap(movesOf);
  const out: Move[] = [];
  for (const [key, value] of Object.entries(action)) {
    if (!Array.isArray(value)) {
      out.push({ [key]: value });
      continue;
    }
    for (const item of value) {
      if (isCombination(item)) {
        out.push({ [key]: item.kind });
        for (const card of item.cards) out.push({ show: card });
      } else {
        out.push({ [key]: item });
      }
    }
  }
  return out;
}

/**
 * An action as a comparable text: its moves without the closing one, in runs of one key, each run
 * a multiset (the cards of a discard in any order), the runs themselves in any order (every
 * answer compared is one the core took, so a run cannot belong elsewhere than where it stands).
 */
export function answerKey(action: HandAction): string {
  const runs = runsOf(movesOf(action).filter((m) => !isClosing(m)), moveKey);
  const keys = runs.map((run) => `${JSON.stringify(moveKey(run[0] as Move))}:[${run.map((m) => canonical(Object.values(m))).sort().join(',')}]`);
  return keys.sort().join(';');
}

/** Whether two actions are the same answer: the same moves, a run's cards in any order. */
export function sameAction(a: HandAction, b: HandAction): boolean {
  return answerKey(a) === answerKey(b);
}

/** The place of `move` in a legal list, or -1. */
export function indexOfMove(legal: readonly Move[], move: Move): number {
  return legal.findIndex((m) => sameMove(m, move));
}

/** "a", "a and b", "a, b and c", in the language in use. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return t('list.and', { rest: items.slice(0, -1).join(t('list.comma')), last: items[items.length - 1] as string });
}

/** The words the lists all end with, leaving each at least one word of its own. */
function sharedTail(lists: readonly string[][]): string[] {
  const first = lists[0] ?? [];
  let n = 0;
  while (n < first.length && lists.every((w) => w.length > n + 1 && w[w.length - 1 - n] === first[first.length - 1 - n])) n += 1;
  return first.slice(first.length - n);
}

/**
 * The core's labels of a run of moves as one phrase: labels that begin with the same word share
 * it, and the words they all end with ("Show the 2 of trumps in a poignée", "Show the 4 of
 * trumps in a poignée": "Show the 2 and the 4 of trumps in a poignée"); the same label again is
 * counted ("Draw (twice)").
 */
export function runPhrase(labels: readonly string[]): string {
  if (labels.length === 0) return '';
  if (labels.every((l) => l === labels[0])) {
    if (labels.length === 1) return labels[0] as string;
    return t(labels.length === 2 ? 'moves.twice' : 'moves.times', { label: labels[0] as string, count: labels.length });
  }
  const words = labels.map((l) => l.split(' '));
  const head = words[0]?.[0] ?? '';
  if (!words.every((w) => w.length > 1 && w[0] === head)) return labels.join('; ');
  const rests = words.map((w) => w.slice(1));
  const tail = sharedTail(rests);
  const middles = rests.map((w) => w.slice(0, w.length - tail.length).join(' '));
  return [head, listWords(middles), ...tail].join(' ');
}

/** Labelled moves as one phrase: a phrase per run of one key, the closing move left unsaid. */
export function movesPhrase(moves: readonly { move: Move; label: string }[]): string {
  const said = moves.filter((m) => !isClosing(m.move));
  const runs = runsOf(said.length > 0 ? said : moves, (m) => moveKey(m.move));
  return runs.map((run) => runPhrase(run.map((m) => m.label))).join('; ');
}

/** The cards of `hand` an action is made with (an answer's cards, to mark them). */
export function cardsOf(action: HandAction, hand: readonly Code[]): Code[] {
  return movesOf(action).flatMap((m) => cardOfMove(m, hand) ?? []);
}
