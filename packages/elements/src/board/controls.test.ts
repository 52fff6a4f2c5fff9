import { describe, expect, test } from 'vitest';
import { en } from '../i18n/en.ts';
import { shortStart31 } from '../testing/fixtures.ts';
import { controlName } from './controls.ts';
import { boardLayout, type Loc } from './layout.ts';

const layout = boardLayout('opposed', { bottom: 'white', home: 'right' });
const blackNumbers = boardLayout('opposed', { bottom: 'black', home: 'right' });
const name = (loc: Loc, over: Partial<Parameters<typeof controlName>[0]> = {}) =>
  controlName({
    loc,
    view: shortStart31(),
    numbered: layout,
    selected: null,
    dests: new Set(),
    srcs: new Set(),
    hideLegal: false,
    t: en,
    ...over,
  });

describe('the names of the board’s controls', () => {
  test('a point with its checkers, a bar and a tray', () => {
    expect(name('p13')).toBe('point 13, 5 white checkers');
    expect(name('p20')).toBe('point 20, empty');
    expect(name('bar-black')).toBe('black bar, 0 checkers');
    expect(name('off-white')).toBe('white borne off, 0 checkers');
  });

  test('in the numbering shown: Black’s own numbers for a player who sits as Black', () => {
    expect(name('p13', { numbered: blackNumbers })).toBe('point 12, 5 white checkers');
  });

  test('what may be done there: picked up, a legal destination (unless hidden), a checker that can move', () => {
    expect(name('p13', { selected: 'p13' })).toBe('point 13, 5 white checkers, picked up');
    expect(name('p10', { selected: 'p13', dests: new Set(['p10']) })).toBe('point 10, empty, legal destination');
    expect(name('p10', { selected: 'p13', dests: new Set(['p10']), hideLegal: true })).toBe('point 10, empty');
    expect(name('p13', { srcs: new Set(['p13']) })).toBe('point 13, 5 white checkers, can move');
    expect(name('p8', { selected: 'p13', srcs: new Set(['p8']) })).toBe('point 8, 3 white checkers');
  });
});
