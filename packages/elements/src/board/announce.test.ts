import { describe, expect, test } from 'vitest';
import { en } from '../i18n/en.ts';
import { ru } from '../i18n/ru.ts';
import { uk } from '../i18n/uk.ts';
import { boardView, shortStart31 } from '../testing/fixtures.ts';
import { announcements } from './announce.ts';

describe('announcements', () => {
  test('a new roll is announced', () => {
    const before = boardView({ variant: 'short' }, { dice: null, diceLeft: [] });
    expect(announcements(before, shortStart31(), en)).toEqual(['White rolled 3-1']);
  });

  test('a step this element sent is announced once the host applies it; an undo too', () => {
    const a = shortStart31();
    const points = [...a.points];
    points[24] = 1;
    points[21] = 1;
    const b = { ...a, points, diceLeft: [1], canUndo: true };
    expect(announcements(a, b, en, { text: '24/21' })).toEqual(['White 24/21']);
    expect(announcements(b, a, en)).toEqual(['Step undone']);
  });

  test('a completed play, a hit and a result', () => {
    const a = boardView({ variant: 'short' }, { turn: 'white', dice: null });
    const b = {
      ...a,
      turn: 'black' as const,
      bar: { white: 1, black: 0 },
      lastMove: { player: 'black' as const, steps: [{ from: 12, to: 18 }], text: '13/7' },
      result: { winner: 'black' as const, ending: 'mars', points: 2 },
    };
    expect(announcements(a, b, en)).toEqual(['Black 13/7', 'white checker hit', 'Black wins (mars), 2 points']);
  });

  test('names inflect in Russian and Ukrainian', () => {
    expect(ru.point(13, 5, 'white')).toBe('пункт 13, 5 белых шашек');
    expect(ru.point(6, 2, 'black')).toBe('пункт 6, 2 чёрные шашки');
    expect(ru.point(1, 1, 'white')).toBe('пункт 1, 1 белая шашка');
    expect(uk.point(13, 5, 'white')).toBe('пункт 13, 5 білих шашок');
    expect(uk.point(8, 3, 'black')).toBe('пункт 8, 3 чорні шашки');
    expect(en.point(13, 5, 'white')).toBe('point 13, 5 white checkers');
    expect(en.point(2, 0, null)).toBe('point 2, empty');
    expect(en.net(-1.5)).toBe('Net: Black +1½');
  });
});
