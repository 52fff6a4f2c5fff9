// `cube.start` of a table spec (docs/record-format.md): a table set up with a turned cube — the position
// editor's "Play from here" — starts every game with that cube, and its record replays the same.
import { describe, expect, it } from 'vitest';
import { parseTableConfig } from '../src/config.ts';
import { recordFromState, replayRecord } from '../src/record.ts';
import { applyEvent } from '../src/table.ts';
import type { TableState } from '../src/tableState.ts';
import { config, run, table } from './builders.ts';

const boardCube = (t: TableState, board = 0) => t.game.boards[board].cube;

describe('cube start', () => {
  it('each per-board cube starts at the value and owner given; only the owner may double', () => {
    const t = table(
      { boards: [{ variant: 'short' }], cube: { mode: 'perBoard', start: { value: 4, owner: 'black' } } },
      'white',
    );
    expect(boardCube(t)).toMatchObject({ value: 4, owner: 'black', turned: true });
    expect(applyEvent(t, { type: 'double', player: 'white' })).toMatchObject({
      ok: false,
      error: { code: 'cube/not-allowed' },
    });
    const black = run(t, [{ type: 'roll', player: 'white', dice: [6, 5] }]);
    expect(boardCube(black)).toMatchObject({ value: 4, owner: 'black' });
  });

  it('a redouble from the starting cube goes on from its value', () => {
    const t = table(
      { boards: [{ variant: 'short' }], cube: { mode: 'perBoard', start: { value: 2, owner: 'white' } } },
      'white',
    );
    const taken = run(t, [
      { type: 'double', player: 'white' },
      { type: 'take', player: 'black' },
    ]);
    expect(boardCube(taken)).toMatchObject({ value: 4, owner: 'black' });
  });

  it('the shared cube starts at it too', () => {
    const t = table(
      {
        boards: [{ variant: 'short' }, { variant: 'long' }],
        cube: { mode: 'shared', start: { value: 2, owner: null } },
      },
      'white',
    );
    expect(t.game.sharedCube).toMatchObject({ value: 2, owner: null });
  });

  it('is written back into the record, which replays with the same cube', () => {
    const t = table(
      { boards: [{ variant: 'short' }], cube: { mode: 'perBoard', start: { value: 8, owner: 'white' } } },
      'black',
    );
    const record = recordFromState(t);
    expect(record.table.cube).toEqual({ mode: 'perBoard', max: 64, start: { value: 8, owner: 'white' } });
    const again = replayRecord(JSON.parse(JSON.stringify(record)));
    if (!again.ok) throw new Error(again.error.code);
    expect(boardCube(again.value)).toMatchObject({ value: 8, owner: 'white' });
  });

  it('1 in the middle is no start at all (the spec leaves it out)', () => {
    const c = config({ boards: [{ variant: 'short' }], cube: { mode: 'perBoard', start: { value: 1, owner: null } } });
    expect(c.cube.start).toBeNull();
    expect(c.spec.cube).toEqual({ mode: 'perBoard', max: 64 });
  });

  it('refuses a start the cube cannot have, with record/cube', () => {
    const spec = (cube: Record<string, unknown>) => ({ boards: [{ variant: 'short' }], ending: 'koks', cube });
    for (const cube of [
      { mode: 'off', start: { value: 2, owner: 'white' } },
      { mode: 'perBoard', start: { value: 3, owner: 'white' } },
      { mode: 'perBoard', max: 8, start: { value: 16, owner: 'white' } },
      { mode: 'perBoard', start: { value: 0, owner: null } },
      { mode: 'perBoard', start: { value: 2, owner: 'red' } },
      { mode: 'perBoard', start: { value: 2 } },
      { mode: 'perBoard', start: 2 },
    ]) {
      expect(parseTableConfig(spec(cube))).toMatchObject({ ok: false, error: { code: 'record/cube' } });
    }
    // The arithmetic (Caucasian) progression reaches 3.
    const caucasian = parseTableConfig({
      ...spec({ mode: 'perBoard', start: { value: 3, owner: 'black' } }),
      options: { daveProgression: 'arithmetic' },
    });
    expect(caucasian.ok).toBe(true);
  });
});
