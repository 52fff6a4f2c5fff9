// The live embed on a club's own page (docs/embedding.md "Live tables and tournaments"): a plain HTML
// page of another origin, under a strict Content-Security-Policy, with only `nardy-live.js` beside it
// and `<nardy-table watch="…">`, follows a table of a real game server (PGlite) as two seats play it
// from Node — the moves and rolls, the clocks, the result — and the server lets that origin do exactly
// that. The bundle is built here as `npm run build` builds it (the package's own vite config).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cheapCommand, OnlineTable } from '@nardy/online';
import { copyPgliteTemplate, type GameServer, pgliteTemplate, silentLogger, startGameServer } from '@nardy/server';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { SHORT_ONE_BOARD } from './clubSupport.ts';
import { serveStatic } from './staticServer.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const elementsRoot = join(root, 'packages', 'elements');

/** Records every policy violation and error of the page (a classic script, allowed by `script-src 'self'`). */
const WATCH_SCRIPT = `window.__problems = [];
document.addEventListener('securitypolicyviolation', (e) =>
  window.__problems.push('violation ' + e.violatedDirective + ' ' + e.blockedURI));
window.addEventListener('error', (e) => window.__problems.push('error ' + e.message));
window.addEventListener('unhandledrejection', (e) => window.__problems.push('rejection ' + e.reason));
document.addEventListener('nardy-error', (e) => window.__problems.push('nardy-error ' + e.detail.code));
`;

describe('<nardy-table watch> on a plain page of another origin, under a strict policy', () => {
  let dir = '';
  let site: { url: string; close: () => Promise<void> };
  let server: GameServer;
  let browser: Browser;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nardy-embed-live-'));
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production'; // Lit's production build, as in the published bundle
    const built = build({
      root: elementsRoot,
      configFile: join(elementsRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: {
        outDir: join(dir, 'site'),
        emptyOutDir: true,
        sourcemap: false,
        lib: { entry: join(elementsRoot, 'src/live.ts'), formats: ['es'], fileName: () => 'nardy-live.js' },
      },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
    const [template] = await Promise.all([pgliteTemplate(join(root, 'node_modules', '.cache', 'nardy')), built]);
    copyPgliteTemplate(template, join(dir, 'db'));
    await writeFile(join(dir, 'site', 'problems.js'), WATCH_SCRIPT);
    // The club's site is served first: the game server is told its origin.
    const headers: Record<string, string> = {};
    site = await serveStatic(join(dir, 'site'), headers);
    server = await startGameServer({
      database: { dataDir: join(dir, 'db') },
      embedOrigins: [new URL(site.url).origin],
      logger: silentLogger(),
      autoDelayMs: 50,
      computerThinkMs: 0,
      scrypt: { N: 1024, r: 8, p: 1 },
    });
    const serverHost = new URL(server.url).host;
    headers['content-security-policy'] =
      `default-src 'none'; script-src 'self'; connect-src http://${serverHost} ws://${serverHost}; style-src 'self'`;
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await site?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** What the embedded table draws now: its view's version markers and its watch line. */
  const shown = (page: Page) =>
    page.evaluate(() => {
      const el = document.querySelector('nardy-table') as unknown as {
        shownView: { phase: string; turn: string | null; boards: { points: number[]; dice: number[] | null }[] } | null;
        shadowRoot: ShadowRoot;
      };
      const root = el.shadowRoot;
      return {
        view: el.shownView,
        watch: root.querySelector('[part="watch"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
        timers: [...root.querySelectorAll('[role="timer"]')].map((t) => t.getAttribute('aria-label')),
        running: root.querySelectorAll('[part~="clock-running"]').length,
        status: root.querySelector('[part~="status"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
        boards: root.querySelectorAll('nardy-board').length,
        buttons: [...root.querySelectorAll('[part~="actions"] button')].length,
        problems: (window as unknown as { __problems: string[] }).__problems,
      };
    });

  it('follows two seats playing: rolls, moves, clocks and the result, with no violation', async () => {
    const created = (await (
      await fetch(new URL('api/tables', server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ table: SHORT_ONE_BOARD, clock: 'blitz' }),
      })
    ).json()) as { watch: string; join: { white: string; black: string } };
    await writeFile(
      join(dir, 'site', 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our club</title>
<script src="problems.js"></script>
<script type="module" src="nardy-live.js"></script></head>
<body><h1>Our club's table</h1>
<nardy-table watch="${created.watch}"></nardy-table></body></html>`,
    );
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) failed.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(site.url);
    await page.waitForFunction(() => document.querySelector('nardy-table')?.shadowRoot?.querySelector('nardy-board'));
    expect((await shown(page)).watch).toMatch(/Live · 1 watching/);

    const white = await OnlineTable.connect(created.join.white, { name: 'Anna' });
    const black = await OnlineTable.connect(created.join.black, { name: 'Boris' });
    await white.until((s) => s.started);
    // The names come with the seats; both clocks are drawn, nobody's running before the opening roll.
    await page.waitForFunction(() => document.querySelector('nardy-table')?.shadowRoot?.textContent?.includes('Boris'));
    // Blitz at one board and one point: 8 s of delay a turn and a 30 s reserve each.
    expect((await shown(page)).timers).toEqual([
      expect.stringMatching(/^Anna: 0:30 left/),
      expect.stringMatching(/^Boris: 0:30 left/),
    ]);

    // A few commands through the two seats; after each the embed draws what the players' client draws.
    let moved = false;
    for (let sent = 0; sent < 12; sent++) {
      const version = Math.max(white.snapshot.version, black.snapshot.version);
      await white.until((s) => s.version >= version);
      await black.until((s) => s.version >= version);
      const next = cheapCommand(white.snapshot.view);
      if (next === null) break;
      await (next.seat === 'white' ? white : black).send(next.command);
      if (next.command.type === 'STEP' || next.command.type === 'CONFIRM') moved = true;
      const expected = await white.until((s) => s.version > version);
      await expect
        .poll(async () => JSON.stringify((await shown(page)).view?.boards.map((b) => [b.points, b.dice])), {
          timeout: 10_000,
        })
        .toBe(JSON.stringify(expected.view.boards.map((b) => [b.points, b.dice])));
    }
    expect(moved).toBe(true);
    const during = await shown(page);
    // A spectator's table: no action bar, and a running clock once someone is to act.
    expect(during.buttons).toBe(0);
    expect(during.running).toBe(1);
    expect(during.boards).toBe(1);

    // The result: Black resigns the match; the embed says who won.
    await black.send({ type: 'RESIGN', match: true });
    await expect.poll(async () => (await shown(page)).view?.phase, { timeout: 10_000 }).toMatch(/gameOver|matchOver/);
    expect((await shown(page)).status).toContain('Anna');

    expect((await shown(page)).problems).toEqual([]);
    expect(failed).toEqual([]);
    // The policy was in force all along: an inline style is refused and reported.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p style="color: red">inline</p>'));
    await expect.poll(async () => (await shown(page)).problems.join()).toContain('style-src');
    await Promise.all([white.close(), black.close()]);
    await page.close();
  });

  // Runs where the server has tournaments (issue 48 §1, `GET /api/tournaments/:id`); skipped where it has none.
  it('<nardy-tournament> follows an Olympic tournament of four computers to its places, with no violation', async (ctx) => {
    const account = await fetch(new URL('api/accounts', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Organiser', password: 'correct horse' }),
    });
    const token = /nardy_session=([^;]+)/.exec(account.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const call = (method: string, path: string, body?: unknown) =>
      fetch(new URL(path, server.url), {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const created = await call('POST', 'api/tournaments', {
      name: 'Embedded cup',
      format: 'olympic',
      table: { boards: [{ variant: 'short' }], ending: 'mars', cube: { mode: 'off' } },
      matchLength: 1,
      series: { bestOf: 1 },
      capacity: 4,
    });
    if (created.status === 404) return ctx.skip('this server has no tournaments (GET /api/tournaments/:id)');
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const src = new URL(`api/tournaments/${id}`, server.url).toString();
    await writeFile(
      join(dir, 'site', 'tournament.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our cup</title>
<script src="problems.js"></script>
<script type="module" src="nardy-live.js"></script></head>
<body><nardy-tournament src="${src}" interval="2"></nardy-tournament></body></html>`,
    );
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(`${site.url}tournament.html`);
    const drawn = () =>
      page.evaluate(() => {
        const el = document.querySelector('nardy-tournament') as unknown as {
          tournament: { status: string } | null;
          shadowRoot: ShadowRoot;
        };
        const root = el.shadowRoot;
        return {
          status: el.tournament?.status ?? null,
          facts: root.querySelector('.facts')?.textContent ?? '',
          pairings: root.querySelectorAll('[part="pairing"]').length,
          links: [...root.querySelectorAll<HTMLAnchorElement>('a[part="table-link"]')].map((a) => a.href),
          places: [...root.querySelectorAll('[part="places"] li')].map((li) => li.textContent?.trim()),
          problems: (window as unknown as { __problems: string[] }).__problems,
        };
      });
    await expect.poll(async () => (await drawn()).status, { timeout: 10_000 }).toBe('open');
    for (let i = 0; i < 4; i++) {
      expect((await call('POST', `api/tournaments/${id}/entrants`, { computer: 'beginner' })).status).toBe(200);
    }
    // Started when full; the embed reads it again every 2 s until the places are known.
    await expect.poll(async () => (await drawn()).status, { timeout: 60_000, interval: 500 }).toBe('finished');
    const end = await drawn();
    const answer = (await (await call('GET', `api/tournaments/${id}`)).json()) as {
      rounds: { pairings: { tables: string[] }[] }[];
    };
    const tables = answer.rounds.flatMap((r) => r.pairings.flatMap((p) => p.tables));
    expect(end.pairings).toBe(answer.rounds.flatMap((r) => r.pairings).length);
    expect(end.links).toEqual(tables.map((t) => `${server.url}#table=${t}`));
    expect(end.places).toHaveLength(3);
    expect(end.facts).toContain('Finished');
    expect(end.problems).toEqual([]);
    await page.close();
  }, 90_000);
  it('<nardy-tournament> shows a bracket with every table linked; only the tournament reads are open to that site', async () => {
    const account = await fetch(new URL('api/accounts', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Host', password: 'correct horse' }),
    });
    const token = /nardy_session=([^;]+)/.exec(account.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const call = async (method: string, path: string, body?: unknown) =>
      (await (
        await fetch(new URL(path, server.url), {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
      ).json()) as { id: string; url: string };
    const created = await call('POST', 'api/tournaments', {
      name: 'Linked cup',
      format: 'olympic',
      table: { boards: [{ variant: 'short' }], ending: 'mars', cube: { mode: 'off' } },
      matchLength: 1,
      series: { bestOf: 1 },
      capacity: 4,
    });
    for (let i = 0; i < 4; i++) await call('POST', `api/tournaments/${created.id}/entrants`, { computer: 'beginner' });
    // The tournament's page address (what the app shares) works as `src` too.
    await writeFile(
      join(dir, 'site', 'cup.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our club</title>
<script src="problems.js"></script>
<script type="module" src="nardy-live.js"></script></head>
<body><nardy-tournament src="${created.url}" interval="2"></nardy-tournament></body></html>`,
    );
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(`${site.url}cup.html`);
    const shadow = page.locator('nardy-tournament');
    await shadow.getByRole('heading', { name: 'Linked cup' }).waitFor();
    await shadow.getByRole('heading', { name: 'Semifinals' }).waitFor();
    const link = shadow.getByRole('link', { name: 'match 1' }).first();
    expect(await link.getAttribute('href')).toMatch(
      new RegExp(`^${new URL(server.url).origin}/#table=[A-Za-z0-9_-]+$`),
    );
    expect(await page.evaluate(() => (window as unknown as { __problems: string[] }).__problems)).toEqual([]);

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
});
