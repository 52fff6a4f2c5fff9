/**
 * Players named on a script's command line: a level or baseline, optionally with its own net
 * (`club@net.json`, `master@net.nnq`), for comparing training checkpoints and quantized files.
 */
import { readFileSync } from 'node:fs';
import { type Rules, seededRandom } from '@nardy/rules';
import {
  type Evaluator,
  isPlayerName,
  makeStrategy,
  NeuralEvaluator,
  quantizedToNet,
  readQuantizedNet,
  readWeightsFile,
  type Strategy,
} from '../src/index.ts';

/** A net from a weights file: `.nnq` (quantized) or a float JSON file. */
export function evaluatorFromFile(path: string): Evaluator {
  if (path.endsWith('.nnq')) {
    const q = readQuantizedNet(readFileSync(path));
    return new NeuralEvaluator(quantizedToNet(q), q.encoding, path);
  }
  const { net, encoding } = readWeightsFile(JSON.parse(readFileSync(path, 'utf8')));
  return new NeuralEvaluator(net, encoding, path);
}

/** `LEVEL` or `LEVEL@FILE` as a strategy; `seed` seeds the beginner's noise and the random player. */
export function playerFromSpec(spec: string, rules: Rules, seed: number): Strategy {
  const [name, file] = spec.split('@', 2);
  if (!isPlayerName(name)) throw new Error(`unknown player ${name}`);
  const evaluator = file ? evaluatorFromFile(file) : undefined;
  return makeStrategy(name, rules, { evaluator, random: seededRandom(seed) });
}
