// The "one script tag" proof: a page with only the bundle's <script type="module"> and
// <nardy-board position-id="4HPwATDgc/ABMA"> must draw the position. Writes a screenshot when a
// path is given: node bench/proof.mjs [screenshot.png]
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from './browser.mjs';
import { packageRoot, serve } from './serve.mjs';

const dir = await mkdtemp(join(tmpdir(), 'nardy-proof-'));
await mkdir(join(dir, 'dist'));
await copyFile(join(packageRoot, 'bundle/nardy-elements.js'), join(dir, 'dist/nardy-elements.js'));
await writeFile(
  join(dir, 'index.html'),
  `<!doctype html><html lang="en"><title>proof</title>
<script type="module" src="dist/nardy-elements.js"></script>
<nardy-board position-id="4HPwATDgc/ABMA"></nardy-board>`,
);
const { url, close } = await serve(dir);
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 640 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${url}/index.html`);
  await page.waitForFunction(() => document.querySelector('nardy-board')?.shadowRoot?.querySelector('.checker'));
  const counts = await page.evaluate(() => {
    const out = {};
    for (const c of document.querySelector('nardy-board').shadowRoot.querySelectorAll('.checker')) {
      const key = `${c.dataset.color} ${c.dataset.loc}`;
      out[key] = (out[key] ?? 0) + 1;
    }
    return out;
  });
  const expected = {
    'white p24': 2,
    'white p13': 5,
    'white p8': 3,
    'white p6': 5,
    'black p1': 2,
    'black p12': 5,
    'black p17': 3,
    'black p19': 5,
  };
  const ok = JSON.stringify(Object.entries(counts).sort()) === JSON.stringify(Object.entries(expected).sort());
  if (process.argv[2]) await page.screenshot({ path: process.argv[2] });
  process.stdout.write(
    `proof: ${ok && errors.length === 0 ? 'ok' : 'FAILED'} ${JSON.stringify(counts)} ${errors.join(' ')}\n`,
  );
  process.exitCode = ok && errors.length === 0 ? 0 : 1;
} finally {
  await browser.close();
  await close();
}
