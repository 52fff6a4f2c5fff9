import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';

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
  '0005_computer_seats': {
    async up(db: Kysely<unknown>) {
      // A seat the computer plays on the server: its level (null: a person's seat).
      await db.schema.alterTable('seats').addColumn('computer', 'text').execute();
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

/** A key of the migration list, for caches of migrated data folders (tests). */
export const SCHEMA_VERSION = Object.keys(MIGRATIONS).at(-1) as string;
