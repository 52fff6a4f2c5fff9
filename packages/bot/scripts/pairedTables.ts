/**
 * Two board rules compared on the same dice: reads two checkpoints of `tableMatch.ts` played with the
 * same seed and the same B (for example `--a wide` and `--a wideChoice`, both against `lookahead`) and
 * prints, over the pairs both files hold, how much more per table the first file's A scored than the
 * second's, with the standard error of that difference (pair by pair, so the dice cancel), and how many
 * pairs went exactly alike:
 *   node scripts/run-ts.mjs packages/bot/scripts/pairedTables.ts FIRST.jsonl SECOND.jsonl
 */
import { readFileSync } from 'node:fs';

interface Pair {
  readonly seed: number;
  readonly pair: number;
  readonly first: number;
  readonly second: number;
}

const read = (file: string): Map<number, Pair> =>
  new Map(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Pair)
      .map((p) => [p.pair, p]),
  );

const [firstFile, secondFile] = process.argv.slice(2);
if (!firstFile || !secondFile) throw new Error('usage: pairedTables.ts FIRST.jsonl SECOND.jsonl');
const first = read(firstFile);
const second = read(secondFile);
const differences: number[] = [];
for (const [n, b] of second) {
  const a = first.get(n);
  if (!a) continue;
  if (a.seed !== b.seed) throw new Error(`pair ${n}: seeds ${a.seed} and ${b.seed} differ`);
  differences.push((a.first + a.second) / 2 - (b.first + b.second) / 2);
}
const n = differences.length;
if (n < 2) throw new Error('fewer than two pairs in both files');
const mean = differences.reduce((s, x) => s + x, 0) / n;
const variance = differences.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1);
console.log(
  JSON.stringify({
    pairs: n,
    tables: 2 * n,
    differencePerTable: Number(mean.toFixed(4)),
    standardError: Number(Math.sqrt(variance / n).toFixed(4)),
    identicalPairs: differences.filter((x) => x === 0).length,
  }),
);
