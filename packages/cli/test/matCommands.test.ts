// `nardy export --mat FILE` and `nardy import --mat FILE` (issue 12 §4), and GNU Backgammon as an outside
// referee of the .mat they write: it must import every game (skipped where gnubg is not installed).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeMat, parseMat, readRecord, replayRecord, summarizeTable } from '@nardy/parallel';
import { playScripted } from '@nardy/parallel/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { exportMatText, importMatText } from '../src/matCommands.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'nardy-mat-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const nardy = (args: string[], input?: string) =>
  spawnSync(process.execPath, ['scripts/nardy.mjs', ...args], { cwd: root, encoding: 'utf8', input });

const short = { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard', max: 64 } };
const GAMES = {
  money: playScripted(short, 5, { doubleAt: 4 }).record,
  dropped: playScripted(short, 3, { doubleAt: 6, drop: true }).record,
  pass: playScripted({ ...short, cube: { mode: 'off' } }, 4).record,
  match: playScripted({ ...short, match: { length: 5, seriesFirstMove: 'loser', crawford: true } }, 7, { doubleAt: 2 })
    .record,
  nackgammon: playScripted({ boards: [{ variant: 'nackgammon' }], ending: 'koks', cube: { mode: 'off' } }, 3).record,
};

/** Each game's plays as positions see them (a play's steps in any order), cube actions and results. */
function gamesOf(record: unknown) {
  const r = readRecord(record);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  const turns = r.value.games.map((g) =>
    g.turns.map((t) =>
      t.kind === 'move'
        ? `${t.player} ${[...t.dice].sort().join('')}: ${t.steps
            .map((s) => `${s.from}/${s.to}`)
            .sort()
            .join(' ')}`
        : `${t.player} ${t.kind}`,
    ),
  );
  return { turns, summary: summarizeTable(r.value.state) };
}

describe('nardy export --mat / nardy import --mat', () => {
  it('writes the .mat of a record (from a file or stdin) and reads it back into a record', () => {
    const recordFile = join(dir, 'match.json');
    writeFileSync(recordFile, JSON.stringify(GAMES.match));
    const matFile = join(dir, 'match.mat');
    const out = nardy(['export', '--mat', matFile, recordFile]);
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual({ exported: [0, 1, 2, 3, 4, 5].map((g) => [g, 0]), skipped: [] });
    expect(readFileSync(matFile, 'utf8')).toContain(' 5 point match');
    const viaStdin = nardy(['export', '--mat', join(dir, 'stdin.mat')], JSON.stringify(GAMES.match));
    expect(viaStdin.status).toBe(0);
    const back = nardy(['import', '--mat', matFile]);
    expect(back.status).toBe(0);
    const record = JSON.parse(back.stdout);
    expect(replayRecord(record).ok).toBe(true);
    expect(gamesOf(record)).toEqual(gamesOf(GAMES.match));
  });

  it('refuses with a code and exit 1, and bad flags with exit 2', () => {
    const bad = ' 0 point match\n\n Game 1\n  1) 31: 8/5 6/5 9/1\n';
    expect(importMatText(bad)).toMatchObject({ code: 1, json: { error: { code: 'mat/illegal' } } });
    expect(exportMatText('not json')).toMatchObject({ code: 1, json: { error: { code: 'record/json' } } });
    expect(importMatText(bad, 2)).toMatchObject({ code: 1, json: { error: { code: 'mat/games' } } });
    const file = join(dir, 'bad.mat');
    writeFileSync(file, bad);
    const refused = nardy(['import', '--mat', file]);
    expect(refused.status).toBe(1);
    expect(JSON.parse(refused.stdout).error.code).toBe('mat/illegal');
    expect(nardy(['import', '--mat', file, '--game', '0']).status).toBe(2);
  });
});

/** GNU Backgammon, if installed: on the PATH, or where Debian puts it. */
function findGnubg(): string | null {
  for (const candidate of [process.env.GNUBG, 'gnubg', '/usr/games/gnubg']) {
    if (!candidate) continue;
    const probe = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
    if (probe.status === 0) return candidate;
  }
  return null;
}
const gnubg = findGnubg();

describe.skipIf(gnubg === null)('GNU Backgammon imports the .mat files', () => {
  it('takes every game, move and cube action, and writes back the same games', { timeout: 120_000 }, () => {
    const commands: string[] = [];
    for (const [name, record] of Object.entries(GAMES)) {
      const mat = makeMat(record);
      if (!mat.ok) throw new Error(mat.error.message);
      writeFileSync(join(dir, `${name}.mat`), mat.value.text);
      commands.push(`import mat ${join(dir, `${name}.mat`)}`, `export match mat ${join(dir, `${name}-gnubg.mat`)}`);
    }
    writeFileSync(join(dir, 'commands'), `${commands.join('\n')}\n`);
    const run = spawnSync(gnubg as string, ['-t', '-q', '-r', '-c', join(dir, 'commands')], {
      encoding: 'utf8',
      timeout: 110_000,
    });
    // gnubg warns about every move it cannot play ("Invalid move") and stops reading that game.
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/invalid move|error/i);
    for (const [name, record] of Object.entries(GAMES)) {
      const back = parseMat(readFileSync(join(dir, `${name}-gnubg.mat`), 'utf8'));
      if (!back.ok) throw new Error(`${name}: ${back.error.code} ${back.error.message}`);
      expect(gamesOf(back.value), name).toEqual(gamesOf(record));
    }
  });
});
