import { defineConfig } from 'vitest/config';

// One vitest run over every package: each package has its own vitest.config.ts (a "project").
// Two workers: on a 2-core machine Vitest would otherwise run the Node test files one at a time, and
// most of the suite's wall time is waiting (servers, Chromium, child processes), not computing.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: ['packages/*', 'apps/*', 'tests/*'],
  },
});
