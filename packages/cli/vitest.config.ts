import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The timeout catches a hang: several tests play whole games in a child process, and with two
    // workers on a 2-core machine they share a core with another file.
    testTimeout: 60000,
    // The online commands' tests start servers from one migrated PGlite folder (see onlineSetup.ts).
    globalSetup: ['test/onlineSetup.ts'],
  },
});
