import type { Locale } from '@nardy/elements';
import { RATING_KINDS, type RatingKind } from '@nardy/online';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import type { Leaderboard } from './clubApi.ts';
import { clubHash } from './clubRoute.ts';
import { clubStrings } from './clubStrings.ts';

/**
 * The club's leaderboard of one kind (`#/club/leaders/<kind>`): rank, player, rating ±RD and games, with
 * the kinds as tabs. `board` is null while it loads, `{error}` when it could not be read.
 */
export class NardyClubLeaders extends LitElement {
  static override properties = {
    locale: { type: String },
    kind: { type: String },
    board: { attribute: false },
  };

  declare locale: Locale;
  declare kind: RatingKind;
  declare board: Leaderboard | { error: string } | null;

  constructor() {
    super();
    this.locale = 'en';
    this.kind = 'short';
    this.board = null;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override render(): TemplateResult {
    const s = clubStrings(this.locale);
    const { board, kind } = this;
    return html`<div class="leaders">
      <nav class="club-kinds" aria-label=${s.leaderboard}>
        ${RATING_KINDS.map(
          (k) =>
            html`<a class="club-tab" href=${clubHash({ page: 'leaders', kind: k })} aria-current=${k === kind ? 'page' : nothing}
              >${s.kinds[k]}</a
            >`,
        )}
      </nav>
      ${
        board === null
          ? html`<p>${s.loading}</p>`
          : 'error' in board
            ? html`<p role="alert">${board.error}</p>`
            : board.players.length === 0
              ? html`<p>${s.noPlayers}</p>`
              : html`<table class="leaderboard">
                <caption>${s.leaderboard}: ${s.kinds[kind]}</caption>
                <thead>
                  <tr>
                    <th scope="col">${s.rank}</th>
                    <th scope="col">${s.player}</th>
                    <th scope="col">${s.rating}</th>
                    <th scope="col">${s.gamesColumn}</th>
                  </tr>
                </thead>
                <tbody>
                  ${board.players.map(
                    (p) => html`<tr>
                      <td>${p.rank}</td>
                      <td><a href=${clubHash({ page: 'player', name: p.name })}>${p.name}</a></td>
                      <td>${Math.round(p.rating)} <small>${s.deviation}${Math.round(p.rd)}</small></td>
                      <td>${p.games}</td>
                    </tr>`,
                  )}
                </tbody>
              </table>`
      }
    </div>`;
  }
}

customElements.define('nardy-club-leaders', NardyClubLeaders);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-club-leaders': NardyClubLeaders;
  }
}
