import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One vitest run over every package and the lab: each has its own vitest.config.ts (a "project").
//
// `npm test` splits the projects into two lanes run side by side as two vitest processes (see
// scripts/test.mjs), chosen by NARDY_TEST_LANE:
// - `browser`: the projects that drive Chromium (the app's end-to-end tests, the published files in a
//   page, the elements). They mostly wait on the browser, its rendering and its timers.
// - `node`: every other project. Its files keep a core busy (rules, bot, servers under load).
// Within a lane files run one at a time (Vitest's own worker count on 2 cores). Two workers in one run
// were measured and gained nothing — two CPU-bound files just share a core — while a waiting browser
// file beside a busy Node file uses the idle core. Unset, the variable selects every project.
const root = fileURLToPath(new URL('.', import.meta.url));
const BROWSER_LANE = ['apps/web', 'tests/published', 'packages/elements'];

function projects(): string[] {
  const lane = process.env.NARDY_TEST_LANE;
  if (lane === 'browser') return BROWSER_LANE;
  const all = [
    ...['packages', 'apps', 'tests'].flatMap((dir) =>
      readdirSync(join(root, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => `${dir}/${d.name}`),
    ),
    'lab',
  ];
  if (lane === 'node') return all.filter((p) => !BROWSER_LANE.includes(p));
  return all;
}

export default defineConfig({
  test: { projects: projects() },
});
