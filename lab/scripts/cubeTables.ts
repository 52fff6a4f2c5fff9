/**
 * The tables on which GNU Backgammon judges the bot's cube (`gnubgCube.ts`) and whose cube decisions
 * `bench.ts cubetime` times: one home for their rules, their seats' and dice's seeds and gnubg's
 * settings, so that both play the same tables for the same flags.
 */

import { installEvaluator, isLevel, type Level, playTable, type Seat } from '@nardy/bot';
import { MET_MODEL } from '@nardy/bot/src/analysisMatch.ts';
import { offerableCubes, parseTableConfig, seededDice, type TableConfig, type TableState } from '@nardy/parallel';
import { type Color, type Random, seededRandom } from '@nardy/rules';
import { evaluatorFromFile } from './players.ts';

/**
 * A one-board short-nardy table with a cube (backgammon's scoring): a money game, or a match to
 * `matchLength` points with the Crawford rule, as gnubg assumes for a match (a .mat file does not say),
 * the loser of a game starting the next, as the table's records say.
 */
export function cubeTableConfig(matchLength: number): TableConfig {
  const config = parseTableConfig({
    boards: [{ variant: 'short' }],
    ending: 'koks',
    cube: { mode: 'perBoard', max: 64 },
    ...(matchLength > 0 ? { match: { length: matchLength, seriesFirstMove: 'loser', crawford: true } } : {}),
  });
  if (!config.ok) throw new Error(config.error.message);
  return config.value;
}

/** Table `t` of a run with `seed`: each seat made from its own seeded randomness, the table's own dice. */
export function playCubeTable(
  config: TableConfig,
  seed: number,
  t: number,
  seat: (random: Random, color: Color) => Seat,
): TableState {
  const seats = {
    white: seat(seededRandom(seed * 1000 + 2 * t), 'white'),
    black: seat(seededRandom(seed * 1000 + 2 * t + 1), 'black'),
  };
  return playTable(config, seats, seededDice((Math.imul(seed, 0x9e3779b1) ^ (t + 1)) >>> 0));
}

/**
 * Whether `player`, to act at `state`, meets a cube decision: answering the other side's offer, or
 * before his roll with a cube he may turn. The scripts count, time and judge exactly these.
 */
export function cubeDecisionDue(state: TableState, player: Color): boolean {
  const { game } = state;
  if (game.phase === 'awaitingReply' && game.offer !== null) return game.offer.by !== player;
  return game.phase === 'beforeRoll' && offerableCubes(state).length > 0;
}

/**
 * gnubg's settings for judging the cube: both players human, cube decisions at `plies`, checker play at
 * 0-ply (not counted), and our money rules — no Jacoby rule and no beavers, where gnubg's money
 * games default to both (a .mat file does not say), which would charge correct plays for gammons
 * as cube errors.
 */
export function gnubgCubeSetup(plies: number): string[] {
  return [
    'set player 0 human',
    'set player 1 human',
    'set jacoby off',
    'set beavers 0',
    'set analysis chequerplay evaluation plies 0',
    `set analysis cubedecision evaluation plies ${plies}`,
  ];
}

/** What every cube script reads from its flags: the tables and gnubg's cube ply. */
export interface CubeRun {
  /** --games: tables (games, or matches with --match). */
  readonly games: number;
  /** --match: 0 for money games, else the match's length. */
  readonly matchLength: number;
  readonly seed: number;
  /** --plies: gnubg's ply for cube decisions (default 2). */
  readonly plies: number;
  readonly config: TableConfig;
}

/** `CubeRun` from a script's flags, with the script's own defaults. */
export function cubeRun(
  flags: Record<string, string>,
  defaults: { readonly games: number; readonly match: number; readonly seed: number },
): CubeRun {
  const matchLength = Number(flags.match ?? defaults.match);
  return {
    games: Number(flags.games ?? defaults.games),
    matchLength,
    seed: Number(flags.seed ?? defaults.seed),
    plies: Number(flags.plies ?? 2),
    config: cubeTableConfig(matchLength),
  };
}

/**
 * The seats' level for checker play (--level, default club), with --net FILE installed as the short
 * family's net in every decision (checker play and cube) instead of the committed one.
 */
export function cubeLevel(flags: Record<string, string>): Level {
  const level = flags.level ?? 'club';
  if (!isLevel(level)) throw new Error(`unknown level ${level}`);
  if (flags.net) installEvaluator('short', evaluatorFromFile(flags.net));
  return level;
}

/** A change of the match table's model (analysisMatch.ts `MET_MODEL`) that a script judges with. */
export type MetModelChange = { readonly mars?: number; readonly koks?: number; readonly grid?: number };

/**
 * Runs `fn` with the match table's model changed by `change` (none: the committed model), and puts the
 * committed model back after: how the scripts judge a variant of the table without committing it.
 */
export function withMetModel<T>(change: MetModelChange | undefined, fn: () => T): T {
  const model = MET_MODEL as { mars: number; koks: number; grid: number };
  const committed = { ...model };
  Object.assign(model, change);
  try {
    return fn();
  } finally {
    Object.assign(model, committed);
  }
}
