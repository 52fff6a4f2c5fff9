import { defineProject } from 'vitest/config';

// One project: unit tests (node; happy-dom per file where a DOM is needed) and the end-to-end tests,
// which drive Debian's Chromium against the production build made and served by the global setup.
export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
