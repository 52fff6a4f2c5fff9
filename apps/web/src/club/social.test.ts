import { LOCALES } from '@nardy/elements';
import { CHALLENGE_STATUSES, CORRESPONDENCE_PRESETS } from '@nardy/online';
import { describe, expect, it } from 'vitest';
import { titlePrefix } from './attention.ts';
import { clubHash, parseClubRoute } from './clubRoute.ts';
import { formatClock } from './clubStrings.ts';
import { formatLeft, socialStrings } from './socialStrings.ts';

describe('social texts', () => {
  it('has every text in every language, translated, with plurals', () => {
    const en = socialStrings('en');
    for (const locale of LOCALES) {
      const s = socialStrings(locale);
      expect(Object.keys(s).sort()).toEqual(Object.keys(en).sort());
      expect(Object.keys(s.statuses).sort()).toEqual([...CHALLENGE_STATUSES].sort());
      expect(Object.keys(s.correspondence).sort()).toEqual([...CORRESPONDENCE_PRESETS].sort());
      if (locale === 'en') continue;
      for (const key of ['friends', 'myGames', 'follow', 'challenge', 'accept', 'notifications', 'yourTurn'] as const) {
        expect(s[key]).not.toBe(en[key]);
      }
    }
    expect(socialStrings('ru').titleChallenges(2)).toBe('2 вызова');
    expect(socialStrings('uk').followers(5)).toBe('5 підписників');
    expect(socialStrings('en').vacationLeft(1)).toBe('Vacation left this year: 1 day');
  });

  it('says time left in days and hours', () => {
    const s = socialStrings('en');
    expect(formatLeft(s, 2 * 86_400_000 + 5 * 3_600_000 + 1)).toBe('2 d 5 h');
    expect(formatLeft(s, 7 * 3_600_000)).toBe('7 h');
    expect(formatLeft(s, -5)).toBe('0 h');
    // The clocks of a correspondence table.
    expect(formatClock(3 * 86_400_000)).toBe('3d 00:00');
    expect(formatClock(86_400_000 + 5 * 3_600_000 + 61_000)).toBe('1d 05:01');
  });
});

describe('the title of a page that wants attention', () => {
  it('puts your turn and the challenges before the title', () => {
    expect(titlePrefix(null, null)).toBe('');
    expect(titlePrefix('Your turn', null)).toBe('● Your turn · ');
    expect(titlePrefix('Your turn', '2 challenges')).toBe('● Your turn · ● 2 challenges · ');
  });
});

describe('the club addresses of friends and My games', () => {
  it('round-trips', () => {
    for (const route of [{ page: 'friends' }, { page: 'friends', challenge: 'Zarina Ö' }, { page: 'games' }] as const) {
      expect(parseClubRoute(clubHash(route))).toEqual(route);
    }
    expect(parseClubRoute('#/club/friends/%E0%A4%A')).toEqual({ page: 'friends' });
  });
});
