/** Helpers of the tournament tests. */

/** One HTTP call of the tournament API with a session cookie. */
export async function api(
  base: string,
  method: string,
  path: string,
  cookie: string | null,
  body?: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: the API's answers of many shapes, read by the tests
): Promise<{ status: number; body: any }> {
  const res = await fetch(new URL(path, base), {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await res.json() };
}

/** One short-nardy board, no cube: the quickest table. */
export const ONE_BOARD = { boards: [{ variant: 'short' }], ending: 'mars', cube: { mode: 'off' } };
