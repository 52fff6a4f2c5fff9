// The published files in a browser (Debian's Chromium), as a site owner serves them: the script-tag
// bundles copied next to a page, with and without `Content-Security-Policy: default-src 'self';
// style-src 'self'` (no 'unsafe-inline' anywhere, no 'wasm-unsafe-eval'); and the ES module form,
// loaded by an import map from the installed packages (no bundler), sharing the page's Lit.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { serveFolder } from './support/server.ts';

const CSP = "default-src 'self'; style-src 'self'";
const consumer = inject('consumerDir');
const site = mkdtempSync(join(tmpdir(), 'nardy-site-'));
cpSync(fileURLToPath(new URL('./site/', import.meta.url)), site, { recursive: true });
cpSync(join(consumer, 'node_modules', '@nardy', 'elements', 'bundle'), join(site, 'bundle'), { recursive: true });

let browser: Browser;
const servers: { url: string; close: () => Promise<void> }[] = [];
let plain = '';
let strict = '';

beforeAll(async () => {
  browser = await launchChromium();
  const a = await serveFolder(site);
  const b = await serveFolder(site, { 'content-security-policy': CSP });
  servers.push(a, b);
  plain = a.url;
  strict = b.url;
});
afterAll(async () => {
  await browser?.close();
  for (const s of servers) await s.close();
  rmSync(site, { recursive: true, force: true });
});

/** Opens a page and collects what it reports: CSP violations, errors, console errors, failed requests. */
async function open(url: string): Promise<{ page: Page; problems: () => Promise<string[]> }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const seen: string[] = [];
  page.on('pageerror', (e) => seen.push(`pageerror ${e.message}`));
  page.on('console', (m) => {
    // A failed request is reported below with its address (the favicon these pages lack is not one).
    if (m.text().startsWith('Failed to load resource')) return;
    if (m.type() === 'error' || m.type() === 'warning') seen.push(`console ${m.type()} ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) seen.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(url);
  return {
    page,
    problems: async () => [
      ...seen,
      ...(await page.evaluate(() => {
        const w = window as unknown as { __violations: string[]; __errors: string[] };
        return [...w.__violations.map((v) => `violation ${v}`), ...w.__errors];
      })),
    ],
  };
}

/** Every checker's colour, location and drawn position (its CSS transform) on a board. */
function checkers(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel)?.shadowRoot;
    return [...(root?.querySelectorAll<SVGGElement>('.checker') ?? [])].map(
      (c) => `${c.dataset.color} ${c.dataset.loc} ${getComputedStyle(c).transform}`,
    );
  }, selector);
}

/** Where the board's controls (one button per point, bar and tray) are laid out. */
function controls(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel)?.shadowRoot;
    return [...(root?.querySelectorAll<HTMLElement>('button.control') ?? [])].map((b) => {
      const r = b.getBoundingClientRect();
      return `${b.dataset.loc} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    });
  }, selector);
}

/**
 * Plays one whole roll on a board by clicking a legal move's source and destination, then Confirm.
 * `host` is the board, or the table and `inner` the board inside its shadow root; `board` is the
 * Playwright selector of the same board (Playwright's selectors pierce shadow roots).
 */
async function playRoll(page: Page, where: { host: string; inner?: string }, board: string, confirm: string) {
  for (let step = 0; step < 4; step++) {
    const move = await page.evaluate(({ host, inner }) => {
      const top = document.querySelector(host);
      const el = (inner ? top?.shadowRoot?.querySelector(inner) : top) as unknown as {
        view: { legal: { from: number; to: number }[]; turn: string } | null;
      } | null;
      const m = el?.view?.legal[0];
      return m ? { from: m.from, to: m.to, turn: el?.view?.turn } : null;
    }, where);
    if (!move) break;
    const loc = (p: number) => (p >= 25 ? `bar-${move.turn}` : p <= 0 ? `off-${move.turn}` : `p${p}`);
    await page.locator(`${board} button.control[data-loc="${loc(move.from)}"]`).click();
    await page.locator(`${board} button.control[data-loc="${loc(move.to)}"]`).click();
  }
  // Auto-play (on by default) plays and confirms a forced roll by itself: Confirm is clicked only while
  // it is offered, and the roll is done once the turn has left the board.
  for (let wait = 0; wait < 100; wait++) {
    const button = page.locator(confirm);
    if ((await button.count()) > 0) return button.click();
    const waiting = await page.evaluate((host) => {
      const top = document.querySelector(host) as unknown as { shownView?: { phase: string; turn: string } } | null;
      return top?.shownView ? top.shownView.phase === 'moving' && top.shownView.turn === 'white' : true;
    }, where.host);
    if (!waiting) return;
    await page.waitForTimeout(100);
  }
  throw new Error('the roll was neither confirmable nor confirmed by auto-play');
}

/** At a table of its own against the computer (the person White): the person plays one roll, then the computer answers. */
async function playAgainstComputer(page: Page): Promise<string[]> {
  const moves: string[] = [];
  await page.exposeFunction('__move', (m: string) => moves.push(m));
  await page.evaluate(() => {
    document.addEventListener('nardy-move', (e) => {
      const { player, board, text } = (e as CustomEvent<{ player: string; board: number; text: string }>).detail;
      (window as unknown as { __move: (m: string) => void }).__move(`${player} ${board} ${text}`);
    });
  });
  await page.waitForFunction(() => document.querySelector('#table')?.shadowRoot?.querySelector('nardy-board'));
  // Roll the opening until the person (White) is to play, the computer playing whenever it is Black's.
  for (let i = 0; i < 20; i++) {
    const view = await page.evaluate(() => {
      const v = (document.querySelector('#table') as unknown as { shownView: { phase: string; turn: string } })
        .shownView;
      return { phase: v.phase, turn: v.turn };
    });
    if (view.turn === 'white' && (view.phase === 'chooseBoard' || view.phase === 'moving')) break;
    if (view.phase === 'opening' || (view.turn === 'white' && view.phase === 'beforeRoll')) {
      await page.locator('#table .slot.active [part~="actions"] button', { hasText: 'Roll' }).click();
    }
    await page.waitForTimeout(300);
  }
  const playable = await page.evaluate(
    () => (document.querySelector('#table') as unknown as { shownView: { playable: boolean[] } }).shownView.playable,
  );
  const i = playable.indexOf(true);
  const slot = `#table .slot[data-board="${Math.max(i, 0)}"]`;
  if (i < 0) await page.locator(`${slot} [part~="actions"] button`, { hasText: 'Pass' }).click();
  else {
    const inner = `.slot[data-board="${i}"] nardy-board`;
    await playRoll(
      page,
      { host: '#table', inner },
      `${slot} nardy-board`,
      `${slot} [part~="actions"] button:has-text("Confirm")`,
    );
  }
  // White's play is recorded, then the computer (Black) plays from its worker and White is to roll.
  await page.waitForFunction(
    () => {
      const v = (document.querySelector('#table') as unknown as { shownView: { turn: string; phase: string } })
        .shownView;
      return v.turn === 'white' && v.phase === 'beforeRoll';
    },
    undefined,
    { timeout: 30_000 },
  );
  return moves;
}

describe('the script-tag bundles under a strict Content-Security-Policy', () => {
  test('the CSP is really enforced on these pages (an inline style is refused and reported)', async () => {
    const { page, problems } = await open(`${strict}board.html`);
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<p style="color: red">inline</p>');
    });
    await page.waitForFunction(() => (window as unknown as { __violations: string[] }).__violations.length > 0);
    expect((await problems()).join('\n')).toContain('style-src');
    await page.close();
  });

  test('a board, dice and cube draw exactly as without the policy; a move is played; no violation', async () => {
    const seen: Record<string, { checkers: string[]; controls: string[] }> = {};
    for (const [name, base] of [
      ['plain', plain],
      ['strict', strict],
    ] as const) {
      const { page, problems } = await open(`${base}board.html`);
      await page.waitForFunction(() => document.querySelector('#diagram')?.shadowRoot?.querySelector('.checker'));
      seen[name] = { checkers: await checkers(page, '#diagram'), controls: await controls(page, '#diagram') };
      expect(await page.locator('nardy-dice svg').count()).toBe(1);
      expect(await page.locator('nardy-cube svg').count()).toBe(1);
      // Your own code plays a roll on the second board: roll, two clicks per checker, confirm.
      await page.locator('#play button', { hasText: 'Roll' }).click();
      const before = await checkers(page, '#play');
      await playRoll(page, { host: '#play' }, '#play', '#play button:has-text("Confirm")');
      await page.waitForFunction(() => {
        const v = (document.querySelector('#play') as unknown as { view: { turn: string } }).view;
        return v.turn === 'black';
      });
      expect(await checkers(page, '#play')).not.toEqual(before);
      expect(await problems()).toEqual([]);
      await page.close();
    }
    // Checker positions (CSS transforms set through the CSSOM) and the controls' boxes are identical.
    expect(seen.strict.checkers).toEqual(seen.plain.checkers);
    expect(seen.strict.controls).toEqual(seen.plain.controls);
    expect(seen.strict.checkers).toHaveLength(30);
    expect(new Set(seen.strict.checkers.map((c) => c.split(' ').slice(2).join(' '))).size).toBeGreaterThan(20);
  });

  test('the one-tag table: a person plays a roll, the computer answers from its worker; no violation', async () => {
    // The worker fetches the rules' WebAssembly move generator (plays.wasm beside it) only where
    // WebAssembly may be compiled: under this policy (no 'wasm-unsafe-eval') it searches in JavaScript.
    for (const [name, base] of [
      ['plain', plain],
      ['strict', strict],
    ] as const) {
      const { page, problems } = await open(`${base}table.html`);
      const kernel: number[] = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.endsWith('/plays.wasm')) kernel.push(r.status());
      });
      const moves = await playAgainstComputer(page);
      expect(await page.locator('#table nardy-board').count()).toBe(2);
      expect(moves.some((m) => m.startsWith('white '))).toBe(true);
      expect(moves.some((m) => m.startsWith('black '))).toBe(true);
      expect(await problems()).toEqual([]);
      expect(kernel, name).toEqual(name === 'plain' ? [200] : []);
      await page.close();
    }
  });
});

describe('the ES module form, with no bundler', () => {
  /** The installed packages by an import map (what a bundler would resolve from node_modules). */
  const IMPORT_MAP = {
    imports: {
      lit: '/node_modules/lit/index.js',
      'lit/': '/node_modules/lit/',
      'lit-html': '/node_modules/lit-html/lit-html.js',
      'lit-html/': '/node_modules/lit-html/',
      'lit-element/': '/node_modules/lit-element/',
      '@lit/reactive-element': '/node_modules/@lit/reactive-element/reactive-element.js',
      '@lit/reactive-element/': '/node_modules/@lit/reactive-element/',
      xstate: '/node_modules/xstate/dist/xstate.esm.js',
      '@nardy/elements': '/node_modules/@nardy/elements/dist/index.js',
      '@nardy/elements/table': '/node_modules/@nardy/elements/dist/table.js',
      '@nardy/parallel': '/node_modules/@nardy/parallel/dist/index.js',
      '@nardy/rules': '/node_modules/@nardy/rules/dist/index.js',
      '@nardy/bot': '/node_modules/@nardy/bot/dist/index.js',
    },
  };
  cpSync(join(site, 'watch.js'), join(consumer, 'watch.js'));
  const page = (body: string) => `<!doctype html><html lang="en"><title>ES modules</title>
<script type="importmap">${JSON.stringify(IMPORT_MAP)}</script>
${body}`;

  test("the elements register, share the page's Lit, and draw", async () => {
    writeFileSync(
      join(consumer, 'esm.html'),
      page(`<script src="watch.js"></script>
<script type="module">
  import { LitElement } from 'lit';
  import { NardyBoard } from '@nardy/elements';
  window.__sameLit = Object.getPrototypeOf(NardyBoard) === LitElement;
</script>
<nardy-board position-id="4HPwATDgc/ABMA"></nardy-board>`),
    );
    const server = await serveFolder(consumer);
    try {
      const { page: p, problems } = await open(`${server.url}esm.html`);
      await p.waitForFunction(() => document.querySelector('nardy-board')?.shadowRoot?.querySelector('.checker'));
      expect(await p.evaluate(() => (window as unknown as { __sameLit: boolean }).__sameLit)).toBe(true);
      expect(await checkers(p, 'nardy-board')).toHaveLength(30);
      expect(await problems()).toEqual([]);
      await p.close();
    } finally {
      await server.close();
    }
  });

  test("@nardy/elements/table: the one-tag table plays against the computer from the package's worker", async () => {
    writeFileSync(
      join(consumer, 'esm-table.html'),
      page(`<script src="watch.js"></script>
<script type="module">import '@nardy/elements/table';</script>
<nardy-table id="table" boards="long" level="beginner"></nardy-table>`),
    );
    const server = await serveFolder(consumer);
    try {
      const { page: p, problems } = await open(`${server.url}esm-table.html`);
      const moves = await playAgainstComputer(p);
      expect(moves.some((m) => m.startsWith('black '))).toBe(true);
      expect(await problems()).toEqual([]);
      await p.close();
    } finally {
      await server.close();
    }
  });
});
