import type { Locale } from '@nardy/elements';
import type { ChallengesAnswer, FriendsAnswer, InboxAnswer, MyGamesAnswer } from '@nardy/online';
import {
  CLOCK_PRESET_NAMES,
  type LobbyQueue,
  type LobbyState,
  OnlineLobby,
  QUICK_PRESET_NAMES,
  QUICK_PRESETS,
} from '@nardy/online';
import type { TableSpec } from '@nardy/parallel';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { SeatStore } from '../online/seatStore.ts';
import { parseSettings, tableSpecFor } from '../settings.ts';
import { attention, type NotifyPrefs, writeNotifyPrefs } from './attention.ts';
import { ClubApi, ClubApiError, type Leaderboard, type Profile, type User } from './clubApi.ts';
import type { ClubEventMap, ClubPrefs } from './clubEvents.ts';
import { type ClubRoute, clubHash, clubTabs, parseClubRoute } from './clubRoute.ts';
import { type ClubStrings, clubStrings } from './clubStrings.ts';
import { pageInbox } from './inbox.ts';
import type { ProfileViewer } from './nardy-club-profile.ts';
import { socialStrings } from './socialStrings.ts';
import { tournamentStrings } from './tournamentStrings.ts';
import './nardy-club-account.ts';
import './nardy-club-friends.ts';
import './nardy-club-games.ts';
import './nardy-club-leaders.ts';
import './nardy-club-lobby.ts';
import './nardy-club-profile.ts';
import './nardy-club-quick.ts';
import './nardy-club-tournament.ts';
import './nardy-club-tournaments.ts';
import './club.css';

type LobbyStatus = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/**
 * What the browser keeps of the club between visits (localStorage `nardy.club`); the guest's display
 * name is the one the online screen keeps (`nardy.online.name`), so a seat found here is taken under it.
 */
const PREFS_KEY = 'nardy.club';
const DEFAULT_PREFS: ClubPrefs = { name: '', preset: 'short', clock: 'standard', rated: false };

function readPrefs(): ClubPrefs {
  try {
    const o = JSON.parse(globalThis.localStorage?.getItem(PREFS_KEY) ?? 'null') as Partial<ClubPrefs> | null;
    if (o === null || typeof o !== 'object') return { ...DEFAULT_PREFS, name: guestNames().name() };
    return {
      name: guestNames().name(),
      preset: (QUICK_PRESET_NAMES as unknown[]).includes(o.preset) ? (o.preset as ClubPrefs['preset']) : 'short',
      clock: (CLOCK_PRESET_NAMES as unknown[]).includes(o.clock) ? (o.clock as ClubPrefs['clock']) : 'standard',
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
 * The club (docs/app.md "The club"): the frame of its pages — the tabs, the connection line, errors —
 * and what they share: the lobby, live over the server's socket (`OnlineLobby`), and the account. One
 * element per page draws it: `<nardy-club-lobby>`, `<nardy-club-quick>`, `<nardy-club-account>`,
 * `<nardy-club-profile>`, `<nardy-club-leaders>`, `<nardy-club-tournaments>`, `<nardy-club-tournament>`
 * (these two call the tournament routes themselves, through `api`); their requests (`ClubEventMap`) are answered here.
 * Light DOM, so the app's styles apply.
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
    _friends: { state: true },
    _challenges: { state: true },
    _blocked: { state: true },
    _games: { state: true },
    _notify: { state: true },
    _viewer: { state: true },
    _followed: { state: true },
    _inbox: { state: true },
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
  declare _friends: FriendsAnswer | null;
  declare _challenges: ChallengesAnswer | null;
  declare _blocked: readonly string[] | null;
  declare _games: MyGamesAnswer | { error: string } | null;
  declare _notify: NotifyPrefs & { readonly permission: string };
  /** The logged-in player's relation to the profile shown (follow, block). */
  declare _viewer: ProfileViewer | null;
  /** Names followed from the lobby in this visit (its Follow buttons turn to "Following"). */
  declare _followed: ReadonlySet<string>;
  /** The inbox's last read: the tabs count your turns and the challenges to you. */
  declare _inbox: InboxAnswer | null;

  #connection: OnlineLobby | null = null;
  #connecting: Promise<void> | null = null;
  #api: ClubApi | null = null;
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
    this._friends = null;
    this._challenges = null;
    this._blocked = null;
    this._games = null;
    this._notify = { ...attention.prefs, permission: notificationPermission() };
    this._viewer = null;
    this._followed = new Set();
    this._inbox = null;
    this.#on('nardy-club-follow', (d) => void this.#follow(d.name, d.follow));
    this.#on('nardy-club-block', (d) => void this.#block(d.name, d.block));
    this.#on('nardy-club-challenge', (d) => void this.#challenge(d));
    this.#on('nardy-club-answer', (d) => void this.#answer(d.id, d.action));
    this.#on('nardy-club-open-seat', (d) => void this.#openSeat(d.tableId));
    this.#on('nardy-club-notify', (d) => void this.#setNotify(d));
    this.#on('nardy-club-sit', (d) => void this.#sit(d.tableId));
    this.#on('nardy-club-prefs', (d) => this.#setPrefs(d));
    this.#on('nardy-club-guest-name', (d) => {
      this.#setPrefs({ name: d.name });
      void this.#reconnect();
    });
    this.#on('nardy-club-quick', () => this.#quick());
    this.#on('nardy-club-cancel', () => this.#connection?.cancel());
    this.#on('nardy-club-open', () => void this.#openTable());
    this.#on('nardy-club-account', (d) => void this.#account(d));
    this.#on('nardy-club-logout', () => void this.#logOut());
    this.#on('nardy-club-open-link', (d) => this.#open(d.link));
    this.#on('nardy-club-analyse', (d) => void this.#analyse(d.path, d.color, d.me, d.opponent));
  }

  #on<K extends keyof ClubEventMap>(type: K, handle: (detail: ClubEventMap[K]) => void): void {
    this.addEventListener(type, (e) => handle((e as CustomEvent<ClubEventMap[K]>).detail));
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

  override connectedCallback(): void {
    super.connectedCallback();
    void this.#loadUser();
    void this.#connect();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    const lobby = this.#connection;
    this.#connection = null;
    this.#connecting = null;
    void lobby?.close();
    pageInbox().onChange = null;
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
    this.#userChanged();
  }

  /** After a login, a logout, or the first answer: the inbox runs for an account, the pages reload. */
  #userChanged(): void {
    try {
      if (this._user) globalThis.localStorage?.setItem('nardy.account', '1');
      else globalThis.localStorage?.removeItem('nardy.account');
    } catch {
      // private mode: the inbox starts when the club is opened
    }
    const inbox = pageInbox();
    inbox.locale = this.locale;
    if (this._user) {
      inbox.onChange = (answer) => {
        const turns = (a: InboxAnswer | null) => (a?.yourTurn ?? []).map((g) => g.tableId).join(' ');
        if (this.route.page === 'games' && turns(answer) !== turns(this._inbox)) void this.#loadGames();
        this._inbox = answer;
        // A new challenge, or an answer to one: the friends page shows it at once.
        if (this.route.page === 'friends' && answer.notices.length > 0) void this.#loadSocial();
        else if (
          this.route.page === 'friends' &&
          answer.challenges.length !== (this._challenges?.incoming.filter((c) => c.status === 'pending').length ?? 0)
        ) {
          void this.#loadSocial();
        }
      };
      inbox.start();
    } else inbox.stop();
    this.#loaded = '';
    this.#loadPage();
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
        });
        lobby.on('matched', ({ link }) => {
          this._matched = true;
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
    if (route.page === 'friends') void this.#loadSocial();
    else if (route.page === 'games') void this.#loadGames();
    if (route.page === 'player') {
      this._viewer = null;
      if (this._user && this._user.name !== route.name) void this.#loadViewer(route.name, key);
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

  async #loadSocial(): Promise<void> {
    if (!this._user) return;
    try {
      const [friends, challenges, blocks] = await Promise.all([
        this.api.friends(),
        this.api.challenges(),
        this.api.blocks(),
      ]);
      this._friends = friends;
      this._challenges = challenges;
      this._blocked = blocks.blocked;
    } catch (e) {
      this._error = this.#errorText(e);
    }
  }

  async #loadGames(): Promise<void> {
    if (!this._user) return;
    this._games = null;
    try {
      this._games = await this.api.games();
    } catch (e) {
      this._games = { error: this.#errorText(e) };
    }
  }

  async #loadViewer(name: string, key: string): Promise<void> {
    try {
      const [following, blocks] = await Promise.all([this.api.isFollowing(name), this.api.blocks()]);
      if (this.#loaded === key) this._viewer = { following, blocked: blocks.blocked.includes(name) };
    } catch {
      // the profile shows without its buttons
    }
  }

  async #follow(name: string, follow: boolean): Promise<void> {
    this._error = null;
    try {
      await this.api.follow(name, follow);
      if (this._viewer) this._viewer = { ...this._viewer, following: follow };
      this._followed = new Set([...this._followed].filter((n) => n !== name).concat(follow ? [name] : []));
      if (this.route.page === 'friends') await this.#loadSocial();
    } catch (e) {
      this._error = this.#errorText(e);
    }
  }

  async #block(name: string, block: boolean): Promise<void> {
    this._error = null;
    try {
      this._blocked = (await this.api.block(name, block)).blocked;
      if (this._viewer) this._viewer = { following: block ? false : this._viewer.following, blocked: block };
      if (this.route.page === 'friends') await this.#loadSocial();
    } catch (e) {
      this._error = this.#errorText(e);
    }
  }

  async #challenge(request: Parameters<ClubApi['challenge']>[0]): Promise<void> {
    this._error = null;
    try {
      await this.api.challenge(request);
      await this.#loadSocial();
    } catch (e) {
      this._error = this.#errorText(e);
    }
  }

  async #answer(id: string, action: 'accept' | 'decline' | 'withdraw'): Promise<void> {
    this._error = null;
    try {
      if (action === 'accept') {
        const accepted = await this.api.accept(id);
        this.#open(accepted.join);
        return;
      }
      if (action === 'decline') await this.api.decline(id);
      else await this.api.withdraw(id);
      await this.#loadSocial();
      void pageInbox().poll();
    } catch (e) {
      this._error = this.#errorText(e);
      await this.#loadSocial();
    }
  }

  /** Opens the player's own seat at a table (a fresh join link from the server: any device). */
  async #openSeat(tableId: string): Promise<void> {
    this._error = null;
    try {
      this.#open((await this.api.seat(tableId)).join);
    } catch (e) {
      this._error = this.#errorText(e);
    }
  }

  async #setNotify(prefs: NotifyPrefs): Promise<void> {
    let system = prefs.system;
    // The browser asks the player on this click; refused, the switch stays off.
    if (system && !attention.prefs.system) system = await attention.requestPermission();
    attention.prefs = { sound: prefs.sound, system };
    writeNotifyPrefs(attention.prefs);
    this._notify = { ...attention.prefs, permission: notificationPermission() };
  }

  /** The New game screen's table (the challenge form offers it: any settings). */
  #mySpec(): TableSpec | null {
    try {
      const stored = globalThis.localStorage?.getItem('nardy.settings');
      return stored ? tableSpecFor(parseSettings(JSON.parse(stored))) : null;
    } catch {
      return null;
    }
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
      // `viewer`: the player's own colour (his mistakes become drills, docs/app.md "Drills").
      this.dispatchEvent(
        new CustomEvent('nardy-analyse-record', { detail: { record, names, viewer: color }, bubbles: true }),
      );
    } catch (e) {
      this._error = this.#errorText(e instanceof ClubApiError ? e : new ClubApiError('network/failed', String(e)));
    }
  }

  #quick(): void {
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

  async #account(form: ClubEventMap['nardy-club-account']): Promise<void> {
    this._error = null;
    try {
      this._user = form.register
        ? await this.api.register(form.name, form.password)
        : await this.api.logIn(form.name, form.password);
      this.querySelector('nardy-club-account')?.reset();
      this.#userChanged();
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
      this.#userChanged();
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
        (route.page === 'tournaments' && page === 'tournament') ||
        (route.page === 'player' && page === 'player') ||
        (route.page === 'leaders' && page === 'leaders');
      return html`<a class="club-tab" href=${clubHash(route)} aria-current=${current ? 'page' : nothing}>${label}</a>`;
    };
    const user = this._user ?? null;
    return html`<section class="club" aria-labelledby="club-title">
      <h2 id="club-title">${s.club}</h2>
      <nav class="club-tabs" aria-label=${s.club}>
        ${clubTabs(user, this.route, s, {
          tournaments: tournamentStrings(this.locale).tournaments,
          games: this.#gamesLabel(),
          friends: this.#friendsLabel(),
        }).map((t) => tab(t.route, t.label))}
      </nav>
      <p class="club-status" role="status" data-status=${this._status}>${s.connection[this._status]}</p>
      ${this._error ? html`<p class="club-error" role="alert">${this._error}</p>` : nothing}
      ${this.#page()}
    </section>`;
  }

  #gamesLabel(): string {
    const n = this._inbox?.yourTurn.length ?? 0;
    return n > 0 ? `${socialStrings(this.locale).myGames} (${n})` : socialStrings(this.locale).myGames;
  }

  #friendsLabel(): string {
    const n = this._inbox?.challenges.length ?? 0;
    return n > 0 ? `${socialStrings(this.locale).friends} (${n})` : socialStrings(this.locale).friends;
  }

  #page(): TemplateResult {
    const route = this.route;
    const loggedIn = this._user !== null && this._user !== undefined;
    switch (route.page) {
      case 'friends':
        return html`<nardy-club-friends
          .locale=${this.locale}
          ?logged-in=${loggedIn}
          .friends=${this._friends}
          .challenges=${this._challenges}
          .blocked=${this._blocked}
          .challengeTo=${route.challenge ?? ''}
          .mySpec=${this.#mySpec()}
          .notify=${this._notify}
        ></nardy-club-friends>`;
      case 'games':
        return html`<nardy-club-games .locale=${this.locale} ?logged-in=${loggedIn} .games=${this._games}></nardy-club-games>`;
      case 'quick':
        return html`<nardy-club-quick
          .locale=${this.locale}
          .prefs=${this._prefs}
          ?logged-in=${this._user !== null && this._user !== undefined}
          ?connected=${this._status === 'connected'}
          .queue=${this._queue}
          .lobby=${this._lobby}
          ?matched=${this._matched}
        ></nardy-club-quick>`;
      case 'account':
        return html`<nardy-club-account .locale=${this.locale} .user=${this._user}></nardy-club-account>`;
      case 'player':
        return html`<nardy-club-profile
          .locale=${this.locale}
          .server=${this.server}
          .profile=${this._profile}
          .viewer=${this._viewer}
        ></nardy-club-profile>`;
      case 'tournaments':
        return html`<nardy-club-tournaments
          .locale=${this.locale}
          .api=${this.api}
          ?logged-in=${this._user !== null && this._user !== undefined}
        ></nardy-club-tournaments>`;
      case 'tournament':
        return html`<nardy-club-tournament
          .locale=${this.locale}
          .api=${this.api}
          .user=${this._user?.name ?? ''}
          tournament-id=${route.id}
        ></nardy-club-tournament>`;
      case 'leaders':
        return html`<nardy-club-leaders .locale=${this.locale} .kind=${route.kind} .board=${this._leaders}></nardy-club-leaders>`;
      default:
        return html`<nardy-club-lobby
          .locale=${this.locale}
          .server=${this.server}
          .lobby=${this._lobby}
          .me=${this._user?.name ?? null}
          .followed=${this._followed}
        ></nardy-club-lobby>`;
    }
  }
}

/** Whether the page may show notifications: `granted`, `denied`, `default`, or `unsupported`. */
function notificationPermission(): string {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

customElements.define('nardy-club', NardyClub);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-club': NardyClub;
  }
}

export { parseClubRoute };
