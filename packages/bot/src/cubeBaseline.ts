import { offerableCubes, positionFor, type TableState } from '@nardy/parallel';
import { type Color, err, ok, type Result } from '@nardy/rules';
import type { CubeDecision, CubeDecisionError } from './cubeDecision.ts';
import { OUTPUTS, WIN } from './outputs.ts';
import type { CubePolicyFunction } from './seat.ts';
import { defaultEvaluator } from './weights.ts';

/**
 * The naive cube policy players start with, kept as the yardstick `cubeDecision` is benchmarked
 * against (`nardy selfplay --cube … --b-cube naive`); the app never uses it. It looks at cubeless
 * winning chances only — doubles from {@link NAIVE_CUBE.double}, takes down to {@link NAIVE_CUBE.take} —
 * and ignores marses and koks, how live the cube is, and the rest of the table (stakes, half point).
 */
export const NAIVE_CUBE = {
  /** Doubles when its chance to win the board (on roll) is at least this. */
  double: 0.7,
  /** Takes when its chance to win the board (opponent on roll) is at least this. */
  take: 0.25,
} as const;

/** Cube policies by name (`nardy selfplay --b-cube`): the bot's `cubeDecision`, or the naive yardstick. */
export const CUBE_POLICIES = ['bot', 'naive'] as const;
export type CubePolicy = (typeof CUBE_POLICIES)[number];

/** The seat option (`BotSeatOptions.cube`) of a named policy: none for the bot's own. */
export function cubePolicy(name: CubePolicy): CubePolicyFunction | undefined {
  return name === 'naive' ? naiveCubeDecision : undefined;
}

const probabilities = new Float64Array(OUTPUTS);

/** The chance that `player` wins a board where `toRoll` is on roll (0-ply, the committed net). */
function winChance(state: TableState, board: number, player: Color, toRoll: Color): number {
  const seen = positionFor(state.game.boards[board], toRoll);
  defaultEvaluator(seen.variant).evaluate(seen.cells, probabilities);
  return toRoll === player ? probabilities[WIN] : 1 - probabilities[WIN];
}

/** Open boards of the table. */
function openBoards(state: TableState): number[] {
  return state.game.boards.flatMap((b, i) => (b.result === null ? [i] : []));
}

/**
 * The naive policy's cube action for the player who must act now (same phases and results as
 * `cubeDecision`). Per-board cube: judged on that board alone. Shared cube: on the mean winning chance
 * over the open boards; a dropper gives up the board he is least likely to win.
 */
export function naiveCubeDecision(state: TableState): Result<CubeDecision, CubeDecisionError> {
  const { game } = state;
  if (game.phase === 'awaitingReply' && game.offer !== null) {
    const offer = game.offer;
    const taker: Color = offer.by === 'white' ? 'black' : 'white';
    const open = openBoards(state);
    const chances = open.map((i) => winChance(state, i, taker, offer.by));
    if (offer.board !== null) {
      const chance = chances[open.indexOf(offer.board)];
      return ok(chance >= NAIVE_CUBE.take ? { kind: 'take' } : { kind: 'drop', board: offer.board });
    }
    const mean = chances.reduce((a, b) => a + b, 0) / chances.length;
    if (mean >= NAIVE_CUBE.take) return ok({ kind: 'take' });
    const worst = chances.indexOf(Math.min(...chances));
    return ok({ kind: 'drop', board: open[worst] });
  }
  if (game.phase !== 'beforeRoll' || game.turn === null) {
    return err('bot/no-cube-decision', `no cube decision in phase ${game.phase}`);
  }
  const player = game.turn;
  let best: { board: number | null; chance: number } | null = null;
  for (const c of offerableCubes(state)) {
    const boards = c.board === null ? openBoards(state) : [c.board];
    const chance = boards.reduce((sum, i) => sum + winChance(state, i, player, player), 0) / boards.length;
    if (chance >= NAIVE_CUBE.double && (best === null || chance > best.chance)) best = { board: c.board, chance };
  }
  return ok(best === null ? { kind: 'noDouble' } : { kind: 'double', board: best.board });
}
