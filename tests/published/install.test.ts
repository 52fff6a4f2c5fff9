// The packages as people install them: the tarballs `npm run pack` writes, installed with npm into a
// fresh project outside the workspace (support/globalSetup.ts), used from plain Node and from tsc.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { ROOT, run, tarballFiles } from './support/consumer.ts';

const consumer = inject('consumerDir');
const tarballs = inject('tarballs');
const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const installed = (name: string) => join(consumer, 'node_modules', ...name.split('/'));
const manifestOf = (name: string) => JSON.parse(readFileSync(join(installed(name), 'package.json'), 'utf8'));

describe('the tarballs', () => {
  test('every package is packed, at one version, with its README and LICENSE and nothing of the workspace', () => {
    const { pack, install } = inject('timings');
    console.info(`pack-and-install: build + pack ${pack} ms, npm install ${install} ms`);
    expect(tarballs.map((t) => t.name).sort()).toEqual([
      '@nardy/bot',
      '@nardy/cli',
      '@nardy/elements',
      '@nardy/online',
      '@nardy/parallel',
      '@nardy/rules',
      '@nardy/server',
      '@nardy/tournament',
    ]);
    expect(new Set(tarballs.map((t) => t.version)).size).toBe(1);
    for (const t of tarballs) {
      const files = tarballFiles(t.file);
      expect(files, t.name).toContain('README.md');
      expect(files, t.name).toContain('LICENSE');
      expect(files, t.name).toContain('package.json');
      const strays = files.filter((f) => /^(src|test|bench|demo|scripts)\/|\.map$|\.test\.|tsconfig|vitest/.test(f));
      expect(strays, t.name).toEqual([]);
    }
  });

  test('each manifest points into dist/ with types, and names no workspace version', () => {
    for (const { name } of tarballs) {
      const m = manifestOf(name);
      expect(m.engines, name).toEqual({ node: '>=20' });
      expect(m.license, name).toBe('MIT');
      expect(m.repository?.directory, name).toBe(`packages/${name.split('/')[1]}`);
      expect(m.keywords?.length, name).toBeGreaterThan(2);
      expect(JSON.stringify(m), name).not.toContain('workspace:');
      expect(JSON.stringify(m.exports), name).not.toContain('src/');
      const root = m.exports['.'];
      if (root) {
        expect(existsSync(join(installed(name), root.types)), `${name} types`).toBe(true);
        expect(existsSync(join(installed(name), root.import)), `${name} import`).toBe(true);
      }
      for (const [, version] of Object.entries<string>(m.dependencies ?? {})) {
        expect(version, name).not.toMatch(/^(file|link|workspace):/);
      }
    }
    expect(manifestOf('@nardy/cli').bin).toEqual({ nardy: './dist/main.js' });
    expect(manifestOf('@nardy/elements').customElements).toBe('custom-elements.json');
  });
});

describe('a project that installed them', () => {
  test('plain Node: the rules list plays, a two-board table runs on XState, the bot moves', () => {
    const r = run(process.execPath, ['play.mjs'], { cwd: consumer });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.plays).toBe(16);
    expect(out.firstPlay).toMatch(/^\d+\/\d+ \d+\/\d+$/);
    expect(out.botMove).toMatch(/^\d+\/\d+ \d+\/\d+$/);
    expect(out.table.phase).toBe('gameOver');
    expect(out.table.boards).toBe(2);
  });

  test('tsc --module nodenext --strict checks a consumer file with zero errors (declarations included)', () => {
    const r = run(process.execPath, [tsc, '--module', 'nodenext', '--strict', '--noEmit', 'types.ts'], {
      cwd: consumer,
    });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  test("a server script type-checks; the only errors tsc reports are in Colyseus's own declarations", () => {
    const args = ['--module', 'nodenext', '--strict', '--noEmit', '--types', 'node', 'server.ts'];
    const r = run(process.execPath, [tsc, ...args], { cwd: consumer });
    const errors = r.stdout.split('\n').filter((l) => /error TS\d+/.test(l));
    expect(errors.filter((l) => !l.startsWith('node_modules/@colyseus/'))).toEqual([]);
  });

  test('the nardy binary answers moves and bot lines, and its usage', () => {
    const nardy = join(consumer, 'node_modules', '.bin', 'nardy');
    const line = '{"id":1,"position":"4HPwATDgc/ABMA","dice":[3,1]}\n';
    const moves = run(nardy, ['moves'], { cwd: consumer, input: line });
    expect(moves.stderr).toBe('');
    expect(JSON.parse(moves.stdout)).toMatchObject({ id: 1, count: 16 });
    const bot = run(nardy, ['bot', '--level', 'beginner'], { cwd: consumer, input: line });
    expect(JSON.parse(bot.stdout)).toMatchObject({ id: 1 });
    expect(JSON.parse(bot.stdout).steps).toHaveLength(2);
    const help = run(nardy, ['--help'], { cwd: consumer });
    expect(help.status).toBe(0);
    expect(help.stderr).toContain('usage: nardy <command>');
  });
});

describe('the READMEs', () => {
  // The first ```js example of each library README, run from the installed package as it is written.
  for (const name of ['@nardy/rules', '@nardy/parallel', '@nardy/bot', '@nardy/tournament']) {
    test(`${name}'s example runs`, () => {
      const readme = readFileSync(join(installed(name), 'README.md'), 'utf8');
      const example = /```js\n([\s\S]*?)```/.exec(readme)?.[1];
      expect(example, name).toBeTruthy();
      const file = `readme-${name.split('/')[1]}.mjs`;
      writeFileSync(join(consumer, file), example as string);
      const r = run(process.execPath, [file], { cwd: consumer });
      expect(r.stderr, name).toBe('');
      expect(r.status, name).toBe(0);
      expect(r.stdout.length, name).toBeGreaterThan(0);
    });
  }
});
