// @vitest-environment happy-dom
import { html, render } from 'lit';
import { describe, expect, it } from 'vitest';
import { appStrings } from '../i18n.ts';
import { type HeaderActions, type HeaderState, renderHeader } from './header.ts';

const t = appStrings('en');
const base: HeaderState = {
  screen: 'new',
  playing: false,
  onlineCreate: false,
  gameInProgress: false,
  panelHidden: false,
};

function header(state: Partial<HeaderState>, on: Partial<HeaderActions> = {}): HTMLElement {
  const host = document.createElement('div');
  const actions: HeaderActions = { newGame: () => {}, continueGame: () => {}, togglePanel: () => {}, ...on };
  render(renderHeader({ ...base, ...state }, t, 'en', actions, html`<span class="pickers"></span>`), host);
  return host;
}

const names = (host: HTMLElement) =>
  [...host.querySelectorAll('nav button, nav a')].map((e) => e.textContent?.replace(/\s+/g, ' ').trim());

describe('the header', () => {
  it('on the new-game screen: the other screens and the pickers, "Continue" only with a game in progress', () => {
    expect(names(header({}))).toEqual(['Play online', 'Tournament', 'Club', 'Position editor']);
    expect(header({}).querySelector('.pickers')).not.toBeNull();
    let continued = 0;
    const withGame = header({ gameInProgress: true }, { continueGame: () => continued++ });
    expect(names(withGame)[0]).toBe(t.continueGame);
    (withGame.querySelector('nav button') as HTMLButtonElement).click();
    expect(continued).toBe(1);
  });

  it('at a table in play: one compact line, New game and the move list when the panel is out of sight', () => {
    let toggled = 0;
    let newGames = 0;
    const host = header(
      { screen: 'play', playing: true, panelHidden: true },
      { togglePanel: () => toggled++, newGame: () => newGames++ },
    );
    expect(host.querySelector('header')?.classList.contains('compact')).toBe(true);
    expect(names(host)).toEqual(['New game', 'Tournament', 'Club', 'Moves']);
    expect(host.querySelector('.pickers')).toBeNull();
    (host.querySelector('button.panel-toggle') as HTMLButtonElement).click();
    (host.querySelector('button.new') as HTMLButtonElement).click();
    expect([toggled, newGames]).toEqual([1, 1]);
    // The icons stand for the words on a phone; the words stay the buttons' names.
    expect(host.querySelector('button.new .label')?.textContent).toBe('New game');
    expect(host.querySelector('button.new svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves out the link to the screen shown', () => {
    expect(names(header({ screen: 'club' }))).not.toContain('Club');
    expect(names(header({ screen: 'tournament' }))).not.toContain('Tournament');
    expect(names(header({ screen: 'editor' }))).not.toContain('Position editor');
    expect(names(header({ screen: 'online', onlineCreate: true }))).not.toContain('Play online');
  });
});
