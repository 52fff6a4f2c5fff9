import { applyEvent, createTable, parseTableConfig, recordFromState, type TableSpec } from '@nardy/parallel';
import { describe, expect, it } from 'vitest';
import { playTable } from '../test/fixtures.ts';
import { makeMat } from './matExport.ts';

const DATE = new Date(2025, 4, 6);
const short: TableSpec = { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard', max: 64 } };

describe('makeMat', () => {
  it('writes a one-board short game as a Jellyfish match with its Variation, cube actions and result', () => {
    const { record } = playTable(short, 5, { doubleAt: 4 });
    const r = makeMat(record, DATE);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const lines = r.value.text.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      '; [Site "Nardy"]',
      '; [Player 1 "White"]',
      '; [Player 2 "Black"]',
      '; [Variation "Backgammon"]',
      '; [EventDate "2025.05.06"]',
    ]);
    expect(lines).toContain(' 0 point match');
    expect(lines).toContain(' Game 1');
    expect(lines).toContain(' White : 0                      Black : 0');
    // Moves: row number, dice high first, steps with 25 = bar and 0 = off, hits starred.
    const rows = lines.filter((l) => /^ {0,2}\d+\) /.test(l));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const left = row.slice(5, 32).trim();
      const right = row.slice(33).trim();
      for (const cell of [left, right]) {
        if (cell === '') continue;
        expect(cell).toMatch(/^(\d\d:( \d+\/\d+\*?)*|Doubles => \d+|Takes|Drops)$/);
        const dice = /^(\d)(\d):/.exec(cell);
        if (dice) expect(Number(dice[1])).toBeGreaterThanOrEqual(Number(dice[2]));
      }
    }
    expect(r.value.text).toContain('Doubles => 2');
    expect(r.value.text).toContain(' Takes');
    expect(r.value.text).toMatch(/Wins \d+ points?\n$/);
    expect(r.value.exported).toEqual([[0, 0]]);
    expect(r.value.skipped).toEqual([]);
  });

  it('writes a match with its length and the score before each game', () => {
    const { record } = playTable(
      { ...short, cube: { mode: 'off' }, match: { length: 3, seriesFirstMove: 'loser' } },
      5,
    );
    const r = makeMat(record, DATE);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.text).toContain(' 3 point match');
    const games = r.value.text.match(/ Game \d+/g) ?? [];
    expect(games.length).toBe(record.games.length);
    expect(r.value.text).toMatch(/ White : [12] +Black : [012]/);
  });

  it('marks hits with a star', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { record } = playTable(short, seed);
      const r = makeMat(record, DATE);
      if (r.ok && r.value.text.includes('*')) {
        expect(r.value.text).toMatch(/\d+\/\d+\*/);
        return;
      }
    }
    throw new Error('no hit in six games');
  });

  it('uses the Nackgammon variation for nackgammon', () => {
    const { record } = playTable({ boards: [{ variant: 'nackgammon' }], ending: 'koks', cube: { mode: 'off' } }, 3);
    const r = makeMat(record, DATE);
    expect(r.ok && r.value.text).toContain('; [Variation "Nackgammon"]');
  });

  it('leaves out long boards and refuses a record with no short board', () => {
    const mixed = playTable(
      { boards: [{ variant: 'short' }, { variant: 'long' }], ending: 'koks', cube: { mode: 'off' } },
      8,
    );
    const r = makeMat(mixed.record, DATE);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.skipped).toEqual([{ game: 0, board: 1, reason: 'variant' }]);
    const long = playTable({ boards: [{ variant: 'long' }], ending: 'mars', cube: { mode: 'off' } }, 8, {
      maxTurns: 6,
    });
    const none = makeMat(long.record, DATE);
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.error.code).toBe('mat/nothing');
  });

  it('leaves out a parallel board where a player moved twice in a row', () => {
    const config = parseTableConfig({
      boards: [{ variant: 'short' }, { variant: 'short' }],
      ending: 'koks',
      cube: { mode: 'off' },
    });
    if (!config.ok) throw new Error(config.error.message);
    let state = createTable(config.value, 'white');
    const events = [
      { type: 'roll', player: 'white', dice: [3, 1] },
      {
        type: 'move',
        player: 'white',
        board: 0,
        steps: [
          [8, 5],
          [6, 5],
        ],
      },
      { type: 'roll', player: 'black', dice: [4, 2] },
      {
        type: 'move',
        player: 'black',
        board: 1,
        steps: [
          [8, 4],
          [6, 4],
        ],
      },
      { type: 'roll', player: 'white', dice: [6, 5] },
      {
        type: 'move',
        player: 'white',
        board: 0,
        steps: [
          [24, 18],
          [18, 13],
        ],
      },
    ];
    for (const e of events) {
      const r = applyEvent(state, e);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value;
    }
    const r = makeMat(recordFromState(state), DATE);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.skipped).toEqual([{ game: 0, board: 0, reason: 'not-alternating' }]);
    expect(r.value.exported).toEqual([[0, 1]]);
    expect(r.value.text).toContain('; [Note "Boards of a parallel nardy game');
    expect(r.value.text).toContain('  1)                             42: 8/4 6/4');
  });

  it('refuses a record that does not replay', () => {
    const r = makeMat({ format: 'nardy-record', version: 1, table: short, games: [{ events: [{ type: 'nope' }] }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('mat/record');
  });
});
