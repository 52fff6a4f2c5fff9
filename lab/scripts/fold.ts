/**
 * A `short-v3` net as the same net on the `short-v4` inputs (`foldShortV3`: the eight features that
 * count checkers or points moved onto the point inputs; the same outputs to float rounding):
 *   node scripts/run-ts.mjs lab/scripts/fold.ts --in short.json --out short-v4.json
 * The training record stays as it was (seed, games, earlier stages under `from`): the fold changes no
 * output. The fold itself is recorded under `folded`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readWeightsFile } from '@nardy/bot';
import { foldShortV3 } from '../src/foldShortV3.ts';
import { makeWeightsFile } from '../src/makeWeightsFile.ts';
import { readCommandLine, scriptCommit } from './flags.ts';

const { flags } = readCommandLine({
  command: 'fold',
  usage: 'usage: node scripts/run-ts.mjs lab/scripts/fold.ts --in short.json --out short-v4.json',
  flags: ['in', 'out'],
});
if (!flags.in || !flags.out) throw new Error('--in FILE and --out FILE are required');
const json = JSON.parse(readFileSync(flags.in, 'utf8'));
const { net, family, encoding } = readWeightsFile(json);
if (family !== 'short' || encoding !== 'short-v3') throw new Error(`--in holds a ${encoding} net, not short-v3`);
const provenance = {
  ...json.provenance,
  folded: {
    by: '@nardy/lab foldShortV3 (lab/scripts/fold.ts): short-v3 -> short-v4, the same outputs',
    commit: scriptCommit(),
    date: new Date().toISOString(),
  },
};
writeFileSync(flags.out, `${JSON.stringify(makeWeightsFile(foldShortV3(net), 'short', 'short-v4', provenance))}\n`);
