import {
  type ConnectionStatus,
  clockDisplay,
  OnlineError,
  type OnlineSnapshot,
  OnlineTable,
  parseTableLink,
} from '@nardy/online';
import type { Color } from '@nardy/rules';
import { html, nothing } from 'lit';
import { formatClock, liveStrings } from '../i18n/live.ts';
import { stringsFor } from '../i18n/locale.ts';
import type { WatchTableEvents, WatchTableHandle, WatchTableMaker } from '../table/watchTables.ts';

const COLORS: readonly Color[] = ['white', 'black'];

/** How often a running clock is drawn again (its seconds count down between the server's messages). */
const TICK_MS = 250;

/** Opens a connection; `OnlineTable.connect` unless a test hands another. */
export type Connect = (link: string) => Promise<OnlineTable>;

/**
 * `<nardy-table watch=…>`: follows a table of the game server as a spectator through `OnlineTable` —
 * every move, roll and result as the server tells it, the clocks counted down between its messages,
 * reconnecting by itself. Only a watch link is accepted: a join link holds a seat's secret token, which
 * has no place in a page's markup (`ERR_WATCH_LINK`). A spectator sends nothing (the chat is not shown).
 */
export const watchTable: WatchTableMaker = (link, events) => watchWith(link, events, (l) => OnlineTable.connect(l));

export function watchWith(link: string, events: WatchTableEvents, connect: Connect): ReturnType<WatchTableMaker> {
  const parsed = parseTableLink(link.trim());
  if (parsed === null || parsed.token !== undefined) {
    return {
      ok: false,
      error: { code: 'ERR_WATCH_LINK', message: 'watch needs the watch link of a table (https://server/#table=…)' },
    };
  }
  return { ok: true, value: new WatchedTable(link.trim(), events, connect) };
}

class WatchedTable implements WatchTableHandle {
  readonly #events: WatchTableEvents;
  #table: OnlineTable | null = null;
  #snapshot: OnlineSnapshot | null = null;
  #status: ConnectionStatus = 'connecting';
  #stopped = false;
  #tick: ReturnType<typeof setInterval> | null = null;
  #off: (() => void)[] = [];

  constructor(link: string, events: WatchTableEvents, connect: Connect) {
    this.#events = events;
    connect(link).then(
      (table) => this.#attach(table),
      (e: unknown) => {
        if (this.#stopped) return;
        this.#status = 'closed';
        events.error({
          code: e instanceof OnlineError ? e.code : 'connection/failed',
          message: e instanceof Error ? e.message : String(e),
        });
      },
    );
  }

  get view() {
    return this.#snapshot?.view ?? null;
  }

  get names() {
    const seats = this.#snapshot?.seats;
    if (!seats) return null;
    const strings = stringsFor();
    return {
      white: seats.white.name ?? strings.player('white'),
      black: seats.black.name ?? strings.player('black'),
    };
  }

  get forced() {
    return this.#snapshot?.auto ?? null;
  }

  #attach(table: OnlineTable): void {
    if (this.#stopped) {
      void table.close();
      return;
    }
    this.#table = table;
    this.#status = table.status;
    this.#take(table.snapshot);
    this.#off.push(
      table.on('change', (s) => this.#take(s)),
      table.on('status', (status, error) => {
        this.#status = status;
        if (status === 'closed' && error) this.#events.error({ code: error.code, message: error.message });
        this.#events.changed();
      }),
    );
  }

  #take(snapshot: OnlineSnapshot): void {
    this.#snapshot = snapshot;
    // The seconds of a running clock count down between the server's messages.
    const running = snapshot.clock?.running != null && snapshot.forfeit === null;
    if (running && this.#tick === null) this.#tick = setInterval(() => this.#events.changed(), TICK_MS);
    if (!running && this.#tick !== null) {
      clearInterval(this.#tick);
      this.#tick = null;
    }
    this.#events.changed();
  }

  header(lang: string): unknown {
    const t = liveStrings(lang);
    const s = this.#snapshot;
    const connection =
      this.#status === 'connecting'
        ? t.connecting
        : this.#status === 'reconnecting'
          ? t.reconnecting
          : this.#status === 'closed'
            ? t.closed
            : t.live(s?.spectators ?? 0);
    const names = this.names;
    const name = (c: Color) => names?.[c] ?? stringsFor(lang).player(c);
    const shown = s?.clock ? clockDisplay(s.clock, Math.max(0, performance.now() - s.clockReceivedAt)) : null;
    const forfeit = s?.forfeit ?? null;
    return html`<div class="watch" part="watch">
      <span class="connection" role="status">${connection}</span>
      ${
        shown === null
          ? nothing
          : html`<span class="clocks" role="group" aria-label=${t.clocks}>${COLORS.map((c) => {
              const d = shown[c];
              const delay = d.running && d.delayMs > 0 ? formatClock(d.delayMs) : null;
              return html`<span
                class="clock ${d.running ? 'running' : ''}"
                part="clock ${d.running ? 'clock-running' : ''}"
                data-color=${c}
                role="timer"
                aria-label=${t.clock(name(c), formatClock(d.reserveMs), delay)}
                >${name(c)} <b>${formatClock(d.reserveMs)}</b>${delay === null ? nothing : html` +${delay}`}</span
              >`;
            })}</span>`
      }
      ${
        forfeit === null
          ? nothing
          : html`<span class="forfeit" role="status"
              >${forfeit.reason === 'timeout' ? t.lostOnTime(name(forfeit.player)) : t.abandoned(name(forfeit.player))}</span
            >`
      }
    </div>`;
  }

  stop(): void {
    this.#stopped = true;
    if (this.#tick !== null) clearInterval(this.#tick);
    this.#tick = null;
    for (const off of this.#off) off();
    this.#off = [];
    void this.#table?.close();
    this.#table = null;
  }
}
