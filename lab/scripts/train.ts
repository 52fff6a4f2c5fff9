/**
 * `npm run train -- --variant short --games N --seed S --out FILE [--hidden H] [--lambda L] [--rate R]
 *  [--rate-end R] [--checkpoint K] [--eval-pairs P] [--minutes M] [--stop-at G] [--from FILE] [--keep]`
 *
 * TD(λ) self-play for the family of --variant (short/Caucasian/nackgammon share one net; long and
 * khachapuri the other). Every K games (and at the end) the net plays a duplicate match at 0-ply
 * against the family's baseline (pubeval for short, the heuristic for long); the best checkpoint so far
 * is written to FILE with its provenance, the latest to FILE with `.last` before the extension.
 * The same --seed and --games reproduce the same weights. --minutes and --stop-at G stop early (the
 * learning-rate schedule still runs over --games): the net after game G of a run is reproduced by the
 * same flags with --stop-at G, and is the `.last` file of that run. --from FILE continues from a
 * weights file of the same family (its provenance is kept under `from`); with --hidden larger than its
 * hidden layer, the net is widened first (the new units start with zero output weights). --encoding E trains on
 * inputs E (default: the family's first encoding, or --from's); from a net whose encoding E extends
 * (`EXTENDS`), the net is widened: the appended features start with zero weights; from a `short-v3` net to
 * `short-v4`, the net is folded (`foldShortV3`: the same outputs). --keep also writes
 * every checkpoint to FILE with `.G` (its game count) before the extension.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  defaultScoring,
  duplicateMatch,
  ENCODINGS,
  type EncodingName,
  EXTENDS,
  encodingOf,
  familyOf,
  heuristicStrategy,
  INPUT_COUNT,
  NeuralEvaluator,
  pubevalStrategy,
  readWeightsFile,
  Searcher,
  searchStrategy,
} from '@nardy/bot';
import { isVariantName, rulesFor } from '@nardy/rules';
import { foldShortV3 } from '../src/foldShortV3.ts';
import { makeWeightsFile } from '../src/makeWeightsFile.ts';
import { TdTrainer } from '../src/tdTrainer.ts';
import { readCommandLine, scriptCommit } from './flags.ts';
import { widenHidden, widenInputs } from './widenNet.ts';

function number(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`--${name} must be a number`);
  return n;
}

const { flags: f } = readCommandLine({
  command: 'train',
  usage:
    'usage: npm run train -- --variant short --games N --seed S --out FILE [--hidden H] [--lambda L] [--rate R] [--rate-end R] [--checkpoint K] [--eval-pairs P] [--minutes M] [--stop-at G] [--from FILE] [--encoding E] [--keep]',
  flags: [
    'variant',
    'games',
    'seed',
    'out',
    'hidden',
    'lambda',
    'rate',
    'rate-end',
    'checkpoint',
    'eval-pairs',
    'minutes',
    'stop-at',
    'from',
    'encoding',
  ],
  switches: ['keep'],
});
const variant = f.variant ?? 'short';
if (!isVariantName(variant)) throw new Error(`unknown variant ${variant}`);
if (!f.out) throw new Error('--out FILE is required');
const family = familyOf(variant);
const games = number(f.games, 100000, 'games');
const seed = number(f.seed, 1, 'seed');
const settings = {
  family,
  hidden: number(f.hidden, 80, 'hidden'),
  seed,
  lambda: number(f.lambda, 0.7, 'lambda'),
  rate: number(f.rate, 0.05, 'rate'),
  rateEnd: number(f['rate-end'], 0.01, 'rate-end'),
  rateGames: games,
};
const checkpoint = number(f.checkpoint, 5000, 'checkpoint');
const evalPairs = number(f['eval-pairs'], 250, 'eval-pairs');
const minutes = number(f.minutes, Number.POSITIVE_INFINITY, 'minutes');
const stopAt = number(f['stop-at'], games, 'stop-at');
const keep = f.keep !== undefined;
const commit = scriptCommit();

let start: ReturnType<typeof readWeightsFile> | undefined;
let from: unknown;
let encoding: EncodingName = encodingOf(family);
if (f.encoding !== undefined) {
  if (!(ENCODINGS as readonly string[]).includes(f.encoding)) throw new Error(`unknown encoding ${f.encoding}`);
  encoding = f.encoding as EncodingName;
}
if (f.from) {
  const json = JSON.parse(readFileSync(f.from, 'utf8'));
  start = readWeightsFile(json);
  if (start.family !== family) throw new Error(`--from holds a ${start.family} net, not ${family}`);
  if (start.net.hidden > settings.hidden)
    throw new Error(`--from has ${start.net.hidden} hidden units, more than --hidden ${settings.hidden}`);
  if (start.net.hidden < settings.hidden) start = { ...start, net: widenHidden(start.net, settings.hidden, seed) };
  if (f.encoding === undefined) encoding = start.encoding;
  else if (start.encoding === 'short-v3' && encoding === 'short-v4') {
    start = { ...start, encoding, net: foldShortV3(start.net) };
  } else if (start.encoding !== encoding) {
    if (EXTENDS[encoding] !== start.encoding)
      throw new Error(`--from is ${start.encoding}; ${encoding} does not extend it`);
    start = { ...start, encoding, net: widenInputs(start.net, INPUT_COUNT[encoding]) };
  }
  from = json.provenance ?? f.from;
}

const trainer = new TdTrainer({ ...settings, encoding }, start?.net);
const evalRules = rulesFor(family === 'short' ? 'short' : 'long');
const scoring = defaultScoring(evalRules.variant);
const baseline = family === 'short' ? pubevalStrategy(evalRules) : heuristicStrategy(evalRules);
const started = Date.now();
let best = Number.NEGATIVE_INFINITY;
const lastOut = f.out.replace(/(\.json)?$/, '.last.json');

function evaluateAndSave(): void {
  const searcher = new Searcher(evalRules, new NeuralEvaluator(trainer.net, encoding), scoring);
  const net = searchStrategy('0-ply', searcher, { plies: 0, candidates: 1, window: 0, noise: 0 });
  const result = duplicateMatch(evalRules, net, baseline, { pairs: evalPairs, seed: 777, scoring });
  const seconds = Math.round((Date.now() - started) / 1000);
  const provenance = {
    trainedBy: '@nardy/lab TD(λ) self-play (lab/scripts/train.ts)',
    commit,
    seed,
    games: trainer.games,
    plannedGames: games,
    seconds,
    settings: { ...settings, encoding },
    ...(from ? { from } : {}),
    check: {
      opponent: baseline.name,
      variant: evalRules.variant,
      games: result.games,
      pointsPerGame: Number(result.pointsPerGame.toFixed(4)),
      standardError: Number(result.standardError.toFixed(4)),
    },
    date: new Date().toISOString(),
  };
  const file = makeWeightsFile(trainer.net, family, encoding, provenance);
  writeFileSync(lastOut, `${JSON.stringify(file)}\n`);
  if (keep) writeFileSync(f.out.replace(/(\.json)?$/, `.${trainer.games}.json`), `${JSON.stringify(file)}\n`);
  const improved = result.pointsPerGame > best;
  if (improved) {
    best = result.pointsPerGame;
    writeFileSync(f.out, `${JSON.stringify(file)}\n`);
  }
  process.stdout.write(
    `${JSON.stringify({ games: trainer.games, seconds, rate: Number(trainer.rate().toFixed(4)), vs: baseline.name, ppg: provenance.check.pointsPerGame, se: provenance.check.standardError, saved: improved })}\n`,
  );
}

while (trainer.games < Math.min(games, stopAt) && (Date.now() - started) / 60000 < minutes) {
  trainer.playGame();
  if (trainer.games % checkpoint === 0) evaluateAndSave();
}
if (trainer.games % checkpoint !== 0) evaluateAndSave();
