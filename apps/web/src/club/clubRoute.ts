import type { RatingKind } from '@nardy/online';
import type { ClubStrings } from './clubStrings.ts';

// The kinds spelled here (not imported) so the app's first bundle does not pull the socket client in; the
// type keeps the list to RatingKind's members, and club.test.ts checks it against RATING_KINDS.
export const CLUB_KINDS: readonly RatingKind[] = ['short', 'long', 'parallel'];

/**
 * The club's addresses in the app (docs/app.md "Screens"): `#/club` the lobby, `#/club/quick` quick
 * match, `#/club/account` log in / register, `#/club/player/<name>` a profile, `#/club/leaders/<kind>` a
 * leaderboard. Anything else under `#/club` is the lobby.
 */
export type ClubRoute =
  | { readonly page: 'lobby' }
  | { readonly page: 'quick' }
  | { readonly page: 'account' }
  | { readonly page: 'player'; readonly name: string }
  | { readonly page: 'leaders'; readonly kind: RatingKind };

export const CLUB_HASH = '#/club';

export const isClubHash = (hash: string): boolean => hash === CLUB_HASH || hash.startsWith(`${CLUB_HASH}/`);

export function parseClubRoute(hash: string): ClubRoute {
  const rest = hash.slice(CLUB_HASH.length).replace(/^\//, '');
  const [page, arg] = rest.split(/\/(.*)/s, 2);
  if (page === 'quick') return { page: 'quick' };
  if (page === 'account') return { page: 'account' };
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
    default:
      return `${CLUB_HASH}/${route.page}`;
  }
}

/**
 * Pure: the club's tabs: the lobby, quick match, leaders, and for a player logged in his profile and
 * his account (named "Account", not by his name: a second tab with his name beside "My profile"
 * read as two people).
 */
export function clubTabs(
  user: { readonly name: string } | null,
  route: ClubRoute,
  s: ClubStrings,
): { route: ClubRoute; label: string }[] {
  return [
    { route: { page: 'lobby' }, label: s.lobby },
    { route: { page: 'quick' }, label: s.quickMatch },
    { route: { page: 'leaders', kind: route.page === 'leaders' ? route.kind : 'short' }, label: s.leaderboard },
    ...(user ? [{ route: { page: 'player', name: user.name } as ClubRoute, label: s.myProfile }] : []),
    { route: { page: 'account' }, label: user ? s.accountTab : s.account },
  ];
}
