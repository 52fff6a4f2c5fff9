import { type Color, type Ending, type EndingSetting, endingCoefficient } from '@nardy/rules';

/** RULES.md §6.5: the winner of the first board to finish in a parallel game scores half a point less. */
export const FIRST_FINISH_DEDUCTION = 0.5;

/**
 * Whether the next board to finish pays the first-finished half point (RULES.md §6.5): a parallel game
 * (two or more boards) in which no board has finished yet. The one home of that rule: the table scores
 * with it and the bot's table judgement weighs it.
 */
export function halfPointDue(game: { readonly boards: readonly unknown[]; readonly finished: number }): boolean {
  return game.boards.length > 1 && game.finished === 0;
}

/** How a board's game ended: an ending of RULES.md §4.1, a dropped offer, or a draw (§4.4). */
export const BOARD_ENDINGS = ['oin', 'mars', 'homeMars', 'koks', 'drop', 'draw'] as const;
export type BoardEnding = (typeof BOARD_ENDINGS)[number];

export interface ScoreInput {
  readonly ending: BoardEnding;
  /** The table's ending setting (RULES.md §4.2). */
  readonly setting: EndingSetting;
  readonly homeMarsValue: 2 | 3;
  /** The cube value the board is played for (for a drop: the value before the offer). */
  readonly cube: number;
  /** Option `jacoby`: coefficients count 1 while the cube was never turned (RULES.md §4.2). */
  readonly jacoby: boolean;
  /** Whether the cube was turned (a double was taken) for this board's stake. */
  readonly cubeTurned: boolean;
  /** The first board to finish in a parallel game (two or more boards): −0.5 (RULES.md §6.5). */
  readonly firstOfParallel: boolean;
}

/**
 * The coefficient of an ending after the ending setting and Jacoby, before the cube. A drop counts 1
 * (RULES.md §5.1: value before the offer × 1), a draw 0.
 */
export function cappedCoefficient(
  ending: BoardEnding,
  setting: EndingSetting,
  homeMarsValue: 2 | 3,
  jacobyCaps: boolean,
): number {
  if (ending === 'draw') return 0;
  if (ending === 'drop') return 1;
  return jacobyCaps ? 1 : endingCoefficient(ending as Ending, setting, homeMarsValue);
}

/**
 * What one board scores for its winner: capped coefficient × cube, then the flat −0.5 when it is the
 * first finished board of a parallel game (never `(coef − 0.5) × cube`, RULES.md §6.5 resolution).
 */
export function boardPoints(input: ScoreInput): number {
  if (input.ending === 'draw') return 0;
  const coef = cappedCoefficient(input.ending, input.setting, input.homeMarsValue, input.jacoby && !input.cubeTurned);
  return coef * input.cube - (input.firstOfParallel ? FIRST_FINISH_DEDUCTION : 0);
}

/** The result of a game over its boards: points per player, the net for White, and who won it. */
export interface NetResult {
  readonly white: number;
  readonly black: number;
  /** White's points minus Black's. */
  readonly net: number;
  /** The player with the positive net; null for a draw (0 : 0, only possible at a table of one). */
  readonly winner: Color | null;
}

/** Sums the boards' points per player; the net is credited to the winner in the match (RULES.md §6.5). */
export function netResult(results: readonly { readonly winner: Color | null; readonly points: number }[]): NetResult {
  let white = 0;
  let black = 0;
  for (const r of results) {
    if (r.winner === 'white') white += r.points;
    else if (r.winner === 'black') black += r.points;
  }
  const net = white - black;
  return { white, black, net, winner: net > 0 ? 'white' : net < 0 ? 'black' : null };
}
