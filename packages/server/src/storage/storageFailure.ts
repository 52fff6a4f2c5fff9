import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

/**
 * The database (or the cache) could not be reached: its connection was refused, ended by the server
 * (a restart, an administrator), or broke mid-call. The call did nothing that anyone was told of: a
 * write either did not happen or happened without an answer (the table's unique (table, seq) settles
 * that at the next write). Every boundary answers it with the code `server/storage` — HTTP 503, a join
 * error, a `refused` message — and the server serves again as soon as the database is back.
 */
export class StorageUnavailable extends Error {
  readonly code = 'server/storage';
  constructor(cause: unknown) {
    super(`server/storage: the database could not be reached (${describe(cause)})`, { cause });
    this.name = 'StorageUnavailable';
  }
}

/** The first line of an error's message, short: what a log line or a refusal may say of it. */
function describe(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return (text.split('\n', 1)[0] ?? '').slice(0, 160);
}

/** SQLSTATE classes of a lost or refused connection: 08 connection, 53 resources, 57 operator, 58 system. */
const UNAVAILABLE_CLASSES = ['08', '53', '57', '58'] as const;
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * Whether an error of a driver call means "unreachable" rather than "refused by the schema": a server error of
 * a connection class (57P01 administrator shutdown, 57P03 starting up, 08006, 53300 too many
 * connections…), or a driver failure without a SQLSTATE (connection refused or reset, "Connection
 * terminated unexpectedly", a client that is no longer queryable, a closed PGlite). A constraint
 * violation (23505) or a bad query is not one: callers handle those.
 */
function isStorageFailure(e: unknown): boolean {
  if (e instanceof StorageUnavailable) return true;
  const code = (e as { code?: unknown } | null)?.code;
  // A server's error (pg's and PGlite's DatabaseError carry a severity with their SQLSTATE).
  if (e instanceof Error && 'severity' in e && typeof code === 'string' && SQLSTATE.test(code)) {
    return UNAVAILABLE_CLASSES.some((c) => code.startsWith(c));
  }
  return true;
}

/** A driver call's error as a `StorageUnavailable` when it is a failure of reach; otherwise itself. */
function asStorageError(e: unknown): unknown {
  return isStorageFailure(e) && !(e instanceof StorageUnavailable) ? new StorageUnavailable(e) : e;
}

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw asStorageError(e);
  }
}

/** A connection whose failures of reach come out as `StorageUnavailable`. */
class GuardedConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return guarded(() => this.inner.executeQuery<R>(query));
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    try {
      yield* this.inner.streamQuery<R>(query, chunkSize);
    } catch (e) {
      throw asStorageError(e);
    }
  }
}

const innerOf = (connection: DatabaseConnection) =>
  connection instanceof GuardedConnection ? connection.inner : connection;

/** A driver whose every call answers a lost database with `StorageUnavailable`. */
class GuardedDriver implements Driver {
  constructor(readonly inner: Driver) {}
  init() {
    return guarded(() => this.inner.init());
  }
  async acquireConnection() {
    return new GuardedConnection(await guarded(() => this.inner.acquireConnection()));
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return guarded(() => this.inner.beginTransaction(innerOf(connection), settings));
  }
  commitTransaction(connection: DatabaseConnection) {
    return guarded(() => this.inner.commitTransaction(innerOf(connection)));
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return guarded(() => this.inner.rollbackTransaction(innerOf(connection)));
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(innerOf(connection));
  }
  destroy() {
    return this.inner.destroy();
  }
}

/**
 * The same dialect, with every query, transaction step and connection attempt answering a lost database
 * with `StorageUnavailable` — so that each store needs no handling of its own, and each boundary maps one
 * error class to `server/storage`.
 */
export function guardDialect(dialect: Dialect): Dialect {
  return {
    createDriver: () => new GuardedDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
