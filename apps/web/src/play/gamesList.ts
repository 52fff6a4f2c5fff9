import { formatPoints, type Locale, stringsFor } from '@nardy/elements';
import { allGames, type TableState } from '@nardy/parallel';
import { html, nothing, type TemplateResult } from 'lit';
import { gameStrings } from '../game/gameStrings.ts';
import type { AppStrings } from '../i18n.ts';
import type { SavedGame } from '../storage.ts';
import type { LocalPlay } from './localPlay.ts';

/** One line about a saved game: its boards, opponent, moves, score and when it was saved. */
export function describeGame(
  state: TableState,
  saved: Pick<SavedGame, 'opponent' | 'level' | 'savedAt'>,
  t: AppStrings,
  locale: Locale,
): string {
  const boards = state.config.boards.map((b) => t.variant[b.variant]).join(' + ');
  // Named and labelled as the game screen names the computer and the match.
  const opponent =
    saved.opponent === 'computer'
      ? gameStrings(locale).computerName(t.levels[saved.level].toLowerCase())
      : t.opponents.human;
  const moves = allGames(state).reduce((n, g) => n + g.events.filter((e) => e.type === 'move').length, 0);
  const match = state.config.match;
  const score = match
    ? `${stringsFor(locale).matchTo(match.length)}: ${formatPoints(state.score.white)}–${formatPoints(state.score.black)}`
    : '';
  const when = saved.savedAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(saved.savedAt))
    : '';
  return t.savedLine(boards, opponent, moves, score, when);
}

/** What the list does when the player continues a game (the app shows the play screen). */
export interface GamesListActions {
  /** Shows the game in play. */
  resume(): void;
  /** Continues a kept game in place of the current one. */
  continueKept(id: string): void;
  /** The list changed (a deletion asked or cancelled): draw again. */
  changed(): void;
}

/**
 * The games in progress on the new-game screen (docs/app.md "Games in progress are never lost"): the
 * current game and the kept ones, each with Continue and Delete (which asks first); a kept game that
 * cannot be read is listed with its code, never deleted by itself.
 */
export function renderGamesList(
  play: LocalPlay,
  t: AppStrings,
  locale: Locale,
  on: GamesListActions,
): TemplateResult | typeof nothing {
  const items: { id: string; text: string; ok: boolean }[] = [];
  const session = play.session;
  if (session && !session.state.over) {
    items.push({
      id: 'current',
      text: `${describeGame(session.state, { ...session.saved(), savedAt: new Date().toISOString() }, t, locale)} (${t.currentGame})`,
      ok: true,
    });
  }
  for (const { id, result } of play.store.shelved()) {
    items.push(
      result.kind === 'ok'
        ? { id, text: describeGame(result.state, result.saved, t, locale), ok: true }
        : { id, text: t.unreadableGame(result.kind === 'unreadable' ? result.code : 'storage/shape'), ok: false },
    );
  }
  if (items.length === 0) return nothing;
  const ask = (id: string | null) => {
    play.deleting = id;
    on.changed();
  };
  return html`<section class="games" aria-labelledby="games-title">
      <h2 id="games-title">${t.gamesInProgress}</h2>
      <ul class="games-list">
        ${items.map(
          (item) => html`<li data-game=${item.id}>
            <span class="game-line">${item.text}</span>
            ${
              play.deleting === item.id
                ? html`<span class="row" role="group" aria-label=${t.deleteAsk}>
                    <span>${t.deleteAsk}</span>
                    <button type="button" class="danger" @click=${() => play.deleteGame(item.id)}>${t.deleteYes}</button>
                    <button type="button" @click=${() => ask(null)}>${t.deleteNo}</button>
                  </span>`
                : html`<span class="row">
                    ${
                      item.ok
                        ? html`<button type="button" class="primary" @click=${() =>
                            item.id === 'current' ? on.resume() : on.continueKept(item.id)}>${t.continueThis}</button>`
                        : nothing
                    }
                    <button type="button" @click=${() => ask(item.id)}>${t.deleteGame}</button>
                  </span>`
            }
          </li>`,
        )}
      </ul>
    </section>`;
}
