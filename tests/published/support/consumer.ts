import { type SpawnSyncOptions, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../consumer/', import.meta.url));

export interface Tarball {
  readonly name: string;
  readonly version: string;
  readonly file: string;
  readonly bytes: number;
}

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The environment of a user's shell: none of the variables npm, pnpm, turbo or vitest set for the
 * test run (an inherited `npm_config_*` or NODE_OPTIONS would make the consumer something else).
 */
export function userEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|NODE_|PNPM|TURBO|VITEST|INIT_CWD$|TSX)/i.test(key)) continue;
    env[key] = value;
  }
  return env;
}

export function run(command: string, args: readonly string[], options: SpawnSyncOptions = {}): Run {
  const r = spawnSync(command, args, { encoding: 'utf8', env: userEnv(), maxBuffer: 64 << 20, ...options });
  if (r.error) throw r.error;
  return { status: r.status, stdout: String(r.stdout), stderr: String(r.stderr) };
}

/** `npm run pack -- --out DIR`: builds (turbo) and packs every published package. */
export function packTarballs(out: string): Tarball[] {
  const r = run(process.execPath, [join(ROOT, 'scripts', 'pack.mjs'), '--out', out], { cwd: ROOT });
  if (r.status !== 0) throw new Error(`npm run pack failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Tarball);
}

const dependencyVersion = (manifest: string, name: string): string => {
  const m = JSON.parse(readFileSync(join(ROOT, manifest), 'utf8'));
  return m.dependencies?.[name] ?? m.devDependencies?.[name];
};

/**
 * A new npm project in `dir` that depends on every tarball (by file path, as a registry would serve
 * them), on XState (which the consumer drives itself) and on Node's types, with the consumer files of
 * ../consumer/; installed with `npm install` (the npm cache makes later runs offline).
 */
export function installConsumer(dir: string, tarballs: readonly Tarball[]): string {
  mkdirSync(dir, { recursive: true });
  const dependencies: Record<string, string> = {};
  for (const t of tarballs) dependencies[t.name] = `file:${t.file}`;
  dependencies.xstate = dependencyVersion('packages/parallel/package.json', 'xstate');
  const manifest = {
    name: 'nardy-consumer',
    private: true,
    type: 'module',
    dependencies,
    devDependencies: { '@types/node': dependencyVersion('package.json', '@types/node') },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const file of readdirSync(FIXTURES)) copyFileSync(join(FIXTURES, file), join(dir, file));
  const npm = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], {
    cwd: dir,
  });
  if (npm.status !== 0) throw new Error(`npm install failed:\n${npm.stdout}\n${npm.stderr}`);
  return dir;
}

/** The file names inside a tarball (without the leading `package/`). */
export function tarballFiles(file: string): string[] {
  const r = run('tar', ['-tzf', file]);
  if (r.status !== 0) throw new Error(r.stderr);
  return r.stdout
    .trim()
    .split('\n')
    .map((f) => f.replace(/^package\//, ''));
}
