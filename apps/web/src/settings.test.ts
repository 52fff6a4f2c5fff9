import { parseTableConfig } from '@nardy/parallel';
import { describe, expect, it } from 'vitest';
import {
  BY_TABLE,
  DEFAULT_SETTINGS,
  defaultEnding,
  optionsInForce,
  PRESET_IDS,
  parseSettings,
  presetBoardCount,
  presetSettings,
  tableSpecFor,
} from './settings.ts';

describe('settings', () => {
  it('makes a valid table for every preset, with RULES.md defaults left out of the record', () => {
    for (const id of PRESET_IDS) {
      const s = presetSettings(id);
      const spec = tableSpecFor(s);
      expect(spec.boards.length).toBe(presetBoardCount(id));
      expect(spec.options).toBeUndefined();
      expect(parseTableConfig(spec).ok).toBe(true);
    }
    expect(tableSpecFor(presetSettings('long')).ending).toBe('mars');
    expect(tableSpecFor(presetSettings('parallelShortLong')).boards.map((b) => b.variant)).toEqual(['short', 'long']);
  });

  it('writes only changed options, the cube and the match', () => {
    const spec = tableSpecFor({
      ...DEFAULT_SETTINGS,
      cubeMode: 'shared',
      cubeMax: 8,
      matchLength: 5,
      crawford: true,
      jacoby: true,
      headRule: 'strict',
      lastRollDraw: true,
    });
    expect(spec.cube).toEqual({ mode: 'shared', max: 8 });
    expect(spec.match).toEqual({ length: 5, seriesFirstMove: 'loser', crawford: true });
    // lastRollDraw is off at a parallel table (RULES.md §6.6), so it is not written for two boards.
    expect(spec.options).toEqual({ jacoby: true, headRule: 'strict' });
    expect(parseTableConfig(spec).ok).toBe(true);
  });

  it('reads stored settings leniently, field by field', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    const s = parseSettings({ boards: ['long', 'bogus'], cubeMax: 7, matchLength: 3, level: 'club', opponent: 'x' });
    expect(s.boards).toEqual(DEFAULT_SETTINGS.boards);
    expect(s.cubeMax).toBe(64);
    expect(s.matchLength).toBe(3);
    expect(s.level).toBe('club');
    expect(s.opponent).toBe('computer');
    expect(parseSettings({ boards: ['long'] }).ending).toBe('mars');
  });

  it('defaults the ending to koks with a short board and mars for the long family', () => {
    expect(defaultEnding(['short', 'long'])).toBe('koks');
    expect(defaultEnding(['long', 'khachapuri'])).toBe('mars');
  });
});

describe('settings and the defaults of RULES.md revised 2026-12', () => {
  it('leaves the opening roll and the home mars value to the table unless the player picks them', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      openingRoll: BY_TABLE,
      homeMarsValue: BY_TABLE,
      sharedCubeAfterFirst: 'retire',
      sixBlockTiming: 'endOfTurn',
      strictFullPipsBearoff: false,
    });
    expect(optionsInForce(presetSettings('parallelShort'))).toMatchObject({ homeMarsValue: 3, openingRoll: 'useDice' });
    expect(optionsInForce(presetSettings('short'))).toMatchObject({ homeMarsValue: 2, openingRoll: 'useDice' });
    expect(optionsInForce(presetSettings('long'))).toMatchObject({ homeMarsValue: 2, openingRoll: 'reroll' });
    expect(optionsInForce({ ...DEFAULT_SETTINGS, boards: ['long', 'khachapuri'] })).toMatchObject({
      homeMarsValue: 3,
      openingRoll: 'reroll',
      sixBlockTiming: 'endOfTurn',
      sharedCubeAfterFirst: 'retire',
    });
  });

  it('writes a house rule the player picks, and the record names every option in force', () => {
    const s = { ...DEFAULT_SETTINGS, boards: ['long'] as const, openingRoll: 'useDice', homeMarsValue: 3 } as const;
    const spec = tableSpecFor({ ...s, sharedCubeAfterFirst: 'reset', sixBlockTiming: 'step' });
    expect(spec.options).toEqual({
      openingRoll: 'useDice',
      homeMarsValue: 3,
      sharedCubeAfterFirst: 'reset',
      sixBlockTiming: 'step',
    });
    const config = parseTableConfig(spec);
    expect(config.ok && Object.keys(config.value.spec.options ?? {}).length).toBe(11);
  });

  it('reads settings saved before the revision: the old defaults are not taken for choices', () => {
    const old = {
      boards: ['long', 'long'],
      openingRoll: 'useDice',
      homeMarsValue: 2,
      sharedCubeAfterFirst: 'reset',
      sixBlockTiming: 'step',
      jacoby: true,
    };
    expect(parseSettings(old)).toMatchObject({
      settingsVersion: 2,
      openingRoll: BY_TABLE,
      homeMarsValue: BY_TABLE,
      sharedCubeAfterFirst: 'retire',
      sixBlockTiming: 'endOfTurn',
      jacoby: true,
    });
    // A value that was not the old default was the player's choice, and stays.
    expect(parseSettings({ ...old, openingRoll: 'reroll', homeMarsValue: 3 })).toMatchObject({
      openingRoll: 'reroll',
      homeMarsValue: 3,
    });
    // Settings saved now keep what they say.
    expect(parseSettings({ ...old, settingsVersion: 2 })).toMatchObject({
      openingRoll: 'useDice',
      homeMarsValue: 2,
      sharedCubeAfterFirst: 'reset',
      sixBlockTiming: 'step',
    });
  });
});
