import longWeights from '../weights/long.json' with { type: 'json' };
import shortWeights from '../weights/short.json' with { type: 'json' };
import type { Family } from './family.ts';
import type { WeightsFile } from './weightsFile.ts';

/**
 * The trained float nets (`weights/*.json`, with their provenance), from which the shipped 8-bit
 * files are made. For training, quantizing, tests and benchmarks only: play uses the `.nnq` files
 * (`weights.ts`), and this module is not exported from the package index, so no bundle carries them.
 */
export const FLOAT_WEIGHTS: Record<Family, WeightsFile> = {
  short: shortWeights as WeightsFile,
  long: longWeights as WeightsFile,
};
