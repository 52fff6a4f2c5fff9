import { describe, expect, it } from 'vitest';
import { isShownTournament, tournamentApiUrl } from './tournamentData.ts';

describe('<nardy-tournament> addresses', () => {
  it('reads a tournament page or API address; anything else is no tournament', () => {
    const base = 'https://club.example/page.html';
    expect(tournamentApiUrl('https://nardy.example/#/club/tournament/AbC_1-2', base)?.href).toBe(
      'https://nardy.example/api/tournaments/AbC_1-2',
    );
    expect(tournamentApiUrl('https://nardy.example/api/tournaments/AbC12', base)?.href).toBe(
      'https://nardy.example/api/tournaments/AbC12',
    );
    expect(tournamentApiUrl('/api/tournaments/x1', base)?.href).toBe('https://club.example/api/tournaments/x1');
    for (const bad of [
      'https://nardy.example/#/club',
      'javascript:alert(1)',
      'https://nardy.example/api/tables/x',
      '::',
    ]) {
      expect(tournamentApiUrl(bad, base), bad).toBeNull();
    }
    expect(isShownTournament({ id: 'a', name: 'b', format: 'arena', entrants: [], places: [], now: [] })).toBe(true);
    expect(isShownTournament({ error: { code: 'tournament/unknown' } })).toBe(false);
  });
});
