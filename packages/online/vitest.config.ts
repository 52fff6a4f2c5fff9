import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'online', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 30000, isolate: false },
});
