#!/usr/bin/env node
// `npm test`: install if needed, make sure a browser exists for browser tests, then typecheck, run
// every test (vitest projects of all packages, in two lanes), lint, and close with the line
// `tests: N passed, N failed` that CI reads. Typecheck and lint failures count as failed tests so that
// the closing line can never look green while a stage is red.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from './chromium.mjs';
import { ensureInstalled, pnpm, root } from './ensure-install.mjs';

/** Runs one lane's vitest; resolves to its exit status and its JSON report (null if none was written). */
function runLane(lane) {
  const results = join(root, 'node_modules', '.cache', `nardy-vitest-${lane}.json`);
  rmSync(results, { force: true });
  const args = ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`];
  const child = spawn(process.execPath, [join(root, 'scripts', 'pnpm.mjs'), ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NARDY_TEST_LANE: lane },
  });
  const prefix = (stream, out) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${lane}] ${line}\n`);
    });
    stream.on('end', () => {
      if (rest) out.write(`[${lane}] ${rest}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const report = existsSync(results) ? JSON.parse(readFileSync(results, 'utf8')) : null;
      resolve({ status, report });
    });
  });
}

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

// The tests run in two lanes at once, two vitest processes (vitest.config.ts says why): the browser lane
// mostly waits on Chromium while the node lane keeps a core busy. Each lane's lines carry its name.
const lanes = await Promise.all(['node', 'browser'].map(runLane));
for (const lane of lanes) {
  if (lane.report) {
    passed += lane.report.numPassedTests;
    failed += lane.report.numFailedTests;
    if (lane.status !== 0 && lane.report.numFailedTests === 0) failed += 1; // e.g. a file that failed to load
  } else {
    failed += 1;
  }
}
stage(
  'tests',
  lanes.every((lane) => lane.status === 0),
);

stage('lint', pnpm(['exec', 'biome', 'check', '.']).status === 0);

process.stdout.write(`\ntests: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
