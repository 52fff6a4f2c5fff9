import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Leaderboard, PlayerProfile, SessionAnswer, SessionUser } from '@nardy/online';
import { type Account, AccountError, accountNameKey } from './accounts/accountStore.ts';
import { clearedSessionCookie, sessionCookie, sessionToken } from './accounts/cookies.ts';
import type { HttpSettings } from './http.ts';
import { checkOrigin, HttpError, readJsonObject, sendJson } from './httpUtil.ts';
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
    const answer: SessionAnswer = { user: await me(settings, account) };
    sendJson(res, 201, answer, { 'set-cookie': sessionCookie(token, secure) });
    return true;
  }
  if (path === '/api/session') {
    if (method === 'GET') {
      const account = await settings.accounts.sessionAccount(sessionToken(req.headers));
      const answer: SessionAnswer = { user: account === null ? null : await me(settings, account) };
      sendJson(res, 200, answer);
      return true;
    }
    if (method === 'DELETE') {
      checkOrigin(req);
      await settings.accounts.endSession(sessionToken(req.headers));
      const answer: SessionAnswer = { user: null };
      sendJson(res, 200, answer, { 'set-cookie': clearedSessionCookie(secure) });
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
    // Failures count per address and name: a stranger's guesses lock out his own address, not the owner.
    const failures = `${address} ${typeof body.name === 'string' ? accountNameKey(body.name.trim()) : ''}`;
    if (!settings.failedLogins.allowed(failures)) {
      throw new HttpError(429, 'rate/login', 'too many failed logins for this name; try again in a few minutes');
    }
    let account: Account;
    try {
      account = await settings.accounts.authenticate(body.name, body.password);
    } catch (e) {
      if (e instanceof AccountError) {
        settings.failedLogins.hit(failures);
        settings.logger.warn({ address }, 'login failed for a name');
      }
      throw asHttp(e);
    }
    const token = await settings.accounts.startSession(account.id);
    const answer: SessionAnswer = { user: await me(settings, account) };
    sendJson(res, 200, answer, { 'set-cookie': sessionCookie(token, secure) });
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
    // The owner, logged in, sees his unlisted tables too; anyone else sees none of them.
    const viewer = await settings.accounts.sessionAccount(sessionToken(req.headers));
    const profile: PlayerProfile = await playerProfile(
      settings.store.db,
      settings.ratings,
      account,
      viewer?.id === account.id,
    );
    sendJson(res, 200, profile);
    return true;
  }
  const board = /^\/api\/leaderboard\/([^/]+)$/.exec(path);
  if (board) {
    if (method !== 'GET') throw new HttpError(405, 'request/method', 'GET only');
    const kind = board[1] as RatingKind;
    if (!RATING_KINDS.includes(kind)) {
      throw new HttpError(404, 'leaderboard/kind', `kinds are ${RATING_KINDS.join(', ')}`);
    }
    const answer: Leaderboard = { kind, players: await settings.ratings.leaderboard(kind) };
    sendJson(res, 200, answer);
    return true;
  }
  return false;
}

/** The logged-in user as the app sees him: id, name, his ratings, and whether he is an operator. */
async function me(settings: HttpSettings, account: Account): Promise<SessionUser> {
  return {
    id: account.id,
    name: account.name,
    ratings: await settings.ratings.ratingsOf(account.id),
    ...(account.operator === true ? { operator: true as const } : {}),
  };
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
  const status =
    e.code === 'account/name-taken'
      ? 409
      : e.code === 'account/wrong-password'
        ? 401
        : e.code === 'account/banned'
          ? 403
          : 400;
  return new HttpError(status, e.code, e.message);
}

function isSecure(req: IncomingMessage, settings: HttpSettings): boolean {
  if (settings.publicUrl !== null) return settings.publicUrl.startsWith('https:');
  return req.headers['x-forwarded-proto'] === 'https';
}
