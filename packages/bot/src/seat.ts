import { actorOf, offerableCubes, type TableCommand, type TableState } from '@nardy/parallel';
import type { Color, Random, Result } from '@nardy/rules';
import { type BoardRule, chooseBoardAndPlay } from './chooseBoardAndPlay.ts';
import { type CubeDecision, type CubeDecisionError, type CubeSearch, cubeDecision } from './cubeDecision.ts';
import type { Level } from './levels.ts';

/**
 * A cube policy other than the bot's own (`naiveCubeDecision`, the yardstick, say; `cubePolicy` names
 * them): a function rather than a name, so that the computer's worker carries no policy it never uses.
 */
export type CubePolicyFunction = (state: TableState) => Result<CubeDecision, CubeDecisionError>;

/** How a computer seat plays: everything optional, the defaults are the app's computer at `strong`. */
export interface BotSeatOptions {
  /** Level of the plays (default `strong`). */
  readonly level?: Level;
  /** How the board of a roll is chosen at a parallel table (default: the level's, `BOARD_RULE_OF_LEVEL`). */
  readonly rule?: BoardRule;
  /** Randomness of the noisy levels (the beginner's); without it they draw from their own default. */
  readonly random?: Random;
  /** Cube policy (default: the bot's `cubeDecision` with `cubeSearch`). */
  readonly cube?: CubePolicyFunction;
  /** How deep the bot's cube policy looks (default `CUBE_SEARCH`). */
  readonly cubeSearch?: CubeSearch;
  /** Which boards the deeper levels search at their depth (`chooseBoardAndPlay`'s `deepMargin`). */
  readonly deepMargin?: number;
}

function cubeAction(state: TableState, options: BotSeatOptions): CubeDecision {
  const d = options.cube ? options.cube(state) : cubeDecision(state, options.cubeSearch);
  // Both answer in every phase botCommand asks them in (before a roll, facing an offer).
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
}

/**
 * What the computer sitting at `player`'s seat does now, as the command a person's click would send —
 * or null when there is nothing for him to do (the other player is to act, the table is over):
 * - the opening roll (nobody's turn yet): ROLL; a finished game of a match: NEXT_GAME;
 * - before his roll: DOUBLE on the cube where the cube policy doubles (`board` for a per-board cube),
 *   else ROLL;
 * - facing an offer: TAKE, or DROP (naming the board given up for the shared cube);
 * - a roll to play: PLAY of the board and play `chooseBoardAndPlay` picks at his level and board rule
 *   (`steps: []` for a pass on a blocked board).
 * Every command carries `player`, so a table refuses it when it is not his to send. Deterministic for
 * the same state and options (the noisy levels draw from `options.random`). Throws only on options that
 * are not a level or a board rule (a programming error, not a table state).
 */
export function botCommand(state: TableState, player: Color, options: BotSeatOptions = {}): TableCommand | null {
  if (state.over) return null;
  const { game } = state;
  const actor = actorOf(game);
  switch (game.phase) {
    case 'opening':
      return { type: 'ROLL', player };
    case 'gameOver':
      return { type: 'NEXT_GAME', player };
    case 'beforeRoll': {
      if (actor !== player) return null;
      if (offerableCubes(state).length === 0) return { type: 'ROLL', player };
      const d = cubeAction(state, options);
      if (d.kind !== 'double') return { type: 'ROLL', player };
      return d.board === null ? { type: 'DOUBLE', player } : { type: 'DOUBLE', player, board: d.board };
    }
    case 'awaitingReply': {
      if (actor !== player) return null;
      const d = cubeAction(state, options);
      return d.kind === 'drop' ? { type: 'DROP', player, board: d.board } : { type: 'TAKE', player };
    }
    case 'chooseBoard':
    case 'moving': {
      if (actor !== player) return null;
      const choice = chooseBoardAndPlay(state, {
        ...(options.level === undefined ? {} : { level: options.level }),
        ...(options.rule === undefined ? {} : { rule: options.rule }),
        ...(options.random === undefined ? {} : { random: options.random }),
        ...(options.deepMargin === undefined ? {} : { deepMargin: options.deepMargin }),
      });
      if (!choice.ok) throw new Error(`${choice.error.code}: ${choice.error.message}`);
      const { board, steps } = choice.value;
      return { type: 'PLAY', player, board, steps: steps.map((s) => [s.from, s.to] as const) };
    }
  }
}
