import type { Locale } from '@nardy/elements';
import type { TournamentAnswer, TournamentPairing, TournamentRound } from '@nardy/online';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { type ClubApi, ClubApiError } from './clubApi.ts';
import { clubEvent } from './clubEvents.ts';
import { clubStrings } from './clubStrings.ts';
import { follow, openNewTable } from './tournamentFollower.ts';
import { tournamentStrings } from './tournamentStrings.ts';

/** How often a tournament's page reads it again (the bracket or standings are live). */
const REFRESH_MS = 2000;
const LEVELS = ['beginner', 'club', 'strong', 'master'] as const;
/**
 * A tournament's page (`#/club/tournament/<id>`), read again every 2 s: its entrants, the bracket
 * (Olympic) or the standings (arena), who plays whom now with watch links, the places, and the draw's
 * seed with how to check it. An entrant joins and leaves here, the organiser adds the computer and starts
 * it; when the server opens the entrant's next table, it opens by itself (`nardy-club-open-link`).
 */
export class NardyClubTournament extends LitElement {
  static override properties = {
    locale: { type: String },
    api: { attribute: false },
    tournamentId: { type: String, attribute: 'tournament-id' },
    user: { type: String },
    _t: { state: true },
    _error: { state: true },
  };

  declare locale: Locale;
  declare api: ClubApi | null;
  declare tournamentId: string;
  /** The logged-in account's name (empty: a guest). */
  declare user: string;
  declare _t: TournamentAnswer | null;
  declare _error: string | null;
  #timer: ReturnType<typeof setInterval> | null = null;

  constructor() {
    super();
    this.locale = 'en';
    this.api = null;
    this.tournamentId = '';
    this.user = '';
    this._t = null;
    this._error = null;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.#load();
    this.#timer = setInterval(() => void this.#load(), REFRESH_MS);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.#timer) clearInterval(this.#timer);
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('tournamentId') && changed.get('tournamentId') !== undefined) {
      this._t = null;
      if (this.#timer) clearInterval(this.#timer);
      this.#timer = setInterval(() => void this.#load(), REFRESH_MS);
      void this.#load();
    }
  }

  async #load(): Promise<void> {
    if (this.api === null || this.tournamentId === '') return;
    try {
      this.#show(await this.api.tournament(this.tournamentId));
    } catch (e) {
      this._error = this.#explain(e);
    }
  }

  #show(t: TournamentAnswer): void {
    this._t = t;
    // A finished tournament changes no more.
    if (t.status === 'finished' && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = null;
    }
    // An entrant's tournament is followed from any screen of the app (tournamentFollower.ts).
    if (t.joined !== undefined) follow(t.id, t.joined && t.status !== 'finished');
    openNewTable(t, (link) => clubEvent(this, 'nardy-club-open-link', { link }));
  }

  async #act(action: (api: ClubApi) => Promise<TournamentAnswer>): Promise<void> {
    if (this.api === null) return;
    this._error = null;
    try {
      this.#show(await action(this.api));
    } catch (e) {
      this._error = this.#explain(e);
    }
  }

  #explain(e: unknown): string {
    const t = tournamentStrings(this.locale);
    const s = clubStrings(this.locale);
    if (!(e instanceof ClubApiError)) return s.unknownError(String(e));
    if (e.code === 'network/failed') return s.networkError;
    return t.errors[e.code] ?? s.errors[e.code] ?? s.unknownError(e.code);
  }

  protected override render(): TemplateResult {
    const t = tournamentStrings(this.locale);
    const x = this._t;
    const error = this._error ? html`<p class="club-error" role="alert">${this._error}</p>` : nothing;
    if (x === null) return html`${error}<p>${clubStrings(this.locale).loading}</p>`;
    const when = (iso: string) => new Date(iso).toLocaleString(this.locale);
    return html`<article class="tournament-page" aria-labelledby="tournament-title">
      <h3 id="tournament-title">${x.name}</h3>
      <p class="tournament-facts">
        <span data-status=${x.status}>${t.statuses[x.status]}</span> · ${t.formats[x.format]} ·
        ${t.matchTo(x.settings.matchLength)} · ${t.entrantsOf(x.entrants.length, x.capacity)} · ${t.by(x.organiser)}
        ${x.rated ? html`· ${t.rated}` : nothing}
        ${x.status === 'open' ? html`· ${x.startsAt ? t.startsAt(when(x.startsAt)) : t.whenFull}` : nothing}
        ${x.endsAt && x.status === 'running' ? html`· ${t.endsAt(when(x.endsAt))}` : nothing}
      </p>
      ${error} ${this.#actions(x)}
      ${
        x.yourTable
          ? html`<p class="tournament-yours" role="status">
            ${t.yourTable}
            <button type="button" @click=${() => clubEvent(this, 'nardy-club-open-link', { link: x.yourTable?.join ?? '' })}>
              ${t.openYourTable}
            </button>
          </p>`
          : nothing
      }
      ${this.#places(x)} ${this.#now(x)} ${x.rounds ? this.#bracket(x.rounds) : nothing}
      ${x.standings ? this.#standings(x) : nothing} ${this.#entrants(x)} ${this.#draw(x)}
    </article>`;
  }

  #actions(x: TournamentAnswer): TemplateResult | typeof nothing {
    const t = tournamentStrings(this.locale);
    if (this.user === '' || x.status === 'finished') return nothing;
    const organiser = this.user === x.organiser;
    const me = x.entrants.find((e) => e.name === this.user && e.computer === undefined);
    const id = x.id;
    return html`<div class="tournament-actions">
      ${x.status === 'open' && !x.joined ? html`<button type="button" @click=${() => this.#act((a) => a.joinTournament(id))}>${t.join}</button>` : nothing}
      ${x.status === 'open' && x.joined ? html`<button type="button" @click=${() => this.#act((a) => a.leaveTournament(id))}>${t.leave}</button>` : nothing}
      ${
        x.status === 'running' && me?.paused
          ? html`<button type="button" @click=${() => this.#act((a) => a.joinTournament(id))}>${t.comeBack}</button>`
          : nothing
      }
      ${
        x.status === 'running' && x.joined
          ? html`<button type="button" @click=${() => this.#act((a) => a.leaveTournament(id))}>${t.leaveRunning}</button>`
          : nothing
      }
      ${
        organiser && x.status === 'open'
          ? html`<label
                >${t.level}
                <select class="tournament-level">
                  ${LEVELS.map((l) => html`<option value=${l}>${t.levels[l]}</option>`)}
                </select></label
              >
              <button
                type="button"
                @click=${() => {
                  const level = this.querySelector<HTMLSelectElement>('.tournament-level')?.value ?? 'club';
                  void this.#act((a) => a.joinTournament(id, level));
                }}
              >
                ${t.addComputer}
              </button>
              <button type="button" @click=${() => this.#act((a) => a.startTournament(id))}>${t.start}</button>`
          : nothing
      }
    </div>`;
  }

  #places(x: TournamentAnswer): TemplateResult | typeof nothing {
    const t = tournamentStrings(this.locale);
    if (x.places.length === 0) return nothing;
    return html`<section aria-label=${t.places}>
      <h4>${t.places}</h4>
      <ol class="tournament-places">
        ${x.places.map((p) => html`<li value=${p.place}>${p.name}</li>`)}
      </ol>
    </section>`;
  }

  #now(x: TournamentAnswer): TemplateResult | typeof nothing {
    const t = tournamentStrings(this.locale);
    const s = clubStrings(this.locale);
    if (x.status !== 'running') return nothing;
    return html`<section aria-label=${t.playingNow}>
      <h4>${t.playingNow}</h4>
      ${
        x.now.length === 0
          ? html`<p>${t.nobodyPlaying}</p>`
          : html`<ul class="tournament-now">
            ${x.now.map(
              (n) => html`<li>
                ${s.versus(n.white, n.black)}
                <a href=${n.watch} aria-label=${s.watchTable(s.versus(n.white, n.black))}>${t.watch}</a>
              </li>`,
            )}
          </ul>`
      }
    </section>`;
  }

  #bracket(rounds: readonly TournamentRound[]): TemplateResult {
    const t = tournamentStrings(this.locale);
    const titled = rounds.map((r, i) => ({ r, title: t.round(i + 1, rounds.length) }));
    return html`<section aria-label=${t.bracket}>
      <h4>${t.bracket}</h4>
      <div class="tournament-bracket">
        ${titled.map(
          ({ r, title }) => html`<div class="tournament-round">
            <h5>${title}</h5>
            ${r.pairings.map((p) => this.#pairing(p))}
          </div>`,
        )}
      </div>
    </section>`;
  }

  #pairing(p: TournamentPairing): TemplateResult {
    const t = tournamentStrings(this.locale);
    const side = (name: string | null, wins: number) =>
      html`<li class=${p.winner !== null && p.winner === name ? 'winner' : ''}>
        ${name ?? (p.bye ? t.bye : t.waiting)} ${p.tables.length > 0 ? html`<b>${wins}</b>` : nothing}
      </li>`;
    return html`<div class="tournament-pairing" data-pairing=${p.id}>
      ${p.stage === 'third' ? html`<h6>${t.thirdPlaceMatch}</h6>` : nothing}
      <ul>
        ${side(p.white, p.wins[0])} ${side(p.black, p.wins[1])}
      </ul>
      ${p.forfeit ? html`<small>${t.forfeit[p.forfeit]}</small>` : nothing}
      ${p.tables.map((id, i) => html`<a href=${`#table=${id}`}>${i + 1}</a> `)}
    </div>`;
  }

  #standings(x: TournamentAnswer): TemplateResult {
    const t = tournamentStrings(this.locale);
    const s = clubStrings(this.locale);
    return html`<section aria-label=${t.standings}>
      <table class="tournament-standings">
        <caption>${t.standings}</caption>
        <thead>
          <tr>
            <th scope="col">${s.rank}</th>
            <th scope="col">${s.player}</th>
            <th scope="col">${t.points}</th>
            <th scope="col">${t.wins}</th>
            <th scope="col">${t.losses}</th>
            <th scope="col">${t.streak}</th>
          </tr>
        </thead>
        <tbody>
          ${(x.standings ?? []).map(
            (r, i) => html`<tr>
              <td>${i + 1}</td>
              <td>${r.name}</td>
              <td>${r.points}</td>
              <td>${r.wins}</td>
              <td>${r.losses}</td>
              <td>${r.streak}</td>
            </tr>`,
          )}
        </tbody>
      </table>
    </section>`;
  }

  #entrants(x: TournamentAnswer): TemplateResult {
    const t = tournamentStrings(this.locale);
    return html`<section aria-label=${t.entrants}>
      <h4>${t.entrants}</h4>
      <ol class="tournament-entrants">
        ${x.entrants.map(
          (e) => html`<li>
            ${e.name} ${e.left ? html`<small>(${t.left})</small>` : nothing}
            ${e.paused ? html`<small>(${t.paused})</small>` : nothing}
            ${
              e.computer && x.status === 'open' && this.user === x.organiser
                ? html`<button type="button" @click=${() => this.#act((a) => a.leaveTournament(x.id, e.name))}>
                    ${t.remove(e.name)}
                  </button>`
                : nothing
            }
          </li>`,
        )}
      </ol>
    </section>`;
  }

  #draw(x: TournamentAnswer): TemplateResult {
    const t = tournamentStrings(this.locale);
    return html`<section class="tournament-draw" aria-label=${t.draw}>
      <h4>${t.draw}</h4>
      ${x.drawSeed ? html`<p>${t.drawSeed(x.drawSeed)}</p>` : html`<p>${t.drawPending}</p>`}
      <p><small>${t.drawCommitment(x.drawCommitment)}</small></p>
      ${x.drawSeed && x.format === 'olympic' ? html`<p><small>${t.drawCheck}</small></p>` : nothing}
    </section>`;
  }
}

customElements.define('nardy-club-tournament', NardyClubTournament);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-club-tournament': NardyClubTournament;
  }
}
