import { parseTableLink, SEAT_TOKEN_PATTERN, TABLE_ID_PATTERN } from '@nardy/online';

/**
 * The page's addresses for online play (docs/app.md "Screens", ADR 0033). The server's links put the
 * table in the fragment, so the app reads them where they land:
 *   #/online                      the create screen ("Play online")
 *   #table=<id>&seat=<token>      a join link: the seat's token is kept in this browser, and the address
 *                                 is rewritten to #table=<id> so the secret leaves the address bar
 *   #table=<id>                   a table: played from the seat kept in this browser, else watched
 */
export const ONLINE_HASH = '#/online';

export type OnlineRoute =
  | { readonly kind: 'create' }
  | { readonly kind: 'table'; readonly tableId: string; readonly token?: string };

/** Reads the fragment of the page's address; null when it is not an online address. */
export function parseOnlineRoute(hash: string): OnlineRoute | null {
  if (hash === ONLINE_HASH) return { kind: 'create' };
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const tableId = params.get('table');
  if (tableId === null || !TABLE_ID_PATTERN.test(tableId)) return null;
  const token = params.get('seat');
  if (token === null) return { kind: 'table', tableId };
  return SEAT_TOKEN_PATTERN.test(token) ? { kind: 'table', tableId, token } : null;
}

/** The address of a table as the page shows it (never with a seat token). */
export function tableHash(tableId: string): string {
  return `#table=${tableId}`;
}

/** The base of the links this page makes (its own address without fragment or query). */
export function pageBase(href: string): string {
  const url = new URL(href);
  url.hash = '';
  url.search = '';
  return url.toString();
}

/** Whether a link (typed or pasted) is a join or watch link of a Nardy table. */
export const isTableLink = (link: string): boolean => parseTableLink(link) !== null;
