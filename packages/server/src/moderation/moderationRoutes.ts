import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type CloseTableAnswer,
  cleanText,
  type ModeratedUserAnswer,
  type ModerationLogAnswer,
  REPORT_STATUSES,
  type ReportStatus,
  type ReportsAnswer,
  TABLE_ID_PATTERN,
} from '@nardy/online';
import { sessionToken } from '../accounts/cookies.ts';
import type { HttpSettings } from '../http.ts';
import { checkOrigin, HttpError, readJsonObject, sendJson } from '../httpUtil.ts';

/**
 * The operators' routes (docs/online.md "Moderation"), for an account with the operator role (its session
 * cookie, or its session token as `Authorization: Bearer`) or the admin token (`Authorization: Bearer`):
 *
 * | route | |
 * |---|---|
 * | `GET /api/moderation/reports?status=open|resolved|all` | the report queue (`GET /api/reports` is the same) |
 * | `POST /api/moderation/reports/:id/resolve` `{resolution?}` | resolves one |
 * | `GET /api/moderation/users/:name` | an account's operator, muted and banned state |
 * | `POST /api/moderation/users/:name/mute` `{muted, reason?}` | mutes or unmutes |
 * | `POST /api/moderation/users/:name/ban` `{banned, reason?}` | bans (his sessions end) or lets back |
 * | `POST /api/moderation/tables/:id/close` `{reason?}` | ends a table: nobody wins, unrated |
 * | `GET /api/moderation/log?limit=N` | what operators did, newest first |
 *
 * Answers true when it handled the request.
 */
export async function moderationRoute(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  settings: HttpSettings,
): Promise<boolean> {
  if (path !== '/api/reports' && !path.startsWith('/api/moderation/')) return false;
  const method = req.method ?? 'GET';
  const query = new URL(req.url ?? '/', 'http://x').searchParams;
  const { moderation } = settings;

  if (path === '/api/reports' || path === '/api/moderation/reports') {
    allow(method, 'GET');
    await operatorOf(req, settings);
    const status = query.get('status') ?? 'open';
    if (status !== 'all' && !REPORT_STATUSES.includes(status as ReportStatus)) {
      throw new HttpError(400, 'request/shape', 'status is open, resolved or all');
    }
    const answer: ReportsAnswer = { reports: await moderation.reports(status as ReportStatus | 'all') };
    sendJson(res, 200, answer);
    return true;
  }
  const resolve = /^\/api\/moderation\/reports\/([A-Za-z0-9_-]{1,40})\/resolve$/.exec(path);
  if (resolve) {
    allow(method, 'POST');
    const operator = await operatorOf(req, settings);
    const body = await readJsonObject(req);
    const resolution = optionalText(body.resolution, 'resolution');
    const report = await moderation.resolve(operator, resolve[1], resolution);
    if (report === 'unknown') throw new HttpError(404, 'report/unknown', 'no such report');
    if (report === 'resolved') throw new HttpError(409, 'report/resolved', 'this report is resolved already');
    sendJson(res, 200, { report });
    return true;
  }
  const user = /^\/api\/moderation\/users\/([^/]{1,200})(?:\/(mute|ban))?$/.exec(path);
  if (user) {
    const name = decodeName(user[1]);
    if (user[2] === undefined) {
      allow(method, 'GET');
      await operatorOf(req, settings);
      const found = await moderation.user(name);
      if (found === null) throw new HttpError(404, 'player/unknown', 'no such player');
      const answer: ModeratedUserAnswer = { user: found };
      sendJson(res, 200, answer);
      return true;
    }
    allow(method, 'POST');
    const operator = await operatorOf(req, settings);
    const body = await readJsonObject(req);
    const flag = user[2] === 'mute' ? body.muted : body.banned;
    if (typeof flag !== 'boolean') {
      throw new HttpError(
        400,
        'request/shape',
        `the body is {"${user[2] === 'mute' ? 'muted' : 'banned'}": boolean, "reason"?}`,
      );
    }
    const reason = optionalText(body.reason, 'reason');
    const changed =
      user[2] === 'mute'
        ? await moderation.mute(operator, name, flag, reason)
        : await moderation.ban(operator, name, flag, reason);
    if (changed === null) throw new HttpError(404, 'player/unknown', 'no such player');
    if (user[2] === 'mute') settings.muted.set(changed.id, flag);
    settings.logger.info(
      `moderation: ${operator} ${user[2] === 'mute' ? (flag ? 'muted' : 'unmuted') : flag ? 'banned' : 'unbanned'} ${changed.name}`,
    );
    const answer: ModeratedUserAnswer = { user: changed };
    sendJson(res, 200, answer);
    return true;
  }
  const close = /^\/api\/moderation\/tables\/([^/]+)\/close$/.exec(path);
  if (close) {
    allow(method, 'POST');
    const operator = await operatorOf(req, settings);
    const body = await readJsonObject(req);
    const reason = optionalText(body.reason, 'reason');
    const tableId = close[1];
    const closed = TABLE_ID_PATTERN.test(tableId) ? await moderation.closeTable(operator, tableId, reason) : 'unknown';
    if (closed === 'unknown') throw new HttpError(404, 'table/unknown', 'no such table');
    if (closed === 'over') throw new HttpError(409, 'table/over', 'the table is over already');
    // Its room, wherever it lives, reads the table again and tells everyone at it.
    settings.tableChanged(tableId);
    settings.logger.info(`moderation: ${operator} closed table ${tableId}`);
    const answer: CloseTableAnswer = { table: tableId, closed };
    sendJson(res, 200, answer);
    return true;
  }
  if (path === '/api/moderation/log') {
    allow(method, 'GET');
    await operatorOf(req, settings);
    const limit = Math.min(500, Math.max(1, Number(query.get('limit') ?? 100) || 100));
    const answer: ModerationLogAnswer = { entries: await moderation.log(limit) };
    sendJson(res, 200, answer);
    return true;
  }
  throw new HttpError(404, 'api/unknown', 'no such API route');
}

function allow(method: string, allowed: 'GET' | 'POST'): void {
  if (method !== allowed) throw new HttpError(405, 'request/method', `${allowed} only`);
}

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new HttpError(400, 'request/path', 'bad player name');
  }
}

/** An optional text field: cleaned like a name, at most 200 characters; null when absent or empty. */
function optionalText(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new HttpError(400, 'request/shape', `${field} must be a string`);
  return Array.from(cleanText(value)).slice(0, 200).join('') || null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who acts: `token` for the admin token, or the name of an operator's account (its session). 401
 * `moderation/login-required` without either, 403 `moderation/not-operator` for an account without the
 * role. A request carrying the cookie must come from this site's pages.
 */
async function operatorOf(req: IncomingMessage, settings: HttpSettings): Promise<string> {
  const auth = req.headers.authorization;
  const bearer = typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7).trim() : null;
  if (bearer !== null && settings.adminToken !== null && timingSafeEqual(sha256(bearer), sha256(settings.adminToken))) {
    return 'token';
  }
  if (bearer === null) checkOrigin(req);
  const account = await settings.accounts.sessionAccount(sessionToken(req.headers));
  if (account === null)
    throw new HttpError(401, 'moderation/login-required', 'log in as an operator (or give the admin token)');
  if (account.operator !== true) throw new HttpError(403, 'moderation/not-operator', 'this account is not an operator');
  return account.name;
}
