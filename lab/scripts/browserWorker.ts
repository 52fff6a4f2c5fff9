/**
 * Runs a script in a real browser Web Worker, for the benchmarks that must be measured where the web
 * app runs the bot: bundles `entry` with Vite (one module, and the nets it fetches),
 * serves the folder on a loopback port, starts headless Chromium through playwright-core, posts
 * `message` to the worker and resolves with the first message it posts back, with the browser's
 * version and the bundle's size.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

export async function runInBrowserWorker(
  entry: URL,
  message: unknown,
  chromiumPath?: string,
): Promise<{ browser: string; bundleBytes: number; result: unknown }> {
  const outDir = mkdtempSync(join(tmpdir(), 'nardy-worker-bench-'));
  try {
    await build({
      logLevel: 'warn',
      configFile: false,
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        lib: { entry: fileURLToPath(entry), formats: ['es'], fileName: 'worker' },
      },
    });
    const code = readFileSync(join(outDir, 'worker.js'), 'utf8');
    // Served over http, so that the worker's own URL resolves the files it fetches (a blob: URL cannot).
    const server = createServer((request, response) => {
      const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0])).replace(/^([/\\.])+/, '');
      try {
        const body = path === '' ? '<!doctype html><title>bench</title>' : readFileSync(join(outDir, path));
        const type = path.endsWith('.js') ? 'text/javascript' : path === '' ? 'text/html' : 'application/octet-stream';
        response.writeHead(200, { 'content-type': type }).end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The project's Chromium (CHROMIUM_PATH or Debian's) unless the script was given one.
    const options = chromiumLaunchOptions();
    const browser = await chromium.launch(chromiumPath ? { ...options, executablePath: chromiumPath } : options);
    try {
      const page = await browser.newPage();
      await page.goto(`${origin}/`);
      const result = await page.evaluate(
        ([url, data]) =>
          new Promise((resolve) => {
            const worker = new Worker(url, { type: 'module' });
            worker.onmessage = (e) => resolve(e.data);
            worker.onerror = (e) => resolve({ error: e.message });
            worker.postMessage(data);
          }),
        [`${origin}/worker.js`, message] as const,
      );
      return { browser: `chromium ${browser.version()}`, bundleBytes: code.length, result };
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
