import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { legalPlaysOn, type NardyRecord, replayRecord, type TableView } from '@nardy/parallel';
import { makeMoveText } from '@nardy/rules';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { focused, launchChromium, OUTPUT_DIR, tabTo } from './browser.ts';

// End-to-end: the production build (made and served by globalSetup) in Debian's Chromium.
const base = inject('appUrl');
const measurements: Record<string, number> = {};
// Downloads (exported records and .mat files) go to a scratch folder, not into the repository.
const downloads = mkdtempSync(join(tmpdir(), 'nardy-e2e-'));
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  writeFileSync(join(OUTPUT_DIR, 'measurements.json'), `${JSON.stringify(measurements, null, 2)}\n`);
  rmSync(downloads, { recursive: true, force: true });
});

interface Hook {
  view(): TableView | null;
  record(): NardyRecord | null;
  send(command: unknown): void;
  thinking(): boolean;
  humanToAct(): boolean;
  botMs(): number;
  playFirst(): boolean;
}

async function open(context: BrowserContext, query: string, width = 1280, height = 900): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  (page as unknown as { errors: string[] }).errors = errors;
  await page.goto(`${base}${query}`);
  await page.waitForSelector('nardy-app header h1');
  return page;
}

const view = (page: Page) => page.evaluate(() => (globalThis as unknown as { nardyTest: Hook }).nardyTest.view());
const record = (page: Page) => page.evaluate(() => (globalThis as unknown as { nardyTest: Hook }).nardyTest.record());

async function startGame(page: Page, preset: string, opponent: 'human' | 'computer', level = 'club') {
  await page.selectOption('#opponent', opponent);
  if (opponent === 'computer') await page.selectOption('#level', level);
  await page.getByRole('button', { name: preset, exact: true }).click();
  await page.waitForSelector('nardy-table');
}

/**
 * Plays White's turns through the test hook (the first legal step each time) and waits for the
 * computer's; stops at the end of the game, or after `turns` White turns.
 */
async function playWhite(page: Page, turns = 100_000): Promise<{ phase: string; turns: number }> {
  return page.evaluate(async (limit) => {
    const T = (globalThis as unknown as { nardyTest: Hook }).nardyTest;
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    let played = 0;
    for (let i = 0; i < 200_000; i++) {
      const v = T.view();
      if (!v) return { phase: 'none', turns: played };
      if (v.phase === 'gameOver' || v.phase === 'matchOver') return { phase: v.phase, turns: played };
      if (!T.humanToAct() || T.thinking()) {
        await sleep(2);
        continue;
      }
      if (v.phase === 'opening' || v.phase === 'beforeRoll') {
        if (played >= limit) return { phase: v.phase, turns: played };
        T.send({ type: 'ROLL' });
      } else if (v.phase === 'awaitingReply') T.send({ type: 'TAKE' });
      else if (v.phase === 'chooseBoard' || v.phase === 'moving') {
        T.playFirst();
        played++;
      }
      await sleep(0);
    }
    return { phase: 'stuck', turns: played };
  }, turns);
}

async function noHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

describe('web app (production build in Chromium)', () => {
  it('shows the start screen quickly, with presets named by board count', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const t0 = Date.now();
    await page.goto(`${base}?test=1`);
    await page.getByRole('button', { name: 'Parallel short nardy, 2 boards' }).waitFor();
    measurements.firstRenderMs = Date.now() - t0;
    measurements.firstContentfulPaintMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    );
    for (const name of [
      'Parallel short nardy, 2 boards',
      'Parallel short + long, 2 boards',
      'Short nardy, 1 board',
      'Long nardy, 1 board',
      'Caucasian short nardy, 1 board',
    ]) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(1);
    }
    await page.screenshot({ path: join(OUTPUT_DIR, 'app-start.png') });
    // The manifest and the service worker make it installable and offline.
    const manifest = await page.evaluate(async () => (await fetch('./manifest.webmanifest')).json());
    expect(manifest.icons.length).toBeGreaterThan(0);
    const sw = await page.evaluate(async () => {
      const timeout = new Promise<null>((r) => setTimeout(() => r(null), 10_000));
      const reg = await Promise.race([navigator.serviceWorker.ready, timeout]);
      return reg?.active?.scriptURL ?? '';
    });
    expect(sw).toMatch(/sw\.js$/);
    // The computer's two nets (binary files next to the bundle) are in its cache, for play offline.
    const nets = await page.evaluate(async () => {
      const urls = await Promise.all((await caches.keys()).map(async (n) => (await caches.open(n)).keys()));
      return urls.flat().filter((r) => r.url.endsWith('.nnq')).length;
    });
    expect(nets).toBe(2);
    await context.close();
  });

  it('switches language from the header (app and elements)', async () => {
    const context = await browser.newContext({ locale: 'uk-UA' });
    const page = await open(context, '?test=1');
    expect(await page.getByRole('button', { name: 'Паралельні короткі нарди, 2 дошки' }).count()).toBe(1);
    await page.selectOption('#locale-picker', 'ru');
    await page.getByRole('button', { name: 'Короткие нарды, 1 доска', exact: true }).click();
    await page.waitForSelector('nardy-table');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    expect(await page.locator('nardy-table').getByRole('button', { name: 'Бросить' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('plays a whole two-board parallel game against the computer to its end, with seeded dice', async () => {
    const context = await browser.newContext();
    const page = await open(context, '?seed=2024&test=1');
    await startGame(page, 'Parallel short nardy, 2 boards', 'computer', 'club');
    const end = await playWhite(page);
    expect(end.phase).toBe('gameOver');
    const v = (await view(page)) as TableView;
    expect(v.results.length).toBe(2);
    expect(v.results.some((r) => r.points % 1 !== 0)).toBe(true); // the half point of the first board
    const rec = (await record(page)) as NardyRecord;
    const replay = replayRecord(rec);
    expect(replay.ok && replay.value.over).toBe(true);
    expect(rec.games[0].events.filter((e) => e.type === 'move' && e.player === 'black').length).toBeGreaterThan(10);
    // The summary leads with the winner in words, then each board.
    await page.getByRole('heading', { name: /^You (win|lose) the game$/ }).waitFor();
    expect(await page.locator('dialog.game-over .over-table tbody tr').count()).toBe(2);
    expect(await page.locator('dialog.game-over .net').first().textContent()).toMatch(
      /^Net: (White|Computer \(club\)) \+/,
    );
    expect(await page.locator('.move-list li').count()).toBeGreaterThan(20);
    // Bug 19.8: the move list is one column whose long lines wrap; no line overlaps another.
    const boxes = await page.locator('.move-list li').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        const list = (e.closest('.moves') as HTMLElement).getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, listRight: list.right };
      }),
    );
    for (const [i, b] of boxes.entries()) {
      expect(b.right).toBeLessThanOrEqual(b.listRight + 1);
      if (i > 0) expect(b.top).toBeGreaterThanOrEqual(boxes[i - 1].bottom - 0.5);
    }
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await context.close();
  });

  it('resumes exactly after a reload in the middle of a turn', async () => {
    const context = await browser.newContext();
    const page = await open(context, '?seed=77&test=1');
    await startGame(page, 'Parallel short + long, 2 boards', 'computer', 'strong');
    await playWhite(page, 4);
    // Roll and enter one step without confirming. A turn may be played automatically (a forced play on
    // the only playable board) and hand the move to the computer: then wait for the next turn. The view
    // and the record are read together, while the person is in the middle of the turn.
    const before = await page.evaluate(async () => {
      const T = (globalThis as unknown as { nardyTest: Hook }).nardyTest;
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      for (let turn = 0; turn < 20; turn++) {
        while (!T.humanToAct() || T.thinking()) await sleep(5);
        if (T.view()?.phase !== 'beforeRoll') return null;
        T.send({ type: 'ROLL' });
        await sleep(10);
        let v = T.view()!;
        if (v.phase === 'chooseBoard' && v.turn === 'white') {
          const board = Math.max(0, v.playable.indexOf(true));
          T.send({ type: 'CHOOSE_BOARD', board });
          await sleep(10);
          v = T.view()!;
        }
        const b = v.chosenBoard;
        if (v.phase === 'moving' && v.turn === 'white' && b !== null && v.boards[b].legal.length > 0) {
          if (!v.boards[b].canConfirm) {
            const m = v.boards[b].legal[0];
            T.send({ type: 'STEP', board: b, from: m.from, to: m.to });
            await sleep(10);
          }
          if (T.humanToAct() && T.view()?.phase === 'moving') return { view: T.view(), record: T.record() };
        }
      }
      return null;
    });
    if (before === null) throw new Error('no turn of the person could be left half-entered');
    measurements.botMsStrong = await page.evaluate(() =>
      (globalThis as unknown as { nardyTest: Hook }).nardyTest.botMs(),
    );
    await page.reload();
    await page.waitForSelector('nardy-table');
    const after = { view: await view(page), record: await record(page) };
    expect(after.record).toEqual(before.record);
    expect(after.view).toEqual(before.view);
    // And the game goes on.
    const more = await playWhite(page, 2);
    expect(more.turns).toBeGreaterThan(0);
    await context.close();
  });

  it('exports a game and imports it back as the same game', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await open(context, '?seed=5&test=1');
    await startGame(page, 'Short nardy, 1 board', 'computer', 'club');
    await playWhite(page, 6);
    const original = { view: await view(page), record: await record(page) };
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export game (JSON)' }).click(),
    ]);
    const file = join(downloads, 'exported-game.json');
    await download.saveAs(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(original.record);
    const [mat] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export .mat (GNU Backgammon)' }).click(),
    ]);
    const matFile = join(downloads, 'exported-game.mat');
    await mat.saveAs(matFile);
    expect(readFileSync(matFile, 'utf8')).toContain('; [Variation "Backgammon"]');
    // Something else in between, then import.
    await page.getByRole('button', { name: 'New game' }).click();
    await startGame(page, 'Long nardy, 1 board', 'human');
    await page.locator('.tools input[type=file]').setInputFiles(file);
    await page.waitForFunction(() => {
      const v = (globalThis as unknown as { nardyTest: Hook }).nardyTest.view();
      return v?.boards[0].variant === 'short';
    });
    const imported = { view: await view(page), record: await record(page) };
    expect(imported.record).toEqual(original.record);
    expect(imported.view).toEqual(original.view);
    // A file that is not a record is refused with a message, and the game stays.
    await page.locator('.tools input[type=file]').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format": "nardy-record", "version": 9}'),
    });
    // The file is read asynchronously: wait for the message rather than reading the toast at once.
    await page.waitForFunction(() => document.querySelector('.toast')?.textContent?.includes('record/version'), null, {
      timeout: 10_000,
    });
    await expect(page.locator('.toast').textContent()).resolves.toContain('record/version');
    expect(await record(page)).toEqual(original.record);
    await context.close();
  });

  it('plays one turn with the keyboard alone; focus goes to the board in play after Roll and Confirm', async () => {
    const context = await browser.newContext();
    const page = await open(context, '?seed=11&test=1');
    await startGame(page, 'Short nardy, 1 board', 'human');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, (f) => f.tag === 'button' && f.text === 'Roll');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => {
      const v = (globalThis as unknown as { nardyTest: Hook }).nardyTest.view();
      return v?.phase === 'moving' || v?.phase === 'chooseBoard';
    });
    // The opening roll: focus is on the board (a point), not on the page.
    await page.waitForFunction(() => {
      let a: Element | null = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return a?.classList.contains('control') ?? false;
    });
    expect((await focused(page)).label).toMatch(/^point \d+/);
    const rec = (await record(page)) as NardyRecord;
    const state = replayRecord(rec);
    if (!state.ok) throw new Error(state.error.message);
    const mover = state.value.game.turn;
    const play = legalPlaysOn(state.value, 0)?.plays[0];
    if (!play) throw new Error('no legal play');
    const text = makeMoveText(play.steps);
    await tabTo(page, (f) => f.tag === 'button' && f.label === 'Type a move');
    await page.keyboard.press('Enter');
    expect((await focused(page)).name).toBe('move');
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await tabTo(page, (f) => f.tag === 'button' && f.text === 'Confirm');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (n) => ((globalThis as unknown as { nardyTest: Hook }).nardyTest.record()?.games[0].events.length ?? 0) > n,
      rec.games[0].events.length,
    );
    const after = (await record(page)) as NardyRecord;
    const last = after.games[0].events.at(-1);
    expect(last).toMatchObject({ type: 'move', player: mover, board: 0 });
    // After Confirm, focus is on the board again.
    await page.waitForFunction(() => {
      let a: Element | null = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return a?.classList.contains('control') ?? false;
    });
    await context.close();
  });

  it('fits a phone (375×667) without horizontal scrolling; screenshots of a game in progress', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });
    const page = await open(context, '?seed=3&test=1', 375, 667);
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.screenshot({ path: join(OUTPUT_DIR, 'app-start-phone.png') });
    await startGame(page, 'Parallel short nardy, 2 boards', 'computer', 'club');
    await playWhite(page, 3);
    await page.evaluate(() => (globalThis as unknown as { nardyTest: Hook }).nardyTest.send({ type: 'ROLL' }));
    await page.waitForTimeout(50);
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.screenshot({ path: join(OUTPUT_DIR, 'app-game-phone.png') });
    await context.close();

    const desktop = await browser.newContext();
    const wide = await open(desktop, '?seed=3&test=1');
    await startGame(wide, 'Parallel short nardy, 2 boards', 'computer', 'club');
    await playWhite(wide, 6);
    await wide.evaluate(() => (globalThis as unknown as { nardyTest: Hook }).nardyTest.send({ type: 'ROLL' }));
    await wide.waitForTimeout(50);
    await wide.screenshot({ path: join(OUTPUT_DIR, 'app-game.png') });
    await desktop.close();
  });

  it('keeps a saved game it cannot read, with a way to copy it, and does not crash', async () => {
    const context = await browser.newContext();
    const page = await open(context, '?test=1');
    await page.evaluate(() => localStorage.setItem('nardy.game', '{"schema": 1, "record": {"format": "nardy-record"'));
    await page.reload();
    await page.getByRole('heading', { name: 'The saved game could not be read' }).waitFor();
    expect(await page.locator('#unreadable-text').inputValue()).toBe(
      '{"schema": 1, "record": {"format": "nardy-record"',
    );
    expect(await page.getByRole('button', { name: 'Copy text' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Download' }).count()).toBe(1);
    // Still usable: a new game starts, and the unreadable text is still offered until discarded.
    await startGame(page, 'Short nardy, 1 board', 'human');
    await page.reload();
    await page.getByRole('heading', { name: 'The saved game could not be read' }).waitFor();
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await page.getByRole('heading', { name: 'The saved game could not be read' }).count()).toBe(0);
    await context.close();
  });
});
