import type { Color, Geometry, VariantName } from '@nardy/rules';

/**
 * A move of one checker as a board draws and sends it: display points (see `BoardView`), the dice it
 * uses (one, or several for a move by the sum) and its notation in the mover's own numbering
 * (`24/21`), as a record writes it.
 */
export interface BoardMove {
  readonly from: number;
  readonly to: number;
  readonly dice: readonly number[];
  readonly text: string;
}

/**
 * The plain data a board element draws (rules-free: the element never decides legality and never
 * converts numberings). Built by `boardViewOf` (and, for a table, by this package's selectors); also
 * what a site owner passes to `<nardy-board>` when driving it from their own code.
 *
 * Numbering: everything is in the **display numbering**, White's own: `points` index 1..24 (index 0
 * unused; positive = white checkers, negative = black), and move ends in `legal` and `lastMove` are
 * the same point numbers, with 25 for the mover's bar and 0 for borne off. Only the `text` of a move
 * is in the mover's own numbering, because that is how players write it (RULES.md §1.1).
 */
export interface BoardView {
  readonly variant: VariantName;
  /**
   * How the two sides run (RULES.md §1.2): `opposed` (short family: a bar; drawn from Black's side the
   * board is mirrored top to bottom) or `sameDirection` (long family: drawn from Black's side it is
   * turned half round).
   */
  readonly geometry: Geometry;
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
  /** Legal next moves of one checker of `turn` (one or several dice), in display points. */
  readonly legal: readonly BoardMove[];
  /** The steps entered so far this turn can be undone. */
  readonly canUndo: boolean;
  /** The steps entered so far form a whole legal play. */
  readonly canConfirm: boolean;
  /**
   * The last completed play on this board, for highlighting and announcing: its steps in display
   * points, and its notation in the player's own numbering (empty for a pass).
   */
  readonly lastMove: {
    readonly player: Color;
    readonly steps: readonly { readonly from: number; readonly to: number }[];
    readonly text: string;
  } | null;
  /** Pip counts, each in its own numbering. */
  readonly pips: { readonly white: number; readonly black: number };
  /** Finished board: who won and how (null while in play). */
  readonly result: { readonly winner: Color; readonly ending: string; readonly points: number } | null;
  /** Optional: the board ended in a draw (`lastRollDraw`, RULES.md §4.4); `result` is then null. */
  readonly drawn?: boolean;
}
