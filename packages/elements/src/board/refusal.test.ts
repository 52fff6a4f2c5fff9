import { describe, expect, test } from 'vitest';
import { boardView, shortStart31 } from '../testing/fixtures.ts';
import { refusedDetail } from './refusal.ts';

describe('a refused move, told to the host', () => {
  test('a checker of the player on roll put down where it may not go, or tapped with no move', () => {
    const view = shortStart31();
    expect(refusedDetail(view, 'p13', 'p12')).toEqual({ from: 13, to: 12 });
    expect(refusedDetail(view, 'p6', null, { board: 2 })).toEqual({ board: 2, from: 6, to: null });
    expect(refusedDetail(view, 'p8', 'off-white')).toEqual({ from: 8, to: 0 });
  });

  test('nothing to explain: another colour’s checker, an empty point, no roll, a finished board', () => {
    const view = shortStart31();
    expect(refusedDetail(view, 'p1', 'p2')).toBeNull(); // Black's
    expect(refusedDetail(view, 'p20', 'p18')).toBeNull(); // empty
    expect(refusedDetail(view, 'bar-white', 'p20')).toBeNull(); // nobody on the bar
    expect(refusedDetail(boardView({ variant: 'short' }), 'p13', 'p12')).toBeNull(); // no dice
    const won = shortStart31({ result: { winner: 'white', ending: 'oin', points: 1 } });
    expect(refusedDetail(won, 'p13', 'p12')).toBeNull();
  });

  test('the mover’s checkers on the bar count as his', () => {
    const view = shortStart31({ bar: { white: 1, black: 0 } });
    expect(refusedDetail(view, 'bar-white', 'p18')).toEqual({ from: 25, to: 18 });
    expect(refusedDetail(view, 'bar-black', 'p18')).toBeNull();
  });
});
