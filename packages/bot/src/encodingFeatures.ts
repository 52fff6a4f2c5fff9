/**
 * The building blocks that both families' encoders share (shortEncoding.ts, longEncoding.ts): writing a
 * feature, the float32 quotient tables its values are read from, a point's row, the 21 rolls and what
 * they reach, escapes past blocked points, and bit tricks on point masks (bit p = point p). Module-level
 * tables are built once here; this module imports nothing, so it is never part of an import cycle.
 *
 * Speed: V8 reads an imported or exported binding through its module cell on every use and does not
 * lift that read out of a loop, which made the encoders 5–15% slower than when all of this was one
 * module. So the encoders take what they use from here into module-local constants once (`const feature =
 * sharedFeature`), and a function here that reads an exported table in a loop takes it into a local first.
 */

/**
 * Appends feature `f` with value `v` (float32) to the feature arrays at `count` unless `v` is 0;
 * returns the new count. The count stays in a local of the caller (V8 keeps it in a register).
 */
export function feature(index: Int32Array, value: Float32Array, count: number, f: number, v: number): number {
  if (v === 0) return count;
  index[count] = f;
  value[count] = v;
  return count + 1;
}

/**
 * `k / divisor` rounded to float32 for k = −offset .. count − 1 − offset (at index k + offset): the
 * feature values exactly as `SparseInputs` stores them, read from a table instead of dividing.
 */
function quotients(divisor: number, count: number, offset = 0): Float32Array {
  const table = new Float32Array(count);
  for (let i = 0; i < count; i++) table[i] = (i - offset) / divisor;
  return table;
}

/** Most pips one side can have: 15 checkers on the bar (short) or on the 24-point. */
export const MAX_PIPS = 375;
/** Feature values by numerator: `HALVES[n]` is n / 2 and so on; the race tables are offset by `MAX_PIPS`. */
export const HALVES = quotients(2, 16);
export const FIFTHS = quotients(5, 16);
export const SIXTHS = quotients(6, 25);
export const FIFTEENTHS = quotients(15, 16);
export const SHOTS = quotients(36, 37);
export const SHORT_PIPS = quotients(167, MAX_PIPS + 1);
export const SHORT_RACE = quotients(40, 2 * MAX_PIPS + 1, MAX_PIPS);
export const LONG_PIPS = quotients(360, MAX_PIPS + 1);
export const LONG_RACE = quotients(60, 2 * MAX_PIPS + 1, MAX_PIPS);

/** Point row of `side` (0 mover, 1 opponent) at its own `point` with `n` checkers. */
export function pointRow(side: number, point: number, n: number): number {
  return ((side * 24 + point - 1) << 4) | n;
}

/**
 * Masks of the distances (bit d = distance d, 1..24) a roll can cover with one checker, ignoring
 * blocking: both dice, their sum, and for doubles 3× and 4× the die. Weight 1 for doubles, 2 otherwise.
 */
const ROLL_MASKS: Int32Array = new Int32Array(21);
export const ROLL_WEIGHTS: Int32Array = new Int32Array(21);
{
  let r = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= a; b++) {
      let mask = (1 << a) | (1 << b) | (1 << (a + b));
      if (a === b) mask |= (1 << (3 * a)) | (1 << (4 * a));
      ROLL_MASKS[r] = mask;
      ROLL_WEIGHTS[r] = a === b ? 1 : 2;
      r++;
    }
  }
}

/** Out of 36, the rolls that reach a distance in `distances` (a bit mask). */
export function shotCount(distances: number): number {
  if (distances === 0) return 0;
  let n = 0;
  const weights = ROLL_WEIGHTS; // a local: see the head of this module
  for (let r = 0; r < 21; r++) if (ROLL_MASKS[r] & distances) n += weights[r];
  return n;
}

/** Number of set bits. */
export function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Length of the longest run of consecutive set bits. */
export function longestRun(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v << 1) n++;
  return n;
}

/** Index of the highest set bit (x ≠ 0). */
export function highestBit(x: number): number {
  return 31 - Math.clz32(x);
}

/** Index of the lowest set bit (x ≠ 0). */
export function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** The dice of the 21 rolls, in the order of ROLL_MASKS. */
export const ROLL_A = new Int32Array(21);
export const ROLL_B = new Int32Array(21);
{
  let r = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= a; b++) {
      ROLL_A[r] = a;
      ROLL_B[r] = b;
      r++;
    }
  }
}

/**
 * ESCAPE_ROLLS[m], m a 12-bit mask of blocked points ahead (bit d − 1: the point d pips ahead): out of
 * 36, the rolls with which one checker can get past the farthest of them, touching down only on open
 * points (all 36 when nothing blocks within 12 pips).
 */
export const ESCAPE_ROLLS = new Uint8Array(4096);
for (let m = 1; m < 4096; m++) {
  const farthest = 32 - Math.clz32(m);
  let rolls = 0;
  for (let r = 0; r < 21; r++) {
    const a = ROLL_A[r];
    const b = ROLL_B[r];
    const blocked = (d: number) => d <= 12 && (m >> (d - 1)) & 1;
    let escapes = false;
    if (a !== b) {
      escapes =
        (a > farthest && !blocked(a)) ||
        (b > farthest && !blocked(b)) ||
        (a + b > farthest && !blocked(a + b) && (!blocked(a) || !blocked(b)));
    } else {
      for (let s = 1; s <= 4 && !blocked(s * a); s++) if (s * a > farthest) escapes = true;
    }
    if (escapes) rolls += a === b ? 1 : 2;
  }
  ESCAPE_ROLLS[m] = rolls;
}
ESCAPE_ROLLS[0] = 36;

/** Out of 36, the rolls that carry a checker at `from` (25 = bar) past the blocked points ahead. */
export function escapes(from: number, blocked: number): number {
  let m = 0;
  for (let d = 1; d <= 12 && d < from; d++) m |= ((blocked >>> (from - d)) & 1) << (d - 1);
  return ESCAPE_ROLLS[m];
}
