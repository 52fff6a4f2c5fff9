/**
 * The timers a table session waits with: injected, so that tests run a session on simulated time and
 * the pure package needs no host API. The default is the host's own `setTimeout` (every browser,
 * worker and Node has one).
 */
export interface SessionTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

interface HostTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The host's timers (looked up when called, so that a test's fake timers installed later are used). */
export const HOST_TIMERS: SessionTimers = {
  setTimeout: (callback, ms) => (globalThis as unknown as HostTimers).setTimeout(callback, ms),
  clearTimeout: (handle) => (globalThis as unknown as HostTimers).clearTimeout(handle),
};
