import type { Locale } from '@nardy/elements';
import { type LobbyState, watchLink } from '@nardy/online';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { appStrings } from '../i18n.ts';
import { clubEvent } from './clubEvents.ts';
import { clubHash } from './clubRoute.ts';
import { clubStrings } from './clubStrings.ts';
import { socialStrings } from './socialStrings.ts';
import { tableSettings, tableTitle } from './tableSummary.ts';

/**
 * The club's lobby (`#/club`): the tables waiting for an opponent, each with its title, seats and
 * settings as chips and a Sit button (`nardy-club-sit`); the tables in play with a Watch link; the
 * players online with their best rating and whether they are at a table. `lobby` is null until the
 * lobby's first state arrives; `server` is the game server's address (for watch links).
 */
export class NardyClubLobby extends LitElement {
  static override properties = {
    locale: { type: String },
    server: { type: String },
    lobby: { attribute: false },
    me: { attribute: false },
    followed: { attribute: false },
  };

  declare locale: Locale;
  declare server: string;
  declare lobby: LobbyState | null;
  /** The logged-in player's name (null: a guest, who follows nobody). */
  declare me: string | null;
  /** Names he followed from here (their button says so). */
  declare followed: ReadonlySet<string>;

  constructor() {
    super();
    this.locale = 'en';
    this.server = '';
    this.lobby = null;
    this.me = null;
    this.followed = new Set();
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override render(): TemplateResult {
    const s = clubStrings(this.locale);
    const a = appStrings(this.locale);
    const lobby = this.lobby;
    if (lobby === null) return html`<p>${s.loading}</p>`;
    const open = lobby.tables.filter((t) => !t.started);
    const playing = lobby.tables.filter((t) => t.started);
    const seatName = (name: string | null, rating?: number) =>
      name === null ? html`<span class="empty-seat">${s.emptySeat}</span>` : rating ? `${name} (${rating})` : name;
    return html`<div class="lobby">
      <section class="lobby-open" aria-labelledby="lobby-open-h">
        <h3 id="lobby-open-h">${s.openTables}</h3>
        ${
          open.length === 0
            ? html`<p>${s.noOpenTables} <a href=${clubHash({ page: 'quick' })}>${s.quickMatch}</a></p>`
            : html`<ul class="lobby-tables">
              ${open.map((t) => {
                const title = tableTitle(t, s);
                return html`<li class="lobby-table" data-table=${t.tableId}>
                  <div class="lobby-table-title">${title}</div>
                  <div class="lobby-table-seats">
                    ${s.colors.white}: ${seatName(t.seats.white.name, t.seats.white.rating)} · ${s.colors.black}:
                    ${seatName(t.seats.black.name, t.seats.black.rating)}
                  </div>
                  <ul class="chips" aria-label=${title}>
                    ${tableSettings(t, a, s, this.locale).map((c) => html`<li>${c}</li>`)}
                  </ul>
                  <button type="button" aria-label=${s.sitAt(title)} @click=${() =>
                    clubEvent(this, 'nardy-club-sit', { tableId: t.tableId })}>${s.sit}</button>
                </li>`;
              })}
            </ul>`
        }
      </section>
      <section class="lobby-playing" aria-labelledby="lobby-playing-h">
        <h3 id="lobby-playing-h">${s.tablesInPlay(lobby.playing)}</h3>
        ${
          playing.length === 0
            ? html`<p>${s.noTablesInPlay}</p>`
            : html`<ul class="lobby-tables">
              ${playing.map((t) => {
                const title = s.versus(t.seats.white.name ?? '?', t.seats.black.name ?? '?');
                return html`<li class="lobby-table" data-table=${t.tableId}>
                  <div class="lobby-table-title">
                    ${seatName(t.seats.white.name, t.seats.white.rating)} –
                    ${seatName(t.seats.black.name, t.seats.black.rating)}
                  </div>
                  <ul class="chips" aria-label=${title}>
                    ${tableSettings(t, a, s, this.locale).map((c) => html`<li>${c}</li>`)}
                    ${t.spectators > 0 ? html`<li>${s.spectators(t.spectators)}</li>` : nothing}
                  </ul>
                  <a class="button-link" href=${watchLink(this.server || location.origin, t.tableId)} aria-label=${s.watchTable(title)}
                    >${s.watch}</a
                  >
                </li>`;
              })}
            </ul>`
        }
      </section>
      <section class="lobby-players" aria-labelledby="lobby-players-h">
        <h3 id="lobby-players-h">${s.playersOnline(lobby.players.length)}</h3>
        <ul class="players">
          ${lobby.players.map((p) => {
            const best = p.ratings
              ? Math.max(...Object.values(p.ratings).filter((r): r is number => r !== undefined))
              : null;
            const name = p.name ?? s.guest;
            return html`<li>
              ${
                p.account
                  ? html`<a href=${clubHash({ page: 'player', name })}>${name}</a>`
                  : p.name === null
                    ? name
                    : html`${name} <small>(${s.guest})</small>`
              }
              ${best !== null && Number.isFinite(best) ? html` <span class="rating">${best}</span>` : nothing}
              <small>· ${p.playing ? s.atTable : s.inLobby}</small>
              ${
                p.account && this.me !== null && p.name !== null && p.name !== this.me
                  ? this.followed.has(p.name)
                    ? html` <small class="following">· ${socialStrings(this.locale).following}</small>`
                    : html` <button type="button" class="small follow" aria-label=${socialStrings(this.locale).followName(p.name)} @click=${() =>
                        clubEvent(this, 'nardy-club-follow', {
                          name: p.name as string,
                          follow: true,
                        })}>${socialStrings(this.locale).follow}</button>`
                  : nothing
              }
            </li>`;
          })}
        </ul>
      </section>
    </div>`;
  }
}

customElements.define('nardy-club-lobby', NardyClubLobby);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-club-lobby': NardyClubLobby;
  }
}
