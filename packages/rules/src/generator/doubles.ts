import { BAR_CELL, OPP_BAR } from '../cells.ts';
import { BAR_BIT, type FastBoard } from './fastBoard.ts';

/**
 * The JavaScript fast path for a double of the short family with no optional restriction in force
 * (opposed geometry, hitting), where the WebAssembly kernel cannot run. Sources are taken in
 * non-increasing order, so each multiset of steps is visited once, and for a double the multiset is
 * determined by the outcome: no deduplication is needed. While nothing can be borne off this turn,
 * `doubleMidgame` tests each step with one fixed bitmask; otherwise every step is checked as played.
 *
 * Returns false (nothing kept) when no play uses all four dice: the general search then finds the
 * longest plays.
 */
export function doubleFast(s: FastBoard, board: ArrayLike<number>, die: number): boolean {
  s.load(board);
  if (s.outside >= 4) return doubleMidgame(s, die);
  s.hash = 0;
  const path = s.path;
  path[2] = path[5] = path[8] = path[11] = die;
  doubleSteps(s, 0, 25, die);
  return s.table.count > 0;
}

/** One step of a double at `depth` (0..3), from points no higher than `maxFrom` (non-increasing order). */
function doubleSteps(s: FastBoard, depth: number, maxFrom: number, die: number): void {
  const cells = s.cells;
  let sources = cells[BAR_CELL] > 0 ? 1 << 25 : s.occupied & ((2 << maxFrom) - 1);
  while (sources !== 0) {
    const from = 31 - Math.clz32(sources);
    sources ^= 1 << from;
    if (!s.canStep(from, die)) continue;
    const to = from - die;
    if (depth === 3) {
      s.leaf(from, to, die, 9, false);
      continue;
    }
    const occupied = s.occupied;
    const outside = s.outside;
    const count = cells[from];
    const there = to >= 1 ? cells[to] : 0;
    s.step(from, to, false);
    s.path[depth * 3] = from;
    s.path[depth * 3 + 1] = Math.max(to, 0);
    doubleSteps(s, depth + 1, from, die);
    s.unstep(from, to, count, there, occupied, outside, 0);
  }
}

/**
 * A double when nothing can be borne off this turn (four or more checkers outside the home): the
 * sources of `die` are a fixed bitmask of points that land unblocked, searched in non-increasing
 * order, so every outcome is found once. The first two steps are loops here, the last two in
 * `lastTwo`; the path travels as two words (the first eight bytes of the step list).
 */
function doubleMidgame(s: FastBoard, die: number): boolean {
  const cells = s.cells;
  const sources = ((~s.blocked & 0x1fffffe) << die) & 0x3fffffe;
  const occupied = s.occupied;
  let first = (cells[BAR_CELL] > 0 ? BAR_BIT : occupied) & sources;
  while (first !== 0) {
    const x1 = 31 - Math.clz32(first);
    first ^= 1 << x1;
    const t1 = x1 - die;
    const count1 = cells[x1];
    const there1 = cells[t1];
    cells[x1] = count1 - 1;
    const hits1 = there1 === -1 ? 1 : 0;
    if (hits1) {
      cells[t1] = 1;
      cells[OPP_BAR]--;
    } else cells[t1] = there1 + 1;
    const occupied1 = (count1 === 1 ? occupied ^ (1 << x1) : occupied) | (1 << t1);
    const p0 = x1 | (t1 << 8) | (die << 16);
    let second = (cells[BAR_CELL] > 0 ? BAR_BIT : occupied1 & ((2 << x1) - 1)) & sources;
    while (second !== 0) {
      const x2 = 31 - Math.clz32(second);
      second ^= 1 << x2;
      const t2 = x2 - die;
      const count2 = cells[x2];
      const there2 = cells[t2];
      cells[x2] = count2 - 1;
      const occupied2 = (count2 === 1 ? occupied1 ^ (1 << x2) : occupied1) | (1 << t2);
      const p1 = t2 | (die << 8);
      if (there2 === -1) {
        cells[t2] = 1;
        cells[OPP_BAR]--;
        lastTwo(s, sources, x2, die, occupied2, hits1 + 1, p0 | (x2 << 24), p1);
        cells[OPP_BAR]++;
      } else {
        cells[t2] = there2 + 1;
        lastTwo(s, sources, x2, die, occupied2, hits1, p0 | (x2 << 24), p1);
      }
      cells[x2] = count2;
      cells[t2] = there2;
    }
    cells[x1] = count1;
    cells[t1] = there1;
    if (hits1) cells[OPP_BAR]++;
  }
  return s.table.count > 0;
}

/**
 * Steps three and four of `doubleMidgame`, from points no higher than `maxFrom`: one outcome per
 * fourth step, written as the board after three steps plus that step. `sources`: the points whose
 * step of `die` lands unblocked; `p0`, `p1`: the path so far.
 */
function lastTwo(
  s: FastBoard,
  sources: number,
  maxFrom: number,
  die: number,
  occupied: number,
  hits: number,
  p0: number,
  p1: number,
): void {
  const cells = s.cells;
  let third = (cells[BAR_CELL] > 0 ? BAR_BIT : occupied & ((2 << maxFrom) - 1)) & sources;
  while (third !== 0) {
    const x3 = 31 - Math.clz32(third);
    third ^= 1 << x3;
    const t3 = x3 - die;
    const count3 = cells[x3];
    const there3 = cells[t3];
    const oppBar = cells[OPP_BAR];
    cells[x3] = count3 - 1;
    let hits3 = hits;
    if (there3 === -1) {
      cells[t3] = 1;
      cells[OPP_BAR] = oppBar - 1;
      hits3++;
    } else cells[t3] = there3 + 1;
    const fourth =
      (cells[BAR_CELL] > 0
        ? BAR_BIT
        : ((count3 === 1 ? occupied ^ (1 << x3) : occupied) | (1 << t3)) & ((2 << x3) - 1)) & sources;
    if (fourth !== 0) s.leaves(fourth, die, p0, p1 | (x3 << 16) | (t3 << 24), hits3);
    cells[x3] = count3;
    cells[t3] = there3;
    cells[OPP_BAR] = oppBar;
  }
}
