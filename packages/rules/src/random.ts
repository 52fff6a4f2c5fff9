/**
 * The project's one seeded pseudo-random generator, mulberry32: self-play, training, benchmarks,
 * tournament draws and the deterministic dice of `@nardy/parallel` all step it, so a seed means the
 * same stream everywhere (a saved seed keeps reproducing the same games). Not for real games: it is
 * predictable by design; the table's default dice use `crypto.getRandomValues`.
 *
 * The generator is two small functions: the state advances by a constant (`mulberry32Step`) and each
 * state is mixed into its 32-bit output (`mulberry32Output`). Immutable callers (a dice source kept in
 * a snapshot) hold the state themselves; everyone else takes a closure.
 */

/** A source of uniform floats in [0, 1). */
export type Random = () => number;

const TWO_32 = 4294967296;

/** The state after `state` (a signed 32-bit integer; any integer seed may start it). */
export function mulberry32Step(state: number): number {
  return (state + 0x6d2b79f5) | 0;
}

/** The uniform unsigned 32-bit output of a state reached by `mulberry32Step`. */
export function mulberry32Output(state: number): number {
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return (t ^ (t >>> 14)) >>> 0;
}

/** Uniform unsigned 32-bit integers from a seed (the seed is taken modulo 2^32). */
export function seededUint32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = mulberry32Step(state);
    return mulberry32Output(state);
  };
}

/** Uniform floats in [0, 1) from a seed: each is a 32-bit output divided by 2^32. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = mulberry32Step(state);
    return mulberry32Output(state) / TWO_32;
  };
}
