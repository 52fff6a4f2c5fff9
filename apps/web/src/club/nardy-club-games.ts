import type { Locale } from '@nardy/elements';
import { DAY_MS, type MyGamesAnswer } from '@nardy/online';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { appStrings } from '../i18n.ts';
import { clubEvent } from './clubEvents.ts';
import { clubHash } from './clubRoute.ts';
import { clubStrings } from './clubStrings.ts';
import { formatLeft, socialStrings } from './socialStrings.ts';
import { tableSettings } from './tableSummary.ts';

/**
 * My games (`#/club/games`, docs/club.md "Correspondence"): every unfinished table of the logged-in
 * player, those where it is his turn first (the server sorts them), with the opponent, the settings, the
 * time left at a clocked table, and Open (`nardy-club-open-seat`: his own seat, on any device); the
 * vacation left this year for correspondence tables.
 */
export class NardyClubGames extends LitElement {
  static override properties = {
    locale: { type: String },
    loggedIn: { type: Boolean, attribute: 'logged-in' },
    games: { attribute: false },
  };

  declare locale: Locale;
  declare loggedIn: boolean;
  declare games: MyGamesAnswer | { error: string } | null;

  constructor() {
    super();
    this.locale = 'en';
    this.loggedIn = false;
    this.games = null;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override render(): TemplateResult {
    const s = socialStrings(this.locale);
    const c = clubStrings(this.locale);
    const a = appStrings(this.locale);
    if (!this.loggedIn) {
      return html`<p>${s.loginFirst} <a href=${clubHash({ page: 'account' })}>${c.logIn}</a></p>`;
    }
    const answer = this.games;
    if (answer === null) return html`<p>${c.loading}</p>`;
    if ('error' in answer) return html`<p role="alert">${answer.error}</p>`;
    return html`<section class="my-games" aria-labelledby="my-games-h">
      <h3 id="my-games-h">${s.myGames}</h3>
      <p class="hint">${s.vacationLeft(Math.floor(answer.vacationLeftMs / DAY_MS))}</p>
      ${
        answer.games.length === 0
          ? html`<p>${s.noGames}</p>`
          : html`<ul class="lobby-tables">
            ${answer.games.map((g) => {
              const left = g.deadline === null ? null : Date.parse(g.deadline) - Date.now();
              return html`<li class="lobby-table my-game" data-table=${g.tableId} data-your-turn=${g.yourTurn ? 'yes' : 'no'}>
                <div class="lobby-table-title">
                  ${g.yourTurn ? html`<strong class="your-turn">${s.yourTurn}</strong>` : g.started ? s.theirTurn : s.notStarted}
                  · ${s.versus(g.opponent ?? c.guest)}
                </div>
                <ul class="chips">
                  <li>${c.colors[g.color]}</li>
                  ${tableSettings(g, a, c, this.locale).map((x) => html`<li>${x}</li>`)}
                  ${left !== null ? html`<li>${s.timeLeft(formatLeft(s, left))}</li>` : nothing}
                </ul>
                <button type="button" class=${g.yourTurn ? 'primary' : ''} @click=${() =>
                  clubEvent(this, 'nardy-club-open-seat', { tableId: g.tableId })}>${s.open}</button>
              </li>`;
            })}
          </ul>`
      }
    </section>`;
  }
}

customElements.define('nardy-club-games', NardyClubGames);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-club-games': NardyClubGames;
  }
}
