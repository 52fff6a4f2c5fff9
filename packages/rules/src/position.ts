import { BAR_CELL, CELLS, type Cells, OFF_CELL, OPP_BAR, OPP_OFF_CELL } from './cells.ts';
import { otherNumbering } from './geometry.ts';
import { CHECKERS_PER_SIDE, err, ok, type Result, type VariantName } from './types.ts';
import { geometryOf } from './variant.ts';

/**
 * A validated board position seen from the player to move (the mover), for one variant.
 * Immutable: every function returns a new Position. See `cells.ts` for the layout of `cells`.
 */
export interface Position {
  readonly variant: VariantName;
  readonly cells: Readonly<Cells>;
}

/**
 * One side's checkers in that side's own numbering (RULES.md §1.1): the JSON shape of the `nardy moves`
 * contract. Keys of `points` are own point numbers "1".."24".
 */
export interface Side {
  readonly points: { readonly [point: string]: number };
  readonly bar?: number;
  readonly off?: number;
}

/** Both sides, each in its own numbering: untrusted input until `fromSetup` accepts it. */
export interface Setup {
  readonly mover: Side;
  readonly opponent: Side;
}

export const POSITION_ERRORS = [
  'ERR_SETUP_SHAPE',
  'ERR_POINT_NUMBER',
  'ERR_CHECKER_NUMBER',
  'ERR_CHECKER_COUNT',
  'ERR_MIXED_POINT',
  'ERR_BAR_NOT_ALLOWED',
] as const;
/** Closed set of codes for a setup that is not a position. */
export type PositionError = (typeof POSITION_ERRORS)[number];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= CHECKERS_PER_SIDE;

/** Reads one side of a setup into own-numbered counts: index 1..24 points, 25 bar, 26 off. */
function readSide(side: unknown, who: string): Result<number[], PositionError> {
  if (!isRecord(side) || !isRecord(side.points)) {
    return err('ERR_SETUP_SHAPE', `${who}: expected {"points": {...}, "bar"?: n, "off"?: n}`);
  }
  const counts = new Array<number>(27).fill(0);
  for (const [key, value] of Object.entries(side.points)) {
    const point = Number(key);
    if (!/^\d+$/.test(key) || point < 1 || point > 24) {
      return err('ERR_POINT_NUMBER', `${who}: point "${key}" is not a point number 1..24`);
    }
    if (!isCount(value)) return err('ERR_CHECKER_NUMBER', `${who}: point ${key} has ${JSON.stringify(value)} checkers`);
    counts[point] += value;
  }
  for (const [field, index] of [
    ['bar', 25],
    ['off', 26],
  ] as const) {
    const value = side[field];
    if (value === undefined) continue;
    if (!isCount(value)) return err('ERR_CHECKER_NUMBER', `${who}: ${field} is ${JSON.stringify(value)}`);
    counts[index] = value;
  }
  const total = counts.reduce((a, b) => a + b, 0);
  if (total > CHECKERS_PER_SIDE) {
    return err('ERR_CHECKER_COUNT', `${who} has ${total} checkers; a side has at most ${CHECKERS_PER_SIDE}`);
  }
  return ok(counts);
}

/**
 * Validates untrusted input into a Position. A side may have fewer than 15 checkers (diagrams and test
 * positions omit the irrelevant ones) but never more.
 */
export function fromSetup(variant: VariantName, setup: unknown): Result<Position, PositionError> {
  if (!isRecord(setup)) return err('ERR_SETUP_SHAPE', 'expected {"mover": Side, "opponent": Side}');
  const mover = readSide(setup.mover, 'mover');
  if (!mover.ok) return mover;
  const opponent = readSide(setup.opponent, 'opponent');
  if (!opponent.ok) return opponent;
  const geometry = geometryOf(variant);
  if (geometry === 'sameDirection' && (mover.value[25] > 0 || opponent.value[25] > 0)) {
    return err('ERR_BAR_NOT_ALLOWED', `${variant} has no hitting, so no checker can be on the bar`);
  }
  const cells = new Int8Array(CELLS);
  for (let p = 1; p <= 24; p++) cells[p] = mover.value[p];
  for (let q = 1; q <= 24; q++) {
    const n = opponent.value[q];
    if (n === 0) continue;
    const p = otherNumbering(geometry, q);
    if (cells[p] > 0) return err('ERR_MIXED_POINT', `mover's point ${p} also holds opponent checkers`);
    cells[p] = -n;
  }
  cells[BAR_CELL] = mover.value[25];
  cells[OFF_CELL] = mover.value[26];
  cells[OPP_BAR] = -opponent.value[25];
  cells[OPP_OFF_CELL] = opponent.value[26];
  return ok({ variant, cells });
}

/** The position as a setup: each side in its own numbering (points with no checkers are omitted). */
export function toSetup(position: Position): Setup {
  const { cells } = position;
  const geometry = geometryOf(position.variant);
  const mover: Record<string, number> = {};
  const opponent: Record<string, number> = {};
  for (let p = 1; p <= 24; p++) {
    if (cells[p] > 0) mover[p] = cells[p];
  }
  for (let q = 1; q <= 24; q++) {
    const n = cells[otherNumbering(geometry, q)];
    if (n < 0) opponent[q] = -n;
  }
  return {
    mover: { points: mover, bar: cells[BAR_CELL], off: cells[OFF_CELL] },
    opponent: { points: opponent, bar: -cells[OPP_BAR], off: cells[OPP_OFF_CELL] },
  };
}

/** The same position seen from the other player (the turn passes). */
export function flip(position: Position): Position {
  return { variant: position.variant, cells: flipCells(position.variant, position.cells) };
}

/** `flip` on bare cells, writing into `out` when given (the engine's allocation-free path). */
export function flipCells(variant: VariantName, cells: ArrayLike<number>, out: Cells = new Int8Array(CELLS)): Cells {
  const geometry = geometryOf(variant);
  for (let p = 1; p <= 24; p++) out[otherNumbering(geometry, p)] = -cells[p];
  out[BAR_CELL] = -cells[OPP_BAR];
  out[OPP_BAR] = -cells[BAR_CELL];
  out[OFF_CELL] = cells[OPP_OFF_CELL];
  out[OPP_OFF_CELL] = cells[OFF_CELL];
  return out;
}

/** Starting sides of RULES.md §1.4, in own numbering (identical for both players). */
const START: Record<VariantName, Side> = {
  short: { points: { 24: 2, 13: 5, 8: 3, 6: 5 } },
  'short-caucasian': { points: { 24: 2, 13: 5, 8: 3, 6: 5 } },
  nackgammon: { points: { 24: 2, 23: 2, 13: 4, 8: 3, 6: 4 } },
  long: { points: { 24: 15 } },
  khachapuri: { points: { 24: 4, 6: 11 } },
};

/** The starting side of a variant in own numbering. */
export function startSide(variant: VariantName): Side {
  return START[variant];
}

/** The starting position of a variant, seen from the player who moves first. */
export function startPosition(variant: VariantName): Position {
  const result = fromSetup(variant, { mover: START[variant], opponent: START[variant] });
  if (!result.ok) throw new Error(`bad start table for ${variant}`);
  return result.value;
}

/** Pip counts (RULES.md §1.1): `[mover, opponent]`, each in its own numbering, bar = 25 pips. */
export function pipCounts(position: Position): [number, number] {
  const { cells } = position;
  const geometry = geometryOf(position.variant);
  let mine = 25 * cells[BAR_CELL];
  let theirs = -25 * cells[OPP_BAR] || 0;
  for (let p = 1; p <= 24; p++) {
    const n = cells[p];
    if (n > 0) mine += p * n;
    else if (n < 0) theirs += otherNumbering(geometry, p) * -n;
  }
  return [mine, theirs];
}

/** Checkers of each side on the board, on the bar and off: `[mover, opponent]`. */
export function checkerTotals(position: Position): [number, number] {
  const { cells } = position;
  let mine = cells[BAR_CELL] + cells[OFF_CELL];
  let theirs = -cells[OPP_BAR] + cells[OPP_OFF_CELL];
  for (let p = 1; p <= 24; p++) {
    if (cells[p] > 0) mine += cells[p];
    else theirs -= cells[p];
  }
  return [mine, theirs];
}

/** A compact string that two positions share exactly when they are the same (for sets and maps). */
export function positionKey(position: Position): string {
  return cellsKey(position.cells);
}

export function cellsKey(cells: ArrayLike<number>): string {
  let s = '';
  for (let i = 0; i < CELLS; i++) s += String.fromCharCode(cells[i] + 80);
  return s;
}

export function samePosition(a: Position, b: Position): boolean {
  if (a.variant !== b.variant) return false;
  for (let i = 0; i < CELLS; i++) if (a.cells[i] !== b.cells[i]) return false;
  return true;
}
