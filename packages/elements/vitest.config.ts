import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

// The elements are tested in real Chromium (Debian's, never a downloaded one). Pure modules (layout,
// interaction state, announcements) are plain TS and would pass anywhere; they run here too.
export default defineProject({
  // Pre-bundle up front so that the browser never reloads a test file mid-run.
  optimizeDeps: {
    include: [
      'lit',
      'lit/decorators.js',
      'lit/directives/repeat.js',
      'lit/directive.js',
      'axe-core',
      '@nardy/parallel > xstate',
    ],
  },
  test: {
    name: 'elements',
    include: ['src/**/*.test.ts'],
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: chromiumLaunchOptions(),
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
