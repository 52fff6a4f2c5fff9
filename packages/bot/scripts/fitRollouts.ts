/**
 * Teaches a net the rolled-out chances of `rolloutData.ts` (supervised, cross-entropy per output):
 *   node scripts/run-ts.mjs packages/bot/scripts/fitRollouts.ts --from NET.json --data A.jsonl[,B.jsonl]
 *     [--epochs 4] [--rate 0.002] [--rate-end 0.0005] [--held 5000] [--td-every 0] [--seed 1] --out FILE.json
 * The last --held positions of the data are kept out of training; after each epoch their mean
 * cross-entropy and the mean squared error of the winning chance and of the cubeless equity against
 * the rolled-out targets are printed (the targets are means of a few dozen games, so neither reaches
 * zero: what matters is the fall from the starting net's figures, printed first). --td-every N plays
 * one TD(λ) self-play game (train.ts's settings at the current rate) after every N positions, so the
 * positions the data does not hold keep being taught too. The learning rate falls linearly over all
 * epochs. The net after the last epoch is written to FILE with its provenance.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isVariantName, seededRandom, type VariantName } from '@nardy/rules';
import {
  consistent,
  defaultScoring,
  encode,
  equity,
  makeWeightsFile,
  OUTPUTS,
  readWeightsFile,
  SparseInputs,
  TdTrainer,
} from '../src/index.ts';
import { parseFlags, scriptCommit } from './flags.ts';
import { shuffle } from './shuffle.ts';

const flags = parseFlags();
if (!flags.from || !flags.data || !flags.out) throw new Error('--from, --data and --out are required');
const epochs = Number(flags.epochs ?? 4);
const rate = Number(flags.rate ?? 0.002);
const rateEnd = Number(flags['rate-end'] ?? 0.0005);
const heldCount = Number(flags.held ?? 5000);
const tdEvery = Number(flags['td-every'] ?? 0);
const seed = Number(flags.seed ?? 1);

interface Sample {
  readonly variant: VariantName;
  readonly cells: Int8Array;
  readonly target: Float64Array;
}

const samples: Sample[] = [];
for (const file of flags.data.split(',')) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as { v: string; c: number[]; p: number[] };
    if (!isVariantName(row.v) || row.c.length !== 28 || row.p.length !== OUTPUTS) throw new Error(`${file}: bad line`);
    samples.push({ variant: row.v, cells: Int8Array.from(row.c), target: Float64Array.from(row.p) });
  }
}
if (samples.length <= heldCount) throw new Error(`${samples.length} positions: fewer than --held`);
const held = samples.slice(samples.length - heldCount);
const train = samples.slice(0, samples.length - heldCount);

const startFile = JSON.parse(readFileSync(flags.from, 'utf8'));
const { net, family, encoding } = readWeightsFile(startFile);
const x = new SparseInputs();
const out = new Float64Array(OUTPUTS);

/** Held-out figures: mean cross-entropy over the outputs, MSE of the winning chance and of the equity. */
function heldOut(): { crossEntropy: number; winMse: number; equityMse: number } {
  let ce = 0;
  let win = 0;
  let eq = 0;
  for (const s of held) {
    encode(encoding, s.cells, x);
    net.forward(x, out);
    consistent(out);
    for (let k = 0; k < OUTPUTS; k++) {
      const y = Math.min(1 - 1e-7, Math.max(1e-7, out[k]));
      ce -= s.target[k] * Math.log(y) + (1 - s.target[k]) * Math.log(1 - y);
    }
    win += (out[0] - s.target[0]) ** 2;
    const scoring = defaultScoring(s.variant);
    eq += (equity(out, scoring) - equity(s.target, scoring)) ** 2;
  }
  const n = held.length;
  return { crossEntropy: ce / n / OUTPUTS, winMse: win / n, equityMse: eq / n };
}

const round = (o: Record<string, number>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Number(v.toPrecision(5))]));
const report: Record<string, unknown>[] = [];
const before = round(heldOut());
report.push({ epoch: 0, ...before });
process.stdout.write(`${JSON.stringify({ epoch: 0, train: train.length, held: held.length, ...before })}\n`);

const random = seededRandom(seed);
const order = Int32Array.from(train.keys());
const steps = epochs * train.length;
// The TD games' rate falls on the same line as the fit's: game g comes at step g × tdEvery.
const td =
  tdEvery > 0
    ? new TdTrainer(
        {
          family,
          encoding,
          hidden: net.hidden,
          seed,
          lambda: 0.7,
          rate,
          rateEnd,
          rateGames: Math.max(1, steps / tdEvery),
        },
        net,
      )
    : null;
const started = Date.now();
let step = 0;
for (let epoch = 1; epoch <= epochs; epoch++) {
  shuffle(order, random);
  for (const k of order) {
    const r = rate + ((rateEnd - rate) * step) / steps;
    const s = train[k];
    encode(encoding, s.cells, x);
    net.learn(x, s.target, r);
    step++;
    if (td && step % tdEvery === 0) td.playGame();
  }
  const figures = round(heldOut());
  report.push({ epoch, ...figures });
  process.stdout.write(
    `${JSON.stringify({ epoch, seconds: Math.round((Date.now() - started) / 1000), tdGames: td?.games ?? 0, ...figures })}\n`,
  );
}

const commit = scriptCommit();
const provenance = {
  trainedBy: '@nardy/bot supervised on its own rollouts (packages/bot/scripts/fitRollouts.ts)',
  commit,
  data: flags.data.split(',').map((f) => f.split('/').pop()),
  positions: train.length,
  settings: { epochs, rate, rateEnd, heldCount, tdEvery, seed },
  tdGames: td?.games ?? 0,
  heldOut: report,
  seconds: Math.round((Date.now() - started) / 1000),
  from: startFile.provenance ?? flags.from,
  date: new Date().toISOString(),
};
writeFileSync(flags.out, `${JSON.stringify(makeWeightsFile(net, family, encoding, provenance))}\n`);
