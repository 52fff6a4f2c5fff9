import { type Dice, mulberry32Output, mulberry32Step } from '@nardy/rules';

/**
 * Where dice come from. A source is an immutable value: `die()` returns one die and the source to use
 * next, so a seeded source kept in a snapshot makes every path through the machine reproducible
 * (replays, model-based tests), while the default crypto source simply returns itself.
 */
export interface DiceSource {
  die(): { readonly value: number; readonly next: DiceSource };
}

/** Rolls two dice from a source; returns the roll and the source to use next. */
export function rollDice(source: DiceSource): { readonly dice: Dice; readonly next: DiceSource } {
  const a = source.die();
  const b = a.next.die();
  return { dice: [a.value, b.value], next: b.next };
}

const TWO_32 = 4294967296;
/** Largest multiple of 6 not above 2^32: values at or above it are rejected so every face is equally likely. */
const UNBIASED_LIMIT = TWO_32 - (TWO_32 % 6);

/**
 * A deterministic dice source for tests, replays of simulations and bots' self-play (the seeded
 * generator of `@nardy/rules`, mulberry32, with rejection sampling; the state lives in the source). Not for real games: it is predictable by design.
 */
export function seededDice(seed: number): DiceSource {
  const start = seed >>> 0;
  return {
    die() {
      let state = start;
      for (;;) {
        state = mulberry32Step(state);
        const output = mulberry32Output(state);
        if (output < UNBIASED_LIMIT) return { value: 1 + (output % 6), next: seededDice(state) };
      }
    },
  };
}

/**
 * Scripted dice for tests and worked examples: the given values in order. Refuses to go past the end
 * (a test that rolls more than it scripted is wrong), by throwing.
 */
export function scriptedDice(values: readonly number[]): DiceSource {
  return {
    die() {
      if (values.length === 0) throw new Error('scriptedDice: no dice left');
      const [value, ...rest] = values;
      if (!Number.isInteger(value) || value < 1 || value > 6) throw new Error(`scriptedDice: ${value} is not a die`);
      return { value, next: scriptedDice(rest) };
    },
  };
}

interface CryptoLike {
  getRandomValues(array: Uint32Array): Uint32Array;
}

/**
 * The default source for real games: `crypto.getRandomValues` (browser, worker and Node ≥ 19 all have
 * it) with rejection sampling, so each face has probability exactly 1/6.
 */
export const cryptoDice: DiceSource = {
  die() {
    const crypto = (globalThis as { crypto?: CryptoLike }).crypto;
    if (!crypto) throw new Error('cryptoDice: no crypto.getRandomValues in this environment');
    const buffer = new Uint32Array(1);
    for (;;) {
      crypto.getRandomValues(buffer);
      if (buffer[0] < UNBIASED_LIMIT) return { value: 1 + (buffer[0] % 6), next: cryptoDice };
    }
  },
};
