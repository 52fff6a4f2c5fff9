// Drives the demo page in headless Chromium: rolls and plays a step on the practice board, rolls and
// plays on the table, and writes screenshots when a folder is given: node bench/demo.mjs [dir]
import { launch } from './browser.mjs';
import { serve } from './serve.mjs';

const dir = process.argv[2];
const { url, close } = await serve();
const browser = await launch();
const errors = [];
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && !/favicon|404/.test(m.text()) && errors.push(m.text()));
  page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()}`));
  await page.goto(`${url}/demo/`);
  await page.waitForFunction(() => document.querySelector('#play')?.shadowRoot?.querySelector('.checker'));
  const play = page.locator('#play');
  await play.getByRole('button', { name: 'Roll' }).click();
  const legal = await page.evaluate(() => document.querySelector('#play').view.legal[0]);
  // Tap the source, then the destination (the view speaks display points, the board's own locations).
  const loc = (p) => (p === 25 ? 'bar-white' : p === 0 ? 'off-white' : `p${p}`);
  await play.locator(`.control[data-loc="${loc(legal.from)}"]`).click();
  await play.locator(`.control[data-loc="${loc(legal.to)}"]`).click();
  const after = await page.evaluate(() => document.querySelector('#play').view.diceLeft.length);
  const table = page.locator('#table');
  await table.getByRole('button', { name: 'Roll' }).click();
  await page.waitForTimeout(400);
  if (dir) await page.screenshot({ path: `${dir}/demo.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  if (dir) await table.screenshot({ path: `${dir}/demo-phone-table.png` });
  const log = await page.locator('#log').textContent();
  process.stdout.write(
    `demo: step played (dice left ${after}); log:\n${log}\nerrors: ${errors.length ? errors.join('\n') : 'none'}\n`,
  );
  process.exitCode = errors.length ? 1 : 0;
} finally {
  await browser.close();
  await close();
}
