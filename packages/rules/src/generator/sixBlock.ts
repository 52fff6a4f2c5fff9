import { OPP_OFF_CELL } from '../cells.ts';
import { otherNumbering } from '../geometry.ts';
import type { Rules } from '../variant.ts';

/**
 * The long family's six-block rule (RULES.md §3.4.3) as the general search asks it: whether a step's
 * landing completes a forbidden block, and whether any block could be completed this turn at all (if
 * not, step order cannot matter and faster searches apply). Blocks are measured along the opponent's
 * route; `sequences.ts` (the reference generator) checks the same rule its own, simpler way.
 */

/**
 * Whether the mover's run of occupied points through `point`, measured along the opponent's route, is
 * six or longer with no opposing checker where the option requires one.
 */
export function forbiddenBlockThrough(cells: ArrayLike<number>, rules: Rules, point: number): boolean {
  const rule = rules.sixBlock;
  if (rule === null || rule === 'allowed') return false;
  const geometry = rules.geometry;
  // Work in the opponent's numbering q: the opponent moves from q = 24 down to 1.
  const q = otherNumbering(geometry, point);
  let high = q;
  while (high < 24 && cells[otherNumbering(geometry, high + 1)] > 0) high++;
  let low = q;
  while (low > 1 && cells[otherNumbering(geometry, low - 1)] > 0) low--;
  if (high - low + 1 < 6) return false;
  if (rule === 'forbidden') return true;
  if (cells[OPP_OFF_CELL] > 0) return false;
  // 'ahead': an opposing checker further along its route than the block; 'home': one in its home.
  const limit = rule === 'ahead' ? low - 1 : 6;
  for (let r = 1; r <= limit; r++) if (cells[otherNumbering(geometry, r)] < 0) return false;
  return true;
}

/**
 * Whether `steps` landings could complete six consecutive points (along the opponent's route) held by
 * the mover: some window of six holds no opposing checker and at most `steps` points the mover lacks.
 */
export function blockReachable(board: ArrayLike<number>, geometry: Rules['geometry'], steps: number): boolean {
  for (let top = 24; top >= 6; top--) {
    let missing = 0;
    for (let q = top; q > top - 6 && missing <= steps; q--) {
      const n = board[otherNumbering(geometry, q)];
      if (n < 0) missing = steps + 1;
      else if (n === 0) missing++;
    }
    if (missing <= steps) return true;
  }
  return false;
}
