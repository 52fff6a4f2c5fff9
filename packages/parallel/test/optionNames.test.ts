import { DEFAULT_OPTIONS, RULE_OPTION_NAMES, VARIANTS, type VariantName } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import {
  BOARD_DEPENDENT_OPTIONS,
  DEFAULT_TABLE_OPTIONS,
  OPTION_NAMES,
  OPTIONS_BEFORE_2026_12,
  optionsInForce,
  parseOptions,
  parseTableConfig,
  TABLE_OPTION_NAMES,
  tableDefaults,
} from '../src/index.ts';

// The one home of the options' names, values and defaults, which forms (the app's settings) read.
describe('option names', () => {
  it('name every field of the defaults, table options first', () => {
    expect([...TABLE_OPTION_NAMES].sort()).toEqual(Object.keys(DEFAULT_TABLE_OPTIONS).sort());
    expect([...RULE_OPTION_NAMES].sort()).toEqual(Object.keys(DEFAULT_OPTIONS).sort());
    expect(OPTION_NAMES).toEqual([...TABLE_OPTION_NAMES, ...RULE_OPTION_NAMES]);
    expect([...OPTION_NAMES].sort()).toEqual(Object.keys(OPTIONS_BEFORE_2026_12).sort());
  });

  it('say which defaults follow the boards: exactly those that differ between tables', () => {
    const tables: VariantName[][] = [['short'], ['long'], ['short', 'short'], ['long', 'khachapuri'], [...VARIANTS]];
    const varying = OPTION_NAMES.filter((name) => new Set(tables.map((b) => tableDefaults(b)[name])).size > 1);
    expect(varying).toEqual([...BOARD_DEPENDENT_OPTIONS]);
  });

  it('read options one by one, refusing unknown names and bad values with record/options', () => {
    expect(parseOptions({ homeMarsValue: 3, sixBlockTiming: 'step', jacoby: true })).toEqual({
      ok: true,
      value: { homeMarsValue: 3, sixBlockTiming: 'step', jacoby: true },
    });
    for (const bad of [
      { homeMarsValue: 4 },
      { openingRoll: 'never' },
      { jacoby: 'yes' },
      { crawford: true },
      { nope: 1 },
      7,
    ]) {
      const r = parseOptions(bad);
      expect(r.ok ? null : r.error.code, JSON.stringify(bad)).toBe('record/options');
    }
  });

  it('resolve the options in force as a table of these boards would', () => {
    const cases: [VariantName[], Record<string, unknown>][] = [
      [['short', 'short'], {}],
      [['long'], { headRule: 'strict' }],
      [['short', 'long'], { homeMarsValue: 2, sharedCubeAfterFirst: 'reset' }],
    ];
    for (const [boards, options] of cases) {
      const config = parseTableConfig({
        boards: boards.map((variant) => ({ variant })),
        ending: 'mars',
        cube: { mode: 'off' },
        options,
      });
      if (!config.ok) throw new Error(config.error.message);
      const given = parseOptions(options);
      if (!given.ok) throw new Error(given.error.message);
      expect(optionsInForce(boards, given.value)).toEqual(config.value.spec.options);
    }
  });
});
