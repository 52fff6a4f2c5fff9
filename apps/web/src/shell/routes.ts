import { type ClubRoute, isClubHash, parseClubRoute } from '../club/clubRoute.ts';
import { type OnlineRoute, parseOnlineRoute } from '../online/route.ts';
import { isLearningHash } from '../rules/rulesRoute.ts';

/** The app's screens: each is one page module, loaded when it is first shown (docs/app.md "Screens"). */
export const SCREENS = ['new', 'play', 'analysis', 'tournament', 'club', 'editor', 'online', 'learning'] as const;
export type Screen = (typeof SCREENS)[number];

/** The address of the organiser's page (docs/app.md "Screens"). */
export const TOURNAMENT_HASH = '#/tournament';
/** The address of the position editor; `#/editor?…` names a position (docs/app.md "Position editor"). */
export const EDITOR_HASH = '#/editor';
/** The analysis screen's address; `#/analysis?game=…` carries the analysed game (docs/app.md "Analysis"). */
export const ANALYSIS_HASH = '#/analysis';

/**
 * A screen that has an address of its own, with what the address says. The new-game and play screens
 * have none: the app shows them itself, and leaving an addressed screen goes back to them.
 */
export type AddressedScreen =
  | { readonly screen: 'tournament' }
  | { readonly screen: 'club'; readonly route: ClubRoute }
  | { readonly screen: 'editor'; readonly hash: string }
  | { readonly screen: 'analysis'; readonly hash: string }
  | { readonly screen: 'online'; readonly route: OnlineRoute }
  | { readonly screen: 'learning'; readonly hash: string };

/** The screen a page address's fragment names, or null when it names none. */
export function addressedScreen(hash: string): AddressedScreen | null {
  if (hash === TOURNAMENT_HASH) return { screen: 'tournament' };
  if (isClubHash(hash)) return { screen: 'club', route: parseClubRoute(hash) };
  if (hash.startsWith(EDITOR_HASH)) return { screen: 'editor', hash };
  // The rules pages, the drills and the first game: their module reads the rest of the address.
  if (isLearningHash(hash)) return { screen: 'learning', hash };
  if (hash === ANALYSIS_HASH || hash.startsWith(`${ANALYSIS_HASH}?`)) return { screen: 'analysis', hash };
  const online = parseOnlineRoute(hash);
  return online === null ? null : { screen: 'online', route: online };
}
