import { decodeBase64 } from '@nardy/rules';
import { ENCODINGS, type EncodingName, INPUT_COUNT } from './encoding.ts';
import { FAMILIES, type Family } from './family.ts';
import { Net } from './net.ts';
import { OUTPUTS } from './outputs.ts';

/**
 * The float nets' format (`weights/*.json`, the nets the 8-bit files are made from): a small JSON
 * object with the parameters as base64 little-endian float32 (w1 input-major, b1, w2 output-major, b2),
 * readable by a static import in Node and in a browser worker. `provenance` records how the weights
 * were made (code commit, seed, games, time). The lab writes it (`makeWeightsFile`); the bot reads it.
 */
export interface WeightsFile {
  readonly format: 'nardy-net/1';
  readonly family: Family;
  readonly encoding: EncodingName;
  readonly inputs: number;
  readonly hidden: number;
  readonly outputs: number;
  readonly data: string;
  readonly provenance?: Readonly<Record<string, unknown>>;
}

export const WEIGHTS_ERRORS = ['ERR_WEIGHTS_SHAPE', 'ERR_WEIGHTS_DATA'] as const;
export type WeightsError = (typeof WEIGHTS_ERRORS)[number];

export class WeightsFileError extends Error {
  constructor(
    readonly code: WeightsError,
    message: string,
  ) {
    super(message);
  }
}

/** Reads an untrusted weights object into a net; throws `WeightsFileError` with a stable code. */
export function readWeightsFile(input: unknown): { net: Net; family: Family; encoding: EncodingName } {
  if (typeof input !== 'object' || input === null) throw new WeightsFileError('ERR_WEIGHTS_SHAPE', 'not an object');
  const o = input as Record<string, unknown>;
  if (o.format !== 'nardy-net/1') throw new WeightsFileError('ERR_WEIGHTS_SHAPE', 'format must be nardy-net/1');
  if (!(FAMILIES as readonly unknown[]).includes(o.family)) {
    throw new WeightsFileError('ERR_WEIGHTS_SHAPE', 'unknown family');
  }
  if (!(ENCODINGS as readonly unknown[]).includes(o.encoding)) {
    throw new WeightsFileError('ERR_WEIGHTS_SHAPE', 'unknown encoding');
  }
  const encoding = o.encoding as EncodingName;
  const { inputs, hidden, outputs, data } = o;
  if (inputs !== INPUT_COUNT[encoding] || outputs !== OUTPUTS) {
    throw new WeightsFileError('ERR_WEIGHTS_SHAPE', 'inputs/outputs do not match the encoding');
  }
  if (typeof hidden !== 'number' || !Number.isInteger(hidden) || hidden < 1 || hidden > 1024) {
    throw new WeightsFileError('ERR_WEIGHTS_SHAPE', 'hidden must be an integer 1..1024');
  }
  if (typeof data !== 'string') throw new WeightsFileError('ERR_WEIGHTS_SHAPE', 'data must be a base64 string');
  const net = new Net(inputs, hidden, OUTPUTS);
  const bytes = decodeBase64(data);
  if (bytes === null || bytes.length !== net.size * 4) {
    throw new WeightsFileError('ERR_WEIGHTS_DATA', `data must hold ${net.size} float32 values in base64`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const params = new Float64Array(net.size);
  for (let i = 0; i < params.length; i++) {
    const v = view.getFloat32(i * 4, true);
    if (!Number.isFinite(v)) throw new WeightsFileError('ERR_WEIGHTS_DATA', `parameter ${i} is not finite`);
    params[i] = v;
  }
  net.setParameters(params);
  return { net, family: o.family as Family, encoding };
}
