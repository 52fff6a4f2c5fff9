import { createHash, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import {
  type CreatedTable,
  clockRecord,
  joinLink,
  normalizeName,
  parseClockRequest,
  replayLog,
  TABLE_ID_PATTERN,
  watchLink,
} from '@nardy/online';
import { parseTableConfig, recordFromState } from '@nardy/parallel';
import { accountRoute } from './accountRoutes.ts';
import type { AccountStore } from './accounts/accountStore.ts';
import { sessionToken } from './accounts/cookies.ts';
import { type AdminSettings, adminRoute } from './adminRoutes.ts';
import { HttpError, readJsonObject, sendJson } from './httpUtil.ts';
import type { WindowCounter } from './limits.ts';
import { openTable, parseComputerSeats } from './newTable.ts';
import type { Logger } from './observability/logger.ts';
import type { RatingStore } from './ratings/ratingStore.ts';
import type { TableStore } from './storage/tableStore.ts';

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
  /** Login attempts per address, and failed logins per account name (docs/online.md "Accounts"). */
  readonly loginsPerAddress: WindowCounter;
  readonly failedLoginsPerName: WindowCounter;
  readonly accountsPerAddress: WindowCounter;
  /** The operators' token for `GET /api/reports`, `GET /metrics` and backups (null: those routes are off). */
  readonly adminToken: string | null;
  /** Each request's lines carry its `reqId` (the proxy's `X-Request-Id`, or one of ours). */
  readonly logger: Logger;
  /** The process is draining (SIGTERM): it opens no new table (503 `server/draining`). */
  readonly draining?: () => boolean;
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

/** `GET /api/reports`: the latest reported chat lines, for whoever holds the operators' token. */
async function reports(req: IncomingMessage, res: ServerResponse, settings: HttpSettings): Promise<void> {
  if (req.method !== 'GET') throw new HttpError(405, 'request/method', 'GET only');
  if (settings.adminToken === null) throw new HttpError(404, 'api/unknown', 'no such API route');
  const given = req.headers.authorization?.startsWith('Bearer ') ? req.headers.authorization.slice(7).trim() : '';
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(settings.adminToken).digest();
  if (!timingSafeEqual(a, b)) throw new HttpError(401, 'admin/token', "the operators' token is required");
  sendJson(res, 200, { reports: await settings.store.reports() });
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
  sendJson(res, 200, {
    ...recordFromState(replay.state),
    dice,
    ...clockRecord(stored.clock, stored.log),
    rated: stored.rated,
    listed: stored.listed,
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Serves the built app; paths without a file fall back to index.html (the app routes by its fragment). */
async function serveStatic(req: IncomingMessage, res: ServerResponse, dir: string | null): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'request/method', 'GET or HEAD only');
  if (dir === null) throw new HttpError(404, 'app/not-built', 'this server has no web app to serve');
  let path: string;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    throw new HttpError(400, 'request/path', 'bad path');
  }
  const root = normalize(dir);
  let file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) {
    throw new HttpError(404, 'request/path', 'not found');
  }
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (info === null || !info.isFile()) {
    if (extname(path) !== '') throw new HttpError(404, 'request/path', 'not found');
    file = join(root, 'index.html');
    info = await stat(file).catch(() => null);
    if (info === null) throw new HttpError(404, 'app/not-built', 'the app has no index.html');
  }
  const hashed = /[\\/]assets[\\/]/.test(file);
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

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
      if (path === '/api/health') return sendJson(res, 200, { ok: true });
      if (path === '/api/reports') return reports(req, res, settings);
      if (await adminRoute(req, res, path, settings)) return;
      if (await accountRoute(req, res, path, { ...settings, logger: log })) return;
      if (path.startsWith('/api/')) throw new HttpError(404, 'api/unknown', 'no such API route');
      return serveStatic(req, res, settings.staticDir);
    };
    route().catch((e: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (e instanceof HttpError) {
        sendJson(res, e.status, { error: { code: e.code, message: e.message } });
        return;
      }
      log.error({ err: e, method: req.method, path }, 'request failed');
      sendJson(res, 500, { error: { code: 'server/error', message: 'the server failed to answer' } });
    });
  };
}
