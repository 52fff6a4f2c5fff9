// A club's server script on the published @nardy/server (checked with @types/node, as any Node program).
import { startGameServer } from '@nardy/server';

const server = await startGameServer({
  port: 0,
  host: '127.0.0.1',
  database: { dataDir: 'data' },
  redisUrl: null,
  staticDir: null,
  publicUrl: null,
});
const url: string = server.url;
await server.close();

export { url };
