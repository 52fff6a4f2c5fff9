import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { LocalPresence, matchMaker, type Presence, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { LOBBY_ROOM, TABLE_ROOM } from '@nardy/online';
import { AccountStore } from './accounts/accountStore.ts';
import type { ScryptCost } from './accounts/passwords.ts';
import { batchWritesPerTick } from './batchedWrites.ts';
import { ComputerPool } from './computer/computerPool.ts';
import { httpHandler } from './http.ts';
import { DEFAULT_LIMITS, type Limits, WindowCounter } from './limits.ts';
import { lobbyRoomClass } from './lobbyRoom.ts';
import { sweepDeadProcesses } from './processes.ts';
import { RatingStore } from './ratings/ratingStore.ts';
import type { ComputerPlayers } from './room/settings.ts';
import { tableRoomClass } from './room/tableRoom.ts';
import { type DatabaseLocation, openDatabase } from './storage/database.ts';
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
  /** The operators' token for `GET /api/reports` (reported chat lines); without one the route is off. */
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
 * Starts the game server: the HTTP API and the app, and Colyseus on the same port. One per process
 * (Colyseus' matchmaker is a process-wide singleton).
 */
export async function startGameServer(options: GameServerOptions = {}): Promise<GameServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => process.stderr.write(`nardy server: ${line}\n`));
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const database = await openDatabase(options.database ?? { dataDir: 'memory://' });
  const redisUrl = options.redisUrl ?? null;
  // One process is the only writer of its tables: a new table's first room takes it as created, without
  // reading it back (ADR 0086). With several processes a room elsewhere may have changed it.
  const store = new TableStore(database.db, { keepCreated: redisUrl ? 0 : KEEP_CREATED_TABLES });
  const accounts = new AccountStore(database.db, options.scrypt);
  const ratings = new RatingStore(database.db);
  const port = options.port === undefined || options.port === 0 ? await freePort(host) : options.port;
  const pool = options.computer ? null : new ComputerPool();
  const computer = options.computer ?? (pool as ComputerPool);

  const http = createHttpServer(
    httpHandler({
      store,
      accounts,
      ratings,
      staticDir: options.staticDir ?? null,
      publicUrl: options.publicUrl ?? null,
      tablesPerAddress: new WindowCounter(limits.tablesPerMinute, 60_000),
      loginsPerAddress: new WindowCounter(limits.loginsPerMinute, 60_000),
      failedLoginsPerName: new WindowCounter(limits.failedLoginsPerName, 15 * 60_000),
      accountsPerAddress: new WindowCounter(limits.accountsPerHour, 3_600_000),
      adminToken: options.adminToken ?? null,
      log,
    }),
  );
  // Frames above the protocol's 8 KB up to this size reach the room, which refuses them with a code;
  // larger ones are cut off by the WebSocket layer itself (close code 1009).
  const transport = new WebSocketTransport({
    server: http,
    maxPayload: 64 * 1024,
    pingInterval: 3000,
    pingMaxRetries: 3,
  });
  // Before the WebSocket server's own listener: the frames a room sends a connection in one turn leave in one write.
  http.prependListener('upgrade', (_req, socket) => batchWritesPerTick(socket));
  const presence: Presence = redisUrl ? new RedisPresence(redisUrl) : new LocalPresence();
  const gameServer = new Server({
    transport,
    presence,
    ...(redisUrl ? { driver: new RedisDriver(redisUrl), publicAddress: `${host}:${port}` } : {}),
    greet: false,
    gracefullyShutdown: false,
    // A table's room is created where the first connection to it arrived (its rows are in the shared database).
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
  });
  gameServer
    .define(
      TABLE_ROOM,
      tableRoomClass({
        store,
        accounts,
        ratings,
        limits,
        reconnectSeconds: options.reconnectSeconds ?? 120,
        log,
        time: options.time ?? REAL_TIME,
        redis: redisUrl !== null,
        computer,
        ...(options.autoDelayMs === undefined ? {} : { autoDelayMs: options.autoDelayMs }),
        ...(options.computerThinkMs === undefined ? {} : { computerThinkMs: options.computerThinkMs }),
      }),
    )
    .filterBy(['tableId']);
  gameServer.define(LOBBY_ROOM, lobbyRoomClass({ store, accounts, ratings, limits, log }));
  try {
    await gameServer.listen(port, host);
  } catch (e) {
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
    databaseKind: database.kind,
    close() {
      closing ??= (async () => {
        if (healthChecks) clearInterval(healthChecks);
        await gameServer.gracefullyShutdown(false);
        await new Promise<void>((resolve) => http.close(() => resolve()));
        await pool?.close();
        await database.close();
      })();
      return closing;
    },
  };
}
