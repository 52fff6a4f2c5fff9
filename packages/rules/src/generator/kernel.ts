import { decodeBase64 } from '../base64.ts';
import { CELLS } from '../cells.ts';
import { PLAYS_WASM_BASE64 } from './playsWasm.ts';

/**
 * The glue to the WebAssembly move generator (source: wasm/, AssemblyScript; the layout of its memory
 * is wasm/layout.ts). Two kernels in one module: the short family without optional restrictions
 * (`plain`, `double`: the searches of the JavaScript fast paths, two to three times as fast, mostly
 * because its outcome writes need no bounds checks) and the long family under every option
 * (`longRoll`: what the general search finds, about ten times as fast). Each `PlayGenerator` gets its
 * own instance, three fixed pages of memory whose outcome areas are the generator's own `outcomes`,
 * `steps` and `hits`, so nothing is copied.
 */
export interface PlaysKernel {
  /** Outcomes that fit in the kernel's memory. */
  readonly capacity: number;
  /** The board to search (28 cells), written by the caller before `plain`/`double`. */
  readonly board: Int8Array;
  /** `used[0]`: the dice every outcome of the last call uses (RULES.md §2.3's M). */
  readonly used: Uint8Array;
  /** Outcomes of the last call, from index 0: boards (`CELLS` bytes each), steps (12 bytes each), hits (1 byte each). */
  readonly outcomes: Int8Array;
  readonly steps: Int8Array;
  readonly hits: Uint8Array;
  /**
   * Plain roll a-b: the number of outcomes (0 when it cannot be played), or −1 when the JavaScript
   * engine must decide. `taint`: 1 when the Caucasian no-hit-and-hide rule can bind (an opposing blot in
   * the mover's home), else 0.
   */
  plain(a: number, b: number, taint: number): number;
  /** Double d-d: as `plain`. */
  double(die: number, taint: number): number;
  /**
   * Long family, roll d1-d2: the number of outcomes, or −1 when the general search must decide (they
   * would not fit, or the start already holds a forbidden six-block). `headLimit`: checkers that may
   * leave the head this turn (99: no limit); `sixBlock`: `SIX_BLOCK_CODES`; `timing`: 0 `step`, 1
   * `endOfTurn`; `strict`: 1 for `strictFullPipsBearoff`.
   */
  longRoll(d1: number, d2: number, headLimit: number, sixBlock: number, timing: number, strict: number): number;
}

/** The six-block rule as the long kernel's `sixBlock` argument. */
export const SIX_BLOCK_CODES = { allowed: 0, ahead: 1, home: 2, forbidden: 3 } as const;

interface Exports {
  memory: { buffer: ArrayBuffer };
  CAPACITY: { value: number };
  plain(a: number, b: number, taint: number): number;
  double(die: number, taint: number): number;
  longRoll(d1: number, d2: number, headLimit: number, sixBlock: number, timing: number, strict: number): number;
}

/** The parts of the WebAssembly JS API used here (not in the ES library typings). */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Exports };
}

let compiled: object | null | undefined;

/**
 * A new kernel with its own pages of memory, or null where WebAssembly cannot run (no WebAssembly, or
 * a content security policy without `wasm-unsafe-eval`): callers then keep to JavaScript. The module
 * (about 9.4 KB) is compiled once.
 */
export function createPlaysKernel(): PlaysKernel | null {
  const api = (globalThis as unknown as { WebAssembly?: WebAssemblyApi }).WebAssembly;
  if (api === undefined) return null;
  try {
    if (compiled === undefined) {
      const bytes = decodeBase64(PLAYS_WASM_BASE64);
      compiled = bytes === null ? null : new api.Module(bytes);
    }
    if (compiled === null) return null;
    const { exports } = new api.Instance(compiled, {});
    const buffer = exports.memory.buffer;
    const capacity = exports.CAPACITY.value;
    const outcomesAt = 32;
    const stepsAt = outcomesAt + capacity * CELLS;
    const hitsAt = stepsAt + capacity * 12;
    return {
      capacity,
      board: new Int8Array(buffer, 0, CELLS),
      used: new Uint8Array(buffer, CELLS, 1),
      outcomes: new Int8Array(buffer, outcomesAt, capacity * CELLS),
      steps: new Int8Array(buffer, stepsAt, capacity * 12),
      hits: new Uint8Array(buffer, hitsAt, capacity),
      plain: exports.plain,
      double: exports.double,
      longRoll: exports.longRoll,
    };
  } catch {
    compiled = null;
    return null;
  }
}
