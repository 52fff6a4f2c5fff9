import { type AuthContext, type Client, type ClientPrivate, matchMaker, Room, ServerError } from '@colyseus/core';
import {
  clockForPreset,
  isClockPreset,
  isQuickPreset,
  type LobbyPlayer,
  type LobbyRefusalCode,
  type LobbyState,
  type LobbyTable,
  normalizeName,
  PROTOCOL_VERSION,
  QUICK_PRESETS,
  type QuickPreset,
  RATING_KINDS,
  type RatingKind,
  TABLE_ID_PATTERN,
  TABLE_ROOM,
} from '@nardy/online';
import { parseTableConfig } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { Account, AccountStore } from './accounts/accountStore.ts';
import { sessionToken } from './accounts/cookies.ts';
import type { Limits, WindowCounter } from './limits.ts';
import { isRoomMessage, MessageGate } from './messageGate.ts';
import { openTable } from './newTable.ts';
import type { Logger } from './observability/logger.ts';
import { ratingKind } from './ratings/glicko.ts';
import type { RatingStore } from './ratings/ratingStore.ts';
import { LOBBY_CHANNEL } from './room/settings.ts';
import { StorageUnavailable } from './storage/storageFailure.ts';
import type { TableStore } from './storage/tableStore.ts';

export interface LobbySettings {
  readonly store: TableStore;
  readonly accounts: AccountStore;
  readonly ratings: RatingStore;
  readonly limits: Limits;
  /** Tables created per address (the HTTP API's counter): each quick-match table counts for its players' addresses. */
  readonly tablesPerAddress: WindowCounter;
  /** The server's logger (the lobby's lines carry `room: "lobby"`). */
  readonly logger: Logger;
}

interface LobbyAuth {
  readonly account: Account | null;
  /** The connection's address (its socket's), for the table limit. */
  readonly address: string;
}

/** One person waiting for a quick match. */
interface Waiting {
  readonly client: Client;
  readonly preset: QuickPreset;
  readonly clock: string;
  readonly rated: boolean;
  readonly account: Account | null;
  readonly address: string;
  readonly rating: number;
  readonly since: number;
}

/** Rating distance two waiting players may have: it widens the longer they wait. */
export function ratingWindow(waitedMs: number): number {
  return Math.min(800, 150 + 50 * Math.floor(waitedMs / 5000));
}

/** Tables the lobby lists in play at most (the count says how many there are). */
const MAX_PLAYING = 100;
const MAX_PLAYERS = 200;

/**
 * The lobby (docs/online.md "Lobby"): one room for the whole server, live over its socket. It shows the
 * listed tables — open ones to sit at, those in play to watch — and who is online, read from the table
 * rooms' metadata in every process (`matchMaker.query`) at the next half-second flush after a table room
 * says it changed (once, however many changed); and it pairs people waiting for a quick match of the same preset and clock (by rating when rated), opening the
 * table for them.
 */
export function lobbyRoomClass(settings: LobbySettings): new (...args: unknown[]) => Room {
  const { store, accounts, ratings, limits, tablesPerAddress } = settings;
  const log = settings.logger.child({ room: 'lobby' });

  return class LobbyRoom extends Room {
    static override async onAuth(_token: string, options: unknown, context: AuthContext): Promise<LobbyAuth> {
      const o = (typeof options === 'object' && options !== null ? options : {}) as Record<string, unknown>;
      if (o.protocol !== PROTOCOL_VERSION) {
        throw new ServerError(4400, `join/protocol: this server speaks protocol ${PROTOCOL_VERSION}`);
      }
      return {
        account: await accounts.sessionAccount(sessionToken(context.headers ?? {}, context.token)),
        address: context.req?.socket?.remoteAddress ?? 'unknown',
      };
    }

    members = new Map<
      string,
      { name: string | null; account: Account | null; address: string; ratings: LobbyPlayer['ratings'] }
    >();
    gate = new MessageGate<LobbyRefusalCode>(limits, (client, code, message, id) =>
      this.refuse(client, code, message, id),
    );
    queue = new Map<string, Waiting>();
    tables: LobbyTable[] = [];
    playingCount = 0;
    seated: LobbyPlayer[] = [];
    last = '';
    dirty = true;
    /** A table room said that what the lobby shows of it changed: read the tables again at the next flush. */
    stale = false;
    refreshing = false;
    refreshAgain = false;
    unsubscribe: (() => void) | null = null;
    timers: ReturnType<typeof setInterval>[] = [];

    override async onCreate(): Promise<void> {
      this.autoDispose = true;
      this.setPatchRate(null);
      // Reading the tables visits every table room (in every process), so it is done at most once per
      // flush, not once per announcement: a burst of new tables (each announces itself several times as
      // it is loaded and its seats join) would otherwise cost the number of rooms for each announcement.
      const listener = () => {
        this.stale = true;
      };
      await this.presence.subscribe(LOBBY_CHANNEL, listener);
      this.unsubscribe = () => void this.presence.unsubscribe(LOBBY_CHANNEL, listener);
      // A safety net for changes nobody announced (a process that died), and the quick-match windows.
      // (Plain timers: the room's own clock only ticks with a patch rate, and this room sends messages.)
      this.timers.push(
        setInterval(() => void this.refresh(), 3000),
        setInterval(() => this.pair(), 1000),
        setInterval(() => void this.flush(), 500),
      );
      await this.refresh();
    }

    override onDispose(): void {
      for (const t of this.timers) clearInterval(t);
      this.unsubscribe?.();
      for (const w of this.queue.values()) w.client.send('queued', { waiting: false });
    }

    override async onJoin(client: Client, options: Record<string, unknown>, auth: LobbyAuth): Promise<void> {
      const account = auth.account;
      let shown: LobbyPlayer['ratings'];
      if (account !== null) {
        const r = await ratings.ratingsOf(account.id);
        shown = Object.fromEntries(
          RATING_KINDS.filter((k) => r[k]).map((k) => [k, Math.round((r[k] as { rating: number }).rating)]),
        );
      }
      this.members.set(client.sessionId, {
        name: account?.name ?? normalizeName(options.name),
        account,
        address: auth.address,
        ratings: shown,
      });
      this.dirty = true;
      client.send('lobby', this.lobbyState());
      client.send('queued', { waiting: false });
    }

    override onLeave(client: Client): void {
      this.members.delete(client.sessionId);
      this.gate.forget(client.sessionId);
      this.queue.delete(client.sessionId);
      this.dirty = true;
    }

    refuse(client: Client, code: LobbyRefusalCode, message: string, id?: number): void {
      client.send('refused', id === undefined ? { code, message } : { id, code, message });
    }

    /**
     * Every client message passes the gate (size, rate, decode; strikes close the connection) and goes to
     * its handler; a database out of reach is the sender's refusal `server/storage`.
     */
    protected override _onMessage(client: Client & ClientPrivate, buffer: Buffer): void {
      if (!isRoomMessage(buffer)) {
        super._onMessage(client, buffer);
        return;
      }
      if (!this.members.has(client.sessionId)) return;
      const message = this.gate.admit(client, buffer);
      if (message === null) return;
      const { type, payload } = message;
      const handler =
        type === 'quick'
          ? () => this.onQuick(client, payload)
          : type === 'cancel'
            ? async () => this.onCancel(client)
            : type === 'sit'
              ? () => this.onSit(client, payload)
              : null;
      if (handler === null) {
        this.gate.strike(
          client,
          'message/unknown-type',
          `unknown message type ${JSON.stringify(String(type)).slice(0, 40)}`,
        );
        return;
      }
      handler().catch((e: unknown) => {
        if (e instanceof StorageUnavailable) {
          log.warn(e.message);
          this.refuse(client, 'server/storage', 'the server could not reach its database; try again');
          return;
        }
        log.warn({ err: e }, 'a lobby call failed');
      });
    }

    onCancel(client: Client): void {
      this.gate.clear(client.sessionId);
      this.queue.delete(client.sessionId);
      this.dirty = true;
      client.send('queued', { waiting: false });
    }

    async onQuick(client: Client, payload: unknown): Promise<void> {
      const member = this.members.get(client.sessionId);
      if (!member) return;
      const p = isRecord(payload) ? payload : {};
      if (!isQuickPreset(p.preset)) {
        return this.gate.strike(client, 'quick/preset', `presets are ${Object.keys(QUICK_PRESETS).join(', ')}`);
      }
      if (!isClockPreset(p.clock)) {
        return this.gate.strike(client, 'quick/clock', 'clock is none, blitz, standard or relaxed');
      }
      if (p.rated !== undefined && typeof p.rated !== 'boolean') {
        return this.gate.strike(client, 'message/malformed', 'quick is {"preset", "clock", "rated"?: boolean}');
      }
      this.gate.clear(client.sessionId);
      const rated = p.rated === true;
      if (rated && member.account === null) return this.refuse(client, 'quick/login-required', 'log in to play rated');
      if (!tablesPerAddress.allowed(member.address)) return this.refuseTables(client);
      const kind = kindOf(p.preset);
      const rating = rated ? (member.ratings?.[kind] ?? 1500) : 1500;
      const waiting: Waiting = {
        client,
        preset: p.preset,
        clock: p.clock,
        rated,
        account: member.account,
        address: member.address,
        rating,
        since: Date.now(),
      };
      this.queue.set(client.sessionId, waiting);
      client.send('queued', { waiting: true, preset: waiting.preset, clock: waiting.clock, rated, waitedMs: 0 });
      this.dirty = true;
      this.pair();
    }

    /** Pairs waiting people of the same preset, clock and rated, oldest first; rated ones by rating window. */
    pair(): void {
      const now = Date.now();
      const waiting = [...this.queue.values()].sort((a, b) => a.since - b.since);
      const taken = new Set<string>();
      for (const a of waiting) {
        if (taken.has(a.client.sessionId)) continue;
        const b = waiting.find(
          (o) =>
            o !== a &&
            !taken.has(o.client.sessionId) &&
            o.preset === a.preset &&
            o.clock === a.clock &&
            o.rated === a.rated &&
            !(a.account !== null && o.account !== null && a.account.id === o.account.id) &&
            (!a.rated ||
              Math.abs(a.rating - o.rating) <= Math.max(ratingWindow(now - a.since), ratingWindow(now - o.since))),
        );
        if (b === undefined) continue;
        // The table counts against its players' addresses, as one created through the API would: a quick
        // match is no way around the limit. A player over it leaves the queue; the other waits on.
        const over = [a, b].filter((w) => !tablesPerAddress.allowed(w.address));
        if (over.length > 0) {
          for (const w of over) {
            this.queue.delete(w.client.sessionId);
            this.refuseTables(w.client);
            taken.add(w.client.sessionId);
          }
          this.dirty = true;
          continue;
        }
        for (const address of new Set([a.address, b.address])) tablesPerAddress.hit(address);
        taken.add(a.client.sessionId);
        taken.add(b.client.sessionId);
        this.queue.delete(a.client.sessionId);
        this.queue.delete(b.client.sessionId);
        this.dirty = true;
        void this.match(a, b);
      }
    }

    /** Opens the table for two matched people (colours drawn) and gives each his seat. */
    async match(a: Waiting, b: Waiting): Promise<void> {
      const config = parseTableConfig(QUICK_PRESETS[a.preset]);
      if (!config.ok) throw new Error(`quick preset ${a.preset}: ${config.error.code}`);
      try {
        const { id, tokens } = await openTable(store, {
          config: config.value,
          name: null,
          clock: isClockPreset(a.clock) ? clockForPreset(a.clock, config.value.spec) : null,
          rated: a.rated,
          listed: true,
        });
        const [white, black] = Math.random() < 0.5 ? [a, b] : [b, a];
        white.client.send('matched', { tableId: id, color: 'white', token: tokens.white });
        black.client.send('matched', { tableId: id, color: 'black', token: tokens.black });
        for (const w of [a, b]) w.client.send('queued', { waiting: false });
      } catch (e) {
        log.error({ err: e }, 'opening a quick-match table failed');
        // Back in the queue, at their places (unless they left meanwhile), told why they still wait.
        for (const w of [a, b]) {
          if (!this.members.has(w.client.sessionId)) continue;
          this.queue.set(w.client.sessionId, w);
          if (e instanceof StorageUnavailable) {
            this.refuse(w.client, 'server/storage', 'the server could not reach its database; still waiting');
          }
        }
        this.dirty = true;
      }
    }

    refuseTables(client: Client): void {
      this.queue.delete(client.sessionId);
      this.dirty = true;
      client.send('queued', { waiting: false });
      this.refuse(client, 'rate/tables', 'too many tables from this address; try again in a minute');
    }

    /** Sits at an open listed table: the table room (wherever it lives) gives its empty seat a new token. */
    async onSit(client: Client, payload: unknown): Promise<void> {
      const p = isRecord(payload) ? payload : {};
      const id = typeof p.id === 'number' && Number.isInteger(p.id) && Math.abs(p.id) <= 2 ** 31 ? p.id : undefined;
      const tableId = p.tableId;
      if (typeof tableId !== 'string' || !TABLE_ID_PATTERN.test(tableId)) {
        this.gate.strike(client, 'message/malformed', 'sit is {"id", "tableId"}', id);
        return;
      }
      this.gate.clear(client.sessionId);
      const member = this.members.get(client.sessionId);
      const account = member?.account ?? null;
      let answer: { color: Color; token: string } | { error: LobbyRefusalCode };
      try {
        answer = await matchMaker.remoteRoomCall(tableId, 'reserveSeat', [account]);
      } catch (e) {
        // The room's own failure comes back as its message (across processes, as text).
        if (String(e instanceof Error ? e.message : e).includes('server/storage')) {
          return this.refuse(client, 'server/storage', 'the server could not reach its database; try again', id);
        }
        return this.refuse(client, 'lobby/unknown-table', 'that table is not open any more', id);
      }
      if ('error' in answer) {
        const messages: Record<string, string> = {
          'lobby/taken': 'somebody took that seat',
          'lobby/login-required': 'log in to sit at a rated table',
          'lobby/same-player': 'you hold the other seat of that table',
        };
        return this.refuse(client, answer.error, messages[answer.error] ?? answer.error, id);
      }
      client.send('seat', { id, tableId, color: answer.color, token: answer.token });
    }

    /** Reads every table room's lobby metadata (all processes) into the lists; coalesces calls that overlap. */
    async refresh(): Promise<void> {
      if (this.refreshing) {
        this.refreshAgain = true;
        return;
      }
      this.refreshing = true;
      try {
        const rooms = await matchMaker.query({ name: TABLE_ROOM });
        const infos = rooms
          .map((r) => (r.metadata as { lobby?: LobbyTable } | undefined)?.lobby)
          .filter((t): t is LobbyTable => t !== undefined);
        const listed = infos.filter((t) => t.listed && !t.over);
        const open = listed.filter(
          (t) => !t.started && (t.seats.white.status === 'empty' || t.seats.black.status === 'empty'),
        );
        const playing = listed
          .filter((t) => t.started)
          .sort((x, y) => strength(y) - strength(x) || y.spectators - x.spectators);
        this.tables = [...open, ...playing.slice(0, MAX_PLAYING)];
        this.playingCount = playing.length;
        this.seated = infos
          .filter((t) => !t.over)
          .flatMap((t) =>
            (['white', 'black'] as const)
              .map((c) => t.seats[c])
              .filter((s) => s.status === 'connected' || s.status === 'reconnecting')
              .map((s) => ({
                name: s.name,
                account: s.account === true,
                ...(s.rating !== undefined ? { ratings: { [t.kind]: s.rating } } : {}),
                playing: t.started,
              })),
          );
        this.dirty = true;
      } catch (e) {
        log.error({ err: e }, 'reading the tables failed');
      } finally {
        this.refreshing = false;
        if (this.refreshAgain) {
          this.refreshAgain = false;
          void this.refresh();
        }
      }
    }

    lobbyState(): LobbyState {
      const players = new Map<string, LobbyPlayer>();
      for (const p of this.seated) players.set(p.account ? `a:${p.name}` : `g:${p.name}:${players.size}`, p);
      for (const m of this.members.values()) {
        const key = m.account ? `a:${m.account.name}` : `g:${m.name}:${players.size}`;
        if (players.has(key)) continue;
        players.set(key, {
          name: m.name,
          account: m.account !== null,
          ...(m.ratings && Object.keys(m.ratings).length > 0 ? { ratings: m.ratings } : {}),
          playing: false,
        });
      }
      const waiting = new Map<string, { preset: string; clock: string; rated: boolean; players: number }>();
      for (const w of this.queue.values()) {
        const key = `${w.preset}|${w.clock}|${w.rated}`;
        const row = waiting.get(key) ?? { preset: w.preset, clock: w.clock, rated: w.rated, players: 0 };
        row.players += 1;
        waiting.set(key, row);
      }
      return {
        tables: this.tables,
        playing: this.playingCount,
        players: [...players.values()].slice(0, MAX_PLAYERS),
        waiting: [...waiting.values()],
      };
    }

    onlineKey = '';

    /** The accounts in the lobby, as the room's metadata: friends lists read it (`social/presence.ts`). */
    publishOnline(): void {
      const names = [...new Set([...this.members.values()].flatMap((m) => (m.account ? [m.account.name] : [])))].sort();
      const key = names.join('\n');
      if (key === this.onlineKey) return;
      this.onlineKey = key;
      void Promise.resolve(this.setMetadata({ online: names })).catch((e: unknown) =>
        log.warn({ err: e }, 'lobby presence not published'),
      );
    }

    /** Reads the tables if a table room announced a change, and sends the state to everyone when it changed (at most every half second). */
    async flush(): Promise<void> {
      if (this.stale) {
        this.stale = false;
        await this.refresh();
      }
      if (!this.dirty) return;
      this.dirty = false;
      this.publishOnline();
      const state = this.lobbyState();
      const text = JSON.stringify(state);
      if (text === this.last) return;
      this.last = text;
      this.broadcast('lobby', state);
    }
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const kindOf = (preset: QuickPreset): RatingKind => ratingKind(QUICK_PRESETS[preset].boards);

/** A table's interest for watchers: the ratings of its players. */
function strength(t: LobbyTable): number {
  return (t.seats.white.rating ?? 0) + (t.seats.black.rating ?? 0);
}
