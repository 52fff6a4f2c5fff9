/**
 * What the computer costs a visitor: builds the web app into a temporary folder and reports the bot
 * worker's script and the files it fetches (the nets `*.nnq` and the rules' move generator
 * `plays*.wasm`), raw and gzipped (level 9), with their total:
 *   node scripts/run-ts.mjs lab/scripts/workerSize.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'nardy-size-'));
try {
  const build = spawnSync(
    process.execPath,
    [join(root, 'scripts/pnpm.mjs'), 'exec', 'vite', 'build', '--outDir', out],
    {
      cwd: join(root, 'apps/web'),
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  const assets = join(out, 'assets');
  const files = readdirSync(assets).filter(
    (f) => /^botWorker-.*\.js$/.test(f) || f.endsWith('.nnq') || /^plays.*\.wasm$/.test(f),
  );
  const rows = files.map((f) => {
    const bytes = readFileSync(join(assets, f));
    return {
      file: f.replace(/-[\w-]{8}(?=\.)/, ''),
      bytes: bytes.length,
      gzipped: gzipSync(bytes, { level: 9 }).length,
    };
  });
  const total = rows.reduce((sum, r) => sum + r.gzipped, 0);
  console.log(JSON.stringify({ files: rows, gzippedTotal: total, gzippedTotalKB: Number((total / 1024).toFixed(1)) }));
} finally {
  rmSync(out, { recursive: true, force: true });
}
