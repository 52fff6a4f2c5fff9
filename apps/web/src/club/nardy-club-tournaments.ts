import type { Locale } from '@nardy/elements';
import {
  CLOCK_PRESET_NAMES,
  type ClockPreset,
  type CreateTournamentRequest,
  QUICK_PRESETS,
  type QuickPreset,
  type TournamentList,
  type TournamentSummary,
} from '@nardy/online';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { type ClubApi, ClubApiError } from './clubApi.ts';
import { clubHash } from './clubRoute.ts';
import { clubStrings } from './clubStrings.ts';
import { tournamentStrings } from './tournamentStrings.ts';

/** The tables a tournament can be played at (every quick preset; the match length is the tournament's). */
const TABLES: readonly QuickPreset[] = ['short', 'long', 'parallel-short-long', 'parallel-2-shared'];
/** How often the list is read again while it is shown. */
const REFRESH_MS = 5000;

/**
 * The club's tournaments (`#/club/tournaments`): the open, running and recently finished ones, each
 * linking to its page, and — for a logged-in player — the form that creates one (its page opens next).
 */
export class NardyClubTournaments extends LitElement {
  static override properties = {
    locale: { type: String },
    api: { attribute: false },
    loggedIn: { type: Boolean, attribute: 'logged-in' },
    _list: { state: true },
    _error: { state: true },
    _format: { state: true },
  };

  declare locale: Locale;
  declare api: ClubApi | null;
  declare loggedIn: boolean;
  declare _list: TournamentList | null;
  declare _error: string | null;
  declare _format: 'olympic' | 'arena';
  #timer: ReturnType<typeof setInterval> | null = null;

  constructor() {
    super();
    this.locale = 'en';
    this.api = null;
    this.loggedIn = false;
    this._list = null;
    this._error = null;
    this._format = 'olympic';
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

  async #load(): Promise<void> {
    if (this.api === null) return;
    try {
      this._list = await this.api.tournaments();
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

  async #create(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.api === null) return;
    const form = new FormData(event.target as HTMLFormElement);
    const text = (k: string) => String(form.get(k) ?? '').trim();
    const number = (k: string) => Number(text(k));
    const { match: _match, ...table } = QUICK_PRESETS[text('table') as QuickPreset] as Record<string, unknown>;
    const arena = text('format') === 'arena';
    const clock = text('clock') as ClockPreset;
    const body: CreateTournamentRequest = {
      name: text('name'),
      format: arena ? 'arena' : 'olympic',
      table,
      matchLength: number('matchLength'),
      capacity: number('capacity'),
      rated: form.get('rated') === 'on',
      ...(clock !== 'none' ? { clock } : {}),
      ...(arena
        ? { minutes: number('minutes') }
        : {
            series: { bestOf: number('bestOf') },
            finalSeries: { bestOf: number('finalBestOf') },
            thirdPlace: form.get('thirdPlace') === 'on',
          }),
      ...(text('startsAt') ? { startsAt: new Date(text('startsAt')).toISOString() } : {}),
    };
    this._error = null;
    try {
      const created = await this.api.createTournament(body);
      location.hash = clubHash({ page: 'tournament', id: created.id });
    } catch (e) {
      this._error = this.#explain(e);
    }
  }

  protected override render(): TemplateResult {
    const t = tournamentStrings(this.locale);
    const list = this._list;
    return html`<div class="tournaments">
      ${this._error ? html`<p class="club-error" role="alert">${this._error}</p>` : nothing}
      ${
        list === null
          ? html`<p>${clubStrings(this.locale).loading}</p>`
          : html`${this.#section(t.open, list.open)} ${this.#section(t.running, list.running)}
            ${this.#section(t.recent, list.recent)}`
      }
      ${this.loggedIn ? this.#form() : html`<p><a href=${clubHash({ page: 'account' })}>${t.loginToCreate}</a></p>`}
    </div>`;
  }

  #section(title: string, items: readonly TournamentSummary[]): TemplateResult {
    const t = tournamentStrings(this.locale);
    return html`<section class="tournament-list" aria-label=${title}>
      <h3>${title}</h3>
      ${
        items.length === 0
          ? html`<p>${t.none}</p>`
          : html`<ul>
            ${items.map(
              (x) => html`<li>
                <a href=${clubHash({ page: 'tournament', id: x.id })}>${x.name}</a>
                <span>${t.formats[x.format]} · ${t.entrantsOf(x.entrants, x.capacity)} · ${t.by(x.organiser)}</span>
                ${
                  x.status === 'open'
                    ? html`<span>· ${x.startsAt ? t.startsAt(new Date(x.startsAt).toLocaleString(this.locale)) : t.whenFull}</span>`
                    : nothing
                }
                ${x.rated ? html`<span>· ${t.rated}</span>` : nothing}
              </li>`,
            )}
          </ul>`
      }
    </section>`;
  }

  #form(): TemplateResult {
    const t = tournamentStrings(this.locale);
    const s = clubStrings(this.locale);
    const arena = this._format === 'arena';
    return html`<form class="tournament-form" aria-label=${t.create} @submit=${(e: SubmitEvent) => void this.#create(e)}>
      <h3>${t.create}</h3>
      <p>${t.createHint}</p>
      <label>${t.name} <input name="name" required maxlength="64" /></label>
      <label
        >${t.format}
        <select
          name="format"
          @change=${(e: Event) => {
            this._format = (e.target as HTMLSelectElement).value === 'arena' ? 'arena' : 'olympic';
          }}
        >
          <option value="olympic">${t.formats.olympic}</option>
          <option value="arena">${t.formats.arena}</option>
        </select></label
      >
      <label
        >${t.table}
        <select name="table">
          ${TABLES.map((p) => html`<option value=${p}>${s.presets[p]}</option>`)}
        </select></label
      >
      <label>${t.matchLength} <input name="matchLength" type="number" min="1" max="25" .value=${arena ? '1' : '5'} /></label>
      ${
        arena
          ? html`<label>${t.minutes} <input name="minutes" type="number" min="0.05" max="720" step="any" value="30" /></label>`
          : html`<label>${t.bestOf} <input name="bestOf" type="number" min="1" max="17" step="2" value="3" /></label>
            <label>${t.finalBestOf} <input name="finalBestOf" type="number" min="1" max="17" step="2" value="5" /></label>
            <label><input name="thirdPlace" type="checkbox" checked /> ${t.thirdPlace}</label>`
      }
      <label
        >${t.clock}
        <select name="clock">
          ${CLOCK_PRESET_NAMES.map((c) => html`<option value=${c} ?selected=${c === 'standard'}>${s.clocks[c]}</option>`)}
        </select></label
      >
      <label>${t.capacity} <input name="capacity" type="number" min="2" max="256" value="8" /></label>
      <label>${t.startTime} <input name="startsAt" type="datetime-local" /></label>
      <label><input name="rated" type="checkbox" /> ${t.rated}</label>
      <button type="submit">${t.create}</button>
    </form>`;
  }
}

customElements.define('nardy-club-tournaments', NardyClubTournaments);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-club-tournaments': NardyClubTournaments;
  }
}
