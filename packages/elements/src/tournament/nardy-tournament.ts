import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { emit } from '../events.ts';
import { isShownTournament, type ShownTournament, tournamentApiUrl } from './tournamentData.ts';
import { tournamentStringsFor } from './tournamentStrings.ts';

/** Least time between two reads of the server (seconds). */
const MIN_INTERVAL = 2;

/**
 * A tournament of a Nardy server, live on any page: its bracket (Olympic) or standings (arena), who
 * plays now, and the places; every table links to the server's page of that table to watch it. `src`
 * is the tournament's address (its page `https://host/#/club/tournament/<id>`, or
 * `https://host/api/tournaments/<id>`); it is read again every `interval` seconds. The server must
 * allow the page's origin for this read (`nardy serve --embed-origins`, docs/embedding.md). Read-only.
 *
 * @summary Live tournament bracket or standings.
 * @tag nardy-tournament
 * @csspart bracket - The rounds of an Olympic tournament.
 * @csspart standings - The standings table of an arena.
 * @cssprop --nardy-tournament-winner - Colour of a pairing's winner.
 * @event nardy-error - `src` is no tournament address (`ERR_TOURNAMENT_SRC`), or the server could not be read (`ERR_TOURNAMENT_FETCH`; the last picture stays and the next read tries again); detail `{code, message}`, also in `error`.
 */
export class NardyTournament extends LitElement {
  static override styles = css`
    :host {
      display: block;
      font: inherit;
    }
    .rounds {
      display: flex;
      gap: 1em;
      overflow-x: auto;
      align-items: flex-start;
    }
    .round {
      display: grid;
      gap: 0.5em;
      min-width: 9em;
    }
    .pairing {
      border: 1px solid color-mix(in srgb, currentColor 25%, transparent);
      border-radius: 0.3em;
      padding: 0.25em 0.5em;
    }
    .pairing ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .pairing li {
      display: flex;
      justify-content: space-between;
      gap: 0.5em;
    }
    .winner {
      font-weight: 700;
      color: var(--nardy-tournament-winner, inherit);
    }
    h2,
    h3,
    h4 {
      margin: 0.4em 0;
    }
    table {
      border-collapse: collapse;
    }
    td,
    th {
      padding: 0.15em 0.5em;
      text-align: start;
      font-variant-numeric: tabular-nums;
    }
  `;

  /** The tournament's address: its page in the app (`#/club/tournament/<id>`) or its API address. */
  @property({ type: String, reflect: true }) src: string | null = null;
  /** Seconds between two reads (at least 2; default 5). */
  @property({ type: Number, reflect: true }) interval = 5;
  /** Language of the texts (en, ru, uk); default: the page-wide one. */
  @property({ type: String, reflect: true }) locale: string | null = null;

  @state() private shown: ShownTournament | null = null;
  @state() private problem: { code: string; message: string } | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #reads = 0;

  /** Why the last read failed (`ERR_TOURNAMENT_SRC`, `ERR_TOURNAMENT_FETCH`), or null. */
  get error(): { code: string; message: string } | null {
    return this.problem;
  }

  /** The tournament as last read (the server's answer), or null. */
  get tournament(): ShownTournament | null {
    return this.shown;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#schedule(0);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('src') && changed.get('src') !== undefined) {
      this.shown = null;
      this.#schedule(0);
    }
  }

  #schedule(ms: number): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#read(), ms);
  }

  async #read(): Promise<void> {
    const read = ++this.#reads;
    const url = this.src ? tournamentApiUrl(this.src, document.baseURI) : null;
    if (url === null) {
      this.#fail('ERR_TOURNAMENT_SRC', `src is not a tournament's address: ${String(this.src)}`);
      return;
    }
    try {
      const res = await fetch(url, { credentials: 'omit', headers: { accept: 'application/json' } });
      const body: unknown = await res.json();
      if (read !== this.#reads) return;
      if (!res.ok || !isShownTournament(body)) throw new Error(`${res.status} from ${url}`);
      this.shown = body;
      this.problem = null;
    } catch (e) {
      if (read !== this.#reads) return;
      this.#fail('ERR_TOURNAMENT_FETCH', `could not read the tournament: ${(e as Error).message}`);
    }
    if (this.isConnected && this.shown?.status !== 'finished') {
      this.#schedule(Math.max(MIN_INTERVAL, Number(this.interval) || 5) * 1000);
    }
  }

  #fail(code: string, message: string): void {
    this.problem = { code, message };
    emit(this, 'nardy-error', { code, message });
  }

  /** The server's page of a table (its watch link). */
  #tableLink(id: string): string {
    const api = this.src ? tournamentApiUrl(this.src, document.baseURI) : null;
    return api ? `${api.origin}/#table=${id}` : `#table=${id}`;
  }

  override render() {
    const s = tournamentStringsFor(this.locale);
    const t = this.shown;
    if (t === null) return html`<p role="status">${this.problem ? this.problem.message : s.loading}</p>`;
    return html`<section aria-label=${t.name}>
      <h2>${t.name}</h2>
      <p>${s.status[t.status]}${t.drawSeed ? html` · ${s.drawSeed(t.drawSeed)}` : nothing}</p>
      ${
        t.places.length > 0
          ? html`<h3>${s.places}</h3>
            <ol>
              ${t.places.map((p) => html`<li value=${p.place}>${p.name}</li>`)}
            </ol>`
          : nothing
      }
      ${
        t.now.length > 0
          ? html`<h3>${s.playingNow}</h3>
            <ul>
              ${t.now.map(
                (n) =>
                  html`<li><a href=${this.#tableLink(n.table)} target="_blank" rel="noopener"
                      >${s.watch(n.white, n.black)}</a
                    ></li>`,
              )}
            </ul>`
          : nothing
      }
      ${t.rounds ? this.#bracket(t) : nothing} ${t.standings ? this.#standings(t) : nothing}
    </section>`;
  }

  #bracket(t: ShownTournament) {
    const s = tournamentStringsFor(this.locale);
    const rounds = t.rounds ?? [];
    return html`<div class="rounds" part="bracket">
      ${rounds.map(
        (r, i) => html`<div class="round">
          <h4>${s.round(i + 1, rounds.length)}</h4>
          ${r.pairings.map(
            (p) => html`<div class="pairing">
              ${p.stage === 'third' ? html`<h4>${s.thirdPlace}</h4>` : nothing}
              <ul>
                ${([0, 1] as const).map((side) => {
                  const name = side === 0 ? p.white : p.black;
                  return html`<li class=${p.winner !== null && p.winner === name ? 'winner' : ''}>
                    <span>${name ?? (p.bye ? s.bye : s.waiting)}</span>
                    ${p.tables.length > 0 ? html`<span>${p.wins[side]}</span>` : nothing}
                  </li>`;
                })}
              </ul>
              ${p.forfeit ? html`<small>${s.forfeit}</small>` : nothing}
              ${p.tables.map(
                (id, n) => html`<a href=${this.#tableLink(id)} target="_blank" rel="noopener">${s.match(n + 1)}</a> `,
              )}
            </div>`,
          )}
        </div>`,
      )}
    </div>`;
  }

  #standings(t: ShownTournament) {
    const s = tournamentStringsFor(this.locale);
    return html`<table part="standings">
      <caption>${s.standings}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">${s.player}</th>
          <th scope="col">${s.points}</th>
          <th scope="col">${s.wins}</th>
          <th scope="col">${s.losses}</th>
        </tr>
      </thead>
      <tbody>
        ${(t.standings ?? []).map(
          (r, i) => html`<tr>
            <td>${i + 1}</td>
            <td>${r.name}</td>
            <td>${r.points}</td>
            <td>${r.wins}</td>
            <td>${r.losses}</td>
          </tr>`,
        )}
      </tbody>
    </table>`;
  }
}
