import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGameServer } from '@nardy/server';
import { parseArgs, report } from './flags.ts';

const USAGE =
  'usage: nardy serve [--port P] [--host H] [--database URL] [--redis URL] [--data DIR] [--app DIR] [--public-url URL] [--reconnect-seconds S] [--message-rate N] [--tables-per-minute N] [--admin-token T]';

/** The built web app of this checkout, if it has been built. */
export const BUILT_APP = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'apps', 'web', 'dist');

/**
 * `nardy serve`: the web app and the game server on one port (http://127.0.0.1:5173/ unless --port or
 * PORT). Data: PostgreSQL at --database / DATABASE_URL, else an embedded PGlite folder (--data, default
 * `.nardy/db`). With --redis / REDIS_URL several processes share matchmaking. Prints one JSON line
 * `{"url", "port", "database", "presence", "app", "processId"}` once it listens; SIGINT or SIGTERM
 * stop it cleanly (everything accepted is already stored). --message-rate sets the messages per second one
 * connection may send (default 10, bursts of three times that), --tables-per-minute how many tables one
 * address may create (default 10). --admin-token (or NARDY_ADMIN_TOKEN) is a bearer token for the
 * moderation routes, besides the accounts `nardy admin grant` made operators.
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
  const url = flags.database ?? process.env.DATABASE_URL;
  const dataDir = resolve(flags.data ?? join('.nardy', 'db'));
  const redisUrl = flags.redis ?? process.env.REDIS_URL ?? null;
  const app =
    flags.app === undefined ? (existsSync(join(BUILT_APP, 'index.html')) ? BUILT_APP : null) : resolve(flags.app);
  const server = await startGameServer({
    port,
    host: flags.host ?? '127.0.0.1',
    database: url ? { url } : { dataDir },
    redisUrl,
    staticDir: app,
    publicUrl: flags['public-url'] ?? null,
    reconnectSeconds,
    adminToken: flags['admin-token'] ?? process.env.NARDY_ADMIN_TOKEN ?? null,
    limits: {
      ...(rate === null ? {} : { messagesPerSecond: rate, messageBurst: 3 * rate }),
      ...(tablesPerMinute === null ? {} : { tablesPerMinute }),
    },
  });
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        process.stderr.write(`nardy serve: ${String(e)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.stdout.write(
    `${JSON.stringify({
      url: server.url,
      port: server.port,
      database: server.databaseKind === 'postgres' ? 'postgres' : `pglite:${dataDir}`,
      presence: redisUrl ? 'redis' : 'local',
      app: app !== null,
      processId: server.processId,
    })}\n`,
  );
  if (app === null)
    process.stderr.write('nardy serve: no built app to serve (npm run build); API and game server only\n');
  await new Promise(() => {});
  return 0;
}
