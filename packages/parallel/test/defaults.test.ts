// RULES.md revised 2026-12: the table's defaults depend on its boards, `parseTableConfig` resolves
// them, records that name no option replay under them, and every record written names them all.
import { DEFAULT_OPTIONS } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_OPTIONS, parseTableConfig, tableDefaults } from '../src/config.ts';
import { recordFromState, replayRecord, summarizeTable } from '../src/record.ts';
import { side } from './builders.ts';

const ALL_NAMES = [
  'openingRoll',
  'lastRollDraw',
  'jacoby',
  'daveProgression',
  'sharedCubeAfterFirst',
  'headRule',
  'sixBlock',
  'sixBlockTiming',
  'strictFullPipsBearoff',
  'homeMarsValue',
  'longKoks',
];

describe('tableDefaults', () => {
  it('follows the boards: reroll only when all are long-family, home mars 3 from two boards', () => {
    expect(tableDefaults(['short'])).toMatchObject({ openingRoll: 'useDice', homeMarsValue: 2 });
    expect(tableDefaults(['long'])).toMatchObject({ openingRoll: 'reroll', homeMarsValue: 2 });
    expect(tableDefaults(['long', 'khachapuri'])).toMatchObject({ openingRoll: 'reroll', homeMarsValue: 3 });
    expect(tableDefaults(['short', 'long'])).toMatchObject({ openingRoll: 'useDice', homeMarsValue: 3 });
    expect(tableDefaults(['short', 'short', 'short', 'short'])).toMatchObject({ homeMarsValue: 3 });
  });
  it('the rest are the same at every table', () => {
    for (const boards of [['short'], ['long', 'long']] as const) {
      expect(tableDefaults(boards)).toMatchObject({
        sharedCubeAfterFirst: 'retire',
        sixBlockTiming: 'endOfTurn',
        strictFullPipsBearoff: false,
        lastRollDraw: false,
        jacoby: false,
        daveProgression: 'geometric',
        headRule: 'F2',
        sixBlock: 'ahead',
        longKoks: false,
      });
    }
    expect(DEFAULT_TABLE_OPTIONS.sharedCubeAfterFirst).toBe('retire');
    expect(DEFAULT_OPTIONS).toMatchObject({ sixBlockTiming: 'endOfTurn', homeMarsValue: 2 });
    expect(Object.keys(tableDefaults(['short'])).sort()).toEqual([...ALL_NAMES].sort());
  });
});

describe('parseTableConfig resolves the options', () => {
  it('writes every option, resolved, into the normalised spec (in a fixed order)', () => {
    const c = parseTableConfig({
      boards: [{ variant: 'short' }, { variant: 'long' }],
      ending: 'koks',
      cube: { mode: 'shared' },
    });
    if (!c.ok) throw new Error(c.error.message);
    expect(Object.keys(c.value.spec.options ?? {})).toEqual(ALL_NAMES);
    expect(c.value.spec.options).toEqual(tableDefaults(['short', 'long']));
    expect(c.value.options).toMatchObject({ openingRoll: 'useDice', sharedCubeAfterFirst: 'retire' });
    expect(c.value.ruleOptions).toMatchObject({ homeMarsValue: 3, sixBlockTiming: 'endOfTurn' });
    expect(c.value.boards.map((b) => b.rules.homeMarsValue)).toEqual([3, 3]);
    // The normalised spec parses to the same config (so a record written from it replays the same).
    const again = parseTableConfig(c.value.spec);
    expect(again.ok && again.value.spec).toEqual(c.value.spec);
  });
  it('an option the spec names overrides its default', () => {
    const c = parseTableConfig({
      boards: [{ variant: 'long' }, { variant: 'long' }],
      ending: 'mars',
      cube: { mode: 'shared' },
      options: { openingRoll: 'useDice', homeMarsValue: 2, sharedCubeAfterFirst: 'reset', sixBlockTiming: 'step' },
    });
    if (!c.ok) throw new Error(c.error.message);
    expect(c.value.spec.options).toMatchObject({
      openingRoll: 'useDice',
      homeMarsValue: 2,
      sharedCubeAfterFirst: 'reset',
      sixBlockTiming: 'step',
    });
    expect(c.value.boards[1].rules).toMatchObject({ homeMarsValue: 2, sixBlockTiming: 'step' });
  });
  it('refuses bad values with record/options, before looking at the boards', () => {
    for (const options of [
      { openingRoll: 'maybe' },
      { sharedCubeAfterFirst: 'keep' },
      { homeMarsValue: 4 },
      { sixBlockTiming: 'never' },
      { jacoby: 'yes' },
      { strictFullPipsBearoff: 1 },
      { nope: true },
    ]) {
      const c = parseTableConfig({ boards: 'bad', ending: 'koks', cube: { mode: 'off' }, options });
      expect(c.ok || c.error.code, JSON.stringify(options)).toBe('record/options');
    }
  });
});

/** A two-board record: White bears off her last checker on board 0 against a home mars (Black has all 15 home). */
const homeMarsRecord = (options?: Record<string, unknown>) => ({
  format: 'nardy-record',
  version: 1,
  table: {
    boards: [
      { variant: 'short', start: { white: side({ 1: 1 }, { off: 14 }), black: side({ 6: 5, 5: 5, 4: 5 }) } },
      { variant: 'short', start: { white: side({ 6: 14 }, { off: 1 }), black: side({ 1: 1 }, { off: 14 }) } },
    ],
    ending: 'koks',
    cube: { mode: 'off' },
    ...(options ? { options } : {}),
  },
  games: [
    {
      first: 'white',
      events: [
        { type: 'roll', player: 'white', dice: [2, 1] },
        { type: 'move', player: 'white', board: 0, steps: [[1, 0]] },
        { type: 'roll', player: 'black', dice: [2, 1] },
        { type: 'move', player: 'black', board: 1, steps: [[1, 0]] },
      ],
    },
  ],
});

describe('records and the defaults', () => {
  it('a record that names no option replays under the current defaults (home mars 3 on two boards)', () => {
    const r = replayRecord(homeMarsRecord());
    if (!r.ok) throw new Error(r.error.code);
    expect(summarizeTable(r.value).games[0]).toMatchObject({
      boards: [
        { winner: 'white', ending: 'homeMars', points: 2.5, order: 1 },
        { winner: 'black', ending: 'oin', points: 1, order: 2 },
      ],
      winner: 'white',
      net: 1.5,
    });
  });
  it('a record that names the old options keeps its old score', () => {
    const r = replayRecord(homeMarsRecord({ homeMarsValue: 2 }));
    if (!r.ok) throw new Error(r.error.code);
    expect(summarizeTable(r.value).games[0]).toMatchObject({ winner: 'white', net: 0.5 });
  });
  it('every record written names the resolved options, so a later change of defaults cannot re-score it', () => {
    const r = replayRecord(homeMarsRecord());
    if (!r.ok) throw new Error(r.error.code);
    const written = recordFromState(r.value);
    expect(written.table.options).toEqual(tableDefaults(['short', 'short']));
    expect(written.table.options).toMatchObject({ homeMarsValue: 3, sharedCubeAfterFirst: 'retire' });
    const again = replayRecord(JSON.parse(JSON.stringify(written)));
    expect(again.ok && summarizeTable(again.value)).toEqual(summarizeTable(r.value));
  });
  it('a long table recorded without options opens with a reroll: the opening dice are not a play', () => {
    const record = {
      format: 'nardy-record',
      version: 1,
      table: { boards: [{ variant: 'long' }], ending: 'mars', cube: { mode: 'off' } },
      games: [
        {
          events: [
            { type: 'opening', white: 6, black: 1 },
            {
              type: 'move',
              player: 'white',
              board: 0,
              steps: [
                [24, 18],
                [18, 17],
              ],
            },
          ],
        },
      ],
    };
    const refused = replayRecord(record);
    expect(refused.ok || refused.error).toMatchObject({ code: 'turn/wrong-phase', event: 1 });
    const named = replayRecord({ ...record, table: { ...record.table, options: { openingRoll: 'useDice' } } });
    expect(named.ok).toBe(true);
  });
});
