#!/usr/bin/env node
// The script-tag form of the package, in bundle/ (run by the package's `build` script):
//   nardy-elements.js   every element, static diagrams and the pure table core (Lit included)
//   nardy-table.js      all of that, plus <nardy-table boards=…> playing a table of its own (the table
//                       machine, XState included) and the client of the computer's worker
//   nardy-live.js       every element, plus the live embeds of a club's pages: <nardy-table watch=…>
//                       following a table of the game server (its client, colyseus.js, included)
//   nardy-computer.js   that worker: @nardy/bot, loaded only when the computer is to act, with its nets
//   short.nnq, long.nnq beside it (fetched by the worker)
// Each is one self-contained ES module built by vite.config.ts (no shared chunks), so any of them can
// be copied next to a page on its own — the table's worker next to the table.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The bundles: file name → entry module. */
export const BUNDLES = {
  'nardy-elements.js': 'src/index.ts',
  'nardy-table.js': 'src/bundle/table.ts',
  'nardy-live.js': 'src/live.ts',
  'nardy-computer.js': 'src/computer/worker.ts',
};

/** How one bundle is built: a library module, or (the worker) an entry whose nets are files beside it. */
function configOf(file, entry) {
  if (file !== 'nardy-computer.js') return { build: { lib: { entry, formats: ['es'], fileName: () => file } } };
  // Library mode would inline the nets (`new URL('../weights/*.nnq', import.meta.url)`) as base64; as an
  // application entry they are emitted as short.nnq and long.nnq next to the worker, which fetches them
  // by relative URLs (base './'), wherever the site puts the files.
  return {
    base: './',
    build: {
      lib: false,
      assetsInlineLimit: 0,
      rolldownOptions: {
        input: entry,
        preserveEntrySignatures: false,
        output: { format: 'es', entryFileNames: file, assetFileNames: '[name][extname]' },
      },
    },
  };
}

/** Builds every bundle into `outDir` (default bundle/), emptied first. */
export async function buildBundles({ outDir = join(root, 'bundle'), sourcemap = true, logLevel = 'info' } = {}) {
  await rm(outDir, { recursive: true, force: true });
  for (const [file, entry] of Object.entries(BUNDLES)) {
    const config = configOf(file, join(root, entry));
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel,
      ...config,
      build: { outDir, emptyOutDir: false, sourcemap, ...config.build },
    });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildBundles();
