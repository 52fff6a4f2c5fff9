import { rollDie } from '@nardy/bot';
import { CELLS, flipCells, OFF_CELL, PlayGenerator, type Position, type Rules, startPosition } from '@nardy/rules';

/**
 * Random self-play on the fast path: each turn rolls, generates every outcome and picks one at random.
 * Used by the benchmarks (games per second) and to sample positions from real games.
 */
export class RandomSelfPlay {
  private readonly gen = new PlayGenerator();
  private readonly board = new Int8Array(CELLS);
  private readonly next = new Int8Array(CELLS);

  /**
   * `mode`: `uniform` picks uniformly among the distinct outcomes (full generation every turn);
   * `sampled` uses `PlayGenerator.sample` (a random legal play without enumerating them all).
   */
  constructor(
    private readonly rules: Rules,
    private readonly random: () => number,
    private readonly mode: 'uniform' | 'sampled' = 'uniform',
  ) {}

  /**
   * Plays one game from the start; calls `visit` with the mover's cells before each roll (if given).
   * Returns the number of turns played.
   */
  playGame(visit?: (cells: Int8Array) => void): number {
    const variant = this.rules.variant;
    const board = this.board;
    board.set(startPosition(variant).cells);
    const turnsPlayed = [0, 0];
    let side = 0;
    let turns = 0;
    for (;;) {
      visit?.(board);
      const d1 = rollDie(this.random);
      const d2 = rollDie(this.random);
      const firstTurn = turnsPlayed[side] === 0;
      turnsPlayed[side]++;
      turns++;
      let pick = -1;
      if (this.mode === 'sampled') {
        if (this.gen.sample(this.rules, board, d1, d2, this.random, firstTurn)) pick = 0;
      } else {
        const count = this.gen.generate(this.rules, board, d1, d2, firstTurn);
        if (count > 0) pick = Math.floor(this.random() * count);
      }
      if (pick >= 0) {
        board.set(this.gen.outcomes.subarray(pick * CELLS, (pick + 1) * CELLS));
        if (board[OFF_CELL] === 15) return turns;
      }
      flipCells(variant, board, this.next);
      board.set(this.next);
      side ^= 1;
      if (turns > 10000) throw new Error('self-play game did not end');
    }
  }
}

/** Positions sampled from seeded random self-play: every `every`-th turn of `games` games. */
export function sampledPositions(rules: Rules, random: () => number, games: number, every = 3): Position[] {
  const selfPlay = new RandomSelfPlay(rules, random);
  const out: Position[] = [];
  let k = 0;
  for (let g = 0; g < games; g++) {
    selfPlay.playGame((cells) => {
      if (k++ % every === 0) out.push({ variant: rules.variant, cells: Int8Array.from(cells) });
    });
  }
  return out;
}
