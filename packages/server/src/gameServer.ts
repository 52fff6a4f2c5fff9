import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { LocalPresence, matchMaker, type Presence, type Room, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { LOBBY_ROOM, TABLE_ROOM } from '@nardy/online';
import { AccountStore } from './accounts/accountStore.ts';
import type { ScryptCost } from './accounts/passwords.ts';
import { batchWritesPerTick } from './batchedWrites.ts';
import { limitRequestBodies } from './bodyLimit.ts';
import { ComputerPool } from './computer/computerPool.ts';
import { httpHandler } from './http.ts';
import { DEFAULT_LIMITS, type Limits, WindowCounter } from './limits.ts';
import { lobbyRoomClass } from './lobbyRoom.ts';
import { ModerationStore } from './moderation/moderationStore.ts';
import { MutedAccounts } from './moderation/mutedAccounts.ts';
import { RedisWatch, sweepDeadProcesses, watchRedis } from './processes.ts';
import { RatingStore } from './ratings/ratingStore.ts';
import type { ComputerPlayers } from './room/settings.ts';
import { tableRoomClass } from './room/tableRoom.ts';
import { type DatabaseLocation, openDatabase } from './storage/database.ts';
import { StorageUnavailable } from './storage/storageFailure.ts';
import { TableStore } from './storage/tableStore.ts';
import { REAL_TIME, type TimeSource } from './time.ts';

export interface GameServerOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  readonly port?: number;
  readonly host?: string;
  /** Default: an in-memory PGlite (`{dataDir: 'memory://'}`). */
  readonly database?: DatabaseLocation;
  /** With a Redis URL, several processes share matchmaking (Redis presence and driver). */
  readonly redisUrl?: string | null;
  /** The built web app to serve at `/`, or null. */
  readonly staticDir?: string | null;
  /** The address join and watch links point at (default: the request's Host). */
  readonly publicUrl?: string | null;
  /** How long a dropped seat is held for its reconnection token, in seconds (default 120). */
  readonly reconnectSeconds?: number;
  readonly limits?: Partial<Limits>;
  /** Where operational messages go (default: stderr). */
  readonly log?: (line: string) => void;
  /** The time of the players' clocks (default: the real clock; tests pass XState's SimulatedClock). */
  readonly time?: TimeSource;
  /** The cost of new password hashes (default `DEFAULT_SCRYPT`; tests lower it). */
  readonly scrypt?: ScryptCost;
  /** A bearer token for the moderation routes, besides operators' accounts (null: accounts only). */
  readonly adminToken?: string | null;
  /** The computer seats' decisions (default: a pool of worker threads running @nardy/bot). */
  readonly computer?: ComputerPlayers;
  /** How long a roll shows before the server plays a forced choice for a seat (ms; default 600). */
  readonly autoDelayMs?: number;
  /** Least time before each action of a computer seat (ms; default 500). */
  readonly computerThinkMs?: number;
}

export interface GameServer {
  /** http://host:port/ */
  readonly url: string;
  readonly port: number;
  readonly processId: string;
  readonly store: TableStore;
  readonly accounts: AccountStore;
  readonly ratings: RatingStore;
  readonly moderation: ModerationStore;
  readonly databaseKind: 'postgres' | 'pglite';
  /** Stops taking connections, disposes the rooms (everything is already stored) and closes the database. */
  close(): Promise<void>;
}

/** New tables kept for their first room (a few hundred bytes each); older ones are read from the database. */
const KEEP_CREATED_TABLES = 2000;

/** A free TCP port on `host` (the publicAddress of a Redis-shared process must be known before listening). */
async function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The WebSocket transport, with a connection's errors in one log line. A frame over `maxPayload` makes ws
 * close the connection (1009) and emit an error, which the transport itself prints with its whole stack.
 */
class OneLineErrorsTransport extends WebSocketTransport {
  constructor(options: ConstructorParameters<typeof WebSocketTransport>[0], log: (line: string) => void) {
    super(options);
    // After the transport's own listener, which has just put its printing one on the socket.
    this.wss.on('connection', (socket, req) => {
      socket.removeAllListeners('error');
      socket.on('error', (e: Error & { code?: string }) =>
        log(`websocket from ${req.socket.remoteAddress ?? 'unknown'}: ${e.message}${e.code ? ` (${e.code})` : ''}`),
      );
    });
  }
}

type RoomClass = new (...args: unknown[]) => Room;

/** The same room class, keeping its living rooms in `rooms` (to list them again after Redis restarts). */
function tracked(Base: RoomClass, rooms: Set<Room>): RoomClass {
  return class extends Base {
    override onCreate(options: unknown) {
      rooms.add(this);
      return super.onCreate?.(options);
    }
    override onDispose() {
      rooms.delete(this);
      return super.onDispose?.();
    }
  };
}

/**
 * Whether an unhandled rejection is a call to Redis or the database that nobody awaited: Colyseus saves
 * and removes room listings without waiting (a room disposed while Redis is away), and such a call fails
 * once its retries are spent. Those are logged; any other stays fatal.
 */
function isServiceFailure(reason: unknown): boolean {
  if (reason instanceof StorageUnavailable) return true;
  const name = (reason as { name?: unknown } | null)?.name;
  const message = reason instanceof Error ? reason.message : '';
  return (
    name === 'MaxRetriesPerRequestError' ||
    message === 'Connection is closed.' ||
    /^(connect )?(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)/.test(message)
  );
}

/**
 * Starts the game server: the HTTP API and the app, and Colyseus on the same port. One per process
 * (Colyseus' matchmaker is a process-wide singleton).
 */
export async function startGameServer(options: GameServerOptions = {}): Promise<GameServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => process.stderr.write(`nardy server: ${line}\n`));
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const database = await openDatabase(options.database ?? { dataDir: 'memory://' }, log);
  const redisUrl = options.redisUrl ?? null;
  // One process is the only writer of its tables: a new table's first room takes it as created, without
  // reading it back (ADR 0086). With several processes a room elsewhere may have changed it.
  const store = new TableStore(database.db, { keepCreated: redisUrl ? 0 : KEEP_CREATED_TABLES });
  const accounts = new AccountStore(database.db, options.scrypt);
  const ratings = new RatingStore(database.db);
  const moderation = new ModerationStore(database.db, store);
  const muted = new MutedAccounts(() => moderation.mutedIds());
  await muted.refresh();
  // Mutes made through another process reach this one's chats within a few seconds.
  const mutedRefresh = setInterval(() => {
    muted.refresh().catch(() => {}); // the database is away: the last list stands
  }, 5000);
  mutedRefresh.unref();
  const port = options.port === undefined || options.port === 0 ? await freePort(host) : options.port;
  const pool = options.computer ? null : new ComputerPool();
  const computer = options.computer ?? (pool as ComputerPool);

  const tablesPerAddress = new WindowCounter(limits.tablesPerMinute, 60_000);
  const http = createHttpServer(
    httpHandler({
      store,
      accounts,
      ratings,
      staticDir: options.staticDir ?? null,
      publicUrl: options.publicUrl ?? null,
      tablesPerAddress,
      loginsPerAddress: new WindowCounter(limits.loginsPerMinute, 60_000),
      failedLogins: new WindowCounter(limits.failedLogins, 15 * 60_000),
      accountsPerAddress: new WindowCounter(limits.accountsPerHour, 3_600_000),
      adminToken: options.adminToken ?? null,
      moderation,
      muted,
      tableChanged: (tableId) => {
        void matchMaker.remoteRoomCall(tableId, 'storedChanged').catch(() => {}); // no room: nothing to tell
      },
      log,
    }),
  );
  // Frames above the protocol's 8 KB up to this size reach the room, which refuses them with a code;
  // larger ones are cut off by the WebSocket layer itself (close code 1009).
  const transport = new OneLineErrorsTransport(
    { server: http, maxPayload: 64 * 1024, pingInterval: 3000, pingMaxRetries: 3 },
    log,
  );
  // Before the WebSocket server's own listener: the frames a room sends a connection in one turn leave in one write.
  http.prependListener('upgrade', (_req, socket) => batchWritesPerTick(socket));
  const redisPresence = redisUrl ? new RedisPresence(redisUrl) : null;
  const redisDriver = redisUrl ? new RedisDriver(redisUrl) : null;
  const presence: Presence = redisPresence ?? new LocalPresence();
  const rooms = new Set<Room>();
  const redisWatch = redisPresence && redisDriver ? new RedisWatch(redisPresence, redisDriver, rooms, log) : null;
  watchRedis(redisWatch);
  const serviceFailure = (reason: unknown) => {
    if (!isServiceFailure(reason)) throw reason;
    log(`a call to a service nobody waited for failed: ${String(reason).split('\n', 1)[0]}`);
  };
  process.on('unhandledRejection', serviceFailure);
  const gameServer = new Server({
    transport,
    presence,
    ...(redisDriver ? { driver: redisDriver, publicAddress: `${host}:${port}` } : {}),
    greet: false,
    gracefullyShutdown: false,
    // A table's room is created where the first connection to it arrived (its rows are in the shared database).
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
  });
  // Colyseus has put its matchmaker's handler on the server (it reads whole bodies): the limit goes first.
  limitRequestBodies(http);
  gameServer
    .define(
      TABLE_ROOM,
      tracked(
        tableRoomClass({
          store,
          accounts,
          ratings,
          limits,
          reconnectSeconds: options.reconnectSeconds ?? 120,
          log,
          time: options.time ?? REAL_TIME,
          redis: redisUrl !== null,
          muted,
          computer,
          ...(options.autoDelayMs === undefined ? {} : { autoDelayMs: options.autoDelayMs }),
          ...(options.computerThinkMs === undefined ? {} : { computerThinkMs: options.computerThinkMs }),
        }),
        rooms,
      ),
    )
    .filterBy(['tableId']);
  gameServer.define(
    LOBBY_ROOM,
    tracked(lobbyRoomClass({ store, accounts, ratings, limits, tablesPerAddress, log }), rooms),
  );
  try {
    await gameServer.listen(port, host);
  } catch (e) {
    process.off('unhandledRejection', serviceFailure);
    watchRedis(null);
    await database.close();
    throw e;
  }

  // With several processes: notice a dead one (SIGKILL, a crash) within a second and drop its rooms
  // from Redis, so that its tables are rebuilt here at their next join instead of after a failed one.
  const healthChecks = redisUrl
    ? setInterval(() => {
        sweepDeadProcesses().catch((e: unknown) => log(`sweeping dead processes: ${String(e)}`));
      }, 1000)
    : null;
  healthChecks?.unref();

  let closing: Promise<void> | null = null;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/`,
    port,
    processId: matchMaker.processId,
    store,
    accounts,
    ratings,
    moderation,
    databaseKind: database.kind,
    close() {
      closing ??= (async () => {
        if (healthChecks) clearInterval(healthChecks);
        clearInterval(mutedRefresh);
        await gameServer.gracefullyShutdown(false);
        await new Promise<void>((resolve) => http.close(() => resolve()));
        await pool?.close();
        await database.close();
        watchRedis(null);
        process.off('unhandledRejection', serviceFailure);
      })();
      return closing;
    },
  };
}
