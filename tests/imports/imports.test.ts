import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allowedImports, DIRECTION, importProblems, importsOf } from '../../scripts/check-imports.mjs';

describe('the import direction', () => {
  it('every import of the workspace goes the allowed way, to a listed package, through what it exports', () => {
    expect(importProblems()).toEqual([]);
  });

  it('is the closure of the direct edges: the apps reach the rules, nothing reaches the lab or the apps', () => {
    const allowed = allowedImports();
    expect([...allowed['@nardy/web']]).toContain('@nardy/rules');
    expect([...allowed['@nardy/elements']].sort()).toEqual([
      '@nardy/bot',
      '@nardy/online',
      '@nardy/parallel',
      '@nardy/rules',
    ]);
    expect([...allowed['@nardy/rules']]).toEqual([]);
    expect([...allowed['@nardy/lab']]).not.toContain('@nardy/lab');
    for (const [name, reach] of Object.entries(allowed)) {
      expect(reach.has('@nardy/lab'), name).toBe(false);
      expect(reach.has('@nardy/web'), name).toBe(false);
    }
  });
});

describe('the check, on a workspace made for it', () => {
  const at = mkdtempSync(join(tmpdir(), 'nardy-imports-'));
  afterAll(() => rmSync(at, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(at, path)), { recursive: true });
    writeFileSync(join(at, path), text);
  };
  const manifest = (name: string, fields: Record<string, unknown> = {}) =>
    JSON.stringify({ name, exports: { '.': './src/index.ts', './src/*': './src/*' }, ...fields });
  write('pnpm-workspace.yaml', 'packages:\n  - packages/*\n  - lab\n');
  write('packages/rules/package.json', manifest('@nardy/rules'));
  write('packages/parallel/package.json', manifest('@nardy/parallel', { dependencies: { '@nardy/rules': '*' } }));
  write('packages/bot/package.json', manifest('@nardy/bot', { devDependencies: { '@nardy/parallel': '*' } }));
  write('packages/cli/package.json', manifest('@nardy/cli', { dependencies: { '@nardy/bot': '*' } }));
  write('lab/package.json', manifest('@nardy/lab', { private: true, dependencies: { '@nardy/bot': '*' } }));
  // Allowed: down the direction, listed, through the index.
  write('packages/parallel/src/table.ts', "import { roll } from '@nardy/rules';\nexport const t = roll;\n");
  // Backwards, as a package name and as a relative path into the other package.
  write('packages/rules/src/roll.ts', "import { t } from '@nardy/parallel';\nexport const roll = t;\n");
  write('packages/rules/test/roll.test.ts', "import { t } from '../../parallel/src/table.ts';\n");
  // A devDependency in a published package's sources; in its tests it is fine.
  write('packages/bot/src/seat.ts', "import type { T } from '@nardy/parallel';\n");
  write('packages/bot/test/seat.test.ts', "import { t } from '@nardy/parallel';\n");
  // Not listed at all (multi-line import list).
  write('packages/bot/src/moves.ts', "import {\n  roll,\n} from '@nardy/rules';\n");
  // Into a package's sources: only the lab; a subpath nobody exports; the lab itself.
  // (The dynamic import is split so that the check of this very file does not read it as one.)
  write(
    'packages/cli/src/main.ts',
    "import { seat } from '@nardy/bot/src/seat.ts';\nawait imp" + "ort('@nardy/bot/weights');\n",
  );
  write('lab/scripts/train.ts', "import { seat } from '@nardy/bot/src/seat.ts';\nimport '@nardy/bot';\n");
  write(
    'packages/bot/src/index.ts',
    "export * from '@nardy/lab';\nexport { x } from '../../../lab/scripts/train.ts';\n",
  );
  // A comment that shows an import is not one.
  write('packages/rules/src/index.ts', "/**\n * import { t } from '@nardy/parallel';\n */\nexport const n = 1;\n");

  it('names every import that breaks a rule, with its file and line', () => {
    const direction = { ...DIRECTION };
    delete direction['@nardy/tournament'];
    expect(importProblems(at, direction).sort()).toEqual(
      [
        'packages/bot/src/index.ts:1: @nardy/lab: nothing imports the lab',
        'packages/bot/src/index.ts:2: ../../../lab/scripts/train.ts: nothing imports the lab',
        "packages/bot/src/moves.ts:3: @nardy/rules: @nardy/rules is not in @nardy/bot's dependencies",
        "packages/bot/src/seat.ts:1: @nardy/parallel: @nardy/parallel is not in @nardy/bot's dependencies",
        "packages/cli/src/main.ts:1: @nardy/bot/src/seat.ts: only the lab reaches into a package's sources",
        'packages/cli/src/main.ts:2: @nardy/bot/weights: @nardy/bot does not export ./weights',
        'packages/rules/src/roll.ts:1: @nardy/parallel: @nardy/rules may not import @nardy/parallel (the import direction)',
        'packages/rules/test/roll.test.ts:1: ../../parallel/src/table.ts: @nardy/rules may not import @nardy/parallel (the import direction)',
      ].sort(),
    );
  });

  it('asks for a place in the direction for a new package', () => {
    write('packages/chat/package.json', manifest('@nardy/chat'));
    expect(importProblems(at)).toContain(
      'packages/chat/package.json: @nardy/chat has no place in the import direction',
    );
    rmSync(join(at, 'packages/chat'), { recursive: true });
  });

  it('reads static, side-effect and dynamic imports, and no comment', () => {
    const text =
      "import a from 'a';\nexport * from 'b';\nimport 'c';\nconst d = await import('d');\n// import e from 'e';\n";
    expect(
      importsOf(text)
        .map((i) => i.specifier)
        .sort(),
    ).toEqual(['a', 'b', 'c', 'd']);
  });
});
