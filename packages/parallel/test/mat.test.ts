import { describe, expect, it } from 'vitest';
import type { TableSpec } from '../src/config.ts';
import { makeMat, parseMat } from '../src/mat.ts';
import { recordFromState, replayRecord, summarizeTable } from '../src/record.ts';
import { readRecord } from '../src/recordReader.ts';
import { applyEvent } from '../src/table.ts';
import { createTable } from '../src/tableState.ts';
import { config, playScripted as playTable, side } from './builders.ts';
import { GNUBG_MATCH, GNUBG_NACKGAMMON } from './fixtures/gnubgExports.ts';

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
    let state = createTable(
      config({ boards: [{ variant: 'short' }, { variant: 'short' }], cube: { mode: 'off' } }),
      'white',
    );
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

/** Each game's turns as players read them, the order of a play's steps and of its dice left aside. */
function turnsOf(record: unknown) {
  const r = readRecord(record);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.games.map((g) =>
    g.turns.map((t) =>
      t.kind === 'move'
        ? `${t.player} ${[...t.dice].sort().join('')}: ${t.steps
            .map((s) => `${s.from}/${s.to}${s.hit ? '*' : ''}`)
            .sort()
            .join(' ')}`
        : `${t.player} ${t.kind}`,
    ),
  );
}

function summaryOf(record: unknown) {
  const r = replayRecord(record);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return summarizeTable(r.value);
}

describe('parseMat', () => {
  const cases: [string, TableSpec, { doubleAt?: number; drop?: boolean }][] = [
    ['a money game with a double', short, { doubleAt: 4 }],
    ['a dropped double', short, { doubleAt: 6, drop: true }],
    [
      'a match to 5 with Crawford',
      { ...short, match: { length: 5, seriesFirstMove: 'loser', crawford: true } },
      { doubleAt: 2 },
    ],
    [
      'a match to 3, alternating starters, no cube',
      { ...short, cube: { mode: 'off' }, match: { length: 3, seriesFirstMove: 'alternating' } },
      {},
    ],
    ['a match to 3, the winner starts', { ...short, match: { length: 3, seriesFirstMove: 'winner' } }, {}],
    ['nackgammon', { ...short, boards: [{ variant: 'nackgammon' }] }, {}],
  ];
  it.each(cases)('round-trips %s: the same games, and the same .mat written again', (_, spec, options) => {
    for (const seed of [1, 2, 3]) {
      const { record } = playTable(spec, seed, options);
      const mat = makeMat(record, DATE);
      if (!mat.ok) throw new Error(mat.error.message);
      const back = parseMat(mat.value.text);
      if (!back.ok) throw new Error(`seed ${seed}: ${back.error.code} ${back.error.message}`);
      expect(summaryOf(back.value)).toEqual(summaryOf(record));
      expect(turnsOf(back.value)).toEqual(turnsOf(record));
      const again = makeMat(back.value, DATE);
      expect(again.ok && again.value.text).toBe(mat.value.text);
    }
  });

  it("ends White's drop of Black's double with Black's result in the same row, as gnubg reads it", () => {
    // On a line of its own after White's last row, gnubg took Black's result for a second double.
    let seen = 0;
    for (const doubleAt of [5, 6, 7, 8]) {
      const { record } = playTable(short, 1, { doubleAt, drop: true });
      const mat = makeMat(record, DATE);
      if (!mat.ok) throw new Error(mat.error.message);
      const last = mat.value.text.trimEnd().split('\n').at(-1) as string;
      if (!/Doubles => 2\n\s*\d+\) {2}Drops/.test(mat.value.text)) continue;
      seen++;
      expect(last).toMatch(/^\s*\d+\) {2}Drops +Wins 1 point$/);
      const back = parseMat(mat.value.text);
      if (!back.ok) throw new Error(back.error.message);
      expect(turnsOf(back.value)).toEqual(turnsOf(record));
      expect(summaryOf(back.value)).toEqual(summaryOf(record));
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('keeps what a record can say exactly: the opening, the first of later games, the match rules', () => {
    const { record } = playTable({ ...short, match: { length: 3, seriesFirstMove: 'loser', crawford: true } }, 2);
    const mat = makeMat(record, DATE);
    const back = mat.ok ? parseMat(mat.value.text) : null;
    if (!back?.ok) throw new Error('no round trip');
    expect(back.value.table).toEqual(record.table);
    expect(back.value.games.map((g) => g.first)).toEqual(record.games.map((g) => g.first));
    expect(back.value.games[0].events[0]).toEqual(record.games[0].events[0]);
  });

  it('writes a roll without a play as a pass (`43:`) and reads it back', () => {
    const { record } = playTable({ ...short, cube: { mode: 'off' } }, 4);
    const turns = turnsOf(record)[0];
    expect(turns.some((t) => t.endsWith(': '))).toBe(true);
    const mat = makeMat(record, DATE);
    if (!mat.ok) throw new Error(mat.error.message);
    expect(mat.value.text).toMatch(/\d\d:( {2,}|\n|$)/m);
    const back = parseMat(mat.value.text);
    expect(back.ok && turnsOf(back.value)[0]).toEqual(turns);
  });

  it("reads GNU Backgammon's own export of the same games (its layout and its variation name)", () => {
    const match = parseMat(GNUBG_MATCH);
    if (!match.ok) throw new Error(match.error.message);
    const original = playTable({ ...short, match: { length: 5, seriesFirstMove: 'loser', crawford: true } }, 7, {
      doubleAt: 2,
    });
    expect(turnsOf(match.value)).toEqual(turnsOf(original.record));
    expect(summaryOf(match.value)).toEqual(summaryOf(original.record));
    const nack = parseMat(GNUBG_NACKGAMMON);
    if (!nack.ok) throw new Error(nack.error.message);
    expect(nack.value.table.boards).toEqual([{ variant: 'nackgammon' }]);
    const played = playTable({ boards: [{ variant: 'nackgammon' }], ending: 'koks', cube: { mode: 'off' } }, 3);
    expect(turnsOf(nack.value)).toEqual(turnsOf(played.record));
  });

  it('reads one game of a money session of several (the parallel boards of a table), and refuses to guess', () => {
    const mixed = playTable(
      { boards: [{ variant: 'short' }, { variant: 'short' }], ending: 'koks', cube: { mode: 'off' } },
      8,
    );
    const mat = makeMat(mixed.record, DATE);
    if (!mat.ok) throw new Error(mat.error.message);
    const exported = mat.value.exported.length;
    const all = parseMat(mat.value.text);
    if (exported > 1) {
      expect(all.ok).toBe(false);
      if (!all.ok) expect(all.error.code).toBe('mat/games');
    }
    for (let g = 1; g <= exported; g++) {
      const one = parseMat(mat.value.text, { game: g });
      if (!one.ok) throw new Error(one.error.message);
      expect(one.value.games).toHaveLength(1);
    }
    expect(parseMat(mat.value.text, { game: exported + 1 })).toMatchObject({ ok: false, error: { code: 'mat/games' } });
  });

  it('leaves out a board with its own starting position (a .mat starts from the usual one)', () => {
    const start = { white: side({ 6: 5, 8: 3, 13: 5, 24: 2 }), black: side({ 6: 5, 8: 3, 13: 5, 24: 2 }) };
    const { record } = playTable(
      { boards: [{ variant: 'short', start }, { variant: 'short' }], ending: 'koks', cube: { mode: 'off' } },
      2,
    );
    const r = makeMat(record, DATE);
    expect(r.ok && r.value.skipped.filter((s) => s.board === 0).map((s) => s.reason)).toEqual(['start']);
  });

  it('writes nothing of a table whose cube starts turned (a .mat starts from a cube of 1)', () => {
    const { record } = playTable(
      {
        boards: [{ variant: 'short' }],
        ending: 'koks',
        cube: { mode: 'perBoard', start: { value: 2, owner: 'black' } },
      },
      3,
    );
    const r = makeMat(record, DATE);
    expect(r).toMatchObject({ ok: false, error: { code: 'mat/nothing', skipped: [{ board: 0, reason: 'start' }] } });
  });

  it('refuses what it cannot read, naming the line', () => {
    const { record } = playTable(short, 5, { doubleAt: 4 });
    const mat = makeMat(record, DATE);
    if (!mat.ok) throw new Error(mat.error.message);
    const text = mat.value.text;
    const code = (t: string) => {
      const r = parseMat(t);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code('hello')).toBe('mat/syntax');
    expect(code(text.replace(' 0 point match', ''))).toBe('mat/syntax');
    expect(code(text.replace('Backgammon', 'Hypergammon'))).toBe('mat/variation');
    const illegal = text.replace(/^( {2}2\) \d\d: )\S+/m, '$124/1');
    const r = parseMat(illegal);
    expect(r).toMatchObject({ ok: false, error: { code: 'mat/illegal' } });
    if (!r.ok) expect(r.error.message).toMatch(/^line 12: /);
    expect(code(text.replace(/Wins \d+ points?/, 'Wins 9 points'))).toBe('mat/result');
    expect(code(text.replace('  3) ', '  3) 77: 1/0 '))).toBe('mat/syntax');
  });
});
