import type { Color, VariantName } from '@nardy/rules';

/**
 * The plain data a board element draws (rules-free: the element never decides legality).
 * Built from a table snapshot by the selectors of this package; also what a site owner passes to
 * `<nardy-board>` when driving it from their own code.
 *
 * Numbering: `points` is in White's own numbering (index 1..24; index 0 unused), positive = white
 * checkers, negative = black. Moves (`legal`, `lastMove`) are in the **mover's own numbering**
 * (RULES.md §1.1: 25 = bar, 0 = off), as in notation and records; the element maps them with the
 * variant's geometry (OPPOSED: black's p is white's 25 − p; SAME_DIRECTION: black's p is white's p ± 12).
 */
export interface BoardView {
  readonly variant: VariantName;
  /** Length 25; index 0 unused. */
  readonly points: readonly number[];
  readonly bar: { readonly white: number; readonly black: number };
  readonly off: { readonly white: number; readonly black: number };
  /** Whose turn it is on this board (null: not this board's turn, or the game is over). */
  readonly turn: Color | null;
  /** The roll being played, if any. */
  readonly dice: readonly number[] | null;
  /** Dice values still to play this turn (a subset of `dice`, with repeats for doubles). */
  readonly diceLeft: readonly number[];
  /** Cube value and owner (null owner = centred); null when this board has no cube. */
  readonly cube: { readonly value: number; readonly owner: Color | null } | null;
  /** Legal next moves of one checker (one or several dice), in the mover's own numbering. */
  readonly legal: readonly { readonly from: number; readonly to: number; readonly dice: readonly number[] }[];
  /** The steps entered so far this turn can be undone. */
  readonly canUndo: boolean;
  /** The steps entered so far form a whole legal play. */
  readonly canConfirm: boolean;
  /** The last completed play on this board, mover's own numbering, for highlighting. */
  readonly lastMove: {
    readonly player: Color;
    readonly steps: readonly { readonly from: number; readonly to: number }[];
  } | null;
  /** Pip counts, each in its own numbering. */
  readonly pips: { readonly white: number; readonly black: number };
  /** Finished board: who won and how (null while in play). */
  readonly result: { readonly winner: Color; readonly ending: string; readonly points: number } | null;
  /** Optional: the board ended in a draw (`lastRollDraw`, RULES.md §4.4); `result` is then null. */
  readonly drawn?: boolean;
}
