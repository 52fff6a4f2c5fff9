/**
 * Where the server takes its time from for the players' clocks: the real clock, or a simulated one in
 * tests (XState's `SimulatedClock` has exactly this shape), so that a clock running out is tested without
 * waiting for it.
 */
export interface TimeSource {
  /** Milliseconds; only differences matter. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const REAL_TIME: TimeSource = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => {
    const t = setTimeout(callback, ms);
    t.unref?.();
    return t;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
