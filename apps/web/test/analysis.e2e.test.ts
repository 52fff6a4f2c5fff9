import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { audit, launchChromium, shot } from './browser.ts';
import { playTable } from './fixtures.ts';

// End-to-end: the analysis screen (issue 17 §2) on the production build in Debian's Chromium.
const base = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function open(locale = 'en-GB', width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  (page as unknown as { errors: string[] }).errors = errors;
  await page.goto(`${base}?test=1&seed=7`);
  await page.waitForSelector('nardy-app header h1');
  return page;
}

interface AnalysisElement extends HTMLElement {
  steps: { mark: string | null; loss: number; board: { loss: number } | null }[];
  _index: number;
}

const current = (page: Page) =>
  page.evaluate(() => (document.querySelector('nardy-analysis') as unknown as AnalysisElement)._index);

describe('analysis screen', () => {
  it('analyses a finished game: progress, summary, graph, timeline by keys, the best play as arrows', async () => {
    const page = await open();
    const { record } = playTable({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } }, 11);
    const imported = await page.evaluate(
      (text) => (globalThis as unknown as { nardyTest: { importText(t: string): boolean } }).nardyTest.importText(text),
      JSON.stringify(record),
    );
    expect(imported).toBe(true);
    // The game is over: "Analyse" is offered (in the game-over dialog and among the tools).
    // Watch for the progress bar (and the most it showed) from before the click, however fast the worker is.
    await page.evaluate(() => {
      const w = window as unknown as { progressSeen: number };
      w.progressSeen = -1;
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLProgressElement>('#analysis-progress');
        if (bar) w.progressSeen = Math.max(w.progressSeen, bar.value / bar.max);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const dialog = page.locator('dialog[open] button.analyse');
    if (await dialog.count()) await dialog.click();
    else await page.locator('.tools button.analyse').click();
    await page.waitForSelector('nardy-analysis');
    await page.waitForSelector('.analysis-summary', { timeout: 60_000 });
    const sawProgress = await page.evaluate(() => (window as unknown as { progressSeen: number }).progressSeen);
    expect(sawProgress).toBeGreaterThanOrEqual(0);
    const summary = await page.locator('.analysis-summary tbody tr').allInnerTexts();
    expect(summary).toHaveLength(2);
    expect(await page.getByRole('img', { name: 'Winning chances and equity, move by move' }).count()).toBe(1);
    // The first-legal-play player makes mistakes: the screen opens on the first one, marked.
    const first = await current(page);
    const steps = await page.evaluate(() =>
      (document.querySelector('nardy-analysis') as unknown as AnalysisElement).steps.map((s) => s.mark),
    );
    expect(steps[first]).not.toBeNull();
    expect(await page.locator('.analysis-graph circle.mark').count()).toBe(steps.filter((m) => m !== null).length);
    // The best play and the play made are drawn on the board, named for screen readers.
    const arrows = await page.evaluate(() => {
      const board = document.querySelector('.analysis-board nardy-board') as unknown as {
        suggestions: { kind: string; description: string }[];
        shadowRoot: ShadowRoot;
      };
      return {
        kinds: board.suggestions.map((s) => s.kind),
        drawn: board.shadowRoot.querySelectorAll('[part~="arrow-best"]').length,
        descriptions: board.suggestions.map((s) => s.description),
      };
    });
    expect(arrows.kinds).toEqual(['best', 'played']);
    expect(arrows.drawn).toBeGreaterThan(0);
    expect(arrows.descriptions[0]).toMatch(/^Best .*, equity [+−]\d\.\d{3}$/);
    expect(await page.locator('.analysis-detail .loss-line').textContent()).toMatch(/lost \d\.\d{3}/);
    await shot(page, 'analysis-game.png', true, true);
    // Keys step through the decisions; the list follows.
    await page.locator(`.analysis-timeline [data-step="${first}"]`).focus();
    await page.keyboard.press('ArrowRight');
    expect(await current(page)).toBe(first + 1);
    expect(await page.locator('.analysis-timeline [aria-current="step"]').getAttribute('data-step')).toBe(
      String(first + 1),
    );
    await page.keyboard.press('ArrowLeft');
    expect(await current(page)).toBe(first);
    await page.keyboard.press('End');
    expect(await current(page)).toBe(steps.length - 1);
    await page.keyboard.press('Home');
    expect(await current(page)).toBe(0);
    // PageDown: the next marked decision after the current one (the first step may be marked itself).
    await page.keyboard.press('PageDown');
    expect(await current(page)).toBe(steps.findIndex((m, k) => k > 0 && m !== null));
    // A click on a step of the list goes there.
    await page.locator('.analysis-timeline [data-step="3"]').click();
    expect(await current(page)).toBe(3);
    // Black's plays are written in White's numbering (the viewer's, as the game screen's move list and
    // the point labels): the text of the step, its detail and its arrow say the same play.
    const blackStep = await page.evaluate(() =>
      (
        document.querySelector('nardy-analysis') as unknown as {
          steps: { player: string; move: { played: { play?: string; steps?: unknown[] } } | null }[];
        }
      ).steps.findIndex((s) => s.player === 'black' && (s.move?.played.steps?.length ?? 0) > 0),
    );
    await page.locator(`.analysis-timeline [data-step="${blackStep}"]`).click();
    const black = await page.evaluate((i) => {
      const el = document.querySelector('nardy-analysis') as unknown as {
        steps: { move: { played: { play: string } } }[];
      };
      const board = document.querySelector('.analysis-board nardy-board') as unknown as {
        suggestions: { kind: string; description: string }[];
        numbering: string | null;
      };
      return {
        own: el.steps[i].move.played.play,
        detail: (() => {
          const dd = document.querySelector('.analysis-detail dd.played')?.cloneNode(true) as HTMLElement | undefined;
          dd?.querySelector('.muted')?.remove();
          return dd?.textContent?.trim() ?? '';
        })(),
        item: document.querySelector(`.analysis-timeline [data-step="${i}"] span`)?.textContent ?? '',
        arrow: board.suggestions.find((x) => x.kind === 'played')?.description ?? '',
        numbering: board.numbering,
      };
    }, blackStep);
    expect(black.numbering).toBe('white');
    expect(black.detail).not.toBe(black.own);
    expect(black.arrow).toBe(`Played ${black.detail}`);
    expect(black.item.endsWith(`: ${black.detail}`)).toBe(true);
    expect(await audit(page, 'nardy-analysis')).toEqual([]);
    // Back to the game.
    await page.getByRole('button', { name: 'Back to the game' }).click();
    await page.waitForSelector('nardy-game');
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });

  it('analyses a saved two-board record in Russian and marks the best board of a wrong choice', async () => {
    const page = await open('ru-RU');
    // The page's long tasks while the worker analyses: each far shorter than the analysis itself.
    await page.evaluate(() => {
      const w = window as unknown as { tasks: { start: number; end: number }[] };
      w.tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.tasks.push({ start: e.startTime, end: e.startTime + e.duration });
      }).observe({ type: 'longtask', buffered: false });
    });
    const { record } = playTable(
      { boards: [{ variant: 'short' }, { variant: 'short' }], ending: 'koks', cube: { mode: 'off' } },
      5,
      { maxTurns: 24 },
    );
    await page
      .locator('.import-line input[type=file]')
      .nth(1)
      .setInputFiles({ name: 'table.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
    await page.waitForSelector('.analysis-summary', { timeout: 60_000 });
    expect(await page.locator('#analysis-title').textContent()).toBe('Анализ партии');
    const { longest, elapsed } = await page.evaluate(() => {
      const a = document.querySelector('nardy-analysis') as unknown as { startedAt: number; answeredAt: number };
      const during = (window as unknown as { tasks: { start: number; end: number }[] }).tasks.filter(
        (t) => t.end <= a.answeredAt && t.start >= a.startedAt,
      );
      return { longest: Math.max(0, ...during.map((t) => t.end - t.start)), elapsed: a.answeredAt - a.startedAt };
    });
    // Analysed on the page's thread, one task would last the whole analysis.
    expect(longest).toBeLessThan(elapsed * 0.6);
    expect(await page.locator('.analysis-summary thead').textContent()).toContain('Выбор доски');
    // The scripted player plays the lowest board: some of its choices are wrong.
    const wrong = await page.evaluate(() =>
      (document.querySelector('nardy-analysis') as unknown as AnalysisElement).steps.findIndex(
        (s) => s.board !== null && s.board.loss > 0.02,
      ),
    );
    expect(wrong).toBeGreaterThanOrEqual(0);
    await page.locator(`.analysis-timeline [data-step="${wrong}"]`).click();
    expect(await page.locator('.analysis-board').count()).toBe(2);
    const best = page.locator('.analysis-board.best-board');
    expect(await best.count()).toBe(1);
    expect(await best.locator('figcaption').textContent()).toContain('Лучшая доска');
    expect(await page.locator('.wrong-board').textContent()).toMatch(/^Не та доска/);
    expect(
      await best.evaluate(
        (f) => (f.querySelector('nardy-board') as unknown as { suggestions: { kind: string }[] }).suggestions[0]?.kind,
      ),
    ).toBe('best');
    await shot(page, 'analysis-parallel.png', true, true);
    expect(await audit(page, 'nardy-analysis')).toEqual([]);
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });

  it('hints on: the best three plays of the roll with equities, drawn on the board; the move list marks the turn, after a reload too', async () => {
    const page = await open();
    await page.selectOption('#opponent', 'computer');
    await page.getByRole('button', { name: 'Short nardy, 1 board', exact: true }).click();
    await page.waitForSelector('nardy-table');
    // Off by default: no Hint button until the setting is on.
    expect(await page.locator('button.hint-button').count()).toBe(0);
    await page.locator('details.options summary').click();
    await page.getByRole('checkbox', { name: 'Hint button (the best plays of my roll)' }).check();
    // Bring the game to a roll of White's (the person's).
    const phase = () =>
      page.evaluate(async () => {
        const T = (
          globalThis as unknown as {
            nardyTest: {
              view(): { phase: string } | null;
              humanToAct(): boolean;
              thinking(): boolean;
              send(c: unknown): void;
            };
          }
        ).nardyTest;
        for (let i = 0; i < 2000; i++) {
          const v = T.view();
          if (v && T.humanToAct() && !T.thinking()) {
            if (v.phase === 'chooseBoard' || v.phase === 'moving') return v.phase;
            if (v.phase === 'opening' || v.phase === 'beforeRoll') T.send({ type: 'ROLL' });
          }
          await new Promise((r) => setTimeout(r, 10));
        }
        return 'timeout';
      });
    expect(['chooseBoard', 'moving']).toContain(await phase());
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.waitForSelector('.hint-list', { timeout: 30_000 });
    const items = await page.locator('.hint-list li').allTextContents();
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(3);
    expect(items[0]).toMatch(/[+−]\d\.\d{3}/);
    const drawn = await page.evaluate(() => {
      const table = document.querySelector('nardy-game nardy-table') as unknown as { shadowRoot: ShadowRoot };
      const board = table.shadowRoot.querySelector('nardy-board') as unknown as {
        suggestions: { kind: string }[] | null;
      };
      return board.suggestions?.map((x) => x.kind) ?? [];
    });
    expect(drawn[0]).toBe('best');
    await shot(page, 'analysis-hint.png', true, true);
    // White plays; the turn is marked in the move list and the hint is gone.
    await page.evaluate(() => (globalThis as unknown as { nardyTest: { playFirst(): boolean } }).nardyTest.playFirst());
    await page.waitForSelector('.move-list .turn.white.hinted');
    expect(await page.locator('.move-list .turn.hinted .hint-mark').first().textContent()).toBe('(hint)');
    expect(await page.locator('.hint-list').count()).toBe(0);
    // The mark is kept with the saved game: after a reload the hinted turn is still marked.
    await page.reload();
    await page.waitForSelector('.move-list .turn.white.hinted');
    expect(await page.locator('.move-list .turn.hinted').count()).toBe(1);
    // On a phone the side panel of a two-board table is hidden: Hint sits in the table's action bar,
    // with the turn's buttons.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.app-header').getByRole('button', { name: 'New game', exact: true }).click();
    await page.selectOption('#opponent', 'computer');
    await page.getByRole('button', { name: 'Parallel short nardy, 2 boards', exact: true }).click();
    await page.waitForSelector('nardy-table');
    expect(['chooseBoard', 'moving']).toContain(await phase());
    await page.waitForSelector('nardy-game aside.game-side[hidden]', { state: 'attached' });
    const inBar = page.locator('nardy-table > [slot="actions"] button.hint-button');
    await inBar.waitFor({ state: 'visible' });
    // Both boxes are read in one frame, and read again until the phone layout has settled (the
    // header and the hidden side panel move the table while the new game starts).
    const boxes = () =>
      page.evaluate(() => {
        const box = (e: Element | null | undefined) => {
          const r = e?.getBoundingClientRect();
          return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
        };
        const table = document.querySelector('nardy-game nardy-table') as HTMLElement;
        return {
          button: box(table.querySelector(':scope > [slot="actions"] button.hint-button')),
          bar: box(
            table.shadowRoot
              ?.querySelector('slot[name="actions"]')
              ?.closest('.actions')
              ?.querySelector('button.action'),
          ),
        };
      });
    const offCentre = async () => {
      const { button, bar } = await boxes();
      return button && bar
        ? Math.abs(button.y + button.height / 2 - (bar.y + bar.height / 2))
        : Number.POSITIVE_INFINITY;
    };
    // On the same line as the bar's own buttons.
    await expect.poll(offCentre, { timeout: 5000 }).toBeLessThanOrEqual(6);
    const { button } = await boxes();
    expect(button).toBeTruthy();
    if (button) {
      expect(button.x + button.width).toBeLessThanOrEqual(390);
      expect(button.height).toBeGreaterThanOrEqual(40);
    }
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const table = document.querySelector('nardy-game nardy-table') as unknown as { shadowRoot: ShadowRoot };
          const board = table.shadowRoot.querySelector('nardy-board') as unknown as { suggestions: unknown[] | null };
          return board.suggestions?.length ?? 0;
        }),
      )
      .toBeGreaterThan(0);
    // The list is in the hidden side panel: the status line above the boards gives the equities in one
    // line, each by the label of its arrow ("Hint: 1 +0.123 · 2 +0.101 · 3 −0.020").
    const status = page.locator('nardy-game nardy-table [part="status"] .text');
    await expect.poll(() => status.textContent()).toMatch(/^Hint: 1\s[+−]\d\.\d{3}( · [23]\s[+−]\d\.\d{3}){0,2}$/);
    const arrows = await page.evaluate(() => {
      const table = document.querySelector('nardy-game nardy-table') as unknown as { shadowRoot: ShadowRoot };
      return [...table.shadowRoot.querySelectorAll('nardy-board')].flatMap(
        (b) => (b as unknown as { suggestions: { label: string }[] | null }).suggestions?.map((x) => x.label) ?? [],
      );
    });
    const ranks = [...((await status.textContent()) ?? '').matchAll(/(\d)\s[+−]\d\.\d{3}/g)].map((m) => m[1]);
    expect(ranks.length).toBeLessThanOrEqual(3);
    expect(arrows.sort()).toEqual(ranks);
    const line = await status.boundingBox();
    expect(line && line.x >= 0 && line.x + line.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await shot(page, 'analysis-hint-phone.png');
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });
});
