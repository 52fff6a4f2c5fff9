import {
  type Challenge,
  type ChallengeStatus,
  type ClockSettings,
  DAY_MS,
  type Notice,
  type NoticeType,
  VACATION_DAYS_PER_YEAR,
} from '@nardy/online';
import type { TableSpec } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { randomId } from '../tableDice.ts';

/** How many people one account may follow, and block. */
export const MAX_FOLLOWS = 500;
export const MAX_BLOCKS = 500;
/** Pending challenges one account may have sent at once. */
export const MAX_PENDING_CHALLENGES = 20;
/** A challenge nobody answered expires after this long. */
export const CHALLENGE_TTL_MS = 7 * DAY_MS;
/** Answered challenges stay in the lists this long (the challenger sees "accepted" and opens his seat). */
const ANSWERED_SHOWN_MS = DAY_MS;
/** Notices kept in the inbox. */
const NOTICE_TTL_MS = 7 * DAY_MS;

const json = (value: unknown) => JSON.stringify(value);

type ChallengeRow = {
  id: string;
  from_name: string;
  to_name: string;
  spec: TableSpec;
  clock: ClockSettings | null;
  rated: boolean;
  color: string;
  status: string;
  created_at: Date | string;
  table_id: string | null;
};

function challengeOf(r: ChallengeRow): Challenge {
  return {
    id: r.id,
    from: r.from_name,
    to: r.to_name,
    table: r.spec,
    clock: r.clock ?? null,
    rated: r.rated,
    color: r.color as Color | 'random',
    status: r.status as ChallengeStatus,
    createdAt: new Date(r.created_at).toISOString(),
    tableId: r.table_id ?? null,
  };
}

/**
 * Friends, blocks, challenges, the inbox and correspondence vacation (docs/club.md): the rows of
 * migration `0009_social`, by account id. A block hides the blocked player's challenges and notices
 * (`notify` drops them) and his chat lines at tables (`blockedBy`).
 */
export class SocialStore {
  constructor(readonly db: Kysely<Database>) {}

  // ---- follows and blocks ----------------------------------------------------------------------------

  /** Follows `targetId`; false when the account already follows its limit. */
  async follow(userId: string, targetId: string): Promise<boolean> {
    const count = await this.#count('follows', userId);
    if (count >= MAX_FOLLOWS) return false;
    await this.db
      .insertInto('follows')
      .values({ user_id: userId, target_id: targetId })
      .onConflict((c) => c.columns(['user_id', 'target_id']).doNothing())
      .execute();
    return true;
  }

  async unfollow(userId: string, targetId: string): Promise<void> {
    await this.db.deleteFrom('follows').where('user_id', '=', userId).where('target_id', '=', targetId).execute();
  }

  /** The accounts `userId` follows, with whether each follows back. */
  async following(userId: string): Promise<{ id: string; name: string; mutual: boolean; seenAt: Date | null }[]> {
    const rows = await this.db
      .selectFrom('follows as f')
      .innerJoin('users as u', 'u.id', 'f.target_id')
      .leftJoin('follows as back', (j) =>
        j.onRef('back.user_id', '=', 'f.target_id').onRef('back.target_id', '=', 'f.user_id'),
      )
      .select(['u.id', 'u.name', 'u.seen_at', 'back.user_id as back'])
      .where('f.user_id', '=', userId)
      .orderBy('u.name')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      mutual: r.back !== null,
      seenAt: r.seen_at === null ? null : new Date(r.seen_at),
    }));
  }

  async isFollowing(userId: string, targetId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('follows')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('target_id', '=', targetId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async followers(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('target_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Blocks `targetId`: both follows between the two end, his pending challenges to you are declined. */
  async block(userId: string, targetId: string): Promise<boolean> {
    const count = await this.#count('blocks', userId);
    if (count >= MAX_BLOCKS) return false;
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('blocks')
        .values({ user_id: userId, target_id: targetId })
        .onConflict((c) => c.columns(['user_id', 'target_id']).doNothing())
        .execute();
      await tx
        .deleteFrom('follows')
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', userId), eb('target_id', '=', targetId)]),
            eb.and([eb('user_id', '=', targetId), eb('target_id', '=', userId)]),
          ]),
        )
        .execute();
      await tx
        .updateTable('challenges')
        .set({ status: 'declined', answered_at: new Date() })
        .where('from_id', '=', targetId)
        .where('to_id', '=', userId)
        .where('status', '=', 'pending')
        .execute();
    });
    return true;
  }

  async unblock(userId: string, targetId: string): Promise<void> {
    await this.db.deleteFrom('blocks').where('user_id', '=', userId).where('target_id', '=', targetId).execute();
  }

  async blocked(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('blocks as b')
      .innerJoin('users as u', 'u.id', 'b.target_id')
      .select('u.name')
      .where('b.user_id', '=', userId)
      .orderBy('u.name')
      .execute();
    return rows.map((r) => r.name);
  }

  /** Whether either of the two blocked the other. */
  async eitherBlocked(a: string, b: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('blocks')
      .select('user_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', a), eb('target_id', '=', b)]),
          eb.and([eb('user_id', '=', b), eb('target_id', '=', a)]),
        ]),
      )
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The ids of the accounts `userId` blocked (a table's chat hides their lines from him). */
  async blockedIds(userId: string): Promise<Set<string>> {
    const rows = await this.db.selectFrom('blocks').select('target_id').where('user_id', '=', userId).execute();
    return new Set(rows.map((r) => r.target_id));
  }

  async #count(table: 'follows' | 'blocks', userId: string): Promise<number> {
    const row = await this.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  // ---- challenges -------------------------------------------------------------------------------------

  async pendingFrom(userId: string): Promise<number> {
    await this.#expire();
    const row = await this.db
      .selectFrom('challenges')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('from_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async createChallenge(c: {
    fromId: string;
    toId: string;
    spec: TableSpec;
    clock: ClockSettings | null;
    rated: boolean;
    color: Color | 'random';
  }): Promise<Challenge> {
    const id = randomId(12);
    await this.db
      .insertInto('challenges')
      .values({
        id,
        from_id: c.fromId,
        to_id: c.toId,
        spec: json(c.spec),
        clock: c.clock === null ? null : json(c.clock),
        rated: c.rated,
        color: c.color,
      })
      .execute();
    return (await this.challenge(id)) as Challenge;
  }

  async challenge(id: string): Promise<(Challenge & { fromId: string; toId: string }) | null> {
    const row = await this.#challenges().select(['c.from_id', 'c.to_id']).where('c.id', '=', id).executeTakeFirst();
    return row ? { ...challengeOf(row), fromId: row.from_id, toId: row.to_id } : null;
  }

  /** Pending challenges to and from `userId`, and his answered ones of the last day. */
  async challengesOf(userId: string): Promise<{ incoming: Challenge[]; outgoing: Challenge[] }> {
    await this.#expire();
    const since = new Date(Date.now() - ANSWERED_SHOWN_MS);
    const rows = await this.#challenges()
      .select(['c.from_id', 'c.to_id'])
      .where((eb) => eb.or([eb('c.from_id', '=', userId), eb('c.to_id', '=', userId)]))
      .where((eb) => eb.or([eb('c.status', '=', 'pending'), eb('c.answered_at', '>', since)]))
      .orderBy('c.created_at', 'desc')
      .limit(100)
      .execute();
    return {
      incoming: rows.filter((r) => r.to_id === userId).map(challengeOf),
      outgoing: rows.filter((r) => r.from_id === userId).map(challengeOf),
    };
  }

  /** Pending challenges to `userId` (the inbox). */
  async pendingTo(userId: string): Promise<Challenge[]> {
    return (await this.challengesOf(userId)).incoming.filter((c) => c.status === 'pending');
  }

  /**
   * Answers a pending challenge once: the one call that finds it pending changes it (two accepts at the
   * same moment open one table). Null when it was not pending any more.
   */
  async answer(id: string, status: Exclude<ChallengeStatus, 'pending'>): Promise<Challenge | null> {
    const rows = await this.db
      .updateTable('challenges')
      .set({ status, answered_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('id')
      .execute();
    if (rows.length !== 1) return null;
    const found = await this.challenge(id);
    if (found === null) return null;
    const { fromId: _from, toId: _to, ...challenge } = found;
    return challenge;
  }

  async setChallengeTable(id: string, tableId: string): Promise<void> {
    await this.db.updateTable('challenges').set({ table_id: tableId }).where('id', '=', id).execute();
  }

  #challenges() {
    return this.db
      .selectFrom('challenges as c')
      .innerJoin('users as f', 'f.id', 'c.from_id')
      .innerJoin('users as t', 't.id', 'c.to_id')
      .select([
        'c.id',
        'f.name as from_name',
        't.name as to_name',
        'c.spec',
        'c.clock',
        'c.rated',
        'c.color',
        'c.status',
        'c.created_at',
        'c.table_id',
      ]);
  }

  async #expire(): Promise<void> {
    await this.db
      .updateTable('challenges')
      .set({ status: 'expired', answered_at: new Date() })
      .where('status', '=', 'pending')
      .where('created_at', '<', new Date(Date.now() - CHALLENGE_TTL_MS))
      .execute();
  }

  // ---- the inbox --------------------------------------------------------------------------------------

  /**
   * Tells `userId` something once (the app shows it, and a system notification when allowed). A notice
   * caused by someone he blocked is dropped: the hook other features call (a tournament's pairings).
   */
  async notify(userId: string, type: NoticeType, data: Notice['data'], fromId: string | null = null): Promise<boolean> {
    if (fromId !== null && (await this.eitherBlocked(userId, fromId))) return false;
    await this.db
      .insertInto('notices')
      .values({ id: randomId(12), user_id: userId, type, from_id: fromId, data: json(data) })
      .execute();
    return true;
  }

  /** Notices to `userId` newer than `since` (oldest first), at most 50. */
  async notices(userId: string, since: Date): Promise<Notice[]> {
    await this.db
      .deleteFrom('notices')
      .where('user_id', '=', userId)
      .where('created_at', '<', new Date(Date.now() - NOTICE_TTL_MS))
      .execute();
    const rows = await this.db
      .selectFrom('notices as n')
      .leftJoin('users as u', 'u.id', 'n.from_id')
      .select(['n.id', 'n.type', 'n.data', 'n.created_at', 'u.name'])
      .where('n.user_id', '=', userId)
      .where('n.created_at', '>', since)
      .orderBy('n.created_at')
      .limit(50)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      type: r.type as NoticeType,
      from: r.name ?? null,
      data: r.data as Notice['data'],
      at: new Date(r.created_at).toISOString(),
    }));
  }

  /** The app asked for its inbox: the account is online (written at most every 30 s). */
  async seen(userId: string, now = new Date()): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ seen_at: now })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('seen_at', 'is', null), eb('seen_at', '<', new Date(now.getTime() - 30_000))]))
      .execute();
  }

  // ---- correspondence vacation ------------------------------------------------------------------------

  /** Vacation `userId` has left this calendar year (UTC), in ms. */
  async vacationLeft(userId: string, now = new Date()): Promise<number> {
    const year = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
    const row = await this.db
      .selectFrom('vacation_grants')
      .select(sql<string | null>`sum(ms)`.as('used'))
      .where('user_id', '=', userId)
      .where('granted_at', '>=', year)
      .executeTakeFirst();
    return Math.max(0, VACATION_DAYS_PER_YEAR * DAY_MS - Number(row?.used ?? 0));
  }

  /** Spends `ms` of `userId`'s vacation at a table. */
  async grantVacation(userId: string, tableId: string, ms: number): Promise<void> {
    await this.db.insertInto('vacation_grants').values({ user_id: userId, table_id: tableId, ms }).execute();
  }

  /** Vacation granted at a table since `since` (the running turn's, for a rebuilt room). */
  async grantedSince(tableId: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('vacation_grants')
      .select(sql<string | null>`sum(ms)`.as('ms'))
      .where('table_id', '=', tableId)
      .where('granted_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.ms ?? 0);
  }
}
