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
