import type { TableView } from '@nardy/parallel';
import { fromSetup, makePositionId, startSide } from '@nardy/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { audit, launchChromium, shot } from './browser.ts';

// End-to-end: the position editor screen (issue 17 §2) on the production build in Debian's Chromium.
const base = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function open(address: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(base).origin });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  (page as unknown as { errors: string[] }).errors = errors;
  await page.goto(`${base}${address}`);
  await page.waitForSelector('nardy-app header h1');
  return page;
}

const control = (page: Page, loc: string) => page.locator(`nardy-editor nardy-board .control[data-loc="${loc}"]`);
const problem = (page: Page) => page.locator('nardy-editor [part="problem"]');

describe('position editor', () => {
  it('sets up a position, refuses a wrong one with its reason, reads Position IDs and setups, shares a link', async () => {
    const page = await open('?test=1&seed=3');
    await page.getByRole('link', { name: 'Position editor' }).click();
    await page.waitForSelector('nardy-position-editor nardy-editor');
    expect(await page.locator('.position-editor .valid').textContent()).toBe('The position is valid.');
    expect(await page.locator('#position-id').inputValue()).toBe('4HPwATDgc/ABMA');
    // One white checker more: refused live with the rules' code, and nothing can be played or analysed.
    await control(page, 'p6').click();
    await expect.poll(() => problem(page).textContent()).toContain('ERR_CHECKER_COUNT');
    expect(await problem(page).textContent()).toContain('White has 16 checkers');
    expect(await page.locator('button.play-from').isDisabled()).toBe(true);
    expect(await page.locator('button.analyse-position').isDisabled()).toBe(true);
    await shot(page, 'editor-invalid.png', true, true);
    expect(await audit(page, 'nardy-position-editor')).toEqual([]);
    // A setup that breaks the long family's rules is refused by the rules with its code.
    await page
      .locator('#setup-json')
      .fill(JSON.stringify({ variant: 'long', white: { points: { 24: 15 } }, black: { points: { 24: 14 }, bar: 1 } }));
    await page.locator('button.read-json').click();
    expect(await page.locator('.read-error').textContent()).toContain('ERR_BAR_NOT_ALLOWED');
    // A Position ID round trip: read one, the editor shows it and gives the same ID back.
    await page.getByRole('button', { name: 'Starting position' }).click();
    const setup = fromSetup('short', {
      mover: { points: { 24: 2, 13: 4, 8: 3, 6: 5, 5: 1 } },
      opponent: startSide('short'),
    });
    if (!setup.ok) throw new Error(setup.error.message);
    const id = makePositionId(setup.value);
    await page.locator('#position-id').fill(id);
    await page.locator('button.read-id').click();
    expect(await page.locator('.position-editor .valid').count()).toBe(1);
    expect(await page.locator('#position-id').inputValue()).toBe(id);
    const points = await page.evaluate(
      () =>
        (document.querySelector('nardy-position-editor') as unknown as { value: { points: number[] } }).value.points,
    );
    expect([points[24], points[13], points[8], points[6], points[5]]).toEqual([2, 4, 3, 5, 1]);
    // The address follows the position; "Copy a link" gives it; opened elsewhere it is the same position.
    await page.getByRole('button', { name: 'Copy a link to this position' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain(`#/editor?variant=short&id=${encodeURIComponent(id)}`);
    expect(await page.evaluate(() => location.hash)).toBe(new URL(link).hash);
    const other = await open(`${new URL(link).search}${new URL(link).hash}`);
    await other.waitForSelector('nardy-position-editor nardy-editor');
    expect(await other.locator('#position-id').inputValue()).toBe(id);
    expect((other as unknown as { errors: string[] }).errors).toEqual([]);
    await other.context().close();
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });

  it('analyses a position for a roll and for all 21 rolls, and plays from it against the computer', async () => {
    const page = await open('?test=1&seed=3#/editor');
    await page.waitForSelector('nardy-position-editor nardy-editor');
    await page.locator('nardy-editor select[name="die1"]').selectOption('3');
    await page.locator('nardy-editor select[name="die2"]').selectOption('1');
    await page.getByRole('button', { name: 'Analyse this position' }).click();
    await page.waitForSelector('.ranked-plays li', { timeout: 30_000 });
    expect(await page.locator('#editor-result-title').textContent()).toBe('Best plays for 3-1');
    expect(await page.locator('.ranked-plays li').count()).toBeGreaterThanOrEqual(3);
    // The best three are drawn on the board, the best first.
    const kinds = await page.evaluate(() =>
      (document.querySelector('.result-board') as unknown as { suggestions: { kind: string }[] }).suggestions.map(
        (s) => s.kind,
      ),
    );
    expect(kinds).toEqual(['best', 'hint', 'hint']);
    expect(await page.locator('.ranked-plays li').first().textContent()).toMatch(/8\/5 6\/5/);
    await shot(page, 'editor-analyse.png', true, true);
    // No roll: the best play of each of the 21 rolls and the position's equity.
    await page.locator('nardy-editor select[name="die1"]').selectOption('0');
    await page.getByRole('button', { name: 'Analyse this position' }).click();
    await page.waitForSelector('table.rolls', { timeout: 60_000 });
    expect(await page.locator('table.rolls tbody tr').count()).toBe(21);
    expect(await audit(page, 'nardy-position-editor')).toEqual([]);
    // Play from here: a new table from this position, Black to move first against the computer, with
    // the roll set in the editor (not one the table rolls).
    await page.locator('nardy-editor input[name="turn"][value="black"]').check();
    await page.locator('nardy-editor select[name="die1"]').selectOption('6');
    await page.locator('nardy-editor select[name="die2"]').selectOption('4');
    // The cube: without one the game is cubeless, and the screen says so; set at 4 for White, it goes along.
    expect(await page.locator('.play-cube').textContent()).toContain('played without a cube');
    await page.locator('nardy-editor select[name="cube"]').selectOption('4');
    await page.locator('nardy-editor input[name="owner"][value="white"]').check();
    expect(await page.locator('.play-cube').textContent()).toBe('The game starts with the cube at 4, owned by White.');
    await page.getByRole('button', { name: 'Play from here' }).click();
    await page.waitForSelector('nardy-game nardy-table');
    const view = await page.evaluate(() =>
      (globalThis as unknown as { nardyTest: { view(): TableView | null } }).nardyTest.view(),
    );
    expect(view?.boards).toHaveLength(1);
    expect(view?.boards[0].pips.white).toBe(167);
    expect(view?.boards[0].cube).toEqual({ value: 4, owner: 'white' });
    // The board of the started game shows it.
    expect(await page.locator('nardy-game nardy-board [part="info"]').first().textContent()).toContain(
      'Cube 4, owned by white',
    );
    // Black (the computer) moves first from the position set up.
    const firstMover = () =>
      page.evaluate(() => {
        const r = (
          globalThis as unknown as {
            nardyTest: { record(): { games: { events: { type: string; player?: string }[] }[] } | null };
          }
        ).nardyTest.record();
        return r?.games[0].events.find((e) => e.type === 'move')?.player ?? null;
      });
    await expect.poll(firstMover, { timeout: 20_000 }).toBe('black');
    const firstEvent = await page.evaluate(
      () =>
        (
          globalThis as unknown as { nardyTest: { record(): { games: { events: unknown[] }[] } | null } }
        ).nardyTest.record()?.games[0].events[0],
    );
    expect(firstEvent).toEqual({ type: 'roll', player: 'black', dice: [6, 4] });
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });
});
