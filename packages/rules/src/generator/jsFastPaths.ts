import { doubleFast } from './doubles.ts';
import { FastBoard } from './fastBoard.ts';
import type { OutcomeTable } from './outcomeTable.ts';
import { plainRollFast } from './plainRolls.ts';

/** The JavaScript fast paths of one `PlayGenerator`, writing into its outcome table. */
export interface JsFastSearch {
  /** Writes roll `d1-d2`'s outcomes for the mover of `board`; false when the general search must decide it. */
  roll(board: ArrayLike<number>, d1: number, d2: number): boolean;
}

/**
 * The short family's JavaScript fast paths (`plainRolls.ts`, `doubles.ts`): they decide the rolls the
 * WebAssembly kernel cannot (no WebAssembly here, or more outcomes than its memory holds). In its own
 * module so that a bundle whose kernel always runs can replace it with `null` (the app's computer
 * worker, ADR 0087): the general search then decides those rolls, with the same outcomes, more slowly.
 */
export const JS_FAST_PATHS: ((table: OutcomeTable) => JsFastSearch) | null = (table) => {
  const fast = new FastBoard(table);
  return {
    roll: (board, d1, d2) => (d1 === d2 ? doubleFast(fast, board, d1) : plainRollFast(fast, board, d1, d2)),
  };
};
