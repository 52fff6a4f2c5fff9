// Test-only helpers (the net scripts use them too): positions from seeded games, for comparing fast paths
// with their references and for fitting and checking nets.
import {
  CELLS,
  flipCells,
  OFF_CELL,
  PlayGenerator,
  type Position,
  rulesFor,
  seededRandom,
  startPosition,
  type VariantName,
} from '@nardy/rules';
import { rollDie } from '../src/random.ts';

/** One turn of a game that `playGames` plays: the position before the roll and the roll's plays. */
export interface GameTurn {
  readonly variant: VariantName;
  /** The cells before the roll, seen from the side to move (the game's own array: copy what you keep). */
  readonly board: Int8Array;
  readonly firstTurn: boolean;
  /** The roll's plays: `count` afterstates in `gen.outcomes`, `CELLS` cells each. */
  readonly gen: PlayGenerator;
  readonly count: number;
}

/**
 * Plays games one after another from the start position of `variant()` while `more(game)` holds (asked
 * before every turn too): each turn rolls two dice from `random`, and when the roll has plays the side to
 * move makes the one `choose` returns (an index below `turn.count`; ignored when there are none). A game
 * ends when a side has borne off its 15 checkers, or after `maxTurns` turns.
 */
export function playGames(options: {
  readonly variant: () => VariantName;
  readonly random: () => number;
  readonly more: (game: number) => boolean;
  readonly choose: (turn: GameTurn) => number;
  readonly maxTurns?: number;
}): void {
  const { random, more, choose, maxTurns = 2000 } = options;
  const gen = new PlayGenerator();
  for (let game = 0; more(game); game++) {
    const variant = options.variant();
    const rules = rulesFor(variant);
    const board = Int8Array.from(startPosition(variant).cells);
    const played = [0, 0];
    let side = 0;
    for (let turn = 0; turn < maxTurns && more(game); turn++) {
      const firstTurn = played[side] === 0;
      const count = gen.generate(rules, board, rollDie(random), rollDie(random), firstTurn);
      played[side]++;
      const pick = choose({ variant, board, firstTurn, gen, count });
      if (count > 0) {
        board.set(gen.outcomes.subarray(pick * CELLS, (pick + 1) * CELLS));
        if (board[OFF_CELL] === 15) break;
      }
      board.set(flipCells(variant, board));
      side ^= 1;
    }
  }
}

/**
 * `count` positions (cells seen from the side to move, game not over) as a 0-ply search meets them: two
 * random afterstates of every roll, flipped to the opponent, along games where each side plays a random
 * legal play, each game in `variants[positions so far % variants.length]`. Deterministic from `seed`;
 * covers hits, bars, primes, races and bear-offs, and the odd positions self-play seldom reaches.
 */
export function randomGamePositions(variants: readonly VariantName[], count: number, seed: number): Int8Array[] {
  const random = seededRandom(seed);
  const out: Int8Array[] = [];
  playGames({
    variant: () => variants[out.length % variants.length],
    random,
    more: () => out.length < count,
    choose: ({ variant, gen, count: plays }) => {
      if (plays === 0) return 0;
      for (let k = 0; k < 2 && out.length < count; k++) {
        const i = Math.floor(random() * plays);
        const after = gen.outcomes.subarray(i * CELLS, (i + 1) * CELLS);
        if (after[OFF_CELL] !== 15) out.push(flipCells(variant, after));
      }
      return Math.floor(random() * plays);
    },
  });
  return out;
}

/** `count` positions of `variant` from random games (`randomGamePositions`). */
export function samplePositions(variant: VariantName, count: number, seed = 1): Int8Array[] {
  return randomGamePositions([variant], count, seed);
}

/** Every position before a roll (with the mover's first-turn flag) in `games` seeded games of random plays. */
export function turnPositions(
  variant: VariantName,
  seed: number,
  games: number,
): { position: Position; firstTurn: boolean }[] {
  const random = seededRandom(seed);
  const out: { position: Position; firstTurn: boolean }[] = [];
  playGames({
    variant: () => variant,
    random,
    more: (game) => game < games,
    maxTurns: 400,
    choose: ({ board, firstTurn, count }) => {
      out.push({ position: { variant, cells: Int8Array.from(board) }, firstTurn });
      return count > 0 ? Math.floor(random() * count) : 0;
    },
  });
  return out;
}
