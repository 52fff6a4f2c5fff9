import type { Locator, Page } from 'playwright-core';

// Geometry of the game screen in the end-to-end tests: the window sizes players use, boxes inside the
// window, and waiting until the screen holds still after a resize.

/** The sizes of issue 19: a laptop, a big screen, a tablet and a phone, each upright and sideways. */
export const SIZES = [
  [1366, 768],
  [1920, 1080],
  [768, 1024],
  [1024, 768],
  [390, 844],
  [844, 390],
] as const;

/** Whether a box lies inside the window. */
export const within = (b: { x: number; y: number; width: number; height: number } | null, w: number, h: number) =>
  b !== null && b.x >= -0.5 && b.y >= -0.5 && b.x + b.width <= w + 0.5 && b.y + b.height <= h + 0.5;

/**
 * The boxes of the elements `locator` finds, as `boundingBox` gives them (null for one not drawn),
 * read in one round trip.
 */
export const boxes = (locator: Locator) =>
  locator.evaluateAll((els) =>
    els.map((e) => {
      if (e.getClientRects().length === 0) return null;
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );

/** Waits until the game screen holds still after a change of window size (the boards refitted). */
export async function settle(page: Page): Promise<void> {
  const rects = () =>
    page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const t = document.querySelector('nardy-table')!;
      return JSON.stringify(
        [t, ...t.shadowRoot!.querySelectorAll('nardy-board, [part="actions"]'), document.documentElement].map((e) => {
          const r = e.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height, e.scrollHeight, e.scrollWidth];
        }),
      );
    });
  let last = await rects();
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(100);
    const now = await rects();
    if (now === last) return;
    last = now;
  }
}
