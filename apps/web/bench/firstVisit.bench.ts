// `npm run bench` (apps/web): what a newcomer's first visit to `/` downloads, measured in Chromium
// through `nardy serve` (the real server, serving the production build with its precompressed files)
// with no cache. Prints one line per response and the goal | figure line of docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { FIRST_VISIT_GOAL, firstVisit } from './firstVisit.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const appDir = fileURLToPath(new URL('../', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

process.env.NODE_ENV = 'production';
await build({ root: appDir, configFile: join(appDir, 'vite.config.ts'), logLevel: 'error', mode: 'production' });

const scratch = mkdtempSync(join(tmpdir(), 'nardy-first-visit-'));
const server = spawn(
  process.execPath,
  [
    join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    join(root, 'packages', 'cli', 'src', 'main.ts'),
    'serve',
    '--port',
    '0',
    '--data',
    join(scratch, 'db'),
    '--app',
    join(appDir, 'dist'),
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
try {
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    server.on('exit', (code) => reject(new Error(`nardy serve exited (${code})`)));
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const visit = await firstVisit(browser, url);
    for (const t of visit.transfers) {
      process.stdout.write(
        `${t.type.padEnd(10)} ${kb(t.bytes).padStart(9)}  ${t.encoding ?? '-'}  ${new URL(t.url).pathname}\n`,
      );
    }
    const ok = visit.javascript <= FIRST_VISIT_GOAL.javascript && visit.total <= FIRST_VISIT_GOAL.total;
    process.stdout.write(
      `first visit to /: JavaScript ${kb(visit.javascript)} (goal <= ${kb(FIRST_VISIT_GOAL.javascript)}), ` +
        `in all ${kb(visit.total)} (goal <= ${kb(FIRST_VISIT_GOAL.total)}) ${ok ? 'ok' : 'OVER'}\n`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(scratch, { recursive: true, force: true });
}
