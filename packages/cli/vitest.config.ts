import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30000,
    // The online commands' tests start servers from one migrated PGlite folder (see onlineSetup.ts).
    globalSetup: ['test/onlineSetup.ts'],
  },
});
