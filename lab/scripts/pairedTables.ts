/**
 * Two board rules compared on the same dice: reads two checkpoints of `tableMatch.ts` played with the
 * same seed and the same B (for example `--a wide` and `--a wideChoice`, both against `lookahead`) and
 * prints, over the pairs both files hold, how much more per table the first file's A scored than the
 * second's, with the standard error of that difference (pair by pair, so the dice cancel), and how many
 * pairs went exactly alike:
 *   node scripts/run-ts.mjs lab/scripts/pairedTables.ts FIRST.jsonl SECOND.jsonl
 */
import { meanAndError } from '@nardy/bot';
import { readCommandLine } from './flags.ts';
import { pairPoints, readTablePairs } from './tableCheckpoint.ts';

const { args } = readCommandLine({
  command: 'pairedTables',
  usage: 'usage: node scripts/run-ts.mjs lab/scripts/pairedTables.ts FIRST.jsonl SECOND.jsonl',
  args: [2, 2],
});
const [firstFile, secondFile] = args;
const first = new Map(readTablePairs(firstFile).map((p) => [p.pair, p]));
const differences: number[] = [];
for (const b of readTablePairs(secondFile)) {
  const a = first.get(b.pair);
  if (!a) continue;
  if (a.seed !== b.seed) throw new Error(`pair ${b.pair}: seeds ${a.seed} and ${b.seed} differ`);
  differences.push(pairPoints(a) - pairPoints(b));
}
const n = differences.length;
if (n < 2) throw new Error('fewer than two pairs in both files');
const { pointsPerGame: mean, standardError } = meanAndError(
  differences.reduce((s, x) => s + x, 0),
  differences.reduce((s, x) => s + x * x, 0),
  n,
);
console.log(
  JSON.stringify({
    pairs: n,
    tables: 2 * n,
    differencePerTable: Number(mean.toFixed(4)),
    standardError: Number(standardError.toFixed(4)),
    identicalPairs: differences.filter((x) => x === 0).length,
  }),
);
