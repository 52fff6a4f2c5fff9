/**
 * A small seeded pseudo-random generator (mulberry32) for reproducible self-play and benchmarks.
 * Not for real games: the table's dice use crypto-grade randomness.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function rollDie(random: () => number): number {
  return 1 + Math.floor(random() * 6);
}
