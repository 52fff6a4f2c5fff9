import {
  applySteps,
  type Color,
  type Dice,
  flip,
  OFF_CELL,
  OPP_OFF_CELL,
  type Position,
  startPosition,
  toSetup,
} from '@nardy/rules';
import type { RuleDemo } from '../rules/ruleDemo.ts';
import type { FirstVariant } from './lessons.ts';

/**
 * The free part of the guided first game (docs/app.md "First game"): one board, the player White
 * against the computer, the player first. Pure: the element rolls, asks the analysis for the
 * computer's play and the hints, and moves this state on.
 */
export interface FreeGame {
  readonly variant: FirstVariant;
  /** The board seen from White (the player). */
  readonly position: Position;
  readonly turn: Color;
  readonly dice: Dice | null;
  /** Each side's first turn is still to come (the long-nardy head exception). */
  readonly firstTurn: { readonly white: boolean; readonly black: boolean };
  readonly winner: Color | null;
}

export function newFreeGame(variant: FirstVariant): FreeGame {
  return {
    variant,
    position: startPosition(variant),
    turn: 'white',
    dice: null,
    firstTurn: { white: true, black: true },
    winner: null,
  };
}

/** The board as the player on turn sees it (his own numbering). */
export function moverPosition(game: FreeGame): Position {
  return game.turn === 'white' ? game.position : flip(game.position);
}

/** The player's turn as a live board's demo (White to play the roll). */
export function playerDemo(game: FreeGame): RuleDemo {
  const setup = toSetup(game.position);
  return {
    variant: game.variant,
    white: setup.mover,
    black: setup.opponent,
    ...(game.dice ? { dice: game.dice } : {}),
    firstTurn: game.firstTurn.white,
  };
}

/** Two dice from `random` (0 ≤ x < 1); the player's very first roll is not a double in short nardy. */
export function rollDice(game: FreeGame, random: () => number = Math.random): Dice {
  for (;;) {
    const dice: Dice = [1 + Math.floor(random() * 6), 1 + Math.floor(random() * 6)];
    const opening = game.variant === 'short' && game.firstTurn.white && game.turn === 'white';
    if (!opening || dice[0] !== dice[1]) return dice;
  }
}

/** The game after the player on turn played `steps` (his own numbering; none: a pass). */
export function afterPlay(game: FreeGame, steps: readonly { from: number; to: number }[]): FreeGame {
  const moved = applySteps(moverPosition(game), steps);
  const position = game.turn === 'white' ? moved : flip(moved);
  const winner = position.cells[OFF_CELL] === 15 ? 'white' : position.cells[OPP_OFF_CELL] === 15 ? 'black' : null;
  return {
    ...game,
    position,
    turn: game.turn === 'white' ? 'black' : 'white',
    dice: null,
    firstTurn: { ...game.firstTurn, [game.turn]: false },
    winner,
  };
}
