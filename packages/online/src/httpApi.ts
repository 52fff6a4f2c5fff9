import type { NardyRecord, TableSpec } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { ClockPreset, ClockRecord, ClockSettings } from './clock.ts';
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
  readonly clock?: ClockPreset | CustomClockRequest;
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

// ── Tournaments ───────────────────────────────────────────────────────────────────────────────────────

/** The formats of a tournament run by the server (docs/club.md "Tournaments"). */
export const TOURNAMENT_FORMATS = ['olympic', 'arena'] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];

export const TOURNAMENT_STATUSES = ['open', 'running', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** `POST /api/tournaments` (logged in): the organiser's settings. */
export interface CreateTournamentRequest {
  /** 1–64 characters (normalised like display names). */
  readonly name: string;
  readonly format: TournamentFormat;
  /** The table of every match, as in a record (any table, parallel boards included); without `match`. */
  readonly table: TableSpec | Record<string, unknown>;
  /** Points each match is played to (default 1 in an arena, 5 in an Olympic tournament). */
  readonly matchLength?: number;
  /** Olympic: each pairing before the final is a series best of N matches (odd N; default 3). */
  readonly series?: { readonly bestOf: number };
  /** Olympic: the final's and the third-place pairing's series (default: as `series`). */
  readonly finalSeries?: { readonly bestOf: number };
  /** Olympic: the semifinal losers play for third place (default true). */
  readonly thirdPlace?: boolean;
  /** Every table's clock, as for `POST /api/tables` (absent: no clock). */
  readonly clock?: ClockPreset | CustomClockRequest;
  /** Most entrants, 2–256. */
  readonly capacity: number;
  /** Arena: how long pairing goes on, in minutes (fractions allowed, at least 0.05; default 30). */
  readonly minutes?: number;
  /** When it starts by itself (absent: as soon as it is full). */
  readonly startsAt?: string;
  /** Person-against-person tables change ratings. */
  readonly rated?: boolean;
  /** Seconds a player has to come to his table before he loses it by forfeit (10–1800, default 180). */
  readonly noShowSeconds?: number;
}

/** `POST /api/tournaments` → 201. */
export interface CreatedTournament {
  readonly id: string;
  /** The tournament's page in the app. */
  readonly url: string;
}

/** `POST /api/tournaments/:id/entrants`: `{}` joins the caller (or brings him back to an arena's pairing); the organiser may add the computer. */
export interface JoinTournamentRequest {
  readonly computer?: string;
}

/** An entrant as shown: a person's account name, or the computer at a level. */
export interface TournamentEntrant {
  readonly name: string;
  readonly computer?: string;
  /** Left after the start (forfeits the rest). */
  readonly left?: boolean;
  /** Arena: not paired until he comes back (missed a table). */
  readonly paused?: boolean;
}

/**
 * Why a match or a pairing was decided without being played out: a player did not come to the table in
 * time, left the tournament, or abandoned a table in play (nothing happened there for longer than the clock allows).
 */
export type TournamentForfeit = 'no-show' | 'left' | 'abandoned';

/** One Olympic pairing: its sides (null: a bye, or not known yet), its tables in order, its winner. */
export interface TournamentPairing {
  /** `r{round}-{index}`, or `third`. */
  readonly id: string;
  readonly stage: 'round' | 'final' | 'third';
  readonly white: string | null;
  readonly black: string | null;
  readonly tables: readonly string[];
  /** Match wins of white's and black's side so far. */
  readonly wins: readonly [number, number];
  readonly winner: string | null;
  /** Decided by a bye. */
  readonly bye?: true;
  /** Decided (or one of its matches) without play. */
  readonly forfeit?: TournamentForfeit;
}

export interface TournamentRound {
  readonly pairings: readonly TournamentPairing[];
}

/** One line of an arena's standings, best first. */
export interface ArenaStanding {
  readonly name: string;
  readonly points: number;
  readonly wins: number;
  readonly losses: number;
  /** Wins in a row now (from the third on, each win counts double). */
  readonly streak: number;
  /** At a table now. */
  readonly playing: boolean;
}

/** A table being played now. */
export interface TournamentTableNow {
  readonly table: string;
  readonly white: string;
  readonly black: string;
  readonly watch: string;
  /** The Olympic pairing it belongs to. */
  readonly pairing?: string;
}

/** `GET /api/tournaments/:id`. */
export interface TournamentAnswer {
  readonly id: string;
  readonly name: string;
  readonly format: TournamentFormat;
  readonly status: TournamentStatus;
  readonly organiser: string;
  readonly capacity: number;
  readonly rated: boolean;
  readonly startsAt: string | null;
  readonly startedAt: string | null;
  /** Arena: when pairing stops. */
  readonly endsAt?: string | null;
  readonly settings: TournamentSettingsShown;
  readonly entrants: readonly TournamentEntrant[];
  /** Olympic, after the start. */
  readonly rounds?: readonly TournamentRound[];
  /** Arena, after the start. */
  readonly standings?: readonly ArenaStanding[];
  readonly places: readonly { readonly place: number; readonly name: string }[];
  /** The draw's seed, shown from the start (null before). */
  readonly drawSeed: string | null;
  /** SHA-256 (hex) of the seed, shown from creation: the seed was fixed before anyone joined. */
  readonly drawCommitment: string;
  readonly now: readonly TournamentTableNow[];
  /** The caller's table now, with his join link (only for the entrant himself). */
  readonly yourTable?: { readonly id: string; readonly join: string };
  /** The caller is an entrant (not left). */
  readonly joined?: boolean;
}

/** The settings of a tournament as shown. */
export interface TournamentSettingsShown {
  readonly table: TableSpec;
  readonly matchLength: number;
  readonly series?: { readonly bestOf: number };
  readonly finalSeries?: { readonly bestOf: number };
  readonly thirdPlace?: boolean;
  readonly clock: ClockSettings | null;
  readonly minutes?: number;
  readonly noShowSeconds: number;
}

/** A tournament in the list. */
export interface TournamentSummary {
  readonly id: string;
  readonly name: string;
  readonly format: TournamentFormat;
  readonly status: TournamentStatus;
  readonly organiser: string;
  readonly entrants: number;
  readonly capacity: number;
  readonly rated: boolean;
  readonly startsAt: string | null;
}

/** `GET /api/tournaments`: open (newest first), running, and recently finished. */
export interface TournamentList {
  readonly open: readonly TournamentSummary[];
  readonly running: readonly TournamentSummary[];
  readonly recent: readonly TournamentSummary[];
}
