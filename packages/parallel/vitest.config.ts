import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'parallel', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
