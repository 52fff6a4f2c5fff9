import type { TableState } from '@nardy/parallel';
import {
  ALL_ROLLS,
  type Dice,
  defaultEndingSetting,
  type EndingSetting,
  err,
  isDie,
  ok,
  type Position,
  type Result,
  type Rules,
  rulesFor,
  type VariantName,
} from '@nardy/rules';
import {
  ANALYSIS_PLY_MESSAGE,
  type AnalysisPly,
  DEFAULT_ANALYSIS_PLY,
  isAnalysisPly,
  type PlayOption,
  rankBoardPlays,
} from './analysisPlays.ts';
import { rankTablePlays, tableContext } from './analysisTable.ts';
import { tableSearcher } from './tableOutlook.ts';

/**
 * Hints: the plays of a roll ranked for a player who asks (the app's Hint button, `nardy hint`, the
 * position editor's "Analyse this position"). The same ranking as the analysis of a record.
 */

export const HINT_ERRORS = ['bot/bad-dice', 'bot/variant-mismatch', 'bot/not-moving', 'analysis/ply'] as const;
export type HintError = (typeof HINT_ERRORS)[number];

/** A ranked play with what it gives up against the best one. */
export interface HintPlay extends PlayOption {
  /** The best play's equity minus this one's (0 for the best). */
  readonly loss: number;
}

export interface PositionHintOptions {
  /** The board's rules (default: the variant's). */
  readonly rules?: Rules;
  /** Long family: the mover's first turn of the game (head exception). */
  readonly firstTurn?: boolean;
  /** Ending setting the equities are in (default: the variant's). */
  readonly ending?: EndingSetting;
  /** Depth (default 1). */
  readonly ply?: AnalysisPly;
}

/** A hint shows the best three: all three are judged at the depth asked for. */
const HINTED = { atLeast: 3 } as const;

function withLoss(ranked: readonly PlayOption[]): HintPlay[] {
  const best = ranked[0]?.equity ?? 0;
  return ranked.map((o) => ({ ...o, loss: Math.max(0, best - o.equity) }));
}

/** Every legal play of `dice` for the mover of `position`, best first (one pass when none). */
export function hintPlays(
  variant: VariantName,
  position: Position,
  dice: Dice,
  options: PositionHintOptions = {},
): Result<HintPlay[], HintError> {
  if (!isDie(dice[0]) || !isDie(dice[1])) return err('bot/bad-dice', 'dice must be two integers 1..6');
  const ply = options.ply ?? DEFAULT_ANALYSIS_PLY;
  if (!isAnalysisPly(ply)) return err('analysis/ply', ANALYSIS_PLY_MESSAGE);
  const rules = options.rules ?? rulesFor(variant);
  if (position.variant !== variant || rules.variant !== variant) {
    return err('bot/variant-mismatch', `position and rules must both be ${variant}`);
  }
  const searcher = tableSearcher(rules, options.ending ?? defaultEndingSetting(variant));
  const ranked = rankBoardPlays(searcher, position, dice, { firstTurn: options.firstTurn ?? false, ply }, HINTED);
  return ok(withLoss(ranked));
}

/**
 * The (board, play) pairs of the roll at a table, best first: the roll being played (phases
 * `chooseBoard` and `moving`, from the start of the turn; once a step is entered, on its board only),
 * or before the roll the pairs `dice` would give.
 */
export function hintTable(
  state: TableState,
  options: { readonly ply?: AnalysisPly; readonly dice?: Dice } = {},
): Result<HintPlay[], HintError> {
  const ply = options.ply ?? DEFAULT_ANALYSIS_PLY;
  if (!isAnalysisPly(ply)) return err('analysis/ply', ANALYSIS_PLY_MESSAGE);
  const { game } = state;
  const player = game.turn;
  const rolling = game.phase === 'chooseBoard' || game.phase === 'moving';
  if (state.over || player === null || !(rolling || (game.phase === 'beforeRoll' && options.dice))) {
    return err('bot/not-moving', `no roll to play now (${game.phase})`);
  }
  const dice = rolling ? (game.dice as Dice) : (options.dice as Dice);
  if (!isDie(dice[0]) || !isDie(dice[1])) return err('bot/bad-dice', 'dice must be two integers 1..6');
  const ranked = rankTablePlays(tableContext(state, player), dice, ply, HINTED);
  const committed = game.phase === 'moving' && game.entered.length > 0 ? game.chosenBoard : null;
  return ok(withLoss(committed === null ? ranked : ranked.filter((o) => o.board === committed)));
}

/** One roll of a position's analysis over all 21 rolls. */
export interface RollAnalysis {
  readonly dice: Dice;
  /** Chance of the roll (1/36 for doubles, 2/36 otherwise). */
  readonly chance: number;
  /** The best plays, best first (at most `count`), with their loss against the best. */
  readonly plays: readonly HintPlay[];
}

/**
 * A position before the roll: for each of the 21 rolls its best plays, and the position's equity for
 * the side to move (the average of each roll's best play, weighted by the rolls' chances).
 */
export function analyseRolls(
  variant: VariantName,
  position: Position,
  options: PositionHintOptions & { readonly count?: number } = {},
): Result<{ readonly equity: number; readonly rolls: readonly RollAnalysis[] }, HintError> {
  const rolls: RollAnalysis[] = [];
  let equity = 0;
  for (const dice of ALL_ROLLS) {
    const r = hintPlays(variant, position, dice, options);
    if (!r.ok) return r;
    const chance = (dice[0] === dice[1] ? 1 : 2) / 36;
    equity += chance * r.value[0].equity;
    rolls.push({ dice, chance, plays: r.value.slice(0, options.count ?? 3) });
  }
  return ok({ equity, rolls });
}
