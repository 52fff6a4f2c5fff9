import { defineProject } from 'vitest/config';

// Some tests play whole games or walk every state of the table; the timeout only catches a hang, so it
// is generous enough for a loaded 2-core machine.
export default defineProject({
  test: { name: 'tournament', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 30000, isolate: false },
});
