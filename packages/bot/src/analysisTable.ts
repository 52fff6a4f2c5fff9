import { positionFor, type TableState } from '@nardy/parallel';
import { ALL_ROLLS, type Color, type Dice, type Position } from '@nardy/rules';
import {
  type AnalysisPly,
  boardOptions,
  deepen,
  type Keep,
  type PlayOption,
  rankBoardPlays,
  rollValues,
} from './analysisPlays.ts';
import type { RolloutSettings } from './rollout.ts';
import type { Searcher } from './search.ts';
import { LOOKAHEAD_HALF_POINT_WEIGHT, lookaheadValue, replyEquities } from './tableLookahead.ts';
import {
  type BoardOutlook,
  boardOutlook,
  stakesOf,
  type TableStakes,
  tableSearcher,
  tableValue,
} from './tableOutlook.ts';

/**
 * The (board, play) pairs of a roll at a table, ranked for analysis and hints. With one board left to
 * play (always so at a table of one board) the table is that board, and its plays are ranked by the
 * board's equity per unit of stake at the full depth asked for. With two or more unfinished boards a
 * pair is judged as the computer chooses boards (chooseBoardAndPlay's `lookahead` rule): at 0-ply by the
 * table value (every board's stake × its equity, plus the first-finished half point, weighted as the
 * lookahead weights it), deeper by the lookahead over the opponent's 21 rolls and his best board and
 * reply. Tables are searched one roll ahead at most: level 2 is level 1 there.
 */

/** A table seen by the player to move: its open boards, his view of each, and its stakes. */
export interface TableContext {
  readonly state: TableState;
  readonly player: Color;
  /** Unfinished boards, in table order. */
  readonly open: readonly number[];
  readonly positions: ReadonlyMap<number, Position>;
  readonly firstTurn: ReadonlyMap<number, boolean>;
  readonly stakes: TableStakes;
  searcherOf(board: number): Searcher;
}

export function tableContext(state: TableState, player: Color): TableContext {
  const { game, config } = state;
  const open = game.boards.flatMap((b, i) => (b.result === null ? [i] : []));
  const positions = new Map(open.map((i) => [i, positionFor(game.boards[i], player)] as const));
  const firstTurn = new Map(open.map((i) => [i, !game.boards[i].firstTurnDone[player]] as const));
  return {
    state,
    player,
    open,
    positions,
    firstTurn,
    stakes: stakesOf(game),
    searcherOf: (i) => tableSearcher(config.boards[i].rules, config.ending),
  };
}

/** Whether pairs at this table are judged as a whole table (two or more boards left). */
export function judgedAsTable(context: TableContext): boolean {
  return context.open.length > 1;
}

/** The 0-ply outlook of every open board as it stands, the opponent to roll (what a pass leaves there). */
function standingOutlooks(context: TableContext): Map<number, BoardOutlook> {
  return new Map(
    context.open.map(
      (i) => [i, boardOutlook(context.searcherOf(i), context.positions.get(i) as Position, false)] as const,
    ),
  );
}

/** Every pair of the roll at a table of two or more open boards, at 0-ply (table value). */
function tableOptions(context: TableContext, dice: Dice, standing: Map<number, BoardOutlook>): PlayOption[] {
  const { open, stakes } = context;
  const options: PlayOption[] = [];
  for (const i of open) {
    const searcher = context.searcherOf(i);
    for (const o of boardOptions(
      searcher,
      context.positions.get(i) as Position,
      dice,
      context.firstTurn.get(i) ?? false,
      i,
    )) {
      const after = boardOutlook(searcher, o.after, false);
      const outlooks = open.map((j) => (j === i ? after : (standing.get(j) as BoardOutlook)));
      options.push({ ...o, equity: tableValue(outlooks, stakes, open, LOOKAHEAD_HALF_POINT_WEIGHT) });
    }
  }
  return options;
}

/** The one-roll lookahead value of a pair (the mover's table value after the opponent's best reply). */
function lookahead(context: TableContext, option: PlayOption, standing: Map<number, BoardOutlook>): number {
  const boards = context.open.map((j) => {
    const searcher = context.searcherOf(j);
    const position = j === option.board ? option.after : (context.positions.get(j) as Position);
    const outlook =
      j === option.board ? boardOutlook(searcher, option.after, false) : (standing.get(j) as BoardOutlook);
    return { outlook, replies: outlook.finished ? null : replyEquities(searcher, position) };
  });
  return lookaheadValue(boards, context.stakes, context.open);
}

/**
 * The (board, play) pairs of `dice` for the player to move, ranked at `ply` (deepest first, then best
 * first); `keep` as for `rankBoardPlays` (the pair played always goes deepest). `rollout` rolls out
 * the close plays of a board left alone (`rollOut`); tables of several boards are not rolled out.
 */
export function rankTablePlays(
  context: TableContext,
  dice: Dice,
  ply: AnalysisPly,
  keep: Keep = {},
  rollout?: RolloutSettings,
): PlayOption[] {
  if (!judgedAsTable(context)) {
    const board = context.open[0];
    return rankBoardPlays(
      context.searcherOf(board),
      context.positions.get(board) as Position,
      dice,
      { firstTurn: context.firstTurn.get(board) ?? false, ply, board, ...(rollout ? { rollout } : {}) },
      keep,
    );
  }
  const standing = standingOutlooks(context);
  const options = tableOptions(context, dice, standing);
  const tablePly = Math.min(ply, 1) as AnalysisPly;
  // Each board's best few go deeper too, so that the best play of every board (what the choice of
  // board is measured by) is judged at the same depth as the best pair of the table.
  const boardTops = new Set<PlayOption>();
  for (const i of context.open) {
    const here = options.filter((o) => o.board === i).sort((a, b) => b.equity - a.equity);
    for (const o of here.slice(0, BOARD_CANDIDATES)) if (o.equity >= here[0].equity - BOARD_WINDOW) boardTops.add(o);
  }
  const must = keep.keep ?? (() => false);
  return deepen(options, tablePly, { ...keep, keep: (o) => must(o) || boardTops.has(o) }, (o) =>
    lookahead(context, o, standing),
  );
}

/** At a table, the best plays of each board judged deeper besides the table's best (see rankTablePlays). */
const BOARD_CANDIDATES = 3;
const BOARD_WINDOW = 0.16;

/**
 * Each of the 21 rolls' best 0-ply value for the player to move (at a table: the best pair's table
 * value), in `ALL_ROLLS` order: what luck is measured against.
 */
export function tableRollValues(context: TableContext): Float64Array {
  if (!judgedAsTable(context)) {
    const board = context.open[0];
    return rollValues(
      context.searcherOf(board),
      context.positions.get(board) as Position,
      context.firstTurn.get(board) ?? false,
    );
  }
  const standing = standingOutlooks(context);
  const out = new Float64Array(ALL_ROLLS.length);
  ALL_ROLLS.forEach((dice, r) => {
    let best = Number.NEGATIVE_INFINITY;
    for (const o of tableOptions(context, dice, standing)) if (o.equity > best) best = o.equity;
    out[r] = best;
  });
  return out;
}
