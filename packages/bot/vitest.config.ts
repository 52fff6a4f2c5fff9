import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'bot', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 30000, isolate: false },
});
