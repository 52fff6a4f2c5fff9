import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, OUTPUT_DIR } from './browser.ts';
import { playTable } from './fixtures.ts';

// What a new player tripped over (issue 49 §5), each case on the production build in Debian's Chromium:
// one browser, a page per case.
const base = inject('appUrl');
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

interface Hook {
  importText(text: string): boolean;
}

async function open(width: number, height: number): Promise<Page> {
  await context?.close();
  const phone = width < 600;
  context = await browser.newContext({
    viewport: { width, height },
    hasTouch: phone,
    isMobile: phone,
    locale: 'en-GB',
  });
  const page = await context.newPage();
  await page.goto(`${base}?test=1&seed=3`);
  await page.waitForSelector('nardy-app header h1');
  return page;
}

/** Whether the newest turn of the move list is in sight: inside the list's box, the panel's and the window. */
function latestInSight(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const items = document.querySelectorAll('.moves li.turn');
    const last = items[items.length - 1];
    if (!last) return false;
    const r = last.getBoundingClientRect();
    for (let box = last.parentElement; box; box = box.parentElement) {
      const f =
        box === document.documentElement ? new DOMRect(0, 0, innerWidth, innerHeight) : box.getBoundingClientRect();
      const s = getComputedStyle(box);
      const clips = box === document.documentElement || /(auto|scroll|hidden)/.test(s.overflowY);
      if (clips && (r.bottom > f.bottom + 1 || r.top < f.top - 1)) return false;
    }
    return r.height > 0;
  });
}

describe('what a new player tripped over (issue 49 §5)', () => {
  const longGame = () =>
    JSON.stringify(
      playTable({ boards: [{ variant: 'short' }, { variant: 'long' }], ending: 'mars', cube: { mode: 'off' } }, 4)
        .record,
    );

  const shortGame = () =>
    JSON.stringify(playTable({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } }, 11).record);

  for (const [w, h] of [
    [1366, 768],
    [1920, 1080],
    [390, 844],
  ] as const) {
    it(`§5.3 the move list follows the game at ${w}×${h} (the drawer opens at the newest move)`, async () => {
      const page = await open(w, h);
      await page.evaluate(
        (text) => (globalThis as unknown as { nardyTest: Hook }).nardyTest.importText(text),
        longGame(),
      );
      await page.waitForSelector('nardy-table');
      await page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog[open]')?.close());
      const hidden = await page.locator('.game.panel-hidden').count();
      if (hidden) {
        await page.getByRole('button', { name: 'Moves', exact: true }).click();
        await page.waitForSelector('.game-side:not([hidden]) .moves li.turn');
        // §5.11: nothing of the table shows through the drawer, at its edges either.
        const through = await page.evaluate(() =>
          [4, innerWidth / 2, innerWidth - 4].some((x) => {
            const hit = document.elementFromPoint(x, innerHeight / 2);
            return hit?.closest('nardy-table') !== null && hit?.closest('nardy-table') !== undefined;
          }),
        );
        expect(through).toBe(false);
        expect(await page.evaluate(() => getComputedStyle(document.querySelector('nardy-table')!).visibility)).toBe(
          'hidden',
        );
      }
      expect(await page.locator('.moves li.turn').count()).toBeGreaterThan(30);
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${OUTPUT_DIR}newcomer-moves-${w}.png` });
      expect(await latestInSight(page)).toBe(true);
    });
  }

  it('§5.7 the summary of a table lost on time says so, in three languages', async () => {
    const page = await open(1366, 768);
    await page.evaluate(
      (text) => (globalThis as unknown as { nardyTest: Hook }).nardyTest.importText(text),
      longGame(),
    );
    await page.waitForSelector('dialog.game-over[open]');
    const said: string[] = [];
    for (const locale of ['en', 'ru', 'uk']) {
      await page.evaluate((l) => {
        const picker = document.querySelector<HTMLSelectElement>('#locale-picker')!;
        picker.value = l;
        picker.dispatchEvent(new Event('change'));
        const game = document.querySelector('nardy-game') as unknown as { forfeit: unknown };
        game.forfeit = { player: 'black', reason: 'timeout' };
      }, locale);
      await page.waitForTimeout(100);
      said.push(((await page.locator('dialog.game-over p.forfeit').textContent()) ?? '').trim());
    }
    expect(said[0]).toMatch(/^\S.* lost on time\.$/);
    expect(said[1]).toMatch(/: время вышло, поражение\.$/);
    expect(said[2]).toMatch(/: час вийшов, поразка\.$/);
  });

  it('§5.11 every checkbox of the game options is one size, whatever its label', async () => {
    const page = await open(390, 844);
    await page.evaluate(
      (text) => (globalThis as unknown as { nardyTest: Hook }).nardyTest.importText(text),
      longGame(),
    );
    await page.waitForSelector('nardy-table');
    await page.evaluate(() => {
      document.querySelector<HTMLDialogElement>('dialog[open]')?.close();
      document.querySelector<HTMLDetailsElement>('details.options')!.open = true;
      document.querySelector('.game-side')!.removeAttribute('hidden');
    });
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('details.options input[type=checkbox]')].map((c) => {
        const r = c.getBoundingClientRect();
        return `${Math.round(r.width)}×${Math.round(r.height)}`;
      }),
    );
    expect(sizes.length).toBeGreaterThanOrEqual(4);
    expect(new Set(sizes).size).toBe(1);
  });

  it('§4 the analysis in plain words, at its own address that a reload keeps, its board in view at 1366×768', async () => {
    const page = await open(1366, 768);
    await page.evaluate(
      (text) => (globalThis as unknown as { nardyTest: Hook }).nardyTest.importText(text),
      shortGame(),
    );
    await page.waitForSelector('button.analyse', { state: 'attached' });
    await page.evaluate(() =>
      document.querySelector<HTMLButtonElement>('dialog[open] button.analyse, .tools button.analyse')?.click(),
    );
    await page.waitForSelector('.analysis-summary', { timeout: 60_000 });
    await page.waitForFunction(() => location.hash.startsWith('#/analysis?game='));
    const words = async () => ({
      heads: await page.locator('.analysis-summary thead th').allTextContents(),
      luck: ((await page.locator('.luck-line').textContent()) ?? '').trim(),
      levels: await page.locator('.analysis-summary td.level').allTextContents(),
    });
    const before = await words();
    expect(before.heads).toContain('Level of play');
    expect(before.heads.some((h) => /^Rating/.test(h))).toBe(false);
    expect(before.luck).toMatch(
      /were luckier by \d\.\d\d points|was luckier by \d\.\d\d points|luck of the dice was even/,
    );
    expect(
      before.levels.every((l) =>
        /^(supernatural|world class|expert|advanced|intermediate|casual player|beginner|awful|the computer)/.test(
          l.trim(),
        ),
      ),
    ).toBe(true);
    // The board in view without scrolling.
    const inView = await page.locator('.analysis-board nardy-board').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.height > 100;
      }),
    );
    await page.screenshot({ path: `${OUTPUT_DIR}newcomer-analysis-1366.png` });
    expect(inView.length).toBeGreaterThan(0);
    expect(inView.every(Boolean)).toBe(true);
    // A reload shows the same analysis: the address carries the game (no storage of this browser).
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForSelector('.analysis-summary', { timeout: 60_000 });
    expect(await words()).toEqual(before);
  });
});
