import type { SnapshotFrom } from 'xstate';
import { stepCommand } from '../boardIntents.ts';
import type { TableCommand } from '../commands.ts';
import { parseTableConfig, type TableConfig } from '../config.ts';
import { seededDice } from '../dice.ts';
import type { tableMachine } from '../machine.ts';
import { selectBoardViews } from '../selectors.ts';

/**
 * The table machine's test model (createTestModel of xstate/graph), shared by the machine's own
 * model-based test and the app's, which performs every path's events through the real screen: two
 * short boards near their end, seeded dice, a small concrete list of commands per state.
 *
 * Board 0: White close to finishing; Black has one checker back. Board 1: White on the bar against a
 * closed home (every roll there is a pass for White), Black bearing off.
 */
export type ModelSnapshot = SnapshotFrom<typeof tableMachine>;
export type CubeModel = 'perBoard' | 'shared';

export const MODEL_BOARDS = [
  {
    variant: 'short',
    start: { white: { points: { 2: 1, 1: 1 }, off: 13 }, black: { points: { 6: 1 }, off: 14 } },
  },
  {
    variant: 'short',
    start: { white: { points: { 6: 14 }, bar: 1 }, black: { points: { 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 5 } } },
  },
] as const;

/** The model's table spec (koks, the given cube mode) and the seed of its dice. */
export function modelSpec(mode: CubeModel) {
  return { boards: MODEL_BOARDS, ending: 'koks', cube: { mode } } as const;
}

export const MODEL_SEED = 3;

/** The machine's input for the model: the spec's table, White to start, seeded dice. */
export function modelInput(mode: CubeModel): {
  config: TableConfig;
  first: 'white';
  dice: ReturnType<typeof seededDice>;
} {
  const config = parseTableConfig(modelSpec(mode));
  if (!config.ok) throw new Error(config.error.message);
  return { config: config.value, first: 'white', dice: seededDice(MODEL_SEED) };
}

/** How a model run against another system than the machine itself (the game server) differs. */
export interface ModelEventOptions {
  /** `ROLL` in `opening`, for a model whose input names no first player (the server's table rolls for it). */
  readonly opening?: boolean;
  /** The die with a `STEP` that uses one, as a board sends it (the machine's own model leaves it out). */
  readonly stepDie?: boolean;
}

/** The commands tried in each state. */
export function modelEvents(mode: CubeModel, options: ModelEventOptions = {}) {
  return (snapshot: ModelSnapshot): TableCommand[] => {
    const { game } = snapshot.context.table;
    switch (snapshot.value) {
      case 'opening':
        return options.opening ? [{ type: 'ROLL' }] : [];
      case 'beforeRoll':
        return [
          { type: 'ROLL' },
          mode === 'shared' ? { type: 'DOUBLE' } : { type: 'DOUBLE', board: 0 },
          { type: 'RESIGN', board: 1 },
        ];
      case 'awaitingReply':
        return [{ type: 'TAKE' }, mode === 'shared' ? { type: 'DROP', board: 1 } : { type: 'DROP' }];
      case 'chooseBoard':
        return [
          { type: 'CHOOSE_BOARD', board: 0 },
          { type: 'CHOOSE_BOARD', board: 1 },
        ];
      case 'moving': {
        const board = game.chosenBoard ?? 0;
        const view = selectBoardViews(snapshot)[board];
        const legal = view.legal[0];
        const command =
          view.legal.length > 0 ? stepCommand(view, board, options.stepDie ? legal : { ...legal, dice: [] }) : null;
        const step: TableCommand[] = command !== null ? [command] : [];
        return [...step, { type: 'UNDO' }, { type: 'CONFIRM' }];
      }
      default:
        return [];
    }
  };
}

/** A coarse key: states that differ only in where checkers stand are merged, keeping the graph small. */
export function modelKey(s: ModelSnapshot): string {
  const g = s.context.table.game;
  return JSON.stringify([
    s.value,
    g.turn,
    g.chosenBoard,
    g.entered.length,
    g.boards.map((b) => [b.result?.order ?? 0, (b.cube?.value ?? 0) > 1, b.cube?.owner]),
    (g.sharedCube?.value ?? 0) > 1,
    g.sharedCube?.owner,
  ]);
}
