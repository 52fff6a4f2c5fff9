/**
 * The flat board every engine function works on: 28 signed bytes seen from the player to move
 * (the "mover"), in the mover's own numbering (RULES.md §1.1).
 *
 * - `[1..24]`: the mover's points; positive = mover's checkers, negative = opponent's checkers standing
 *   there (mapped into the mover's numbering by the variant's geometry).
 * - `[25]` (`BAR_CELL`): the mover's checkers on the bar (≥ 0).
 * - `[0]` (`OPP_BAR`): the opponent's checkers on the bar, stored negative (≤ 0), as in gnubg's signed
 *   board, so that "negative = opponent" holds everywhere.
 * - `[26]` (`OFF_CELL`): checkers the mover has borne off; `[27]` (`OPP_OFF_CELL`): the opponent's.
 *
 * Steps (`Step`) use the mover's points too, with 25 (`BAR`) for a step from the bar (the bar's
 * cell) and 0 (`OFF`) for a step that bears off (not a cell: the borne-off count is `OFF_CELL`).
 */
export const CELLS = 28;
export const OPP_BAR = 0;
export const BAR_CELL = 25;
export const OFF_CELL = 26;
export const OPP_OFF_CELL = 27;

/** Cells as a plain array-like, mutable for the engine's in-place search. */
export type Cells = Int8Array;

/** The mover's checkers on points 7..24 and the bar: while any remain, nothing can be borne off. */
export function outsideHome(cells: Cells): number {
  let n = 0;
  for (let p = 7; p <= 25; p++) if (cells[p] > 0) n += cells[p];
  return n;
}
