import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { accountNameSkeleton } from '../accounts/accountStore.ts';

/**
 * The schema's migrations, in order. Each is written once and never edited after it has landed: a change
 * is a new migration. They run at server start (`migrateToLatest`), on PostgreSQL and PGlite alike.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001_tables_seats_events_games': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tables')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text')
        .addColumn('spec', 'jsonb', (c) => c.notNull())
        .addColumn('server_seed', 'text', (c) => c.notNull())
        .addColumn('commitment', 'text', (c) => c.notNull())
        .addColumn('over', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('finished_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('seats')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addColumn('color', 'text', (c) => c.notNull().check(sql`color in ('white', 'black')`))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text')
        .addColumn('client_seed', 'text')
        .addColumn('claimed_at', 'timestamptz')
        .addPrimaryKeyConstraint('seats_pk', ['table_id', 'color'])
        .execute();
      await db.schema
        .createTable('events')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq >= 0`))
        .addColumn('entry', 'jsonb', (c) => c.notNull())
        .addColumn('dice_next', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('events_pk', ['table_id', 'seq'])
        .execute();
      await db.schema
        .createTable('games')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addColumn('game', 'integer', (c) => c.notNull())
        .addColumn('record', 'jsonb', (c) => c.notNull())
        .addColumn('winner', 'text')
        .addColumn('net', 'real', (c) => c.notNull())
        .addColumn('finished_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('games_pk', ['table_id', 'game'])
        .execute();
      await db.schema.createIndex('tables_created_at').on('tables').column('created_at').execute();
    },
  },
  '0002_clocks': {
    async up(db: Kysely<unknown>) {
      // The table's clock settings (null: no clock) and, per log entry, its clock and forfeit.
      await db.schema.alterTable('tables').addColumn('clock', 'jsonb').execute();
      await db.schema.alterTable('events').addColumn('meta', 'jsonb').execute();
    },
  },
  '0003_accounts_ratings': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('ratings')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('rd', 'double precision', (c) => c.notNull())
        .addColumn('volatility', 'double precision', (c) => c.notNull())
        .addColumn('games', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('ratings_pk', ['user_id', 'kind'])
        .execute();
      await db.schema.createIndex('ratings_board').on('ratings').columns(['kind', 'rating']).execute();
      await db.schema
        .createTable('rating_changes')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('opponent_id', 'text', (c) => c.notNull())
        .addColumn('score', 'real', (c) => c.notNull())
        .addColumn('weight', 'integer', (c) => c.notNull())
        .addColumn('rating_before', 'double precision', (c) => c.notNull())
        .addColumn('rating_after', 'double precision', (c) => c.notNull())
        .addColumn('rd_after', 'double precision', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('rating_changes_pk', ['table_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('rating_changes_user')
        .on('rating_changes')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .alterTable('seats')
        .addColumn('user_id', 'text', (c) => c.references('users.id'))
        .execute();
      await db.schema.createIndex('seats_user').on('seats').column('user_id').execute();
      await db.schema
        .alterTable('tables')
        .addColumn('rated', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await db.schema.alterTable('tables').addColumn('kind', 'text').execute();
      await db.schema.alterTable('tables').addColumn('rematch_of', 'text').execute();
      await db.schema.alterTable('tables').addColumn('winner', 'text').execute();
    },
  },
  '0004_lobby_reports': {
    async up(db: Kysely<unknown>) {
      // Listed tables appear in the lobby (open seats to sit at, games to watch).
      await db.schema
        .alterTable('tables')
        .addColumn('listed', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await db.schema
        .createTable('reports')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addColumn('line', 'jsonb', (c) => c.notNull())
        .addColumn('reporter', 'jsonb', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('reports_created_at').on('reports').column('created_at').execute();
    },
  },
  '0005_name_skeletons': {
    async up(db: Kysely<unknown>) {
      // Account names unique by what they look like. Existing accounts get their skeleton; of two that
      // already look alike the older keeps it and the younger's is made unique by its id (both stay).
      await db.schema.alterTable('users').addColumn('name_skeleton', 'text').execute();
      const users = await sql<{ id: string; name: string }>`select id, name from users order by created_at, id`.execute(
        db,
      );
      const taken = new Set<string>();
      for (const user of users.rows) {
        const skeleton = accountNameSkeleton(user.name);
        const value = taken.has(skeleton) ? `${skeleton}#${user.id}` : skeleton;
        taken.add(skeleton);
        await sql`update users set name_skeleton = ${value} where id = ${user.id}`.execute(db);
      }
      await sql`alter table users alter column name_skeleton set not null`.execute(db);
      await db.schema.createIndex('users_name_skeleton').unique().on('users').column('name_skeleton').execute();
    },
  },
  '0006_moderation': {
    async up(db: Kysely<unknown>) {
      // Operators, and what they did to accounts: muted (cannot chat), banned (cannot log in).
      await db.schema
        .alterTable('users')
        .addColumn('operator', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await db.schema.alterTable('users').addColumn('muted_at', 'timestamptz').execute();
      await db.schema.alterTable('users').addColumn('banned_at', 'timestamptz').execute();
      // A table an operator closed (its log ends with a `closed` entry).
      await db.schema.alterTable('tables').addColumn('closed_at', 'timestamptz').execute();
      // Reports: one per reporter and line (a second report of the same line is the first), and a queue.
      await db.schema.alterTable('reports').addColumn('reporter_key', 'text').execute();
      await db.schema.alterTable('reports').addColumn('line_key', 'text').execute();
      await sql`update reports set reporter_key = 'report:' || id, line_key = id`.execute(db);
      await sql`alter table reports alter column reporter_key set not null`.execute(db);
      await sql`alter table reports alter column line_key set not null`.execute(db);
      await db.schema
        .alterTable('reports')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .execute();
      await db.schema.alterTable('reports').addColumn('resolved_at', 'timestamptz').execute();
      await db.schema.alterTable('reports').addColumn('resolved_by', 'text').execute();
      await db.schema.alterTable('reports').addColumn('resolution', 'text').execute();
      await db.schema
        .createIndex('reports_once')
        .unique()
        .on('reports')
        .columns(['table_id', 'line_key', 'reporter_key'])
        .execute();
      await db.schema.createIndex('reports_status').on('reports').columns(['status', 'created_at']).execute();
      await db.schema
        .createTable('moderation_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('operator', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('table_id', 'text')
        .addColumn('report_id', 'text')
        .addColumn('detail', 'jsonb')
        .execute();
      await db.schema.createIndex('moderation_log_at').on('moderation_log').column('at').execute();
    },
  },
  '0007_computer_seats': {
    async up(db: Kysely<unknown>) {
      // A seat the computer plays on the server: its level (null: a person's seat).
      await db.schema.alterTable('seats').addColumn('computer', 'text').execute();
    },
  },
  '0008_tournaments': {
    async up(db: Kysely<unknown>) {
      // Tournaments run by the server (docs/club.md "Tournaments"): the settings as accepted, the life
      // cycle, the draw seed (secret while registration is open; its SHA-256 is shown), the log of what
      // happened after the start, and which process runs it now (a lease, renewed every tick).
      await db.schema
        .createTable('tournaments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('organiser_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('settings', 'jsonb', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('starts_at', 'timestamptz')
        .addColumn('started_at', 'timestamptz')
        .addColumn('finished_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('draw_seed', 'text', (c) => c.notNull())
        .addColumn('draw_commitment', 'text', (c) => c.notNull())
        .addColumn('log', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('places', 'jsonb')
        .addColumn('runner', 'text')
        .addColumn('runner_seen', 'timestamptz')
        .execute();
      await db.schema.createIndex('tournaments_status').on('tournaments').columns(['status', 'created_at']).execute();
      // Entrants in the order they joined (the draw's order): an account, or the computer at a level.
      await db.schema
        .createTable('tournament_entrants')
        .addColumn('tournament_id', 'text', (c) => c.notNull().references('tournaments.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.references('users.id'))
        .addColumn('computer', 'text')
        .addColumn('left_at', 'timestamptz')
        .addColumn('paused', 'boolean', (c) => c.notNull().defaultTo(false))
        .addPrimaryKeyConstraint('tournament_entrants_pk', ['tournament_id', 'name'])
        .execute();
      await db.schema.createIndex('tournament_entrants_user').on('tournament_entrants').column('user_id').execute();
      // Every table the tournament opened: who sits where, the people's seat tokens (given only to that
      // entrant's account, so that his table opens for him from any device), and how it ended.
      await db.schema
        .createTable('tournament_tables')
        .addColumn('table_id', 'text', (c) => c.primaryKey().references('tables.id').onDelete('cascade'))
        .addColumn('tournament_id', 'text', (c) => c.notNull().references('tournaments.id').onDelete('cascade'))
        .addColumn('pairing', 'text')
        .addColumn('white', 'text', (c) => c.notNull())
        .addColumn('black', 'text', (c) => c.notNull())
        .addColumn('white_token', 'text')
        .addColumn('black_token', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('done', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('winner', 'text')
        .addColumn('forfeit', 'text')
        .addColumn('finished_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('tournament_tables_tournament')
        .on('tournament_tables')
        .columns(['tournament_id', 'done'])
        .execute();
    },
  },
  '0009_social': {
    async up(db: Kysely<unknown>) {
      // Friends and blocks (docs/club.md "Friends and challenges"): one row per pair, in one direction.
      for (const name of ['follows', 'blocks']) {
        await db.schema
          .createTable(name)
          .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('target_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addPrimaryKeyConstraint(`${name}_pk`, ['user_id', 'target_id'])
          .execute();
        await db.schema.createIndex(`${name}_target`).on(name).column('target_id').execute();
      }
      await db.schema
        .createTable('challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('from_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('to_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('spec', 'jsonb', (c) => c.notNull())
        .addColumn('clock', 'jsonb')
        .addColumn('rated', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('table_id', 'text', (c) => c.references('tables.id').onDelete('set null'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('answered_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('challenges_to').on('challenges').columns(['to_id', 'status']).execute();
      await db.schema.createIndex('challenges_from').on('challenges').columns(['from_id', 'status']).execute();
      // The inbox: what to tell a player once (a challenge, a tournament round starting).
      await db.schema
        .createTable('notices')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('from_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('data', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('notices_user').on('notices').columns(['user_id', 'created_at']).execute();
      // Correspondence: vacation spent when a player's days per move ran out (docs/club.md "Correspondence").
      await db.schema
        .createTable('vacation_grants')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addColumn('ms', 'bigint', (c) => c.notNull())
        .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('vacation_grants_user')
        .on('vacation_grants')
        .columns(['user_id', 'granted_at'])
        .execute();
      // When an account last asked for its inbox (the app is open): "online" in friends lists.
      await db.schema.alterTable('users').addColumn('seen_at', 'timestamptz').execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the database to the latest schema; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Brings the database to the named migration (up or down): tests of a migration over older data. */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/**
 * A key of the migration list, for caches of migrated data folders (tests): the last migration's name
 * and how many there are (two branches' migrations merged in either order still change it).
 */
export const SCHEMA_VERSION = `${Object.keys(MIGRATIONS).at(-1) as string}-${Object.keys(MIGRATIONS).length}`;
