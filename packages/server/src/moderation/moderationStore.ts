import { randomBytes } from 'node:crypto';
import type {
  ModeratedUser,
  ModerationAction,
  ModerationLogEntry,
  Report,
  ReportStatus,
  TableClosing,
} from '@nardy/online';
import type { Kysely } from 'kysely';
import { accountNameKey } from '../accounts/accountStore.ts';
import type { Database } from '../storage/schema.ts';
import type { TableStore } from '../storage/tableStore.ts';

/**
 * What operators do (docs/online.md "Moderation"): the report queue, muting and banning accounts, closing
 * tables — each action written to the moderation log in the same transaction as the action itself.
 * `operator` names who acted: an account name, or `token` for the admin token.
 */
export class ModerationStore {
  constructor(
    readonly db: Kysely<Database>,
    private readonly tables: TableStore,
  ) {}

  /** Gives or takes the operator role (the `nardy admin` command); false for an unknown name. */
  async setOperator(name: string, operator: boolean): Promise<boolean> {
    const rows = await this.db
      .updateTable('users')
      .set({ operator })
      .where('name_key', '=', accountNameKey(name.trim()))
      .returning('id')
      .execute();
    return rows.length === 1;
  }

  /** Whether an account may moderate. */
  async isOperator(userId: string): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('operator').where('id', '=', userId).executeTakeFirst();
    return row?.operator === true;
  }

  /** The accounts muted now (the chat's cache reads them). */
  async mutedIds(): Promise<string[]> {
    const rows = await this.db.selectFrom('users').select('id').where('muted_at', 'is not', null).execute();
    return rows.map((r) => r.id);
  }

  async user(name: string): Promise<ModeratedUser | null> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'operator', 'muted_at', 'banned_at'])
      .where('name_key', '=', accountNameKey(name.trim()))
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          name: row.name,
          operator: row.operator,
          mutedAt: iso(row.muted_at),
          bannedAt: iso(row.banned_at),
        }
      : null;
  }

  /** Mutes (or unmutes) an account: its chat lines are refused (`chat/muted`). */
  async mute(operator: string, name: string, muted: boolean, reason: string | null): Promise<ModeratedUser | null> {
    return this.#setUser(operator, name, muted ? 'user/mute' : 'user/unmute', reason, async (tx, id) => {
      await tx
        .updateTable('users')
        .set({ muted_at: muted ? new Date() : null })
        .where('id', '=', id)
        .execute();
    });
  }

  /** Bans (or lets back) an account: it cannot log in, and every session of it ends now. */
  async ban(operator: string, name: string, banned: boolean, reason: string | null): Promise<ModeratedUser | null> {
    return this.#setUser(operator, name, banned ? 'user/ban' : 'user/unban', reason, async (tx, id) => {
      await tx
        .updateTable('users')
        .set({ banned_at: banned ? new Date() : null })
        .where('id', '=', id)
        .execute();
      if (banned) await tx.deleteFrom('sessions').where('user_id', '=', id).execute();
    });
  }

  async #setUser(
    operator: string,
    name: string,
    action: ModerationAction,
    reason: string | null,
    change: (tx: Kysely<Database>, userId: string) => Promise<void>,
  ): Promise<ModeratedUser | null> {
    const done = await this.db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('users')
        .select('id')
        .where('name_key', '=', accountNameKey(name.trim()))
        .forUpdate()
        .executeTakeFirst();
      if (!row) return false;
      await change(tx, row.id);
      await logAction(tx, { operator, action, userId: row.id, detail: reason === null ? null : { reason } });
      return true;
    });
    return done ? this.user(name) : null;
  }

  /** Reports by status (`all`: both), newest first. */
  async reports(status: ReportStatus | 'all' = 'open', limit = 200): Promise<Report[]> {
    let query = this.db.selectFrom('reports').selectAll();
    if (status !== 'all') query = query.where('status', '=', status);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
    return rows.map(toReport);
  }

  /** Resolves an open report: `unknown`, `resolved` (already: nothing changed), or the report. */
  async resolve(
    operator: string,
    reportId: string,
    resolution: string | null,
  ): Promise<Report | 'unknown' | 'resolved'> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx.selectFrom('reports').selectAll().where('id', '=', reportId).forUpdate().executeTakeFirst();
      if (!row) return 'unknown';
      if (row.status === 'resolved') return 'resolved';
      const updated = await tx
        .updateTable('reports')
        .set({ status: 'resolved', resolved_at: new Date(), resolved_by: operator, resolution })
        .where('id', '=', reportId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await logAction(tx, {
        operator,
        action: 'report/resolve',
        reportId,
        tableId: row.table_id,
        detail: resolution === null ? null : { resolution },
      });
      return toReport(updated);
    });
  }

  /**
   * Closes a table (its log ends with the `closed` entry; over, nobody won, unrated) and logs it. Answers
   * `unknown`, `over` (already: nothing changed), or the closing.
   */
  async closeTable(
    operator: string,
    tableId: string,
    reason: string | null,
  ): Promise<TableClosing | 'unknown' | 'over'> {
    const closing: TableClosing = { by: 'operator', ...(reason === null ? {} : { reason }) };
    const result = await this.tables.closeTable(tableId, closing, (tx) =>
      logAction(tx, { operator, action: 'table/close', tableId, detail: reason === null ? null : { reason } }),
    );
    return result === 'closed' ? closing : result;
  }

  /** The moderation log, newest first. */
  async log(limit = 100): Promise<ModerationLogEntry[]> {
    const rows = await this.db
      .selectFrom('moderation_log as m')
      .leftJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.id', 'm.at', 'm.operator', 'm.action', 'u.name as user', 'm.table_id', 'm.report_id', 'm.detail'])
      .orderBy('m.at', 'desc')
      .orderBy('m.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      operator: r.operator,
      action: r.action as ModerationAction,
      user: r.user ?? null,
      table: r.table_id,
      report: r.report_id,
      detail: (r.detail as Record<string, unknown> | null) ?? null,
    }));
  }
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toReport(r: {
  id: string;
  table_id: string;
  line: object;
  reporter: object;
  reason: string | null;
  created_at: Date;
  status: ReportStatus;
  resolved_at: Date | null;
  resolved_by: string | null;
  resolution: string | null;
}): Report {
  return {
    id: r.id,
    table: r.table_id,
    line: r.line as Report['line'],
    reporter: r.reporter as Report['reporter'],
    reason: r.reason,
    at: new Date(r.created_at).toISOString(),
    status: r.status,
    resolvedAt: iso(r.resolved_at),
    resolvedBy: r.resolved_by,
    resolution: r.resolution,
  };
}

async function logAction(
  db: Kysely<Database>,
  entry: {
    operator: string;
    action: ModerationAction;
    userId?: string;
    tableId?: string;
    reportId?: string;
    detail: object | null;
  },
): Promise<void> {
  await db
    .insertInto('moderation_log')
    .values({
      id: randomBytes(12).toString('base64url'),
      operator: entry.operator,
      action: entry.action,
      user_id: entry.userId ?? null,
      table_id: entry.tableId ?? null,
      report_id: entry.reportId ?? null,
      detail: entry.detail === null ? null : JSON.stringify(entry.detail),
    })
    .execute();
}
