import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './httpUtil.ts';
import type { ServerMetrics } from './observability/metrics.ts';

/**
 * The operators' routes: `GET /metrics` (Prometheus) and `POST /api/admin/backup` (a consistent copy of
 * an embedded PGlite database while it serves). Both need the operators' bearer token (`--admin-token`);
 * without a token they do not exist. The metrics may instead be served on a port of their own
 * (`--metrics-port`, `metricsServer`), which a firewall keeps private.
 */
export interface AdminSettings {
  /** The operators' token (null: the routes are off). */
  readonly adminToken: string | null;
  /** The metrics to serve at `/metrics` on the main port (null: not there). */
  readonly metrics: ServerMetrics | null;
  /** A gzipped tarball of the PGlite data folder (null: PostgreSQL, backed up with pg_dump). */
  readonly backup: (() => Promise<Blob>) | null;
}

/** Whether the request carries the operators' token (compared in constant time). */
export function hasAdminToken(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(token).digest();
  return timingSafeEqual(a, b);
}

function requireAdmin(req: IncomingMessage, settings: AdminSettings): void {
  if (settings.adminToken === null) throw new HttpError(404, 'api/unknown', 'no such route');
  if (!hasAdminToken(req, settings.adminToken)) {
    throw new HttpError(401, 'admin/token', "the operators' token is required");
  }
}

/** Writes the metrics page. */
export async function sendMetrics(res: ServerResponse, metrics: ServerMetrics): Promise<void> {
  const text = await metrics.text();
  res.writeHead(200, {
    'content-type': metrics.contentType,
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

/**
 * Answers the operators' routes; false when `path` is none of them. `/metrics` on the main port exists
 * only with both an admin token and metrics to show.
 */
export async function adminRoute(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  settings: AdminSettings,
): Promise<boolean> {
  if (path === '/metrics') {
    if (settings.metrics === null) throw new HttpError(404, 'api/unknown', 'no such route');
    requireAdmin(req, settings);
    if (req.method !== 'GET') throw new HttpError(405, 'request/method', 'GET only');
    await sendMetrics(res, settings.metrics);
    return true;
  }
  if (path === '/api/admin/backup') {
    requireAdmin(req, settings);
    if (req.method !== 'POST') throw new HttpError(405, 'request/method', 'POST to take a backup');
    if (settings.backup === null) {
      throw new HttpError(
        409,
        'backup/postgres',
        'this server stores its data in PostgreSQL: back it up with pg_dump (docs/deploy.md)',
      );
    }
    const tarball = Buffer.from(await (await settings.backup()).arrayBuffer());
    res.writeHead(200, {
      'content-type': 'application/gzip',
      'content-length': tarball.length,
      'content-disposition': 'attachment; filename="nardy-backup.tar.gz"',
      'cache-control': 'no-store',
    });
    res.end(tarball);
    return true;
  }
  return false;
}
