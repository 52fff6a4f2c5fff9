import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

/** Where screenshots and measurements of the end-to-end run go (gitignored). */
export const OUTPUT_DIR = fileURLToPath(new URL('../test-results/', import.meta.url));

/** docs/images of the repository: screenshots are copied there only when NARDY_DOCS_IMAGES=1. */
const DOCS_IMAGES = fileURLToPath(new URL('../../../docs/images/', import.meta.url));

/**
 * A screenshot of the window (the whole page with `fullPage`, or one element when given a locator) into
 * test-results/`name`; with
 * NARDY_DOCS_IMAGES=1 in the environment, also into docs/images/`name` when `docs` is set (so that a
 * test run leaves the work tree clean and `NARDY_DOCS_IMAGES=1 … vitest run` refreshes the
 * documentation's pictures).
 */
export async function shot(page: Page | Locator, name: string, docs = false, fullPage = false): Promise<void> {
  const path = join(OUTPUT_DIR, name);
  if ('goto' in page) await page.screenshot({ path, fullPage });
  else await page.screenshot({ path });
  if (docs && process.env.NARDY_DOCS_IMAGES === '1') {
    mkdirSync(DOCS_IMAGES, { recursive: true });
    copyFileSync(path, join(DOCS_IMAGES, name));
  }
}

/** Launches Debian's Chromium headless with the flags this project needs (STACK.md pitfall 6). */
export async function launchChromium(): Promise<Browser> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  return chromium.launch(chromiumLaunchOptions());
}

/** The element that has focus, looking inside shadow roots: tag, text and accessible label. */
export async function focused(page: Page): Promise<{ tag: string; text: string; label: string; name: string }> {
  return page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return {
      tag: a?.tagName.toLowerCase() ?? '',
      text: (a?.textContent ?? '').trim(),
      label: a?.getAttribute('aria-label') ?? '',
      name: a?.getAttribute('name') ?? '',
    };
  });
}

/** Presses Tab until `match` accepts the focused element (at most `limit` presses). */
export async function tabTo(
  page: Page,
  match: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  limit = 120,
): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (match(await focused(page))) return;
  }
  throw new Error('focus never reached the wanted element');
}

/** axe-core's violations inside `selector` (rule id and the elements concerned); [] when clean. */
export async function audit(page: Page, selector = 'body'): Promise<string[]> {
  // Loaded once a page (a page checked again, as the resized game screen is, keeps it). Evaluated, not
  // added as a script tag: the app's Content-Security-Policy refuses inline scripts, the test's too.
  if (!(await page.evaluate(() => 'axe' in globalThis))) {
    await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  }
  return page.evaluate(async (sel) => {
    const axe = (
      globalThis as unknown as {
        axe: { run(el: Element, o: unknown): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document.querySelector(sel) as Element, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}
