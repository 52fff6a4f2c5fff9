import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { emit, type NardyErrorDetail } from '../events.ts';
import { type LiveStrings, liveStrings } from '../i18n/live.ts';
import { LocaleController, stringsFor } from '../i18n/locale.ts';
import {
  type ArenaStandingFeed,
  readTournament,
  type TournamentFeed,
  type TournamentPairingFeed,
  tableWatchLink,
  tournamentAddress,
} from './tournamentFeed.ts';
import { tournamentStyles } from './tournamentStyles.ts';

/** Seconds between two reads of a running tournament (default), and the least a page may ask. */
const DEFAULT_INTERVAL = 10;
const MIN_INTERVAL = 2;

/**
 * A tournament of the game server on any page: the bracket of an Olympic tournament (each round's
 * pairings, the series' wins, byes and forfeits, the match for third place) or the standings of an
 * arena, the tables played now, the places and the draw's seed — read from `src` (the server's `GET
 * /api/tournaments/:id`) and read again every `interval` seconds until the tournament is over. Every
 * table links to its watch link, which a page can show with `<nardy-table watch>`. Read-only; the
 * server must allow the page's origin (`nardy serve --embed-origin`).
 *
 * @summary A tournament's bracket or standings, live.
 * @tag nardy-tournament
 *
 * @event nardy-error - `src` names no tournament (`ERR_TOURNAMENT_SRC`), or it cannot be read: the server is out of reach (`tournament/unreachable`), answered an error (its code, e.g. `tournament/unknown`, or `tournament/http`), or sent no tournament (`ERR_TOURNAMENT_SHAPE`). The last good reading stays drawn and the reads go on.
 *
 * @csspart tournament - The whole element.
 * @csspart header - The name, format, status and entrants.
 * @csspart bracket - An Olympic tournament's rounds.
 * @csspart round - One round (its heading and pairings).
 * @csspart pairing - One pairing: its two sides, their wins and its tables.
 * @csspart winner - The side that won a pairing.
 * @csspart table-link - A link to a table's watch link.
 * @csspart standings - An arena's standings (a table).
 * @csspart now - The tables played now.
 * @csspart places - The places at the end.
 * @csspart seed - The draw's seed.
 * @csspart error - Why the tournament cannot be read now.
 *
 * @cssprop --nardy-accent - The colour of links and of the winners.
 */
export class NardyTournament extends LitElement {
  static override styles = tournamentStyles;

  /**
   * The tournament: its address on the game server, `https://server/api/tournaments/ID`, or its page in
   * the app, `https://server/#/club/tournament/ID`.
   */
  @property({ type: String, reflect: true }) src: string | null = null;
  /** Seconds between two reads while the tournament is open or running (default 10, at least 2). */
  @property({ type: Number, reflect: true }) interval: number | null = null;
  /** Language: en, ru or uk (default: the page-wide `setLocale`). */
  @property({ type: String, reflect: true }) locale: string | null = null;
  /** `light` (default), `dark` or `auto`. */
  @property({ type: String, reflect: true }) theme: string | null = null;

  @state() private _feed: TournamentFeed | null = null;
  @state() private _error: NardyErrorDetail | null = null;

  readonly #locale = new LocaleController(this, stringsFor);
  #timer: ReturnType<typeof setTimeout> | null = null;
  /** Where `src` is read (its API address). */
  #address: string | null = null;
  #reading: AbortController | null = null;

  /** The tournament as last read (null before the first good reading). */
  get tournament(): TournamentFeed | null {
    return this._feed;
  }

  /** Why the latest read failed, or null; it stays until a read succeeds. */
  get error(): NardyErrorDetail | null {
    return this._error;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.#restart();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stop();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('src')) {
      this._feed = null;
      this._error = null;
      this.#restart();
    }
  }

  #stop(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#reading?.abort();
    this.#reading = null;
  }

  #restart(): void {
    this.#stop();
    this.#address = null;
    if (!this.src) return;
    this.#address = tournamentAddress(this.src, document.baseURI);
    if (this.#address === null) {
      this._error = {
        code: 'ERR_TOURNAMENT_SRC',
        message: 'src must be a tournament of a Nardy server (https://server/api/tournaments/ID or its page)',
      };
      emit(this, 'nardy-error', this._error);
      return;
    }
    void this.#read(this.#address);
  }

  /** Reads `src` once, then schedules the next read unless the tournament is over. */
  async #read(src: string): Promise<void> {
    const reading = new AbortController();
    this.#reading = reading;
    const failed = await this.#fetch(src, reading.signal);
    if (reading.signal.aborted) return;
    this.#reading = null;
    if (failed) {
      this._error = failed;
      emit(this, 'nardy-error', failed);
    }
    if (this._feed?.status === 'finished' && !failed) return;
    const asked = Number(this.interval ?? DEFAULT_INTERVAL);
    const seconds = Number.isFinite(asked) ? Math.max(MIN_INTERVAL, asked) : DEFAULT_INTERVAL;
    this.#timer = setTimeout(() => void this.#read(src), seconds * 1000);
  }

  /** One read: null when it succeeded (the feed is set), else what went wrong. */
  async #fetch(src: string, signal: AbortSignal): Promise<NardyErrorDetail | null> {
    let res: Response;
    let body: unknown;
    try {
      res = await fetch(src, {
        signal,
        credentials: 'omit',
        cache: 'no-store',
        headers: { accept: 'application/json' },
      });
      body = await res.json().catch(() => null);
    } catch (e) {
      return { code: 'tournament/unreachable', message: `the tournament cannot be read: ${String(e)}` };
    }
    if (!res.ok) {
      const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
      return {
        code: typeof error?.code === 'string' ? error.code : 'tournament/http',
        message: typeof error?.message === 'string' ? error.message : `the server answered ${res.status}`,
      };
    }
    const feed = readTournament(body);
    if (!feed.ok) return feed.error;
    this._feed = feed.value;
    this._error = null;
    return null;
  }

  #link(feed: TournamentFeed, table: string): string {
    return tableWatchLink(feed, this.#address ?? '', table);
  }

  #renderPairing(feed: TournamentFeed, p: TournamentPairingFeed, t: LiveStrings): TemplateResult {
    const side = (name: string | null, wins: number | undefined, other: string | null) => {
      const won = name !== null && p.winner === name;
      const label = name ?? (p.bye && other !== null ? t.bye : t.unknown);
      return html`<div class="side ${won ? 'winner' : ''} ${name === null ? 'empty' : ''}" part="side ${won ? 'winner' : ''}">
        <span class="name">${label}</span>${wins === undefined ? nothing : html`<span class="wins">${wins}</span>`}
      </div>`;
    };
    const live = new Set(feed.now.map((n) => n.table));
    return html`<li class="pairing" part="pairing">
      ${side(p.white, p.bye ? undefined : p.wins?.[0], p.black)}${side(p.black, p.bye ? undefined : p.wins?.[1], p.white)}
      ${p.forfeit ? html`<div class="forfeit">${t.forfeit(p.forfeit)}</div>` : nothing}
      ${
        p.tables.length === 0
          ? nothing
          : html`<div class="tables">${p.tables.map(
              (id, i) =>
                html`<a
                  part="table-link"
                  class=${live.has(id) ? 'live' : ''}
                  href=${this.#link(feed, id)}
                  target="_blank"
                  rel="noopener"
                  aria-label=${t.watchTable(p.white ?? t.unknown, p.black ?? t.unknown, i + 1)}
                  >${t.table(i + 1, live.has(id))}</a
                >`,
            )}</div>`
      }
    </li>`;
  }

  #renderBracket(feed: TournamentFeed, t: LiveStrings): TemplateResult {
    const rounds = feed.rounds.map((r) => r.pairings.filter((p) => p.stage !== 'third'));
    const third = feed.rounds.flatMap((r) => r.pairings.filter((p) => p.stage === 'third'));
    return html`<div class="bracket" part="bracket">
      ${rounds.map(
        (pairings, i) =>
          html`<section class="round" part="round">
            <h3>${t.round(i + 1, rounds.length)}</h3>
            <ol>${pairings.map((p) => this.#renderPairing(feed, p, t))}</ol>
          </section>`,
      )}
      ${
        third.length === 0
          ? nothing
          : html`<section class="round third" part="round">
              <h3>${t.thirdPlace}</h3>
              <ol>${third.map((p) => this.#renderPairing(feed, p, t))}</ol>
            </section>`
      }
    </div>`;
  }

  #renderStandings(feed: TournamentFeed, t: LiveStrings): TemplateResult {
    const cell = (n: number | null) => (n === null ? '' : String(n));
    const playingAt = (s: ArenaStandingFeed) => feed.now.find((n) => n.white === s.name || n.black === s.name);
    // On a phone the table scrolls sideways inside the element instead of running off it.
    return html`<div class="scroll"><table class="standings" part="standings">
      <caption>${t.standings}</caption>
      <thead>
        <tr><th scope="col">#</th><th scope="col">${t.player}</th><th scope="col">${t.points}</th><th scope="col">${t.wins}</th><th scope="col">${t.losses}</th><th scope="col">${t.streak}</th><th scope="col"><span class="sr-only">${t.nowPlaying}</span></th></tr>
      </thead>
      <tbody>
        ${feed.standings.map((s, i) => {
          const at = s.playing ? playingAt(s) : undefined;
          return html`<tr>
            <td>${i + 1}</td><th scope="row">${s.name}</th><td>${s.points}</td><td>${cell(s.wins)}</td><td>${cell(s.losses)}</td><td>${cell(s.streak)}</td>
            <td>${
              at
                ? html`<a part="table-link" class="live" href=${at.watch} target="_blank" rel="noopener">${t.playing}</a>`
                : s.playing
                  ? t.playing
                  : ''
            }</td>
          </tr>`;
        })}
      </tbody>
    </table></div>`;
  }

  override render() {
    const t = liveStrings(this.#locale.strings.lang);
    const feed = this._feed;
    const error = this._error
      ? html`<p class="error" part="error" role="alert">${feed ? t.unreachable : this._error.message}</p>`
      : nothing;
    if (!feed) {
      return html`<div class="tournament" part="tournament" lang=${this.#locale.strings.lang}>
        ${error}${this._error || !this.src ? nothing : html`<p class="loading" role="status">${t.loading}</p>`}
      </div>`;
    }
    return html`<div class="tournament" part="tournament" lang=${this.#locale.strings.lang}>
      <header part="header">
        <h2>${feed.name}</h2>
        <p class="facts">${t.format(feed.format)} · ${t.status(feed.status)} · ${t.entrants(feed.entrants.length)}</p>
      </header>
      ${error}
      ${
        feed.places.length === 0
          ? nothing
          : html`<section part="places" class="places">
              <h3>${t.places}</h3>
              <ol>${[...feed.places].sort((a, b) => a.place - b.place).map((p) => html`<li value=${p.place}>${p.name}</li>`)}</ol>
            </section>`
      }
      ${feed.format === 'olympic' ? this.#renderBracket(feed, t) : this.#renderStandings(feed, t)}
      ${
        feed.now.length === 0
          ? nothing
          : html`<section part="now" class="now">
              <h3>${t.nowPlaying}</h3>
              <ul>${feed.now.map(
                (n) =>
                  html`<li>${n.white} — ${n.black}
                    <a part="table-link" class="live" href=${n.watch} target="_blank" rel="noopener">${t.watch}</a></li>`,
              )}</ul>
            </section>`
      }
      ${feed.drawSeed === null ? nothing : html`<p class="seed" part="seed">${t.drawSeed}: <code>${feed.drawSeed}</code></p>`}
    </div>`;
  }
}
