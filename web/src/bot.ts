// The seats the learner does not play. A bot knows no rules: it picks one of the actions the core
// lists as legal, with a small seeded generator, so the same deal always plays out the same way.
// Where the core offers a choice of cards (a discard, a poignée, declarations), the bot makes a
// seeded pick and lets the core judge it; a pick the core refuses is simply tried again.

import type { Code, HandAction } from './types';

/** mulberry32: a tiny 32-bit generator, good enough to vary the bots' choices. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The generator for one point of the hand: the deal's seed, the plies before, the attempt. */
function randomAt(dealSeed: number, ply: number, attempt = 0): () => number {
  const low = dealSeed >>> 0;
  const high = Math.floor(dealSeed / 4294967296) >>> 0;
  const rand = mulberry32(
    low ^ Math.imul(high + 1, 0x85ebca6b) ^ Math.imul(ply + 1, 0x9e3779b9) ^ Math.imul(attempt, 0xc2b2ae35),
  );
  rand();
  return rand;
}

/**
 * The bot's choice at one point of the hand: depends only on the deal's seed, on how many plays
 * came before, and on the legal list, so a take-back followed by the same plays replays the same.
 */
export function botChoice<T>(dealSeed: number, ply: number, legal: readonly T[]): T | null {
  if (legal.length === 0) return null;
  const index = Math.floor(randomAt(dealSeed, ply)() * legal.length);
  return legal[Math.min(index, legal.length - 1)] ?? null;
}

/**
 * Announcements that stake the hand on a feat (a chelem, Pagat Ultimo, a Valat) and cancelling a
 * deal are left to the learner: a bot making them at random would turn most hands into lost bets.
 * These are names of actions in the API's vocabulary, not rules: which of them is legal when is
 * still the core's answer.
 */
const LEFT_TO_THE_LEARNER = new Set(['chelem', 'announce', 'cancel']);

interface CardChoice {
  choose: number;
  from: Code[];
}

function cardChoiceOf(value: unknown): CardChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as { choose?: unknown; from?: unknown };
  if (typeof v.choose !== 'number' || !Array.isArray(v.from)) return null;
  return { choose: v.choose, from: v.from.filter((c): c is Code => typeof c === 'string') };
}

function sample(rand: () => number, from: readonly Code[], n: number): Code[] {
  const pool = [...from];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as Code, pool[i] as Code];
  }
  return pool.slice(0, n);
}

/**
 * The action a bot takes, made concrete from a `legal` entry. `accepts` asks the core whether an
 * action would be taken (a replay with it appended); the bot never judges one itself.
 */
export function botAction(
  dealSeed: number,
  ply: number,
  legal: readonly HandAction[],
  accepts: (action: HandAction) => boolean,
): HandAction | null {
  const ordinary = legal.filter((entry) => !Object.keys(entry).some((k) => LEFT_TO_THE_LEARNER.has(k)));
  const entry = botChoice(dealSeed, ply, ordinary.length > 0 ? ordinary : legal);
  if (entry === null) return null;
  const [key, value] = Object.entries(entry)[0] ?? [];
  if (key === undefined) return null;

  const choice = cardChoiceOf(value);
  if (choice) {
    // A few seeded picks; then the cards in the core's order, which lists a hand's plain suits
    // before its trumps; the core has the last word either way.
    for (let attempt = 0; attempt < 24; attempt++) {
      const action = { [key]: sample(randomAt(dealSeed, ply, attempt + 1), choice.from, choice.choose) };
      if (accepts(action)) return action;
    }
    return { [key]: choice.from.slice(0, choice.choose) };
  }

  if (key === 'declare' && typeof value === 'object' && value !== null && 'any_of' in value) {
    // Declare everything offered (the points count); declaring nothing is the fallback.
    const offered = (value as { any_of: { kind: string; cards: Code[] }[] }).any_of;
    const all = { declare: offered.map(({ kind, cards }) => ({ kind, cards })) };
    return accepts(all) ? all : { declare: [] };
  }
  return entry;
}
