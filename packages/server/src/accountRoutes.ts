import type { IncomingMessage, ServerResponse } from 'node:http';
import { AccountError } from './accounts/accountStore.ts';
import { clearedSessionCookie, sameOrigin, sessionCookie, sessionToken } from './accounts/cookies.ts';
import type { HttpSettings } from './http.ts';
import { HttpError, readJsonObject, sendJson } from './httpUtil.ts';
import { RATING_KINDS, type RatingKind } from './ratings/glicko.ts';
import { playerProfile } from './ratings/profile.ts';

/**
 * The account routes (docs/online.md "Accounts and ratings"): register, log in and out, who am I, a
 * player's profile, the leaderboard of a kind. Answers true when it handled the request.
 */
export async function accountRoute(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  settings: HttpSettings,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  const secure = isSecure(req, settings);
  if (path === '/api/accounts') {
    if (method !== 'POST') throw new HttpError(405, 'request/method', 'POST {name, password} to register');
    checkOrigin(req);
    const address = req.socket.remoteAddress ?? 'unknown';
    if (!settings.accountsPerAddress.hit(address)) {
      throw new HttpError(429, 'rate/accounts', 'too many accounts from this address; try again later');
    }
    const body = await readJsonObject(req);
    const account = await accountCall(() => settings.accounts.register(body.name, body.password));
    const token = await settings.accounts.startSession(account.id);
    sendJson(res, 201, { user: await me(settings, account) }, { 'set-cookie': sessionCookie(token, secure) });
    return true;
  }
  if (path === '/api/session') {
    if (method === 'GET') {
      const account = await settings.accounts.sessionAccount(sessionToken(req.headers));
      sendJson(res, 200, { user: account === null ? null : await me(settings, account) });
      return true;
    }
    if (method === 'DELETE') {
      checkOrigin(req);
      await settings.accounts.endSession(sessionToken(req.headers));
      sendJson(res, 200, { user: null }, { 'set-cookie': clearedSessionCookie(secure) });
      return true;
    }
    if (method !== 'POST')
      throw new HttpError(405, 'request/method', 'POST to log in, DELETE to log out, GET who you are');
    checkOrigin(req);
    const address = req.socket.remoteAddress ?? 'unknown';
    if (!settings.loginsPerAddress.hit(address)) {
      throw new HttpError(429, 'rate/login', 'too many login attempts; try again in a minute');
    }
    const body = await readJsonObject(req);
    const nameKey = typeof body.name === 'string' ? body.name.normalize('NFKC').toLowerCase() : '';
    if (!settings.failedLoginsPerName.allowed(nameKey)) {
      throw new HttpError(429, 'rate/login', 'too many failed logins for this name; try again in a few minutes');
    }
    let account: { id: string; name: string };
    try {
      account = await settings.accounts.authenticate(body.name, body.password);
    } catch (e) {
      if (e instanceof AccountError) {
        settings.failedLoginsPerName.hit(nameKey);
        settings.logger.warn({ address }, 'login failed for a name');
      }
      throw asHttp(e);
    }
    const token = await settings.accounts.startSession(account.id);
    sendJson(res, 200, { user: await me(settings, account) }, { 'set-cookie': sessionCookie(token, secure) });
    return true;
  }
  const player = /^\/api\/players\/([^/]+)$/.exec(path);
  if (player) {
    if (method !== 'GET') throw new HttpError(405, 'request/method', 'GET only');
    let name: string;
    try {
      name = decodeURIComponent(player[1]);
    } catch {
      throw new HttpError(400, 'request/path', 'bad player name');
    }
    const account = name.length <= 64 ? await settings.accounts.byName(name) : null;
    if (account === null) throw new HttpError(404, 'player/unknown', 'no such player');
    sendJson(res, 200, await playerProfile(settings.store.db, settings.ratings, account));
    return true;
  }
  const board = /^\/api\/leaderboard\/([^/]+)$/.exec(path);
  if (board) {
    if (method !== 'GET') throw new HttpError(405, 'request/method', 'GET only');
    const kind = board[1] as RatingKind;
    if (!RATING_KINDS.includes(kind)) {
      throw new HttpError(404, 'leaderboard/kind', `kinds are ${RATING_KINDS.join(', ')}`);
    }
    sendJson(res, 200, { kind, players: await settings.ratings.leaderboard(kind) });
    return true;
  }
  return false;
}

/** The logged-in user as the app sees him: id, name and his ratings. */
async function me(settings: HttpSettings, account: { id: string; name: string }) {
  return { id: account.id, name: account.name, ratings: await settings.ratings.ratingsOf(account.id) };
}

async function accountCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw asHttp(e);
  }
}

function asHttp(e: unknown): unknown {
  if (!(e instanceof AccountError)) return e;
  const status = e.code === 'account/name-taken' ? 409 : e.code === 'account/wrong-password' ? 401 : 400;
  return new HttpError(status, e.code, e.message);
}

/** A cookie-setting request from a foreign page is refused (login CSRF). */
function checkOrigin(req: IncomingMessage): void {
  if (!sameOrigin(req.headers)) throw new HttpError(403, 'request/origin', 'requests from other sites are refused');
}

function isSecure(req: IncomingMessage, settings: HttpSettings): boolean {
  if (settings.publicUrl !== null) return settings.publicUrl.startsWith('https:');
  return req.headers['x-forwarded-proto'] === 'https';
}
