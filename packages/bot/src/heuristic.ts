import { BAR_CELL, OFF_CELL, OPP_BAR } from '@nardy/rules';
import { isContactOpposed } from './contact.ts';

/**
 * Hand-written afterstate scores (higher = better for the player who just moved, cells seen from that
 * player): the "solid heuristic baseline" the nets are measured against on the long boards, and a
 * simple one for the short boards. No search, no learning.
 */

const BLOCK_VALUE = [0, 0, 1, 3, 6, 10, 15, 15, 15, 15, 15, 15, 15];

/** The opponent's own point q as the mover's point (same-direction geometry). */
function moverPoint(q: number): number {
  return q > 12 ? q - 12 : q + 12;
}

/**
 * Long nardy / khachapuri: pip count, checkers off, blocks in front of the opponent's rearmost checker,
 * points held in the opponent's path, head discipline (leave the head steadily), no tall stacks, not
 * being stuck behind the opponent's blocks, checkers still in the first half, and late in the game
 * bringing checkers home and bearing the first one off (a mars costs double). Weights hand-tuned in
 * heuristic-against-heuristic duplicate matches.
 */
export function longHeuristicScore(c: ArrayLike<number>): number {
  let pips = 0;
  let points = 0;
  let stacks = 0;
  let rear = 0;
  let home = 0;
  let back = 0;
  for (let p = 24; p >= 1; p--) {
    const n = c[p];
    if (n <= 0) continue;
    if (rear === 0) rear = p;
    pips += p * n;
    points++;
    if (p !== 24 && n > 3) stacks += n - 3;
    if (p <= 6) home += n;
    if (p >= 13) back += n;
  }
  let oppRear = 0;
  for (let q = 24; q >= 1; q--) {
    if (c[moverPoint(q)] < 0) {
      oppRear = q;
      break;
    }
  }
  // My block along the opponent's route, in front of its rearmost checker.
  let block = 0;
  let run = 0;
  for (let q = oppRear - 1; q >= 1; q--) {
    if (c[moverPoint(q)] > 0) {
      run++;
      if (run > block) block = run;
    } else run = 0;
  }
  // The opponent's block in front of my rearmost checker.
  let blocked = 0;
  run = 0;
  for (let p = rear - 1; p >= 1; p--) {
    if (c[p] < 0) {
      run++;
      if (run > blocked) blocked = run;
    } else run = 0;
  }
  const head = Math.max(c[24], 0);
  const racing = oppRear === 0 || rear === 0;
  const contact = !racing && points > 0;
  let score = -pips + 6 * c[OFF_CELL] - back;
  if (contact) {
    score += 4 * BLOCK_VALUE[block] + 2.5 * points - 2 * stacks - 2 * head - 3 * BLOCK_VALUE[blocked];
  }
  // Late in the game: bring checkers home, and bear one off early to escape a mars.
  if (rear <= 18) score += 1.5 * home;
  if (c[OFF_CELL] > 0) score += 15;
  return score;
}

/**
 * Short variants: pips (a hit adds to the opponent's), exposure of own blots to direct and indirect
 * shots, made points at home, the longest prime and anchors in the opponent's home.
 */
export function shortHeuristicScore(c: ArrayLike<number>): number {
  let pips = 25 * c[BAR_CELL];
  let oppPips = 25 * -c[OPP_BAR];
  let home = 0;
  let prime = 0;
  let run = 0;
  let anchors = 0;
  for (let p = 1; p <= 24; p++) {
    const n = c[p];
    if (n > 0) pips += p * n;
    else if (n < 0) oppPips += (25 - p) * -n;
    if (n >= 2) {
      run++;
      if (run > prime) prime = run;
      if (p <= 6) home++;
      if (p >= 19) anchors++;
    } else run = 0;
  }
  let score = (oppPips - pips) / 10 + c[OFF_CELL] * 0.5;
  if (!isContactOpposed(c)) return score;
  // Exposure: for each own blot, the distances from which opposing checkers (or bar) can hit it.
  let exposure = 0;
  for (let b = 1; b <= 24; b++) {
    if (c[b] !== 1) continue;
    let shots = c[OPP_BAR] < 0 ? 1 : 0;
    for (let s = b - 1; s >= 1 && b - s <= 12; s--) if (c[s] < 0) shots += b - s <= 6 ? 1 : 0.4;
    exposure += Math.min(shots, 3) * (b >= 13 ? 1 : 1.5);
  }
  score += 1.2 * home + 0.8 * prime + 0.5 * anchors - 1.5 * exposure;
  return score;
}
