#!/usr/bin/env node
// `npm test`: install if needed, make sure a browser exists for browser tests, then typecheck, run
// every test (vitest projects of all packages), lint, and close with the line
// `tests: N passed, N failed` that CI reads. Typecheck and lint failures count as failed tests so that
// the closing line can never look green while a stage is red.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from './chromium.mjs';
import { ensureInstalled, pnpm, root } from './ensure-install.mjs';

ensureInstalled();

if (!existsSync(chromiumPath)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    process.stdout.write('npm test: installing Debian chromium for the browser tests…\n');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!existsSync(chromiumPath)) {
    process.stderr.write(
      `npm test: no Chromium at ${chromiumPath}. Install Debian's 'chromium' package or set CHROMIUM_PATH.\n`,
    );
  }
}

let passed = 0;
let failed = 0;
const stage = (name, ok) => {
  process.stdout.write(`\n== ${name}: ${ok ? 'ok' : 'FAILED'}\n`);
  if (!ok) failed += 1;
};

stage('typecheck', pnpm(['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']).status === 0);

const results = join(root, 'node_modules', '.cache', 'nardy-vitest-results.json');
rmSync(results, { force: true });
const vitest = pnpm(['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`]);
if (existsSync(results)) {
  const report = JSON.parse(readFileSync(results, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (vitest.status !== 0 && report.numFailedTests === 0) failed += 1; // e.g. a file that failed to load
} else {
  failed += 1;
}
stage('tests', vitest.status === 0);

stage('lint', pnpm(['exec', 'biome', 'check', '.']).status === 0);

process.stdout.write(`\ntests: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
