// The `nardy selfplay` contract (issue 6 §2): duplicate dice, points per game for A with its standard
// error, as one JSON line; bad flags refused with exit code 2.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSelfplayFlags, runSelfplay } from '../src/selfplayCommand.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('nardy selfplay', () => {
  it('plays duplicate pairs and reports points per game for A with its standard error', () => {
    const settings = parseSelfplayFlags(['--variant', 'short', '--games', '6', '--a', 'pubeval', '--b', 'random']);
    if ('error' in settings) throw new Error(settings.error);
    const out = runSelfplay(settings);
    expect(out).toMatchObject({ variant: 'short', a: 'pubeval', b: 'random', games: 6, seed: 1 });
    expect(out.pointsPerGame).toBeGreaterThan(0);
    expect(out.standardError).toBeGreaterThanOrEqual(0);
    expect(runSelfplay(settings)).toMatchObject({ pointsPerGame: out.pointsPerGame });
  });

  it('a player against itself scores exactly 0 (duplicate dice)', () => {
    const settings = parseSelfplayFlags(['--variant=long', '--games=4', '--a=heuristic', '--b=heuristic', '--seed=9']);
    if ('error' in settings) throw new Error(settings.error);
    expect(runSelfplay(settings)).toMatchObject({ games: 4, pointsPerGame: 0, standardError: 0 });
  });

  it('plays under the current defaults and says which (RULES.md revised 2026-12)', () => {
    const long = parseSelfplayFlags(['--variant=long', '--games=2', '--a=heuristic', '--b=random']);
    if ('error' in long) throw new Error(long.error);
    expect(runSelfplay(long).options).toMatchObject({
      openingRoll: 'reroll',
      sixBlockTiming: 'endOfTurn',
      homeMarsValue: 2,
    });
    const table = parseSelfplayFlags(['--games=2', '--a=beginner', '--b=beginner', '--boards=2', '--cube=shared']);
    if ('error' in table) throw new Error(table.error);
    expect(runSelfplay(table).options).toMatchObject({
      openingRoll: 'useDice',
      homeMarsValue: 3,
      sharedCubeAfterFirst: 'retire',
    });
  });

  it.each([
    [['--variant', 'chess'], /unknown variant/],
    [['--games', '0'], /--games/],
    [['--a', 'god'], /unknown player/],
    [['--variant', 'long', '--a', 'pubeval'], /pubeval/],
    [['--boards', '9'], /--boards/],
    [['--boards', '2', '--a', 'pubeval', '--b', 'club'], /levels only/],
    [['--boards', '2', '--board-rule', 'best'], /--board-rule/],
    [['--boards', '2', '--a-board-rule', 'best'], /--a-board-rule/],
    [['--cube', 'huge'], /--cube/],
    [['--speed', '1'], /unknown flag/],
    [['--games'], /needs a value/],
  ])('refuses %j', (args, message) => {
    const out = parseSelfplayFlags(args as string[]);
    expect('error' in out && out.error).toMatch(message);
  });

  it('--boards 2 plays duplicate parallel tables: the same bot on both sides scores exactly 0', () => {
    const settings = parseSelfplayFlags(['--games', '2', '--a', 'club', '--b', 'club', '--boards', '2', '--seed', '5']);
    if ('error' in settings) throw new Error(settings.error);
    expect(runSelfplay(settings)).toMatchObject({
      games: 2,
      boards: 2,
      boardRule: 'table',
      aBoardRule: 'table',
      cube: 'off',
      pointsPerGame: 0,
      standardError: 0,
      // Mirrored games: whoever is White pays the half point in both, so A pays it in exactly half.
      halfPointPaidByA: 0.5,
    });
  });

  it('--boards 2 --board-rule simple --cube perBoard: B chooses boards by the simple rule, both use the cube', () => {
    const settings = parseSelfplayFlags([
      '--games=2',
      '--a=club',
      '--b=club',
      '--boards=2',
      '--board-rule=simple',
      '--cube=perBoard',
      '--seed=3',
    ]);
    if ('error' in settings) throw new Error(settings.error);
    const out = runSelfplay(settings);
    expect(out).toMatchObject({ games: 2, boards: 2, boardRule: 'simple', cube: 'perBoard' });
    // Net results of parallel games are half-integers (RULES.md §6.5): a pair's mean is a multiple of 1/4.
    expect(Number.isInteger(out.pointsPerGame * 4)).toBe(true);
  });

  it('--a-board-rule lookahead --board-rule simple: each side chooses boards by its own rule', () => {
    const settings = parseSelfplayFlags([
      '--games=2',
      '--a=club',
      '--b=club',
      '--boards=2',
      '--a-board-rule=lookahead',
      '--board-rule=simple',
      '--seed=4',
    ]);
    if ('error' in settings) throw new Error(settings.error);
    const out = runSelfplay(settings);
    expect(out).toMatchObject({ games: 2, boards: 2, aBoardRule: 'lookahead', boardRule: 'simple', cube: 'off' });
    expect(Number.isInteger(out.pointsPerGame * 4)).toBe(true);
    // The same rule on both sides: exactly 0 again.
    const same = parseSelfplayFlags(['--games=2', '--boards=3', '--a-board-rule=lookahead', '--board-rule=lookahead']);
    if ('error' in same) throw new Error(same.error);
    expect(runSelfplay({ ...same, a: 'club', b: 'club' })).toMatchObject({ pointsPerGame: 0, halfPointPaidByA: 0.5 });
  });

  it('--cube perBoard --b-cube naive: B answers and offers cubes by the naive policy', () => {
    const settings = parseSelfplayFlags(['--games=2', '--a=club', '--b=club', '--cube=perBoard', '--b-cube=naive']);
    if ('error' in settings) throw new Error(settings.error);
    expect(settings.bCube).toBe('naive');
    const out = runSelfplay(settings);
    expect(out).toMatchObject({ games: 2, cube: 'perBoard', bCube: 'naive' });
    expect(typeof out.pointsPerGame).toBe('number');
    expect(parseSelfplayFlags(['--b-cube=random'])).toEqual({ error: '--b-cube must be one of bot, naive' });
  });

  it('runs as a command and prints one JSON line', () => {
    const run = spawnSync(
      process.execPath,
      ['scripts/nardy.mjs', 'selfplay', '--variant', 'nackgammon', '--games', '2', '--a', 'club', '--b', 'random'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out).toMatchObject({ variant: 'nackgammon', a: 'club', b: 'random', games: 2 });
    expect(typeof out.pointsPerGame).toBe('number');
    const bad = spawnSync(process.execPath, ['scripts/nardy.mjs', 'selfplay', '--boards', '5'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
  });
});
