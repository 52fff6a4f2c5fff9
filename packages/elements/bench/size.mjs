// Bundle size budgets (docs/benchmarks.md): <nardy-board> with Lit ≤ 25 KB gzipped (the rules-free
// board class alone, as its module exports it); the elements bundle and the one-tag table bundle
// (without the computer, which loads separately) ≤ 60 KB gzipped each. Builds every bundle the way the
// package build does (scripts/bundle.mjs: minified ES modules, Lit included) into a temporary folder
// and prints raw and gzipped (level 9) sizes, then one JSON line.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildBundles } from '../scripts/bundle.mjs';
import { packageRoot } from './serve.mjs';

const KB = 1024;
const BUDGETS = {
  'nardy-board (with Lit)': 25 * KB,
  'nardy-elements.js': 60 * KB,
  'nardy-table.js': 60 * KB,
};

const dir = await mkdtemp(join(tmpdir(), 'nardy-size-'));
const results = [];
const measure = async (name, file) => {
  const code = await readFile(file);
  const gzip = gzipSync(code, { level: 9 }).length;
  const budget = BUDGETS[name] ?? null;
  results.push({ name, bytes: code.length, gzip, budget, ok: budget === null || gzip <= budget });
};
try {
  await build({
    root: packageRoot,
    configFile: join(packageRoot, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'silent',
    build: {
      outDir: join(dir, 'board'),
      sourcemap: false,
      lib: { entry: join(packageRoot, 'src/board/nardy-board.ts'), formats: ['es'], fileName: () => 'out.js' },
    },
  });
  await measure('nardy-board (with Lit)', join(dir, 'board', 'out.js'));
  await buildBundles({ outDir: join(dir, 'bundle'), sourcemap: false, logLevel: 'silent' });
  for (const file of (await readdir(join(dir, 'bundle'))).sort()) await measure(file, join(dir, 'bundle', file));
} finally {
  await rm(dir, { recursive: true, force: true });
}
for (const r of results) {
  const budget = r.budget === null ? '' : ` (budget ${r.budget / KB} KB) ${r.ok ? 'ok' : 'OVER'}`;
  process.stdout.write(`${r.name}: ${(r.bytes / KB).toFixed(1)} KB, ${(r.gzip / KB).toFixed(2)} KB gzipped${budget}\n`);
}
process.stdout.write(`${JSON.stringify(results)}\n`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
