import { defineProject } from 'vitest/config';

// The training code's tests (TD(λ), ranking, quantizing, the fold, the SIMD module's bytes) and the
// scripts' own helpers. The timeout only catches a hang on a loaded 2-core machine.
export default defineProject({
  test: { name: 'lab', include: ['test/**/*.test.ts'], testTimeout: 30000, isolate: false },
});
