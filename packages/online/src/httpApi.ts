import type { NardyRecord, TableSpec } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { ClockPreset, ClockRecord, CorrespondencePreset } from './clock.ts';
import type { ChatLine, DiceProof, RatingKind, Role } from './protocol.ts';

/**
 * The game server's HTTP API (docs/online.md "HTTP API", "Accounts and ratings", "Moderation"): every
 * route's request and answer body, written once, used by the server that answers and by the clients that
 * ask (the app, the CLI, tests). Each route names its types beside it.
 */

/** Every refusal of the API: `{"error": {"code", "message"}}` with a stable code. */
export interface ApiError {
  readonly error: { readonly code: string; readonly message: string };
}

/** `GET /api/health`. */
export interface HealthAnswer {
  readonly ok: true;
}

// ── Tables ────────────────────────────────────────────────────────────────────────────────────────────

/** A custom clock of a new table (a preset is named instead by its `ClockPreset`). */
export interface CustomClockRequest {
  readonly delaySeconds: number;
  readonly reserveSeconds: number;
}

/** `POST /api/tables`: the table of a nardy-record (every setting of a local table), and how to play it. */
export interface CreateTableRequest {
  readonly table: TableSpec | Record<string, unknown>;
  /** The table's title (normalised like display names, at most 64 characters). */
  readonly name?: string;
  /** Absent: no clock. */
  readonly clock?: ClockPreset | CorrespondencePreset | CustomClockRequest;
  /** Needs a logged-in creator; both seats must be taken by accounts. */
  readonly rated?: boolean;
  /** Shown in the lobby (default: found by its link only). */
  readonly listed?: boolean;
  /** Seats the computer plays on the server, by level (`beginner`, `club`, `strong`, `master`); never rated. */
  readonly computer?: { readonly [C in Color]?: string };
}

/** `POST /api/tables` → 201: the table's id, a join link per seat a person plays, the watch link. */
export interface CreatedTable {
  readonly id: string;
  /** The join link of each seat a person plays (a computer's seat has none). */
  readonly join: { readonly [C in Color]?: string };
  readonly watch: string;
  /** The seats the computer plays on the server, and at which level. */
  readonly computer?: { readonly [C in Color]?: string };
}

/** A created table that two people play: both join links are there. */
export type PeopleTable = CreatedTable & { readonly join: { readonly [C in Color]: string } };

/** Whether a created table has a join link for each seat (no computer seat). */
export function isPeopleTable(created: CreatedTable): created is PeopleTable {
  return typeof created.join.white === 'string' && typeof created.join.black === 'string';
}

/** How a table was closed by an operator (its log's last entry): it ended there, without a winner. */
export interface TableClosing {
  readonly by: 'operator';
  readonly reason?: string;
}

/**
 * `GET /api/tables/:id/record` → 200: the record replayed from the stored log (every game so far) with its
 * dice proof, the clocks, whether it is rated and listed, and whether an operator closed it.
 */
export type TableRecordAnswer = NardyRecord &
  ClockRecord & {
    readonly dice: DiceProof;
    readonly rated: boolean;
    readonly listed: boolean;
    readonly closed: TableClosing | null;
  };

// ── Accounts and sessions ─────────────────────────────────────────────────────────────────────────────

/** `POST /api/accounts` (register) and `POST /api/session` (log in). */
export interface Credentials {
  readonly name: string;
  readonly password: string;
}

/** A rating as shown: Glicko-2 rating and deviation, and how many rated tables made it. */
export interface ShownRating {
  readonly rating: number;
  readonly rd: number;
  readonly games: number;
}

export type Ratings = { readonly [K in RatingKind]?: ShownRating };

/** The logged-in user as the app sees himself. */
export interface SessionUser {
  readonly id: string;
  readonly name: string;
  readonly ratings: Ratings;
  /** Present (true) for an operator: the moderation routes are his. */
  readonly operator?: true;
}

/**
 * `POST /api/accounts` → 201, `POST /api/session` → 200 (with the session cookie), `GET /api/session` →
 * 200 (null: a guest), `DELETE /api/session` → 200 (null, the cookie cleared).
 */
export interface SessionAnswer {
  readonly user: SessionUser | null;
}

// ── Profiles and leaderboards ─────────────────────────────────────────────────────────────────────────

/** One point of a player's rating history: his rating after a rated table. */
export interface RatingPoint {
  /** The table, or null on another person's view of an unlisted table (its id is its watch link). */
  readonly table: string | null;
  readonly kind: RatingKind;
  readonly rating: number;
  readonly rd: number;
  /** His result: 1, 0 or 0.5. */
  readonly score: number;
  readonly at: string;
}

export const PLAYED_RESULTS = ['won', 'lost', 'draw', 'playing'] as const;
export type PlayedResult = (typeof PLAYED_RESULTS)[number];

/** One table of a player, as his profile lists it. */
export interface PlayedTable {
  readonly table: string;
  readonly at: string;
  readonly kind: RatingKind;
  /** The boards' variants in order (one for a single board). */
  readonly variants: readonly string[];
  readonly match: number | null;
  readonly rated: boolean;
  readonly color: Color;
  readonly opponent: { readonly name: string | null; readonly account: boolean };
  readonly result: PlayedResult;
  /** `GET` it for the record (and its dice proof). */
  readonly record: string;
}

/** Results by variant (boards joined with "+", e.g. "short+long"), over finished tables. */
export interface VariantResults {
  readonly variants: string;
  readonly won: number;
  readonly lost: number;
  readonly draw: number;
}

/**
 * `GET /api/players/:name` → 200. Another person's view has no unlisted table in it; the owner, logged in,
 * sees his own.
 */
export interface PlayerProfile {
  readonly name: string;
  readonly since: string;
  readonly ratings: Ratings;
  readonly history: readonly RatingPoint[];
  readonly recent: readonly PlayedTable[];
  readonly byVariant: readonly VariantResults[];
}

/** `GET /api/leaderboard/:kind` → 200. */
export interface Leaderboard {
  readonly kind: RatingKind;
  readonly players: readonly {
    readonly rank: number;
    readonly name: string;
    readonly rating: number;
    readonly rd: number;
    readonly games: number;
  }[];
}

// ── Moderation (an operator's session, or the admin token) ────────────────────────────────────────────

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A reported chat line in the operators' queue. */
export interface Report {
  readonly id: string;
  readonly table: string;
  readonly line: ChatLine;
  /** Who reported it (his role and name at that table, his account id or null). */
  readonly reporter: { readonly role: Role; readonly name: string | null; readonly account: string | null };
  readonly reason: string | null;
  readonly at: string;
  readonly status: ReportStatus;
  readonly resolvedAt: string | null;
  /** The operator who resolved it (an account name, or `token`). */
  readonly resolvedBy: string | null;
  readonly resolution: string | null;
}

/** `GET /api/moderation/reports?status=open|resolved|all` (default open; newest first) → 200. */
export interface ReportsAnswer {
  readonly reports: readonly Report[];
}

/** `POST /api/moderation/reports/:id/resolve` → 200 `{report}`. */
export interface ResolveReportRequest {
  /** What was done about it (at most 200 characters). */
  readonly resolution?: string;
}

/** An account as operators see it. */
export interface ModeratedUser {
  readonly id: string;
  readonly name: string;
  readonly operator: boolean;
  /** Muted since (cannot chat), or null. */
  readonly mutedAt: string | null;
  /** Banned since (cannot log in; his sessions ended), or null. */
  readonly bannedAt: string | null;
}

/** `GET /api/moderation/users/:name`, and the answers of mute and ban → 200 `{user}`. */
export interface ModeratedUserAnswer {
  readonly user: ModeratedUser;
}

/** `POST /api/moderation/users/:name/mute`. */
export interface MuteRequest {
  readonly muted: boolean;
  readonly reason?: string;
}

/** `POST /api/moderation/users/:name/ban`. */
export interface BanRequest {
  readonly banned: boolean;
  readonly reason?: string;
}

/** `POST /api/moderation/tables/:id/close`: the table ends where it stands, nobody wins or loses. */
export interface CloseTableRequest {
  readonly reason?: string;
}

/** `POST /api/moderation/tables/:id/close` → 200. */
export interface CloseTableAnswer {
  readonly table: string;
  readonly closed: TableClosing;
}

export const MODERATION_ACTIONS = [
  'report/resolve',
  'user/mute',
  'user/unmute',
  'user/ban',
  'user/unban',
  'table/close',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** One action of an operator. */
export interface ModerationLogEntry {
  readonly id: string;
  readonly at: string;
  /** An account name, or `token`. */
  readonly operator: string;
  readonly action: ModerationAction;
  readonly user: string | null;
  readonly table: string | null;
  readonly report: string | null;
  readonly detail: Record<string, unknown> | null;
}

/** `GET /api/moderation/log?limit=N` (newest first, at most 500) → 200. */
export interface ModerationLogAnswer {
  readonly entries: readonly ModerationLogEntry[];
}
