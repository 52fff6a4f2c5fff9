// Launches Debian's Chromium through playwright-core (never a downloaded browser).
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

export function launch() {
  return chromium.launch(chromiumLaunchOptions());
}
