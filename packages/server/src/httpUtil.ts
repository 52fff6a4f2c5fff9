import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

/**
 * The encodings a request's `Accept-Encoding` accepts (a `q=0` refuses one; `*` accepts any not named).
 */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const out = new Set<string>();
  const refused = new Set<string>();
  let any = false;
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (token === '') continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find((m) => m !== null);
    const weight = q ? Number(q[1]) : 1;
    if (token === '*') any = weight > 0;
    else if (weight > 0) out.add(token);
    else refused.add(token);
  }
  if (any) for (const name of ['br', 'gzip']) if (!refused.has(name)) out.add(name);
  return out;
}

/** JSON answers at least this long are compressed when the request accepts it (smaller ones gain little). */
export const COMPRESS_JSON_FROM = 1024;

/**
 * Sends a JSON answer. One of at least `COMPRESS_JSON_FROM` bytes (a table's record, a profile, the
 * leaderboard) goes out in brotli or gzip when the request's `Accept-Encoding` takes one.
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = Buffer.from(JSON.stringify(body));
  const accepted = text.length >= COMPRESS_JSON_FROM ? acceptedEncodings(res.req?.headers['accept-encoding']) : null;
  const encoding = accepted?.has('br') ? 'br' : accepted?.has('gzip') ? 'gzip' : null;
  const sent =
    encoding === 'br'
      ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(text)
        : text;
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': sent.length,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(text.length >= COMPRESS_JSON_FROM
      ? { vary: [res.getHeader('vary'), 'Accept-Encoding'].filter((v) => v !== undefined).join(', ') }
      : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...headers,
  });
  res.end(sent);
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
