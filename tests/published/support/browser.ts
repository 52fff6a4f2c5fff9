import { type Browser, chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

/** Debian's Chromium, headless, with the flags this project needs (STACK.md pitfall 6). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
