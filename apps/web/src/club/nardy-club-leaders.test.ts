// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import './nardy-club-leaders.ts';

describe('<nardy-club-leaders>', () => {
  it('ranks the players of a kind, with the kinds as tabs', async () => {
    const leaders = document.createElement('nardy-club-leaders');
    leaders.kind = 'long';
    document.body.append(leaders);
    await leaders.updateComplete;
    expect(leaders.textContent).toContain('Loading');
    expect(leaders.querySelector('[aria-current=page]')?.getAttribute('href')).toBe('#/club/leaders/long');
    leaders.board = { kind: 'long', players: [{ rank: 1, name: 'zarina', rating: 1662.4, rd: 180.2, games: 3 }] };
    await leaders.updateComplete;
    const row = leaders.querySelector('.leaderboard tbody tr');
    expect(row?.textContent?.replace(/\s+/g, ' ').trim()).toBe('1 zarina 1662 ±180 3');
    expect(row?.querySelector('a')?.getAttribute('href')).toBe('#/club/player/zarina');
    leaders.board = { kind: 'long', players: [] };
    await leaders.updateComplete;
    expect(leaders.textContent).toContain('Nobody is rated here yet.');
    leaders.remove();
  });
});
