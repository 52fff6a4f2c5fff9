// @vitest-environment happy-dom
import { render } from 'lit';
import { describe, expect, it } from 'vitest';
import { playTable } from '../../test/fixtures.ts';
import { AnalysisClient } from '../analysis/analysisClient.ts';
import { appStrings } from '../i18n.ts';
import { STORAGE_KEYS } from '../localStore.ts';
import { DEFAULT_SETTINGS, type GameSettings, presetSettings } from '../settings.ts';
import { DEFAULT_PREFS } from '../shell/prefs.ts';
import { MemoryStorage } from '../testing.ts';
import { renderGamesList } from './gamesList.ts';
import { LocalPlay } from './localPlay.ts';

const t = appStrings('en');
const people: GameSettings = { ...DEFAULT_SETTINGS, opponent: 'human', whiteName: 'Anna', blackName: 'Boris' };

function localPlay(storage = new MemoryStorage()) {
  const said: { text: string; kind: string }[] = [];
  let changes = 0;
  const play = new LocalPlay(
    {
      hook: { seed: 7, test: true },
      locale: () => 'en',
      strings: () => t,
      prefs: () => DEFAULT_PREFS,
      say: (text, kind = 'info') => said.push({ text, kind }),
      changed: () => changes++,
      refused: () => {},
    },
    storage,
    new AnalysisClient(),
  );
  return { play, storage, said, changes: () => changes };
}

describe('the local game', () => {
  it('starts a table of the settings, saves it after every change and resumes it after a reload', () => {
    const { play, storage, changes } = localPlay();
    expect(play.newGame(people)).toBe(true);
    const session = play.session;
    expect(session?.names).toEqual({ white: 'Anna', black: 'Boris' });
    expect(play.names(session as NonNullable<typeof session>)).toEqual({ white: 'Anna', black: 'Boris' });
    session?.send({ type: 'ROLL' });
    expect(changes()).toBeGreaterThan(0);
    const saved = JSON.parse(storage.getItem(STORAGE_KEYS.game) ?? 'null');
    expect(saved.record.games[0].events.length).toBeGreaterThan(0);
    const again = localPlay(storage);
    expect(again.play.restore().kind).toBe('ok');
    expect(again.play.record()).toEqual(play.record());
  });

  it('never loses a game: a new table keeps the one in progress in the list, to continue or delete', () => {
    const { play, said } = localPlay();
    play.newGame(people);
    play.session?.send({ type: 'ROLL' });
    const first = play.record();
    play.newGame(presetSettings('long', people));
    expect(said.at(-1)).toEqual({ text: t.keptInGames, kind: 'info' });
    const kept = play.store.shelved();
    expect(kept).toHaveLength(1);
    expect(play.continueShelved(kept[0].id)).toBe(true);
    expect(play.record()).toEqual(first);
    // The long game went to the list in its turn; deleting the current game ends it.
    expect(play.store.shelved()).toHaveLength(1);
    play.deleteGame('current');
    expect(play.session).toBeNull();
  });

  it('imports a record and refuses what is not one, keeping the game in play', () => {
    const { play, said } = localPlay();
    play.newGame(people);
    const before = play.record();
    expect(play.importText('{not json', people)).toBe(false);
    expect(said.at(-1)?.kind).toBe('error');
    expect(play.importText(JSON.stringify({ format: 'nardy-record', version: 99 }), people)).toBe(false);
    expect(said.at(-1)?.text).toContain('record/');
    expect(play.record()).toEqual(before);
    const { record } = playTable({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } }, 11);
    expect(play.importText(JSON.stringify(record), people)).toBe(true);
    expect(play.session?.state.over).toBe(true);
    // The seats of the game in play carry over: two people at this device.
    expect(play.session?.computer).toBeNull();
  });

  it('lists the games in progress with Continue, and Delete asks first', () => {
    const { play } = localPlay();
    play.newGame(people);
    play.newGame(presetSettings('short', people));
    const host = document.createElement('div');
    const calls: string[] = [];
    const draw = () =>
      render(
        renderGamesList(play, t, 'en', {
          resume: () => calls.push('resume'),
          continueKept: (id) => calls.push(`continue ${id}`),
          changed: () => draw(),
        }),
        host,
      );
    draw();
    const items = [...host.querySelectorAll('.games-list li')];
    expect(items.map((li) => li.getAttribute('data-game'))).toEqual(['current', play.store.shelfIds()[0]]);
    expect(items[0].querySelector('.game-line')?.textContent).toContain(`(${t.currentGame})`);
    (items[0].querySelector('button.primary') as HTMLButtonElement).click();
    (items[1].querySelector('button.primary') as HTMLButtonElement).click();
    expect(calls).toEqual(['resume', `continue ${play.store.shelfIds()[0]}`]);
    const remove = [...items[1].querySelectorAll('button')].find((b) => b.textContent === t.deleteGame);
    remove?.click();
    expect(host.querySelector('[role=group]')?.getAttribute('aria-label')).toBe(t.deleteAsk);
  });
});
