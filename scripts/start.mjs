#!/usr/bin/env node
// `npm start`: install from the lockfile if needed, build the web app if it is missing or older than its
// sources, then serve it and the game server on one port (http://127.0.0.1:5173 unless PORT is set) with
// embedded PGlite (data in .nardy/db) and in-process presence: nothing to install but Node.
// Arguments after `--` go to `nardy serve` (e.g. `npm start -- --database postgres://…`).
// The Vite dev server with hot reload (app only, no game server) is `npm run dev`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, pnpm, root } from './ensure-install.mjs';
import { watchServer } from './serverExit.mjs';

ensureInstalled();

/** Newest modification time under `path` (files and folders, node_modules and dist left out). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, name)));
  }
  return latest;
}

const built = join(root, 'apps', 'web', 'dist', 'index.html');
const sources = [
  join(root, 'apps', 'web'),
  ...readdirSync(join(root, 'packages')).map((p) => join(root, 'packages', p, 'src')),
];
const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
if (sources.some((s) => newest(s) > builtAt)) {
  process.stdout.write('npm start: building the web app…\n');
  const build = pnpm(['--filter', '@nardy/web', 'run', 'build'], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (build.status !== 0) {
    process.stderr.write('npm start: the web app did not build (see above)\n');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'packages', 'cli', 'src', 'main.ts'), 'serve', ...process.argv.slice(2)],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
);
server.stdout.on('data', (chunk) => {
  for (const line of String(chunk).split('\n').filter(Boolean)) {
    try {
      const { url, database } = JSON.parse(line);
      process.stdout.write(`Nardy is at ${url} (data: ${database}; Ctrl+C stops it)\n`);
    } catch {
      process.stdout.write(`${line}\n`);
    }
  }
});
// A server that dies says so and fails `npm start`; Ctrl+C and SIGTERM stop it quietly.
watchServer(server);
