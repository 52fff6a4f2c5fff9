import type { IncomingHttpHeaders } from 'node:http';
import { SESSION_DAYS } from './accountStore.ts';

/** The session cookie: HTTP-only (no script reads it), SameSite=Lax, the whole site. */
export const SESSION_COOKIE = 'nardy_session';

/**
 * A cookie's value from a Cookie header, or null — also for a value that is not valid percent-encoding
 * (`%zz`): a malformed cookie is no cookie, never an error.
 */
export function readCookie(headers: IncomingHttpHeaders, name: string): string | null {
  const header = headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function sessionCookie(token: string, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${SESSION_DAYS * 86400}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(secure ? ['Secure'] : [])].join(
    '; ',
  );
}

/**
 * Whether a request carrying a cookie came from this site: a browser sends `Origin` with every
 * cross-site POST and WebSocket; when it names another host the cookie is not trusted (login CSRF, a
 * foreign page joining the lobby as the user).
 */
export function sameOrigin(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}

/** The session token of a request: a same-site cookie, or an `Authorization: Bearer` token (programs). */
export function sessionToken(headers: IncomingHttpHeaders, bearer?: string | null): string | null {
  const auth = headers.authorization;
  if (bearer) return bearer;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7).trim();
  return sameOrigin(headers) ? readCookie(headers, SESSION_COOKIE) : null;
}
