/**
 * Runs inside a browser Web Worker (bundled by workerBench.ts): times the "strong" level on the same
 * kind of positions as `bench.ts movetime` (0-ply self-play, every 4th turn, all 21 rolls).
 */
import { isLevel, loadCommittedWeights } from '../src/index.ts';
import { moveTimes, selfPlayPositions } from './moveTimes.ts';

const scope = self as unknown as {
  postMessage(x: unknown): void;
  onmessage: ((e: { data: { variant: 'short' | 'long'; level: string; positions: number } }) => void) | null;
};

scope.onmessage = async (e) => {
  const { variant, level, positions: wanted } = e.data;
  if (!isLevel(level)) throw new Error(`unknown level ${level}`);
  await loadCommittedWeights();
  scope.postMessage({ variant, level, ...moveTimes(variant, level, selfPlayPositions(variant, wanted)) });
};
