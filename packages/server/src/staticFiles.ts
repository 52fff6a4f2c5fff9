import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { acceptedEncodings, HttpError } from './httpUtil.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * The Content-Security-Policy of the app's pages (docs/app.md "Served"): only the page's own origin —
 * scripts, module workers (the computer, the analysis), the service worker, `fetch` and the game
 * server's WebSocket on the same host —, styles from its own files or constructed style sheets (no
 * inline style or script), WebAssembly compiled from its own `plays.wasm`, and no framing by any site.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every file the server sends carries. */
const EVERY_FILE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/**
 * Headers of the app's pages (HTML documents) only: the policy above and no framing. Scripts, style
 * sheets, the nets and any file meant for other sites' pages (the elements' embed bundle and what it
 * fetches) do not get them: a policy or a framing rule says nothing on a file that is not a page.
 */
const PAGES = {
  'content-security-policy': APP_CSP,
  'x-frame-options': 'DENY',
} as const;

/** Encodings of the files written next to the built ones, in the order they are preferred. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Hashed build output (`assets/name-HASH.ext`): its content never changes under that name. */
const isHashed = (file: string): boolean => /[\\/]assets[\\/]/.test(file);

/**
 * Serves the built app: paths without a file fall back to index.html (the app routes by its fragment).
 * A file precompressed at build time (`name.br`, `name.gz` beside it) is sent in the best encoding the
 * request accepts, with `Vary: Accept-Encoding`; hashed assets are cached for a year as immutable, the
 * rest (index.html, sw.js, the manifest) is revalidated on every use (`no-cache`).
 */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, dir: string | null): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'request/method', 'GET or HEAD only');
  if (dir === null) throw new HttpError(404, 'app/not-built', 'this server has no web app to serve');
  let path: string;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    throw new HttpError(400, 'request/path', 'bad path');
  }
  const root = normalize(dir);
  let file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) {
    throw new HttpError(404, 'request/path', 'not found');
  }
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (info === null || !info.isFile()) {
    if (extname(path) !== '') throw new HttpError(404, 'request/path', 'not found');
    file = join(root, 'index.html');
    info = await stat(file).catch(() => null);
    if (info === null) throw new HttpError(404, 'app/not-built', 'the app has no index.html');
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  let sent = file;
  let size = info.size;
  let encoding: string | null = null;
  for (const { name, suffix } of ENCODINGS) {
    if (!accepted.has(name)) continue;
    const packed = await stat(file + suffix).catch(() => null);
    if (packed?.isFile()) {
      sent = file + suffix;
      size = packed.size;
      encoding = name;
      break;
    }
  }
  res.writeHead(200, {
    'content-type': type,
    'content-length': size,
    'cache-control': isHashed(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...EVERY_FILE,
    ...(type.startsWith('text/html') ? PAGES : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(sent).pipe(res);
}
