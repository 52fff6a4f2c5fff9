#!/usr/bin/env node
// `npm run pack [-- --out DIR]`: builds every published package (packages/*: each one that is not
// `private`) and packs it into DIR (default `packed/`) as the tarball `npm publish` would upload. The
// packing is pnpm's: it writes each package's `publishConfig` (exports into dist/, the bin) over the
// development fields and turns `workspace:*` into the one version all packages share. Prints one JSON
// line per tarball: {"name", "version", "file", "bytes"}.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The published packages: name, version and folder of each non-private package under packages/. */
export function publishedPackages() {
  const out = [];
  for (const dir of readdirSync(join(root, 'packages')).sort()) {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
    if (manifest.private) continue;
    out.push({ name: manifest.name, version: manifest.version, dir: join(root, 'packages', dir), manifest });
  }
  return out;
}

function pnpm(args, options = {}) {
  return spawnSync(process.execPath, [join(root, 'scripts', 'pnpm.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: options.stdio ?? ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
}

/**
 * Builds the published packages (turbo: dependencies first, unchanged ones from its cache) and packs
 * them into `out`, emptied first. Returns the tarballs; throws with the tools' output on failure.
 */
export function packAll(out, { build = true } = {}) {
  const packages = publishedPackages();
  const filters = packages.flatMap((p) => ['--filter', p.name]);
  if (build) {
    const built = pnpm(['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only']);
    if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const packed = pnpm(['-r', ...filters, 'pack', '--pack-destination', out]);
  if (packed.status !== 0) throw new Error(`pack failed:\n${packed.stdout}\n${packed.stderr}`);
  return packages.map((p) => {
    const file = join(out, `${p.name.replace('@', '').replace('/', '-')}-${p.version}.tgz`);
    return { name: p.name, version: p.version, file, bytes: statSync(file).size };
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const out = resolve(at >= 0 ? process.argv[at + 1] : join(root, 'packed'));
  const { ensureInstalled } = await import('./ensure-install.mjs');
  ensureInstalled({ quiet: true });
  try {
    for (const t of packAll(out)) process.stdout.write(`${JSON.stringify(t)}\n`);
  } catch (error) {
    process.stderr.write(`npm run pack: ${error.message}\n`);
    process.exit(1);
  }
}
