/** The Chromium executable: `CHROMIUM_PATH`, else Debian's. */
export declare const chromiumPath: string;

/** playwright-core's launch options for that Chromium; a fresh object each call, so callers may add flags. */
export declare function chromiumLaunchOptions(): { executablePath: string; headless: boolean; args: string[] };
