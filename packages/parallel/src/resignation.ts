import type { Color, Result } from '@nardy/rules';
import type { BoardEnding } from './scoring.ts';
import { applyEvent } from './table.ts';
import type { RefusalCode, TableState } from './tableState.ts';

/** What one board would score if resigned now. */
export interface ResignedBoard {
  readonly board: number;
  /** How the board is scored: the ending the resigner's position stands at (RULES.md §6.8). */
  readonly ending: BoardEnding;
  /** The ending's value after the ending setting (and Jacoby), before the cube. */
  readonly value: number;
  readonly cube: number;
  /** The first board of a parallel game to finish pays half a point less. */
  readonly halfPoint: boolean;
  /** What the opponent scores on it: value × cube, less the half point. */
  readonly points: number;
}

/**
 * The cost of a resignation, as a player is shown it before confirming (issue 19): every board it
 * ends with its ending, cube and half point, the total, and whether it ends the game and the match
 * (and for whom). A future online resignation *offer* (oin / mars / koks, to be accepted by the
 * opponent) is priced the same way, with the offered ending in place of the position's.
 */
export interface ResignationCost {
  readonly player: Color;
  /** The board resigned, or null for the whole table. */
  readonly board: number | null;
  readonly boards: readonly ResignedBoard[];
  /** Points the opponent gains in this game by it. */
  readonly points: number;
  /** The game is over after it (no board left in play). */
  readonly gameEnds: boolean;
  /** The game's net for White after it, when the game ends. */
  readonly net: number;
  /** The match is over after it (matches only), and who has won it. */
  readonly matchEnds: boolean;
  readonly matchWinner: Color | null;
  /** The match score after it (unchanged while the game goes on). */
  readonly matchScore: { readonly white: number; readonly black: number };
}

/**
 * Prices a resignation by `player` of `board` (or, with no board, of every unfinished board) by
 * applying it to the table — the one home of resignation scoring stays the table's `resign` event, so
 * the price shown is exactly what the table will score. A resignation the table would refuse (a
 * finished board, the game over) comes back as that refusal.
 */
export function resignationCost(
  state: TableState,
  player: Color,
  board?: number,
): Result<ResignationCost, RefusalCode> {
  const applied = applyEvent(state, { type: 'resign', player, ...(board === undefined ? {} : { board }) });
  if (!applied.ok) return applied;
  const after = applied.value;
  const parallel = after.game.boards.length > 1;
  const boards: ResignedBoard[] = [];
  after.game.boards.forEach((b, i) => {
    const r = b.result;
    if (r === null || state.game.boards[i].result !== null) return;
    const halfPoint = parallel && r.order === 1;
    const value = r.cube > 0 ? (r.points + (halfPoint ? 0.5 : 0)) / r.cube : 0;
    boards.push({ board: i, ending: r.ending, value, cube: r.cube, halfPoint, points: r.points });
  });
  const gameEnds = after.game.boards.every((b) => b.result !== null);
  let net = 0;
  for (const b of after.game.boards) {
    if (b.result?.winner === 'white') net += b.result.points;
    else if (b.result?.winner === 'black') net -= b.result.points;
  }
  const matchEnds = after.over && after.config.match !== null;
  const matchWinner = matchEnds ? (after.score.white > after.score.black ? 'white' : 'black') : null;
  return {
    ok: true,
    value: {
      player,
      board: board ?? null,
      boards: boards.sort((a, b) => a.board - b.board),
      points: boards.reduce((sum, b) => sum + b.points, 0),
      gameEnds,
      net,
      matchEnds,
      matchWinner,
      matchScore: { white: after.score.white, black: after.score.black },
    },
  };
}
