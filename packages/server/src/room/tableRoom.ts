import type { AuthContext, Client, ClientPrivate } from '@colyseus/core';
import { Room } from '@colyseus/core';
import {
  type ClockSettings,
  type DiceProof,
  type Forfeit,
  type LogEntry,
  normalizeName,
  type OnlineRefusalCode,
  PROTOCOL_VERSION,
  type Role,
  type SnapshotMessage,
} from '@nardy/online';
import {
  parseTableConfig,
  type TableCommand,
  type TableConfig,
  type TableSession,
  type TableSpec,
  type TableState,
} from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { TableChat } from '../chat.ts';
import { isRoomMessage, MessageGate } from '../messageGate.ts';
import type { Logger } from '../observability/logger.ts';
import { type RatingKind, ratingKind } from '../ratings/glicko.ts';
import type { RatingChanges } from '../ratings/ratingStore.ts';
import type { ClockResume, RoomClock } from '../roomClock.ts';
import { StorageUnavailable } from '../storage/storageFailure.ts';
import type { StoredTable } from '../storage/tableStore.ts';
import type { TableDiceSource } from '../tableDice.ts';
import { type Auth, authorize, joinError } from './auth.ts';
import { blockedFor, onChat, onMute, onReport } from './chatHandlers.ts';
import { claimable, correspondenceResume, flagIfSpent, onClaim, roomClock } from './clockAndForfeit.ts';
import { lobbyInfo, publishToLobby, reserveSeat } from './lobby.ts';
import { onAuto, onCommand, replayStored, reseat, startIfReady } from './play.ts';
import { loadRatings, ratingOf, ratingOnEnd } from './ratings.ts';
import { onRematch, type RematchState, rematchFor } from './rematch.ts';
import { type SeatState, seatFrom, seatInfo, seatJoins, seatLeaves } from './seats.ts';
import { type RoomSettings, SEAT_RESERVATION_SECONDS } from './settings.ts';
import { refuse, tell } from './wire.ts';

/** Each client message type and its handler (the protocol's `ClientMessages`, one module per concern). */
const HANDLERS: Record<string, (room: TableRoom, client: Client, payload: unknown) => void> = {
  command: (room, client, payload) => void room.enqueue(() => onCommand(room, client, payload)),
  sync: (room, client) => {
    room.gate.clear(client.sessionId);
    room.sendSnapshot(client);
  },
  claim: (room, client) => void room.enqueue(() => onClaim(room, client)),
  chat: onChat,
  mute: onMute,
  report: (room, client, payload) => room.run(client, () => onReport(room, client, payload)),
  rematch: (room, client, payload) => room.run(client, () => onRematch(room, client, payload)),
  auto: onAuto,
};

/**
 * The room of one table (its `roomId` is the table id), the only authority over that table: a small
 * room that keeps the table's picture and routes each client message to its handler — seats and
 * reconnection (seats.ts), commands through the table session with persist-then-tell (play.ts), clocks
 * and forfeits, chat and reports, the rematch, the lobby's view, ratings. Every accepted command's log
 * entry is stored before any client hears of it; a room that is disposed (everyone left) or lost with
 * its process is rebuilt from the log by the next join.
 */
export class TableRoom extends Room {
  /** The server's shared settings (set on the class `tableRoomClass` makes). */
  static settings: RoomSettings;

  static override async onAuth(_token: string, options: unknown, context: AuthContext): Promise<Auth> {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the server's subclass, which holds its settings
    return authorize(TableRoom.settingsOf(this), options, context);
  }

  static settingsOf(cls: unknown): RoomSettings {
    return (cls as typeof TableRoom).settings;
  }

  get settings(): RoomSettings {
    return TableRoom.settingsOf(this.constructor);
  }

  // ---- the table --------------------------------------------------------------------------------
  tableId = '';
  tableName: string | null = null;
  spec!: TableSpec;
  config!: TableConfig;
  serverSeed = '';
  commitment = '';
  /** The table as it stands (the session's state once it has started). */
  table!: TableState;
  /** The one host of the table, from the moment both seats are claimed (its dice exist). */
  session: TableSession | null = null;
  dice: TableDiceSource | null = null;
  logEntries: LogEntry[] = [];
  /** Accepted commands since the last log entry (a board chosen, steps, undos): a snapshot's `turn`. */
  turnCommands: TableCommand[] = [];
  /** Increases with every accepted command and every rebuild. */
  version = 0;
  clockSettings: ClockSettings | null = null;
  clocks: RoomClock | null = null;
  forfeit: Forfeit | null = null;
  rated = false;
  listed = false;
  kind: RatingKind = 'short';
  ratingChanges: RatingChanges | null = null;
  rematchState: RematchState | null = null;

  // ---- who is here --------------------------------------------------------------------------------
  seats!: { [C in Color]: SeatState };
  auths = new Map<string, Auth>();
  /** Each spectator connection's chat id and name. */
  watchers = new Map<string, { sender: string; name: string | null; account: boolean }>();
  nextWatcher = 1;
  spectators = 0;
  replaced = new WeakSet<Client>();
  chat!: TableChat;
  /** Each connection's blocked accounts (their chat lines are not delivered to it). */
  blockedBy = new Map<string, Set<string>>();
  /** The account that said each chat line (for blocks). */
  lineAuthors = new Map<number, string>();
  gate!: MessageGate<OnlineRefusalCode>;

  /** Joins and commands run one at a time, in arrival order (each may wait for the database). */
  queue: Promise<void> = Promise.resolve();
  /** The table has been loaded from the store (`ensureLoaded`). */
  loaded = false;
  #logger: Logger | null = null;

  /** The server's logger with this table's id on every line. */
  get logger(): Logger {
    this.#logger ??= this.settings.logger.child({ tableId: this.roomId });
    return this.#logger;
  }

  /**
   * Opens the room without waiting for anything: the table is loaded by the first join (`ensureLoaded`,
   * in the queue). Colyseus lets a second join of the same table wait only about 0.7 s for the first
   * to open the room, then opens another — when this loaded the table, a slow database made two rooms
   * of one table, each seat alone in its own. (`onAuth` has already checked that the table exists.)
   * The room is never "full" for the matchmaker (which would open a second room of the table): the
   * spectators' limit is the room's own (`table/full`).
   */
  override onCreate(options: { tableId: string }): void {
    this.roomId = options.tableId;
    this.maxClients = 2 + this.settings.limits.spectators + 1000;
    this.autoDispose = true;
    this.setPatchRate(null);
    this.setSeatReservationTime(SEAT_RESERVATION_SECONDS);
    this.chat = new TableChat(this.settings.time, this.settings.muted);
    this.gate = new MessageGate<OnlineRefusalCode>(this.settings.limits, refuse);
  }

  /** The table as stored, loaded once (by the first join; again after a failed load). */
  async ensureLoaded(): Promise<void> {
    if (this.loaded) return;
    const { store } = this.settings;
    const stored = store.takeCreated(this.roomId) ?? (await store.loadTable(this.roomId));
    if (stored === null) throw joinError('table/unknown', 'no such table');
    this.load(stored, await correspondenceResume(this, stored));
    await loadRatings(this);
    this.loaded = true;
    this.publishToLobby();
  }

  /** (Re)builds the room's picture from what is stored; the session starts again if both seats are in. */
  load(stored: StoredTable, resume: ClockResume | null = null): void {
    const config = parseTableConfig(stored.spec);
    if (!config.ok) throw new Error(`table ${stored.id}: stored spec refused (${config.error.code})`);
    const table = replayStored(
      config.value,
      stored.log.map((e) => e.entry),
      stored.id,
    );
    this.session?.stop();
    this.session = null;
    this.dice = null;
    this.tableId = stored.id;
    this.tableName = stored.name;
    this.spec = stored.spec;
    this.config = config.value;
    this.serverSeed = stored.serverSeed;
    this.commitment = stored.commitment;
    this.table = table;
    this.logEntries = stored.log.map((e) => e.entry);
    this.turnCommands = [];
    this.version += 1;
    const previous = this.seats as { [C in Color]: SeatState } | undefined;
    this.seats = {
      white: seatFrom(stored.seats.white, previous?.white),
      black: seatFrom(stored.seats.black, previous?.black),
    };
    const metas = stored.log.map((e) => e.meta);
    this.forfeit = [...metas].reverse().find((m) => m?.forfeit)?.forfeit ?? null;
    this.clockSettings = stored.clock;
    this.rated = stored.rated;
    this.listed = stored.listed;
    this.kind = ratingKind(stored.spec.boards);
    this.clocks?.dispose();
    this.clocks = stored.clock === null ? null : roomClock(this, stored.clock, metas, resume);
    this.startIfReady(stored.log.at(-1)?.diceNext ?? 0);
  }

  startIfReady(nextRoll: number): void {
    startIfReady(this, nextRoll);
  }

  /** A seat's auto-play settings (or who plays it) changed. */
  seatSettingsChanged(color: Color): void {
    reseat(this, color);
  }

  override onDispose(): void {
    this.session?.stop();
    this.clocks?.dispose();
  }

  /** Runs a message's handler in the queue; a database out of reach is the sender's refusal `server/storage`. */
  run(client: Client, handler: () => Promise<void>): void {
    void this.enqueue(() =>
      handler().catch((e: unknown) => {
        if (!(e instanceof StorageUnavailable)) throw e;
        this.logger.warn(e.message);
        refuse(client, 'server/storage', 'the server could not reach its database; nothing was applied');
      }),
    );
  }

  /**
   * The table changed in the database behind the room (an operator closed it): read it again, in turn
   * with the commands, and tell everyone. Called by `remoteRoomCall` from whichever process.
   */
  async storedChanged(): Promise<void> {
    await this.enqueue(() => this.reload());
  }

  /**
   * The server plays this table by itself (a tournament's table of two computer seats, which nobody
   * joins): the room loads it and stays open without clients until the table is over. Called by
   * `remoteRoomCall` from the process running the tournament.
   */
  async hostAlone(): Promise<void> {
    this.autoDispose = false;
    await this.enqueue(() => this.ensureLoaded());
    const release = () => {
      if (this.table.over) this.autoDispose = true;
    };
    release();
    this.clock.setInterval(release, 1000);
  }

  enqueue(task: () => Promise<void> | void): Promise<void> {
    const run = this.queue.then(task);
    this.queue = run.catch((e: unknown) => this.logger.error({ err: e }, 'table task failed'));
    return run;
  }

  // ---- what clients are told ------------------------------------------------------------------------

  /** The dice proof as published: the server seed only once the table is over. */
  proof(over = this.table.over): DiceProof {
    return {
      tableId: this.tableId,
      commitment: this.commitment,
      clientSeeds: { white: this.seats.white.clientSeed ?? '', black: this.seats.black.clientSeed ?? '' },
      ...(over ? { serverSeed: this.serverSeed } : {}),
    };
  }

  snapshotFor(role: Role): SnapshotMessage {
    return {
      protocol: PROTOCOL_VERSION,
      tableId: this.tableId,
      name: this.tableName,
      role,
      spec: this.spec,
      log: this.logEntries,
      turn: this.turnCommands,
      version: this.version,
      seats: seatInfo(this),
      spectators: this.spectators,
      dice: this.proof(),
      started: this.session !== null,
      clock: this.clocks?.view() ?? null,
      claimable: this.claimable(),
      forfeit: this.forfeit,
      rated: this.rated,
      ratingChanges: this.ratingChanges,
    };
  }

  sendSnapshot(client: Client): void {
    const auth = this.auths.get(client.sessionId);
    if (auth) tell(client, 'snapshot', this.snapshotFor(auth.role));
  }

  broadcastSeats(): void {
    this.publishToLobby();
    this.broadcast('seats', {
      seats: seatInfo(this),
      spectators: this.spectators,
      started: this.session !== null,
      claimable: this.claimable(),
      clock: this.clocks?.view() ?? null,
    });
  }

  claimable(): Color | null {
    return claimable(this);
  }

  flagIfSpent(): Promise<void> {
    return flagIfSpent(this);
  }

  publishToLobby(): void {
    publishToLobby(this);
  }

  lobbyInfo() {
    return lobbyInfo(this);
  }

  ratingOf(userId: string): Promise<number | null> {
    return ratingOf(this, userId);
  }

  ratingOnEnd(after: TableState) {
    return ratingOnEnd(this, after);
  }

  /** A lobby player sits at this open table (a remote call from the lobby room, in whatever process). */
  reserveSeat(account: { id: string; name: string } | null) {
    return reserveSeat(this, account);
  }

  /**
   * The seat's owner opened it with a new token (`POST /api/tables/:id/seat`, from whatever process):
   * the seat takes it; a connection on the old one no longer holds the seat.
   */
  async seatTokenRenewed(color: Color, tokenHash: string): Promise<void> {
    await this.enqueue(() => {
      if (this.loaded && (color === 'white' || color === 'black')) this.seats[color].tokenHash = tokenHash;
    });
  }

  /**
   * Loads the table if no join has (the correspondence sweep opened this room for a deadline that passed
   * while nobody had it open): its clock then applies the deadline. The room closes by itself after,
   * nobody being in it.
   */
  async applyClock(): Promise<void> {
    await this.enqueue(() => this.ensureLoaded());
  }

  /** After a lost race with another process: the stored log is the truth; every client gets it. */
  async reload(): Promise<void> {
    const stored = await this.settings.store.loadTable(this.tableId);
    if (stored === null) return;
    this.load(stored, await correspondenceResume(this, stored));
    for (const client of this.clients) this.sendSnapshot(client);
  }

  // ---- connections ------------------------------------------------------------------------------------

  override async onJoin(client: Client, options: Record<string, unknown>, auth: Auth): Promise<void> {
    await this.enqueue(async () => {
      await this.ensureLoaded();
      if (auth.role === 'spectator') {
        if (this.spectators >= this.settings.limits.spectators) throw joinError('table/full', 'too many spectators');
        this.auths.set(client.sessionId, auth);
        this.spectators += 1;
        this.watchers.set(client.sessionId, {
          sender: `s${this.nextWatcher++}`,
          name: auth.account?.name ?? normalizeName(options.name),
          account: auth.account !== null,
        });
      } else {
        this.auths.set(client.sessionId, auth);
        await seatJoins(this, client, auth.role, options, auth.account, auth.auto);
      }
      const social = this.settings.social;
      if (auth.account !== null && social)
        this.blockedBy.set(client.sessionId, await social.blockedIds(auth.account.id));
      this.sendSnapshot(client);
      tell(client, 'chat-history', {
        lines: this.chat.history(client.sessionId, auth.role).filter((l) => !blockedFor(this, client.sessionId, l.id)),
        you: this.watchers.get(client.sessionId)?.sender ?? auth.role,
      });
      if (this.rematchState !== null) tell(client, 'rematch', rematchFor(this, auth.role));
      this.broadcastSeats();
      await this.flagIfSpent();
    });
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const auth = this.auths.get(client.sessionId);
    this.gate.forget(client.sessionId);
    this.chat.forget(client.sessionId);
    this.blockedBy.delete(client.sessionId);
    if (!auth) return;
    if (auth.role === 'spectator') {
      this.auths.delete(client.sessionId);
      if (this.watchers.delete(client.sessionId)) this.spectators -= 1;
      this.broadcastSeats();
      return;
    }
    await seatLeaves(this, client, auth.role, consented);
  }

  /** Every frame of a connection: Colyseus's own protocol passes on; room messages pass the gate first. */
  protected override _onMessage(client: Client & ClientPrivate, buffer: Buffer): void {
    if (!isRoomMessage(buffer)) {
      super._onMessage(client, buffer);
      return;
    }
    if (!this.auths.has(client.sessionId)) return;
    const message = this.gate.admit(client, buffer);
    if (message === null) return;
    const type = String(message.type);
    const handler = Object.hasOwn(HANDLERS, type) ? HANDLERS[type] : undefined;
    if (handler === undefined) {
      this.gate.strike(client, 'message/unknown-type', `unknown message type ${JSON.stringify(type).slice(0, 40)}`);
      return;
    }
    handler(this, client, message.payload);
  }
}

/**
 * The room class of a server: `TableRoom` with the server's settings. (Typed as a room constructor: the
 * declarations of the published package cannot spell out a class with Colyseus's private members.)
 */
export function tableRoomClass(settings: RoomSettings): new (...args: unknown[]) => Room {
  return class extends TableRoom {
    static override settings = settings;
  } as unknown as new (
    ...args: unknown[]
  ) => Room;
}
