import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files share one worker's module cache (no state of ours is global); it saves a start per file.
    isolate: false,
    globalSetup: ['test/support/globalSetup.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    // One file at a time: files that use Redis pick a database index at random (1–15), and two of them
    // at once could meet on the same one. The other projects' files still run beside these.
    fileParallelism: false,
  },
});
