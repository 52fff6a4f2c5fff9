import type { Locale } from '@nardy/elements';
import {
  CLOCK_PRESET_NAMES,
  type ClockPreset,
  type ConnectionStatus,
  clockForPreset,
  type DiceVerification,
  joinLink,
  OnlineError,
  type OnlineSnapshot,
  OnlineTable,
  type PeopleTable,
  type Role,
  verifyDice,
  watchLink,
} from '@nardy/online';
import { makeMat, type TableSpec } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { html, LitElement, nothing, type PropertyValues, svg, type TemplateResult } from 'lit';
import { ClubApi, type User } from '../club/clubApi.ts';
import { clubHash } from '../club/clubRoute.ts';
import { download, stamp } from '../download.ts';
import type { GameSource } from '../game/nardy-game.ts';
import '../game/nardy-game.ts';
import { type AppStrings, appStrings } from '../i18n.ts';
import { matMessage } from '../matMessage.ts';
import { renderNewGame } from '../newGameForm.ts';
import { type GameSettings, type PresetId, presetSettings, tableSpecFor } from '../settings.ts';
import type { StorageLike } from '../storage.ts';
import { onlineSource } from './onlineSource.ts';
import { type OnlineStrings, onlineStrings } from './onlineStrings.ts';
import { qrDrawing } from './qrCode.ts';
import './online.css';
import { type OnlineRoute, pageBase, tableHash } from './route.ts';
import { type KeptTable, SeatStore } from './seatStore.ts';

/** What a panel added to the online game screen is given (issue 16 adds the clocks and the chat). */
export interface OnlinePanelContext {
  readonly table: OnlineTable;
  readonly snapshot: OnlineSnapshot;
  readonly role: Role;
  readonly locale: Locale;
}

/**
 * Where panels go: `bar` — in the connection line above the boards, always in sight (the clocks);
 * `side` — in the game's side panel under its tools (the chat).
 */
export type OnlinePanelPlace = 'bar' | 'side';
export type OnlinePanel = (context: OnlinePanelContext) => TemplateResult | typeof nothing;

const PANELS: Record<OnlinePanelPlace, Set<OnlinePanel>> = { bar: new Set(), side: new Set() };

/**
 * Adds a panel to every online game screen (the screen redraws it at every change of the table; a
 * panel that ticks on its own, like a clock, is best an element of its own). Returns its removal.
 */
export function addOnlinePanel(place: OnlinePanelPlace, panel: OnlinePanel): () => void {
  PANELS[place].add(panel);
  return () => PANELS[place].delete(panel);
}

type Phase = 'create' | 'creating' | 'join' | 'connecting' | 'table' | 'error';

/** What a table is, as its public record says (the invited player's preview, the waiting screen). */
export interface TableSettings {
  readonly spec: TableSpec;
  readonly clock: { readonly delayMs: number; readonly reserveMs: number } | null;
  readonly rated: boolean;
  readonly listed: boolean;
}

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** A client seed for the dice proof: 16 random bytes, base64url (CLIENT_SEED_PATTERN). */
function clientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Online play (issue 15 §3): the create screen (the new-game form's settings), the invitation with its
 * QR code and the waiting screen, then the same `<nardy-game>` as local play driven by the server
 * through `OnlineTable`; a watch link shows the table read-only. The connection line above the boards
 * says this connection's status and the other seat's, and the spectators; the seat's token is kept in
 * this browser (`SeatStore`), so a reload resumes the seat. At the end: rematch, the record and .mat
 * downloads, and the dice proof checked in the browser.
 *
 * @event nardy-settings - The settings on the create screen changed (detail: GameSettings).
 * @event nardy-new-game - The player wants the new-game screen.
 * @event nardy-online-playing - The game screen is shown or left (detail: { playing: boolean }).
 */
export class NardyOnline extends LitElement {
  static override properties = {
    route: { attribute: false },
    settings: { attribute: false },
    locale: {},
    theme: {},
    boardTheme: { attribute: 'board-theme' },
    sounds: { type: Boolean },
    storage: { attribute: false },
    _phase: { state: true },
    _error: { state: true },
    _snapshot: { state: true },
    _status: { state: true },
    _name: { state: true },
    _copied: { state: true },
    _dice: { state: true },
    _notice: { state: true },
    _matNote: { state: true },
    _invited: { state: true },
    _clock: { state: true },
    _rated: { state: true },
    _listed: { state: true },
    _user: { state: true },
  };

  declare route: OnlineRoute;
  declare settings: GameSettings;
  declare locale: Locale;
  declare theme: 'light' | 'dark';
  declare boardTheme: string;
  declare sounds: boolean;
  /** Where seats are kept (the page's localStorage; a fake in tests). */
  declare storage: StorageLike | null;
  declare _phase: Phase;
  declare _error: { code: string; message: string } | null;
  declare _snapshot: OnlineSnapshot | null;
  declare _status: ConnectionStatus;
  declare _name: string;
  declare _copied: string | null;
  declare _dice: { commitment: string; seed: string; result: DiceVerification | null } | null;
  /** A passing message (a refused command in words, a failed copy). */
  declare _notice: string;
  /** What the last .mat export left out, and why (an export that wrote nothing is an error). */
  declare _matNote: { kind: 'info' | 'error'; text: string } | null;
  /**
   * The settings of the table (read from its public record): shown to the invited player before sitting
   * down, and to the creator while waiting.
   */
  declare _invited: TableSettings | null;
  /** The clock of the table to create (a preset of the server; `none` by default). */
  declare _clock: ClockPreset;
  /** The table to create is rated (only for a logged-in player; off by default). */
  declare _rated: boolean;
  /** The table to create is listed in the club's lobby (off by default: an invitation is private). */
  declare _listed: boolean;
  /** Who is logged in: an account, null for a guest, undefined until the server answered. */
  declare _user: User | null | undefined;

  #table: OnlineTable | null = null;
  #source: GameSource<OnlineSnapshot> | null = null;
  #kept: KeptTable | null = null;
  #opened: OnlineRoute | null = null;
  #noticeTimer: ReturnType<typeof setTimeout> | null = null;
  #playing = false;

  constructor() {
    super();
    this.route = { kind: 'create' };
    this.locale = 'en';
    this.theme = 'light';
    this.boardTheme = 'green';
    this.sounds = false;
    this.storage = null;
    this._phase = 'create';
    this._error = null;
    this._snapshot = null;
    this._status = 'connecting';
    this._name = '';
    this._copied = null;
    this._dice = null;
    this._notice = '';
    this._matNote = null;
    this._invited = null;
    this._clock = 'none';
    this._rated = false;
    this._listed = false;
    this._user = undefined;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  get #t(): OnlineStrings {
    return onlineStrings(this.locale);
  }

  get #app(): AppStrings {
    return appStrings(this.locale);
  }

  get #seats(): SeatStore {
    return new SeatStore(this.storage);
  }

  /** The table this screen is connected to (tests and the club's panels read it). */
  get table(): OnlineTable | null {
    return this.#table;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    void this.#close();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('route') && this.route !== this.#opened) {
      this.#opened = this.route;
      void this.#open(this.route);
    }
  }

  override updated(): void {
    const playing = this._phase === 'table' && this._snapshot !== null && this.#showsGame(this._snapshot);
    if (playing !== this.#playing) {
      this.#playing = playing;
      this.dispatchEvent(new CustomEvent('nardy-online-playing', { detail: { playing }, bubbles: true }));
    }
    this.#checkDice();
  }

  // ---- connecting -----------------------------------------------------------------------------

  async #close(): Promise<void> {
    const table = this.#table;
    this.#table = null;
    this.#source = null;
    this._snapshot = null;
    await table?.close();
  }

  async #open(route: OnlineRoute): Promise<void> {
    await this.#close();
    this._error = null;
    this._dice = null;
    this._copied = null;
    this._matNote = null;
    this._invited = null;
    void this.#readUser();
    if (route.kind === 'create') {
      this._phase = 'create';
      return;
    }
    const seats = this.#seats;
    if (route.token !== undefined) {
      const earlier = seats.list().find((k) => k.tableId === route.tableId && k.token === route.token);
      seats.keep({ ...(earlier ?? { joined: false }), tableId: route.tableId, token: route.token });
    }
    const kept = seats.get(route.tableId);
    this.#kept = kept;
    if (kept?.token !== undefined && !kept.joined) {
      this._name = this._name || seats.name();
      this._phase = 'join';
      void this.#readSettings(route.tableId);
      return;
    }
    await this.#connect(route.tableId, kept);
  }

  async #connect(tableId: string, kept: KeptTable | null): Promise<void> {
    this._phase = 'connecting';
    this._status = 'connecting';
    const base = pageBase(location.href);
    const seat = kept?.token !== undefined;
    const link = seat ? joinLink(base, tableId, kept?.token as string) : watchLink(base, tableId);
    const name = seat ? this.#seats.name() || undefined : undefined;
    let table: OnlineTable;
    try {
      table = await OnlineTable.connect(link, {
        ...(name ? { name } : {}),
        ...(seat ? { clientSeed: clientSeed() } : {}),
      });
    } catch (e) {
      const error = e instanceof OnlineError ? e : new OnlineError('connection/failed', String(e));
      if (error.code === 'seat/bad-token' || error.code === 'table/unknown') this.#seats.forget(tableId);
      this._error = { code: error.code, message: error.message };
      this._phase = 'error';
      return;
    }
    if (this.route.kind !== 'table' || this.route.tableId !== tableId) {
      await table.close();
      return;
    }
    this.#table = table;
    this._snapshot = table.snapshot;
    this._status = table.status;
    const seats = this.#seats;
    const boards = table.snapshot.view.boards.map((b) => b.variant);
    const role = table.snapshot.role;
    if (seat)
      seats.update(tableId, kept?.token, { joined: true, color: role === 'spectator' ? undefined : role, boards });
    else seats.keep({ tableId, joined: true, boards });
    this.#kept = seats.get(tableId);
    // The seat is taken: its secret token leaves the address bar (and the history), and the page's
    // address is the table's — kept here, the token resumes the seat at a reload.
    if (seat && /[#&]seat=/.test(location.hash)) {
      history.replaceState(null, '', `${location.pathname}${location.search}${tableHash(tableId)}`);
    }
    this.#source = onlineSource(table, (code, message) => this.#refused(code, message));
    table.on('change', (s) => {
      this._snapshot = s;
      this.#followRematch(s);
    });
    table.on('status', (status, error) => {
      this._status = status;
      if (error) this._error = { code: error.code, message: error.message };
    });
    if (!table.snapshot.started && table.snapshot.role !== 'spectator') void this.#readSettings(tableId);
    this._phase = 'table';
  }

  #refused(code: string, message: string): void {
    const known = this.#t.errors[code];
    if (known) this.#say(known);
    // The table's own refusals are said in words by the game screen; anything else with its code.
    else if (!this.querySelector('nardy-game')?.explain(code)) this.#say(this.#t.errorWithCode(code, message));
  }

  #say(text: string): void {
    this._notice = text;
    if (this.#noticeTimer) clearTimeout(this.#noticeTimer);
    this.#noticeTimer = setTimeout(() => (this._notice = ''), 6000);
  }

  /** Both agreed to a rematch: the seat's new token is kept and the page goes to the new table. */
  #followRematch(s: OnlineSnapshot): void {
    const r = s.rematch;
    if (!r?.tableId || !r.link || s.role === 'spectator' || r.token === undefined) return;
    if (this.#seats.list().some((k) => k.tableId === r.tableId)) return;
    this.#seats.keep({ tableId: r.tableId, token: r.token, joined: true, color: other(s.role) });
    location.hash = tableHash(r.tableId);
  }

  // ---- creating -------------------------------------------------------------------------------

  async #create(settings: GameSettings): Promise<void> {
    this.dispatchEvent(new CustomEvent('nardy-settings', { detail: settings, bubbles: true }));
    this._phase = 'creating';
    this._error = null;
    const name = settings.whiteName.trim();
    if (name) this.#seats.setName(name);
    try {
      const response = await fetch(new URL('api/tables', pageBase(location.href)), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          table: tableSpecFor(settings),
          ...(this._clock === 'none' ? {} : { clock: this._clock }),
          rated: this.#ratedChosen,
          listed: this._listed,
        }),
      });
      const body = (await response.json().catch(() => null)) as
        | PeopleTable
        | { error?: { code: string; message: string } }
        | null;
      if (!response.ok || body === null || !('id' in body)) {
        const error = (body as { error?: { code: string; message: string } } | null)?.error;
        this._error = error ?? { code: `http/${response.status}`, message: response.statusText };
        this._phase = 'create';
        return;
      }
      const white = new URL(body.join.white).hash;
      const token = new URLSearchParams(white.replace(/^#/, '')).get('seat') ?? '';
      this.#seats.keep({
        tableId: body.id,
        token,
        color: 'white',
        invite: body.join.black,
        watch: body.watch,
        boards: settings.boards,
        joined: true,
      });
      location.hash = tableHash(body.id);
    } catch (e) {
      this._error = { code: 'connection/failed', message: String(e) };
      this._phase = 'create';
    }
  }

  /** Rated needs an account: a guest's choice is never sent as rated. */
  get #ratedChosen(): boolean {
    return this._rated && this._user !== null && this._user !== undefined;
  }

  /** Who is logged in (the session cookie goes with the request); a server without accounts: a guest. */
  async #readUser(): Promise<void> {
    try {
      this._user = await new ClubApi(pageBase(location.href)).me();
    } catch {
      this._user = null;
    }
  }

  /** What the table is (boards, ending, cube, match, clock, rated, listed), from its public record. */
  async #readSettings(tableId: string): Promise<void> {
    try {
      const response = await fetch(new URL(`api/tables/${tableId}/record`, pageBase(location.href)));
      const record = (await response.json()) as Partial<TableSettings> & { table?: TableSpec };
      if (response.ok && record.table && this.route.kind === 'table' && this.route.tableId === tableId) {
        this._invited = {
          spec: record.table,
          clock: record.clock ?? null,
          rated: record.rated === true,
          listed: record.listed === true,
        };
      }
    } catch {
      // the settings are a courtesy: the seat can be taken without them
    }
  }

  async #takeSeat(): Promise<void> {
    const kept = this.#kept;
    if (this.route.kind !== 'table' || kept === null) return;
    const name = this._name.trim().slice(0, 32);
    if (name) this.#seats.setName(name);
    await this.#connect(this.route.tableId, kept);
  }

  async #copy(link: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(link);
      this._copied = link;
      this.#say(this.#t.copied);
    } catch {
      this.#say(this.#t.copyByHand);
    }
  }

  // ---- the end --------------------------------------------------------------------------------

  #checkDice(): void {
    const s = this._snapshot;
    const table = this.#table;
    const seed = s?.dice.serverSeed;
    if (!s || !table || seed === undefined) return;
    if (this._dice?.seed === seed) return;
    this._dice = { commitment: s.dice.commitment, seed, result: null };
    const record = table.record();
    void verifyDice(record).then((result) => {
      if (this._dice?.seed === seed) this._dice = { ...this._dice, result };
    });
  }

  #downloadRecord(): void {
    const table = this.#table;
    if (!table) return;
    download(`nardy-online-${stamp()}.json`, `${JSON.stringify(table.record(), null, 2)}\n`, 'application/json');
  }

  #downloadMat(): void {
    const table = this.#table;
    if (!table) return;
    const record = table.record();
    const r = makeMat(record);
    if (r.ok) download(`nardy-online-${stamp()}.mat`, r.value.text, 'text/plain');
    this._matNote = matMessage(r, this.#app, record.games.length);
  }

  // ---- rendering ------------------------------------------------------------------------------

  #names(s: OnlineSnapshot): { white: string; black: string } {
    const a = this.#app;
    return { white: s.seats.white.name || a.white, black: s.seats.black.name || a.black };
  }

  /** The game screen once play can begin (both seats came), and always for a spectator. */
  #showsGame(s: OnlineSnapshot): boolean {
    return s.started || s.role === 'spectator';
  }

  #renderError(): TemplateResult | typeof nothing {
    const e = this._error;
    if (!e) return nothing;
    const t = this.#t;
    const text = t.errors[e.code] ?? t.errorWithCode(e.code, e.message);
    return html`<p class="online-error" role="alert">${text}</p>`;
  }

  #renderCreate(): TemplateResult {
    const t = this.#t;
    const busy = this._phase === 'creating';
    return html`${this.#renderError()}
      ${renderNewGame(
        this.settings,
        this.#app,
        {
          change: (next) => {
            this.settings = next;
            this.dispatchEvent(new CustomEvent('nardy-settings', { detail: next, bubbles: true }));
          },
          start: (s) => void this.#create(s),
          preset: (id: PresetId) => void this.#create(presetSettings(id, this.settings)),
        },
        {
          title: t.playOnline,
          intro: t.createIntro,
          legend: t.players,
          nameLabel: t.yourName,
          submit: t.createTable,
          busy,
          extra: html`${this.#renderClockChoice()}${this.#renderTableKind()}`,
        },
      )}
      ${busy ? html`<p role="status">${t.creating}</p>` : nothing}`;
  }

  /** The clock of the table to create: the server's presets, with what each gives at these settings. */
  #renderClockChoice(): TemplateResult {
    const t = this.#t;
    const clock = clockForPreset(this._clock, tableSpecFor(this.settings));
    const minutes = clock
      ? new Intl.NumberFormat(this.locale, { maximumFractionDigits: 1 }).format(clock.reserveMs / 60000)
      : '';
    return html`<label class="field" for="online-clock"><span>${t.clock}</span>
      <select id="online-clock" aria-describedby=${clock ? 'online-clock-hint' : nothing} @change=${(e: Event) => {
        const v = (e.target as HTMLSelectElement).value;
        if ((CLOCK_PRESET_NAMES as readonly string[]).includes(v)) this._clock = v as ClockPreset;
      }}>
        ${CLOCK_PRESET_NAMES.map((p) => html`<option value=${p} ?selected=${p === this._clock}>${t.clocks[p]}</option>`)}
      </select>
      ${clock ? html`<small id="online-clock-hint" class="hint">${t.clockHint(clock.delayMs / 1000, minutes)}</small>` : nothing}
    </label>`;
  }

  /** Rated (an account's choice: a guest sees it off and disabled, with the reason) and listed in the lobby. */
  #renderTableKind(): TemplateResult {
    const t = this.#t;
    const loggedIn = this._user !== null && this._user !== undefined;
    return html`<label class="check"
        ><input id="online-rated" type="checkbox" aria-describedby="online-rated-hint"
          .checked=${this.#ratedChosen} ?disabled=${!loggedIn}
          @change=${(e: Event) => (this._rated = (e.target as HTMLInputElement).checked)} />
        ${t.ratedGame}</label
      >
      <small id="online-rated-hint" class="hint"
        >${
          loggedIn ? t.ratedHint : html`${t.ratedNeedsLogin} <a href=${clubHash({ page: 'account' })}>${t.logIn}</a>`
        }</small
      >
      <label class="check"
        ><input id="online-listed" type="checkbox" aria-describedby="online-listed-hint" .checked=${this._listed}
          @change=${(e: Event) => (this._listed = (e.target as HTMLInputElement).checked)} />
        ${t.listedInLobby}</label
      >
      <small id="online-listed-hint" class="hint">${t.listedHint}</small>`;
  }

  #renderQr(link: string): TemplateResult {
    const qr = qrDrawing(link);
    return html`<figure class="qr">
      <svg viewBox="0 0 ${qr.size} ${qr.size}" role="img" aria-label=${this.#t.qrLabel} shape-rendering="crispEdges">
        ${svg`<rect width=${qr.size} height=${qr.size} fill="#fff"></rect><path d=${qr.path} fill="#000"></path>`}
      </svg>
    </figure>`;
  }

  #renderLink(id: string, label: string, link: string): TemplateResult {
    const t = this.#t;
    return html`<div class="online-link">
      <label class="field" for=${id}><span>${label}</span>
        <input id=${id} type="text" readonly .value=${link} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
      </label>
      <button type="button" data-copy=${id} @click=${() => void this.#copy(link)}>${this._copied === link ? t.copied : t.copyLink}</button>
    </div>`;
  }

  #renderWaiting(s: OnlineSnapshot): TemplateResult {
    const t = this.#t;
    const kept = this.#kept;
    const base = pageBase(location.href);
    const watch = kept?.watch ?? watchLink(base, s.tableId);
    return html`<section class="online-waiting" aria-labelledby="waiting-title">
      <h2 id="waiting-title">${t.waitingTitle}</h2>
      ${this.#renderBar(s)}
      ${this.#renderSettings(this._invited)}
      ${
        kept?.invite
          ? html`<p>${t.waitingText}</p>
              <div class="invite">
                ${this.#renderQr(kept.invite)}
                <div class="invite-links">
                  ${this.#renderLink('invite-link', t.inviteLink, kept.invite)}
                  ${this.#renderLink('watch-link', t.watchLink, watch)}
                </div>
              </div>`
          : this.#renderLink('watch-link', t.watchLink, watch)
      }
    </section>`;
  }

  /** A table's settings in a few lines: boards, endings, cube, match, clock, rated, listed. */
  #renderSettings(settings: TableSettings | null): TemplateResult | typeof nothing {
    if (settings === null) return nothing;
    const { spec, clock } = settings;
    const a = this.#app;
    const t = this.#t;
    const line = (label: string, value: string) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`;
    const minutes = (ms: number) => new Intl.NumberFormat(this.locale, { maximumFractionDigits: 1 }).format(ms / 60000);
    return html`<dl class="invited-spec">
      ${line(t.boards, spec.boards.map((b) => a.variant[b.variant]).join(' + '))}
      ${line(a.ending, a.endings[spec.ending])}
      ${line(a.cube, a.cubeModes[spec.cube.mode])}
      ${line(a.matchLength, spec.match ? String(spec.match.length) : t.oneGame)}
      ${line(t.clock, clock ? t.clockHint(clock.delayMs / 1000, minutes(clock.reserveMs)) : t.clocks.none)}
      ${line(t.rating, settings.rated ? t.ratedTable : t.unratedTable)}
      ${line(t.lobby, settings.listed ? t.listedTable : t.unlistedTable)}
    </dl>`;
  }

  #renderJoin(): TemplateResult {
    const t = this.#t;
    return html`<section class="online-join" aria-labelledby="join-title">
      <h2 id="join-title">${t.joinTitle}</h2>
      <form
        @submit=${(e: Event) => {
          e.preventDefault();
          void this.#takeSeat();
        }}
      >
        ${this.#renderSettings(this._invited)}
        ${
          this._invited?.rated && this._user === null
            ? html`<p class="hint">${t.ratedSeatNeedsLogin} <a href=${clubHash({ page: 'account' })}>${t.logIn}</a></p>`
            : nothing
        }
        <p>${t.joinText}</p>
        <label class="field" for="guest-name"><span>${t.yourName}</span>
          <input id="guest-name" type="text" maxlength="32" autocomplete="nickname" .value=${this._name}
            @input=${(e: Event) => (this._name = (e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit" class="primary">${t.takeSeat}</button>
      </form>
    </section>`;
  }

  /** The connection line: this connection, the other seat (or both, for a spectator), the audience. */
  #renderBar(s: OnlineSnapshot): TemplateResult {
    const t = this.#t;
    const who = (c: Color) => {
      const name = s.seats[c].name;
      return name ? `${name} (${t.colorName(c)})` : t.colorName(c);
    };
    const seatLine = (c: Color) =>
      html`<span class="conn seat-${s.seats[c].status}" data-seat=${c}
        ><span class="dot" aria-hidden="true"></span>${who(c)}: ${t.seat[s.seats[c].status]}</span
      >`;
    const context: OnlinePanelContext | null =
      this.#table === null ? null : { table: this.#table, snapshot: s, role: s.role, locale: this.locale };
    return html`<div class="online-bar" role="group" aria-label=${t.connectionLine}>
      <p class="conn-line" aria-live="polite">
        ${
          s.role === 'spectator'
            ? html`<span class="conn watching">${t.watchingBanner}</span> ${seatLine('white')} ${seatLine('black')}`
            : html`<span class="conn own-${this._status}" data-own=${this._status}
                  ><span class="dot" aria-hidden="true"></span>${t.you} (${t.colorName(s.role)}): ${t.own[this._status]}</span
                >
                ${seatLine(other(s.role))}`
        }
        ${s.spectators > 0 ? html`<span class="conn audience">${t.spectators(s.spectators)}</span>` : nothing}
      </p>
      ${context ? [...PANELS.bar].map((panel) => panel(context)) : nothing}
    </div>`;
  }

  #renderTools(s: OnlineSnapshot): TemplateResult {
    const a = this.#app;
    const t = this.#t;
    const over = s.state.over;
    const game = () => this.querySelector('nardy-game');
    const context: OnlinePanelContext | null =
      this.#table === null ? null : { table: this.#table, snapshot: s, role: s.role, locale: this.locale };
    return html`<div class="tools">
        ${
          s.role !== 'spectator' && !over
            ? html`<button type="button" class="danger" @click=${() => game()?.resign(null)}>${a.resignTable}</button>`
            : nothing
        }
        <button type="button" @click=${() => this.#downloadRecord()}>${a.exportRecord}</button>
        <button type="button" @click=${() => this.#downloadMat()}>${a.exportMat}</button>
        <button type="button" @click=${() => void this.#copy(this.#kept?.watch ?? watchLink(pageBase(location.href), s.tableId))}>${t.copyWatchLink}</button>
      </div>
      ${this.#renderMatNote()}
      ${context ? [...PANELS.side].map((panel) => panel(context)) : nothing}`;
  }

  #renderMatNote(): TemplateResult | typeof nothing {
    const note = this._matNote;
    if (!note) return nothing;
    return html`<p class="mat-note ${note.kind}" role=${note.kind === 'error' ? 'alert' : 'status'}>
      <span>${note.text}</span>
      <button type="button" class="dismiss" aria-label=${this.#app.close} @click=${() => (this._matNote = null)}>×</button>
    </p>`;
  }

  #renderRematch(s: OnlineSnapshot): TemplateResult | typeof nothing {
    const t = this.#t;
    const r = s.rematch;
    const names = this.#names(s);
    if (s.role === 'spectator') {
      return r?.link
        ? html`<p class="rematch"><a class="button-link" href=${tableHash(r.tableId as string)}>${t.goToRematch}</a></p>`
        : nothing;
    }
    const me = s.role;
    const them = other(me);
    const offer = () => this.#table?.rematch(true);
    let body: TemplateResult;
    if (r?.tableId) {
      body = html`<span>${t.rematchReady}</span>
        <a class="button-link primary" href=${tableHash(r.tableId)}>${t.goToRematch}</a>`;
    } else if (r?.offered.includes(me)) {
      body = html`<span>${t.rematchWaiting}</span>`;
    } else if (r?.offered.includes(them)) {
      body = html`<span>${t.rematchAsked(names[them])}</span>
        <button type="button" class="primary" @click=${offer}>${t.acceptRematch}</button>
        <button type="button" @click=${() => this.#table?.rematch(false)}>${t.declineRematch}</button>`;
    } else {
      body = html`${r?.declined === them ? html`<span>${t.rematchDeclined(names[them])}</span>` : nothing}
        <button type="button" class="primary rematch-button" @click=${offer}>${t.rematch}</button>`;
    }
    return html`<div class="rematch row" aria-live="polite">${body}</div>`;
  }

  #renderDice(): TemplateResult {
    const t = this.#t;
    const d = this._dice;
    if (!d) return html`<p class="dice-proof">${t.diceHidden}</p>`;
    const r = d.result;
    return html`<section class="dice-proof" aria-labelledby="dice-title">
      <h3 id="dice-title">${t.diceTitle}</h3>
      <dl>
        <div><dt>${t.commitment}</dt><dd><code>${d.commitment}</code></dd></div>
        <div><dt>${t.serverSeed}</dt><dd><code>${d.seed}</code></dd></div>
      </dl>
      <p class="dice-result ${r === null ? '' : r.ok ? 'verified' : 'failed'}" role="status">
        ${r === null ? t.diceChecking : r.ok ? html`<span aria-hidden="true">✓ </span>${t.diceVerified(r.rolls)}` : t.diceFailed(`${r.error.message} (${r.error.code})`)}
      </p>
    </section>`;
  }

  /** What the game-over summary adds when the whole table is over: rematch, downloads, the dice proof. */
  #renderEnd(s: OnlineSnapshot): TemplateResult | null {
    if (!s.state.over) return null;
    const a = this.#app;
    return html`<div class="online-end">
      ${this.#renderRematch(s)}
      <div class="row downloads">
        <button type="button" @click=${() => this.#downloadRecord()}>${a.exportRecord}</button>
        <button type="button" @click=${() => this.#downloadMat()}>${a.exportMat}</button>
      </div>
      ${this.#renderMatNote()}
      ${this.#renderDice()}
    </div>`;
  }

  #renderGame(s: OnlineSnapshot, source: GameSource<OnlineSnapshot>): TemplateResult {
    return html`${this.#renderBar(s)}
      <nardy-game
        .source=${source as GameSource}
        .seat=${s.role === 'spectator' ? 'none' : s.role}
        .names=${this.#names(s)}
        .locale=${this.locale}
        .theme=${this.theme}
        .boardTheme=${this.boardTheme}
        .sounds=${this.sounds}
        .tools=${this.#renderTools(s)}
        .overDetails=${this.#renderEnd(s)}
        @nardy-new-game=${() => {
          location.hash = '#/online';
        }}
      ></nardy-game>`;
  }

  override render() {
    const t = this.#t;
    const s = this._snapshot;
    let body: TemplateResult;
    switch (this._phase) {
      case 'create':
      case 'creating':
        body = this.#renderCreate();
        break;
      case 'join':
        body = this.#renderJoin();
        break;
      case 'connecting':
        body = html`<p class="online-connecting" role="status">${t.connecting}</p>`;
        break;
      case 'error':
        body = html`${this.#renderError()}
          <div class="row">
            <button type="button" class="primary" @click=${() => {
              this.#opened = null;
              this.requestUpdate('route');
            }}>${t.tryAgain}</button>
            <a class="button-link" href="#/online">${t.playOnline}</a>
          </div>`;
        break;
      default:
        body =
          s === null || this.#source === null
            ? html`<p role="status">${t.connecting}</p>`
            : this.#showsGame(s)
              ? html`${this._error ? this.#renderError() : nothing}${this.#renderGame(s, this.#source)}`
              : this.#renderWaiting(s);
    }
    return html`${body}<p class="online-notice" role="status" aria-live="polite">${this._notice}</p>`;
  }
}

customElements.define('nardy-online', NardyOnline);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-online': NardyOnline;
  }
}
