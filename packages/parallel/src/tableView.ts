import type { Color } from '@nardy/rules';
import type { BoardView } from './boardView.ts';
import type { TableCommand } from './commands.ts';

/**
 * One thing the player to act may do now, computed once by the core (`selectTableView`) and rendered
 * by every screen: the command it sends, the board it belongs to, and whether it can be sent yet.
 */
export interface TableAction {
  /** What the action sends (without `player`: the host seats it). */
  readonly command: TableCommand;
  /** The board it belongs to; null for the table's (the roll, the shared cube, the next game). */
  readonly board: number | null;
  /** False for an action shown but not possible yet (Undo with nothing entered, Confirm of an unfinished play). */
  readonly enabled: boolean;
  /** A board chosen for the roll where it cannot be played: choosing it passes. */
  readonly pass?: true;
}

/** Phases of the table as players see them (DESIGN.md "Table machine, in outline"). */
export const TABLE_PHASES = [
  'opening',
  'beforeRoll',
  'awaitingReply',
  'chooseBoard',
  'moving',
  'gameOver',
  'matchOver',
] as const;
export type TablePhase = (typeof TABLE_PHASES)[number];

/**
 * The plain data `<nardy-table>` draws for a parallel table of 1–4 boards (rules-free), built from a
 * table snapshot by this package's selectors.
 */
export interface TableView {
  readonly phase: TablePhase;
  /** The player to act (to roll, choose, move, or answer an offer); null when the game is over. */
  readonly turn: Color | null;
  /** The current roll, once rolled. */
  readonly dice: readonly [number, number] | null;
  readonly boards: readonly BoardView[];
  /** The board the current roll is being played on (committed by the first step), if any. */
  readonly chosenBoard: number | null;
  /** Per board: may the current roll be played there (unfinished boards; a blocked one = a pass). */
  readonly selectable: readonly boolean[];
  /** Per board: does the current roll have a legal play there (false = choosing it is a pass). */
  readonly playable: readonly boolean[];
  /**
   * What the player to act may do now, in the order a screen shows them: the cube and the roll, the
   * answers to an offer, choosing a board (or passing there), undo and confirm, resigning a board, the
   * next game. Empty while nobody may act (the match is over).
   */
  readonly actions: readonly TableAction[];
  readonly cube: {
    readonly mode: 'off' | 'perBoard' | 'shared';
    /** The shared cube (mode 'shared' only). */
    readonly shared: { readonly value: number; readonly owner: Color | null } | null;
    /** Boards the player to act may double on now (perBoard), or [-1] for the shared cube. */
    readonly canDouble: readonly number[];
    /** An offer waiting for an answer. */
    readonly offer: { readonly by: Color; readonly board: number | null; readonly value: number } | null;
  };
  /** Finished boards in finishing order, with the half-point deduction applied to the first. */
  readonly results: readonly {
    readonly board: number;
    readonly order: number;
    readonly winner: Color;
    readonly ending: 'oin' | 'mars' | 'homeMars' | 'koks' | 'drop' | 'resign';
    readonly cube: number;
    readonly points: number;
    /** Optional: how the board was scored (for a resignation, the ending of the resigner's position). */
    readonly scoredAs?: 'oin' | 'mars' | 'homeMars' | 'koks' | 'drop';
  }[];
  /** Points so far this game per player (sum over finished boards) and the net for white. */
  readonly score: { readonly white: number; readonly black: number; readonly net: number };
  /** Match score and length (length 0 = a single game). */
  readonly match: { readonly length: number; readonly white: number; readonly black: number; readonly over: boolean };
  /** Optional: the game ended in a draw (`lastRollDraw` at a table of one board). */
  readonly draw?: boolean;
  /**
   * Optional: the opening roll of this game (one die each; the higher starts), from the roll until the
   * second player's first play — so a screen can show it as a roll, also when the other side won it
   * and has already played.
   */
  readonly opening?: { readonly white: number; readonly black: number; readonly starter: Color };
}
