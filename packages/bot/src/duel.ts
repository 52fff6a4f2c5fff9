import { type OpeningRoll, tableDefaults } from '@nardy/parallel';
import {
  CELLS,
  flipCells,
  OFF_CELL,
  PlayGenerator,
  type Random,
  type Rules,
  seededRandom,
  startPosition,
} from '@nardy/rules';
import { finishedPoints, type Scoring } from './outputs.ts';
import { rollDie } from './random.ts';
import type { Strategy } from './strategy.ts';

/** One finished game: points for the player who moved first (negative when it lost), turns played. */
export interface GameResult {
  readonly points: number;
  readonly turns: number;
}

/**
 * Plays one game from the start between two strategies; `players[0]` moves first. With the opening
 * `useDice` (RULES.md §6.2: the two opening dice are the first play) the first roll is never a double,
 * so doubles are re-rolled there; with `reroll` the starter rolls both dice and may open with a double.
 * The default is the table's default for this variant (`reroll` for the long family).
 */
export function playGame(
  rules: Rules,
  players: readonly [Strategy, Strategy],
  dice: Random,
  scoring: Scoring,
  gen: PlayGenerator = new PlayGenerator(),
  openingRoll: OpeningRoll = tableDefaults([rules.variant]).openingRoll,
): GameResult {
  const board = Int8Array.from(startPosition(rules.variant).cells);
  const next = new Int8Array(CELLS);
  const played = [0, 0];
  let side = 0;
  for (let turns = 1; turns < 5000; turns++) {
    let d1 = rollDie(dice);
    let d2 = rollDie(dice);
    while (turns === 1 && openingRoll === 'useDice' && d1 === d2) {
      d1 = rollDie(dice);
      d2 = rollDie(dice);
    }
    const count = gen.generate(rules, board, d1, d2, played[side] === 0);
    played[side]++;
    if (count > 0) {
      const pick = players[side].pick(gen, board);
      if (!(pick >= 0 && pick < count)) throw new Error(`${players[side].name} picked outcome ${pick} of ${count}`);
      board.set(gen.outcomes.subarray(pick * CELLS, (pick + 1) * CELLS));
      if (board[OFF_CELL] === 15) {
        const points = finishedPoints(rules, board, scoring);
        return { points: side === 0 ? points : -points, turns };
      }
    }
    flipCells(rules.variant, board, next);
    board.set(next);
    side ^= 1;
  }
  throw new Error('game did not end in 5000 turns');
}

/** The result of a duplicate match, from A's side. */
export interface MatchResult {
  readonly games: number;
  /** Points per game won by A (cubeless, the variant's ending setting). */
  readonly pointsPerGame: number;
  /** Standard error of `pointsPerGame`, over the duplicate pairs (each pair is one sample). */
  readonly standardError: number;
  /** Share of games A won. */
  readonly winRate: number;
  readonly seconds: number;
}

/**
 * A duplicate match: each dice sequence (seeded from `seed` and the pair number) is played twice, A
 * moving first in one game and B in the other, which cancels most of the luck of the dice.
 */
export function duplicateMatch(
  rules: Rules,
  a: Strategy,
  b: Strategy,
  options: {
    readonly pairs: number;
    readonly seed: number;
    readonly scoring: Scoring;
    /** Default: the table's default for the variant (RULES.md §6.2, revised 2026-12). */
    readonly openingRoll?: OpeningRoll;
  },
  /** After each pair: how many are done, and A's points per game so far with its standard error. */
  onPair?: (done: number, soFar: { readonly pointsPerGame: number; readonly standardError: number }) => void,
): MatchResult {
  const gen = new PlayGenerator();
  const start = Date.now();
  let sum = 0;
  let sumSquares = 0;
  let wins = 0;
  for (let pair = 0; pair < options.pairs; pair++) {
    const pairSeed = (Math.imul(options.seed, 0x9e3779b1) ^ Math.imul(pair + 1, 0x85ebca77)) >>> 0;
    const opening = options.openingRoll;
    const first = playGame(rules, [a, b], seededRandom(pairSeed), options.scoring, gen, opening).points;
    const second = -playGame(rules, [b, a], seededRandom(pairSeed), options.scoring, gen, opening).points;
    const x = (first + second) / 2;
    sum += x;
    sumSquares += x * x;
    if (first > 0) wins++;
    if (second > 0) wins++;
    onPair?.(pair + 1, meanAndError(sum, sumSquares, pair + 1));
  }
  const n = options.pairs;
  return {
    games: 2 * n,
    ...meanAndError(sum, sumSquares, n),
    winRate: wins / (2 * n),
    seconds: (Date.now() - start) / 1000,
  };
}

/** The mean of `n` samples and its standard error, from their sum and sum of squares. */
export function meanAndError(
  sum: number,
  sumSquares: number,
  n: number,
): { pointsPerGame: number; standardError: number } {
  const mean = sum / n;
  const variance = n > 1 ? (sumSquares - n * mean * mean) / (n - 1) : 0;
  return { pointsPerGame: mean, standardError: Math.sqrt(Math.max(variance, 0) / n) };
}
