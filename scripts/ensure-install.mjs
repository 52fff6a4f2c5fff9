// Installs the workspace's dependencies from the lockfile when node_modules is missing or older than
// the lockfile. Shared by `npm start`, `npm test`, `npm run nardy` and `npm run bench` so that every
// entry point works on a fresh clone with no separate set-up step.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function pnpm(args, options = {}) {
  return spawnSync(process.execPath, [join(root, 'scripts', 'pnpm.mjs'), ...args], {
    cwd: root,
    stdio: options.stdio ?? 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...options.env },
  });
}

export function ensureInstalled({ quiet = false } = {}) {
  const lock = join(root, 'pnpm-lock.yaml');
  const marker = join(root, 'node_modules', '.modules.yaml');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  const args = existsSync(lock) ? ['install', '--frozen-lockfile'] : ['install'];
  const result = pnpm(args, { stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('nardy: installing dependencies failed (see above)\n');
    process.exit(result.status ?? 1);
  }
}
