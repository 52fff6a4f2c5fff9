import type { Locale } from '@nardy/elements';
import {
  type ClockPreset,
  type ConnectionStatus,
  type CorrespondencePreset,
  joinLink,
  OnlineError,
  type OnlineSnapshot,
  OnlineTable,
  verifyDice,
  watchLink,
} from '@nardy/online';
import { type AutoPlaySettings, DEFAULT_AUTO_PLAY } from '@nardy/parallel';
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { ClubApi, type User } from '../club/clubApi.ts';
import type { GameSource } from '../game/nardy-game.ts';
import '../game/nardy-game.ts';
import { type AppStrings, appStrings } from '../i18n.ts';
import { renderNewGame } from '../newGameForm.ts';
import { type GameSettings, type PresetId, presetSettings, tableSpecFor } from '../settings.ts';
import type { StorageLike } from '../storage.ts';
import {
  type OnlineOpponent,
  renderClockChoice,
  renderJoinForm,
  renderLink,
  renderOpponentChoice,
  renderTableKind,
} from './formViews.ts';
import { type OnlineSource, onlineSource } from './onlineSource.ts';
import { type OnlineStrings, onlineStrings } from './onlineStrings.ts';
import { type OnlinePanelContext, renderPanels } from './panels.ts';
import { clientSeed, downloadMat, downloadRecord } from './tableFiles.ts';
import { createTable, readTableSettings } from './tablesApi.ts';
import './online.css';
import { type OnlineRoute, pageBase, tableHash } from './route.ts';
import { type KeptTable, SeatStore } from './seatStore.ts';
import {
  type DiceProof,
  other,
  renderConnectionLine,
  renderDiceProof,
  renderMatNote,
  renderRematch,
  renderWaiting,
  seatNames,
  showsGame,
  type TableSettings,
} from './tableViews.ts';

export { addOnlinePanel, type OnlinePanel, type OnlinePanelContext, type OnlinePanelPlace } from './panels.ts';
export type { TableSettings } from './tableViews.ts';

type Phase = 'create' | 'creating' | 'join' | 'connecting' | 'table' | 'error';

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
    auto: { attribute: false },
    storage: { attribute: false },
    _opponent: { state: true },
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
  /** What the server plays by itself for this browser's seat (the player's options; sent when it joins). */
  declare auto: AutoPlaySettings;
  /** The table to create is against a person (an invitation) or the computer on the server. */
  declare _opponent: OnlineOpponent;
  /** Where seats are kept (the page's localStorage; a fake in tests). */
  declare storage: StorageLike | null;
  declare _phase: Phase;
  declare _error: { code: string; message: string } | null;
  declare _snapshot: OnlineSnapshot | null;
  declare _status: ConnectionStatus;
  declare _name: string;
  declare _copied: string | null;
  declare _dice: DiceProof | null;
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
  declare _clock: ClockPreset | CorrespondencePreset;
  /** The table to create is rated (only for a logged-in player; off by default). */
  declare _rated: boolean;
  /** The table to create is listed in the club's lobby (off by default: an invitation is private). */
  declare _listed: boolean;
  /** Who is logged in: an account, null for a guest, undefined until the server answered. */
  declare _user: User | null | undefined;

  #table: OnlineTable | null = null;
  #source: OnlineSource | null = null;
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
    this.auto = DEFAULT_AUTO_PLAY;
    this._opponent = { kind: 'person' };
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
    const before = changed.get('auto');
    if (before !== undefined && JSON.stringify(before) !== JSON.stringify(this.auto)) {
      if (this.#table !== null && this.#table.role !== 'spectator') this.#table.setAuto(this.auto);
    }
    if (changed.has('route') && this.route !== this.#opened) {
      this.#opened = this.route;
      void this.#open(this.route);
    }
  }

  override updated(): void {
    const playing = this._phase === 'table' && this._snapshot !== null && showsGame(this._snapshot);
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
    this.#source?.close();
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
        ...(seat ? { clientSeed: clientSeed(), auto: this.auto } : {}),
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
    const opponent = this._opponent;
    const answer = await createTable(pageBase(location.href), {
      table: tableSpecFor(settings),
      ...(this._clock === 'none' ? {} : { clock: this._clock }),
      rated: opponent.kind === 'person' && this.#ratedChosen,
      listed: this._listed,
      ...(opponent.kind === 'computer' ? { computer: { black: opponent.level } } : {}),
    });
    if (!answer.ok) {
      this._error = answer.error;
      this._phase = 'create';
      return;
    }
    const body = answer.created;
    if (body.join.white === undefined || (opponent.kind === 'person' && body.join.black === undefined)) {
      this._error = { code: 'request/shape', message: 'the server did not give the join links' };
      this._phase = 'create';
      return;
    }
    const white = new URL(body.join.white).hash;
    const token = new URLSearchParams(white.replace(/^#/, '')).get('seat') ?? '';
    this.#seats.keep({
      tableId: body.id,
      token,
      color: 'white',
      ...(body.join.black === undefined ? {} : { invite: body.join.black }),
      watch: body.watch,
      boards: settings.boards,
      joined: true,
    });
    location.hash = tableHash(body.id);
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
    const settings = await readTableSettings(pageBase(location.href), tableId);
    if (settings && this.route.kind === 'table' && this.route.tableId === tableId) this._invited = settings;
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

  #saveMat(): void {
    if (this.#table) this._matNote = downloadMat(this.#table, this.#app);
  }

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

  // ---- rendering ------------------------------------------------------------------------------

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
          extra: html`${renderOpponentChoice(this._opponent, this.settings.level, this.locale, (o) => {
            this._opponent = o;
          })}${renderClockChoice(this._clock, this.settings, this.locale, (c) => {
            this._clock = c;
          })}${renderTableKind(
            {
              loggedIn: this._user !== null && this._user !== undefined && this._opponent.kind === 'person',
              rated: this._opponent.kind === 'person' && this.#ratedChosen,
              listed: this._listed,
            },
            this.locale,
            { rated: (v) => (this._rated = v), listed: (v) => (this._listed = v) },
          )}`,
        },
      )}
      ${busy ? html`<p role="status">${t.creating}</p>` : nothing}`;
  }

  #link(id: string, label: string, link: string): TemplateResult {
    return renderLink(id, label, link, this._copied === link, this.locale, (l) => void this.#copy(l));
  }

  #renderWaiting(s: OnlineSnapshot): TemplateResult {
    const watch = this.#kept?.watch ?? watchLink(pageBase(location.href), s.tableId);
    return renderWaiting(this.#renderBar(s), this._invited, this.#kept?.invite, watch, this.locale, (id, label, url) =>
      this.#link(id, label, url),
    );
  }

  #context(s: OnlineSnapshot): OnlinePanelContext | null {
    return this.#table === null ? null : { table: this.#table, snapshot: s, role: s.role, locale: this.locale };
  }

  #renderBar(s: OnlineSnapshot): TemplateResult {
    return renderConnectionLine(s, this._status, this.locale, renderPanels('bar', this.#context(s)));
  }

  #renderTools(s: OnlineSnapshot): TemplateResult {
    const a = this.#app;
    const t = this.#t;
    const over = s.state.over;
    const game = () => this.querySelector('nardy-game');
    const context = this.#context(s);
    return html`<div class="tools">
        ${
          s.role !== 'spectator' && !over
            ? html`<button type="button" class="danger" @click=${() => game()?.resign(null)}>${a.resignTable}</button>`
            : nothing
        }
        <button type="button" @click=${() => this.#table && downloadRecord(this.#table)}>${a.exportRecord}</button>
        <button type="button" @click=${() => this.#saveMat()}>${a.exportMat}</button>
        <button type="button" @click=${() => void this.#copy(this.#kept?.watch ?? watchLink(pageBase(location.href), s.tableId))}>${t.copyWatchLink}</button>
      </div>
      ${this.#renderMatNote()}
      ${renderPanels('side', context)}`;
  }

  #renderMatNote(): TemplateResult | typeof nothing {
    return renderMatNote(this._matNote, this.locale, () => (this._matNote = null));
  }

  /** What the game-over summary adds when the whole table is over: rematch, downloads, the dice proof. */
  #renderEnd(s: OnlineSnapshot): TemplateResult | null {
    if (!s.state.over) return null;
    const a = this.#app;
    return html`<div class="online-end">
      ${renderRematch(s, seatNames(s, this.#app), this.locale, tableHash, {
        offer: () => this.#table?.rematch(true),
        decline: () => this.#table?.rematch(false),
      })}
      <div class="row downloads">
        <button type="button" @click=${() => this.#table && downloadRecord(this.#table)}>${a.exportRecord}</button>
        <button type="button" @click=${() => this.#saveMat()}>${a.exportMat}</button>
      </div>
      ${this.#renderMatNote()}
      ${renderDiceProof(this._dice, this.locale)}
    </div>`;
  }

  #renderGame(s: OnlineSnapshot, source: OnlineSource): TemplateResult {
    return html`${this.#renderBar(s)}
      <nardy-game
        .source=${source as GameSource}
        .seat=${s.role === 'spectator' ? 'none' : s.role}
        .names=${seatNames(s, this.#app)}
        .locale=${this.locale}
        .theme=${this.theme}
        .boardTheme=${this.boardTheme}
        .sounds=${this.sounds}
        .tools=${this.#renderTools(s)}
        .forfeit=${s.forfeit}
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
        body = renderJoinForm(this._invited, this._user === null, this._name, this.locale, {
          name: (v) => (this._name = v),
          take: () => void this.#takeSeat(),
        });
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
            : showsGame(s)
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
