import type { ClockPreset, QuickPreset } from '@nardy/online';

/** The club's choices kept in this browser (localStorage `nardy.club`; the guest's name is the online screen's). */
export interface ClubPrefs {
  readonly name: string;
  readonly preset: QuickPreset;
  readonly clock: ClockPreset;
  readonly rated: boolean;
}

/**
 * What the club's pages ask of the club (`<nardy-club>`, which holds the lobby's connection and the
 * account): one typed map, used by the pages that send them and the club that answers.
 */
export interface ClubEventMap {
  /** Lobby: sit at an open table. */
  'nardy-club-sit': { readonly tableId: string };
  /** Quick match: the choices changed (kept in this browser). */
  'nardy-club-prefs': Partial<ClubPrefs>;
  /** Quick match: the guest's name changed (the lobby is joined again under it). */
  'nardy-club-guest-name': { readonly name: string };
  /** Quick match: find an opponent with the current choices. */
  'nardy-club-quick': Record<string, never>;
  /** Quick match: stop waiting. */
  'nardy-club-cancel': Record<string, never>;
  /** Quick match: open a listed table of the current choices and sit at White. */
  'nardy-club-open': Record<string, never>;
  /** Account: log in, or create the account. */
  'nardy-club-account': { readonly name: string; readonly password: string; readonly register: boolean };
  'nardy-club-logout': Record<string, never>;
  /** Tournament: open a table by its join or watch link (the entrant's next table opens by itself). */
  'nardy-club-open-link': { readonly link: string };
  /** Profile: analyse a game of the profile (its record's path, the profile's colour and names). */
  'nardy-club-analyse': {
    readonly path: string;
    readonly color: 'white' | 'black';
    readonly me: string;
    readonly opponent: string;
  };
}

/** Sends a club event from a page (bubbling, so the club hears it). */
export function clubEvent<K extends keyof ClubEventMap>(from: EventTarget, type: K, detail: ClubEventMap[K]): void {
  from.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));
}
