import { type AuthContext, ServerError } from '@colyseus/core';
import {
  CLIENT_SEED_PATTERN,
  type JoinErrorCode,
  PROTOCOL_VERSION,
  type Role,
  SEAT_TOKEN_PATTERN,
  TABLE_ID_PATTERN,
} from '@nardy/online';
import { type AutoPlaySettings, parseAutoPlay } from '@nardy/parallel';
import type { Account } from '../accounts/accountStore.ts';
import { sessionToken } from '../accounts/cookies.ts';
import { forgetDeadHolder } from '../processes.ts';
import { hashToken } from '../tableDice.ts';
import type { RoomSettings } from './settings.ts';

/** Who a connection is, set by `authorize` from its join options. */
export interface Auth {
  readonly role: Role;
  readonly tokenHash: string | null;
  /** The logged-in account of the connection (session cookie or bearer token), or null for a guest. */
  readonly account: Account | null;
  /** A seat's auto-play settings as it joined (none: the server plays nothing for it). */
  readonly auto: AutoPlaySettings | null;
  /** The connection's address (who reported a line, for a guest). */
  readonly address: string;
}

const addressOf = (context: AuthContext) => context.req?.socket?.remoteAddress ?? '';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A join failure: the matchmaker passes the message on, which starts with our code. */
export function joinError(code: JoinErrorCode, message: string): ServerError {
  return new ServerError(4400, `${code}: ${message}`);
}

/**
 * Checks the join options before the matchmaker finds or creates a room: the protocol version, the
 * table id and, for a seat, that the token opens a seat of that very table (and that a rated seat is
 * taken by one account, never the other seat's). Spectators need no token. A page of an embed origin
 * (another site that shows live tables) may only watch.
 */
export async function authorize(settings: RoomSettings, options: unknown, context: AuthContext): Promise<Auth> {
  const { store, accounts } = settings;
  if (!isRecord(options)) throw joinError('join/malformed', 'join options must be an object');
  if (options.protocol !== PROTOCOL_VERSION) {
    throw joinError('join/protocol', `this server speaks protocol ${PROTOCOL_VERSION}`);
  }
  const { tableId, token, clientSeed, name } = options;
  if (typeof tableId !== 'string' || !TABLE_ID_PATTERN.test(tableId)) {
    throw joinError('join/malformed', 'tableId is not a table id');
  }
  if (clientSeed !== undefined && (typeof clientSeed !== 'string' || !CLIENT_SEED_PATTERN.test(clientSeed))) {
    throw joinError('join/malformed', 'clientSeed must be up to 64 characters of A-Z a-z 0-9 _ -');
  }
  if (name !== undefined && typeof name !== 'string') throw joinError('join/malformed', 'name must be a string');
  const auto = options.auto === undefined ? null : parseAutoPlay(options.auto);
  if (options.auto !== undefined && auto === null) {
    throw joinError('join/malformed', 'auto is {"board"?, "play"?, "bearOff"?, "roll"?: boolean}');
  }
  const [account] = await Promise.all([
    accounts.sessionAccount(sessionToken(context.headers ?? {}, context.token)),
    settings.redis ? forgetDeadHolder(tableId) : undefined,
  ]);
  if (token === undefined) {
    if (!(await store.tableExists(tableId))) throw joinError('table/unknown', 'no such table');
    return { role: 'spectator', tokenHash: null, account, auto: null, address: addressOf(context) };
  }
  if (settings.embedOrigins?.fromEmbed(context.headers ?? {})) {
    throw joinError('seat/embed-origin', 'a page of another site may only watch a table');
  }
  if (typeof token !== 'string' || !SEAT_TOKEN_PATTERN.test(token)) {
    throw joinError('seat/bad-token', 'this join link is not valid');
  }
  const tokenHash = hashToken(token);
  const seat = await store.seatAccess(tokenHash);
  if (seat === null || seat.tableId !== tableId) throw joinError('seat/bad-token', 'this join link is not valid');
  if (seat.rated) {
    // A rated seat is played by one account, and never by the same account as the other seat.
    if (account === null) throw joinError('seat/login-required', 'log in to take a seat at a rated table');
    if (seat.userId !== null && seat.userId !== account.id) {
      throw joinError('seat/other-account', 'this seat belongs to another account');
    }
    if (seat.otherUserId === account.id) throw joinError('seat/same-player', 'you hold the other seat of this table');
  }
  return { role: seat.color, tokenHash, account, auto, address: addressOf(context) };
}
