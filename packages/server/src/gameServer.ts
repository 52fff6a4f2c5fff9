import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { LocalPresence, matchMaker, type Presence, type Room, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { CLOSE_CODES, LOBBY_ROOM, TABLE_ROOM } from '@nardy/online';
import { AccountStore } from './accounts/accountStore.ts';
import type { ScryptCost } from './accounts/passwords.ts';
import { sendMetrics } from './adminRoutes.ts';
import { batchWritesPerTick } from './batchedWrites.ts';
import { limitRequestBodies } from './bodyLimit.ts';
import { ComputerPool } from './computer/computerPool.ts';
import { EmbedOrigins, parseEmbedOrigin } from './embedOrigins.ts';
import { httpHandler } from './http.ts';
import { DEFAULT_LIMITS, type Limits, WindowCounter } from './limits.ts';
import { lobbyRoomClass } from './lobbyRoom.ts';
import { ModerationStore } from './moderation/moderationStore.ts';
import { MutedAccounts } from './moderation/mutedAccounts.ts';
import { createLogger, type Logger } from './observability/logger.ts';
import { ServerMetrics } from './observability/metrics.ts';
import { forgetDeadHolder, RedisWatch, sweepDeadProcesses, watchRedis } from './processes.ts';
import { RatingStore } from './ratings/ratingStore.ts';
import type { ComputerPlayers } from './room/settings.ts';
import { tableRoomClass } from './room/tableRoom.ts';
import { sweepCorrespondence } from './social/correspondenceSweep.ts';
import { SocialStore } from './social/socialStore.ts';
import { type DatabaseLocation, openDatabase } from './storage/database.ts';
import { StorageUnavailable } from './storage/storageFailure.ts';
import { TableStore } from './storage/tableStore.ts';
import { REAL_TIME, type TimeSource } from './time.ts';
import { TournamentRunner } from './tournaments/tournamentRunner.ts';
import { TournamentStore } from './tournaments/tournamentStore.ts';

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
  /** The structured log (default: JSON lines on stderr at level info, `createLogger`). */
  readonly logger?: Logger;
  /** The time of the players' clocks (default: the real clock; tests pass XState's SimulatedClock). */
  readonly time?: TimeSource;
  /** The cost of new password hashes (default `DEFAULT_SCRYPT`; tests lower it). */
  readonly scrypt?: ScryptCost;
  /**
   * A bearer token for the moderation routes (besides operators' accounts), `GET /metrics` and
   * `POST /api/admin/backup`; without one the last two are off.
   */
  readonly adminToken?: string | null;
  /** A port of its own for `GET /metrics` without a token (on `host`; keep it private). */
  readonly metricsPort?: number | null;
  /**
   * Where clients reach this process's rooms (WebSocket), with Redis: `host:port` or, behind one proxy
   * that routes by path, `proxy-host[:port]/path` (docs/deploy.md). Default: `host:port` it listens on.
   */
  readonly publicAddress?: string | null;
  /** The computer seats' decisions (default: a pool of worker threads running @nardy/bot). */
  readonly computer?: ComputerPlayers;
  /** How long a roll shows before the server plays a forced choice for a seat (ms; default 600). */
  readonly autoDelayMs?: number;
  /** Least time before each action of a computer seat (ms; default 500). */
  readonly computerThinkMs?: number;
  /** Between two looks at the running tournaments (ms; default 1000). */
  readonly tournamentTickMs?: number;
  /** A process that has not renewed its hold on a tournament for this long is taken to be dead (ms; default 5000). */
  readonly tournamentLeaseMs?: number;
  /** How often correspondence tables nobody has open are checked for a passed deadline (default 5; 0: never). */
  readonly correspondenceSweepMinutes?: number;
  /**
   * Other sites whose pages show this server's live tables and tournaments (`https://club.example.org`):
   * they may read exactly what the live embeds read — the tournaments, a spectator's join — and
   * nothing else (embedOrigins.ts). An origin that is not one throws `BadEmbedOrigin`. Process-wide,
   * as Colyseus' matchmaker is.
   */
  readonly embedOrigins?: readonly string[];
}

/** An `embedOrigins` entry that is no origin (code `server/embed-origin`). */
export class BadEmbedOrigin extends Error {
  readonly code = 'server/embed-origin';
  constructor(readonly origin: string) {
    super(`not an origin: ${origin} (an origin is scheme://host[:port], e.g. https://club.example.org)`);
    this.name = 'BadEmbedOrigin';
  }
}

/** The port is taken by another program (code `server/port-in-use`). */
export class PortInUse extends Error {
  readonly code = 'server/port-in-use';
  constructor(
    readonly host: string,
    readonly port: number,
  ) {
    super(`port ${port} on ${host} is already in use`);
    this.name = 'PortInUse';
  }
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
  /** Friends, blocks, challenges and the inbox; `notify` is the hook other features tell players through. */
  readonly social: SocialStore;
  /**
   * Decides now the correspondence tables whose turn ran out while nobody had them open (the server
   * also does it every `correspondenceSweepMinutes`); the ids of the tables it opened.
   */
  sweepCorrespondence(): Promise<string[]>;
  readonly databaseKind: 'postgres' | 'pglite';
  readonly metrics: ServerMetrics;
  /** The port of `GET /metrics` without a token, when `metricsPort` was given. */
  readonly metricsPort: number | null;
  readonly logger: Logger;
  /** A gzipped tarball of the PGlite data folder, taken while serving (null on PostgreSQL). */
  readonly backup: (() => Promise<Blob>) | null;
  /**
   * Drains and stops: takes no new connection, table or room; tells every client of its rooms to
   * reconnect now (close code `CLOSE_CODES.serverRestart`: they land on another process, or on this one
   * restarted), removes its rooms from Redis, and closes the database. Everything accepted is already stored.
   */
  close(): Promise<void>;
}

/** New tables kept for their first room (a few hundred bytes each); older ones are read from the database. */
const KEEP_CREATED_TABLES = 2000;

/** Throws `PortInUse` if `port` cannot be bound on `host` now. */
function portFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', (e: NodeJS.ErrnoException) => reject(e.code === 'EADDRINUSE' ? new PortInUse(host, port) : e));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** Colyseus' own messages as lines of the server's log. */
function colyseusLogger(logger: Logger) {
  const text = (args: unknown[]) =>
    args
      .map((a) => (a instanceof Error ? (a.stack ?? a.message) : typeof a === 'string' ? a : JSON.stringify(a)))
      .join(' ');
  return {
    debug: (...args: unknown[]) => logger.debug(text(args)),
    info: (...args: unknown[]) => logger.info(text(args)),
    trace: (...args: unknown[]) => logger.trace(text(args)),
    warn: (...args: unknown[]) => logger.warn(text(args)),
    error: (...args: unknown[]) => logger.error(text(args)),
  };
}

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
  constructor(options: ConstructorParameters<typeof WebSocketTransport>[0], logger: Logger) {
    super(options);
    // After the transport's own listener, which has just put its printing one on the socket.
    this.wss.on('connection', (socket, req) => {
      socket.removeAllListeners('error');
      socket.on('error', (e: Error & { code?: string }) =>
        logger.warn(
          { address: req.socket.remoteAddress ?? 'unknown', code: e.code },
          `websocket from ${req.socket.remoteAddress ?? 'unknown'}: ${e.message}`,
        ),
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
  const embedOrigins = new EmbedOrigins(
    (options.embedOrigins ?? []).map((o) => {
      const origin = parseEmbedOrigin(o);
      if (origin === null) throw new BadEmbedOrigin(o);
      return origin;
    }),
  );
  const baseLogger = options.logger ?? createLogger();
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  // A taken port is told before the database is opened (a new PGlite folder takes seconds to make).
  if (options.port !== undefined && options.port !== 0) await portFree(host, options.port);
  const logLine = (line: string) => baseLogger.warn(line);
  const database = await openDatabase(options.database ?? { dataDir: 'memory://' }, logLine);
  const redisUrl = options.redisUrl ?? null;
  const backup = database.backup;
  let draining = false;
  /** Table rooms open here (for `nardy_tables_active` and the drain). */
  const tableRooms = new Set<Room>();
  const metrics = new ServerMetrics({
    tablesActive: () => tableRooms.size,
    connections: () => (transport as unknown as { wss: { clients: Set<unknown> } }).wss.clients.size,
  });
  // One process is the only writer of its tables: a new table's first room takes it as created, without
  // reading it back (ADR 0086). With several processes a room elsewhere may have changed it.
  const store = new TableStore(database.db, { keepCreated: redisUrl ? 0 : KEEP_CREATED_TABLES });
  const accounts = new AccountStore(database.db, options.scrypt);
  const ratings = new RatingStore(database.db);
  const moderation = new ModerationStore(database.db, store);
  const tournamentStore = new TournamentStore(database.db);
  const social = new SocialStore(database.db);
  const muted = new MutedAccounts(() => moderation.mutedIds());
  await muted.refresh().catch(() => {}); // the database is away at start: nobody is muted yet
  // Mutes made through another process reach this one's chats within a few seconds.
  const mutedRefresh = setInterval(() => {
    muted.refresh().catch(() => {}); // the database is away: the last list stands
  }, 5000);
  mutedRefresh.unref();
  const port = options.port === undefined || options.port === 0 ? await freePort(host) : options.port;
  const pool = options.computer ? null : new ComputerPool();
  const computer = options.computer ?? (pool as ComputerPool);

  // The handler is set once Colyseus has its process id (every log line carries it); Colyseus wraps
  // the request listener that exists when it starts, so this one must be there before.
  let handle = (_req: IncomingMessage, _res: ServerResponse): void => {};
  const http = createHttpServer((req, res) => handle(req, res));
  const tablesPerAddress = new WindowCounter(limits.tablesPerMinute, 60_000);
  const tableChanged = (tableId: string) => {
    void matchMaker.remoteRoomCall(tableId, 'storedChanged').catch(() => {}); // no room: nothing to tell
  };
  let runner: TournamentRunner | null = null;
  const handler = () =>
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
      tableChanged,
      tournaments: { tournaments: tournamentStore, runner: runner as TournamentRunner },
      metrics: options.adminToken ? metrics : null,
      backup,
      logger,
      draining: () => draining,
      social,
      challengesPerUser: new WindowCounter(limits.challengesPer10Minutes, 10 * 60_000),
      socialPerUser: new WindowCounter(limits.socialPerMinute, 60_000),
      embedOrigins,
    });
  // Frames above the protocol's 8 KB up to this size reach the room, which refuses them with a code;
  // larger ones are cut off by the WebSocket layer itself (close code 1009).
  const transport = new OneLineErrorsTransport(
    { server: http, maxPayload: 64 * 1024, pingInterval: 3000, pingMaxRetries: 3 },
    baseLogger,
  );
  // Before the WebSocket server's own listener: the frames a room sends a connection in one turn leave in one write.
  http.prependListener('upgrade', (_req, socket) => batchWritesPerTick(socket));
  const redisPresence = redisUrl ? new RedisPresence(redisUrl) : null;
  const redisDriver = redisUrl ? new RedisDriver(redisUrl) : null;
  const presence: Presence = redisPresence ?? new LocalPresence();
  const rooms = new Set<Room>();
  const redisWatch = redisPresence && redisDriver ? new RedisWatch(redisPresence, redisDriver, rooms, logLine) : null;
  watchRedis(redisWatch);
  const serviceFailure = (reason: unknown) => {
    if (!isServiceFailure(reason)) throw reason;
    baseLogger.warn(`a call to a service nobody waited for failed: ${String(reason).split('\n', 1)[0]}`);
  };
  process.on('unhandledRejection', serviceFailure);
  const publicAddress = options.publicAddress ?? `${host.includes(':') ? `[${host}]` : host}:${port}`;
  const gameServer = new Server({
    transport,
    presence,
    ...(redisDriver ? { driver: redisDriver, publicAddress } : {}),
    greet: false,
    gracefullyShutdown: false,
    logger: colyseusLogger(baseLogger.child({ component: 'colyseus' })),
    // A table's room is created where the first connection to it arrived (its rows are in the shared database).
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
  });
  const logger = baseLogger.child({ processId: matchMaker.processId });
  runner = new TournamentRunner({
    tournaments: tournamentStore,
    tables: store,
    processId: matchMaker.processId,
    host: hostAlone,
    tableChanged,
    logger: logger.child({ component: 'tournaments' }),
    notify: (userId, data, fromId) => social.notify(userId, 'tournamentRound', { ...data }, fromId),
    ...(options.tournamentTickMs === undefined ? {} : { tickMs: options.tournamentTickMs }),
    ...(options.tournamentLeaseMs === undefined ? {} : { leaseMs: options.tournamentLeaseMs }),
  });
  handle = handler();
  // Colyseus answers every origin by default (with credentials): only the embed origins' spectator routes here.
  matchMaker.controller.DEFAULT_CORS_HEADERS = {} as typeof matchMaker.controller.DEFAULT_CORS_HEADERS;
  matchMaker.controller.getCorsHeaders = (req) =>
    embedOrigins.matchmakingHeaders((req.url ?? '').split('?', 1)[0], req.headers);
  wrapMatchmaking(http, logger, redisUrl !== null);
  // Colyseus has put its matchmaker's handler on the server (it reads whole bodies): the limit goes first.
  limitRequestBodies(http);
  const tables = gameServer
    .define(
      TABLE_ROOM,
      tracked(
        tableRoomClass({
          store,
          accounts,
          ratings,
          limits,
          reconnectSeconds: options.reconnectSeconds ?? 120,
          logger,
          metrics,
          time: options.time ?? REAL_TIME,
          redis: redisUrl !== null,
          muted,
          computer,
          social,
          embedOrigins,
          ...(options.autoDelayMs === undefined ? {} : { autoDelayMs: options.autoDelayMs }),
          ...(options.computerThinkMs === undefined ? {} : { computerThinkMs: options.computerThinkMs }),
        }),
        rooms,
      ),
    )
    .filterBy(['tableId']);
  const lobby = gameServer.define(
    LOBBY_ROOM,
    tracked(lobbyRoomClass({ store, accounts, ratings, limits, tablesPerAddress, logger }), rooms),
  );
  tables.on('create', (room: Room) => {
    tableRooms.add(room);
    sendClientsElsewhereOnShutdown(room);
  });
  tables.on('dispose', (room: Room) => tableRooms.delete(room));
  lobby.on('create', (room: Room) => sendClientsElsewhereOnShutdown(room));

  let metricsServer: ReturnType<typeof createHttpServer> | null = null;
  try {
    await gameServer.listen(port, host).catch((e: unknown) => {
      throw (e as NodeJS.ErrnoException).code === 'EADDRINUSE' ? new PortInUse(host, port) : e;
    });
    if (options.metricsPort !== undefined && options.metricsPort !== null) {
      metricsServer = await listenForMetrics(metrics, options.metricsPort, host);
    }
  } catch (e) {
    // Nothing may stay behind (Redis connections, timers): the caller exits or tries another port.
    process.off('unhandledRejection', serviceFailure);
    watchRedis(null);
    clearInterval(mutedRefresh);
    await gameServer.gracefullyShutdown(false).catch(() => {});
    http.closeAllConnections();
    metricsServer?.close();
    metrics.close();
    await pool?.close();
    await database.close();
    throw e;
  }

  // With several processes: notice a dead one (SIGKILL, a crash) within a second and drop its rooms
  // from Redis, so that its tables are rebuilt here at their next join instead of after a failed one.
  const healthChecks = redisUrl
    ? setInterval(() => {
        sweepDeadProcesses().catch((e: unknown) => logger.warn({ err: e }, 'sweeping dead processes failed'));
      }, 1000)
    : null;
  healthChecks?.unref();
  const sweep = () => sweepCorrespondence(database.db, store, social, logger);
  const sweepMinutes = options.correspondenceSweepMinutes ?? 5;
  // With several processes one of them sweeps each round: the first to count the round's key in the
  // shared presence (so that two processes never open rooms of the same table at once).
  const sweepRound = async () => {
    const round = Math.floor(Date.now() / (sweepMinutes * 60_000));
    const key = `nardy:correspondence-sweep:${round}`;
    const first = (await presence.incr(key)) === 1;
    await presence.expire(key, sweepMinutes * 120);
    if (first) await sweep();
  };
  const sweeps =
    sweepMinutes > 0
      ? setInterval(() => {
          if (!draining) sweepRound().catch((e: unknown) => logger.warn({ err: e }, 'the correspondence sweep failed'));
        }, sweepMinutes * 60_000)
      : null;
  sweeps?.unref();

  runner.start();
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
  logger.info(
    {
      url,
      database: database.kind,
      presence: redisUrl ? 'redis' : 'local',
      publicAddress: redisUrl ? publicAddress : null,
    },
    'listening',
  );
  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    processId: matchMaker.processId,
    store,
    accounts,
    ratings,
    moderation,
    social,
    sweepCorrespondence: sweep,
    databaseKind: database.kind,
    metrics,
    metricsPort: metricsServer === null ? null : (metricsServer.address() as { port: number }).port,
    logger,
    backup,
    close() {
      closing ??= (async () => {
        const open = tableRooms.size;
        logger.info({ rooms: open }, 'draining: clients are sent to reconnect elsewhere');
        draining = true;
        if (healthChecks) clearInterval(healthChecks);
        if (sweeps) clearInterval(sweeps);
        clearInterval(mutedRefresh);
        await runner?.stop();
        // No new connection from here on (a proxy sends the next request to another process);
        // requests already under way on open connections are answered.
        const closed = new Promise<void>((resolve) => http.close(() => resolve()));
        await gameServer.gracefullyShutdown(false);
        http.closeAllConnections();
        await closed;
        metricsServer?.close();
        metrics.close();
        await pool?.close();
        await database.close();
        watchRedis(null);
        process.off('unhandledRejection', serviceFailure);
        logger.info({ rooms: open }, 'stopped');
      })();
      return closing;
    },
  };
}

/**
 * Colyseus' shutdown disposes each room with its `onBeforeShutdown`, which closes the connections as a
 * consented leave (close code 4000): a client would take it as the end. Here they are told to reconnect
 * now (`CLOSE_CODES.serverRestart`). The room's Redis listing is removed as the disconnection starts
 * (before any client can come back elsewhere), and the second removal Colyseus makes when the room is
 * disposed is skipped: by then a living process may have listed its new room of the same table there.
 */
function sendClientsElsewhereOnShutdown(room: Room): void {
  room.onBeforeShutdown = () => {
    const listing = room.listing;
    void room.disconnect(CLOSE_CODES.serverRestart);
    listing.remove = () => undefined;
  };
}

/**
 * Around Colyseus' matchmaking routes (which answer before the API's handler): each request is logged
 * at level debug with its time. With several processes, a reconnection (`/matchmake/reconnect/<roomId>`)
 * that arrives at a living process for a room of a dead one would wait for the dead one to answer
 * (Colyseus' 2-second IPC timeout) before failing over to the join: the dead holder is forgotten first,
 * so it fails at once.
 */
function wrapMatchmaking(http: ReturnType<typeof createHttpServer>, logger: Logger, redis: boolean): void {
  const listeners = http.listeners('request').slice() as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners('request');
  const dispatch = (req: IncomingMessage, res: ServerResponse) => {
    for (const listener of listeners) listener.call(http, req, res);
  };
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (path.includes('/matchmake/') && logger.isLevelEnabled('debug')) {
      const started = performance.now();
      res.once('finish', () =>
        logger.debug({ path, ms: Math.round((performance.now() - started) * 10) / 10 }, 'matchmaking request'),
      );
    }
    const reconnect = /\/matchmake\/reconnect\/([A-Za-z0-9_-]+)/.exec(path);
    if (reconnect === null || !redis) return dispatch(req, res);
    // The body is read by Colyseus once dispatched: a request stream does not flow before that.
    forgetDeadHolder(reconnect[1])
      .catch((e: unknown) => logger.warn({ err: e }, 'checking the holder of a room failed'))
      .finally(() => dispatch(req, res));
  });
}

/**
 * Opens the room of a table nobody joins — a tournament's table of two computer seats — and has it
 * play by itself until the table is over. A room of the table already open (a spectator's) is used.
 */
async function hostAlone(tableId: string): Promise<void> {
  if (matchMaker.getLocalRoomById(tableId) === undefined) {
    const listed = await matchMaker.query({ roomId: tableId });
    if (listed.length === 0) await matchMaker.createRoom(TABLE_ROOM, { tableId });
  }
  await matchMaker.remoteRoomCall(tableId, 'hostAlone');
}

/** `GET /metrics` on a port of its own, without a token (everything else: 404). */
function listenForMetrics(
  metrics: ServerMetrics,
  port: number,
  host: string,
): Promise<ReturnType<typeof createHttpServer>> {
  const server = createHttpServer((req, res) => {
    if ((req.url ?? '').split('?', 1)[0] === '/metrics' && req.method === 'GET') {
      sendMetrics(res, metrics).catch(() => res.destroy());
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found\n');
  });
  return new Promise((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => reject(e.code === 'EADDRINUSE' ? new PortInUse(host, port) : e));
    server.listen(port, host, () => resolve(server));
  });
}
