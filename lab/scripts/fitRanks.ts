/**
 * Teaches a net the 2-ply rankings of `rankData.ts` (`RankTrainer`: the candidates' differences, and
 * with weight --alpha their values):
 *   node scripts/run-ts.mjs lab/scripts/fitRanks.ts --from NET.json --data A.jsonl[,B.jsonl]
 *     [--epochs 8] [--rate 0.05] [--rate-end 0.005] [--alpha 0.25] [--held 3000] [--seed 1] [--hidden H]
 *     --out FILE.json
 * The last --held decisions of the data are kept out of training; before the first epoch and after
 * each one their `RankFigures` are printed (the regret is what a 0-ply player with the net loses to
 * the 2-ply judgement, per decision). Decisions where a candidate ends the game are left out (the
 * search scores those exactly). The learning rate falls linearly over all epochs; the net after the
 * last epoch is written to FILE with its provenance. --hidden H (more than the net's) widens the net
 * first (`widenHidden`: the same outputs, the new units free to learn), to see what a larger net
 * would take from the same data.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readWeightsFile } from '@nardy/bot';
import { flipCells, isVariantName, OFF_CELL, seededRandom } from '@nardy/rules';
import { makeWeightsFile } from '../src/makeWeightsFile.ts';
import { type RankedDecision, RankTrainer } from '../src/rankTrainer.ts';
import { readCommandLine, scriptCommit } from './flags.ts';
import { shuffle } from './shuffle.ts';
import { widenHidden } from './widenNet.ts';

const { flags } = readCommandLine({
  command: 'fitRanks',
  usage:
    'usage: node scripts/run-ts.mjs lab/scripts/fitRanks.ts --from NET.json --data A.jsonl[,B.jsonl] [--epochs 8] [--rate 0.05] [--rate-end 0.005] [--alpha 0.25] [--held 3000] [--seed 1] [--hidden H] --out FILE.json',
  flags: ['from', 'data', 'epochs', 'rate', 'rate-end', 'alpha', 'held', 'seed', 'hidden', 'out'],
});
if (!flags.from || !flags.data || !flags.out) throw new Error('--from, --data and --out are required');
const epochs = Number(flags.epochs ?? 8);
const rate = Number(flags.rate ?? 0.05);
const rateEnd = Number(flags['rate-end'] ?? 0.005);
const alpha = Number(flags.alpha ?? 0.25);
const heldCount = Number(flags.held ?? 3000);
const seed = Number(flags.seed ?? 1);

const decisions: RankedDecision[] = [];
for (const file of flags.data.split(',')) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as { v: string; a: number[][]; t: number[] };
    const variant = row.v;
    if (!isVariantName(variant) || row.a.length < 2 || row.a.length !== row.t.length) {
      throw new Error(`${file}: bad line`);
    }
    if (row.a.some((a) => a.length !== 28)) throw new Error(`${file}: bad cells`);
    if (row.a.some((a) => a[OFF_CELL] === 15)) continue;
    const replies = row.a.map((a) => flipCells(variant, Int8Array.from(a)));
    decisions.push({ variant, replies, judged: Float64Array.from(row.t) });
  }
}
if (decisions.length <= heldCount) throw new Error(`${decisions.length} decisions: fewer than --held`);
const held = decisions.slice(decisions.length - heldCount);
const train = decisions.slice(0, decisions.length - heldCount);

const startFile = JSON.parse(readFileSync(flags.from, 'utf8'));
const start = readWeightsFile(startFile);
const { family, encoding } = start;
const hidden = Number(flags.hidden ?? start.net.hidden);
if (!(Number.isInteger(hidden) && hidden >= start.net.hidden)) {
  throw new Error(`--hidden must be a whole number of at least the net's ${start.net.hidden}`);
}
const widened = hidden > start.net.hidden;
const net = widened ? widenHidden(start.net, hidden, seed) : start.net;
const trainer = new RankTrainer(net, encoding, alpha);
const round = (o: object) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Number((v as number).toPrecision(5))]));
const report: Record<string, unknown>[] = [{ epoch: 0, ...round(trainer.figures(held)) }];
process.stdout.write(`${JSON.stringify({ train: train.length, held: held.length, ...report[0] })}\n`);

const random = seededRandom(seed);
const order = Int32Array.from(train.keys());
const steps = epochs * train.length;
const started = Date.now();
let step = 0;
for (let epoch = 1; epoch <= epochs; epoch++) {
  shuffle(order, random);
  for (const k of order) {
    trainer.step(train[k], rate + ((rateEnd - rate) * step) / steps);
    step++;
  }
  report.push({ epoch, ...round(trainer.figures(held)) });
  const seconds = Math.round((Date.now() - started) / 1000);
  process.stdout.write(`${JSON.stringify({ ...report[report.length - 1], seconds })}\n`);
}

const provenance = {
  trainedBy: '@nardy/lab taught its own 2-ply rankings (lab/scripts/fitRanks.ts)',
  commit: scriptCommit(),
  data: flags.data.split(',').map((f) => f.split('/').pop()),
  decisions: train.length,
  settings: { epochs, rate, rateEnd, alpha, heldCount, seed, ...(widened ? { hidden } : {}) },
  heldOut: report,
  seconds: Math.round((Date.now() - started) / 1000),
  from: startFile.provenance ?? flags.from,
  date: new Date().toISOString(),
};
writeFileSync(flags.out, `${JSON.stringify(makeWeightsFile(net, family, encoding, provenance))}\n`);
