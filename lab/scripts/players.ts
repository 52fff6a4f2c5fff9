/**
 * Players named on a script's command line: a level or baseline, optionally with its own net
 * (`club@net.json`, `master@net.nnq`), for comparing training checkpoints and quantized files.
 */
import { readFileSync } from 'node:fs';
import {
  DeepSearcher,
  defaultEvaluator,
  defaultScoring,
  type Evaluator,
  isLevel,
  isPlayerName,
  levelSettings,
  makeStrategy,
  NeuralEvaluator,
  quantizedToNet,
  readQuantizedNet,
  readWeightsFile,
  type SearchSettings,
  type Strategy,
  searchStrategy,
} from '@nardy/bot';
import { BEAROFF_MOST_CHECKERS, withBearoff } from '@nardy/bot/src/bearoff.ts';
import { type Rules, seededRandom } from '@nardy/rules';

/** A net from a weights file: `.nnq` (quantized) or a float JSON file. */
export function evaluatorFromFile(path: string): Evaluator {
  if (path.endsWith('.nnq')) {
    const q = readQuantizedNet(readFileSync(path));
    return new NeuralEvaluator(quantizedToNet(q), q.encoding, path);
  }
  const { net, encoding } = readWeightsFile(JSON.parse(readFileSync(path, 'utf8')));
  return new NeuralEvaluator(net, encoding, path);
}

/**
 * `LEVEL[+bearoff][:KEY=VALUE,…][@FILE]` as a strategy: a level or baseline, with search settings
 * changed by name (`master:plies=2,deepCandidates=3,deepWindow=0.04`), a net from FILE. Without FILE a
 * level plays as the bot does, with the committed net and the bear-off database (`withBearoff`); a net
 * from FILE plays alone unless `+bearoff` adds the database to it, as the bot would. `bearoff=N` lets
 * the database judge only sides with at most N checkers left (0: never). `seed` seeds the noise.
 */
export function playerFromSpec(spec: string, rules: Rules, seed: number): Strategy {
  const [head, file] = spec.split('@', 2);
  const [named, overrides] = head.split(':', 2);
  const bearoff = named.endsWith('+bearoff');
  const name = bearoff ? named.slice(0, -'+bearoff'.length) : named;
  if (!isPlayerName(name)) throw new Error(`unknown player ${name}`);
  const net = file ? evaluatorFromFile(file) : undefined;
  const random = seededRandom(seed);
  let bearoffMost = BEAROFF_MOST_CHECKERS;
  let settings: Record<string, number> | null = null;
  if (overrides) {
    if (!isLevel(name)) throw new Error(`${name} has no search settings`);
    settings = { ...levelSettings(name, rules.variant) };
    for (const pair of overrides.split(',')) {
      const [key, value] = pair.split('=', 2);
      if (key === 'bearoff') {
        bearoffMost = Number(value);
        continue;
      }
      if (!(key in settings) && !['deepCandidates', 'deepWindow', 'closeCandidates', 'closeWindow'].includes(key))
        throw new Error(`unknown setting ${key}`);
      settings[key] = Number(value);
    }
  }
  const evaluator = net && !bearoff ? net : withBearoff(net ?? defaultEvaluator(rules.variant), rules, bearoffMost);
  if (!settings) return makeStrategy(name, rules, { evaluator, random });
  const searcher = new DeepSearcher(rules, evaluator, defaultScoring(rules.variant));
  return searchStrategy(spec, searcher, settings as unknown as SearchSettings, random);
}
