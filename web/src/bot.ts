// The computer seats at the "Random" level (the others ask the core's `bot` request, free-play.ts):
// one of the moves the core lists as legal, one move at a time (a discard of six is six picks),
// picked on the page with a small seeded generator, so the same deal always plays out the same way.

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

/** The generator for one point of the hand: the deal's seed and the plies before. */
function randomAt(dealSeed: number, ply: number): () => number {
  const low = dealSeed >>> 0;
  const high = Math.floor(dealSeed / 4294967296) >>> 0;
  const rand = mulberry32(low ^ Math.imul(high + 1, 0x85ebca6b) ^ Math.imul(ply + 1, 0x9e3779b9));
  rand();
  return rand;
}

/**
 * The bot's choice at one point of the hand, as a place in the legal list of `count` moves: it
 * depends only on the deal's seed, on how many moves came before and on the list, so a take-back
 * followed by the same moves replays the same. Null when there is nothing to choose.
 */
export function botChoice(dealSeed: number, ply: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.min(Math.floor(randomAt(dealSeed, ply)() * count), count - 1);
}
