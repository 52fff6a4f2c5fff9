// @vitest-environment happy-dom
import type { OnlineSnapshot } from '@nardy/online';
import { html, render, type TemplateResult } from 'lit';
import { describe, expect, it } from 'vitest';
import {
  renderConnectionLine,
  renderDiceProof,
  renderRematch,
  renderTableSettings,
  renderWaiting,
} from './tableViews.ts';

const draw = (t: TemplateResult | typeof import('lit').nothing) => {
  const host = document.createElement('div');
  render(t, host);
  return host;
};
const text = (e: Element | null) => e?.textContent?.replace(/\s+/g, ' ').trim();

/** The parts of a snapshot these views read. */
function snapshot(over: Partial<OnlineSnapshot>): OnlineSnapshot {
  return {
    tableId: 'a'.repeat(22),
    role: 'white',
    spectators: 0,
    seats: { white: { name: 'Alice', status: 'connected' }, black: { name: 'Bob', status: 'reconnecting' } },
    rematch: null,
    ...over,
  } as unknown as OnlineSnapshot;
}

describe("the online table's views", () => {
  it('say a table in a few lines, its clock in words', () => {
    const host = draw(
      renderTableSettings(
        {
          spec: { boards: [{ variant: 'short' }, { variant: 'long' }], ending: 'koks', cube: { mode: 'perBoard' } },
          clock: { delayMs: 8000, reserveMs: 60_000 },
          rated: true,
          listed: false,
        },
        'en',
      ),
    );
    const lines = [...host.querySelectorAll('dl > div')].map((d) => [
      text(d.querySelector('dt')),
      text(d.querySelector('dd')),
    ]);
    expect(lines).toEqual([
      ['Boards', 'Short nardy + Long nardy'],
      ['Endings count', 'Up to koks (3)'],
      ['Doubling cube', 'One per board'],
      ['Match to (points)', 'One game'],
      ['Clock', '8 s free each move, then 1 min in reserve for the whole table'],
      ['Rating', 'Rated'],
      ['Lobby', 'By invitation only'],
    ]);
    expect(draw(renderTableSettings(null, 'en')).textContent).toBe('');
  });

  it('draw the connection line: this connection, the other seat, the audience; a spectator sees both seats', () => {
    const player = draw(renderConnectionLine(snapshot({ spectators: 2 }), 'connected', 'en', []));
    expect(text(player.querySelector('[data-own]'))).toBe('You (White): connected');
    expect(text(player.querySelector('[data-seat=black]'))).toBe('Bob (Black): connection lost, reconnecting…');
    expect(text(player.querySelector('.audience'))).toBe('2 spectators');
    const watcher = draw(
      renderConnectionLine(snapshot({ role: 'spectator' }), 'connected', 'en', [html`<b>clocks</b>`]),
    );
    expect(watcher.querySelectorAll('[data-seat]')).toHaveLength(2);
    expect(watcher.querySelector('.watching')).not.toBeNull();
    expect(watcher.querySelector('b')?.textContent).toBe('clocks');
    // A spectator whose connection is lost sees it, and no seat as "online" from before (issue 49 §5.8).
    for (const [locale, lost, unknown] of [
      ['en', 'You are watching this table: reconnecting…', 'Alice (White): unknown while you are disconnected'],
      ['ru', 'Вы смотрите этот стол: переподключение…', 'Alice (белыми): неизвестно, пока нет связи'],
      ['uk', 'Ви дивитеся цей стіл: перепід’єднання…', 'Alice (білими): невідомо, поки немає зв’язку'],
    ] as const) {
      const cut = draw(renderConnectionLine(snapshot({ role: 'spectator' }), 'reconnecting', locale, []));
      expect(text(cut.querySelector('[data-own]'))).toBe(lost);
      expect(text(cut.querySelector('[data-seat=white]'))).toBe(unknown);
    }
  });

  it('offer the rematch, answer the other seat, and lead to the new table', () => {
    const calls: string[] = [];
    const on = { offer: () => calls.push('offer'), decline: () => calls.push('decline') };
    const names = { white: 'Alice', black: 'Bob' };
    const hash = (id: string) => `#table=${id}`;
    const asked = draw(renderRematch(snapshot({ rematch: { offered: ['black'] } }), names, 'en', hash, on));
    expect(text(asked.querySelector('span'))).toBe('Bob asks for a rematch (same settings, colours swapped).');
    for (const b of asked.querySelectorAll('button')) b.click();
    expect(calls).toEqual(['offer', 'decline']);
    const ready = draw(
      renderRematch(snapshot({ rematch: { offered: [], tableId: 'n'.repeat(22) } }), names, 'en', hash, on),
    );
    expect(ready.querySelector('a')?.getAttribute('href')).toBe(`#table=${'n'.repeat(22)}`);
    expect(draw(renderRematch(snapshot({ role: 'spectator' }), names, 'en', hash, on)).textContent).toBe('');
  });

  it('show the dice proof: hidden until the end, then checking, verified or not', () => {
    expect(text(draw(renderDiceProof(null, 'en')))).toContain('revealed when the table is over');
    const checking = draw(renderDiceProof({ commitment: 'c0', seed: 's0', result: null }, 'en'));
    expect(text(checking.querySelector('.dice-result'))).toBe('Checking the dice…');
    const ok = draw(renderDiceProof({ commitment: 'c0', seed: 's0', result: { ok: true, rolls: 3 } as never }, 'en'));
    expect(ok.querySelector('.dice-result')?.classList.contains('verified')).toBe(true);
    expect(text(ok.querySelector('.dice-result'))).toContain('all 3 rolls follow');
  });

  it('show the creator the invitation as a QR code and links; another seat only the watch link', () => {
    const link = (id: string, label: string, url: string) => html`<a id=${id} href=${url}>${label}</a>`;
    const creator = draw(renderWaiting(html``, null, 'http://x/#table=t&seat=s', 'http://x/#table=t', 'en', link));
    expect(creator.querySelector('figure.qr svg')?.getAttribute('aria-label')).toBe('QR code of the invitation link');
    expect([...creator.querySelectorAll('a')].map((a) => a.id)).toEqual(['invite-link', 'watch-link']);
    const other = draw(renderWaiting(html``, null, undefined, 'http://x/#table=t', 'en', link));
    expect([...other.querySelectorAll('a')].map((a) => a.id)).toEqual(['watch-link']);
  });
});
