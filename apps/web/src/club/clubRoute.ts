import type { RatingKind } from '@nardy/online';
import type { ClubStrings } from './clubStrings.ts';

// The kinds spelled here (not imported) so the app's first bundle does not pull the socket client in; the
// type keeps the list to RatingKind's members, and club.test.ts checks it against RATING_KINDS.
export const CLUB_KINDS: readonly RatingKind[] = ['short', 'long', 'parallel'];

/**
 * The club's addresses in the app (docs/app.md "Screens"): `#/club` the lobby, `#/club/quick` quick
 * match, `#/club/account` log in / register, `#/club/player/<name>` a profile, `#/club/leaders/<kind>` a
 * leaderboard, `#/club/tournaments` the tournaments and the form to create one, `#/club/tournament/<id>` a
 * tournament's page, `#/club/friends[/<name>]` friends and challenges (with the challenge form addressed
 * to `name`), `#/club/games` My games. Anything else under `#/club` is the lobby.
 */
export type ClubRoute =
  | { readonly page: 'lobby' }
  | { readonly page: 'quick' }
  | { readonly page: 'account' }
  | { readonly page: 'friends'; readonly challenge?: string }
  | { readonly page: 'games' }
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
  if (page === 'games') return { page: 'games' };
  if (page === 'friends') {
    if (!arg) return { page: 'friends' };
    try {
      return { page: 'friends', challenge: decodeURIComponent(arg) };
    } catch {
      return { page: 'friends' };
    }
  }
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
    case 'friends':
      return route.challenge ? `${CLUB_HASH}/friends/${encodeURIComponent(route.challenge)}` : `${CLUB_HASH}/friends`;
    default:
      return `${CLUB_HASH}/${route.page}`;
  }
}

/**
 * Pure: the club's tabs: the lobby, quick match, leaders, tournaments, and for a player logged in his
 * games, friends, profile and account (named "Account", not by his name: a second tab with his name
 * beside "My profile" read as two people). `more` gives the labels that come from other string tables
 * or carry counts (waiting games, challenges).
 */
export function clubTabs(
  user: { readonly name: string } | null,
  route: ClubRoute,
  s: ClubStrings,
  more: { readonly tournaments: string; readonly games: string; readonly friends: string },
): { route: ClubRoute; label: string }[] {
  const mine: { route: ClubRoute; label: string }[] = user
    ? [
        { route: { page: 'games' }, label: more.games },
        { route: { page: 'friends' }, label: more.friends },
        { route: { page: 'player', name: user.name }, label: s.myProfile },
      ]
    : [];
  return [
    { route: { page: 'lobby' }, label: s.lobby },
    { route: { page: 'quick' }, label: s.quickMatch },
    { route: { page: 'leaders', kind: route.page === 'leaders' ? route.kind : 'short' }, label: s.leaderboard },
    { route: { page: 'tournaments' }, label: more.tournaments },
    ...mine,
    { route: { page: 'account' }, label: user ? s.accountTab : s.account },
  ];
}
