import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, shot } from './browser.ts';
import { playTable } from './fixtures.ts';

// Every screen of the app at a phone (390×844, touch) and a laptop (1366×768), in English, Russian and
// Ukrainian (issue 49 §5.1): every control a player can reach lies inside the window — horizontally on
// a page that scrolls, wholly on a screen that fits the window (a table in play) —, each button's words
// inside it, no page scrolls sideways, and the action bar's buttons clear of the dice. One page per kind
// of screen (touch or mouse), taken through the languages and screens; a failure lists every offender.
const base = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const LOCALES = ['en', 'ru', 'uk'] as const;
/** The screens with an address of their own (the new-game screen is the bare address). */
const ADDRESSED = ['#/editor', '#/tournament', '#/club', '#/online'] as const;

interface TestHook {
  send(command: unknown): void;
  humanToAct(): boolean;
  thinking(): boolean;
  view(): { phase: string } | null;
  importText(text: string): boolean;
}

/** What is wrong with the screen now: one line per control outside the window or cut. */
function offenders(page: Page, fits: boolean): Promise<string[]> {
  return page.evaluate((fitsWindow) => {
    const w = innerWidth;
    const h = innerHeight;
    const out: string[] = [];
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.getAttribute('part') ? `[part=${e.getAttribute('part')}]` : ''} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > w + 1)
      out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${w})`);
    if (fitsWindow && document.documentElement.scrollHeight > h + 1)
      out.push(`the page scrolls (${document.documentElement.scrollHeight} > ${h})`);
    const parentOf = (e: Element): Element | null =>
      e.parentElement ?? ((e.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
    /** The nearest ancestor that scrolls its content (what is beyond its edge is reached by scrolling it). */
    const scroller = (e: Element): Element | null => {
      for (let p = parentOf(e); p && p !== document.documentElement && p !== document.body; p = parentOf(p)) {
        const s = getComputedStyle(p);
        if (/(auto|scroll)/.test(s.overflowX + s.overflowY)) return p;
      }
      return null;
    };
    const checked = new Set<Element>();
    const check = (e: Element) => {
      if (checked.has(e)) return;
      checked.add(e);
      const r = e.getBoundingClientRect();
      const across = r.left >= -0.5 && r.right <= w + 0.5;
      const down = !fitsWindow || (r.top >= -0.5 && r.bottom <= h + 0.5);
      if (!across || !down)
        out.push(
          `${name(e)} at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    };
    const CONTROL =
      'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"]';
    const walk = (root: Document | ShadowRoot) => {
      for (const e of root.querySelectorAll('*')) {
        if (e.shadowRoot) walk(e.shadowRoot);
        if (!e.matches(CONTROL)) continue;
        if (e.getClientRects().length === 0 || !e.checkVisibility({ visibilityProperty: true })) continue;
        if (e.closest('dialog:not([open])')) continue;
        const s = scroller(e);
        check(s ?? e);
        if (e.tagName === 'BUTTON' && e.scrollWidth > e.clientWidth + 1)
          out.push(`${name(e)}: its words overflow (${e.scrollWidth} > ${e.clientWidth})`);
      }
    };
    walk(document);
    return out;
  }, fits);
}

/** The action bar's buttons that meet a die or a tall stack's count on their board (both stay in view). */
function barOverDice(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const table = document.querySelector('nardy-table')?.shadowRoot;
    const actions = table?.querySelector('[part="actions"]');
    const board = actions?.closest('.board-box')?.querySelector('nardy-board');
    if (!actions || !board) return [];
    const dice = [...(board.shadowRoot?.querySelectorAll('g.die, text.count') ?? [])].map((d) =>
      d.getBoundingClientRect(),
    );
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return [...actions.querySelectorAll('button')]
      .filter((b) => b.getClientRects().length > 0 && dice.some((d) => meets(b.getBoundingClientRect(), d)))
      .map((b) => `"${b.textContent?.trim()}" covers a die or a stack's count`);
  });
}

/** Waits two frames and until the layout holds still (the table refits after a change of size). */
async function still(page: Page): Promise<void> {
  let last = '';
  for (let i = 0; i < 30; i++) {
    const now = await page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const t = document.querySelector('nardy-table');
      const e = t ?? document.querySelector('main') ?? document.body;
      const r = e.getBoundingClientRect();
      return `${r.width},${r.height},${document.documentElement.scrollHeight},${document.documentElement.scrollWidth}`;
    });
    if (now === last) return;
    last = now;
    await page.waitForTimeout(60);
  }
}

const hook = (page: Page) => ({
  waitHuman: () =>
    page.waitForFunction(() => {
      const T = (globalThis as unknown as { nardyTest: TestHook }).nardyTest;
      return T.humanToAct() && !T.thinking();
    }),
  send: (command: unknown) =>
    page.evaluate((c) => (globalThis as unknown as { nardyTest: TestHook }).nardyTest.send(c), command),
});

/** Opens the app afresh in `locale` (preferences kept in storage, hints on, no game kept). */
async function openAfresh(page: Page, locale: string): Promise<void> {
  await page.goto(`${base}?test=1&seed=3`);
  await page.evaluate((l) => {
    localStorage.clear();
    localStorage.setItem('nardy.prefs', JSON.stringify({ locale: l, hints: true }));
  }, locale);
  await page.goto(`${base}?test=1&seed=3`);
  await page.waitForSelector('nardy-app header h1');
}

for (const [width, height] of [
  [390, 844],
  [1366, 768],
] as const) {
  describe(`every screen at ${width}×${height} keeps its controls inside the window (issue 49 §5.1)`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      const phone = width < 600;
      context = await browser.newContext({ viewport: { width, height }, hasTouch: phone, isMobile: phone });
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    for (const locale of LOCALES) {
      it(`${locale}: new game, editor, organiser, club, online, a table in play`, async () => {
        const problems: string[] = [];
        const look = async (screen: string, fits = false) => {
          await still(page);
          for (const p of await offenders(page, fits)) problems.push(`${screen}: ${p}`);
        };
        await openAfresh(page, locale);
        await look('new game');
        for (const hash of ADDRESSED) {
          await page.evaluate((h) => {
            location.hash = h;
          }, hash);
          await page.waitForFunction(
            (h) =>
              document.querySelector(
                h === '#/editor'
                  ? 'nardy-position-editor'
                  : h === '#/tournament'
                    ? '.organiser, nardy-organiser, main'
                    : 'main',
              ),
            hash,
          );
          await page.waitForTimeout(300);
          await look(hash);
        }
        // A parallel short + long table against the computer, the opening rolled: the bar on the board
        // in play with Play here, Hint and the dice.
        await openAfresh(page, locale);
        await page.selectOption('#opponent', 'computer');
        await page.selectOption('#board-count', '2');
        await page.selectOption('#board-0', 'short');
        await page.selectOption('#board-1', 'long');
        await page.locator('button.start').click();
        await page.waitForSelector('nardy-table');
        await hook(page).waitHuman();
        await hook(page).send({ type: 'ROLL' });
        await hook(page).waitHuman();
        await page.waitForTimeout(200);
        await look('a table in play', true);
        for (const p of await barOverDice(page)) problems.push(`a table in play: ${p}`);
        await shot(page, `every-screen-play-${locale}-${width}.png`);
        // The long board chosen: its bar clear of the heads' counts (issue 49 §5.11).
        await hook(page).send({ type: 'CHOOSE_BOARD', board: 1 });
        await page.waitForTimeout(200);
        await look('the long board chosen', true);
        for (const p of await barOverDice(page)) problems.push(`the long board chosen: ${p}`);
        await shot(page, `every-screen-long-${locale}-${width}.png`);
        expect(problems).toEqual([]);
      });
    }

    it('the analysis of a finished game in en, ru and uk (analysed once, the language switched)', async () => {
      const problems: string[] = [];
      await openAfresh(page, 'en');
      const { record } = playTable({ boards: [{ variant: 'long' }], ending: 'mars', cube: { mode: 'off' } }, 5);
      await page.evaluate(
        (text) => (globalThis as unknown as { nardyTest: TestHook }).nardyTest.importText(text),
        JSON.stringify(record),
      );
      await page.waitForSelector('button.analyse', { state: 'attached' });
      await page.evaluate(() =>
        document.querySelector<HTMLButtonElement>('dialog[open] button.analyse, .tools button.analyse')?.click(),
      );
      await page.waitForSelector('.analysis-summary', { timeout: 60_000 });
      for (const locale of LOCALES) {
        await page.evaluate((l) => {
          const picker = document.querySelector<HTMLSelectElement>('#locale-picker')!;
          picker.value = l;
          picker.dispatchEvent(new Event('change'));
        }, locale);
        await still(page);
        for (const p of await offenders(page, false)) problems.push(`analysis (${locale}): ${p}`);
        await shot(page, `every-screen-analysis-${locale}-${width}.png`);
      }
      expect(problems).toEqual([]);
    });
  });
}
