import type { TableView } from '@nardy/parallel';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { audit, focused, launchChromium, shot } from './browser.ts';
import { boxes, SIZES, settle, within } from './screenGeometry.ts';

// The game screen of issue 19 in Debian's Chromium, on the production build: it fits the window at
// the sizes players use, one action bar on the board in play, nothing jumps, it explains, asks before
// resigning, keeps games in progress. One browser; a page per board count and kind of screen, resized
// through the sizes, and a page per case after those.
const base = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

interface Hook {
  view(): TableView | null;
  send(command: unknown): void;
  thinking(): boolean;
  humanToAct(): boolean;
  playFirst(): boolean;
}

async function newPage(
  width: number,
  height: number,
  query = '?seed=3&test=1',
): Promise<{ page: Page; context: BrowserContext }> {
  const phone = Math.min(width, height) < 600;
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: phone, isMobile: phone });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  (page as unknown as { errors: string[] }).errors = errors;
  await page.goto(`${base}${query}`);
  await page.waitForSelector('nardy-app header h1');
  return { page, context };
}

/** Starts a game from the new-game form: `boards` boards of short nardy (or the given variants). */
async function start(page: Page, boards: number, opponent: 'computer' | 'human' = 'computer', variants: string[] = []) {
  await page.selectOption('#opponent', opponent);
  await page.selectOption('#board-count', String(boards));
  for (const [i, v] of variants.entries()) await page.selectOption(`#board-${i}`, v);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.waitForSelector('nardy-table', { state: 'attached' });
}

const hook = (page: Page) => ({
  view: () => page.evaluate(() => (globalThis as unknown as { nardyTest: Hook }).nardyTest.view()),
});

/** Waits until the person may act and the screen has settled. */
async function waitHuman(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const T = (globalThis as unknown as { nardyTest: Hook }).nardyTest;
    return T.humanToAct() && !T.thinking();
  });
  await page.waitForTimeout(50);
}

/**
 * The sizes a page is resized through: those of a mouse and those of a touch screen (a context is one
 * or the other), the phone upright last (its case taps a thumbnail, which moves the board in play).
 */
const GROUPS = [
  SIZES.filter(([w, h]) => Math.min(w, h) >= 600),
  SIZES.filter(([w, h]) => Math.min(w, h) < 600).sort(([a], [b]) => b - a),
];

describe('the game screen (issue 19)', () => {
  // One page per board count and kind of screen: the game started and its opening rolled once, then
  // the window resized through the sizes, each checked as a player would find it.
  for (const boards of [1, 2, 3, 4]) {
    for (const sizes of GROUPS) {
      describe(`${boards} board${boards > 1 ? 's' : ''} resized through ${sizes.map(([w, h]) => `${w}×${h}`).join(', ')}`, () => {
        let page: Page;
        let context: BrowserContext | undefined;
        beforeAll(async () => {
          ({ page, context } = await newPage(sizes[0][0], sizes[0][1]));
          await start(page, boards);
          // The opening roll by the bar's Roll button: White (the person) starts with seed 3.
          await page.locator('nardy-table [part="actions"] button', { hasText: 'Roll' }).click();
          await waitHuman(page);
        });
        afterAll(async () => {
          await context?.close();
        });
        for (const [w, h] of sizes) {
          it(`fits ${w}×${h} with ${boards} board${boards > 1 ? 's' : ''}: bar, dice and boards in view, axe clean`, async () => {
            await page.setViewportSize({ width: w, height: h });
            await settle(page);
            await page.waitForTimeout(100);
            const where = `${boards} boards at ${w}×${h}`;
            expect(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight + 1), where).toBe(
              true,
            );
            expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), where).toBe(true);
            const bars = page.locator('nardy-table [part="actions"]');
            expect(await bars.count(), where).toBe(1);
            expect(within(await bars.boundingBox(), w, h), `${where}: the action bar`).toBe(true);
            const boardBoxes = await boxes(page.locator('nardy-table nardy-board'));
            expect(boardBoxes.length).toBe(boards);
            for (const [i, box] of boardBoxes.entries())
              expect(within(box, w, h), `${where}: board ${i + 1}`).toBe(true);
            const dice = await boxes(page.locator('nardy-table nardy-board g.die'));
            expect(dice.length, where).toBeGreaterThanOrEqual(2 * boards);
            for (const [i, box] of dice.entries()) expect(within(box, w, h), `${where}: die ${i}`).toBe(true);
            // The bar's buttons: each label whole inside its button, every button on the board in play and
            // clear of that board's dice.
            const bar = await page.evaluate(() => {
              const table = document.querySelector('nardy-table')!.shadowRoot!;
              const actions = table.querySelector('[part="actions"]')!;
              const board = actions.closest('.board-box')!.querySelector('nardy-board')!;
              const box = (r: DOMRect) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
              const buttons = [...actions.querySelectorAll('button')].filter((b) => b.getClientRects().length > 0);
              return {
                board: box(board.getBoundingClientRect()),
                dice: [...board.shadowRoot!.querySelectorAll('g.die')].map((d) => box(d.getBoundingClientRect())),
                buttons: buttons.map((b) => ({
                  text: b.textContent?.trim() ?? '',
                  overflows: b.scrollWidth > b.clientWidth + 1,
                  box: box(b.getBoundingClientRect()),
                })),
              };
            });
            expect(bar.buttons.length, where).toBeGreaterThan(0);
            const meets = (a: typeof bar.board, b: typeof bar.board) =>
              a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
            for (const b of bar.buttons) {
              expect(b.overflows, `${where}: "${b.text}" fits its button`).toBe(false);
              const inside = b.box.x >= bar.board.x && b.box.x + b.box.width <= bar.board.x + bar.board.width + 0.5;
              expect(inside, `${where}: "${b.text}" on its board`).toBe(true);
              for (const d of bar.dice) expect(meets(b.box, d), `${where}: "${b.text}" clear of the dice`).toBe(false);
            }
            // Both players, named, with the score, and whose turn it is; the person's colour said.
            await expect(page.locator('nardy-table .player.white .name').textContent()).resolves.toBe('White');
            await expect(page.locator('nardy-table .player.white .you').textContent()).resolves.toBe('(you)');
            await expect(page.locator('nardy-table .player.black .name').textContent()).resolves.toBe(
              'Computer (strong)',
            );
            expect(await page.locator('nardy-table .player.to-act').getAttribute('data-color')).toBe('white');
            // Every board labelled with its variant, its heading (name, status, pips) whole.
            const heads = await page.evaluate(() =>
              [
                ...document.querySelector('nardy-table')!.shadowRoot!.querySelectorAll('.slot:not(.thumb) .slot-head'),
              ].map((e) => {
                const h3 = e.querySelector('h3')!;
                return {
                  text: h3.textContent ?? '',
                  cut: h3.scrollWidth > h3.clientWidth + 1 || e.scrollWidth > e.clientWidth + 1,
                };
              }),
            );
            for (const head of heads) {
              expect(head.text, where).toContain('Short nardy');
              expect(head.cut, `${where}: "${head.text}" whole`).toBe(false);
            }
            if (Math.min(w, h) < 600) {
              // Phones: the buttons one taps are at least 40 px.
              const sizes = await page
                .locator('nardy-table button:not(.control):visible, .app-header button:visible')
                .evaluateAll((els) =>
                  els.map((e) => e.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)),
                );
              for (const s of sizes) expect(s, where).toBeGreaterThanOrEqual(40);
              // The header on one line, inside the window, every button and link named in words.
              const header = await page.evaluate(() => {
                const bar = document.querySelector('.app-header')!;
                const items = [bar.querySelector('h1')!, ...bar.querySelectorAll('.header-tools > *')]
                  .filter((e) => e.getClientRects().length > 0)
                  .map((e) => e.getBoundingClientRect());
                return {
                  items: items.length,
                  oneLine: items.every((r) => r.top < items[0].bottom && r.bottom > items[0].top),
                  inside: items.every((r) => r.left >= 0 && r.right <= innerWidth + 0.5),
                };
              });
              expect(header.items, where).toBeGreaterThanOrEqual(3);
              expect(header.oneLine, `${where}: the header on one line`).toBe(true);
              expect(header.inside, `${where}: the header inside the window`).toBe(true);
              const tools = page.locator('.app-header nav');
              await expect(tools.getByRole('button', { name: 'New game', exact: true }).isVisible()).resolves.toBe(
                true,
              );
              await expect(tools.getByRole('link', { name: 'Club', exact: true }).isVisible()).resolves.toBe(true);
              await expect(tools.getByRole('link', { name: 'Tournament', exact: true }).isVisible()).resolves.toBe(
                true,
              );
              const panelHidden = await page.locator('.game.panel-hidden').count();
              expect(await tools.getByRole('button', { name: 'Moves', exact: true }).count(), where).toBe(panelHidden);
            }
            if (boards >= 3 && w === 390) {
              // One large board and live thumbnails of the others, marked where the roll can be played.
              expect(await page.locator('nardy-table .slot.main').count()).toBe(1);
              expect(await page.locator('nardy-table .slot.thumb').count()).toBe(boards - 1);
              const thumb = page.locator('nardy-table .slot.thumb .thumb-cover').first();
              expect(await thumb.getAttribute('aria-label')).toMatch(
                /^Show Board \d · Short nardy: roll can be played$/,
              );
              await thumb.click();
              await page.waitForTimeout(300);
              expect(await page.locator('nardy-table .slot.main').getAttribute('data-board')).not.toBe('0');
            }
            // The documentation shows one and four boards at every size.
            await shot(page, `game-${boards}-${w}x${h}.png`, boards === 1 || boards === 4);
            // axe on the screens of one and four boards (two and three are the same parts, placed otherwise).
            if (boards === 1 || boards === 4) expect(await audit(page, 'nardy-app')).toEqual([]);
            expect((page as unknown as { errors: string[] }).errors).toEqual([]);
          });
        }
      });
    }
  }
});

describe('the game screen (issue 19): playing it', () => {
  it('nothing jumps when a step is made; focus goes to the board; a refused move is explained in words', async () => {
    const { page, context } = await newPage(1366, 768, '?seed=11&test=1');
    // A long board's first roll has one play (one checker leaves the head): keep it for the person.
    await page.evaluate(() =>
      localStorage.setItem('nardy.prefs', JSON.stringify({ autoForced: false, autoBoard: false })),
    );
    await page.reload();
    await page.waitForSelector('nardy-app header h1');
    await start(page, 1, 'human', ['long']);
    // Long nardy rerolls the opening: roll it, then the starter rolls his first roll.
    await page.locator('nardy-table [part="actions"] button', { hasText: 'Roll' }).click();
    await page.locator('nardy-table [part="actions"] button', { hasText: 'Roll' }).click();
    await page.waitForFunction(() => (globalThis as unknown as { nardyTest: Hook }).nardyTest.view()?.dice !== null);
    const rects = () =>
      page.evaluate(() => {
        const t = document.querySelector('nardy-table')!;
        return [...t.shadowRoot!.querySelectorAll('nardy-board, [part="players"]')].map((e) => {
          const r = e.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height].map(Math.round);
        });
      });
    const before = await rects();
    const v = (await hook(page).view()) as TableView;
    const mover = v.turn as 'white' | 'black';
    const head = mover === 'white' ? 24 : 12;
    const step = v.boards[0].legal.find((m) => m.from === head);
    if (!step) throw new Error('no move from the head');
    const control = (p: number) => page.locator(`nardy-table nardy-board .control[data-loc="p${p}"]`);
    await control(step.from).click();
    await control(step.to).click();
    await page.waitForFunction(
      () => (globalThis as unknown as { nardyTest: Hook }).nardyTest.view()?.phase === 'moving',
    );
    // A second checker from the head: refused, and said why.
    await control(head).click();
    const status = page.locator('nardy-table [part="status"]');
    await expect
      .poll(() => status.textContent(), { timeout: 5000 })
      .toContain('Head rule: only one checker may leave the head per turn.');
    expect(await rects()).toEqual(before);
    // Said in the player's language: Russian and Ukrainian too (the options hold the picker).
    await page.locator('details.options summary').click();
    for (const [lang, words] of [
      ['ru', 'Правило головы: с головы за ход можно снять только одну шашку.'],
      ['uk', 'Правило голови:'],
    ] as const) {
      await page.selectOption('#locale-picker', lang);
      await control(head).click();
      await expect.poll(() => status.textContent(), { timeout: 5000 }).toContain(words);
    }
    await page.selectOption('#locale-picker', 'en');
    await page.locator('details.options summary').click();
    await control(head).click();
    await expect.poll(() => status.textContent(), { timeout: 5000 }).toContain('Head rule:');
    // The sentence links to its rule on the rules pages.
    expect(await page.locator('nardy-game a.rule-link').getAttribute('href')).toBe('#/rules/long#head');
    await shot(page, 'game-refused-head-rule.png', true);
    // Confirm is disabled until the roll is played; the rest of it by the keyboard-free route.
    await page.evaluate(() => (globalThis as unknown as { nardyTest: Hook }).nardyTest.playFirst());
    await context.close();
  });

  it('after Roll, Play here and Confirm by the keyboard, focus goes to the board in play (two boards)', async () => {
    const { page, context } = await newPage(1366, 768);
    await start(page, 2, 'human');
    /** The board (its index) that holds keyboard focus, looking through the shadow roots. */
    const focusedBoard = () =>
      page.evaluate(() => {
        let a: Element | null = document.activeElement;
        let board: string | null = null;
        while (a) {
          if (a.tagName === 'NARDY-BOARD') board = a.getAttribute('board');
          a = a.shadowRoot?.activeElement ?? null;
        }
        return board;
      });
    const bar = page.locator('nardy-table [part="actions"]');
    const press = async (name: string) => {
      await bar.getByRole('button', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
    };
    await press('Roll');
    await page.waitForFunction(() => (globalThis as unknown as { nardyTest: Hook }).nardyTest.view()?.dice !== null);
    await expect.poll(focusedBoard).toBe('0');
    // Tab to the second board: the bar follows; its roll chosen by Play here, focus stays on that board.
    for (let i = 0; i < 20 && (await focusedBoard()) !== '1'; i++) await page.keyboard.press('Tab');
    expect(await focusedBoard()).toBe('1');
    await expect.poll(() => bar.evaluate((e) => e.closest('.slot')?.getAttribute('data-board'))).toBe('1');
    await press('Play here');
    await expect.poll(focusedBoard).toBe('1');
    const board = page.locator('nardy-table .slot[data-board="1"] nardy-board');
    for (let i = 0; i < 4; i++) {
      const v = (await hook(page).view()) as TableView;
      const step = v.boards[1].legal[0];
      if (!step || v.boards[1].canConfirm) break;
      await board.locator(`.control[data-loc="p${step.from}"]`).click();
      await board.locator(`.control[data-loc="p${step.to}"]`).click();
    }
    await press('Confirm');
    await page.waitForFunction(
      () => (globalThis as unknown as { nardyTest: Hook }).nardyTest.view()?.chosenBoard === null,
    );
    await expect.poll(focusedBoard).toBe('1');
    await context.close();
  });

  it('shows the opening roll as two dice and who won it, also when the computer wins and plays at once', async () => {
    // With seed 5 Black wins the opening roll.
    const { page, context } = await newPage(1366, 768, '?seed=5&test=1');
    await start(page, 2);
    await page.locator('nardy-table [part="actions"] button', { hasText: 'Roll' }).click();
    await waitHuman(page);
    const v = (await hook(page).view()) as TableView;
    expect(v.opening?.starter).toBe('black');
    expect(await page.locator('nardy-table .opening-dice g.die').count()).toBe(2);
    await expect(page.locator('nardy-table .opening').textContent()).resolves.toContain('Computer (strong) starts');
    // The computer's first play is in the move list, and the opening stays shown for the person's turn.
    const line = (await page.locator('.move-list li').first().textContent()) ?? '';
    expect(line).toMatch(/^Black \d-\d · Board \d: /);
    // Written with the numbers of the point labels the person sees: each point of the computer's play
    // (its last move on that board) read off the label beside that point.
    const played = Number(/Board (\d)/.exec(line)?.[1]) - 1;
    const labels = await page.evaluate((b) => {
      const T = (globalThis as unknown as { nardyTest: Hook }).nardyTest;
      const board = document.querySelector('nardy-table')!.shadowRoot!.querySelector(`nardy-board[board="${b}"]`)!;
      const root = board.shadowRoot!;
      const texts = [...root.querySelectorAll('svg.numbers text')].map((e) => ({
        r: e.getBoundingClientRect(),
        n: e.textContent,
      }));
      const label = (p: number) => {
        if (p === 25) return 'bar';
        if (p === 0) return 'off';
        const c = root.querySelector(`.control[data-loc="p${p}"]`)!.getBoundingClientRect();
        const x = c.x + c.width / 2;
        const y = c.y + c.height / 2;
        // The label in the strip on the point's side of the board, straight above or below it.
        const near = texts
          .filter((t) => t.r.y < y === c.y < board.getBoundingClientRect().y + board.getBoundingClientRect().height / 2)
          .sort((a, b) => Math.abs(a.r.x + a.r.width / 2 - x) - Math.abs(b.r.x + b.r.width / 2 - x));
        return near[0]?.n ?? '?';
      };
      const steps = T.view()?.boards[b].lastMove?.steps ?? [];
      return steps.map((s) => `${label(s.from)}/${label(s.to)}`);
    }, played);
    expect(labels.length).toBeGreaterThan(0);
    expect(line.replace(/^.*: /, '').replaceAll('*', '').split(' ')).toEqual(labels);
    await shot(page, 'game-opening-computer.png', true);
    await context.close();
  });

  it('resigning first shows what it costs and asks; the game-over screen leads with the winner', async () => {
    const { page, context } = await newPage(1366, 768);
    await start(page, 2);
    await page.locator('nardy-table [part="actions"] button', { hasText: 'Roll' }).click();
    await waitHuman(page);
    await page.locator('nardy-table [part="actions"] button[aria-label="Resign…"]').click();
    const dialog = page.locator('dialog.resign');
    await dialog.waitFor();
    // The heading and the line under it say the same ending.
    await expect(dialog.getByRole('heading').textContent()).resolves.toBe('Resign Board 1 · Short nardy: koks?');
    await expect(dialog.locator('.resign-cost li').textContent()).resolves.toBe(
      'Board 1 · Short nardy: koks 3 − ½ (first board to finish) = 2½ points',
    );
    expect(await audit(page, 'dialog.resign')).toEqual([]);
    await shot(page, 'game-resign.png', true);
    // Keep playing: nothing happened.
    await dialog.getByRole('button', { name: 'Keep playing' }).click();
    expect(((await hook(page).view()) as TableView).results).toEqual([]);
    // The whole table, from the side panel: every board's cost, then the game is over.
    await page.getByRole('button', { name: 'Resign the whole table' }).click();
    await dialog.waitFor();
    await expect(dialog.getByRole('heading').textContent()).resolves.toBe('Resign the whole table: koks?');
    expect(await dialog.locator('.resign-cost li').count()).toBe(2);
    for (const line of await dialog.locator('.resign-cost li').allTextContents()) expect(line).toContain(': koks ');
    await expect(dialog.locator('.resign-total').textContent()).resolves.toContain('The game ends.');
    await dialog.getByRole('button', { name: 'Resign', exact: true }).click();
    const over = page.locator('dialog.game-over');
    await over.waitFor();
    await expect(over.getByRole('heading').textContent()).resolves.toBe('You lose the game');
    await expect(over.locator('.net').first().textContent()).resolves.toMatch(/^Net: Computer \(strong\) \+\d/);
    // One game: no "Next game", a new one instead; no cube column with the cube off.
    expect(await over.getByRole('button', { name: 'Next game' }).count()).toBe(0);
    expect(await over.getByRole('button', { name: 'New game' }).count()).toBe(1);
    expect(await over.locator('th', { hasText: 'Cube' }).count()).toBe(0);
    // The summary scores the boards as the dialog said: koks, 2½ and 3.
    const rows = await over.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/koks\s*2½/);
    expect(rows[1]).toMatch(/koks\s*3/);
    expect(await audit(page, 'dialog.game-over')).toEqual([]);
    await shot(page, 'game-over.png', true);
    await context.close();
  });

  it('one board: resigning names the game and its ending; the summary has no half point, cube column or next game', async () => {
    const { page, context } = await newPage(1366, 768);
    await start(page, 1);
    await page.locator('nardy-table [part="actions"] button', { hasText: 'Roll' }).click();
    await waitHuman(page);
    await page.getByRole('button', { name: 'Resign the game', exact: true }).click();
    const dialog = page.locator('dialog.resign');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading').textContent()).resolves.toBe('Resign Short nardy: koks?');
    await expect(dialog.locator('.resign-cost li').textContent()).resolves.toBe('Short nardy: koks 3 = 3 points');
    await expect(dialog.locator('.resign-total').textContent()).resolves.toContain('The game ends.');
    await dialog.getByRole('button', { name: 'Resign', exact: true }).click();
    const over = page.locator('dialog.game-over');
    await over.waitFor();
    await expect(over.getByRole('heading').textContent()).resolves.toBe('You lose the game');
    await expect(over.locator('.net').first().textContent()).resolves.toBe('Net: Computer (strong) +3 points');
    expect(await over.locator('.note').count()).toBe(0);
    expect(await over.locator('.half').count()).toBe(0);
    expect(await over.locator('th', { hasText: 'Cube' }).count()).toBe(0);
    expect(await over.getByRole('button', { name: 'Next game' }).count()).toBe(0);
    expect(await audit(page, 'dialog.game-over')).toEqual([]);
    await shot(page, 'game-over-one-board.png');
    await context.close();
  });

  it('a match: "Next game" while it goes on, and its end says who won the match', async () => {
    const { page, context } = await newPage(1366, 768);
    await page.fill('#match-length', '5');
    await page.press('#match-length', 'Tab');
    await start(page, 1);
    await expect(page.locator('nardy-table .match').textContent()).resolves.toBe('Match to 5');
    const resign = async () => {
      await page.locator('nardy-table [part="actions"] button', { hasText: 'Roll' }).click();
      await waitHuman(page);
      await page.getByRole('button', { name: 'Resign the game', exact: true }).click();
      const dialog = page.locator('dialog.resign');
      await dialog.waitFor();
      const total = (await dialog.locator('.resign-total').textContent()) ?? '';
      await dialog.getByRole('button', { name: 'Resign', exact: true }).click();
      return total;
    };
    // Koks: 3 of the 5 points, the match goes on.
    expect(await resign()).toContain('The game ends.');
    const over = page.locator('dialog.game-over');
    await over.waitFor();
    await expect(over.getByRole('heading').textContent()).resolves.toBe('You lose the game');
    await expect(over.locator('.match-line').textContent()).resolves.toBe('Match to 5: White 0 – Computer (strong) 3');
    expect(await over.getByRole('button', { name: 'New game' }).count()).toBe(0);
    await over.getByRole('button', { name: 'Next game' }).click();
    await page.waitForFunction(
      () => (globalThis as unknown as { nardyTest: Hook }).nardyTest.view()?.results.length === 0,
    );
    // The games list labels the match as the screen does.
    await page.getByRole('button', { name: 'New game' }).click();
    const line = page.locator('.games-list li').first();
    await expect(line.locator('.game-line').textContent()).resolves.toMatch(
      /^Short nardy · Computer \(strong\) · \d+ moves? · Match to 5: 0–3 · /,
    );
    await line.getByRole('button', { name: 'Continue' }).click();
    await page.waitForSelector('nardy-table', { state: 'attached' });
    // The second game: the match ends, and says so before and after.
    expect(await resign()).toMatch(
      /^Computer \(strong\) gets 3 points\.\s*The match ends: Computer \(strong\) wins \d+–0\.$/,
    );
    await over.waitFor();
    await expect(over.getByRole('heading').textContent()).resolves.toMatch(/^You lose the match \d+–0$/);
    expect(await over.getByRole('button', { name: 'Next game' }).count()).toBe(0);
    expect(await over.getByRole('button', { name: 'New game' }).count()).toBe(1);
    expect(await audit(page, 'dialog.game-over')).toEqual([]);
    await shot(page, 'game-match-over.png');
    await context.close();
  });

  it('never loses a game: a new game keeps the one in progress, which can be continued or deleted', async () => {
    const { page, context } = await newPage(1366, 768);
    await start(page, 1);
    await page.locator('nardy-table [part="actions"] button', { hasText: 'Roll' }).click();
    await waitHuman(page);
    const first = await page.evaluate(() =>
      JSON.stringify((globalThis as unknown as { nardyTest: { record(): unknown } }).nardyTest.record()),
    );
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Long nardy, 1 board', exact: true }).click();
    await page.locator('.notice.info', { hasText: 'Your game in progress was kept' }).waitFor();
    await page.getByRole('button', { name: 'New game' }).click();
    const list = page.locator('.games-list li');
    await expect.poll(() => list.count()).toBe(2);
    await expect(list.nth(0).textContent()).resolves.toContain('Long nardy');
    await expect(list.nth(0).textContent()).resolves.toContain('(current)');
    await expect(list.nth(1).textContent()).resolves.toContain('Short nardy · Computer (strong) ·');
    expect(await audit(page, 'nardy-app')).toEqual([]);
    await shot(page, 'games-in-progress.png', true);
    // Continue the short game: the same record; the long one is kept in turn.
    await list.nth(1).getByRole('button', { name: 'Continue' }).click();
    await page.waitForSelector('nardy-table', { state: 'attached' });
    const again = await page.evaluate(() =>
      JSON.stringify((globalThis as unknown as { nardyTest: { record(): unknown } }).nardyTest.record()),
    );
    expect(again).toBe(first);
    await page.getByRole('button', { name: 'New game' }).click();
    await expect.poll(() => list.count()).toBe(2);
    // Delete asks first.
    await list.nth(1).getByRole('button', { name: 'Delete' }).click();
    await list.nth(1).getByRole('button', { name: 'Delete it' }).click();
    await expect.poll(() => list.count()).toBe(1);
    await context.close();
  });

  it('player names, board themes, dark mode and a language switch on the game screen', async () => {
    const { page, context } = await newPage(1366, 768);
    await page.selectOption('#opponent', 'human');
    await page.fill('#white-name', 'Анна');
    await page.press('#white-name', 'Tab');
    await page.fill('#black-name', 'Борис');
    await page.press('#black-name', 'Tab');
    await start(page, 2, 'human');
    await expect(page.locator('nardy-table .player.white .name').textContent()).resolves.toBe('Анна');
    await expect(page.locator('nardy-table .player.black .name').textContent()).resolves.toBe('Борис');
    await page.locator('details.options summary').click();
    // Two boards on a laptop: the panel is below the boards, the move list and the tools side by side,
    // each scrolling on its own — the options opened, the move list keeps its heading in sight.
    expect(await page.locator('.game.panel-below').count()).toBe(1);
    const panelBox = await page.locator('.game-side').boundingBox();
    const heading = await page.locator('#moves-title').boundingBox();
    expect(heading !== null && panelBox !== null && heading.y >= panelBox.y - 0.5).toBe(true);
    expect(within(heading, 1366, 768)).toBe(true);
    /** The tools column back at its top, as a player who chose a theme and scrolled back sees it. */
    const toolsToTop = () => page.locator('.game-tools').evaluate((e) => e.scrollTo(0, 0));
    for (const theme of ['wood', 'contrast'] as const) {
      await page.selectOption('#board-theme', theme);
      expect(await page.locator('nardy-table nardy-board').first().getAttribute('board-theme')).toBe(theme);
      await toolsToTop();
      await shot(page, `game-theme-${theme}.png`, true);
      expect(await audit(page, 'nardy-app')).toEqual([]);
    }
    await page.selectOption('#theme-picker', 'dark');
    await page.selectOption('#board-theme', 'green');
    await toolsToTop();
    await shot(page, 'game-dark.png', true);
    expect(await audit(page, 'nardy-app')).toEqual([]);
    // Sounds: off by default; the choice is kept.
    const sounds = page.getByLabel('Sounds');
    expect(await sounds.isChecked()).toBe(false);
    await sounds.check();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('nardy.prefs') ?? '{}').sounds)).toBe(true);
    await page.selectOption('#locale-picker', 'ru');
    await expect(page.locator('nardy-table [part="status"]').textContent()).resolves.toContain('Розыгрыш первого хода');
    await expect(page.locator('nardy-table .slot h3').first().textContent()).resolves.toBe('Доска 1 · Короткие нарды');
    expect(await focused(page)).toBeTruthy();
    await context.close();
  });
});
