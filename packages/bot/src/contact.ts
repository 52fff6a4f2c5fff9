import { BAR_CELL, OPP_BAR } from '@nardy/rules';

/**
 * Short variants (opposed geometry): whether the two sides can still meet, i.e. some checker of the
 * mover stands behind some checker of the opponent (bars count as the far ends of the track).
 */
export function isContactOpposed(cells: ArrayLike<number>): boolean {
  let moverBack = cells[BAR_CELL] > 0 ? 25 : 0;
  if (moverBack === 0) {
    for (let p = 24; p >= 1; p--) {
      if (cells[p] > 0) {
        moverBack = p;
        break;
      }
    }
  }
  let opponentBack = cells[OPP_BAR] < 0 ? 0 : 25;
  if (opponentBack === 25) {
    for (let p = 1; p <= 24; p++) {
      if (cells[p] < 0) {
        opponentBack = p;
        break;
      }
    }
  }
  return moverBack > opponentBack;
}
