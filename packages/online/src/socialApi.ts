import type { TableSpec } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { ClockPreset, ClockSettings, CorrespondencePreset } from './clock.ts';
import type { CustomClockRequest } from './httpApi.ts';

/**
 * The club's social routes (docs/club.md "Friends and challenges", "Notifications", "Correspondence"):
 * following, blocking, challenges by name, the inbox the app polls, and "My games". Every route needs a
 * logged-in account (401 `account/login-required`); refusals carry the stable codes below.
 */

/** The stable codes of the social routes' refusals. */
export const SOCIAL_ERROR_CODES = [
  'account/login-required',
  'player/unknown',
  'social/self',
  'social/blocked',
  'social/too-many',
  'challenge/unknown',
  'challenge/not-yours',
  'challenge/answered',
  'challenge/shape',
  'rate/challenges',
  'rate/social',
  'table/not-yours',
] as const;
export type SocialErrorCode = (typeof SOCIAL_ERROR_CODES)[number];

/** Where a friend is now: away, online (the app or the lobby open), or seated at a table in play. */
export interface FriendStatus {
  readonly name: string;
  readonly online: boolean;
  /** The table he plays now (its watch link's id), when he is seated at one in play. */
  readonly playing: { readonly tableId: string; readonly watch: string } | null;
  /** He follows you too. */
  readonly mutual: boolean;
}

/** `GET /api/friends` → the players you follow, online ones first, and how many follow you. */
export interface FriendsAnswer {
  readonly friends: readonly FriendStatus[];
  readonly followers: number;
}

/** `PUT /api/friends/:name` (follow) and `DELETE /api/friends/:name` (unfollow) → 200. */
export interface FollowAnswer {
  readonly name: string;
  readonly following: boolean;
}

/** `GET /api/blocks` → the players you blocked. `PUT`/`DELETE /api/blocks/:name` block and unblock. */
export interface BlocksAnswer {
  readonly blocked: readonly string[];
}

/** What a challenger proposes: any table, its clock (a correspondence preset too), rated, his colour. */
export interface ChallengeRequest {
  /** The challenged player's account name. */
  readonly to: string;
  readonly table: TableSpec | Record<string, unknown>;
  readonly clock?: ClockPreset | CorrespondencePreset | CustomClockRequest;
  readonly rated?: boolean;
  /** The challenger's colour (default `random`). */
  readonly color?: Color | 'random';
}

export const CHALLENGE_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

/** A challenge as both players see it. */
export interface Challenge {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly table: TableSpec;
  readonly clock: ClockSettings | null;
  readonly rated: boolean;
  readonly color: Color | 'random';
  readonly status: ChallengeStatus;
  /** ISO time. */
  readonly createdAt: string;
  /** The table opened when it was accepted. */
  readonly tableId: string | null;
}

/** `POST /api/challenges` → 201 the challenge. `GET /api/challenges` → the caller's open and recent ones. */
export interface ChallengesAnswer {
  readonly incoming: readonly Challenge[];
  readonly outgoing: readonly Challenge[];
}

/**
 * `POST /api/challenges/:id/accept` → 200: the table is open, and the accepter's join link (the
 * challenger opens his seat with `POST /api/tables/:id/seat`). `…/decline` (the challenged) and
 * `DELETE /api/challenges/:id` (the challenger) → 200 the challenge.
 */
export interface AcceptedChallenge {
  readonly challenge: Challenge;
  readonly tableId: string;
  readonly join: string;
}

/**
 * `POST /api/tables/:id/seat` → 200: a fresh join link of the caller's own seat at that table (an
 * account's seat opens on any device; the seat's earlier link stops working). 403 `table/not-yours`.
 */
export interface SeatLinkAnswer {
  readonly tableId: string;
  readonly color: Color;
  readonly join: string;
}

/** One table of "My games". */
export interface MyGame {
  readonly tableId: string;
  readonly color: Color;
  readonly opponent: string | null;
  readonly spec: TableSpec;
  readonly clock: ClockSettings | null;
  readonly rated: boolean;
  /** It is your turn (you must act now). */
  readonly yourTurn: boolean;
  /** When the running player's time runs out (ISO), at a clocked table in play. */
  readonly deadline: string | null;
  readonly started: boolean;
  readonly watch: string;
}

/** `GET /api/games` → every unfinished table of the caller, those where it is his turn first. */
export interface MyGamesAnswer {
  readonly games: readonly MyGame[];
  /** Vacation left this year for correspondence tables, in ms. */
  readonly vacationLeftMs: number;
}

/** The kinds of notice the inbox carries (a tournament round is told by the tournaments feature). */
export const NOTICE_TYPES = ['challenge', 'challengeAccepted', 'challengeDeclined', 'tournamentRound'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** Something to tell a player once (a system notification when the app may show one). */
export interface Notice {
  readonly id: string;
  readonly type: NoticeType;
  /** Who caused it (a challenger), when someone did. */
  readonly from: string | null;
  /** What the notice opens: a challenge id, a table id, a tournament id… */
  readonly data: Readonly<Record<string, string | number | boolean | null>>;
  /** ISO time. */
  readonly at: string;
}

/**
 * `GET /api/inbox?since=ISO` → what the app shows in the tab's title and favicon and as notifications:
 * pending challenges to you, the tables where it is your turn, and notices newer than `since`.
 */
export interface InboxAnswer {
  readonly challenges: readonly Challenge[];
  readonly yourTurn: readonly MyGame[];
  readonly notices: readonly Notice[];
  /** The server's time now (ISO): the next poll's `since`. */
  readonly now: string;
}
