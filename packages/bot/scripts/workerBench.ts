/**
 * Time per move of a level inside a real browser Web Worker (the web app's setting):
 *   node scripts/run-ts.mjs packages/bot/scripts/workerBench.ts [--variant short|long] [--level L]
 *     [--positions N] [--chromium PATH]
 * Bundles workerBenchEntry.ts with Vite (the bot and its JSON weights, as the app would), starts
 * headless Chromium through playwright-core, runs the bundle in a Worker and prints its JSON line.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const args = process.argv.slice(2);
const flags: Record<string, string> = {};
for (let i = 0; i < args.length; i++) {
  const [k, v] = args[i].replace(/^--/, '').split('=', 2);
  flags[k] = v ?? args[++i] ?? '';
}
const outDir = mkdtempSync(join(tmpdir(), 'nardy-worker-bench-'));
try {
  await build({
    logLevel: 'warn',
    configFile: false,
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL('./workerBenchEntry.ts', import.meta.url)),
        formats: ['iife'],
        name: 'bench',
        fileName: 'worker',
      },
    },
  });
  const code = readFileSync(join(outDir, 'worker.iife.js'), 'utf8');
  const browser = await chromium.launch({ executablePath: flags.chromium ?? 'chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const message = {
      variant: flags.variant ?? 'short',
      level: flags.level ?? 'strong',
      positions: Number(flags.positions ?? 20),
    };
    const result = await page.evaluate(
      ([source, data]) =>
        new Promise((resolve) => {
          const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
          worker.onmessage = (e) => resolve(e.data);
          worker.onerror = (e) => resolve({ error: e.message });
          worker.postMessage(data);
        }),
      [code, message] as const,
    );
    console.log(
      JSON.stringify({
        browser: `chromium ${browser.version()}`,
        worker: true,
        bundleBytes: code.length,
        ...(result as object),
      }),
    );
  } finally {
    await browser.close();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
