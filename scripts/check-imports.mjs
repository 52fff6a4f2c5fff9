#!/usr/bin/env node
// `node scripts/check-imports.mjs`: the import direction of the workspace, checked (a stage of
// `npm test`). Every source file of every workspace package is read for its imports of `@nardy/*`
// packages and for relative imports that land in another package, and each import must
//   1. go the allowed way (DIRECTION below, the one home of the rule; nothing imports the lab),
//   2. name a package listed in the importer's package.json (a published package's src/ only what it
//      ships with: `dependencies` or `peerDependencies`),
//   3. reach a deeper path only where the imported package's `exports` offers it; its sources
//      (`@nardy/x/src/…`) only from the lab.
// Prints one line per import that breaks a rule and exits 1, or exits 0 in silence.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Who may import whom, directly (README.md, "Packages"): apps → {elements, online} → parallel → rules,
 * elements → {bot, online} (the embed's computer, the live embed's spectator), bot → {parallel, rules}, tournament → parallel, server → {online, parallel, bot,
 * rules, tournament}, cli → every package, the apps → every package, the lab → every package; nothing imports the
 * lab or the apps. What a package may import directly it may also import through any of those: the
 * rule is the closure of these edges.
 */
export const DIRECTION = {
  '@nardy/rules': [],
  '@nardy/parallel': ['@nardy/rules'],
  '@nardy/bot': ['@nardy/parallel', '@nardy/rules'],
  '@nardy/tournament': ['@nardy/parallel', '@nardy/rules'],
  '@nardy/online': ['@nardy/parallel'],
  '@nardy/elements': ['@nardy/parallel', '@nardy/bot', '@nardy/online'],
  '@nardy/server': ['@nardy/online', '@nardy/parallel', '@nardy/bot', '@nardy/rules', '@nardy/tournament'],
  '@nardy/cli': [
    '@nardy/rules',
    '@nardy/parallel',
    '@nardy/bot',
    '@nardy/tournament',
    '@nardy/online',
    '@nardy/server',
    '@nardy/elements',
  ],
  '@nardy/web': [
    '@nardy/elements',
    '@nardy/online',
    '@nardy/bot',
    '@nardy/tournament',
    '@nardy/server',
    '@nardy/parallel',
    '@nardy/rules',
  ],
  '@nardy/lab': ['@nardy/cli', '@nardy/server', '@nardy/elements', '@nardy/tournament', '@nardy/bot'],
  // This check's own test: it imports no package.
  '@nardy/import-tests': [],
};

/** Workspace packages the check leaves alone, and why. */
export const OUTSIDE = {
  '@nardy/published-tests': 'its files import the packed tarballs, installed in a project outside the workspace',
};

const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;
const SKIP = new Set(['node_modules', 'dist', 'bundle', 'packed', '.turbo', 'test-results', 'coverage']);

/** Every package each package may import: the closure of `direction`. */
export function allowedImports(direction = DIRECTION) {
  const allowed = {};
  const reach = (name, seen) => {
    for (const next of direction[name] ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      reach(next, seen);
    }
    return seen;
  };
  for (const name of Object.keys(direction)) allowed[name] = reach(name, new Set());
  return allowed;
}

/** The workspace's packages: name, folder, manifest (from pnpm-workspace.yaml's `packages` globs). */
export function workspacePackages(at = root) {
  const yaml = readFileSync(join(at, 'pnpm-workspace.yaml'), 'utf8');
  const globs = [...yaml.matchAll(/^\s+-\s+['"]?([^'"\s#]+)['"]?\s*$/gm)].map((m) => m[1]);
  const dirs = globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) return [join(at, glob)];
    const parent = join(at, glob.slice(0, -2));
    if (!existsSync(parent)) return [];
    return readdirSync(parent, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => join(parent, d.name));
  });
  return dirs
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      return { name: manifest.name, dir, manifest };
    });
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** The module specifiers a file imports, with their line: static, side-effect and dynamic imports. */
export function importsOf(text) {
  const found = [];
  const patterns = [
    // import … from 'x', export … from 'x' (a statement at the start of a line; the names may span lines)
    /^[ \t]*(?:import|export)\s[^'";]*?\bfrom\s*(['"])([^'"\n]+)\1/gm,
    // import 'x'
    /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm,
    // import('x')
    /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) {
      const line = text.slice(0, m.index + m[0].length).split('\n').length;
      found.push({ specifier: m[2], line });
    }
  }
  return found;
}

/** Whether `subpath` ('./x') is offered by a package's `exports` (an exact key or a `*` pattern). */
function exported(manifest, subpath) {
  const exports = manifest.exports;
  if (exports === undefined || typeof exports === 'string') return subpath === '.';
  return Object.keys(exports).some((key) => {
    if (!key.includes('*')) return key === subpath;
    const [head, tail] = key.split('*');
    return subpath.startsWith(head) && subpath.endsWith(tail) && subpath.length >= head.length + tail.length;
  });
}

/** Every import in the workspace at `at` that breaks a rule, as `file:line: message`. */
export function importProblems(at = root, direction = DIRECTION) {
  const packages = workspacePackages(at);
  const byName = new Map(packages.map((p) => [p.name, p]));
  const allowed = allowedImports(direction);
  const problems = [];
  const lab = packages.find((p) => p.name === '@nardy/lab');
  /** The workspace package a path lies in (the deepest folder that holds it). */
  const owner = (path) =>
    packages
      .filter((p) => path === p.dir || path.startsWith(p.dir + sep))
      .sort((a, b) => b.dir.length - a.dir.length)[0];

  for (const pkg of packages) {
    if (pkg.name in OUTSIDE) continue;
    if (!(pkg.name in direction)) {
      problems.push(`${relative(at, join(pkg.dir, 'package.json'))}: ${pkg.name} has no place in the import direction`);
      continue;
    }
    const shipped = new Set(Object.keys({ ...pkg.manifest.dependencies, ...pkg.manifest.peerDependencies }));
    const listed = new Set([...shipped, ...Object.keys(pkg.manifest.devDependencies ?? {})]);
    for (const file of sourceFiles(pkg.dir)) {
      const text = readFileSync(file, 'utf8');
      const inSrc = relative(pkg.dir, file).split(sep)[0] === 'src';
      for (const { specifier, line } of importsOf(text)) {
        const where = `${relative(at, file)}:${line}`;
        let target;
        let subpath = '.';
        if (specifier.startsWith('@nardy/')) {
          const [scope, name, ...rest] = specifier.split('/');
          target = `${scope}/${name}`;
          if (rest.length > 0) subpath = `./${rest.join('/')}`;
        } else if (specifier.startsWith('.')) {
          const into = owner(resolve(dirname(file), specifier));
          if (into === undefined || into === pkg) continue;
          target = into.name;
          subpath = null; // a relative path into another package: its direction and listing still count
        } else continue;
        if (target === pkg.name) continue;
        if (lab !== undefined && target === lab.name) {
          problems.push(`${where}: ${specifier}: nothing imports the lab`);
          continue;
        }
        if (!byName.has(target)) {
          problems.push(`${where}: ${specifier}: no workspace package ${target}`);
          continue;
        }
        if (!allowed[pkg.name].has(target)) {
          problems.push(`${where}: ${specifier}: ${pkg.name} may not import ${target} (the import direction)`);
          continue;
        }
        if (!(inSrc && pkg.manifest.private !== true ? shipped : listed).has(target)) {
          const field = inSrc && pkg.manifest.private !== true ? 'dependencies' : 'dependencies or devDependencies';
          problems.push(`${where}: ${specifier}: ${target} is not in ${pkg.name}'s ${field}`);
          continue;
        }
        if (subpath === null || subpath === '.') continue;
        if (!exported(byName.get(target).manifest, subpath)) {
          problems.push(`${where}: ${specifier}: ${target} does not export ${subpath}`);
        } else if (subpath.startsWith('./src/') && pkg !== lab) {
          problems.push(`${where}: ${specifier}: only the lab reaches into a package's sources`);
        }
      }
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = importProblems();
  for (const line of problems) process.stderr.write(`${line}\n`);
  process.exit(problems.length === 0 ? 0 : 1);
}
