import { OFF_CELL, OPP_OFF_CELL } from '@nardy/rules';
import {
  FIFTEENTHS as SHARED_FIFTEENTHS,
  LONG_PIPS as SHARED_LONG_PIPS,
  LONG_RACE as SHARED_LONG_RACE,
  MAX_PIPS as SHARED_MAX_PIPS,
  SHOTS as SHARED_SHOTS,
  SIXTHS as SHARED_SIXTHS,
  escapes as sharedEscapes,
  feature as sharedFeature,
  highestBit as sharedHighestBit,
  longestRun as sharedLongestRun,
  lowestBit as sharedLowestBit,
  pointRow as sharedPointRow,
} from './encodingFeatures.ts';
import type { BoardRows } from './inputLayout.ts';

// Module-local copies of the shared helpers and tables: V8 reads them faster than imports in the hot
// paths (encodingFeatures.ts, "Speed"); a bundler turns each into one short assignment.
const escapes = sharedEscapes;
const FIFTEENTHS = SHARED_FIFTEENTHS;
const feature = sharedFeature;
const highestBit = sharedHighestBit;
const LONG_PIPS = SHARED_LONG_PIPS;
const LONG_RACE = SHARED_LONG_RACE;
const longestRun = sharedLongestRun;
const lowestBit = sharedLowestBit;
const MAX_PIPS = SHARED_MAX_PIPS;
const pointRow = sharedPointRow;
const SHOTS = SHARED_SHOTS;
const SIXTHS = SHARED_SIXTHS;

/** The opponent's own point q as a cell of the mover's numbering (same-direction geometry). */
function longCell(q: number): number {
  return q > 12 ? q - 12 : q + 12;
}

/**
 * Bit q − 1 set for each own point q of the opponent (same-direction geometry) whose cell is set in
 * `cells` (bit p = cell p): cells 13..24 are its points 1..12, cells 1..12 its points 13..24.
 */
function inOpponentNumbering(cells: number): number {
  return ((cells >>> 13) & 0xfff) | (((cells >>> 1) & 0xfff) << 12);
}

/**
 * Long family (no hitting, same direction): mover's points 0..95 in own numbering, opponent's 96..191
 * in its own numbering (4 units each, big stacks scaled by 4), then offs, pips, heads, blocks along
 * each side's route, checkers home, checkers still in the start quarter, pip difference.
 */
export function encodeLong(c: ArrayLike<number>, out: BoardRows, v2: boolean): void {
  let moverPips = 0;
  let oppPips = 0;
  let moverHomeCount = 0;
  let oppHomeCount = 0;
  let moverStart = 0;
  let oppStart = 0;
  // Bit p: the mover / the opponent holds cell p (mover's numbering).
  let moverAt = 0;
  let oppAt = 0;
  const points = out.points;
  let count = 0;
  for (let p = 1; p <= 24; p++) {
    const n = c[p];
    if (n > 0) {
      moverAt |= 1 << p;
      moverPips += p * n;
      if (p <= 6) moverHomeCount += n;
      if (p >= 19) moverStart += n;
      points[count++] = pointRow(0, p, n);
    } else if (n < 0) oppAt |= 1 << p;
  }
  // Bit q − 1: the mover / the opponent holds the opponent's own point q.
  const moverOnOppRoute = inOpponentNumbering(moverAt);
  const oppOnOppRoute = inOpponentNumbering(oppAt);
  for (let m = oppOnOppRoute; m !== 0; m &= m - 1) {
    const q = lowestBit(m) + 1;
    const n = -c[longCell(q)];
    oppPips += q * n;
    if (q <= 6) oppHomeCount += n;
    if (q >= 19) oppStart += n;
    points[count++] = pointRow(1, q, n);
  }
  out.pointCount = count;
  // Longest run of mover's points along the opponent's route, and of the opponent's along the mover's.
  const moverBlock = longestRun(moverOnOppRoute);
  const oppBlock = longestRun(oppAt);
  // A block only hurts while checkers are behind it: runs in front of the other side's rearmost checker.
  const oppRear = oppOnOppRoute === 0 ? 0 : highestBit(oppOnOppRoute) + 1;
  const moverBlockAhead = oppRear <= 1 ? 0 : longestRun(moverOnOppRoute & ((1 << (oppRear - 1)) - 1));
  const moverRear = moverAt === 0 ? 0 : highestBit(moverAt);
  const oppBlockAhead = moverRear <= 1 ? 0 : longestRun(oppAt & ((1 << moverRear) - 2));
  const fi = out.featureIndex;
  const fv = out.featureValue;
  let k = 0;
  k = feature(fi, fv, k, 0, FIFTEENTHS[c[OFF_CELL]]);
  k = feature(fi, fv, k, 1, FIFTEENTHS[c[OPP_OFF_CELL]]);
  k = feature(fi, fv, k, 2, LONG_PIPS[moverPips]);
  k = feature(fi, fv, k, 3, LONG_PIPS[oppPips]);
  k = feature(fi, fv, k, 4, LONG_RACE[oppPips - moverPips + MAX_PIPS]);
  k = feature(fi, fv, k, 5, FIFTEENTHS[Math.max(c[24], 0)]);
  k = feature(fi, fv, k, 6, FIFTEENTHS[Math.max(-c[12], 0)]);
  k = feature(fi, fv, k, 7, SIXTHS[moverBlock]);
  k = feature(fi, fv, k, 8, SIXTHS[oppBlock]);
  k = feature(fi, fv, k, 9, SIXTHS[moverBlockAhead]);
  k = feature(fi, fv, k, 10, SIXTHS[oppBlockAhead]);
  k = feature(fi, fv, k, 11, FIFTEENTHS[moverHomeCount]);
  k = feature(fi, fv, k, 12, FIFTEENTHS[oppHomeCount]);
  k = feature(fi, fv, k, 13, FIFTEENTHS[moverStart]);
  k = feature(fi, fv, k, 14, FIFTEENTHS[oppStart]);
  k = feature(fi, fv, k, 15, c[OFF_CELL] === 0 && c[OPP_OFF_CELL] === 0 ? 1 : 0);
  if (v2) {
    // Escapes of each side's rearmost checker past the points the other side holds (one checker holds
    // a point in the long family), and the checkers that have four or more held points just ahead.
    const oppRoute = oppOnOppRoute << 1; // bit q: the opponent holds its own point q
    const moverOnRoute = moverOnOppRoute << 1; // bit q: the mover holds the opponent's point q
    if (moverRear > 0) k = feature(fi, fv, k, 16, SHOTS[escapes(moverRear, oppAt)]);
    if (oppRear > 0) k = feature(fi, fv, k, 17, SHOTS[escapes(oppRear, moverOnRoute)]);
    k = feature(fi, fv, k, 18, FIFTEENTHS[trapped(c, moverAt, oppAt)]);
    k = feature(fi, fv, k, 19, FIFTEENTHS[trappedOpponent(c, oppRoute, moverOnRoute)]);
  }
  out.featureCount = k;
}

/** Bit b: points b .. b + 3 are all in `held`. */
function runsOfFour(held: number): number {
  return held & (held >>> 1) & (held >>> 2) & (held >>> 3);
}

/**
 * The mover's checkers (cells `at`, mover numbering, moving down) with four points held by the other
 * side (`blocks`) somewhere in the seven points just ahead of them.
 */
function trapped(c: ArrayLike<number>, at: number, blocks: number): number {
  const runs = runsOfFour(blocks);
  let n = 0;
  for (let m = at; m !== 0; m &= m - 1) {
    const p = lowestBit(m);
    if (p <= 4) continue;
    const lo = Math.max(1, p - 7);
    const width = p - 4 - lo + 1;
    if ((runs >>> lo) & ((1 << width) - 1)) n += c[p];
  }
  return Math.min(n, 15);
}

/** `trapped` for the opponent, in its own numbering (bit q: its point q). */
function trappedOpponent(c: ArrayLike<number>, at: number, blocks: number): number {
  const runs = runsOfFour(blocks);
  let n = 0;
  for (let m = at; m !== 0; m &= m - 1) {
    const q = lowestBit(m);
    if (q <= 4) continue;
    const lo = Math.max(1, q - 7);
    const width = q - 4 - lo + 1;
    if ((runs >>> lo) & ((1 << width) - 1)) n -= c[longCell(q)];
  }
  return Math.min(n, 15);
}
