import type { TournamentAnswer } from '@nardy/online';

/**
 * The tournaments this browser's player is an entrant of, followed wherever he is in the app: when the
 * server opens his next table (a new `yourTable` on `GET /api/tournaments/:id`), it opens by itself —
 * also from the table screen of the match just ended (a new table is opened only once his previous one
 * is over). Each table opens once (also after a reload). Kept in sessionStorage: this tab only.
 */
const FOLLOWING_KEY = 'nardy.tournament.following';
const OPENED_KEY = 'nardy.tournament.opened';
/** How often the followed tournaments are read. */
const FOLLOW_MS = 3000;

function readList(key: string): string[] {
  try {
    const list = JSON.parse(globalThis.sessionStorage?.getItem(key) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function writeList(key: string, list: readonly string[]): void {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(list.slice(-50)));
  } catch {
    // private mode: nothing is followed after a reload
  }
}

/** Whether this tab has opened that table already. */
export const openedBefore = (tableId: string): boolean => readList(OPENED_KEY).includes(tableId);

export function rememberOpened(tableId: string): void {
  if (!openedBefore(tableId)) writeList(OPENED_KEY, [...readList(OPENED_KEY), tableId]);
}

/** Follows (or stops following) a tournament this player is an entrant of. */
export function follow(tournamentId: string, on: boolean): void {
  const list = readList(FOLLOWING_KEY).filter((id) => id !== tournamentId);
  writeList(FOLLOWING_KEY, on ? [...list, tournamentId] : list);
}

/**
 * Opens a join link as the club does: `nardy-open-table` (detail `{link}`) first, which a listener may
 * cancel; else a link of this app changes only the fragment.
 */
export function openLink(link: string): void {
  const event = new CustomEvent('nardy-open-table', { detail: { link }, bubbles: true, cancelable: true });
  if (!document.dispatchEvent(event)) return;
  const url = new URL(link, location.href);
  if (url.origin === location.origin && url.pathname === location.pathname) location.hash = url.hash;
  else location.assign(link);
}

/** The entrant's new table of an answer, opened once; answers whether it opened one. */
export function openNewTable(t: TournamentAnswer, open: (link: string) => void = openLink): boolean {
  const mine = t.yourTable;
  if (!mine || openedBefore(mine.id)) return false;
  rememberOpened(mine.id);
  open(mine.join);
  return true;
}

/** Starts following (once per page): every 3 s each followed tournament is read; ended ones are dropped. */
export function startFollowing(base: string = location.origin): () => void {
  const timer = setInterval(async () => {
    for (const id of readList(FOLLOWING_KEY)) {
      try {
        const res = await fetch(new URL(`/api/tournaments/${encodeURIComponent(id)}`, base), {
          credentials: 'same-origin',
        });
        if (res.status === 404) follow(id, false);
        if (!res.ok) continue;
        const t = (await res.json()) as TournamentAnswer;
        if (t.status === 'finished' || t.joined !== true) follow(id, false);
        else openNewTable(t);
      } catch {
        // offline for a moment: the next round tries again
      }
    }
  }, FOLLOW_MS);
  return () => clearInterval(timer);
}
