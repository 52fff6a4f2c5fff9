import { LOCALES } from '@nardy/elements';
import { CLOCK_PRESET_NAMES, QUICK_PRESET_NAMES, RATING_KINDS } from '@nardy/online';
import { describe, expect, it } from 'vitest';
import { appStrings } from '../i18n.ts';
import { CLUB_KINDS, clubHash, isClubHash, parseClubRoute } from './clubRoute.ts';
import { clubStrings, formatClock, formatReserve } from './clubStrings.ts';
import { chartGeometry } from './ratingChart.ts';
import { tableSettings, tableTitle } from './tableSummary.ts';

describe('club texts', () => {
  it('has every text in every language, translated rather than copied, with plurals by Intl.PluralRules', () => {
    const en = clubStrings('en');
    for (const locale of LOCALES) {
      const s = clubStrings(locale);
      expect(Object.keys(s).sort()).toEqual(Object.keys(en).sort());
      expect(Object.keys(s.errors).sort()).toEqual(Object.keys(en.errors).sort());
      expect(Object.keys(s.presets).sort()).toEqual([...QUICK_PRESET_NAMES].sort());
      expect(Object.keys(s.clocks).sort()).toEqual([...CLOCK_PRESET_NAMES].sort());
      expect(Object.keys(s.kinds).sort()).toEqual([...RATING_KINDS].sort());
      if (locale === 'en') continue;
      for (const key of ['club', 'lobby', 'quickMatch', 'findOpponent', 'claimWin', 'chatPlayers', 'logIn'] as const) {
        expect(s[key]).not.toBe(en[key]);
      }
    }
    expect(clubStrings('ru').spectators(1)).toBe('1 зритель');
    expect(clubStrings('ru').spectators(3)).toBe('3 зрителя');
    expect(clubStrings('ru').spectators(5)).toBe('5 зрителей');
    expect(clubStrings('uk').games(21)).toBe('21 партія');
    expect(clubStrings('uk').games(12)).toBe('12 партій');
    expect(clubStrings('en').games(1)).toBe('1 game');
    expect(clubStrings('uk').othersWaiting(2)).toBe('На це чекають ще 2 гравці');
  });

  it('formats clocks and reserves', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(59_001)).toBe('1:00');
    expect(formatClock(61_000)).toBe('1:01');
    expect(formatClock(3_600_000 + 5_000)).toBe('1:00:05');
    expect(formatClock(-5)).toBe('0:00');
    expect(formatReserve('en', 90_000)).toBe('1 min 30 sec');
    expect(formatReserve('en', 0)).toBe('0 sec');
    expect(formatReserve('ru', 3_600_000)).toMatch(/^1 ч/);
  });
});

describe('club addresses', () => {
  it('round-trips every page and falls back to the lobby', () => {
    for (const route of [
      { page: 'lobby' },
      { page: 'quick' },
      { page: 'account' },
      { page: 'player', name: 'Zarina Ö/1' },
      { page: 'leaders', kind: 'parallel' },
      { page: 'tournaments' },
      { page: 'tournament', id: 'Ab3_x-9' },
    ] as const) {
      expect(parseClubRoute(clubHash(route))).toEqual(route);
      expect(isClubHash(clubHash(route))).toBe(true);
    }
    expect(parseClubRoute('#/club/nowhere')).toEqual({ page: 'lobby' });
    expect(parseClubRoute('#/club/leaders/chess')).toEqual({ page: 'leaders', kind: 'short' });
    expect(parseClubRoute('#/club/player/%E0%A4%A')).toEqual({ page: 'lobby' });
    expect(parseClubRoute('#/club/tournament/<script>')).toEqual({ page: 'lobby' });
    expect(CLUB_KINDS).toEqual(RATING_KINDS);
    expect(isClubHash('#/clubhouse')).toBe(false);
    expect(isClubHash('#table=abc')).toBe(false);
  });
});

describe('rating chart', () => {
  it('spans the ratings on a 50-point grid at least 100 wide, oldest on the left', () => {
    const g = chartGeometry([{ rating: 1500 }, { rating: 1662 }, { rating: 1610 }], 320, 120);
    expect([g.min, g.max]).toEqual([1500, 1700]);
    expect(g.points.map(([x]) => x)).toEqual([40, 176, 312]);
    expect(g.points[0][1]).toBe(112); // the bottom
    expect(g.points[1][1]).toBeLessThan(g.points[2][1]); // higher rating, higher on the chart
    const flat = chartGeometry([{ rating: 1500 }], 320, 120);
    expect(flat.max - flat.min).toBe(100);
    expect(flat.points).toHaveLength(1);
  });
});

describe('lobby table cards', () => {
  it('say every setting a player weighs', () => {
    const en = clubStrings('en');
    const table = {
      spec: {
        boards: [{ variant: 'short' as const }, { variant: 'long' as const }],
        ending: 'koks' as const,
        cube: { mode: 'shared' as const },
        match: { length: 5, seriesFirstMove: 'loser' as const },
      },
      clock: { delayMs: 12_000, reserveMs: 600_000 },
      rated: true,
    };
    expect(tableSettings(table, appStrings('en'), en, 'en')).toEqual([
      'Short nardy + Long nardy',
      'Up to koks (3)',
      'cube: one shared',
      'match to 5',
      '12 sec per move + 10 min',
      'rated',
    ]);
    const none = tableSettings({ ...table, clock: null, rated: false }, appStrings('ru'), clubStrings('ru'), 'ru');
    expect(none.slice(-2)).toEqual(['без часов', 'без рейтинга']);
    const seats = {
      white: { name: 'Ann', status: 'connected' as const },
      black: { name: null, status: 'empty' as const },
    };
    expect(tableTitle({ name: null, seats }, en)).toBe("Ann's table");
    expect(tableTitle({ name: 'Friday', seats }, en)).toBe('Friday');
  });
});
