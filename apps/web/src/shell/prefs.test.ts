import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, readPrefs } from './prefs.ts';

describe('preferences', () => {
  it('reads a stored entry field by field, each wrong field at its default', () => {
    expect(readPrefs(null, ['en', 'ru', 'uk'])).toEqual(DEFAULT_PREFS);
    expect(readPrefs('dark', ['en'])).toEqual(DEFAULT_PREFS);
    const read = readPrefs(
      { locale: 'uk', theme: 'dark', autoForced: false, autoBoard: 'no', sounds: true, boardTheme: 'wood', hints: 1 },
      ['en', 'ru', 'uk'],
    );
    expect(read).toEqual({
      locale: 'uk',
      theme: 'dark',
      autoForced: false,
      autoBoard: true,
      sounds: true,
      boardTheme: 'wood',
      hints: false,
    });
    // A language the app does not speak, a theme it has not: the defaults.
    expect(readPrefs({ locale: 'de', theme: 'sepia', boardTheme: 'marble' }, ['en', 'ru', 'uk'])).toEqual(
      DEFAULT_PREFS,
    );
  });
});
