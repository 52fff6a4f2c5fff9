/**
 * Test hooks read from the page address (docs/app.md "Test hooks"):
 * - `seed=N` plays with seeded dice (a new game starts from that seed), so end-to-end tests can replay
 *   the same game. A production build ignores it unless `test=1` is given too.
 * - `test=1` (any build) also turns on `window.nardyTest` and removes the computer's pauses.
 */
export interface TestHook {
  /** Seed for the dice of new games, or null for real randomness. */
  readonly seed: number | null;
  /** Test mode: `window.nardyTest`, no pauses. */
  readonly test: boolean;
}

export function readTestHook(search: string, production: boolean): TestHook {
  const params = new URLSearchParams(search);
  const test = params.get('test') === '1';
  const raw = params.get('seed');
  const parsed = raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) >>> 0 : null;
  const seed = production && !test ? null : parsed;
  return { seed, test };
}
