import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'tournament', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
