// AssemblyScript: the long family's kernel (longPlays.ts) — its constants, the kinds of a path, its
// scratch memory (the path being built, per-outcome flags and hashes, the hash table, the hash keys of
// the cells and the boards of the step-order check) and the bit masks of the six-block rule along the
// opponent's route. The keys are written into scratch memory when the module starts.

import { CAPACITY, SCRATCH } from './layout';

export const POINTS = 0x1fffffe;
export const HEAD = 24;
export const HEAD_BIT = 1 << 24;
/** Route indices 0..18: the low ends of the six-point windows. */
export const ALL_WINDOWS = 0x7ffff;
export const NO_LIMIT = 99;
/**
 * The kind of a path, as in src/generator/outcomeTable.ts: CLEAN, no over-bear-off (RULES.md §2.7);
 * HIGH, the higher die was used (§2.3-2). FLAGS holds per outcome one bit per kind of path reaching
 * it, and its representative is a path of the highest kind.
 */
export const CLEAN: u8 = 1;
export const HIGH: u8 = 2;
export const HIGH_KINDS: u8 = (1 << HIGH) | (1 << (HIGH | CLEAN));
export const CLEAN_KINDS: u8 = (1 << CLEAN) | (1 << (HIGH | CLEAN));
export const CLEAN_HIGH_KIND: u8 = 1 << (HIGH | CLEAN);

export const PATH: usize = SCRATCH + 256;
export const FLAGS: usize = PATH + 16;
export const HASHES: usize = (FLAGS + CAPACITY + 7) & ~7;
export const SLOTS: usize = HASHES + CAPACITY * 4;
export const SLOT_COUNT = 4096;
export const SLOT_MASK = SLOT_COUNT - 1;
export const STAMP_LIMIT: u32 = 1 << 20;

/**
 * Random-looking 32-bit keys per cell (an outcome's hash is the sum over its steps of key(to) −
 * key(from)), written into scratch memory when the module starts: static data would be placed where
 * the board and the outcomes live.
 */
export const KEYS: usize = SLOTS + SLOT_COUNT * 4;
/** Step timing's order check (`anyOrder`): the start board, the four sources, five trial boards. */
export const START: usize = KEYS + 128;
export const ORDER: usize = START + 32;
export const TRIAL: usize = ORDER + 8;
for (let c = 0; c < 28; c++) {
  let x = <u32>(c + 1) * 0x9e3779b9;
  x = (x ^ (x >>> 16)) * 0x85ebca6b;
  x = (x ^ (x >>> 13)) * 0xc2b2ae35;
  store<u32>(KEYS + (<usize>c << 2), x ^ (x >>> 16));
}

@inline
export function key(c: i32): u32 {
  return load<u32>(KEYS + (<usize>c << 2));
}

/** The mover's points as a mask in the order of the opponent's route: bit q − 1 for opponent point q. */
@inline
export function route(points: i32): i32 {
  return ((points >>> 13) & 0xfff) | ((points & 0x1ffe) << 11);
}

/** Bit i set where route bits i..i + 5 are all set: a six-point block with low end i. */
@inline
export function blocks(r: i32): i32 {
  return r & (r >>> 1) & (r >>> 2) & (r >>> 3) & (r >>> 4) & (r >>> 5);
}
