/**
 * A very small WebAssembly assembler: enough to write one exported function over one exported memory,
 * with the few scalar and SIMD instructions the SIMD evaluator needs (`simdForwardCode.ts`). Its module
 * is assembled once by a script and committed, so pages carry the module's bytes, not this assembler.
 */

/** Value types (binary encoding). */
export const I32 = 0x7f;
export const F32 = 0x7d;
export const V128 = 0x7b;
export type ValueType = typeof I32 | typeof F32 | typeof V128;

/** SIMD opcodes (after the 0xfd prefix) of the final SIMD proposal. */
const SIMD = {
  v128Load: 0x00,
  v128Store: 0x0b,
  f32x4Splat: 0x13,
  f32x4ExtractLane: 0x1f,
  f32x4Nearest: 0x6a,
  i32x4Shl: 0xab,
  i32x4Add: 0xae,
  f32x4Add: 0xe4,
  f32x4Sub: 0xe5,
  f32x4Mul: 0xe6,
  f32x4Div: 0xe7,
  f32x4Min: 0xe8,
  f32x4Max: 0xe9,
  i32x4TruncSatF32x4S: 0xf8,
} as const;

function unsignedLeb(value: number, out: number[]): void {
  let v = value >>> 0;
  do {
    let byte = v & 0x7f;
    v >>>= 7;
    if (v !== 0) byte |= 0x80;
    out.push(byte);
  } while (v !== 0);
}

function signedLeb(value: number, out: number[]): void {
  let v = value | 0;
  for (;;) {
    const byte = v & 0x7f;
    v >>= 7;
    if ((v === 0 && (byte & 0x40) === 0) || (v === -1 && (byte & 0x40) !== 0)) {
      out.push(byte);
      return;
    }
    out.push(byte | 0x80);
  }
}

/** A function body under construction; every method appends one instruction and returns `this`. */
export class Code {
  readonly bytes: number[] = [];

  #op(...bytes: number[]): this {
    this.bytes.push(...bytes);
    return this;
  }
  #simd(op: number): this {
    this.bytes.push(0xfd);
    unsignedLeb(op, this.bytes);
    return this;
  }
  #index(value: number): this {
    unsignedLeb(value, this.bytes);
    return this;
  }
  #memarg(align: number, offset: number): this {
    unsignedLeb(align, this.bytes);
    unsignedLeb(offset, this.bytes);
    return this;
  }

  /** `block` with no result; branch depth 0 inside it jumps past its `end`. */
  block(): this {
    return this.#op(0x02, 0x40);
  }
  /** `loop` with no result; branch depth 0 inside it jumps back to its start. */
  loop(): this {
    return this.#op(0x03, 0x40);
  }
  end(): this {
    return this.#op(0x0b);
  }
  br(depth: number): this {
    return this.#op(0x0c).#index(depth);
  }
  brIf(depth: number): this {
    return this.#op(0x0d).#index(depth);
  }
  get(local: number): this {
    return this.#op(0x20).#index(local);
  }
  set(local: number): this {
    return this.#op(0x21).#index(local);
  }
  i32Const(value: number): this {
    this.#op(0x41);
    signedLeb(value, this.bytes);
    return this;
  }
  /** A float32 constant (`value` rounded to float32). */
  f32Const(value: number): this {
    this.#op(0x43);
    this.bytes.push(...new Uint8Array(new Float32Array([value]).buffer));
    return this;
  }
  i32Load(offset: number): this {
    return this.#op(0x28).#memarg(2, offset);
  }
  f32Load(offset: number): this {
    return this.#op(0x2a).#memarg(2, offset);
  }
  f32Store(offset: number): this {
    return this.#op(0x38).#memarg(2, offset);
  }
  i32GeU(): this {
    return this.#op(0x4f);
  }
  i32Add(): this {
    return this.#op(0x6a);
  }
  i32Mul(): this {
    return this.#op(0x6c);
  }
  i32Shl(): this {
    return this.#op(0x74);
  }
  f32Add(): this {
    return this.#op(0x92);
  }
  /** 16-byte load from address + offset (address 16-byte aligned). */
  v128Load(offset: number): this {
    return this.#simd(SIMD.v128Load).#memarg(4, offset);
  }
  v128Store(offset: number): this {
    return this.#simd(SIMD.v128Store).#memarg(4, offset);
  }
  /** A vector with `value` (rounded to float32) in all four lanes (written as a splat: 7 bytes, not 18). */
  f32x4Const(value: number): this {
    return this.f32Const(value).f32x4Splat();
  }
  f32x4Splat(): this {
    return this.#simd(SIMD.f32x4Splat);
  }
  f32x4ExtractLane(lane: number): this {
    return this.#simd(SIMD.f32x4ExtractLane).#op(lane);
  }
  f32x4Nearest(): this {
    return this.#simd(SIMD.f32x4Nearest);
  }
  f32x4Add(): this {
    return this.#simd(SIMD.f32x4Add);
  }
  f32x4Sub(): this {
    return this.#simd(SIMD.f32x4Sub);
  }
  f32x4Mul(): this {
    return this.#simd(SIMD.f32x4Mul);
  }
  f32x4Div(): this {
    return this.#simd(SIMD.f32x4Div);
  }
  f32x4Min(): this {
    return this.#simd(SIMD.f32x4Min);
  }
  f32x4Max(): this {
    return this.#simd(SIMD.f32x4Max);
  }
  i32x4TruncSatF32x4S(): this {
    return this.#simd(SIMD.i32x4TruncSatF32x4S);
  }
  i32x4Shl(): this {
    return this.#simd(SIMD.i32x4Shl);
  }
  i32x4Add(): this {
    return this.#simd(SIMD.i32x4Add);
  }
}

/** One exported function (no results) and one exported memory: the whole module. */
export interface ModuleSpec {
  readonly functionName: string;
  readonly params: readonly ValueType[];
  /** Locals after the parameters, in order. */
  readonly locals: readonly ValueType[];
  readonly body: Code;
  readonly memoryName: string;
  /** Memory size in 64 KiB pages. */
  readonly pages: number;
}

function section(id: number, content: number[], out: number[]): void {
  out.push(id);
  unsignedLeb(content.length, out);
  out.push(...content);
}

/** An ASCII name, length first. */
function name(text: string, out: number[]): void {
  unsignedLeb(text.length, out);
  for (let i = 0; i < text.length; i++) out.push(text.charCodeAt(i) & 0x7f);
}

/** The binary module of `spec`. */
export function assembleModule(spec: ModuleSpec): Uint8Array<ArrayBuffer> {
  const out = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
  // Type section: one function type (params) → ().
  const types = [1, 0x60];
  unsignedLeb(spec.params.length, types);
  types.push(...spec.params, 0);
  section(1, types, out);
  // Function section: function 0 has type 0.
  section(3, [1, 0], out);
  // Memory section: one memory, minimum `pages`, no maximum.
  const memory = [1, 0];
  unsignedLeb(spec.pages, memory);
  section(5, memory, out);
  // Export section: the function and the memory.
  const exports = [2];
  name(spec.functionName, exports);
  exports.push(0x00, 0);
  name(spec.memoryName, exports);
  exports.push(0x02, 0);
  section(7, exports, out);
  // Code section: locals as runs of one type, then the body and `end`.
  const runs: [number, ValueType][] = [];
  for (const type of spec.locals) {
    const last = runs[runs.length - 1];
    if (last && last[1] === type) last[0]++;
    else runs.push([1, type]);
  }
  const fn: number[] = [];
  unsignedLeb(runs.length, fn);
  for (const [count, type] of runs) {
    unsignedLeb(count, fn);
    fn.push(type);
  }
  fn.push(...spec.body.bytes, 0x0b);
  const code = [1];
  unsignedLeb(fn.length, code);
  code.push(...fn);
  section(10, code, out);
  return new Uint8Array(out);
}
