/**
 * The tables on which the cube scripts (`gnubgCube.ts`, `gnubgCubeErrors.ts`, `cubeReferee.ts`) have
 * GNU Backgammon judge the bot's cube: one home for their rules, their seats' and dice's seeds and
 * gnubg's settings, so that the three play the same tables for the same flags.
 */
import { parseTableConfig, seededDice, type TableConfig, type TableState } from '@nardy/parallel';
import { type Color, type Random, seededRandom } from '@nardy/rules';
import { playTable, type Seat } from '../src/index.ts';

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
 * gnubg's settings for judging the cube: both players human, cube decisions at `plies`, checker play at
 * 0-ply (not counted), and our money rules — no Jacoby rule and no beavers, where gnubg's money
 * sessions default to both (a .mat file does not say), which would charge correct plays for gammons
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
