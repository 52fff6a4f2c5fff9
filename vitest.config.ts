import { defineConfig } from 'vitest/config';

// One vitest run over every package: each package has its own vitest.config.ts (a "project").
// Vitest's own worker count is kept: `maxWorkers: 2` was measured on this 2-core machine (a clean-clone
// `.ci/run`, nothing else running) and gave the same wall time, 12.5 min, with every file taking about
// twice as long — the suite is CPU-bound here, so only doing less work makes it faster.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'tests/*'],
  },
});
