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
  type DiceProof,
  type JoinErrorCode,
  type LogEntry,
  MAX_MESSAGE_BYTES,
  normalizeName,
  type OnlineRefusalCode,
  PROTOCOL_VERSION,
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
  parseTableConfig,
  recordFromState,
  selectTableView,
  type TableConfig,
  type TableSpec,
  type TableState,
} from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { type Limits, TokenBucket } from './limits.ts';
import { StorageConflict, type StoredTable, type TableStore } from './storage/tableStore.ts';
import { hashToken, type TableDiceSource, tableDice } from './tableDice.ts';

/** What every table room of one server shares. */
export interface RoomSettings {
  readonly store: TableStore;
  readonly limits: Limits;
  /** How long a dropped seat is held for its reconnection token (seconds). */
  readonly reconnectSeconds: number;
  /** Where the room reports storage failures (never the players' tokens). */
  readonly log: (line: string) => void;
}

/** Who a connection is, set by `onAuth` from its join options. */
interface Auth {
  readonly role: Role;
  readonly tokenHash: string | null;
}

interface SeatState {
  tokenHash: string;
  name: string | null;
  clientSeed: string | null;
  claimed: boolean;
  client: Client | null;
  status: SeatInfo['status'];
  heldUntil: number | null;
  reconnection: Deferred<Client> | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isMessageId = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 2 ** 31;

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
  const { store, limits } = settings;

  return class TableRoom extends Room {
    /**
     * Checks the join options before the matchmaker finds or creates a room: the protocol version, the
     * table id and, for a seat, that the token opens a seat of that very table. Spectators need no token.
     */
    static override async onAuth(_token: string, options: unknown, _context: AuthContext): Promise<Auth> {
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
      if (token === undefined) {
        if (!(await store.tableExists(tableId))) throw joinError('table/unknown', 'no such table');
        return { role: 'spectator', tokenHash: null };
      }
      if (typeof token !== 'string' || !SEAT_TOKEN_PATTERN.test(token)) {
        throw joinError('seat/bad-token', 'this join link is not valid');
      }
      const tokenHash = hashToken(token);
      const seat = await store.seatByToken(tokenHash);
      if (seat === null || seat.tableId !== tableId) throw joinError('seat/bad-token', 'this join link is not valid');
      return { role: seat.color, tokenHash };
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
    version = 0;
    seats!: { [C in Color]: SeatState };
    auths = new Map<string, Auth>();
    buckets = new Map<string, TokenBucket>();
    strikes = new Map<string, number>();
    replaced = new WeakSet<Client>();
    spectators = 0;
    /** Commands and joins run one at a time, in arrival order (each may wait for the database). */
    queue: Promise<void> = Promise.resolve();

    override async onCreate(options: { tableId: string }): Promise<void> {
      const stored = await store.loadTable(options.tableId);
      if (stored === null) throw joinError('table/unknown', 'no such table');
      this.roomId = stored.id;
      this.maxClients = 2 + limits.spectators;
      this.autoDispose = true;
      this.setPatchRate(null);
      this.load(stored);
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
          client: live?.client ?? null,
          status: live?.status ?? (s.claimed ? 'away' : 'empty'),
          heldUntil: live?.heldUntil ?? null,
          reconnection: live?.reconnection ?? null,
        };
      };
      this.seats = { white: seat('white'), black: seat('black') };
      this.dice = null;
      this.startDiceIfReady(stored.log.at(-1)?.diceNext ?? 0);
    }

    /** Once both seats have joined, their client seeds are fixed and the table's dice exist. */
    startDiceIfReady(nextRoll: number): void {
      if (this.dice !== null || !this.seats.white.claimed || !this.seats.black.claimed) return;
      const seeds = { white: this.seats.white.clientSeed ?? '', black: this.seats.black.clientSeed ?? '' };
      this.dice = tableDice(this.serverSeed, seeds, this.tableId, nextRoll);
    }

    get started(): boolean {
      return this.dice !== null;
    }

    enqueue(task: () => Promise<void> | void): Promise<void> {
      const run = this.queue.then(task);
      this.queue = run.catch((e: unknown) => settings.log(`table ${this.tableId}: ${String(e)}`));
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
      const info = (s: SeatState): SeatInfo =>
        s.status === 'reconnecting' && s.heldUntil !== null
          ? { name: s.name, status: s.status, heldUntil: s.heldUntil }
          : { name: s.name, status: s.status };
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
      };
    }

    sendSnapshot(client: Client): void {
      const auth = this.auths.get(client.sessionId);
      if (auth) client.send('snapshot', this.snapshotFor(auth.role));
    }

    broadcastSeats(): void {
      this.broadcast('seats', { seats: this.seatInfo(), spectators: this.spectators, started: this.started });
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
        this.auths.set(client.sessionId, auth);
        if (auth.role === 'spectator') {
          if (this.spectators >= limits.spectators) throw joinError('table/full', 'too many spectators');
          this.spectators += 1;
        } else {
          await this.seatJoins(client, auth.role, options);
        }
        this.sendSnapshot(client);
        this.broadcastSeats();
      });
    }

    /** A seat arrives by its join link: it takes the seat over from any earlier connection of it. */
    async seatJoins(client: Client, color: Color, options: Record<string, unknown>): Promise<void> {
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
        name: normalizeName(options.name),
        clientSeed: typeof options.clientSeed === 'string' ? options.clientSeed : null,
      });
      seat.name = stored.name;
      seat.clientSeed = stored.clientSeed;
      seat.claimed = true;
      seat.client = client;
      seat.status = 'connected';
      seat.heldUntil = null;
      this.startDiceIfReady(0);
    }

    override async onLeave(client: Client, consented: boolean): Promise<void> {
      const auth = this.auths.get(client.sessionId);
      this.buckets.delete(client.sessionId);
      this.strikes.delete(client.sessionId);
      if (!auth) return;
      if (auth.role === 'spectator') {
        this.auths.delete(client.sessionId);
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
      const command = isRecord(raw) ? { ...raw, player: seat } : raw;
      const before = this.table;
      const result = applyCommand(before, command, this.dice);
      if (!result.ok) {
        this.strikes.delete(client.sessionId);
        return this.refuse(client, result.error.code, result.error.message, id);
      }
      const after = result.value.state;
      const dice = result.value.dice as TableDiceSource;
      const entry: LogEntry | null =
        result.value.event ?? (isRecord(raw) && raw.type === 'NEXT_GAME' ? { type: 'next-game' } : null);
      if (entry !== null) {
        const gameEnded = before.game.outcome === null && after.game.outcome !== null;
        const finished = gameEnded
          ? {
              game: after.history.length,
              record: { ...recordFromState(after), dice: this.proof(after.over) },
              winner: after.game.outcome?.winner ?? null,
              net: Math.abs(after.game.outcome?.net ?? 0),
              tableOver: after.over,
            }
          : undefined;
        try {
          await store.append(this.tableId, this.logEntries.length, entry, dice.nextRoll, finished);
        } catch (e) {
          if (e instanceof StorageConflict) {
            await this.reload();
            return this.refuse(client, 'table/conflict', 'the table moved on elsewhere; here is its current state', id);
          }
          settings.log(`table ${this.tableId}: storing entry ${this.logEntries.length} failed: ${String(e)}`);
          return this.refuse(
            client,
            'server/storage',
            'the server could not store the command; nothing was applied',
            id,
          );
        }
        this.logEntries = [...this.logEntries, entry];
      }
      const wasOver = before.over;
      this.table = after;
      this.dice = dice;
      this.version += 1;
      this.strikes.delete(client.sessionId);
      const update: UpdateMessage = {
        version: this.version,
        view: selectTableView(after),
        entries: entry === null ? [] : [entry],
        log: this.logEntries.length,
        ...(after.over && !wasOver ? { dice: this.proof() } : {}),
      };
      this.broadcast('update', update);
      if (id !== undefined) client.send('ack', { id, version: this.version });
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
