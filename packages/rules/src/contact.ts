import { BAR_CELL, OPP_BAR } from './cells.ts';
import type { Position } from './position.ts';
import { geometryOf } from './variant.ts';

/**
 * Whether the two sides' checkers can still meet on this board — hit or block one another — seen from
 * the mover. Once they cannot, the game is a pure race: what matters is only how fast each side
 * bears off (auto bear-off of a table session relies on this, docs/decisions-parallel.md).
 *
 * - Opposed geometry (the short family): the mover's rearmost checker (the bar counts as 25) is still
 *   behind the opponent's rearmost one (the opponent's bar counts as 0, the mover's side of it).
 * - Same direction (the long family; nobody is hit, checkers only block): in the mover's numbering the
 *   mover runs 24 → 1 and the opponent 12 → 1, then 24 → 13. An opponent checker on the mover's points
 *   1–12 still shares the mover's road; one on 13–24 shares it only with mover checkers on 13–24.
 */
export function inContact(position: Position): boolean {
  const { cells } = position;
  if (geometryOf(position.variant) === 'sameDirection') {
    let moverLow = false;
    let moverHigh = false;
    let opponentLow = false;
    let opponentHigh = false;
    for (let p = 1; p <= 24; p++) {
      if (cells[p] > 0) {
        if (p <= 12) moverLow = true;
        else moverHigh = true;
      } else if (cells[p] < 0) {
        if (p <= 12) opponentLow = true;
        else opponentHigh = true;
      }
    }
    return (opponentLow && (moverLow || moverHigh)) || (opponentHigh && moverHigh);
  }
  let moverBack = cells[BAR_CELL] > 0 ? 25 : 0;
  for (let p = 24; moverBack === 0 && p >= 1; p--) if (cells[p] > 0) moverBack = p;
  let opponentBack = cells[OPP_BAR] < 0 ? 0 : 25;
  for (let p = 1; opponentBack === 25 && p <= 24; p++) if (cells[p] < 0) opponentBack = p;
  return moverBack > opponentBack;
}
