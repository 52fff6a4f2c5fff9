import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BadEmbedOrigin,
  createLogger,
  DataFolderLocked,
  type GameServer,
  LOG_LEVELS,
  type LogLevel,
  PortInUse,
  startGameServer,
} from '@nardy/server';
import { parseArgs, report } from './flags.ts';

const USAGE =
  'usage: nardy serve [--port P] [--host H] [--database URL] [--redis URL] [--data DIR] [--app DIR] [--public-url URL] [--public-address HOST[:PORT][/PATH]] [--reconnect-seconds S] [--message-rate N] [--tables-per-minute N] [--admin-token T] [--metrics-port P] [--embed-origin URL]... [--log-level L]';

/** How long a SIGTERM's drain may take before the process exits anyway. */
export const DRAIN_SECONDS = 10;

/** The built web app of this checkout, if it has been built. */
export const BUILT_APP = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'apps', 'web', 'dist');

/**
 * `nardy serve`: the web app and the game server on one port (http://127.0.0.1:5173/ unless --port or
 * PORT). Data: PostgreSQL at --database / DATABASE_URL, else an embedded PGlite folder (--data, default
 * `.nardy/db`). With --redis / REDIS_URL several processes share matchmaking. Prints one JSON line
 * `{"url", "port", "database", "presence", "app", "processId"}` once it listens; SIGINT or SIGTERM
 * stop it cleanly (everything accepted is already stored). --message-rate sets the messages per second one
 * connection may send (default 10, bursts of three times that), --tables-per-minute how many tables one
 * address may create (default 10). --admin-token (or NARDY_ADMIN_TOKEN) is the operators' bearer token for
 * the moderation routes (besides the accounts `nardy admin grant` made operators), `GET /metrics` and
 * `POST /api/admin/backup`; --metrics-port serves `GET /metrics` without a token on a port of its own.
 * --public-address is where clients reach this process's rooms behind a proxy (with Redis). --embed-origin
 * (repeatable; or NARDY_EMBED_ORIGINS, space- or comma-separated) names another site whose pages may show this server's live tables and tournaments (the
 * live embeds' reads only; docs/embedding.md). Logs are JSON
 * lines on stderr (pretty on a terminal) at --log-level (or LOG_LEVEL; default info).
 *
 * A port already in use, or a PGlite folder held by another living process, ends it at once with one
 * line on stderr and exit status 1. SIGTERM (or SIGINT) drains: no new table or room here, every client
 * is told to reconnect now (to another process, or to this one restarted), and it exits within
 * `DRAIN_SECONDS` (status 0 when the drain completed).
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseArgs(args, {
    command: 'serve',
    usage: USAGE,
    flags: [
      'port',
      'host',
      'database',
      'redis',
      'data',
      'app',
      'public-url',
      'reconnect-seconds',
      'message-rate',
      'tables-per-minute',
      'admin-token',
      'metrics-port',
      'public-address',
      'embed-origin',
      'log-level',
    ],
  });
  if (!parsed.ok) return report(parsed);
  const { flags } = parsed;
  const port = Number(flags.port ?? process.env.PORT ?? 5173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`nardy serve: bad port ${flags.port ?? process.env.PORT}\n`);
    return 2;
  }
  const reconnectSeconds = Number(flags['reconnect-seconds'] ?? 120);
  if (!(reconnectSeconds > 0)) {
    process.stderr.write('nardy serve: --reconnect-seconds must be a positive number\n');
    return 2;
  }
  const rate = flags['message-rate'] === undefined ? null : Number(flags['message-rate']);
  if (rate !== null && !(rate > 0)) {
    process.stderr.write('nardy serve: --message-rate must be a positive number\n');
    return 2;
  }
  const tablesPerMinute = flags['tables-per-minute'] === undefined ? null : Number(flags['tables-per-minute']);
  if (tablesPerMinute !== null && !(tablesPerMinute > 0)) {
    process.stderr.write('nardy serve: --tables-per-minute must be a positive number\n');
    return 2;
  }
  const metricsPort = flags['metrics-port'] === undefined ? null : Number(flags['metrics-port']);
  if (metricsPort !== null && (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535)) {
    process.stderr.write(`nardy serve: bad --metrics-port ${flags['metrics-port']}\n`);
    return 2;
  }
  const level = (flags['log-level'] ?? process.env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(level)) {
    process.stderr.write(`nardy serve: --log-level is one of ${LOG_LEVELS.join(', ')}\n`);
    return 2;
  }
  const url = flags.database ?? process.env.DATABASE_URL;
  const dataDir = resolve(flags.data ?? join('.nardy', 'db'));
  const redisUrl = flags.redis ?? process.env.REDIS_URL ?? null;
  const app =
    flags.app === undefined ? (existsSync(join(BUILT_APP, 'index.html')) ? BUILT_APP : null) : resolve(flags.app);
  const embedOrigins = [
    ...(process.env.NARDY_EMBED_ORIGINS ?? '').split(/[\s,]+/).filter((o) => o !== ''),
    ...repeated(args, 'embed-origin'),
  ];
  let server: GameServer;
  try {
    server = await startGameServer({
      port,
      host: flags.host ?? '127.0.0.1',
      database: url ? { url } : { dataDir },
      redisUrl,
      staticDir: app,
      publicUrl: flags['public-url'] ?? null,
      reconnectSeconds,
      adminToken: flags['admin-token'] ?? process.env.NARDY_ADMIN_TOKEN ?? null,
      metricsPort,
      publicAddress: flags['public-address'] ?? null,
      embedOrigins,
      logger: createLogger({ level }),
      limits: {
        ...(rate === null ? {} : { messagesPerSecond: rate, messageBurst: 3 * rate }),
        ...(tablesPerMinute === null ? {} : { tablesPerMinute }),
      },
    });
  } catch (e) {
    if (e instanceof PortInUse) {
      process.stderr.write(
        `nardy serve: ${e.message} (${e.code}): stop what listens there or choose another with --port\n`,
      );
      process.exit(1);
    }
    if (e instanceof BadEmbedOrigin) {
      process.stderr.write(`nardy serve: --embed-origin: ${e.message} (${e.code})\n`);
      return 2;
    }
    if (e instanceof DataFolderLocked) {
      process.stderr.write(`nardy serve: ${e.message} (${e.code})\n`);
      process.exit(1);
    }
    throw e;
  }
  let stopping = false;
  const stop = () => {
    // A second signal while draining ends it at once.
    if (stopping) process.exit(1);
    stopping = true;
    setTimeout(() => {
      server.logger.error({ seconds: DRAIN_SECONDS }, 'the drain did not finish in time; exiting');
      process.exit(1);
    }, DRAIN_SECONDS * 1000).unref();
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        server.logger.error({ err: e }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.stdout.write(
    `${JSON.stringify({
      url: server.url,
      port: server.port,
      database: server.databaseKind === 'postgres' ? 'postgres' : `pglite:${dataDir}`,
      presence: redisUrl ? 'redis' : 'local',
      app: app !== null,
      processId: server.processId,
      ...(server.metricsPort === null ? {} : { metricsPort: server.metricsPort }),
    })}\n`,
  );
  if (app === null) server.logger.warn('no built app to serve (npm run build): the API and the game server only');
  await new Promise(() => {});
  return 0;
}

/** Every value of a flag given several times (`--name v` or `--name=v`); the parser keeps only the last. */
function repeated(args: readonly string[], name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--') break;
    if (args[i] === `--${name}` && i + 1 < args.length) values.push(args[++i]);
    else if (args[i].startsWith(`--${name}=`)) values.push(args[i].slice(name.length + 3));
  }
  return values;
}
