// Budget (docs/benchmarks.md): no long task (> 50 ms) while a move animates. Loads the built bundle
// in headless Chromium, draws one board and a four-board table, then plays 40 moves, each animated
// on five boards at once (after 3 warm-up moves that let the JIT compile the render paths), and reports the long tasks the browser saw (PerformanceObserver 'longtask').
// Also runs with 4× CPU throttling to stand in for a slow phone, and reports the script time of each
// view update (a long task on a loaded machine can also be the OS not scheduling the browser).
// Needs `npm run build` first.
import { launch } from './browser.mjs';
import { serve } from './serve.mjs';

const { url, close } = await serve();
const browser = await launch();
const results = [];
try {
  for (const [scenario, throttle] of [
    ['board', 1],
    ['board', 4],
    ['table-one', 1],
    ['table-one', 4],
    ['table', 1],
    ['table', 4],
  ]) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(`${url}/bench/longtasks.html`);
    await page.waitForFunction(() => window.ready === true);
    await page.waitForTimeout(300);
    const r = await page.evaluate(([s]) => window.runMoves(40, 260, 3, s), [scenario]);
    results.push({ scenario, cpuThrottle: throttle, ...r, errors });
    await page.close();
  }
} finally {
  await browser.close();
  await close();
}
for (const r of results) {
  process.stdout.write(
    `${r.scenario}, cpu ×${r.cpuThrottle}: ${r.moves} animated moves in ${r.elapsed.toFixed(0)} ms, long tasks: ${r.longTasks}, longest ${r.longest.toFixed(1)} ms; render (script) median ${r.renderMedian.toFixed(1)} ms, max ${r.renderMax.toFixed(1)} ms${r.errors.length ? ` errors: ${r.errors.join(' ')}` : ''}\n`,
  );
}
process.stdout.write(`${JSON.stringify(results)}\n`);
process.exitCode =
  results.filter((r) => r.scenario !== 'table').every((r) => r.longTasks === 0) &&
  results.every((r) => r.errors.length === 0)
    ? 0
    : 1;
