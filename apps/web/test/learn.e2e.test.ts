import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DailyEntry } from '../src/learn/daily.ts';
import set from '../src/learn/dailyPositions.json' with { type: 'json' };
import { audit, launchChromium, shot } from './browser.ts';

// End-to-end: the learning screens of issue 49 (rules pages, drills, the first game) on the production
// build in Debian's Chromium. One browser for the file; each case its own context.
const base = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function open(address: string, locale = 'en-GB', storage: Record<string, string> = {}): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1366, height: 768 } });
  await context.addInitScript((items) => {
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, storage);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  (page as unknown as { errors: string[] }).errors = errors;
  await page.goto(`${base}${address}`);
  await page.waitForSelector('nardy-app header h1');
  return page;
}

/** Moves a checker on a live board by tapping its point, then the point it goes to. */
async function move(page: Page, board: string, from: number, to: number): Promise<void> {
  const loc = (p: number) => (p >= 25 ? 'bar-white' : p <= 0 ? 'off-white' : `p${p}`);
  await page.locator(`${board} .control[data-loc="${loc(from)}"]`).click();
  await page.locator(`${board} .control[data-loc="${loc(to)}"]`).click();
}

describe('learning screens', () => {
  it('the rules pages draw a live board beside each rule in three languages, and explain a refused move', async () => {
    const page = await open('#/rules/long#head');
    const titles = { en: 'Long nardy', ru: 'Длинные нарды', uk: 'Довгі нарди' } as const;
    const heads = { en: 'Head rule', ru: 'Правило головы', uk: 'Правило голови' } as const;
    for (const locale of ['en', 'ru', 'uk'] as const) {
      if (locale !== 'en') await page.locator('#locale-picker').selectOption(locale);
      await expect.poll(() => page.locator('nardy-rules h2').textContent()).toContain(titles[locale]);
      expect(await page.locator('nardy-rules nardy-rule-board nardy-board').count()).toBeGreaterThanOrEqual(5);
      // The head rule: one checker from the head with the 3, then a second one is refused in words.
      const board = '#rule-head nardy-board';
      if (locale !== 'en') await page.locator('#rule-head .rule-reset').click();
      await move(page, board, 24, 21);
      await move(page, board, 24, 19);
      await expect.poll(() => page.locator('#rule-head .rule-said').textContent()).toContain(heads[locale]);
      if (locale === 'en') {
        await shot(page, 'rules-long-head.png', true);
        expect(await audit(page, 'nardy-rules')).toEqual([]);
      }
    }
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });

  it('a drill kept from an analysed game is solved with its best play and moves up the schedule', async () => {
    // A drill as the app keeps it, built from a checked position of the daily set (one without the bar).
    const entry = (set.positions as unknown as DailyEntry[]).find(
      (p) => p.variant === 'short' && !p.white.bar && p.choices[0].steps.every((s) => s.from < 25 && s.to > 0),
    );
    if (!entry) throw new Error('no plain short position in the set');
    const choices = entry.choices.map((c) => ({ board: 0, play: c.play, steps: c.steps, equity: c.equity }));
    const drill = {
      id: 'e2e-drill',
      source: 'local',
      added: '2026-12-01T10:00:00.000Z',
      kind: 'play',
      boards: [{ variant: 'short', white: entry.white, black: entry.black, dice: entry.dice }],
      tableBoards: [0],
      choices,
      played: choices[1],
      loss: choices[0].equity - choices[1].equity,
    };
    const stored = {
      schema: 1,
      drills: [{ drill, review: { box: 1, due: '2026-12-01T10:00:00.000Z', tries: 0, solved: 0 } }],
    };
    const page = await open('#/learn', 'en-GB', { 'nardy.drills': JSON.stringify(stored) });
    await page.waitForSelector('nardy-drill nardy-board');
    expect(await page.locator('.drill-task').textContent()).toContain('find the best play');
    for (const s of entry.choices[0].steps) await move(page, 'nardy-drill nardy-board', s.from, s.to);
    await page.waitForSelector('.drill-verdict.solved');
    expect(await page.locator('.drill-answer').textContent()).toContain(
      `In your game you played ${entry.choices[1].play}`,
    );
    await shot(page, 'drill-solved.png', true);
    expect(await audit(page, 'nardy-learn')).toEqual([]);
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('nardy.drills'))) ?? '{}');
    expect(kept.drills[0].review).toMatchObject({ box: 2, solved: 1, tries: 1 });
    // The position of the day is a puzzle too.
    await page.getByRole('link', { name: 'Position of the day' }).click();
    await page.waitForSelector('nardy-learn nardy-drill[data-drill], nardy-learn .drill');
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });

  it('the first game starts from the first page and its first steps are played as said', async () => {
    const page = await open('');
    // The first page at 1366×768: Start in sight without scrolling, "Play online" said once.
    const start = await page.locator('form.settings button.start').boundingBox();
    expect(start && start.y >= 0 && start.y + start.height <= 768).toBe(true);
    expect(await page.getByRole('link', { name: 'Play online' }).count()).toBe(1);
    await shot(page, 'home-1366x768.png', true);
    await page.locator('.home-intro').getByRole('link', { name: 'First game' }).click();
    await page.waitForSelector('nardy-first-game nardy-board');
    expect(await page.locator('.first-say').textContent()).toContain('These are your white checkers');
    await page.locator('.first-next').click();
    expect(await page.locator('.first-say').textContent()).toContain('You rolled 3-1');
    await move(page, 'nardy-first-game nardy-board', 8, 5);
    await move(page, 'nardy-first-game nardy-board', 6, 5);
    await expect.poll(() => page.locator('.first-say').textContent()).toContain('Well done');
    await shot(page, 'first-game.png', true);
    expect(await audit(page, 'nardy-first-game')).toEqual([]);
    // Leave at any time: back to the first page.
    await page.getByRole('link', { name: 'Leave' }).click();
    await page.waitForSelector('.home-intro');
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });
});
