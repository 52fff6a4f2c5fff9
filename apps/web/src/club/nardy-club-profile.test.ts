// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { clubEvents, PROFILE } from './clubFixtures.ts';
import './nardy-club-profile.ts';

describe('<nardy-club-profile>', () => {
  it('shows the ratings, the history from 1500, recent games with Analyse, and results by variant', async () => {
    const profile = document.createElement('nardy-club-profile');
    profile.server = 'http://127.0.0.1:5173';
    profile.profile = PROFILE;
    document.body.append(profile);
    await profile.updateComplete;
    const seen = clubEvents(document.body);
    expect(profile.querySelector('tr[data-kind=short] .rating-value')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      '1662 ±180',
    );
    expect(profile.querySelector('tr[data-kind=long] .rating-value')?.textContent).toBe('not rated yet');
    expect(profile.querySelector('.rating-history svg')?.getAttribute('aria-label')).toContain('1500');
    const record = profile.querySelector('.recent-links a');
    expect(record?.getAttribute('href')).toBe(`http://127.0.0.1:5173/api/tables/${'c'.repeat(22)}/record`);
    profile.querySelector<HTMLButtonElement>('.recent-links button')?.click();
    expect(seen).toEqual([
      {
        type: 'nardy-club-analyse',
        detail: { path: PROFILE.recent[0].record, color: 'black', me: 'zarina', opponent: 'timur' },
      },
    ]);
    expect(profile.querySelector('.by-variant tbody tr')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Short nardy 1 0 0',
    );
    profile.profile = { error: 'No such player.' };
    await profile.updateComplete;
    expect(profile.querySelector('[role=alert]')?.textContent).toBe('No such player.');
    profile.remove();
  });
});
