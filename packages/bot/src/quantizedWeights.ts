import { ENCODINGS, type EncodingName, INPUT_COUNT } from './encoding.ts';
import { FAMILIES, type Family } from './family.ts';
import { Net, type NetWeights } from './net.ts';
import { OUTPUTS } from './outputs.ts';

/**
 * The weights a page downloads: a net with its first layer as 8-bit integers, one float16 scale per
 * input row (weight = integer × scale of its row), and the small rest (first-layer biases, second
 * layer) as float16. Made from a float net by `quantize.ts`; served as a binary file next to the app
 * and read straight from the fetched bytes (no base64, no JSON).
 *
 * A few "fine" rows may carry a second byte per weight, a residual in 1/256 of the row's step
 * (weight = (integer + residual / 256) × scale): the inputs whose rounding moves the outputs most (in
 * the long net, the race's pip difference), where 8 bits alone leave the largest errors (ADR 0060).
 *
 * Layout (little-endian), format `nardy-qnet/2` without fine rows, `nardy-qnet/3` with them (`/1` had
 * float32 scales: 416 bytes more a net, 440 gzipped, for a rounding of 0.05 % of a weight where the
 * 8-bit step is 0.4 % of a row's largest):
 *
 * | bytes | content |
 * |---|---|
 * | 0–3 | magic `NQN2` (no fine rows) or `NQN3` |
 * | 4 | family (0 short, 1 long, as `FAMILIES`) |
 * | 5 | encoding (index in `ENCODINGS`) |
 * | 6–7 | fine rows (uint16; 0 in `NQN2`) |
 * | 8–9, 10–11, 12–13 | inputs, hidden, outputs (uint16) |
 * | 14–15 | 0 |
 * | 16 … | scales: float16 × inputs |
 * | … | b1: float16 × hidden, w2: float16 × outputs × hidden (output-major), b2: float16 × outputs |
 * | … | w1: int8 × inputs × hidden (input-major) |
 * | … | `NQN3`: the fine rows' inputs (uint16 each, increasing), then their residuals (int8 × hidden each) |
 * | … | zero padding to a multiple of 4 |
 *
 * Float16 values are held in Float32Arrays here, already rounded (`roundToHalf`).
 */
export interface QuantizedNet {
  readonly family: Family;
  readonly encoding: EncodingName;
  readonly inputs: number;
  readonly hidden: number;
  readonly outputs: number;
  readonly scales: Float32Array;
  readonly w1: Int8Array;
  readonly b1: Float32Array;
  readonly w2: Float32Array;
  readonly b2: Float32Array;
  /** The fine rows' inputs, increasing (empty: none). */
  readonly fineRows: Uint16Array;
  /** Their residuals: row k's at `k * hidden`, in 1/FINE_STEPS of the row's step. */
  readonly residuals: Int8Array;
}

/** Steps of a fine row's residual per step of its integers. */
export const FINE_STEPS = 256;

export const QUANTIZED_ERRORS = ['ERR_QNET_SHAPE', 'ERR_QNET_DATA'] as const;
export type QuantizedError = (typeof QUANTIZED_ERRORS)[number];

export class QuantizedNetError extends Error {
  constructor(
    readonly code: QuantizedError,
    message: string,
  ) {
    super(message);
  }
}

const MAGIC = [0x4e, 0x51, 0x4e]; // "NQN", then the version: "2", or "3" with fine rows
const HEADER = 16;

/** Float16 values after the header: scales, b1, w2, b2. */
function halfCount(inputs: number, hidden: number, outputs: number): number {
  return inputs + hidden + outputs * hidden + outputs;
}

/** The file's length for a shape (and its fine rows). */
export function quantizedByteLength(inputs: number, hidden: number, outputs: number, fineRows = 0): number {
  const raw = HEADER + 2 * halfCount(inputs, hidden, outputs) + inputs * hidden + fineRows * (2 + hidden);
  return Math.ceil(raw / 4) * 4;
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** The IEEE 754 half-precision bits of `x` (round to nearest even; overflow to infinity). */
export function toHalfBits(x: number): number {
  f32[0] = x;
  const bits = u32[0];
  const sign = (bits >>> 16) & 0x8000;
  const exponent = (bits >>> 23) & 0xff;
  const mantissa = bits & 0x7fffff;
  if (exponent === 0xff) return sign | 0x7c00 | (mantissa ? 0x200 : 0);
  const e = exponent - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign;
    const m = mantissa | 0x800000;
    const shift = 14 - e;
    let half = m >>> shift;
    const rest = m & ((1 << shift) - 1);
    const halfway = 1 << (shift - 1);
    if (rest > halfway || (rest === halfway && half & 1)) half++;
    return sign | half;
  }
  let half = (e << 10) | (mantissa >>> 13);
  const rest = mantissa & 0x1fff;
  if (rest > 0x1000 || (rest === 0x1000 && half & 1)) half++;
  return sign | half;
}

/** The number of half-precision bits `h`. */
export function fromHalfBits(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exponent = (h >>> 10) & 0x1f;
  const mantissa = h & 0x3ff;
  if (exponent === 0) return sign * mantissa * 2 ** -24;
  if (exponent === 0x1f) return mantissa ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * (1 + mantissa / 1024) * 2 ** (exponent - 15);
}

/** `x` rounded to the nearest float16 value. */
export function roundToHalf(x: number): number {
  return fromHalfBits(toHalfBits(x));
}

/** The bytes of a quantized net. */
export function writeQuantizedNet(q: QuantizedNet): Uint8Array<ArrayBuffer> {
  const fine = q.fineRows.length;
  const bytes = new Uint8Array(quantizedByteLength(q.inputs, q.hidden, q.outputs, fine));
  const view = new DataView(bytes.buffer);
  bytes.set([...MAGIC, fine > 0 ? 0x33 : 0x32], 0);
  bytes[4] = FAMILIES.indexOf(q.family);
  bytes[5] = ENCODINGS.indexOf(q.encoding);
  view.setUint16(6, fine, true);
  view.setUint16(8, q.inputs, true);
  view.setUint16(10, q.hidden, true);
  view.setUint16(12, q.outputs, true);
  let o = HEADER;
  for (const part of [q.scales, q.b1, q.w2, q.b2]) {
    for (let i = 0; i < part.length; i++, o += 2) view.setUint16(o, toHalfBits(part[i]), true);
  }
  bytes.set(new Uint8Array(q.w1.buffer, q.w1.byteOffset, q.w1.length), o);
  o += q.w1.length;
  for (let k = 0; k < fine; k++, o += 2) view.setUint16(o, q.fineRows[k], true);
  bytes.set(new Uint8Array(q.residuals.buffer, q.residuals.byteOffset, q.residuals.length), o);
  return bytes;
}

/** Reads untrusted bytes; throws `QuantizedNetError` with a stable code. The arrays are copies. */
export function readQuantizedNet(input: ArrayBuffer | Uint8Array): QuantizedNet {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const version = bytes[3];
  if (bytes.length < HEADER || MAGIC.some((m, i) => bytes[i] !== m) || (version !== 0x32 && version !== 0x33)) {
    throw new QuantizedNetError('ERR_QNET_SHAPE', 'not a nardy-qnet/2 or /3 file');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fine = view.getUint16(6, true);
  if (fine > 0 !== (version === 0x33)) throw new QuantizedNetError('ERR_QNET_SHAPE', 'fine rows only in /3');
  const family = FAMILIES[bytes[4]];
  const encoding = ENCODINGS[bytes[5]];
  if (family === undefined || encoding === undefined) {
    throw new QuantizedNetError('ERR_QNET_SHAPE', 'unknown family or encoding');
  }
  const inputs = view.getUint16(8, true);
  const hidden = view.getUint16(10, true);
  const outputs = view.getUint16(12, true);
  if (inputs !== INPUT_COUNT[encoding] || outputs !== OUTPUTS || hidden < 1 || hidden > 1024) {
    throw new QuantizedNetError('ERR_QNET_SHAPE', 'inputs, hidden or outputs do not fit the encoding');
  }
  const length = quantizedByteLength(inputs, hidden, outputs, fine);
  if (fine > inputs || bytes.length !== length) {
    throw new QuantizedNetError('ERR_QNET_DATA', `expected ${length} bytes`);
  }
  let o = HEADER;
  const floats = (n: number) => {
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++, o += 2) {
      const v = fromHalfBits(view.getUint16(o, true));
      if (!Number.isFinite(v)) throw new QuantizedNetError('ERR_QNET_DATA', 'a parameter is not finite');
      out[i] = v;
    }
    return out;
  };
  const scales = floats(inputs);
  const b1 = floats(hidden);
  const w2 = floats(outputs * hidden);
  const b2 = floats(outputs);
  const w1 = Int8Array.from(new Int8Array(bytes.buffer, bytes.byteOffset + o, inputs * hidden));
  o += inputs * hidden;
  const fineRows = new Uint16Array(fine);
  for (let k = 0; k < fine; k++, o += 2) {
    fineRows[k] = view.getUint16(o, true);
    if (fineRows[k] >= inputs || (k > 0 && fineRows[k] <= fineRows[k - 1])) {
      throw new QuantizedNetError('ERR_QNET_DATA', 'fine rows must be increasing inputs');
    }
  }
  const residuals = Int8Array.from(new Int8Array(bytes.buffer, bytes.byteOffset + o, fine * hidden));
  return { family, encoding, inputs, hidden, outputs, scales, w1, b1, w2, b2, fineRows, residuals };
}

/** The weights a quantized net stands for (exactly integer × scale, in float64), for the evaluators. */
export function dequantize(q: QuantizedNet): NetWeights {
  const H = q.hidden;
  const w1 = new Float64Array(q.inputs * H);
  for (let i = 0; i < q.inputs; i++) {
    const s = q.scales[i];
    for (let j = 0; j < H; j++) w1[i * H + j] = q.w1[i * H + j] * s;
  }
  q.fineRows.forEach((i, k) => {
    const s = q.scales[i] / FINE_STEPS;
    for (let j = 0; j < H; j++) w1[i * H + j] += q.residuals[k * H + j] * s;
  });
  const { inputs, hidden, outputs } = q;
  return {
    inputs,
    hidden,
    outputs,
    w1,
    b1: Float64Array.from(q.b1),
    w2: Float64Array.from(q.w2),
    b2: Float64Array.from(q.b2),
  };
}

/** The same as a trainable `Net` (for fitting and scripts). */
export function quantizedToNet(q: QuantizedNet): Net {
  const weights = dequantize(q);
  const net = new Net(q.inputs, q.hidden, q.outputs);
  net.w1.set(weights.w1);
  net.b1.set(weights.b1);
  net.w2.set(weights.w2);
  net.b2.set(weights.b2);
  return net;
}
