import type { VariantName } from '@nardy/rules';
import { type Evaluator, NeuralEvaluator } from './evaluator.ts';
import { FAMILIES, type Family, familyOf } from './family.ts';
import { dequantize, type QuantizedNet, readQuantizedNet } from './quantizedWeights.ts';

/**
 * The committed nets as a page gets them: one binary file per family (`weights/*.nnq`, 8-bit first
 * layer, see `quantizedWeights.ts`), made from the trained float nets `weights/*.json` by
 * `lab/scripts/quantize.ts` (lab/README.md says how each was made). Bundlers see the `new URL(…, import.meta.url)`
 * and ship each file next to the bundle; the app's service worker caches them with the rest.
 *
 * In a browser, `loadCommittedWeights()` must have finished before the first `defaultEvaluator`
 * call. In Node (the CLI, tests, scripts) the files are read on first use, synchronously.
 */
export const WEIGHTS_URLS: Record<Family, URL> = {
  short: new URL('../weights/short.nnq', import.meta.url),
  long: new URL('../weights/long.nnq', import.meta.url),
};

export const BOT_WEIGHTS_ERRORS = ['bot/weights-not-loaded', 'bot/weights-fetch'] as const;
export type BotWeightsError = (typeof BOT_WEIGHTS_ERRORS)[number];

export class WeightsLoadError extends Error {
  constructor(
    readonly code: BotWeightsError,
    message: string,
  ) {
    super(message);
  }
}

const nets = new Map<Family, QuantizedNet>();
const evaluators = new Map<Family, Evaluator>();

/** Installs a family's weights from the bytes of a `.nnq` file (validated; replaces earlier ones). */
export function installWeights(bytes: ArrayBuffer | Uint8Array): Family {
  const net = readQuantizedNet(bytes);
  nets.set(net.family, net);
  evaluators.delete(net.family);
  return net.family;
}

/**
 * Makes `evaluator` the family's default in place of the committed net, for every caller of
 * `defaultEvaluator` (the levels, the cube, the analysis): how a benchmark measures a candidate net in
 * every decision the bot makes (`gnubgCube.ts --net`). `null` goes back to the committed net. Call it
 * before the first decision: searchers made earlier (`tableSearcher`'s) keep the net they were made with.
 */
export function installEvaluator(family: Family, evaluator: Evaluator | null): void {
  if (evaluator) evaluators.set(family, evaluator);
  else evaluators.delete(family);
}

/** Whether `family`'s committed weights are in memory (so `defaultEvaluator` will not need to load). */
export function weightsLoaded(family: Family): boolean {
  return nets.has(family);
}

interface NodeModules {
  readFileSync(path: string): Uint8Array;
  fileURLToPath(url: URL): string;
}

/** Node's file reading, found without an import (bundles for the browser must not see `node:fs`). */
function nodeModules(): NodeModules | null {
  const process = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const fs = process?.getBuiltinModule?.('node:fs') as { readFileSync(path: string): Uint8Array } | undefined;
  const url = process?.getBuiltinModule?.('node:url') as { fileURLToPath(url: URL): string } | undefined;
  return fs && url ? { readFileSync: fs.readFileSync, fileURLToPath: url.fileURLToPath } : null;
}

/**
 * Fetches the committed weights of `families` that are not loaded yet (both by default). `fetchBytes`
 * replaces `fetch` (tests, hosts that serve the files elsewhere). Rejects with `WeightsLoadError`
 * (`bot/weights-fetch`) or the file's own `QuantizedNetError`.
 */
export async function loadCommittedWeights(
  families: readonly Family[] = FAMILIES,
  fetchBytes: (url: URL) => Promise<ArrayBuffer> = fetchArrayBuffer,
): Promise<void> {
  await Promise.all(
    families
      .filter((family) => !nets.has(family))
      .map(async (family) => {
        const url = WEIGHTS_URLS[family];
        const node = url.protocol === 'file:' ? nodeModules() : null;
        installWeights(node ? node.readFileSync(node.fileURLToPath(url)) : await fetchBytes(url));
      }),
  );
}

async function fetchArrayBuffer(url: URL): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new WeightsLoadError('bot/weights-fetch', `${url.href}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/** The committed net of a variant's family (loaded once, then shared). */
export function defaultEvaluator(variant: VariantName): Evaluator {
  const family = familyOf(variant);
  let evaluator = evaluators.get(family);
  if (evaluator) return evaluator;
  let net = nets.get(family);
  if (!net) {
    const url = WEIGHTS_URLS[family];
    const node = url.protocol === 'file:' ? nodeModules() : null;
    if (!node) {
      throw new WeightsLoadError(
        'bot/weights-not-loaded',
        `the ${family} net is not loaded: await loadCommittedWeights()`,
      );
    }
    installWeights(node.readFileSync(node.fileURLToPath(url)));
    net = nets.get(family) as QuantizedNet;
  }
  evaluator = new NeuralEvaluator(dequantize(net), net.encoding, `committed-${family}`);
  evaluators.set(family, evaluator);
  return evaluator;
}
