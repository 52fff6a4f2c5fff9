// The app as `nardy serve` sends it (the real server, serving the production build that globalSetup
// made): what a newcomer's first visit downloads, the headers, and the whole app under its
// Content-Security-Policy with no violation.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VISIT_GOAL, firstVisit } from '../bench/firstVisit.ts';
import { launchChromium } from './browser.ts';
import { type ClubServer, startClubServer } from './clubSupport.ts';

let server: ClubServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startClubServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * A page that counts every policy violation: `securitypolicyviolation` events (listened to before the
 * app's first script) and the console's "Content Security Policy" errors; page errors too.
 */
async function watchedPage(): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (globalThis as unknown as { reportViolation(t: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { page, problems };
}

describe('served by the game server', () => {
  it('a newcomer downloads only the first screen, compressed: at most 90 KB of JavaScript and 130 KB in all', async () => {
    const visit = await firstVisit(browser, server.url);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const list = visit.transfers.map((t) => `${t.type} ${kb(t.bytes)} ${t.encoding ?? '-'} ${new URL(t.url).pathname}`);
    expect(visit.javascript, list.join('\n')).toBeLessThanOrEqual(FIRST_VISIT_GOAL.javascript);
    expect(visit.total, list.join('\n')).toBeLessThanOrEqual(FIRST_VISIT_GOAL.total);
    // Every script and style sheet comes in brotli; nothing of the computer, the analysis or the network
    // client is fetched before a screen needs it.
    for (const t of visit.transfers.filter((t) => t.type === 'Script' || t.type === 'Stylesheet')) {
      expect(t.encoding, t.url).toBe('br');
    }
    expect(list.join('\n')).not.toMatch(/botWorker|analysisWorker|\.nnq|\.wasm|nardy-club|onlinePage|playModule/);
  });

  it('sends the page with its policy and no framing, hashed files as immutable, in the encoding asked for', async () => {
    const page = await fetch(server.url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const script = /src="\.\/(assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(new URL(script as string, server.url), { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('vary')).toBe('Accept-Encoding');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-frame-options')).toBeNull();
  });

  it('runs under its policy with no violation: a game against the computer, the club, an online table', {
    timeout: 120_000,
  }, async () => {
    const { page, problems } = await watchedPage();
    await page.goto(`${server.url}?test=1&seed=5`);
    // A game against the computer: its worker, its nets and the WebAssembly move generator.
    await page.selectOption('#opponent', 'computer');
    await page.getByRole('button', { name: 'Short nardy, 1 board', exact: true }).click();
    await page.waitForSelector('nardy-table');
    // Turns are played until the computer has answered from its worker (its nets and its WebAssembly).
    await page.evaluate(async () => {
      const t = (
        globalThis as unknown as {
          nardyTest: {
            view(): { phase: string } | null;
            send(c: unknown): void;
            playFirst(): boolean;
            humanToAct(): boolean;
            thinking(): boolean;
            botMs(): number;
          };
        }
      ).nardyTest;
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      for (let i = 0; i < 5_000 && t.botMs() === 0; i++) {
        if (t.humanToAct() && !t.thinking()) {
          const phase = t.view()?.phase;
          if (phase === 'opening' || phase === 'beforeRoll') t.send({ type: 'ROLL' });
          else if (phase === 'chooseBoard' || phase === 'moving') t.playFirst();
        }
        await sleep(10);
      }
    });
    expect(
      await page.evaluate(() => (globalThis as unknown as { nardyTest: { botMs(): number } }).nardyTest.botMs()),
    ).toBeGreaterThan(0);
    // The club: the lobby's socket to the same origin.
    await page.goto(`${server.url}?test=1#/club`);
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    // An online table: created through the form, its invitation drawn as a QR code.
    await page.goto(`${server.url}?test=1#/online`);
    await page.getByRole('button', { name: 'Create table', exact: true }).click();
    await page.waitForSelector('.online-waiting figure.qr svg');
    expect(problems).toEqual([]);
  });
});
