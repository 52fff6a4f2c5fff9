import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type ClosedEntry,
  type CreatedTable,
  clockRecord,
  type HealthAnswer,
  joinLink,
  normalizeName,
  parseClockRequest,
  replayLog,
  TABLE_ID_PATTERN,
  type TableRecordAnswer,
  watchLink,
} from '@nardy/online';
import { parseTableConfig, recordFromState } from '@nardy/parallel';
import { accountRoute } from './accountRoutes.ts';
import type { AccountStore } from './accounts/accountStore.ts';
import { sessionToken } from './accounts/cookies.ts';
import { type AdminSettings, adminRoute } from './adminRoutes.ts';
import type { EmbedOrigins } from './embedOrigins.ts';
import { HttpError, readJsonObject, sendJson } from './httpUtil.ts';
import type { WindowCounter } from './limits.ts';
import { moderationRoute } from './moderation/moderationRoutes.ts';
import type { ModerationStore } from './moderation/moderationStore.ts';
import type { MutedAccounts } from './moderation/mutedAccounts.ts';
import { openTable, parseComputerSeats } from './newTable.ts';
import type { Logger } from './observability/logger.ts';
import type { RatingStore } from './ratings/ratingStore.ts';
import { socialRoute } from './social/socialRoutes.ts';
import type { SocialStore } from './social/socialStore.ts';
import { serveStatic } from './staticFiles.ts';
import { StorageUnavailable } from './storage/storageFailure.ts';
import type { TableStore } from './storage/tableStore.ts';
import { type TournamentRouteSettings, tournamentRoute } from './tournaments/tournamentRoutes.ts';

export { MAX_BODY_BYTES } from './httpUtil.ts';

export interface HttpSettings extends AdminSettings {
  readonly store: TableStore;
  readonly accounts: AccountStore;
  readonly ratings: RatingStore;
  /** The built web app to serve at `/` (null: only the API and the game server). */
  readonly staticDir: string | null;
  /** The address links point at; default: the request's own `Host`. */
  readonly publicUrl: string | null;
  readonly tablesPerAddress: WindowCounter;
  /** Login attempts per address, and failed logins per address and account name (docs/online.md "Accounts"). */
  readonly loginsPerAddress: WindowCounter;
  readonly failedLogins: WindowCounter;
  readonly accountsPerAddress: WindowCounter;
  /**
   * The operators' token: the moderation routes (besides operators' sessions), `GET /metrics` and
   * backups (null: only operators' sessions moderate, and those two routes are off).
   */
  readonly adminToken: string | null;
  readonly moderation: ModerationStore;
  /** The accounts muted now (a mute made here changes it at once). */
  readonly muted: MutedAccounts;
  /** A table changed in the database behind its room (an operator closed it): its room reads it again. */
  readonly tableChanged: (tableId: string) => void;
  /** Each request's lines carry its `reqId` (the proxy's `X-Request-Id`, or one of ours). */
  readonly logger: Logger;
  /** The process is draining (SIGTERM): it opens no new table (503 `server/draining`). */
  readonly draining?: () => boolean;
  /** Other sites whose pages may read the live embeds' routes (CORS headers on those answers only). */
  readonly embedOrigins?: EmbedOrigins;
  /** The tournament routes' store and runner (absent: no tournaments). */
  readonly tournaments?: Omit<TournamentRouteSettings, 'base' | 'accounts'>;
  /** Friends, blocks, challenges, the inbox (docs/club.md). */
  readonly social: SocialStore;
  /** Challenges per account per 10 minutes, and follows/blocks/answers per account per minute. */
  readonly challengesPerUser: WindowCounter;
  readonly socialPerUser: WindowCounter;
}

/** A request id given by the proxy (`proxy_set_header X-Request-Id $request_id`) is kept if it looks like one. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
let requests = 0;
const processTag = Math.random().toString(36).slice(2, 6);

function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && REQUEST_ID.test(given)) return given;
  requests = (requests + 1) % Number.MAX_SAFE_INTEGER;
  return `${processTag}-${requests.toString(36)}`;
}

/** The base address of the links in a response: the configured public URL, or the request's host. */
export function baseUrl(req: IncomingMessage, settings: Pick<HttpSettings, 'publicUrl'>): string {
  if (settings.publicUrl !== null) return settings.publicUrl;
  const host = req.headers.host;
  const local = req.socket.localAddress?.includes(':') ? `[${req.socket.localAddress}]` : req.socket.localAddress;
  const safeHost = host !== undefined && /^[A-Za-z0-9.\-[\]:]+$/.test(host) ? host : `${local}:${req.socket.localPort}`;
  return `http://${safeHost}/`;
}

/**
 * `POST /api/tables`: validates the table (and its clock), draws its seed and seat tokens, stores it,
 * returns the links. A rated table needs a logged-in creator.
 */
async function createTable(req: IncomingMessage, res: ServerResponse, settings: HttpSettings): Promise<void> {
  const address = req.socket.remoteAddress ?? 'unknown';
  if (!settings.tablesPerAddress.hit(address)) {
    throw new HttpError(429, 'rate/tables', 'too many tables created from this address; try again in a minute');
  }
  const body = await readJsonObject(req);
  if (!('table' in body)) {
    throw new HttpError(
      400,
      'request/shape',
      'the body is {"table": <table of a nardy-record>, "name"?, "clock"?, "rated"?, "listed"?, "computer"?}',
    );
  }
  const { table, name, clock, rated, listed, computer } = body;
  if (name !== undefined && typeof name !== 'string')
    throw new HttpError(400, 'request/shape', 'name must be a string');
  if (rated !== undefined && typeof rated !== 'boolean')
    throw new HttpError(400, 'request/shape', 'rated must be true or false');
  if (listed !== undefined && typeof listed !== 'boolean')
    throw new HttpError(400, 'request/shape', 'listed must be true or false');
  const config = parseTableConfig(table);
  if (!config.ok) throw new HttpError(400, config.error.code, config.error.message);
  const clockSettings = parseClockRequest(clock, config.value.spec);
  if (!clockSettings.ok) throw new HttpError(400, 'request/clock', clockSettings.message);
  const computerSeats = parseComputerSeats(computer);
  if (!computerSeats.ok) throw new HttpError(400, 'request/computer', computerSeats.message);
  const computerColors = (['white', 'black'] as const).filter((c) => computerSeats.value[c] !== undefined);
  if (rated === true && computerColors.length > 0) {
    throw new HttpError(400, 'table/rated-computer', 'a table with the computer at it is never rated');
  }
  if (rated === true && (await settings.accounts.sessionAccount(sessionToken(req.headers))) === null) {
    throw new HttpError(401, 'account/login-required', 'log in to create a rated table');
  }
  const { id, tokens } = await openTable(settings.store, {
    config: config.value,
    name: normalizeName(name, 64),
    clock: clockSettings.value,
    rated: rated === true,
    listed: listed === true,
    computer: computerSeats.value,
  });
  settings.logger.info({ tableId: id, rated: rated === true, listed: listed === true }, 'table created');
  const base = baseUrl(req, settings);
  const join: { white?: string; black?: string } = {};
  for (const color of ['white', 'black'] as const) {
    if (computerSeats.value[color] === undefined) join[color] = joinLink(base, id, tokens[color]);
  }
  const created: CreatedTable = {
    id,
    join,
    watch: watchLink(base, id),
    ...(computerColors.length > 0 ? { computer: computerSeats.value } : {}),
  };
  sendJson(res, 201, created);
}

/**
 * `GET /api/tables/:id/record`: the record replayed from the stored log, with the dice proof, the clocks,
 * and whether the table is rated and listed in the lobby (what an invited player reads before sitting).
 */
async function tableRecord(id: string, res: ServerResponse, settings: HttpSettings): Promise<void> {
  const stored = TABLE_ID_PATTERN.test(id) ? await settings.store.loadTable(id) : null;
  if (stored === null) throw new HttpError(404, 'table/unknown', 'no such table');
  const config = parseTableConfig(stored.spec);
  if (!config.ok) throw new Error(`table ${id}: stored spec refused`);
  const replay = replayLog(
    config.value,
    stored.log.map((e) => e.entry),
  );
  if (!replay.ok) throw new Error(`table ${id}: stored log refused at ${replay.error.entry}`);
  const dice = {
    tableId: id,
    commitment: stored.commitment,
    clientSeeds: { white: stored.seats.white.clientSeed ?? '', black: stored.seats.black.clientSeed ?? '' },
    ...(replay.state.over ? { serverSeed: stored.serverSeed } : {}),
  };
  const last = stored.log.at(-1)?.entry;
  const closed = last?.type === 'closed' ? closingOf(last) : null;
  const answer: TableRecordAnswer = {
    ...recordFromState(replay.state),
    dice,
    ...clockRecord(stored.clock, stored.log),
    rated: stored.rated,
    listed: stored.listed,
    closed,
  };
  sendJson(res, 200, answer);
}

const closingOf = ({ by, reason }: ClosedEntry) => ({ by, ...(reason === undefined ? {} : { reason }) });

/**
 * The HTTP side of the server: the table API and the web app. (Colyseus answers `/matchmake/*` itself
 * before this handler and upgrades WebSocket requests on the same port.)
 */
export function httpHandler(settings: HttpSettings) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const reqId = requestId(req);
    const started = performance.now();
    const log = settings.logger.child({ reqId });
    const path = (req.url ?? '/').split('?', 1)[0];
    res.setHeader('x-request-id', reqId);
    for (const [name, value] of Object.entries(
      settings.embedOrigins?.apiHeaders(req.method, path, req.headers) ?? {},
    )) {
      res.setHeader(name, value);
    }
    res.once('finish', () => {
      log.debug(
        { method: req.method, path, status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10 },
        'request',
      );
    });
    const route = async () => {
      if (path === '/api/tables') {
        if (req.method !== 'POST') throw new HttpError(405, 'request/method', 'POST a table to create it');
        if (settings.draining?.()) {
          res.setHeader('connection', 'close');
          throw new HttpError(503, 'server/draining', 'this server process is stopping; try again');
        }
        return createTable(req, res, { ...settings, logger: log });
      }
      const record = /^\/api\/tables\/([^/]+)\/record$/.exec(path);
      if (record) {
        if (req.method !== 'GET') throw new HttpError(405, 'request/method', 'GET only');
        return tableRecord(record[1], res, settings);
      }
      if (path === '/api/health') return sendJson(res, 200, { ok: true } satisfies HealthAnswer);
      if (await moderationRoute(req, res, path, { ...settings, logger: log })) return;
      if (await adminRoute(req, res, path, settings)) return;
      if (await accountRoute(req, res, path, { ...settings, logger: log })) return;
      if (
        settings.tournaments &&
        path.startsWith('/api/tournaments') &&
        (await tournamentRoute(req, res, path, {
          ...settings.tournaments,
          accounts: settings.accounts,
          base: (r) => baseUrl(r, settings),
        }))
      ) {
        return;
      }
      if (
        path.startsWith('/api/') &&
        (await socialRoute(req, res, path, {
          ...settings,
          logger: log,
          base: (r) => baseUrl(r, settings),
        }))
      )
        return;
      if (path.startsWith('/api/')) throw new HttpError(404, 'api/unknown', 'no such API route');
      return serveStatic(req, res, settings.staticDir);
    };
    route().catch((e: unknown) => {
      if (res.headersSent) {
        // Already answered (a body over the limit is answered by the guard in front): leave that answer be.
        if (!res.writableEnded) res.destroy();
        return;
      }
      if (e instanceof HttpError) {
        sendJson(res, e.status, { error: { code: e.code, message: e.message } });
        return;
      }
      if (e instanceof StorageUnavailable) {
        log.warn({ method: req.method, path, err: e.message }, 'the database is out of reach');
        sendJson(
          res,
          503,
          { error: { code: e.code, message: 'the server cannot reach its database; try again in a moment' } },
          { 'retry-after': '2' },
        );
        return;
      }
      log.error({ err: e, method: req.method, path }, 'request failed');
      sendJson(res, 500, { error: { code: 'server/error', message: 'the server failed to answer' } });
    });
  };
}
