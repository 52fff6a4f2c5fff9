import type { IncomingHttpHeaders } from 'node:http';
import { sameOrigin } from './accounts/cookies.ts';

/**
 * The sites whose pages may show this server's live tables and tournaments (`nardy serve
 * --embed-origin`, docs/embedding.md "Live tables and tournaments"). A page of such an origin may, from
 * the browser, read exactly what the live embeds read and nothing else:
 *   - `GET /api/tournaments` and `GET /api/tournaments/:id` (`<nardy-tournament src>`),
 *   - the matchmaker's join of a table (`POST /matchmake/joinOrCreate/table`, with its preflight) and a
 *     dropped connection's `POST /matchmake/reconnect/:room` — as a spectator only: a seat's join from
 *     such a page is refused (`seat/embed-origin`), since a page of another site has no business with a
 *     seat's secret token — and then the room's WebSocket (which a browser opens to any origin).
 * Every other route answers such a page, and any other site's page, with no CORS header at all, so its
 * browser lets the page read nothing. Colyseus' own default (every origin, with credentials) is
 * replaced by this.
 */

/** An origin as the browser sends it (`https://club.example.org`, a port when not the scheme's own). */
export function parseEmbedOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // An origin has no path, query or fragment: `https://club.example.org/` is accepted as its origin.
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.origin;
}

/** The API reads a live embed makes. */
const EMBED_READS = /^\/api\/tournaments(?:\/[^/]+)?$/;
/** The matchmaker's routes of a spectator: the table's join, and a reconnection. */
const EMBED_MATCHMAKING = /\/matchmake\/(?:joinOrCreate\/table|reconnect\/[A-Za-z0-9_-]+)$/;

export class EmbedOrigins {
  readonly #origins: ReadonlySet<string>;

  /** `origins` as `parseEmbedOrigin` gives them. */
  constructor(origins: readonly string[] = []) {
    this.#origins = new Set(origins);
  }

  get size(): number {
    return this.#origins.size;
  }

  /** The request comes from a page of an embed origin (another site than this server's own). */
  fromEmbed(headers: IncomingHttpHeaders): boolean {
    const origin = headers.origin;
    return typeof origin === 'string' && this.#origins.has(origin) && !sameOrigin(headers);
  }

  /** CORS headers of an API answer: for a GET of an embed's read from an embed origin, else none. */
  apiHeaders(method: string | undefined, path: string, headers: IncomingHttpHeaders): Record<string, string> {
    if ((method !== 'GET' && method !== 'HEAD') || !EMBED_READS.test(path)) return {};
    return this.#allow(headers, { 'access-control-allow-methods': 'GET' });
  }

  /** CORS headers of a matchmaker answer (its preflight too): a spectator's routes from an embed origin, else none. */
  matchmakingHeaders(path: string, headers: IncomingHttpHeaders): Record<string, string> {
    if (!EMBED_MATCHMAKING.test(path)) return {};
    return this.#allow(headers, {
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'Content-Type, Accept',
      // colyseus.js sends the matchmaker's requests with credentials; a cookie from another site is never
      // trusted (`sessionToken`: the joiner is a guest), but the browser needs the answer to allow them.
      'access-control-allow-credentials': 'true',
      'access-control-max-age': '600',
    });
  }

  #allow(headers: IncomingHttpHeaders, extra: Record<string, string>): Record<string, string> {
    const origin = headers.origin;
    if (!this.fromEmbed(headers) || typeof origin !== 'string') return { vary: 'Origin' };
    return { 'access-control-allow-origin': origin, vary: 'Origin', ...extra };
  }
}
