import { describe, expect, test } from 'vitest';
import { en } from '../i18n/en.ts';
import { boardView, shortStart31 } from '../testing/fixtures.ts';
import { infoBits } from './boardInfo.ts';

describe('the board’s line in words', () => {
  test('whose turn, the dice with what is left, the cube and the pips', () => {
    expect(infoBits(shortStart31(), en)).toEqual([
      'White to play',
      'Dice 3 and 1 (left to play: 3, 1)',
      'Cube 1, centred',
      'White pips: 167',
      'Black pips: 167',
    ]);
  });

  test('a diagram without moves leaves out what is left; a result replaces the turn', () => {
    const diagram = boardView({ variant: 'short', dice: '6-5' });
    expect(infoBits(diagram, en).slice(0, 2)).toEqual(['White to play', 'Dice 6 and 5']);
    const won = shortStart31({ result: { winner: 'black', ending: 'mars', points: 2 }, dice: null, legal: [] });
    expect(infoBits(won, en)[0]).toBe('Black wins (mars), 2 points');
  });
});
