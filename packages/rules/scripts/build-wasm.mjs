#!/usr/bin/env node
// Compiles the AssemblyScript kernels of wasm/ (entry wasm/plays.ts) into src/generator/plays.wasm, the
// file the engine reads in Node and a browser fetches (`loadPlaysKernel`), so that the engine needs no
// build step. Run after changing anything in wasm/:
//   node packages/rules/scripts/build-wasm.mjs
// test/wasm-plays.test.ts compiles the source again and fails if the committed bytes differ.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const SOURCES = join(here, '..', 'wasm');
const ENTRY = 'plays.ts';
export const TARGET = join(here, '..', 'src', 'generator', 'plays.wasm');

/** The compiler options the committed module was built with (three 64 KiB pages, no runtime, no imports). */
export const OPTIONS = {
  optimizeLevel: 3,
  shrinkLevel: 0,
  runtime: 'stub',
  noAssert: true,
  initialMemory: 3,
  maximumMemory: 3,
};

/** Compiles the AssemblyScript sources; resolves to the module's bytes. */
export async function compilePlays() {
  const { default: asc } = await import('assemblyscript/asc');
  const outputs = {};
  const result = await asc.main([ENTRY, '--outFile', 'plays.wasm', ...asc.configToArguments(OPTIONS)], {
    // Only the files of wasm/ (the standard library is built into the compiler).
    readFile: (name) => {
      const file = join(SOURCES, name);
      return existsSync(file) ? readFileSync(file, 'utf8') : null;
    },
    writeFile: (name, contents) => {
      outputs[name] = contents;
    },
    listFiles: () => [],
  });
  if (result.error) throw new Error(`asc: ${result.error.message}\n${result.stderr.toString()}`);
  return Buffer.from(outputs['plays.wasm']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bytes = await compilePlays();
  writeFileSync(TARGET, bytes);
  process.stdout.write(`wrote ${TARGET} (${bytes.length} bytes of WebAssembly)\n`);
}
