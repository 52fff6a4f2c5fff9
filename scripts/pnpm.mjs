#!/usr/bin/env node
// Runs the exact pnpm version pinned in package.json's "packageManager" through npx, so that every
// machine (developer or CI) uses the same pnpm without corepack. Usage: node scripts/pnpm.mjs <args>.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const result = spawnSync('npx', ['--yes', packageManager, ...process.argv.slice(2)], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false' },
});
process.exit(result.status ?? 1);
