// The `nardy moves` contract (issue 2 §3): one JSON line out per line in, in order; bad lines answered
// with an error code and the next line still answered.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answerMovesLine } from '../src/moves.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function answer(input: unknown) {
  return answerMovesLine(typeof input === 'string' ? input : JSON.stringify(input)) as Record<string, unknown>;
}

describe('nardy moves: answers', () => {
  it('opening 3-1 by Position ID: 16 plays with steps, hits, setup and after', () => {
    const out = answer({ id: 7, position: '4HPwATDgc/ABMA', dice: [3, 1] });
    expect(out.id).toBe(7);
    expect(out.diceUsed).toBe(2);
    expect(out.count).toBe(16);
    const plays = out.plays as { steps: number[][]; hits: number; setup: unknown; after: string }[];
    expect(plays).toHaveLength(16);
    expect(plays.map((p) => p.after)).toContain('4HPwATDgc/ABEg');
    const p = plays.find((x) => x.after === '4HPwATDgc/ABEg')!;
    expect(p.hits).toBe(0);
    expect(p.setup).toMatchObject({ mover: { points: { 21: 1, 23: 1, 13: 5, 8: 3, 6: 5 } } });
  });

  it('long nardy by setup, first turn 6-6: two checkers to 18, no Position ID', () => {
    const side = { points: { 24: 15 } };
    const out = answer({ variant: 'long', setup: { mover: side, opponent: side }, dice: [6, 6], firstTurn: true });
    expect(out).toMatchObject({ id: null, diceUsed: 2, count: 1 });
    const [play] = out.plays as { steps: number[][]; after?: string }[];
    expect(play.steps).toEqual([
      [24, 18],
      [24, 18],
    ]);
    expect(play.after).toBeUndefined();
  });

  it('a forfeited roll: count 0 and no plays', () => {
    const out = answer({
      setup: { mover: { points: { 13: 1 }, bar: 1 }, opponent: { points: { 4: 2, 6: 2 } } },
      dice: [6, 4],
    });
    expect(out).toMatchObject({ diceUsed: 0, count: 0, plays: [] });
  });

  it('long nardy judges the six-block at the end of the turn by default; sixBlockTiming step is the option', () => {
    // RULES.md §3.4.3 revised 2026-12 (worked case T41-run): 24/19/18 runs through a block on 22..17.
    const line = {
      variant: 'long',
      setup: {
        mover: { points: { 24: 1, 22: 1, 21: 1, 20: 1, 18: 1, 17: 1 } },
        opponent: { points: { 11: 1, 24: 14 } },
      },
      dice: [5, 1],
    };
    const through = (out: Record<string, unknown>) =>
      (out.plays as { setup: { mover: { points: Record<string, number> } } }[]).some(
        (p) => p.setup.mover.points['18'] === 2 && p.setup.mover.points['24'] === undefined,
      );
    const byDefault = answer(line);
    expect(byDefault.count).toBe(23);
    expect(through(byDefault)).toBe(true);
    const step = answer({ ...line, options: { sixBlockTiming: 'step' } });
    expect(step.count).toBe(22);
    expect(through(step)).toBe(false);
  });

  it('options are applied and unknown fields ignored', () => {
    const out = answer({
      setup: { mover: { points: { 6: 1, 4: 1, 1: 1 } }, opponent: { points: { 1: 1 } } },
      dice: [5, 3],
      options: { strictFullPipsBearoff: true },
      comment: 'S000 5-3 example',
    });
    expect(out.count).toBe(1);
  });

  it.each([
    ['not JSON', 'hello', 'ERR_JSON'],
    ['an array', '[1,2]', 'ERR_REQUEST'],
    ['unknown variant', { variant: 'chess', position: '4HPwATDgc/ABMA', dice: [1, 2] }, 'ERR_VARIANT'],
    ['no position', { dice: [1, 2] }, 'ERR_NO_POSITION'],
    ['bad dice', { position: '4HPwATDgc/ABMA', dice: [0, 2] }, 'ERR_DICE'],
    ['missing dice', { position: '4HPwATDgc/ABMA' }, 'ERR_DICE'],
    ['bad firstTurn', { position: '4HPwATDgc/ABMA', dice: [1, 2], firstTurn: 'yes' }, 'ERR_REQUEST'],
    ['bad Position ID', { position: 'nope', dice: [1, 2] }, 'ERR_POSITION_ID'],
    ['ID for long nardy', { variant: 'long', position: '4HPwATDgc/ABMA', dice: [1, 2] }, 'ERR_VARIANT_GEOMETRY'],
    [
      'bad setup',
      { setup: { mover: { points: { 6: 16 } }, opponent: { points: {} } }, dice: [1, 2] },
      'ERR_CHECKER_NUMBER',
    ],
    ['bad option', { position: '4HPwATDgc/ABMA', dice: [1, 2], options: { headRule: 'x' } }, 'ERR_OPTION'],
  ])('%s → %s', (_name, input, code) => {
    const out = answer(input);
    expect((out.error as { code: string }).code).toBe(code);
    expect(typeof (out.error as { message: string }).message).toBe('string');
  });

  it('an error keeps the id when the line is JSON', () => {
    expect(answer({ id: 'x', dice: [1, 2] })).toMatchObject({ id: 'x', error: { code: 'ERR_NO_POSITION' } });
  });
});

describe('nardy moves: the command', () => {
  it('answers every line in order, bad lines included', () => {
    const lines = [
      JSON.stringify({ id: 1, position: '4HPwATDgc/ABMA', dice: [6, 5] }),
      'garbage',
      JSON.stringify({ id: 3, position: '4HPwATDgc/ABMA', dice: [2, 1] }),
    ];
    const result = spawnSync(process.execPath, ['scripts/nardy.mjs', 'moves'], {
      cwd: root,
      input: `${lines.join('\n')}\n`,
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    const out = result.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(out).toHaveLength(3);
    expect(out[0]).toMatchObject({ id: 1, count: 7 });
    expect(out[1]).toMatchObject({ id: null, error: { code: 'ERR_JSON' } });
    expect(out[2]).toMatchObject({ id: 3, count: 15 });
  });

  it('bench movegen prints its JSON line', () => {
    const result = spawnSync(
      process.execPath,
      ['scripts/nardy.mjs', 'bench', 'movegen', '--variant', 'long', '--seconds', '0.2'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(result.status).toBe(0);
    const out = JSON.parse(result.stdout);
    expect(Object.keys(out).sort()).toEqual([
      'cpuSeconds',
      'lists',
      'listsPerCpuSecond',
      'listsPerSecond',
      'positions',
      'seconds',
      'variant',
    ]);
    expect(out.variant).toBe('long');
    expect(out.lists).toBeGreaterThan(0);
  });

  it('bench movegen takes positions from club games and rule options, and refuses bad ones with exit code 2', () => {
    const bench = (...args: string[]) =>
      spawnSync(
        process.execPath,
        ['scripts/nardy.mjs', 'bench', 'movegen', '--variant', 'long', '--seconds', '0.2', ...args],
        {
          cwd: root,
          encoding: 'utf8',
        },
      );
    const club = bench('--games', 'club', '--options', '{"sixBlockTiming":"step"}', '--webassembly', 'off');
    expect(club.status).toBe(0);
    const out = JSON.parse(club.stdout);
    expect(out).toMatchObject({ variant: 'long', webAssembly: false, options: { sixBlockTiming: 'step' } });
    expect(out.positions).toBeGreaterThan(100);
    expect(bench('--games', 'bots').status).toBe(2);
    expect(bench('--options', '{"sixBlockTiming":"sometimes"}').stderr).toMatch(/sixBlockTiming/);
    expect(bench('--options', 'not json').status).toBe(2);
  });
});
