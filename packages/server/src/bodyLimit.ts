import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES, sendJson } from './httpUtil.ts';

/**
 * Puts a size limit in front of every request body the HTTP server reads, its own routes and Colyseus'
 * matchmaker (`POST /matchmake/…`) alike. Colyseus registers its handler on the server and collects a
 * body whole before it looks at it; this guard goes before it. A body that declares more than `maxBytes`
 * is answered 413 `request/too-large` at once, whatever the route. A matchmaker body that grows past it
 * while arriving (chunked, or lying about its length) is stopped — no more of it is read, the answer is
 * the same 413, and the connection is closed. (The API's own routes count what they read themselves,
 * `readBody`: counting here would set their bodies flowing before they listen.) Call it after Colyseus
 * has attached itself (its `Server` constructor).
 */
export function limitRequestBodies(server: Server, maxBytes = MAX_BODY_BYTES): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBytes) {
      tooLarge(req, res, maxBytes);
      return;
    }
    // Colyseus' own test of its route: it reads such a body at once, in its own 'data' listener.
    if (!(req.url ?? '').includes('/matchmake/')) {
      for (const handler of handlers) handler.call(server, req, res);
      return;
    }
    let size = 0;
    const count = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.off('data', count);
        tooLarge(req, res, maxBytes);
      }
    };
    req.on('data', count);
    for (const handler of handlers) handler.call(server, req, res);
  });
}

function tooLarge(req: IncomingMessage, res: ServerResponse, maxBytes: number): void {
  // Nothing more of the body is read: paused, it stays in the socket, which closes after the answer.
  req.pause();
  req.removeAllListeners('data');
  req.removeAllListeners('end');
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  sendJson(
    res,
    413,
    { error: { code: 'request/too-large', message: `bodies are limited to ${maxBytes} bytes` } },
    { connection: 'close' },
  );
  res.once('finish', () => req.socket.destroy());
}
