import type { Locale } from '@nardy/elements';
import {
  CLOCK_PRESET_NAMES,
  CLOCK_PRESETS,
  type ClockPreset,
  type LobbyQueue,
  type LobbyState,
  OnlineLobby,
  QUICK_PRESET_NAMES,
  QUICK_PRESETS,
  type QuickPreset,
  RATING_KINDS,
  type RatingKind,
  watchLink,
} from '@nardy/online';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { type AppStrings, appStrings } from '../i18n.ts';
import { SeatStore } from '../online/seatStore.ts';
import { ClubApi, ClubApiError, type Leaderboard, type Profile, type User } from './clubApi.ts';
import { type ClubRoute, clubHash, parseClubRoute } from './clubRoute.ts';
import { type ClubStrings, clubStrings, formatClock, formatReserve } from './clubStrings.ts';
import { ratingChart } from './ratingChart.ts';
import { tableSettings, tableTitle } from './tableSummary.ts';
import './club.css';

/** Glicko-2's starting rating (the server's, for every kind). */
const INITIAL_RATING = 1500;

type LobbyStatus = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/**
 * What the browser keeps of the club between visits (localStorage `nardy.club`); the guest's display
 * name is the one the online screen keeps (`nardy.online.name`), so a seat found here is taken under it.
 */
const PREFS_KEY = 'nardy.club';
interface ClubPrefs {
  readonly name: string;
  readonly preset: QuickPreset;
  readonly clock: ClockPreset;
  readonly rated: boolean;
}
const DEFAULT_PREFS: ClubPrefs = { name: '', preset: 'short', clock: 'standard', rated: false };

function readPrefs(): ClubPrefs {
  try {
    const o = JSON.parse(globalThis.localStorage?.getItem(PREFS_KEY) ?? 'null') as Partial<ClubPrefs> | null;
    if (o === null || typeof o !== 'object') return { ...DEFAULT_PREFS, name: guestNames().name() };
    return {
      name: guestNames().name(),
      preset: (QUICK_PRESET_NAMES as unknown[]).includes(o.preset) ? (o.preset as QuickPreset) : 'short',
      clock: (CLOCK_PRESET_NAMES as unknown[]).includes(o.clock) ? (o.clock as ClockPreset) : 'standard',
      rated: o.rated === true,
    };
  } catch {
    return { ...DEFAULT_PREFS, name: guestNames().name() };
  }
}

function guestNames(): SeatStore {
  try {
    return new SeatStore(globalThis.localStorage ?? null);
  } catch {
    return new SeatStore(null);
  }
}

function writePrefs(prefs: ClubPrefs): void {
  guestNames().setName(prefs.name);
  try {
    const { name: _kept, ...rest } = prefs;
    globalThis.localStorage?.setItem(PREFS_KEY, JSON.stringify(rest));
  } catch {
    // private mode: the choices are simply not kept
  }
}

/**
 * The club (docs/app.md "The club"): the lobby, live over the server's socket — open tables with their
 * settings and a Sit button, tables in play to watch, who is online —; quick match by preset and clock
 * with the waiting time and a cancel button; log in, register and log out; players' profiles (rating
 * history, recent games, wins and losses by variant) and the leaderboard of each kind. Light DOM, so the
 * app's styles apply.
 *
 * A seat found here (quick match, Sit) is opened by following its join link (`#table=…&seat=…`), where
 * the app's online table takes over; `nardy-open-table` (detail `{link}`) is dispatched first and, if a
 * listener cancels it, the page does not navigate itself. `nardy-analyse-record` (detail `{record, names}`)
 * asks the app to open its analysis screen on a game of a profile.
 */
export class NardyClub extends LitElement {
  static override properties = {
    locale: { type: String },
    route: { attribute: false },
    server: { type: String },
    _lobby: { state: true },
    _status: { state: true },
    _queue: { state: true },
    _user: { state: true },
    _profile: { state: true },
    _leaders: { state: true },
    _error: { state: true },
    _prefs: { state: true },
    _matched: { state: true },
    _tick: { state: true },
    _registering: { state: true },
  };

  declare locale: Locale;
  declare route: ClubRoute;
  /** The game server's address; default: the page's own origin (the server serves the app). */
  declare server: string;
  declare _lobby: LobbyState | null;
  declare _status: LobbyStatus;
  declare _queue: LobbyQueue | null;
  /** undefined: not known yet; null: a guest. */
  declare _user: User | null | undefined;
  declare _profile: Profile | { error: string } | null;
  declare _leaders: Leaderboard | { error: string } | null;
  declare _error: string | null;
  declare _prefs: ClubPrefs;
  declare _matched: boolean;
  declare _tick: number;
  declare _registering: boolean;

  #connection: OnlineLobby | null = null;
  #connecting: Promise<void> | null = null;
  #api: ClubApi | null = null;
  #timer: ReturnType<typeof setInterval> | null = null;
  #loaded = '';

  constructor() {
    super();
    this.locale = 'en';
    this.route = { page: 'lobby' };
    this.server = '';
    this._lobby = null;
    this._status = 'connecting';
    this._queue = null;
    this._user = undefined;
    this._profile = null;
    this._leaders = null;
    this._error = null;
    this._prefs = readPrefs();
    this._matched = false;
    this._tick = 0;
    this._registering = false;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  get #base(): string {
    return this.server || location.origin;
  }

  get api(): ClubApi {
    this.#api ??= new ClubApi(this.#base);
    return this.#api;
  }

  get #s(): ClubStrings {
    return clubStrings(this.locale);
  }

  get #a(): AppStrings {
    return appStrings(this.locale);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.#loadUser();
    void this.#connect();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopTimer();
    const lobby = this.#connection;
    this.#connection = null;
    this.#connecting = null;
    void lobby?.close();
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('route')) {
      this._error = null;
      this.#loadPage();
    }
  }

  async #loadUser(): Promise<void> {
    try {
      this._user = await this.api.me();
    } catch {
      this._user = null;
    }
  }

  /** Joins the lobby (once); reconnection is OnlineLobby's. */
  #connect(): Promise<void> {
    this.#connecting ??= (async () => {
      this._status = 'connecting';
      try {
        const lobby = await OnlineLobby.connect(this.#base, this._prefs.name ? { name: this._prefs.name } : {});
        if (!this.isConnected) {
          await lobby.close();
          return;
        }
        this.#connection = lobby;
        this._status = 'connected';
        this._lobby = lobby.state;
        lobby.on('change', (state) => {
          this._lobby = state;
        });
        lobby.on('status', (status) => {
          this._status = status;
        });
        lobby.on('queue', (queue) => {
          this._queue = queue;
          if (queue === null) this.#stopTimer();
          else this.#startTimer();
        });
        lobby.on('matched', ({ link }) => {
          this._matched = true;
          this.#stopTimer();
          this.#open(link);
        });
        lobby.on('refused', ({ code }) => {
          this._error = this.#explain(code);
        });
      } catch {
        this._status = 'closed';
        this._error = this.#s.networkError;
        this.#connecting = null;
      }
    })();
    return this.#connecting;
  }

  /** Reconnects under a new guest name (the lobby's list of who is online shows it). */
  async #reconnect(): Promise<void> {
    const old = this.#connection;
    this.#connection = null;
    this.#connecting = null;
    await old?.close();
    await this.#connect();
  }

  #loadPage(): void {
    const route = this.route;
    const key = clubHash(route);
    if (key === this.#loaded) return;
    this.#loaded = key;
    if (route.page === 'player') {
      this._profile = null;
      this.api.profile(route.name).then(
        (p) => {
          if (this.#loaded === key) this._profile = p;
        },
        (e) => {
          if (this.#loaded === key) this._profile = { error: this.#errorText(e) };
        },
      );
    } else if (route.page === 'leaders') {
      this._leaders = null;
      this.api.leaderboard(route.kind).then(
        (b) => {
          if (this.#loaded === key) this._leaders = b;
        },
        (e) => {
          if (this.#loaded === key) this._leaders = { error: this.#errorText(e) };
        },
      );
    }
  }

  #startTimer(): void {
    this.#timer ??= setInterval(() => {
      this._tick++;
    }, 1000);
  }

  #stopTimer(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
  }

  #open(link: string): void {
    const event = new CustomEvent('nardy-open-table', { detail: { link }, bubbles: true, cancelable: true });
    if (!this.dispatchEvent(event)) return;
    // A link of this very app only changes the fragment (no reload: the page and its settings stay).
    const url = new URL(link, location.href);
    if (url.origin === location.origin && url.pathname === location.pathname) location.hash = url.hash;
    else location.assign(link);
  }

  #explain(code: string): string {
    return this.#s.errors[code] ?? this.#s.unknownError(code);
  }

  #errorText(e: unknown): string {
    if (e instanceof ClubApiError) return e.code === 'network/failed' ? this.#s.networkError : this.#explain(e.code);
    return this.#s.unknownError(String(e));
  }

  #setPrefs(patch: Partial<ClubPrefs>): void {
    this._prefs = { ...this._prefs, ...patch };
    writePrefs(this._prefs);
  }

  async #sit(tableId: string): Promise<void> {
    this._error = null;
    const lobby = this.#connection;
    if (lobby === null) {
      this._error = this.#s.networkError;
      return;
    }
    try {
      this.#open(await lobby.sit(tableId));
    } catch (e) {
      this._error = this.#explain((e as { code?: string }).code ?? 'unknown');
    }
  }

  /**
   * Fetches a table's record and asks the app to analyse it (`nardy-analyse-record`, detail `{record,
   * names}`): the analysis screen is the app's.
   */
  async #analyse(path: string, color: 'white' | 'black', me: string, opponent: string): Promise<void> {
    this._error = null;
    try {
      const res = await fetch(new URL(path, this.#base));
      if (!res.ok) throw new ClubApiError(`http/${res.status}`, res.statusText);
      const record = await res.json();
      const names = color === 'white' ? { white: me, black: opponent } : { white: opponent, black: me };
      this.dispatchEvent(new CustomEvent('nardy-analyse-record', { detail: { record, names }, bubbles: true }));
    } catch (e) {
      this._error = this.#errorText(e instanceof ClubApiError ? e : new ClubApiError('network/failed', String(e)));
    }
  }

  #quick(event: Event): void {
    event.preventDefault();
    this._error = null;
    this._matched = false;
    const rated = this._prefs.rated && this._user !== null && this._user !== undefined;
    this.#connection?.quick(this._prefs.preset, this._prefs.clock, rated);
  }

  /** Opens a listed table of the chosen preset and clock and sits at White: it waits in the lobby. */
  async #openTable(): Promise<void> {
    this._error = null;
    const rated = this._prefs.rated && this._user !== null && this._user !== undefined;
    try {
      const created = await this.api.createTable({
        table: QUICK_PRESETS[this._prefs.preset],
        clock: this._prefs.clock,
        rated,
        listed: true,
      });
      this.#open(created.join.white);
    } catch (e) {
      this._error = this.#errorText(e);
    }
  }

  #cancel(): void {
    this.#connection?.cancel();
  }

  async #account(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '');
    const password = String(data.get('password') ?? '');
    this._error = null;
    try {
      this._user = this._registering ? await this.api.register(name, password) : await this.api.logIn(name, password);
      form.reset();
      this._registering = false;
      // The lobby knows a browser by its cookie when it joins: join again as the account.
      await this.#reconnect();
    } catch (e) {
      this._error = this.#errorText(e);
    }
  }

  async #logOut(): Promise<void> {
    this._error = null;
    try {
      await this.api.logOut();
      this._user = null;
      this.#setPrefs({ rated: false });
      await this.#reconnect();
    } catch (e) {
      this._error = this.#errorText(e);
    }
  }

  protected override render(): TemplateResult {
    const s = this.#s;
    const page = this.route.page;
    const tab = (route: ClubRoute, label: string) => {
      const current =
        route.page === page ||
        (route.page === 'player' && page === 'player') ||
        (route.page === 'leaders' && page === 'leaders');
      return html`<a class="club-tab" href=${clubHash(route)} aria-current=${current ? 'page' : nothing}>${label}</a>`;
    };
    const user = this._user;
    return html`<section class="club" aria-labelledby="club-title">
      <h2 id="club-title">${s.club}</h2>
      <nav class="club-tabs" aria-label=${s.club}>
        ${tab({ page: 'lobby' }, s.lobby)} ${tab({ page: 'quick' }, s.quickMatch)}
        ${tab({ page: 'leaders', kind: this.route.page === 'leaders' ? this.route.kind : 'short' }, s.leaderboard)}
        ${user ? tab({ page: 'player', name: user.name }, s.myProfile) : nothing}
        ${tab({ page: 'account' }, user ? user.name : s.account)}
      </nav>
      <p class="club-status" role="status" data-status=${this._status}>${s.connection[this._status]}</p>
      ${this._error ? html`<p class="club-error" role="alert">${this._error}</p>` : nothing}
      ${this.#page()}
    </section>`;
  }

  #page(): TemplateResult {
    switch (this.route.page) {
      case 'quick':
        return this.#quickPage();
      case 'account':
        return this.#accountPage();
      case 'player':
        return this.#profilePage();
      case 'leaders':
        return this.#leadersPage(this.route.kind);
      default:
        return this.#lobbyPage();
    }
  }

  #lobbyPage(): TemplateResult {
    const s = this.#s;
    const lobby = this._lobby;
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
                    ${tableSettings(t, this.#a, s, this.locale).map((c) => html`<li>${c}</li>`)}
                  </ul>
                  <button type="button" aria-label=${s.sitAt(title)} @click=${() => this.#sit(t.tableId)}>${s.sit}</button>
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
                    ${tableSettings(t, this.#a, s, this.locale).map((c) => html`<li>${c}</li>`)}
                    ${t.spectators > 0 ? html`<li>${s.spectators(t.spectators)}</li>` : nothing}
                  </ul>
                  <a class="button-link" href=${watchLink(this.#base, t.tableId)} aria-label=${s.watchTable(title)}
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
            </li>`;
          })}
        </ul>
      </section>
    </div>`;
  }

  #quickPage(): TemplateResult {
    const s = this.#s;
    const loggedIn = this._user !== null && this._user !== undefined;
    const queue = this._queue;
    const waiting = queue !== null;
    const others = this._lobby?.waiting.find(
      (w) =>
        w.preset === this._prefs.preset && w.clock === this._prefs.clock && w.rated === (this._prefs.rated && loggedIn),
    );
    const othersCount = Math.max(0, (others?.players ?? 0) - (waiting ? 1 : 0));
    void this._tick; // redraws the waiting time every second
    return html`<form class="quick" @submit=${this.#quick}>
      <fieldset ?disabled=${waiting}>
        <legend>${s.preset}</legend>
        ${QUICK_PRESET_NAMES.map(
          (p) => html`<label class="choice"
            ><input
              type="radio"
              name="preset"
              value=${p}
              .checked=${this._prefs.preset === p}
              @change=${() => this.#setPrefs({ preset: p })}
            /><span>${s.presets[p]}</span></label
          >`,
        )}
      </fieldset>
      <fieldset ?disabled=${waiting}>
        <legend>${s.clock}</legend>
        ${CLOCK_PRESET_NAMES.map((c) => {
          const preset = CLOCK_PRESETS[c];
          return html`<label class="choice"
            ><input
              type="radio"
              name="clock"
              value=${c}
              .checked=${this._prefs.clock === c}
              @change=${() => this.#setPrefs({ clock: c })}
            /><span
              >${s.clocks[c]}
              ${
                preset
                  ? html`<small
                    >${s.clockHint(
                      formatReserve(this.locale, preset.delaySeconds * 1000),
                      formatReserve(this.locale, preset.reservePerPointSeconds * 1000),
                    )}</small
                  >`
                  : nothing
              }</span
            ></label
          >`;
        })}
      </fieldset>
      <fieldset ?disabled=${waiting}>
        <label class="choice"
          ><input
            type="checkbox"
            name="rated"
            .checked=${this._prefs.rated && loggedIn}
            ?disabled=${!loggedIn}
            @change=${(e: Event) => this.#setPrefs({ rated: (e.target as HTMLInputElement).checked })}
          /><span>${s.ratedGame}</span></label
        >
        ${
          loggedIn
            ? nothing
            : html`<p class="hint">${s.ratedNeedsLogin} <a href=${clubHash({ page: 'account' })}>${s.logIn}</a></p>`
        }
        ${
          loggedIn
            ? nothing
            : html`<label
              >${s.yourName}
              <input
                name="guest-name"
                maxlength="32"
                autocomplete="nickname"
                .value=${this._prefs.name}
                @change=${(e: Event) => {
                  this.#setPrefs({ name: (e.target as HTMLInputElement).value.trim() });
                  void this.#reconnect();
                }}
            /></label>`
        }
      </fieldset>
      <div class="quick-actions">
        ${
          waiting
            ? html`<p class="waiting" role="status">
                ${s.waitingFor(formatClock(performance.now() - queue.since))}
                <br /><small>${s.othersWaiting(othersCount)}</small>
              </p>
              <button type="button" @click=${this.#cancel}>${s.cancel}</button>`
            : this._matched
              ? html`<p role="status">${s.matched} ${s.openingTable}</p>`
              : html`<button type="submit" class="primary" ?disabled=${this._status !== 'connected'}>${s.findOpponent}</button>
                <p><small>${s.othersWaiting(othersCount)}</small></p>
                <button type="button" @click=${this.#openTable}>${s.openTable}</button>
                <p><small>${s.openTableHint}</small></p>`
        }
      </div>
    </form>`;
  }

  #accountPage(): TemplateResult {
    const s = this.#s;
    const user = this._user;
    if (user === undefined) return html`<p>${s.loading}</p>`;
    if (user !== null) {
      return html`<div class="account">
        <p>${s.loggedInAs(user.name)}</p>
        <p>
          <a class="button-link" href=${clubHash({ page: 'player', name: user.name })}>${s.myProfile}</a>
          <button type="button" @click=${this.#logOut}>${s.logOut}</button>
        </p>
      </div>`;
    }
    const registering = this._registering;
    return html`<div class="account">
      <p class="hint">${s.guestHint}</p>
      <div class="segmented" role="group" aria-label=${s.account}>
        <button type="button" aria-pressed=${String(!registering)} @click=${() => (this._registering = false)}>
          ${s.haveAccount}
        </button>
        <button type="button" aria-pressed=${String(registering)} @click=${() => (this._registering = true)}>
          ${s.newAccount}
        </button>
      </div>
      <form class="account-form" @submit=${this.#account}>
        <label
          >${s.accountName}
          <input name="name" required minlength="3" maxlength="24" autocomplete="username" aria-describedby="name-rules"
        /></label>
        ${registering ? html`<small id="name-rules">${s.nameRules}</small>` : html`<span id="name-rules" hidden></span>`}
        <label
          >${s.password}
          <input
            name="password"
            type="password"
            required
            minlength=${registering ? 8 : 1}
            maxlength="200"
            autocomplete=${registering ? 'new-password' : 'current-password'}
        /></label>
        ${registering ? html`<small>${s.passwordRules}</small>` : nothing}
        <button type="submit" class="primary">${registering ? s.register : s.logIn}</button>
      </form>
    </div>`;
  }

  #profilePage(): TemplateResult {
    const s = this.#s;
    const profile = this._profile;
    if (profile === null) return html`<p>${s.loading}</p>`;
    if ('error' in profile) return html`<p role="alert">${profile.error}</p>`;
    const date = (iso: string) => new Intl.DateTimeFormat(this.locale, { dateStyle: 'medium' }).format(new Date(iso));
    const when = (iso: string) =>
      new Intl.DateTimeFormat(this.locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
    const variants = (v: string) =>
      v
        .split('+')
        .map((x) => this.#a.variant[x as keyof AppStrings['variant']] ?? x)
        .join(' + ');
    return html`<div class="profile">
      <h3>${profile.name}</h3>
      <p>${s.member(date(profile.since))}</p>
      <table class="ratings">
        <caption>${s.rating}</caption>
        <tbody>
          ${RATING_KINDS.map((k) => {
            const r = profile.ratings[k];
            return html`<tr data-kind=${k}>
              <th scope="row"><a href=${clubHash({ page: 'leaders', kind: k })}>${s.kinds[k]}</a></th>
              <td class="rating-value">${r ? html`${Math.round(r.rating)} <small>${s.deviation}${Math.round(r.rd)}</small>` : s.noRating}</td>
              <td>${r ? s.games(r.games) : nothing}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      <section aria-labelledby="history-h">
        <h4 id="history-h">${s.ratingHistory}</h4>
        ${
          profile.history.length === 0
            ? html`<p>${s.noHistory}</p>`
            : RATING_KINDS.filter((k) => profile.history.some((h) => h.kind === k)).map((k) => {
                // Every account starts at Glicko-2's 1500: the line begins there, so one game already shows a move.
                const points = [{ rating: INITIAL_RATING }, ...profile.history.filter((h) => h.kind === k)];
                const first = Math.round(points[0].rating);
                const last = Math.round(points[points.length - 1].rating);
                return html`<figure class="rating-history" data-kind=${k}>
                ${ratingChart(points, s.chartLabel(s.kinds[k], points.length - 1, first, last))}
                <figcaption>${s.kinds[k]}: ${last}</figcaption>
              </figure>`;
              })
        }
      </section>
      <section aria-labelledby="recent-h">
        <h4 id="recent-h">${s.recentGames}</h4>
        ${
          profile.recent.length === 0
            ? html`<p>${s.noGames}</p>`
            : html`<table class="recent">
              <thead>
                <tr>
                  <th scope="col">${s.when}</th>
                  <th scope="col">${s.boards}</th>
                  <th scope="col">${s.opponent}</th>
                  <th scope="col">${s.result}</th>
                  <th scope="col">${s.record}</th>
                </tr>
              </thead>
              <tbody>
                ${profile.recent.map((g) => {
                  const opponent = g.opponent.name ?? s.guest;
                  return html`<tr data-table=${g.table}>
                    <td>${when(g.at)}</td>
                    <td>
                      ${variants(g.variants.join('+'))}${g.match ? html` · ${s.matchTo(g.match)}` : nothing}
                      ${g.rated ? html`<small>· ${s.rated}</small>` : nothing}
                    </td>
                    <td>
                      ${g.opponent.account ? html`<a href=${clubHash({ page: 'player', name: opponent })}>${opponent}</a>` : opponent}
                    </td>
                    <td class=${`result-${g.result}`}>${s.results[g.result]}</td>
                    <td class="recent-links">
                      <a href=${new URL(g.record, this.#base).toString()} download=${`nardy-${g.table}.json`} aria-label=${s.openRecord(opponent)}
                        >${s.record}</a
                      >
                      ${
                        g.result === 'playing'
                          ? nothing
                          : html`<button type="button" class="small" aria-label=${s.analyseGame(opponent)} @click=${() => this.#analyse(g.record, g.color, profile.name, opponent)}>
                            ${s.analyse}
                          </button>`
                      }
                    </td>
                  </tr>`;
                })}
              </tbody>
            </table>`
        }
      </section>
      <section aria-labelledby="variants-h">
        <h4 id="variants-h">${s.byVariant}</h4>
        ${
          profile.byVariant.length === 0
            ? html`<p>${s.noGames}</p>`
            : html`<table class="by-variant">
              <thead>
                <tr>
                  <th scope="col">${s.boards}</th>
                  <th scope="col">${s.won}</th>
                  <th scope="col">${s.lost}</th>
                  <th scope="col">${s.draws}</th>
                </tr>
              </thead>
              <tbody>
                ${profile.byVariant.map(
                  (v) => html`<tr>
                    <th scope="row">${variants(v.variants)}</th>
                    <td>${v.won}</td>
                    <td>${v.lost}</td>
                    <td>${v.draw}</td>
                  </tr>`,
                )}
              </tbody>
            </table>`
        }
      </section>
    </div>`;
  }

  #leadersPage(kind: RatingKind): TemplateResult {
    const s = this.#s;
    const board = this._leaders;
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

customElements.define('nardy-club', NardyClub);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-club': NardyClub;
  }
}

export { parseClubRoute };
