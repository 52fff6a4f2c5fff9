import type { RatingKind } from '@nardy/online';

// The kinds spelled here (not imported) so the app's first bundle does not pull the socket client in; the
// type keeps the list to RatingKind's members, and club.test.ts checks it against RATING_KINDS.
export const CLUB_KINDS: readonly RatingKind[] = ['short', 'long', 'parallel'];

/**
 * The club's addresses in the app (docs/app.md "Screens"): `#/club` the lobby, `#/club/quick` quick
 * match, `#/club/account` log in / register, `#/club/player/<name>` a profile, `#/club/leaders/<kind>` a
 * leaderboard, `#/club/tournaments` the tournaments and the form to create one, `#/club/tournament/<id>` a
 * tournament's page. Anything else under `#/club` is the lobby.
 */
export type ClubRoute =
  | { readonly page: 'lobby' }
  | { readonly page: 'quick' }
  | { readonly page: 'account' }
  | { readonly page: 'player'; readonly name: string }
  | { readonly page: 'leaders'; readonly kind: RatingKind }
  | { readonly page: 'tournaments' }
  | { readonly page: 'tournament'; readonly id: string };

export const CLUB_HASH = '#/club';

export const isClubHash = (hash: string): boolean => hash === CLUB_HASH || hash.startsWith(`${CLUB_HASH}/`);

export function parseClubRoute(hash: string): ClubRoute {
  const rest = hash.slice(CLUB_HASH.length).replace(/^\//, '');
  const [page, arg] = rest.split(/\/(.*)/s, 2);
  if (page === 'quick') return { page: 'quick' };
  if (page === 'account') return { page: 'account' };
  if (page === 'tournaments') return { page: 'tournaments' };
  if (page === 'tournament' && arg && /^[A-Za-z0-9_-]{1,40}$/.test(arg)) return { page: 'tournament', id: arg };
  if (page === 'player' && arg) {
    try {
      return { page: 'player', name: decodeURIComponent(arg) };
    } catch {
      return { page: 'lobby' };
    }
  }
  if (page === 'leaders') {
    const kind = (CLUB_KINDS as readonly string[]).includes(arg ?? '') ? (arg as RatingKind) : 'short';
    return { page: 'leaders', kind };
  }
  return { page: 'lobby' };
}

export function clubHash(route: ClubRoute): string {
  switch (route.page) {
    case 'lobby':
      return CLUB_HASH;
    case 'player':
      return `${CLUB_HASH}/player/${encodeURIComponent(route.name)}`;
    case 'leaders':
      return `${CLUB_HASH}/leaders/${route.kind}`;
    case 'tournament':
      return `${CLUB_HASH}/tournament/${route.id}`;
    default:
      return `${CLUB_HASH}/${route.page}`;
  }
}
