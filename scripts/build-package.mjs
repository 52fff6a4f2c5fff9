#!/usr/bin/env node
// The published build of one workspace package (run by its `build` script, from its folder):
// ES modules + .d.ts + source maps in dist/, compiled by tsc from tsconfig.build.json.
//
// During development the workspace packages import each other's src/index.ts (their `exports`);
// the published form is what `pnpm pack` writes from `publishConfig` (exports into dist/, versions for
// `workspace:*`). tsconfig.build.json maps the sibling packages to their built dist/*.d.ts, so a package
// is compiled against what a consumer will install (turbo builds the dependencies first).
//
// After tsc: relative `.ts` specifiers left in the declarations become `.js` (tsc rewrites them in the
// JavaScript only), so that every TypeScript version that reads ES module declarations resolves them;
// and a `bin` file is made executable. Binary files beside the modules (`*.wasm`, which a module names
// with `new URL(…, import.meta.url)`) are copied from src/ to the same place in dist/.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cwd = process.cwd();
const manifest = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
const dist = join(cwd, 'dist');

rmSync(dist, { recursive: true, force: true });
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const compiled = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd, stdio: 'inherit' });
if (compiled.status !== 0) {
  process.stderr.write(`${manifest.name}: tsc failed\n`);
  process.exit(compiled.status ?? 1);
}

/** `from './x.ts'`, `import('./x.ts')` and `import './x.ts'` with a relative path. */
const RELATIVE_TS = /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)\.ts(['"])/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let declarations = 0;
for (const file of files(dist)) {
  if (!file.endsWith('.d.ts')) continue;
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(RELATIVE_TS, '$1$2.js$3');
  if (rewritten !== text) writeFileSync(file, rewritten);
  declarations += 1;
}

let copied = 0;
const src = join(cwd, 'src');
if (existsSync(src)) {
  for (const file of files(src)) {
    if (!file.endsWith('.wasm')) continue;
    copyFileSync(file, join(dist, file.slice(src.length)));
    copied += 1;
  }
}

const bins = Object.values(manifest.publishConfig?.bin ?? {});
for (const bin of bins) {
  const path = join(cwd, bin);
  if (!existsSync(path)) {
    process.stderr.write(`${manifest.name}: bin ${bin} was not built\n`);
    process.exit(1);
  }
  if (!readFileSync(path, 'utf8').startsWith('#!/usr/bin/env node')) {
    process.stderr.write(`${manifest.name}: bin ${bin} has no #!/usr/bin/env node line\n`);
    process.exit(1);
  }
  chmodSync(path, 0o755);
}

process.stdout.write(
  `${manifest.name}: dist/ built (${declarations} declaration files${copied ? `, ${copied} binary file${copied === 1 ? '' : 's'}` : ''})\n`,
);
