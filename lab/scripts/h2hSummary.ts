/**
 * Pools the checkpoint files of `gnubgMatch.ts` runs into one figure, and compares two bots that were
 * played against gnubg on the same dice:
 *   node scripts/run-ts.mjs lab/scripts/h2hSummary.ts --files a.jsonl,b.jsonl
 *     [--against c.jsonl,d.jsonl]
 * Prints one JSON line per file and one for all of them: games, the bot's points per game and, over
 * the pairs whose luck was kept (ADR 0102), its luck-adjusted points per game, each with its standard
 * error over the pairs. With --against (the other bot's files, on the same seeds), also the
 * difference pair by pair (files minus against) over the pairs both played: gnubg plays the same way
 * in the same position, so the two bots' games agree until their plays differ and the difference has
 * far less spread than either figure.
 */

import { readCommandLine } from './flags.ts';
import { type H2hPair, H2hTally, readH2hPairs, round4 } from './h2hCheckpoint.ts';

const { flags } = readCommandLine({
  command: 'h2hSummary',
  usage: 'usage: node scripts/run-ts.mjs lab/scripts/h2hSummary.ts --files a.jsonl,b.jsonl [--against c.jsonl,d.jsonl]',
  flags: ['files', 'against'],
});
const list = (value: string | undefined): string[] => (value ? value.split(',').filter((f) => f !== '') : []);
const files = list(flags.files);
if (files.length === 0) throw new Error('--files: one or more checkpoint files of gnubgMatch.ts, comma-separated');

/** The figures of some pairs as one JSON object. */
function summary(label: string, pairs: readonly H2hPair[]): Record<string, unknown> {
  const tally = new H2hTally();
  for (const pair of pairs) tally.addPair(pair);
  return { label, ...tally.figures() };
}

const all: H2hPair[] = [];
for (const file of files) {
  const pairs = readH2hPairs(file);
  console.log(JSON.stringify(summary(file, pairs)));
  all.push(...pairs);
}
if (files.length > 1) console.log(JSON.stringify(summary('all', all)));

const against = list(flags.against);
if (against.length > 0) {
  const theirs = new Map<string, H2hPair>();
  for (const file of against) for (const pair of readH2hPairs(file)) theirs.set(`${pair.seed}/${pair.pair}`, pair);
  const difference = new H2hTally();
  let same = 0;
  for (const pair of all) {
    const other = theirs.get(`${pair.seed}/${pair.pair}`);
    if (!other) continue;
    difference.addDifference(pair, other);
    if (pair.first === other.first && pair.second === other.second) same++;
  }
  const compared = difference.points.count;
  console.log(
    JSON.stringify({
      label: 'difference (files minus against)',
      pairsWithSamePoints: compared ? round4(same / compared) : null,
      ...difference.figures(),
    }),
  );
}
