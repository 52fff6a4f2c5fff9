// @vitest-environment happy-dom
import { LOCALES } from '@nardy/elements';
import { describe, expect, it } from 'vitest';
import { appStrings, detectLocale } from './i18n.ts';
import { PRESET_IDS, presetBoardCount } from './settings.ts';

describe('i18n', () => {
  it('picks the browser language by its primary subtag, English otherwise', () => {
    expect(detectLocale(['uk-UA', 'ru'])).toBe('uk');
    expect(detectLocale(['de-DE', 'ru-RU'])).toBe('ru');
    expect(detectLocale(['fr'])).toBe('en');
    expect(detectLocale([])).toBe('en');
  });

  it('has every text in every language, with the board count in each preset name', () => {
    const en = appStrings('en');
    for (const locale of LOCALES) {
      const t = appStrings(locale);
      expect(Object.keys(t).sort()).toEqual(Object.keys(en).sort());
      for (const id of PRESET_IDS) expect(t.preset[id]).toContain(`${presetBoardCount(id)} `);
    }
    expect(en.preset.parallelShort).toBe('Parallel short nardy, 2 boards');
    expect(en.preset.caucasian).toBe('Caucasian short nardy, 1 board');
  });

  it('translates rather than copies English', () => {
    const en = appStrings('en');
    for (const locale of ['ru', 'uk'] as const) {
      const t = appStrings(locale);
      for (const key of ['title', 'newGame', 'start', 'resignTable', 'exportRecord', 'unreadableTitle'] as const) {
        expect(t[key]).not.toBe(en[key]);
      }
      expect(t.gameN(2)).not.toBe(en.gameN(2));
    }
    expect(appStrings('uk').newGame).not.toBe(appStrings('ru').newGame);
  });
});

describe('whole sentences with agreeing verbs and plural forms (issue 19)', () => {
  it('bug 19.6: the move list says "Чёрные принимают", not "Чёрные принимает"; numbers take their plural', () => {
    const ru = appStrings('ru');
    const uk = appStrings('uk');
    const en = appStrings('en');
    expect(ru.turnLine({ kind: 'take', player: 'black', board: null, value: 2 }, 1)).toBe('Чёрные принимают');
    expect(uk.turnLine({ kind: 'take', player: 'black', board: null, value: 2 }, 1)).toBe('Чорні приймають');
    expect(en.turnLine({ kind: 'take', player: 'black', board: null, value: 2 }, 1)).toBe('Black takes');
    expect(ru.turnLine({ kind: 'double', player: 'white', board: 1, value: 4 }, 2)).toBe(
      'Белые удваивают до 4 (доска 2)',
    );
    expect(ru.turnLine({ kind: 'drop', player: 'black', board: null }, 1)).toBe('Чёрные отказываются');
    expect(uk.turnLine({ kind: 'resign', player: 'white', board: null }, 2)).toBe('Білі здають увесь стіл');
    expect(ru.points(1)).toBe('1 очко');
    expect(ru.points(3)).toBe('3 очка');
    expect(ru.points(162)).toBe('162 очка');
    expect(ru.points(165)).toBe('165 очков');
    expect(ru.points(2.5)).toBe('2½ очка');
    expect(uk.points(5)).toBe('5 очок');
    expect(en.points(1)).toBe('1 point');
    expect(en.points(0.5)).toBe('½ point');
    expect(en.points(7.5)).toBe('7½ points');
  });
});
