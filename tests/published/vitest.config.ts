import { defineProject } from 'vitest/config';

// The published form, tested as its users get it: the global setup builds and packs every package and
// installs the tarballs into a fresh project outside the workspace (npm only); the tests run that
// project's code with plain Node and its files in Debian's Chromium.
export default defineProject({
  test: {
    name: 'published',
    include: ['*.test.ts'],
    environment: 'node',
    globalSetup: ['support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
