// @vitest-environment happy-dom
import { html, render } from 'lit';
import { describe, expect, it } from 'vitest';
import { appStrings } from '../i18n.ts';
import { SeatStore } from '../online/seatStore.ts';
import { DEFAULT_SETTINGS, type GameSettings } from '../settings.ts';
import { MemoryStorage } from '../testing.ts';
import { type HomeActions, renderHome } from './homePage.ts';

const t = appStrings('en');

function home(seats: SeatStore, on: Partial<HomeActions> = {}, games = html``): HTMLElement {
  const host = document.createElement('div');
  const actions: HomeActions = {
    settings: () => {},
    start: () => {},
    forget: () => {},
    importFile: () => {},
    analyseFile: () => {},
    ...on,
  };
  render(renderHome(DEFAULT_SETTINGS, games, seats, t, 'en', actions), host);
  return host;
}

describe('the new-game screen', () => {
  it('starts a preset with its settings, keeping the opponent chosen', () => {
    const started: GameSettings[] = [];
    const host = home(new SeatStore(new MemoryStorage()), { start: (s) => started.push(s) });
    (host.querySelector('button[data-preset="long"]') as HTMLButtonElement).click();
    expect(started).toHaveLength(1);
    expect(started[0].boards).toEqual(['long']);
    expect(started[0].opponent).toBe(DEFAULT_SETTINGS.opponent);
    // The files to import or analyse; "Play online" is the header's alone (said once on the page).
    expect(host.querySelectorAll('.import-line input[type=file]')).toHaveLength(2);
    expect(host.querySelector('.online-tables')).toBeNull();
    expect(host.querySelector('a[href="#/online"]')).toBeNull();
    // What nardy is, and the ways to learn it.
    expect(host.querySelector('.home-intro')?.textContent).toContain('Parallel nardy');
    const links = [...host.querySelectorAll('.home-intro a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['#/first-game', '#/rules', '#/learn', '#/learn/daily']);
  });

  it('lists the online tables kept in this browser, each to continue or forget; the games list goes first', () => {
    const seats = new SeatStore(new MemoryStorage());
    const tableId = 'abcdefghijklmnopqrstuv';
    seats.keep({ tableId, token: 'x'.repeat(43), color: 'black', boards: ['short', 'long'], joined: true });
    const forgotten: string[] = [];
    const host = home(seats, { forget: (id) => forgotten.push(id) }, html`<section class="games"></section>`);
    const item = host.querySelector(`.online-tables li[data-table="${tableId}"]`);
    expect(item?.querySelector('.game-line')?.textContent).toContain('Short nardy + Long nardy');
    expect(item?.querySelector('a')?.getAttribute('href')).toBe(`#table=${tableId}`);
    (item?.querySelector('button') as HTMLButtonElement | null)?.click();
    expect(forgotten).toEqual([tableId]);
    expect(host.firstElementChild?.className).toBe('home-intro');
    expect(host.querySelector('.home-intro + .games')).not.toBeNull();
  });
});
