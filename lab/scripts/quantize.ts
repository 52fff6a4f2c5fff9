/**
 * Makes the binary weights a page downloads from a float weights file:
 *   node scripts/run-ts.mjs lab/scripts/quantize.ts --in packages/bot/weights/short.json
 *     --out packages/bot/weights/short.nnq [--levels 127] [--epochs 4] [--rate 0.002] [--train 100000]
 *     [--held 20000] [--random 0.25] [--seed 1] [--fine-rows 0] [--fine-steps 256]
 *     [--balance 0] [--min-levels 31] [--focus 0]
 * Positions come from the float net's own 0-ply self-play and, a share --random of them, from random
 * play (`positions.ts`; seeds from --seed, apart from the benchmark's and the tests'). Deterministic: the same flags give the same bytes. Prints the sizes and the
 * agreement on the held-out positions; `bench.ts quantized` measures agreement on 60,000 others.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { NeuralEvaluator, readWeightsFile } from '@nardy/bot';
import { writeQuantizedNet } from '@nardy/bot/src/quantizedWeights.ts';
import { seededRandom } from '@nardy/rules';
import { DEFAULT_QUANTIZE, quantizeNet, Samples } from '../src/quantize.ts';
import { readCommandLine } from './flags.ts';
import { familyPositions, randomPlayPositions } from './positions.ts';

const { flags } = readCommandLine({
  command: 'quantize',
  usage:
    'usage: node scripts/run-ts.mjs lab/scripts/quantize.ts --in FILE.json --out FILE.nnq [--levels 127] [--epochs 4] [--rate 0.002] [--train 100000] [--held 20000] [--random 0.25] [--seed 1] [--fine-rows 0] [--fine-steps 256] [--balance 0] [--min-levels 31] [--focus 0]',
  flags: [
    'in',
    'out',
    'levels',
    'epochs',
    'rate',
    'train',
    'held',
    'random',
    'seed',
    'fine-rows',
    'fine-steps',
    'balance',
    'min-levels',
    'focus',
  ],
});
if (!flags.in || !flags.out) throw new Error('--in FILE.json and --out FILE.nnq are required');
const num = (name: string, fallback: number) => (flags[name] === undefined ? fallback : Number(flags[name]));
const seed = num('seed', 1);
const { net, family, encoding } = readWeightsFile(JSON.parse(readFileSync(flags.in, 'utf8')));
const evaluator = new NeuralEvaluator(net, encoding);
const started = Date.now();
// Self-play positions, and a share (--random, default 0.25) from random play: the odd positions too.
const share = num('random', 0.25);
const positions = (count: number, seedBase: number) => [
  ...familyPositions(family, evaluator, Math.round(count * (1 - share)), seedBase),
  ...randomPlayPositions(family, Math.round(count * share), seedBase + 100),
];
const train = new Samples(net, encoding, positions(num('train', 100000), 1000 * seed));
const held = new Samples(net, encoding, positions(num('held', 20000), 1000 * seed + 500));
const q = quantizeNet(net, family, encoding, train, held, {
  ...DEFAULT_QUANTIZE,
  levels: num('levels', DEFAULT_QUANTIZE.levels),
  epochs: num('epochs', DEFAULT_QUANTIZE.epochs),
  rate: num('rate', DEFAULT_QUANTIZE.rate),
  fineRows: num('fine-rows', 0),
  fineSteps: num('fine-steps', 256),
  balance: num('balance', 0),
  minLevels: num('min-levels', DEFAULT_QUANTIZE.minLevels),
  focus: num('focus', 0),
  random: seededRandom(seed),
  log: (line) => process.stdout.write(`${line}\n`),
});
const bytes = writeQuantizedNet(q);
writeFileSync(flags.out, bytes);
console.log(
  JSON.stringify({
    out: flags.out,
    bytes: bytes.length,
    gzipped: gzipSync(bytes, { level: 9 }).length,
    seconds: Math.round((Date.now() - started) / 1000),
  }),
);
