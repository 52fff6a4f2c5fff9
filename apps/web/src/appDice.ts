import { cryptoDice, type DiceSource, seededDice } from '@nardy/parallel';

/** Where the app's dice come from, as stored with a game: real randomness, or a seed (test hook). */
export type DiceOrigin = { readonly kind: 'crypto' } | { readonly kind: 'seeded'; readonly seed: number };

/**
 * A dice source that counts the dice drawn so far, so that a seeded game can be saved as
 * `{seed, used}` and resumed with exactly the dice it would have rolled next.
 */
export interface CountedDice extends DiceSource {
  readonly origin: DiceOrigin;
  readonly used: number;
}

function counted(origin: DiceOrigin, inner: DiceSource, used: number): CountedDice {
  return {
    origin,
    used,
    die() {
      const r = inner.die();
      return { value: r.value, next: counted(origin, r.next, used + 1) };
    },
  };
}

/** The dice of a game: from `origin`, with `used` dice already drawn (skipped for a seed). */
export function appDice(origin: DiceOrigin, used = 0): CountedDice {
  if (origin.kind === 'crypto') return counted(origin, cryptoDice, used);
  let source: DiceSource = seededDice(origin.seed);
  for (let i = 0; i < used; i++) source = source.die().next;
  return counted(origin, source, used);
}

/** Reads the dice state kept in a machine snapshot's context (0 used when it is some other source). */
export function diceState(source: DiceSource): { origin: DiceOrigin; used: number } {
  const c = source as Partial<CountedDice>;
  return c.origin ? { origin: c.origin, used: c.used ?? 0 } : { origin: { kind: 'crypto' }, used: 0 };
}
