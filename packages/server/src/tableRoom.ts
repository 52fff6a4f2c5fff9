import {
  type AuthContext,
  type Client,
  type ClientPrivate,
  type Deferred,
  Protocol,
  Room,
  ServerError,
} from '@colyseus/core';
import { unpack } from '@colyseus/msgpackr';
import { decode } from '@colyseus/schema';
import {
  CLIENT_SEED_PATTERN,
  CLOSE_CODES,
  type ClockSettings,
  type DiceProof,
  type EntryMeta,
  type Forfeit,
  type ForfeitReason,
  type JoinErrorCode,
  type LobbyTable,
  type LogEntry,
  MAX_MESSAGE_BYTES,
  normalizeName,
  type OnlineRefusalCode,
  PROTOCOL_VERSION,
  type RematchMessage,
  type Role,
  replayLog,
  SEAT_TOKEN_PATTERN,
  type SeatInfo,
  type Seats,
  type SnapshotMessage,
  TABLE_ID_PATTERN,
  type UpdateMessage,
} from '@nardy/online';
import {
  applyCommand,
  applyEvent,
  parseTableConfig,
  recordFromState,
  selectTableView,
  type TableConfig,
  type TableSpec,
  type TableState,
} from '@nardy/parallel';
import { type Color, opposite } from '@nardy/rules';
import type { Account, AccountStore } from './accounts/accountStore.ts';
import { sessionToken } from './accounts/cookies.ts';
import { TableChat } from './chat.ts';
import { type Limits, TokenBucket } from './limits.ts';
import { openTable } from './newTable.ts';
import type { Logger } from './observability/logger.ts';
import type { RoomMetrics } from './observability/metrics.ts';
import { forgetDeadHolder } from './processes.ts';
import { matchWeight, type RatingKind, ratingKind } from './ratings/glicko.ts';
import type { RatingChanges, RatingStore } from './ratings/ratingStore.ts';
import { RoomClock } from './roomClock.ts';
import { StorageConflict, type StoredTable, type TableStore } from './storage/tableStore.ts';
import { hashToken, randomId, type TableDiceSource, tableDice } from './tableDice.ts';
import type { TimeSource } from './time.ts';

/** What every table room of one server shares. */
export interface RoomSettings {
  readonly store: TableStore;
  readonly accounts: AccountStore;
  readonly ratings: RatingStore;
  readonly limits: Limits;
  /** How long a dropped seat is held for its reconnection token (seconds). */
  readonly reconnectSeconds: number;
  /** Where the room reports storage failures (never the players' tokens); each room logs with its `tableId`. */
  readonly logger: Logger;
  /** What the room counts for the operator (`GET /metrics`). */
  readonly metrics: RoomMetrics;
  /** The time of the players' clocks (a simulated one in tests). */
  readonly time: TimeSource;
  /** Several processes share Redis (a join checks that the process holding its table is alive). */
  readonly redis?: boolean;
}

/** The presence channel on which table rooms say that what the lobby shows of them changed. */
export const LOBBY_CHANNEL = 'nardy:lobby';

/** Who a connection is, set by `onAuth` from its join options. */
interface Auth {
  readonly role: Role;
  readonly tokenHash: string | null;
  /** The logged-in account of the connection (session cookie or bearer token), or null for a guest. */
  readonly account: Account | null;
}

interface SeatState {
  tokenHash: string;
  name: string | null;
  clientSeed: string | null;
  claimed: boolean;
  /** The account holding the seat (null: a guest). */
  userId: string | null;
  /** Its rating of this table's kind, rounded, when it has one. */
  rating: number | null;
  client: Client | null;
  status: SeatInfo['status'];
  heldUntil: number | null;
  /** A lobby player was given this (unclaimed) seat's new token and has not joined yet. */
  reservedUntil: number;
  reconnection: Deferred<Client> | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isMessageId = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 2 ** 31;

/**
 * How long a table room keeps a seat the matchmaker reserved for a join until its WebSocket comes
 * (Colyseus's default is 15 s). The join's HTTP answer and the socket pass through both ends' event
 * loops: on a loaded machine, in a burst of joins, 15 s ran out and the player was refused (close code
 * 4002, "seat reservation expired."). A seat is guarded by its token, not by this count, so holding an
 * unused reservation longer costs only a spectator place for that time.
 */
export const SEAT_RESERVATION_SECONDS = 60;

/** A join failure: the matchmaker passes the message on, which starts with our code. */
function joinError(code: JoinErrorCode, message: string): ServerError {
  return new ServerError(4400, `${code}: ${message}`);
}

/**
 * The room class of a server: one room per table (its `roomId` is the table id), the only authority over
 * that table. Every accepted command's log entry is stored before any client hears of it; a room that is
 * disposed (everyone left) or lost with its process is rebuilt from the log by the next join.
 * (Typed as a room constructor: the declarations of the published package cannot spell out an
 * anonymous class with Colyseus's private members.)
 */
export function tableRoomClass(settings: RoomSettings): new (...args: unknown[]) => Room {
  const { store, limits, accounts, ratings } = settings;

  return class TableRoom extends Room {
    /**
     * Checks the join options before the matchmaker finds or creates a room: the protocol version, the
     * table id and, for a seat, that the token opens a seat of that very table. Spectators need no token.
     */
    static override async onAuth(_token: string, options: unknown, context: AuthContext): Promise<Auth> {
      if (!isRecord(options)) throw joinError('join/malformed', 'join options must be an object');
      if (options.protocol !== PROTOCOL_VERSION) {
        throw joinError('join/protocol', `this server speaks protocol ${PROTOCOL_VERSION}`);
      }
      const { tableId, token, clientSeed, name } = options;
      if (typeof tableId !== 'string' || !TABLE_ID_PATTERN.test(tableId)) {
        throw joinError('join/malformed', 'tableId is not a table id');
      }
      if (clientSeed !== undefined && (typeof clientSeed !== 'string' || !CLIENT_SEED_PATTERN.test(clientSeed))) {
        throw joinError('join/malformed', 'clientSeed must be up to 64 characters of A-Z a-z 0-9 _ -');
      }
      if (name !== undefined && typeof name !== 'string') throw joinError('join/malformed', 'name must be a string');
      const [account] = await Promise.all([
        accounts.sessionAccount(sessionToken(context.headers ?? {}, context.token)),
        settings.redis ? forgetDeadHolder(tableId) : undefined,
      ]);
      if (token === undefined) {
        if (!(await store.tableExists(tableId))) throw joinError('table/unknown', 'no such table');
        return { role: 'spectator', tokenHash: null, account };
      }
      if (typeof token !== 'string' || !SEAT_TOKEN_PATTERN.test(token)) {
        throw joinError('seat/bad-token', 'this join link is not valid');
      }
      const tokenHash = hashToken(token);
      const seat = await store.seatAccess(tokenHash);
      if (seat === null || seat.tableId !== tableId) throw joinError('seat/bad-token', 'this join link is not valid');
      if (seat.rated) {
        // A rated seat is played by one account, and never by the same account as the other seat.
        if (account === null) throw joinError('seat/login-required', 'log in to take a seat at a rated table');
        if (seat.userId !== null && seat.userId !== account.id) {
          throw joinError('seat/other-account', 'this seat belongs to another account');
        }
        if (seat.otherUserId === account.id)
          throw joinError('seat/same-player', 'you hold the other seat of this table');
      }
      return { role: seat.color, tokenHash, account };
    }

    tableId = '';
    tableName: string | null = null;
    spec!: TableSpec;
    config!: TableConfig;
    serverSeed = '';
    commitment = '';
    table!: TableState;
    dice: TableDiceSource | null = null;
    logEntries: LogEntry[] = [];
    clockSettings: ClockSettings | null = null;
    clocks: RoomClock | null = null;
    forfeit: Forfeit | null = null;
    rated = false;
    listed = false;
    kind: RatingKind = 'short';
    chat = new TableChat(settings.time);
    /** Each spectator connection's chat id and name. */
    watchers = new Map<string, { sender: string; name: string | null; account: boolean }>();
    nextWatcher = 1;
    rematchState: {
      offered: Set<Color>;
      declined?: Color;
      tableId?: string;
      tokens?: { [C in Color]: string };
    } | null = null;
    ratingChanges: RatingChanges | null = null;
    version = 0;
    seats!: { [C in Color]: SeatState };
    auths = new Map<string, Auth>();
    buckets = new Map<string, TokenBucket>();
    strikes = new Map<string, number>();
    replaced = new WeakSet<Client>();
    spectators = 0;
    /** Commands and joins run one at a time, in arrival order (each may wait for the database). */
    queue: Promise<void> = Promise.resolve();
    /** The table has been loaded from the store (`ensureLoaded`). */
    loaded = false;
    #logger: Logger | null = null;

    /** The server's logger with this table's id on every line. */
    get logger(): Logger {
      this.#logger ??= settings.logger.child({ tableId: this.roomId });
      return this.#logger;
    }

    /**
     * Opens the room without waiting for anything: the table is loaded by the first join (`ensureLoaded`,
     * in the queue). Colyseus lets a second join of the same table wait only about 0.7 s for the first
     * to open the room, then opens another — when this loaded the table, a slow database made two rooms
     * of one table, each seat alone in its own. (`onAuth` has already checked that the table exists.)
     */
    override onCreate(options: { tableId: string }): void {
      this.roomId = options.tableId;
      this.maxClients = 2 + limits.spectators;
      this.autoDispose = true;
      this.setPatchRate(null);
      this.setSeatReservationTime(SEAT_RESERVATION_SECONDS);
    }

    /** The table as stored, loaded once (by the first join; again after a failed load). */
    async ensureLoaded(): Promise<void> {
      if (this.loaded) return;
      const stored = store.takeCreated(this.roomId) ?? (await store.loadTable(this.roomId));
      if (stored === null) throw joinError('table/unknown', 'no such table');
      this.load(stored);
      await this.loadRatings();
      this.loaded = true;
      this.publishToLobby();
    }

    /** The seats' ratings of this kind, and a finished rated table's changes. */
    async loadRatings(): Promise<void> {
      for (const color of ['white', 'black'] as const) {
        const userId = this.seats[color].userId;
        this.seats[color].rating = userId === null ? null : await this.ratingOf(userId);
      }
      if (this.rated && this.table.over) {
        this.ratingChanges = await ratings.changesOf(this.tableId, {
          white: this.seats.white.userId,
          black: this.seats.black.userId,
        });
      }
    }

    async ratingOf(userId: string): Promise<number | null> {
      const r = (await ratings.ratingsOf(userId))[this.kind];
      return r === undefined ? null : Math.round(r.rating);
    }

    /** (Re)builds the room's picture from what is stored. */
    load(stored: StoredTable): void {
      const config = parseTableConfig(stored.spec);
      if (!config.ok) throw new Error(`table ${stored.id}: stored spec refused (${config.error.code})`);
      const rebuilt = replayLog(
        config.value,
        stored.log.map((e) => e.entry),
      );
      if (!rebuilt.ok)
        throw new Error(`table ${stored.id}: log entry ${rebuilt.error.entry} refused (${rebuilt.error.code})`);
      this.tableId = stored.id;
      this.tableName = stored.name;
      this.spec = stored.spec;
      this.config = config.value;
      this.serverSeed = stored.serverSeed;
      this.commitment = stored.commitment;
      this.table = rebuilt.state;
      this.logEntries = stored.log.map((e) => e.entry);
      this.version += 1;
      const previous = this.seats as { [C in Color]: SeatState } | undefined;
      const seat = (color: Color): SeatState => {
        const s = stored.seats[color];
        const live = previous?.[color];
        return {
          tokenHash: s.tokenHash,
          name: s.name,
          clientSeed: s.clientSeed,
          claimed: s.claimed,
          userId: s.userId,
          rating: live?.rating ?? null,
          client: live?.client ?? null,
          status: live?.status ?? (s.claimed ? 'away' : 'empty'),
          heldUntil: live?.heldUntil ?? null,
          reservedUntil: live?.reservedUntil ?? 0,
          reconnection: live?.reconnection ?? null,
        };
      };
      this.seats = { white: seat('white'), black: seat('black') };
      const metas = stored.log.map((e) => e.meta).reverse();
      this.forfeit = metas.find((m) => m?.forfeit)?.forfeit ?? null;
      this.clockSettings = stored.clock;
      this.rated = stored.rated;
      this.listed = stored.listed;
      this.kind = ratingKind(stored.spec.boards);
      this.clocks?.dispose();
      this.clocks = null;
      if (stored.clock !== null) {
        // Reserves as of the last entry with a clock; a rebuilt room starts the running turn afresh
        // (time the table spent without a room, e.g. a dead process, is nobody's).
        const reserve = metas.find((m) => m?.clock)?.clock?.reserveMs ?? null;
        this.clocks = new RoomClock(stored.clock, reserve, settings.time, {
          deadline: (player) => void this.enqueue(() => this.onDeadline(player)),
          idle: () => void this.enqueue(() => this.onIdle()),
        });
      }
      this.dice = null;
      this.startDiceIfReady(stored.log.at(-1)?.diceNext ?? 0);
    }

    /** Once both seats have joined, their client seeds are fixed and the table's dice exist. */
    startDiceIfReady(nextRoll: number): void {
      if (this.dice !== null || !this.seats.white.claimed || !this.seats.black.claimed) return;
      const seeds = { white: this.seats.white.clientSeed ?? '', black: this.seats.black.clientSeed ?? '' };
      this.dice = tableDice(this.serverSeed, seeds, this.tableId, nextRoll);
      this.clocks?.sync(this.table);
    }

    override onDispose(): void {
      this.clocks?.dispose();
    }

    /**
     * The seat whose opponent may claim the win now: at a clocked table, the running player whose reserve
     * is spent while he is not connected; at a table without a clock, a player who has left (his seat is
     * away: he left, or the hold for his reconnection ran out).
     */
    claimable(): Color | null {
      if (!this.started || this.table.over) return null;
      if (this.clocks !== null) {
        const spent = this.clocks.spent();
        return spent !== null && this.seats[spent].status !== 'connected' ? spent : null;
      }
      const away = (['white', 'black'] as const).filter((c) => this.seats[c].status === 'away');
      return away.length === 1 ? away[0] : null;
    }

    /** The running player's deadline passed: on time at once if he is here, else his opponent may claim. */
    async onDeadline(player: Color): Promise<void> {
      if (this.clocks === null || this.clocks.spent() !== player) return;
      if (this.seats[player].status === 'connected') await this.forfeitTable(player, 'timeout');
      else this.broadcastSeats();
    }

    /** Nobody has acted for the delay in the opening or between two games: the server rolls, or starts the next game. */
    async onIdle(): Promise<void> {
      if (!this.started || this.table.over) return;
      const phase = this.table.game.phase;
      if (phase === 'opening') await this.play({ type: 'ROLL' }, null);
      else if (phase === 'gameOver') await this.play({ type: 'NEXT_GAME' }, null);
    }

    /** A seat that is back while its reserve is spent loses on time now. */
    async flagIfSpent(): Promise<void> {
      const spent = this.clocks?.spent() ?? null;
      if (spent !== null && this.seats[spent].status === 'connected') await this.forfeitTable(spent, 'timeout');
    }

    /**
     * The table is lost by `player` without being played out: the server writes his resignation of the
     * match (the game scored by position, RULES.md §6.8; in a match the match is lost).
     */
    async forfeitTable(player: Color, reason: ForfeitReason): Promise<void> {
      if (!this.started || this.table.over) return;
      const event = { type: 'resign', player, match: true } as const;
      const r = applyEvent(this.table, event);
      if (!r.ok) {
        this.logger.error({ code: r.error.code }, 'forfeit refused');
        return;
      }
      const clock = this.clocks?.entryClock(player);
      const meta: EntryMeta = {
        ...(clock
          ? { clock: reason === 'timeout' ? { ...clock, reserveMs: { ...clock.reserveMs, [player]: 0 } } : clock }
          : {}),
        forfeit: { player, reason },
      };
      if (reason === 'timeout') this.clocks?.flag(player);
      await this.commit(r.value, this.dice as TableDiceSource, event, meta, null);
    }

    get started(): boolean {
      return this.dice !== null;
    }

    enqueue(task: () => Promise<void> | void): Promise<void> {
      const run = this.queue.then(task);
      this.queue = run.catch((e: unknown) => this.logger.error({ err: e }, 'table task failed'));
      return run;
    }

    /** The dice proof as published: the server seed only once the table is over. */
    proof(over = this.table.over): DiceProof {
      return {
        tableId: this.tableId,
        commitment: this.commitment,
        clientSeeds: { white: this.seats.white.clientSeed ?? '', black: this.seats.black.clientSeed ?? '' },
        ...(over ? { serverSeed: this.serverSeed } : {}),
      };
    }

    seatInfo(): Seats {
      const info = (s: SeatState): SeatInfo => ({
        name: s.name,
        status: s.status,
        ...(s.status === 'reconnecting' && s.heldUntil !== null ? { heldUntil: s.heldUntil } : {}),
        ...(s.userId !== null ? { account: true as const } : {}),
        ...(s.rating !== null ? { rating: s.rating } : {}),
      });
      return { white: info(this.seats.white), black: info(this.seats.black) };
    }

    snapshotFor(role: Role): SnapshotMessage {
      return {
        protocol: PROTOCOL_VERSION,
        tableId: this.tableId,
        name: this.tableName,
        role,
        spec: this.spec,
        log: this.logEntries,
        view: selectTableView(this.table),
        version: this.version,
        seats: this.seatInfo(),
        spectators: this.spectators,
        dice: this.proof(),
        started: this.started,
        clock: this.clocks?.view() ?? null,
        claimable: this.claimable(),
        forfeit: this.forfeit,
        rated: this.rated,
        ratingChanges: this.ratingChanges,
      };
    }

    sendSnapshot(client: Client): void {
      const auth = this.auths.get(client.sessionId);
      if (auth) client.send('snapshot', this.snapshotFor(auth.role));
    }

    broadcastSeats(): void {
      this.publishToLobby();
      this.broadcast('seats', {
        seats: this.seatInfo(),
        spectators: this.spectators,
        started: this.started,
        claimable: this.claimable(),
        clock: this.clocks?.view() ?? null,
      });
    }

    refuse(client: Client, code: OnlineRefusalCode, message: string, id?: number): void {
      client.send('refused', id === undefined ? { code, message } : { id, code, message });
    }

    /** Counts a refusal at the boundary; too many in a row close the connection. */
    strike(client: Client, code: OnlineRefusalCode, message: string): void {
      const n = (this.strikes.get(client.sessionId) ?? 0) + 1;
      this.strikes.set(client.sessionId, n);
      this.refuse(client, code, message);
      if (n >= limits.strikes) client.leave(CLOSE_CODES.abusive);
    }

    override async onJoin(client: Client, options: Record<string, unknown>, auth: Auth): Promise<void> {
      await this.enqueue(async () => {
        await this.ensureLoaded();
        this.auths.set(client.sessionId, auth);
        if (auth.role === 'spectator') {
          if (this.spectators >= limits.spectators) throw joinError('table/full', 'too many spectators');
          this.spectators += 1;
          this.watchers.set(client.sessionId, {
            sender: `s${this.nextWatcher++}`,
            name: auth.account?.name ?? normalizeName(options.name),
            account: auth.account !== null,
          });
        } else {
          await this.seatJoins(client, auth.role, options, auth.account);
        }
        this.sendSnapshot(client);
        client.send('chat-history', { lines: this.chat.history(client.sessionId, auth.role) });
        if (this.rematchState !== null) client.send('rematch', this.rematchFor(auth.role));
        this.broadcastSeats();
        await this.flagIfSpent();
      });
    }

    /** A seat arrives by its join link: it takes the seat over from any earlier connection of it. */
    async seatJoins(
      client: Client,
      color: Color,
      options: Record<string, unknown>,
      account: Account | null,
    ): Promise<void> {
      const seat = this.seats[color];
      const earlier = seat.client;
      if (earlier !== null && earlier !== client) {
        this.replaced.add(earlier);
        this.refuse(earlier, 'seat/replaced', 'this seat was opened on another connection');
        earlier.leave(CLOSE_CODES.seatReplaced);
      }
      seat.reconnection?.reject(new Error('the seat came back through its join link'));
      seat.reconnection = null;
      const stored = await store.claimSeat(this.tableId, color, {
        // An account plays under its own name; a guest under the name he chose.
        name:
          account !== null && (seat.userId === null || seat.userId === account.id)
            ? account.name
            : normalizeName(options.name),
        clientSeed: typeof options.clientSeed === 'string' ? options.clientSeed : null,
        userId: account?.id ?? null,
      });
      seat.name = stored.name;
      seat.clientSeed = stored.clientSeed;
      if (stored.userId !== seat.userId) {
        seat.userId = stored.userId;
        seat.rating = stored.userId === null ? null : await this.ratingOf(stored.userId);
      }
      seat.claimed = true;
      seat.client = client;
      seat.status = 'connected';
      seat.heldUntil = null;
      seat.reservedUntil = 0;
      this.startDiceIfReady(0);
    }

    override async onLeave(client: Client, consented: boolean): Promise<void> {
      const auth = this.auths.get(client.sessionId);
      this.buckets.delete(client.sessionId);
      this.strikes.delete(client.sessionId);
      this.chat.forget(client.sessionId);
      if (!auth) return;
      if (auth.role === 'spectator') {
        this.auths.delete(client.sessionId);
        this.watchers.delete(client.sessionId);
        this.spectators -= 1;
        this.broadcastSeats();
        return;
      }
      const seat = this.seats[auth.role];
      if (this.replaced.has(client) || seat.client !== client) {
        this.auths.delete(client.sessionId);
        return;
      }
      if (consented) {
        this.auths.delete(client.sessionId);
        seat.client = null;
        seat.status = 'away';
        this.broadcastSeats();
        return;
      }
      seat.status = 'reconnecting';
      seat.heldUntil = Date.now() + settings.reconnectSeconds * 1000;
      this.broadcastSeats();
      const reconnection = this.allowReconnection(client, settings.reconnectSeconds);
      seat.reconnection = reconnection;
      try {
        const back = await reconnection;
        if (seat.reconnection !== reconnection) return;
        seat.reconnection = null;
        seat.client = back;
        seat.status = 'connected';
        seat.heldUntil = null;
        this.sendSnapshot(back);
        this.broadcastSeats();
        await this.enqueue(() => this.flagIfSpent());
      } catch {
        if (seat.reconnection !== reconnection) return;
        this.auths.delete(client.sessionId);
        seat.reconnection = null;
        seat.client = null;
        seat.status = 'away';
        seat.heldUntil = null;
        this.broadcastSeats();
      }
    }

    /**
     * Every client message passes here first: its size, the connection's rate, and a decode that refuses
     * what is not a well-formed message, so that nothing a client sends can throw inside the room.
     */
    protected override _onMessage(client: Client & ClientPrivate, buffer: Buffer): void {
      const code = buffer[0];
      if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES) {
        super._onMessage(client, buffer);
        return;
      }
      if (!this.auths.has(client.sessionId)) return;
      if (buffer.byteLength > MAX_MESSAGE_BYTES) {
        this.strike(client, 'message/too-large', `messages are limited to ${MAX_MESSAGE_BYTES} bytes`);
        return;
      }
      let bucket = this.buckets.get(client.sessionId);
      if (!bucket) {
        bucket = new TokenBucket(limits.messagesPerSecond, limits.messageBurst);
        this.buckets.set(client.sessionId, bucket);
      }
      if (!bucket.take()) {
        this.strike(client, 'rate/limited', `at most ${limits.messagesPerSecond} messages per second`);
        return;
      }
      let type: string | number;
      let payload: unknown;
      try {
        const it = { offset: 1 };
        type = decode.stringCheck(buffer, it) ? decode.string(buffer, it) : decode.number(buffer, it);
        if (code === Protocol.ROOM_DATA_BYTES) throw new Error('raw bytes are not part of the protocol');
        payload = buffer.byteLength > it.offset ? unpack(buffer.subarray(it.offset)) : undefined;
      } catch {
        this.strike(client, 'message/malformed', 'the message could not be decoded');
        return;
      }
      if (type === 'command') {
        void this.enqueue(() => this.onCommand(client, payload));
      } else if (type === 'sync') {
        this.strikes.delete(client.sessionId);
        this.sendSnapshot(client);
      } else if (type === 'claim') {
        void this.enqueue(() => this.onClaim(client));
      } else if (type === 'chat') {
        this.onChat(client, payload);
      } else if (type === 'mute') {
        this.onMute(client, payload);
      } else if (type === 'report') {
        void this.enqueue(() => this.onReport(client, payload));
      } else if (type === 'rematch') {
        void this.enqueue(() => this.onRematch(client, payload));
      } else {
        this.strike(
          client,
          'message/unknown-type',
          `unknown message type ${JSON.stringify(String(type)).slice(0, 40)}`,
        );
      }
    }

    /** Checks on every message that this connection still holds the seat its token opened. */
    seatOf(client: Client): Color | 'spectator' | null {
      const auth = this.auths.get(client.sessionId);
      if (!auth) return null;
      if (auth.role === 'spectator') return 'spectator';
      const seat = this.seats[auth.role];
      return seat.client === client && seat.tokenHash === auth.tokenHash ? auth.role : null;
    }

    async onCommand(client: Client, payload: unknown): Promise<void> {
      if (!isRecord(payload) || (payload.id !== undefined && !isMessageId(payload.id)) || !('command' in payload)) {
        this.strike(client, 'message/malformed', 'a command message is {"id"?: number, "command": TableCommand}');
        return;
      }
      const id = payload.id as number | undefined;
      const seat = this.seatOf(client);
      if (seat === null) return this.refuse(client, 'seat/replaced', 'this connection no longer holds a seat', id);
      if (seat === 'spectator') return this.refuse(client, 'seat/spectator', 'spectators cannot play', id);
      if (this.dice === null) return this.refuse(client, 'table/waiting', 'waiting for the other player to join', id);
      const raw = payload.command;
      if (isRecord(raw) && raw.player !== undefined && raw.player !== seat) {
        return this.refuse(client, 'turn/not-yours', `this connection plays ${seat}`, id);
      }
      // The server's time decides: a command that arrives after its sender's flag fell is too late.
      await this.flagIfSpent();
      const command = isRecord(raw) ? { ...raw, player: seat } : raw;
      await this.play(command, { client, id });
    }

    /** What the lobby shows of this table, kept as the room's metadata (queried across processes). */
    lobbyInfo(): LobbyTable {
      return {
        tableId: this.tableId,
        name: this.tableName,
        kind: this.kind,
        spec: this.spec,
        clock: this.clockSettings,
        rated: this.rated,
        listed: this.listed,
        started: this.started,
        over: this.table.over,
        seats: this.seatInfo(),
        spectators: this.spectators,
      };
    }

    publishToLobby(): void {
      if (!this.tableId) return;
      void Promise.resolve(this.setMetadata({ lobby: this.lobbyInfo() }))
        .then(() => this.presence.publish(LOBBY_CHANNEL, this.tableId))
        .catch((e: unknown) => this.logger.warn({ err: e }, 'lobby metadata not published'));
    }

    /** Who a connection is in the chat. */
    speaker(client: Client) {
      const auth = this.auths.get(client.sessionId);
      if (!auth) return null;
      if (auth.role === 'spectator') {
        const w = this.watchers.get(client.sessionId);
        if (!w) return null;
        return { connection: client.sessionId, role: auth.role, ...w };
      }
      const seat = this.seats[auth.role];
      if (seat.client !== client) return null;
      return {
        connection: client.sessionId,
        role: auth.role,
        sender: auth.role,
        name: seat.name,
        account: seat.userId !== null,
      };
    }

    onChat(client: Client, payload: unknown): void {
      const speaker = this.speaker(client);
      if (speaker === null) {
        this.refuse(client, 'seat/replaced', 'this connection no longer holds a seat');
        return;
      }
      const text = isRecord(payload) ? payload.text : undefined;
      const said = this.chat.say(speaker, text);
      if (!said.ok) {
        this.refuse(client, said.code, said.message);
        return;
      }
      for (const c of this.clients) {
        const auth = this.auths.get(c.sessionId);
        if (auth && this.chat.delivers(c.sessionId, auth.role, said.line)) c.send('chat', said.line);
      }
    }

    onMute(client: Client, payload: unknown): void {
      if (!isRecord(payload) || typeof payload.sender !== 'string' || typeof payload.muted !== 'boolean') {
        this.strike(client, 'message/malformed', 'mute is {"sender": string, "muted": boolean}');
        return;
      }
      this.chat.mute(client.sessionId, payload.sender, payload.muted);
    }

    /** A chat line reported: stored for the operators and written to the server's log. */
    async onReport(client: Client, payload: unknown): Promise<void> {
      const auth = this.auths.get(client.sessionId);
      const speaker = this.speaker(client);
      if (!auth || speaker === null) return;
      const id = isRecord(payload) ? payload.message : undefined;
      const line = this.chat.line(id, auth.role);
      if (line === null) return this.refuse(client, 'report/unknown-message', 'no such chat line here');
      const reportId = randomId(12);
      const reason = isRecord(payload) ? normalizeName(payload.reason, 200) : null;
      await store.report({
        id: reportId,
        tableId: this.tableId,
        line,
        reporter: { role: auth.role, name: speaker.name, account: auth.account?.id ?? null },
        reason,
      });
      this.logger.info(
        { reportId, line: line.id, sender: line.from.sender, reporter: auth.role },
        `report ${reportId}: chat line ${line.id} by ${line.from.sender}, reported by ${auth.role}`,
      );
      client.send('reported', { message: line.id });
    }

    /** What a connection of `role` is told of the rematch: the offers, and its own new seat's token. */
    rematchFor(role: Role): RematchMessage {
      const r = this.rematchState;
      if (r === null) return { offered: [] };
      return {
        offered: [...r.offered],
        ...(r.declined ? { declined: r.declined } : {}),
        ...(r.tableId ? { tableId: r.tableId } : {}),
        ...(r.tokens && role !== 'spectator' ? { token: r.tokens[role] } : {}),
      };
    }

    broadcastRematch(): void {
      for (const c of this.clients) {
        const auth = this.auths.get(c.sessionId);
        if (auth) c.send('rematch', this.rematchFor(auth.role));
      }
    }

    /**
     * After the end, a seat offers a rematch or answers the other's offer. When both agree the server
     * opens a new table with the same settings and the colours swapped, and tells each seat its new token.
     */
    async onRematch(client: Client, payload: unknown): Promise<void> {
      const seat = this.seatOf(client);
      if (seat === null) return this.refuse(client, 'seat/replaced', 'this connection no longer holds a seat');
      if (seat === 'spectator')
        return this.refuse(client, 'rematch/spectator', 'only the players can ask for a rematch');
      if (!this.table.over) return this.refuse(client, 'rematch/not-over', 'the table is not over yet');
      this.rematchState ??= { offered: new Set() };
      const r = this.rematchState;
      if (r.tableId) return this.broadcastRematch();
      if (isRecord(payload) && payload.accept === false) {
        r.offered.clear();
        r.declined = seat;
      } else {
        r.declined = undefined;
        r.offered.add(seat);
      }
      if (r.offered.size === 2) {
        const { id, tokens } = await openTable(store, {
          config: this.config,
          name: this.tableName,
          clock: this.clockSettings,
          rated: this.rated,
          listed: this.listed,
          rematchOf: this.tableId,
        });
        r.tableId = id;
        // Colours swapped: this table's White plays Black there.
        r.tokens = { white: tokens.black, black: tokens.white };
      }
      this.broadcastRematch();
    }

    /**
     * A lobby player sits at this open table (called by the lobby room, in whatever process): the empty
     * seat gets a new token, given only to him. Refused once play started or both seats are taken.
     */
    async reserveSeat(
      account: { id: string; name: string } | null,
    ): Promise<{ color: Color; token: string } | { error: string }> {
      let answer: { color: Color; token: string } | { error: string } = { error: 'lobby/taken' };
      await this.enqueue(async () => {
        if (!this.listed || this.started || this.table.over) return;
        const now = Date.now();
        const color = (['white', 'black'] as const).find(
          (c) => this.seats[c].status === 'empty' && !this.seats[c].claimed && this.seats[c].reservedUntil < now,
        );
        if (color === undefined) return;
        const other = this.seats[opposite(color)];
        if (this.rated && account === null) {
          answer = { error: 'lobby/login-required' };
          return;
        }
        if (account !== null && other.userId === account.id) {
          answer = { error: 'lobby/same-player' };
          return;
        }
        const token = randomId(32);
        if (!(await store.replaceSeatToken(this.tableId, color, hashToken(token)))) return;
        this.seats[color].tokenHash = hashToken(token);
        this.seats[color].reservedUntil = now + 60_000;
        answer = { color, token };
        this.publishToLobby();
      });
      return answer;
    }

    /** A seat claims the win: allowed only while the other seat is `claimable`. */
    async onClaim(client: Client): Promise<void> {
      const seat = this.seatOf(client);
      if (seat === null) return this.refuse(client, 'seat/replaced', 'this connection no longer holds a seat');
      if (seat === 'spectator') return this.refuse(client, 'seat/spectator', 'spectators cannot claim');
      const other = opposite(seat);
      if (this.claimable() !== other) {
        return this.refuse(client, 'claim/not-allowed', 'the opponent is here, or still has time');
      }
      await this.forfeitTable(other, this.clocks === null ? 'abandoned' : 'timeout');
    }

    /**
     * Applies a command from a seat (`origin`) or from the server itself (null: the opening roll or the
     * next game of a clocked table after the delay) and commits it.
     */
    async play(command: unknown, origin: { client: Client; id: number | undefined } | null): Promise<void> {
      if (this.dice === null) return;
      const started = performance.now(); // metrics: nardy_command_ack_seconds
      const result = applyCommand(this.table, command, this.dice);
      if (!result.ok) {
        if (origin === null) return;
        settings.metrics.command('refused', (performance.now() - started) / 1000); // metrics
        this.strikes.delete(origin.client.sessionId);
        return this.refuse(origin.client, result.error.code, result.error.message, origin.id);
      }
      const raw = command as Record<string, unknown>;
      const entry: LogEntry | null = result.value.event ?? (raw.type === 'NEXT_GAME' ? { type: 'next-game' } : null);
      const event = result.value.event;
      const clock = event !== null && 'player' in event ? this.clocks?.entryClock(event.player) : undefined;
      const outcome = await this.commit(
        result.value.state,
        result.value.dice as TableDiceSource,
        entry,
        clock ? { clock } : null,
        origin,
      );
      if (origin !== null) settings.metrics.command(outcome, (performance.now() - started) / 1000); // metrics
    }

    /**
     * Stores the entry (if the change has one) and only then applies the change and tells everyone;
     * `origin` gets the ack or the refusal. A failed write applies nothing.
     */
    async commit(
      after: TableState,
      dice: TableDiceSource,
      entry: LogEntry | null,
      meta: EntryMeta | null,
      origin: { client: Client; id: number | undefined } | null,
    ): Promise<'accepted' | 'conflict' | 'failed'> {
      const before = this.table;
      if (entry !== null) {
        const gameEnded = before.game.outcome === null && after.game.outcome !== null;
        const finished = gameEnded
          ? {
              game: after.history.length,
              record: { ...recordFromState(after), dice: this.proof(after.over) },
              winner: after.game.outcome?.winner ?? null,
              net: Math.abs(after.game.outcome?.net ?? 0),
              tableOver: after.over,
              tableWinner: after.over ? tableWinner(after) : null,
              afterTableOver: after.over ? this.rating(after) : undefined,
            }
          : undefined;
        const writing = performance.now(); // metrics: nardy_storage_seconds
        try {
          const rated = await store.append(this.tableId, this.logEntries.length, entry, dice.nextRoll, finished, meta);
          settings.metrics.storage((performance.now() - writing) / 1000); // metrics
          if (finished) settings.metrics.gameFinished(); // metrics
          if (rated) this.ratingChanges = rated as RatingChanges;
        } catch (e) {
          if (e instanceof StorageConflict) {
            await this.reload();
            if (origin) {
              this.refuse(
                origin.client,
                'table/conflict',
                'the table moved on elsewhere; here is its current state',
                origin.id,
              );
            }
            return 'conflict';
          }
          this.logger.error({ err: e, seq: this.logEntries.length }, 'storing an entry failed');
          if (origin) {
            this.refuse(
              origin.client,
              'server/storage',
              'the server could not store the command; nothing was applied',
              origin.id,
            );
          }
          return 'failed';
        }
        this.logEntries = [...this.logEntries, entry];
        this.clocks?.committed();
        if (meta?.forfeit) this.forfeit = meta.forfeit;
      }
      const wasOver = before.over;
      this.table = after;
      this.dice = dice;
      this.version += 1;
      this.clocks?.sync(after);
      if (origin) this.strikes.delete(origin.client.sessionId);
      const update: UpdateMessage = {
        version: this.version,
        view: selectTableView(after),
        entries: entry === null ? [] : [entry],
        log: this.logEntries.length,
        ...(after.over && !wasOver ? { dice: this.proof() } : {}),
        clock: this.clocks?.view() ?? null,
        claimable: this.claimable(),
        forfeit: this.forfeit,
      };
      this.broadcast('update', update);
      if (origin?.id !== undefined) origin.client.send('ack', { id: origin.id, version: this.version });
      if (after.over !== wasOver || (entry !== null && entry.type === 'opening')) this.publishToLobby();
      if (after.over && !wasOver && this.ratingChanges !== null) {
        const changes = this.ratingChanges;
        this.seats.white.rating = Math.round(changes.white.after);
        this.seats.black.rating = Math.round(changes.black.after);
        this.broadcast('rating', changes);
        this.broadcastSeats();
      }
      return 'accepted';
    }

    /** For a rated table whose seats are both accounts: rates it in the transaction of its last entry. */
    rating(after: TableState): ((tx: Parameters<RatingStore['rate']>[0]) => Promise<RatingChanges>) | undefined {
      const white = this.seats.white.userId;
      const black = this.seats.black.userId;
      if (!this.rated || white === null || black === null || white === black) return undefined;
      const winner = tableWinner(after);
      const score = winner === null ? 0.5 : winner === 'white' ? 1 : 0;
      const weight = matchWeight(after.config.match?.length ?? null);
      return (tx) =>
        ratings.rate(tx, { tableId: this.tableId, kind: this.kind, users: { white, black }, score, weight });
    }

    /** After a lost race with another process: the stored log is the truth; every client gets it. */
    async reload(): Promise<void> {
      const stored = await store.loadTable(this.tableId);
      if (stored === null) return;
      this.load(stored);
      for (const client of this.clients) this.sendSnapshot(client);
    }
  };
}

export type TableRoomClass = ReturnType<typeof tableRoomClass>;

/** Who won a table that is over: the match (by the score), or its single game; null for a draw. */
export function tableWinner(state: TableState): Color | null {
  const match = state.config.match;
  if (match === null) return state.game.outcome?.winner ?? null;
  if (state.score.white === state.score.black) return null;
  return state.score.white > state.score.black ? 'white' : 'black';
}
