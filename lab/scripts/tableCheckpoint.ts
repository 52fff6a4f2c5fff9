/**
 * The checkpoint files of `tableMatch.ts` (one JSON line per finished pair of duplicate tables), read
 * by that script to go on from where a run stopped and by `pairedTables.ts` to compare two runs.
 */
import { readFileSync } from 'node:fs';

export interface TablePair {
  readonly seed: number;
  readonly pair: number;
  /** A's points at the table where A was White, then Black. */
  readonly first: number;
  readonly second: number;
  /** Tables of the pair where A paid the half point (0–2). */
  readonly paid: number;
}

/** The pairs of a checkpoint file, in the file's order. */
export function readTablePairs(file: string): TablePair[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TablePair);
}

/** A's points per table in a pair (the mean of its two tables). */
export function pairPoints(pair: TablePair): number {
  return (pair.first + pair.second) / 2;
}
