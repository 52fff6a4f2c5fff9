// How the WebAssembly move generator reaches a browser: plays.wasm is fetched once (`loadPlaysKernel`),
// generators made before it arrives use JavaScript and move to the kernel when it is there, and a host
// where it cannot be had (no file, a content security policy refusing WebAssembly) keeps to JavaScript.
// Node's synchronous file reading is hidden so that these modules behave as in a browser.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { TARGET } from '../scripts/build-wasm.mjs';
import { rulesFor, startPosition } from '../src/index.ts';

type Kernel = typeof import('../src/generator/kernel.ts');
type Generators = typeof import('../src/generator/playGenerator.ts');

const host = process as { getBuiltinModule?: unknown };
const savedBuiltins = host.getBuiltinModule;
/** The WebAssembly API, as much of it as these tests replace (the rules' typings know no host). */
const wasm = (
  globalThis as unknown as { WebAssembly: { Module: unknown; CompileError: new (message: string) => Error } }
).WebAssembly;
const savedModule = wasm.Module;

/** Fresh copies of the kernel and generator modules, as a browser would load them. */
async function fresh(): Promise<{ kernel: Kernel; generators: Generators }> {
  vi.resetModules();
  return {
    kernel: await import('../src/generator/kernel.ts'),
    generators: await import('../src/generator/playGenerator.ts'),
  };
}

const fileBytes = async (): Promise<ArrayBuffer> => {
  const bytes = readFileSync(TARGET);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
};

/** Whether a generator's outcomes live in a kernel's memory (three 64 KiB pages). */
const inKernel = (gen: { outcomes: Int8Array }) => gen.outcomes.buffer.byteLength === 3 * 65536;

describe('loading the WebAssembly move generator in a browser', () => {
  beforeEach(() => {
    host.getBuiltinModule = undefined;
  });
  afterEach(() => {
    host.getBuiltinModule = savedBuiltins;
    wasm.Module = savedModule;
    vi.resetModules();
  });

  it('before the file is fetched the generators use JavaScript; after it, the kernel, with the same plays', async () => {
    const { kernel, generators } = await fresh();
    expect(kernel.playsKernelSettled()).toBe(false);
    expect(kernel.createPlaysKernel()).toBeNull();
    const early = new generators.PlayGenerator();
    const rules = rulesFor('long');
    const start = startPosition('long').cells;
    const before = early.generate(rules, start, 6, 5, true);
    expect(inKernel(early)).toBe(false);
    const asked: string[] = [];
    const loaded = await kernel.loadPlaysKernel((href) => {
      asked.push(href);
      return fileBytes();
    });
    expect(loaded).toBe(true);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/\/plays\.wasm$/);
    expect(kernel.playsKernelSettled()).toBe(true);
    // The generator made before the file came moves to the kernel at its next roll.
    expect(early.generate(rules, start, 6, 5, true)).toBe(before);
    expect(inKernel(early)).toBe(true);
    expect(inKernel(new generators.PlayGenerator())).toBe(true);
    // Loaded once: a second call fetches nothing.
    expect(await kernel.loadPlaysKernel(() => Promise.reject(new Error('fetched twice')))).toBe(true);
  });

  it('a file that cannot be fetched leaves the rules in JavaScript (no rejection)', async () => {
    const { kernel, generators } = await fresh();
    expect(await kernel.loadPlaysKernel(() => Promise.reject(new Error('HTTP 404')))).toBe(false);
    expect(kernel.playsKernelSettled()).toBe(true);
    const gen = new generators.PlayGenerator();
    expect(gen.generate(rulesFor('short'), startPosition('short').cells, 3, 1)).toBe(16);
    expect(inKernel(gen)).toBe(false);
  });

  it('where WebAssembly may not be compiled (a content security policy without wasm-unsafe-eval) nothing is fetched', async () => {
    const { kernel, generators } = await fresh();
    wasm.Module = class {
      constructor() {
        throw new wasm.CompileError("Refused to compile: 'wasm-unsafe-eval' is not allowed");
      }
    };
    let fetched = false;
    const loaded = await kernel.loadPlaysKernel(() => {
      fetched = true;
      return fileBytes();
    });
    expect(loaded).toBe(false);
    expect(fetched).toBe(false);
    const gen = new generators.PlayGenerator();
    expect(gen.generate(rulesFor('long'), startPosition('long').cells, 6, 5, true)).toBeGreaterThan(0);
    expect(inKernel(gen)).toBe(false);
  });
});

describe('the WebAssembly move generator in Node', () => {
  it('is read from its file on first use, synchronously, and loadPlaysKernel agrees', async () => {
    const { kernel } = await fresh();
    expect(kernel.createPlaysKernel()).not.toBeNull();
    expect(await kernel.loadPlaysKernel(() => Promise.reject(new Error('no fetch in Node')))).toBe(true);
  });
});
