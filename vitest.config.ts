import { defineConfig } from 'vitest/config';

// One vitest run over every package: each package has its own vitest.config.ts (a "project").
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'tests/*'],
  },
});
