import { BAR_CELL, OPP_BAR } from '../cells.ts';
import type { FastBoard } from './fastBoard.ts';

/**
 * The JavaScript fast path for a plain roll a-b (a ≠ b) of the short family with no optional
 * restriction in force (opposed geometry, hitting), where the WebAssembly kernel cannot run. While
 * nothing can be borne off this turn, `plainMidgame` finds every distinct outcome once without hashing;
 * otherwise both orders of the dice run as two flat loops, second-order plays the first order already
 * found are skipped, and the rest are deduplicated by hash.
 *
 * Returns false (nothing kept) when no play uses both dice: the general search then applies the
 * higher-die rule.
 */
export function plainRollFast(s: FastBoard, board: ArrayLike<number>, a: number, b: number): boolean {
  s.load(board);
  if (s.outside >= 2) return plainMidgame(s, a, b);
  s.hash = 0;
  const cells = s.cells;
  const prune = cells[BAR_CELL] === 0;
  let firstLegal = 0;
  const path = s.path;
  for (let order = 0; order < 2; order++) {
    const d1 = order === 0 ? a : b;
    const d2 = order === 0 ? b : a;
    let first = cells[BAR_CELL] > 0 ? 1 << 25 : s.occupied;
    while (first !== 0) {
      const from1 = 31 - Math.clz32(first);
      first ^= 1 << from1;
      if (!s.canStep(from1, d1)) continue;
      const to1 = from1 - d1;
      const occupied1 = s.occupied;
      const outside1 = s.outside;
      const hash1 = s.hash;
      const count1 = cells[from1];
      const there1 = to1 >= 1 ? cells[to1] : 0;
      s.step(from1, to1, true);
      let second = cells[BAR_CELL] > 0 ? 1 << 25 : s.occupied;
      // The second order skips a second step whose first-die step was legal at the start: that play was
      // found in the first order (unless the first step moved that point's only checker).
      if (order === 0) firstLegal |= 1 << from1;
      else if (prune) second &= ~(firstLegal & ~(count1 >= 2 ? 0 : 1 << from1));
      path[0] = from1;
      path[1] = Math.max(to1, 0);
      path[2] = d1;
      while (second !== 0) {
        const from2 = 31 - Math.clz32(second);
        second ^= 1 << from2;
        if (!s.canStep(from2, d2)) continue;
        s.leaf(from2, from2 - d2, d2, 3, true);
      }
      s.unstep(from1, to1, count1, there1, occupied1, outside1, hash1);
    }
  }
  return s.table.count > 0;
}

/**
 * Plain roll `a-b` when nothing can be borne off this turn (two or more checkers outside the home, so
 * one step cannot bring them all in). A step from p with die d is then legal exactly when p holds a
 * checker and p − d is an unblocked point, so each die's legal sources are a bitmask, and distinct
 * outcomes are found without hashing (docs/engine.md, "The fast paths", has the proof):
 * - two steps by different checkers, or by two checkers from one point, give the same outcome only in
 *   the two orders of the same steps: the order `b` first skips a second step whose `a` step was
 *   already legal at the start (it was found with `a` first);
 * - one checker moving a + b from s (or a checker moving on to a point that another one just left)
 *   ends the same way through s − a or s − b; both routes are one outcome unless one of them hits on
 *   the way, so the route through s − b is skipped when the route through s − a exists and neither
 *   point holds an opposing blot.
 */
function plainMidgame(s: FastBoard, a: number, b: number): boolean {
  const cells = s.cells;
  const open = ~s.blocked & 0x1fffffe;
  const openA = (open << a) & 0x3fffffe;
  const openB = (open << b) & 0x3fffffe;
  const bar = cells[BAR_CELL];
  // Legal first steps with `a` first; also, bit s set = a checker can move a + b from s through s − a.
  const startA = (bar > 0 ? 1 << 25 : s.occupied) & openA;
  plainOrder(s, a, b, startA, openB, 0, startA, true);
  // Two or more on the bar: both steps enter, in either order the same outcome.
  if (bar < 2)
    plainOrder(s, b, a, (bar > 0 ? 1 << 25 : s.occupied) & openB, openA, bar > 0 ? 0 : startA, startA, false);
  return s.table.count > 0;
}

/**
 * One order of the dice for `plainMidgame`: `first` = legal sources of `d1`, `open2` = points from
 * which `d2` lands unblocked, `found` = sources whose `d1`-step plays were all found in the other
 * order, `through` = `plainMidgame`'s `startA`, `aFirst`: whether `d1` is the roll's `a`.
 */
function plainOrder(
  s: FastBoard,
  d1: number,
  d2: number,
  first: number,
  open2: number,
  found: number,
  through: number,
  aFirst: boolean,
): void {
  const cells = s.cells;
  const occupied = s.occupied;
  while (first !== 0) {
    const x = 31 - Math.clz32(first);
    first ^= 1 << x;
    const t = x - d1;
    const count = cells[x];
    const there = cells[t];
    const oppBar = cells[OPP_BAR];
    cells[x] = count - 1;
    let hits = 0;
    if (there === -1) {
      cells[t] = 1;
      cells[OPP_BAR] = oppBar - 1;
      hits = 1;
    } else cells[t] = there + 1;
    let second = cells[BAR_CELL] > 0 ? 1 << 25 : (count === 1 ? occupied ^ (1 << x) : occupied) | (1 << t);
    second &= open2 & ~found;
    if (aFirst) {
      // [a from x, b from x + b]: the checker from x + b ends at x − a through x; drop it when the route
      // through x + b − a exists and does not hit (x itself holds the mover's checker).
      const s2 = x + d2;
      if (((second & through) >> s2) & 1 && cells[s2 - d1] !== -1) second ^= 1 << s2;
    } else if ((second >> t) & 1 && (through >> x) & 1 && there !== -1 && cells[x - d2] !== -1) {
      // [b from x, a from x − b]: one checker through x − b; the route through x − a was found first.
      second ^= 1 << t;
    }
    if (second !== 0) s.leaves(second, d2, x | (t << 8) | (d1 << 16), -1, hits);
    cells[x] = count;
    cells[t] = there;
    cells[OPP_BAR] = oppBar;
  }
}
