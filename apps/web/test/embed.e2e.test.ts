// The embedding promise of the elements package: a page with only the bundle's script tag and
// `<nardy-board position-id="…">` shows the position. The bundle is built here exactly as
// `npm run build` builds it (the package's own vite config), into a scratch folder.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { serveStatic } from './staticServer.ts';

const elementsRoot = fileURLToPath(new URL('../../../packages/elements/', import.meta.url));

describe('one script tag on any page', () => {
  let dir = '';
  let server: { url: string; close: () => Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nardy-embed-'));
    // Vite picks Lit's production build only when NODE_ENV says production (vitest sets "test").
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({
      root: elementsRoot,
      configFile: join(elementsRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir: join(dir, 'dist'), emptyOutDir: true, sourcemap: false },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
    await writeFile(
      join(dir, 'index.html'),
      `<!doctype html><html lang="en"><title>embed</title>
<script type="module" src="dist/nardy-elements.js"></script>
<nardy-board position-id="4HPwATDgc/ABMA"></nardy-board>`,
    );
    server = await serveStatic(dir);
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('draws the opening position from the Position ID, with no errors', async () => {
    const page = await browser.newPage({ viewport: { width: 800, height: 640 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`);
    });
    // The page has no favicon; any other missing file is an error.
    page.on('response', (r) => {
      if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) errors.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${server.url}index.html`);
    await page.waitForFunction(() => document.querySelector('nardy-board')?.shadowRoot?.querySelector('.checker'));
    const counts = await page.evaluate(() => {
      const out: Record<string, number> = {};
      const root = document.querySelector('nardy-board')?.shadowRoot;
      for (const c of root?.querySelectorAll<HTMLElement>('.checker') ?? []) {
        const key = `${c.dataset.color} ${c.dataset.loc}`;
        out[key] = (out[key] ?? 0) + 1;
      }
      return out;
    });
    expect(counts).toEqual({
      'white p24': 2,
      'white p13': 5,
      'white p8': 3,
      'white p6': 5,
      'black p1': 2,
      'black p12': 5,
      'black p17': 3,
      'black p19': 5,
    });
    // Points are named controls (e.g. "point 13, 5 white checkers").
    const names = await page.evaluate(() =>
      [...(document.querySelector('nardy-board')?.shadowRoot?.querySelectorAll('[aria-label]') ?? [])].map((e) =>
        e.getAttribute('aria-label'),
      ),
    );
    expect(names.some((n) => /13/.test(n ?? '') && /5/.test(n ?? ''))).toBe(true);
    // Missing files are reported by the response listener (which knows the favicon is absent).
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.close();
  });
});
