/**
 * Join and watch links. A link is the app's address with the table in the fragment, so that the secret
 * seat token never reaches a server log or a Referer header:
 *   join:  https://host/#table=<id>&seat=<token>
 *   watch: https://host/#table=<id>
 */

/** Table ids: 16 random bytes, base64url (public: they are in the watch link). */
export const TABLE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** Seat tokens: 32 random bytes, base64url (secret: 256 bits from crypto). */
export const SEAT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface TableLink {
  /** The server's base address (origin and path, no fragment), e.g. "http://127.0.0.1:5173/". */
  readonly base: string;
  readonly tableId: string;
  /** The seat token of a join link; absent in a watch link. */
  readonly token?: string;
}

function withSlash(base: string): string {
  const url = new URL(base);
  url.hash = '';
  url.search = '';
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname.replace(/\/[^/]*$/, '')}/`;
  return url.toString();
}

/** The join link of a seat. */
export function joinLink(base: string, tableId: string, token: string): string {
  return `${withSlash(base)}#table=${tableId}&seat=${token}`;
}

/** The watch link of a table. */
export function watchLink(base: string, tableId: string): string {
  return `${withSlash(base)}#table=${tableId}`;
}

/** Reads a join or watch link; null when it is not one (wrong shape, bad id or token). */
export function parseTableLink(link: string): TableLink | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  const tableId = params.get('table');
  const token = params.get('seat');
  if (tableId === null || !TABLE_ID_PATTERN.test(tableId)) return null;
  if (token !== null && !SEAT_TOKEN_PATTERN.test(token)) return null;
  const base = withSlash(url.toString());
  return token === null ? { base, tableId } : { base, tableId, token };
}
