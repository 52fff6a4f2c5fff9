import type { VariantName } from '@nardy/rules';
import longWeights from '../weights/long.json' with { type: 'json' };
import shortWeights from '../weights/short.json' with { type: 'json' };
import { type Evaluator, NeuralEvaluator } from './evaluator.ts';
import { type Family, familyOf } from './family.ts';
import { readWeightsFile, type WeightsFile } from './weightsFile.ts';

/**
 * The committed nets, trained by our own TD(λ) self-play (see weights/PROVENANCE.md). Imported as
 * JSON so that bundlers (the web app's worker) and Node load them the same way; decoded on first use.
 */
export const COMMITTED_WEIGHTS: Record<Family, WeightsFile> = {
  short: shortWeights as WeightsFile,
  long: longWeights as WeightsFile,
};

const cache = new Map<Family, NeuralEvaluator>();

/** The committed net of a variant's family (decoded once, then shared). */
export function defaultEvaluator(variant: VariantName): Evaluator {
  const family = familyOf(variant);
  let evaluator = cache.get(family);
  if (!evaluator) {
    const { net, encoding } = readWeightsFile(COMMITTED_WEIGHTS[family]);
    evaluator = new NeuralEvaluator(net, encoding, `committed-${family}`);
    cache.set(family, evaluator);
  }
  return evaluator;
}
