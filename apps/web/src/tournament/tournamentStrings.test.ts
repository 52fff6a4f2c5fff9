import { LOCALES } from '@nardy/elements';
import { describe, expect, it } from 'vitest';
import { tournamentStrings } from './tournamentStrings.ts';

describe("organiser's page texts", () => {
  it('has every text in every language, translated rather than copied', () => {
    const en = tournamentStrings('en');
    for (const locale of LOCALES) {
      const t = tournamentStrings(locale);
      expect(Object.keys(t).sort()).toEqual(Object.keys(en).sort());
      expect(Object.keys(t.errors).sort()).toEqual(Object.keys(en.errors).sort());
      if (locale === 'en') continue;
      for (const key of ['tournament', 'title', 'makeDraw', 'enterResult', 'exportDoc', 'unreadableTitle'] as const) {
        expect(t[key]).not.toBe(en[key]);
      }
      expect(t.needMore(3, 24)).toContain('3');
      expect(t.needMore(3, 24)).toContain('24');
      expect(t.leads('Анна', 1, 0)).toContain('Анна');
    }
    expect(tournamentStrings('uk').title).not.toBe(tournamentStrings('ru').title);
  });
});
