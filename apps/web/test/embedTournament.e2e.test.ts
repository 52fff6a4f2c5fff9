// `<nardy-tournament src>` on a plain page of another site (docs/embedding.md §4): the
// live bundle built as `npm run build` builds it, served from an origin of its own under a strict
// Content-Security-Policy that names the game server in connect-src; the server allows that origin for
// the tournament reads only (`embedOrigins`). A running tournament of computers shows live, with links.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { type ClubServer, startClubServer } from './clubSupport.ts';
import { serveStatic } from './staticServer.ts';

const elementsRoot = fileURLToPath(new URL('../../../packages/elements/', import.meta.url));
let dir = '';
let site: { url: string; close: () => Promise<void> };
let server: ClubServer;
let browser: Browser;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nardy-embed-tournament-'));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    root: elementsRoot,
    configFile: join(elementsRoot, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'error',
    build: {
      outDir: join(dir, 'dist'),
      emptyOutDir: true,
      sourcemap: false,
      lib: { entry: join(elementsRoot, 'src/live.ts'), formats: ['es'], fileName: () => 'nardy-elements.js' },
    },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  // The site's origin is known before the server starts: a port of its own, taken first.
  site = await serveStatic(dir, {});
  await site.close();
  const origin = new URL(site.url).origin;
  [server, browser] = await Promise.all([
    startClubServer({ embedOrigins: [origin], computerThinkMs: 150 }),
    launchChromium(),
  ]);
  const csp = `default-src 'self'; style-src 'self'; connect-src 'self' ${new URL(server.url).origin}`;
  site = await serveStatic(dir, { 'content-security-policy': csp }, Number(new URL(site.url).port));
  await writeFile(
    join(dir, 'violations.js'),
    "window.__violations = []; document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));",
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(new URL(path, server.url), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as { id: string; url: string };
}

it('shows a running tournament live under a strict CSP, each table linked; only the tournament reads are open to that site', async () => {
  const token = await server.register('Organiser');
  const created = await call('POST', 'api/tournaments', token, {
    name: 'Embedded cup',
    format: 'olympic',
    table: { boards: [{ variant: 'short' }], ending: 'mars', cube: { mode: 'off' } },
    matchLength: 1,
    series: { bestOf: 1 },
    capacity: 4,
  });
  for (let i = 0; i < 4; i++)
    await call('POST', `api/tournaments/${created.id}/entrants`, token, { computer: 'beginner' });

  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><title>Our club</title>
<script src="violations.js"></script>
<script type="module" src="dist/nardy-elements.js"></script>
<nardy-tournament src="${created.url}" interval="2"></nardy-tournament>`,
  );
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${site.url}index.html`);
  const shadow = page.locator('nardy-tournament');
  await shadow.getByRole('heading', { name: 'Embedded cup' }).waitFor();
  await shadow.getByRole('heading', { name: 'Semifinals' }).waitFor();
  const link = shadow.getByRole('link', { name: 'match 1' }).first();
  expect(await link.getAttribute('href')).toMatch(new RegExp(`^${new URL(server.url).origin}/#table=[A-Za-z0-9_-]+$`));
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  expect(errors).toEqual([]);

  // The site's origin reads the tournaments, and nothing else; another origin reads nothing.
  const origin = new URL(site.url).origin;
  const allowed = (path: string, from: string) =>
    fetch(new URL(path, server.url), { headers: { origin: from } }).then((r) =>
      r.headers.get('access-control-allow-origin'),
    );
  expect(await allowed(`api/tournaments/${created.id}`, origin)).toBe(origin);
  expect(await allowed('api/tournaments', origin)).toBe(origin);
  expect(await allowed('api/session', origin)).toBeNull();
  expect(await allowed(`api/tournaments/${created.id}`, 'http://elsewhere.example')).toBeNull();
  await page.close();
}, 90_000);
