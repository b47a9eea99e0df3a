// The seats the learner does not play. A bot knows no rules: it picks one of the tiles the core
// lists as legal, with a small seeded generator, so the same deal always plays out the same way.

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

/**
 * The bot's choice at one point of the hand: depends only on the deal's seed, on how many plays
 * came before, and on the legal list, so a take-back followed by the same plays replays the same.
 */
export function botChoice(dealSeed: number, ply: number, legal: readonly string[]): string | null {
  if (legal.length === 0) return null;
  const low = dealSeed >>> 0;
  const high = Math.floor(dealSeed / 4294967296) >>> 0;
  const rand = mulberry32(low ^ Math.imul(high + 1, 0x85ebca6b) ^ Math.imul(ply + 1, 0x9e3779b9));
  rand();
  const index = Math.floor(rand() * legal.length);
  return legal[Math.min(index, legal.length - 1)] ?? null;
}
