import type { Random } from '@nardy/rules';

/**
 * Draws from the seeded generator of `@nardy/rules` (training, self-play and the beginner's noise must be
 * reproducible from a seed, in Node and in a browser worker alike).
 */

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
