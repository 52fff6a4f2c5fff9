/**
 * A game server in a process of its own, for tests that need several processes or a kill:
 * `node --import tsx serverProcess.ts '{"database": {...}, "redisUrl": "..."}'`. Prints one JSON line
 * `{"url", "processId"}` once it listens; SIGTERM closes it cleanly.
 */
import { startGameServer } from '../../src/gameServer.ts';
import { createLogger, type LogLevel } from '../../src/observability/logger.ts';
import { TEST_LIMITS } from './limits.ts';

const options = JSON.parse(process.argv[2] ?? '{}');
// NARDY_TEST_LOG_LEVEL=debug shows the matchmaking requests with their times (on the process's stderr).
const level = (process.env.NARDY_TEST_LOG_LEVEL ?? 'info') as LogLevel;
const server = await startGameServer({ ...options, limits: TEST_LIMITS, logger: createLogger({ level }) });
process.once('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});
process.stdout.write(`${JSON.stringify({ url: server.url, processId: server.processId })}\n`);
