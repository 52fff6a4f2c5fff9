// The first connection of an `OnlineTable` against servers that do not answer as they should.
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { joinLink } from '../src/links.ts';
import { OnlineTable } from '../src/onlineTable.ts';

const id = 'abcdefghijklmnopqrstuv';
const token = 'A'.repeat(43);

let server: Server | null = null;
const sockets = new Set<Socket>();
afterEach(async () => {
  for (const s of sockets) s.destroy();
  sockets.clear();
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
  server = null;
});

/** A TCP server on a free port: `answer` gets every connection. */
async function tcpServer(answer: (socket: Socket) => void): Promise<string> {
  server = createServer((socket) => {
    sockets.add(socket);
    answer(socket);
  });
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}/`;
}

describe('OnlineTable.connect', () => {
  it('gives up at its timeout while the join request is still unanswered', async () => {
    // A server that accepts and never answers: the join's HTTP request never ends. The timeout must
    // end `connect` anyway (it waited for the request, and its rejection was left unhandled).
    const base = await tcpServer(() => {});
    const started = performance.now();
    await expect(OnlineTable.connect(joinLink(base, id, token), { connectTimeout: 300 })).rejects.toMatchObject({
      code: 'connection/failed',
      message: 'no answer from the server',
    });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('tries a join again while it fails without a join code, and stops at its timeout', async () => {
    // Each connection is cut at once (as a reset keep-alive connection or a full backlog would be).
    let tries = 0;
    const base = await tcpServer((socket) => {
      tries++;
      socket.destroy();
    });
    await expect(
      OnlineTable.connect(joinLink(base, id, token), { connectTimeout: 1000, retryDelays: [50] }),
    ).rejects.toMatchObject({ code: 'connection/failed' });
    expect(tries).toBeGreaterThan(2);
  });
});
