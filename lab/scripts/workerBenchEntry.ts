/**
 * Runs inside a browser Web Worker (bundled by workerBench.ts): times a level on the same kind of
 * positions as `bench.ts movetime` (0-ply self-play, every 4th turn, all 21 rolls), or, with `boards`,
 * its decisions at whole parallel tables (`tableMoveTimes`, `tables` of them, board rule `rule`).
 */

import { BOARD_RULES, type BoardRule, isLevel, loadCommittedWeights } from '@nardy/bot';
import { loadPlaysKernel } from '@nardy/rules';
import { moveTimes, selfPlayPositions, tableMoveTimes } from './moveTimes.ts';

interface Request {
  readonly variant: 'short' | 'long';
  readonly level: string;
  readonly positions: number;
  readonly boards?: readonly ('short' | 'long')[];
  readonly rule?: string;
  readonly tables?: number;
  /** `chooseBoardAndPlay`'s deepMargin: a number, or `all` (every board at the level). */
  readonly margin?: string;
}

const scope = self as unknown as {
  postMessage(x: unknown): void;
  onmessage: ((e: { data: Request }) => void) | null;
};

scope.onmessage = async (e) => {
  const { variant, level, positions: wanted, boards, rule = 'lookahead', tables = 10, margin } = e.data;
  if (!isLevel(level)) throw new Error(`unknown level ${level}`);
  if (!(BOARD_RULES as readonly string[]).includes(rule)) throw new Error(`unknown board rule ${rule}`);
  const kernel = (await Promise.all([loadCommittedWeights(), loadPlaysKernel()]))[1];
  if (boards) {
    const deepMargin = margin === undefined ? undefined : margin === 'all' ? Number.POSITIVE_INFINITY : Number(margin);
    const times = tableMoveTimes(boards, level, rule as BoardRule, tables, undefined, deepMargin);
    scope.postMessage({ boards, level, rule, tables, ...(margin === undefined ? {} : { margin }), kernel, ...times });
  } else
    scope.postMessage({ variant, level, kernel, ...moveTimes(variant, level, selfPlayPositions(variant, wanted)) });
};
