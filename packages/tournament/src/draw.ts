import { seededUint32 } from '@nardy/rules';

/**
 * The public draw (RULES.md §6.3): a seeded, documented procedure so that anybody holding the list of
 * entrants (in registration order) and the announced seed can reproduce the bracket by hand or with
 * any language. docs/tournament.md spells it out step by step.
 */

/** FNV-1a over the UTF-8 bytes of `text`: the 32-bit number a seed string stands for. */
export function seedNumber(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of utf8(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** UTF-8 bytes of a string (lone surrogates as U+FFFD), without relying on TextEncoder's typings. */
function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    let c = ch.codePointAt(0) as number;
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return bytes;
}

/**
 * The draw's 32-bit generator: the seeded generator of `@nardy/rules` (mulberry32, the same step the
 * dice of @nardy/parallel use) started at the seed string's number. Mutable on purpose: it lives only
 * inside one draw.
 */
export class DrawRandom {
  private readonly outputs: () => number;

  constructor(seed: string) {
    this.outputs = seededUint32(seedNumber(seed));
  }

  /** The next 32-bit output. */
  next(): number {
    return this.outputs();
  }

  /** A uniform integer in [0, k) by rejection sampling (outputs ≥ 2^32 − 2^32 mod k are drawn again). */
  below(k: number): number {
    const limit = 4294967296 - (4294967296 % k);
    for (;;) {
      const x = this.next();
      if (x < limit) return x % k;
    }
  }

  /** Fisher–Yates: for i from the last index down to 1, swap item i with item `below(i + 1)`. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i >= 1; i--) {
      const j = this.below(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
}

/** Smallest power of two ≥ n (and ≥ 2): the number of first-round slots. */
export function bracketSize(entrants: number): number {
  let size = 2;
  while (size < entrants) size *= 2;
  return size;
}

/**
 * The first-round slots of a drawn bracket: entrant names and `null` for byes; slots 2k and 2k+1 meet
 * in first-round pairing k+1. Steps: (1) shuffle the entrants (registration order) with the seed;
 * (2) shuffle the first-round pairing numbers 0..size/2−1 with the same generator and give a bye to
 * the first `size − n` of them; (3) fill the pairings in order with the shuffled entrants, a bye
 * pairing taking one entrant in its first slot and the bye in its second. Two byes never meet.
 */
export function drawSlots(entrants: readonly string[], seed: string): (string | null)[] {
  const size = bracketSize(entrants.length);
  const random = new DrawRandom(seed);
  const order = random.shuffle(entrants);
  const pairs = size / 2;
  const byePairs = new Set(random.shuffle(Array.from({ length: pairs }, (_, i) => i)).slice(0, size - entrants.length));
  const slots: (string | null)[] = [];
  let next = 0;
  for (let p = 0; p < pairs; p++) {
    slots.push(order[next++]);
    slots.push(byePairs.has(p) ? null : order[next++]);
  }
  return slots;
}
