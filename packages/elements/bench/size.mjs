// Bundle size budgets (docs/benchmarks.md): <nardy-board> with Lit ≤ 25 KB gzipped (the rules-free
// board class alone, as its module exports it), the whole elements bundle ≤ 60 KB gzipped. Builds each entry the way the package build does (minified ES
// module, Lit included) into a temporary folder and prints raw and gzipped sizes as JSON.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { packageRoot } from './serve.mjs';

const ENTRIES = {
  'nardy-board (with Lit)': 'src/board/nardy-board.ts',
  'whole bundle': 'src/index.ts',
};
const BUDGETS = { 'nardy-board (with Lit)': 25 * 1024, 'whole bundle': 60 * 1024 };

const results = [];
for (const [name, entry] of Object.entries(ENTRIES)) {
  const outDir = await mkdtemp(join(tmpdir(), 'nardy-size-'));
  await build({
    root: packageRoot,
    configFile: join(packageRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: {
      outDir,
      sourcemap: false,
      lib: { entry: join(packageRoot, entry), formats: ['es'], fileName: () => 'out.js' },
    },
  });
  const code = await readFile(join(outDir, 'out.js'));
  const gzip = gzipSync(code, { level: 9 }).length;
  results.push({ name, bytes: code.length, gzip, budget: BUDGETS[name], ok: gzip <= BUDGETS[name] });
  await rm(outDir, { recursive: true, force: true });
}
for (const r of results) {
  process.stdout.write(
    `${r.name}: ${(r.bytes / 1024).toFixed(1)} KB, ${(r.gzip / 1024).toFixed(2)} KB gzipped (budget ${r.budget / 1024} KB) ${r.ok ? 'ok' : 'OVER'}\n`,
  );
}
process.stdout.write(`${JSON.stringify(results)}\n`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
