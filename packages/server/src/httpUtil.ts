import type { IncomingMessage, ServerResponse } from 'node:http';
import { sameOrigin } from './accounts/cookies.ts';

/** Largest request body the API reads (a table spec with four boards' starting positions fits easily). */
export const MAX_BODY_BYTES = 8 * 1024;

/** An answer with a status and a stable code: `{"error": {"code", "message"}}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES)
    throw new HttpError(413, 'request/too-large', `bodies are limited to ${MAX_BODY_BYTES} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES)
      throw new HttpError(413, 'request/too-large', `bodies are limited to ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON object body, or 400 `request/json` / `request/shape`. */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw new HttpError(400, 'request/json', 'the body is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'request/shape', 'the body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/**
 * A request that sets the session cookie or acts on the user's behalf with it, from a page of another
 * site, is refused (login CSRF; an operator's cookie used by a foreign page).
 */
export function checkOrigin(req: IncomingMessage): void {
  if (!sameOrigin(req.headers)) throw new HttpError(403, 'request/origin', 'requests from other sites are refused');
}
