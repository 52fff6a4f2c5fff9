import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, COMPRESS_JSON_FROM, HttpError, sendJson } from '../src/httpUtil.ts';
import { APP_CSP, serveStatic } from '../src/staticFiles.ts';

/** The static side of the server on its own (no game server): encodings, caching and security headers. */
let scratch: string;
let server: Server;
let port: number;
const SCRIPT = `export const x = ${JSON.stringify('nardy '.repeat(400))};\n`;
const BIG = { items: Array.from({ length: 200 }, (_, i) => ({ i, name: `player ${i}` })) };

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'nardy-static-'));
  const app = join(scratch, 'app');
  mkdirSync(join(app, 'assets'), { recursive: true });
  writeFileSync(join(app, 'index.html'), '<!doctype html><title>Nardy</title>');
  writeFileSync(join(app, 'assets', 'app-1234.js'), SCRIPT);
  writeFileSync(join(app, 'assets', 'app-1234.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(app, 'assets', 'app-1234.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(app, 'assets', 'plain-5678.js'), 'export {};');
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    const answer =
      path === '/api/big'
        ? Promise.resolve(sendJson(res, 200, BIG))
        : path === '/api/small'
          ? Promise.resolve(sendJson(res, 200, { ok: true }))
          : serveStatic(req, res, app);
    answer.catch((e: unknown) => {
      if (e instanceof HttpError) sendJson(res, e.status, { error: { code: e.code } });
      else res.destroy();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((ok) => server.close(ok));
  rmSync(scratch, { recursive: true, force: true });
});

function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('Accept-Encoding', () => {
  it('reads names, weights and the wildcard', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')].sort()).toEqual(['br', 'deflate', 'gzip', 'zstd']);
    expect([...acceptedEncodings('gzip;q=1.0, br;q=0')]).toEqual(['gzip']);
    expect([...acceptedEncodings('*')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('*, br;q=0')]).toEqual(['gzip']);
    expect(acceptedEncodings(undefined).size).toBe(0);
    expect(acceptedEncodings('identity').has('br')).toBe(false);
  });
});

describe('files of the built app', () => {
  it('sends the precompressed file in the best encoding accepted, with Vary', async () => {
    const br = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const gz = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    // A file with no compressed copy goes as it is, whatever is accepted.
    const small = await get('/assets/plain-5678.js', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('export {};');
  });

  it('caches hashed assets for a year and revalidates the page', async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await get('/some/route')).headers['cache-control']).toBe('no-cache');
  });

  it('puts the policy and the framing rule on pages, and nosniff and the referrer policy on every file', async () => {
    for (const path of ['/', '/index.html', '/club/route']) {
      const page = await get(path);
      expect(page.headers['content-security-policy'], path).toBe(APP_CSP);
      expect(page.headers['x-frame-options'], path).toBe('DENY');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    }
    expect(APP_CSP).toContain("frame-ancestors 'none'");
    const script = await get('/assets/app-1234.js');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['referrer-policy']).toBe('no-referrer');
    // A file another site may load (a script, a net) carries no page policy and no framing rule.
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/assets/app-1234.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
    expect((await get('/', {}, 'POST')).status).toBe(405);
  });
});

describe('JSON answers', () => {
  it('compresses a large answer when accepted, and leaves a small one alone', async () => {
    expect(JSON.stringify(BIG).length).toBeGreaterThan(COMPRESS_JSON_FROM);
    const br = await get('/api/big', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(BIG);
    const gz = await get('/api/big', { 'accept-encoding': 'gzip' });
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(BIG);
    const plain = await get('/api/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(BIG);
    const small = await get('/api/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });
  });
});
