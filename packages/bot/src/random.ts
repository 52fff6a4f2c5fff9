/**
 * A small seeded pseudo-random generator (mulberry32): training, self-play and the beginner's noise
 * must be reproducible from a seed, in Node and in a browser worker alike.
 */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One die 1..6. */
export function rollDie(random: Random): number {
  return 1 + Math.floor(random() * 6);
}

/** A standard normal deviate (Box–Muller), for evaluation noise. */
export function gaussian(random: Random): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
