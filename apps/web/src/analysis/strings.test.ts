import { LOCALES } from '@nardy/elements';
import { describe, expect, it } from 'vitest';
import { editorStrings } from '../editor/editorStrings.ts';
import { analysisStrings, levelBand, signed } from './analysisStrings.ts';

const keys = (o: object) => Object.keys(o).sort();

describe('analysis and editor strings', () => {
  it('every language has every string, and the Russian and Ukrainian ones are not English', () => {
    for (const strings of [analysisStrings, editorStrings]) {
      const en = strings('en') as unknown as Record<string, unknown>;
      for (const locale of LOCALES) {
        const s = strings(locale) as unknown as Record<string, unknown>;
        expect(keys(s)).toEqual(keys(en));
        if (locale === 'en') continue;
        // Every string, "Position ID" too (issue 49 §5.11).
        const same = Object.keys(en).filter((k) => typeof en[k] === 'string' && en[k] === s[k]);
        expect(same).toEqual([]);
      }
    }
  });

  it('counts with plural forms, signs equities, and names ratings on eXtreme Gammon’s scale', () => {
    expect(analysisStrings('ru').decisions(1)).toBe('1 решение');
    expect(analysisStrings('ru').decisions(3)).toBe('3 решения');
    expect(analysisStrings('ru').decisions(5)).toBe('5 решений');
    expect(analysisStrings('uk').decisions(5)).toBe('5 рішень');
    expect(analysisStrings('en').decisions(1)).toBe('1 decision');
    const count = (locale: 'en' | 'ru' | 'uk', n: number) =>
      editorStrings(locale).problem({ code: 'ERR_CHECKER_COUNT', side: 'white', count: n, message: '' }, (c) => c);
    expect(count('en', 16)).toMatch(/^white has 16 checkers/);
    expect(count('ru', 14)).toMatch(/^white: 14 шашек/);
    expect(count('uk', 2)).toMatch(/^white: 2 шашки/);
    expect(signed('en', 0.1234)).toBe('+0.123');
    expect(signed('ru', -0.5)).toBe('−0,500');
    expect(signed('en', -0.0001)).toBe('+0.000');
    // GNU Backgammon's scale of the error rate, with a word for every band in every language.
    expect([1, 4, 6, 10, 15, 20, 30, 40].map(levelBand)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const locale of LOCALES) expect(analysisStrings(locale).levels).toHaveLength(8);
    expect(analysisStrings('en').luckier('Anna', '0.45')).toMatch(/^Anna was luckier by 0\.45 points/);
    expect(analysisStrings('ru').luckier('Анна', '0,45')).toMatch(/^Анна: везение больше на 0,45 очка/);
    expect(analysisStrings('en').youLuckier('1.00')).toMatch(/^You were luckier by 1\.00 point:/);
    expect(analysisStrings('uk').computerLuckier('0,45')).toMatch(/^Комп’ютеру щастило більше на 0,45 очка/);
    // The phone's one-line hint: each rank (its arrow's label) kept with its equity when the line wraps.
    const plays = [
      { rank: 1, equity: signed('en', 0.123) },
      { rank: 2, equity: signed('en', 0.101) },
      { rank: 3, equity: signed('en', -0.02) },
    ];
    expect(analysisStrings('en').hintCompact(plays)).toBe('Hint: 1\u00a0+0.123 · 2\u00a0+0.101 · 3\u00a0−0.020');
    expect(analysisStrings('ru').hintCompact(plays.slice(0, 1))).toBe('Подсказка: 1\u00a0+0.123');
  });
});
