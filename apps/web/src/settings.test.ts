import { parseTableConfig } from '@nardy/parallel';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  defaultEnding,
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
