import { describe, expect, test } from 'vitest';
import { en } from './en.ts';
import { ru } from './ru.ts';
import { uk } from './uk.ts';

describe('plural forms (Intl.PluralRules)', () => {
  test('bug 19.6: pip counts take the plural form of their number in Russian and Ukrainian', () => {
    expect(ru.pips('white', 162)).toBe('Белые: 162 пункта');
    expect(ru.pips('black', 161)).toBe('Чёрные: 161 пункт');
    expect(ru.pips('black', 167)).toBe('Чёрные: 167 пунктов');
    expect(uk.pips('white', 162)).toBe('Білі: 162 пункти');
    expect(uk.pips('black', 161)).toBe('Чорні: 161 пункт');
    expect(uk.pips('black', 165)).toBe('Чорні: 165 пунктів');
    expect(en.pips('white', 1)).toBe('White pips: 1');
  });

  test('bug 19.6: a win says its points with the plural form of the number', () => {
    expect(en.won('white', 'oin', 1)).toBe('White wins (oin), 1 point');
    expect(en.won('white', 'mars', 2)).toBe('White wins (mars), 2 points');
    expect(ru.won('black', 'марс', 2)).toBe('Чёрные выиграли (марс): 2 очка');
    expect(ru.won('black', 'кокс', 5)).toBe('Чёрные выиграли (кокс): 5 очков');
    expect(ru.won('black', 'ойн', 0.5)).toBe('Чёрные выиграли (ойн): ½ очка');
    expect(uk.won('white', 'ойн', 1)).toBe('Білі виграли (ойн): 1 очко');
    expect(uk.won('white', 'марс', 3)).toBe('Білі виграли (марс): 3 очки');
  });
});
