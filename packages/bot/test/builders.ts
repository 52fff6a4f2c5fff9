// Test-only helpers: positions sampled from random play, for comparing fast paths with their references.
import {
  CELLS,
  flipCells,
  OFF_CELL,
  PlayGenerator,
  rulesFor,
  seededRandom,
  startPosition,
  type VariantName,
} from '@nardy/rules';
import { rollDie } from '../src/random.ts';

/**
 * `count` positions of `variant` (cells seen from the side to move, game not over) as a 0-ply search
 * meets them: two afterstates of every roll, flipped to the opponent, along games where each side
 * plays a random legal play. Deterministic from `seed`; covers hits, bars, primes, races and bear-offs.
 */
export function samplePositions(variant: VariantName, count: number, seed = 1): Int8Array[] {
  const rules = rulesFor(variant);
  const gen = new PlayGenerator();
  const random = seededRandom(seed);
  const out: Int8Array[] = [];
  while (out.length < count) {
    const board = Int8Array.from(startPosition(variant).cells);
    const played = [0, 0];
    let side = 0;
    for (let turn = 0; turn < 2000 && out.length < count; turn++) {
      const n = gen.generate(rules, board, rollDie(random), rollDie(random), played[side] === 0);
      played[side]++;
      if (n > 0) {
        for (let k = 0; k < 2 && out.length < count; k++) {
          const i = Math.floor(random() * n);
          const after = gen.outcomes.subarray(i * CELLS, (i + 1) * CELLS);
          if (after[OFF_CELL] !== 15) out.push(flipCells(variant, after));
        }
        const pick = Math.floor(random() * n);
        board.set(gen.outcomes.subarray(pick * CELLS, (pick + 1) * CELLS));
        if (board[OFF_CELL] === 15) break;
      }
      board.set(flipCells(variant, board));
      side ^= 1;
    }
  }
  return out;
}
