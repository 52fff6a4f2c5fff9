import type { Browser } from 'playwright-core';

/**
 * The first-visit goal (docs/benchmarks.md, docs/app.md "Lazy loading"): what a newcomer's first visit
 * to `/` transfers, compressed as the server sends it, with no cache. KB = 1,024 bytes.
 */
export const FIRST_VISIT_GOAL = { javascript: 90 * 1024, total: 130 * 1024 } as const;

/** One response of the visit: what it was, how it was encoded and the bytes on the wire. */
export interface Transfer {
  readonly url: string;
  /** The resource type Chromium gives it (Document, Script, Stylesheet, Fetch, Other…). */
  readonly type: string;
  readonly encoding: string | null;
  /** Bytes received for it (headers included): CDP `Network.loadingFinished` `encodedDataLength`. */
  readonly bytes: number;
}

export interface Visit {
  readonly transfers: readonly Transfer[];
  /** Bytes of every script. */
  readonly javascript: number;
  /** Bytes of every response. */
  readonly total: number;
}

/**
 * Opens `url` in a fresh context with the cache disabled and counts what the page downloads until the
 * first screen (the new-game presets) is shown and the network is idle. The service worker is kept out:
 * it precaches the rest for offline play in the background, after the first screen, in its own worker.
 */
export async function firstVisit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses = new Map<string, { url: string; type: string; encoding: string | null }>();
    const transfers: Transfer[] = [];
    cdp.on('Network.responseReceived', (e) => {
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      responses.set(e.requestId, { url: e.response.url, type: e.type, encoding: headers['content-encoding'] ?? null });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const response = responses.get(e.requestId);
      if (response) transfers.push({ ...response, bytes: e.encodedDataLength });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Parallel short nardy, 2 boards' }).waitFor();
    await page.waitForLoadState('networkidle');
    const sum = (list: readonly Transfer[]) => list.reduce((n, t) => n + t.bytes, 0);
    return { transfers, javascript: sum(transfers.filter((t) => t.type === 'Script')), total: sum(transfers) };
  } finally {
    await context.close();
  }
}
