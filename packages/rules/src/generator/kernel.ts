import { CELLS } from '../cells.ts';
import { type KernelUrl, PLAYS_WASM_URL } from './playsWasmUrl.ts';

/**
 * The glue to the WebAssembly move generator (source: wasm/, AssemblyScript; the layout of its memory
 * is wasm/layout.ts). Two kernels in one module: the short family without optional restrictions
 * (`plain`, `double`: the searches of the JavaScript fast paths, two to three times as fast, mostly
 * because its outcome writes need no bounds checks) and the long family under every option
 * (`longRoll`: what the general search finds, about ten times as fast). Each `PlayGenerator` gets its
 * own instance, three fixed pages of memory whose outcome areas are the generator's own `outcomes`,
 * `steps` and `hits`, so nothing is copied.
 *
 * The module is a file next to this one (`plays.wasm`, 9.4 KB, 4.5 KB gzipped; `playsWasmUrl.ts`). In
 * Node it is read and compiled on first use, synchronously. A browser fetches it once with
 * `loadPlaysKernel()` (the computer's worker does before its first answer, and a service worker may cache
 * it like any file); generators made before that keep to JavaScript until it is there, and stay with
 * JavaScript where it cannot be had.
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
   * engine must decide, or `BAD_BOARD`. `taint`: 1 when the Caucasian no-hit-and-hide rule can bind (an opposing blot in
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

/**
 * What `plain`, `double` and `longRoll` return for a board that is none (wasm/layout.ts `boardFits`:
 * more than 15 checkers a side, a bar or tray of the wrong sign, a bar in the long family).
 */
export const BAD_BOARD = -2;

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
  compile(bytes: ArrayBuffer | Uint8Array): Promise<object>;
}

/** The compiled module; null where it cannot be had (no WebAssembly, a refused compile, no file); undefined until known. */
let compiled: object | null | undefined;

/** The smallest valid module (magic and version): compiling it tells whether a compile is allowed here. */
const EMPTY_MODULE = new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);

const webAssembly = (): WebAssemblyApi | undefined =>
  (globalThis as unknown as { WebAssembly?: WebAssemblyApi }).WebAssembly;

/** Node's file reading, found without an import (bundles for the browser must not see `node:fs`). */
function readFileInNode(url: KernelUrl): Uint8Array | null {
  if (url.protocol !== 'file:') return null;
  const process = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const fs = process?.getBuiltinModule?.('node:fs') as { readFileSync(path: string): Uint8Array } | undefined;
  const urls = process?.getBuiltinModule?.('node:url') as { fileURLToPath(url: string): string } | undefined;
  return fs && urls ? fs.readFileSync(urls.fileURLToPath(url.href)) : null;
}

/**
 * Fetches and compiles the kernel's module where it is not compiled yet; resolves to whether the kernel
 * runs here. Never rejects: without WebAssembly, under a content security policy without
 * `wasm-unsafe-eval` (found by compiling an empty module, before anything is fetched), or when the file
 * cannot be fetched, the rules keep to JavaScript. `fetchBytes` replaces `fetch` (tests, hosts that
 * serve the file elsewhere).
 */
export async function loadPlaysKernel(
  fetchBytes: (href: string) => Promise<ArrayBuffer> = fetchArrayBuffer,
): Promise<boolean> {
  if (compiled !== undefined) return compiled !== null;
  const api = webAssembly();
  const url = PLAYS_WASM_URL;
  let module: object | null = null;
  try {
    if (api !== undefined && url !== null) {
      new api.Module(EMPTY_MODULE);
      module = await api.compile(readFileInNode(url) ?? (await fetchBytes(url.href)));
    }
  } catch {
    module = null;
  }
  // A synchronous compile (Node) may have settled it meanwhile.
  if (compiled === undefined) compiled = module;
  return compiled !== null;
}

type FetchApi = (href: string) => Promise<{ ok: boolean; status: number; arrayBuffer(): Promise<ArrayBuffer> }>;

async function fetchArrayBuffer(href: string): Promise<ArrayBuffer> {
  const response = await (globalThis as unknown as { fetch: FetchApi }).fetch(href);
  if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/**
 * Whether `createPlaysKernel` has its final answer: the module is compiled, or known not to be had
 * here. False in a browser until `loadPlaysKernel()` has finished.
 */
export function playsKernelSettled(): boolean {
  return compiled !== undefined;
}

/** In Node: the module read and compiled from its file (synchronously); elsewhere nothing happens. */
function compileInNode(api: WebAssemblyApi): void {
  const url = PLAYS_WASM_URL;
  if (url === null) {
    compiled = null;
    return;
  }
  let bytes: Uint8Array | null;
  try {
    bytes = readFileInNode(url);
  } catch {
    compiled = null;
    return;
  }
  if (bytes === null) return;
  try {
    compiled = new api.Module(bytes);
  } catch {
    compiled = null;
  }
}

/**
 * A new kernel with its own pages of memory, or null where WebAssembly cannot run (no WebAssembly, or
 * a content security policy without `wasm-unsafe-eval`) or the module is not there yet (a browser
 * before `loadPlaysKernel()`): callers then keep to JavaScript. The module is compiled once.
 */
export function createPlaysKernel(): PlaysKernel | null {
  const api = webAssembly();
  if (api === undefined) return null;
  if (compiled === undefined) compileInNode(api);
  if (compiled === undefined || compiled === null) return null;
  try {
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
