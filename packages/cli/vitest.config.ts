import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files share one worker's module cache (no state of ours is global); it saves a start per file.
    isolate: false,
    // The timeout catches a hang: several tests play whole games in a child process, and with two
    // workers on a 2-core machine they share a core with another file.
    testTimeout: 60000,
    // The online commands' tests start servers from one migrated PGlite folder (see onlineSetup.ts).
    globalSetup: ['test/onlineSetup.ts'],
  },
});
