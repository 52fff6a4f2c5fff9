// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { clubEvents, LOBBY } from './clubFixtures.ts';
import './nardy-club-lobby.ts';

describe('<nardy-club-lobby>', () => {
  it('lists open tables to sit at, tables in play to watch and the players online', async () => {
    const lobby = document.createElement('nardy-club-lobby');
    lobby.server = 'http://127.0.0.1:5173';
    document.body.append(lobby);
    await lobby.updateComplete;
    expect(lobby.textContent).toContain('Loading');
    lobby.lobby = LOBBY;
    await lobby.updateComplete;
    const seen = clubEvents(document.body);
    const sit = lobby.querySelector<HTMLButtonElement>('.lobby-open button');
    expect(sit?.getAttribute('aria-label')).toMatch(/^Sit at /);
    sit?.click();
    expect(seen).toEqual([{ type: 'nardy-club-sit', detail: { tableId: 'a'.repeat(22) } }]);
    expect(lobby.querySelector('.lobby-open .empty-seat')?.textContent).toBe('free seat');
    const watch = lobby.querySelector('.lobby-playing a.button-link');
    expect(watch?.getAttribute('href')).toBe(`http://127.0.0.1:5173/#table=${'b'.repeat(22)}`);
    expect(watch?.getAttribute('aria-label')).toBe('Watch zarina – timur');
    const players = [...lobby.querySelectorAll('.players li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    expect(players[0]).toContain('zarina 1620');
    expect(players[1]).toContain('guest7 (guest)');
    lobby.remove();
  });
});
