// Debian's Chromium as every browser test and benchmark launches it through playwright-core (never a
// downloaded browser): `CHROMIUM_PATH` or /usr/bin/chromium, headless, and the flags this project needs —
// we run as root, and without the network flags Chromium floods a closed network with refused connections.

/** The Chromium executable: `CHROMIUM_PATH`, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** playwright-core's launch options for that Chromium; a fresh object each call, so callers may add flags. */
export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
