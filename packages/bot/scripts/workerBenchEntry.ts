/**
 * Runs inside a browser Web Worker (bundled by workerBench.ts): times the "strong" level on the same
 * kind of positions as `bench.ts movetime` (0-ply self-play, every 4th turn, all 21 rolls).
 */
import { ALL_ROLLS, CELLS, flipCells, OFF_CELL, PlayGenerator, rulesFor, startPosition } from '@nardy/rules';
import { chooseMove, isLevel, makeStrategy, rollDie, seededRandom } from '../src/index.ts';

const scope = self as unknown as {
  postMessage(x: unknown): void;
  onmessage: ((e: { data: { variant: 'short' | 'long'; level: string; positions: number } }) => void) | null;
};

scope.onmessage = (e) => {
  const { variant, level, positions: wanted } = e.data;
  if (!isLevel(level)) throw new Error(`unknown level ${level}`);
  const rules = rulesFor(variant);
  const club = makeStrategy('club', rules);
  const random = seededRandom(5);
  const gen = new PlayGenerator();
  const positions: Int8Array[] = [];
  while (positions.length < wanted) {
    const board = Int8Array.from(startPosition(variant).cells);
    for (let turn = 0; turn < 300 && positions.length < wanted; turn++) {
      if (turn % 4 === 1) positions.push(Int8Array.from(board));
      const n = gen.generate(rules, board, rollDie(random), rollDie(random), turn < 2);
      if (n > 0) {
        const pick = club.pick(gen, board);
        board.set(gen.outcomes.subarray(pick * CELLS, (pick + 1) * CELLS));
        if (board[OFF_CELL] === 15) break;
      }
      board.set(flipCells(variant, board));
    }
  }
  const times: number[] = [];
  for (const cells of positions) {
    for (const dice of ALL_ROLLS) {
      const t0 = performance.now();
      chooseMove(variant, { variant, cells }, dice, { level });
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  scope.postMessage({
    variant,
    level,
    moves: times.length,
    meanMs: times.reduce((a, b) => a + b, 0) / times.length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: at(1),
  });
};
