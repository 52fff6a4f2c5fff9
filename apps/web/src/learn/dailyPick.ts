/**
 * Which position of the day it is (docs/app.md "Drills"), small enough for the first page: the day's
 * index in the committed set, and each position's variant and roll (`DAILY_HEADS`, written by
 * lab/scripts/dailyPositions.ts with the set and checked against it by daily.test.ts), so the first
 * page names today's puzzle without loading the set.
 */

/** One entry a position: `s` short or `l` long, then the two dice ("s42" = short nardy, 4-2). */
export const DAILY_HEADS =
  's42l36s42l26s36l56s23l56s24l23s35l62s32l64s33l62s22l26s61l46s23l35s45l42s53l36s25l51s52l24s25l41s45l63s61l44s43l44s61l62';

const DAY_MS = 86_400_000;

/** The index of the day's position in a set of `count`: days since 1970-01-01 UTC, modulo the set. */
export function dailyIndex(date: Date, count: number): number {
  const day = Math.floor(date.getTime() / DAY_MS);
  return ((day % count) + count) % count;
}

/** Today's variant and roll, read from `DAILY_HEADS`. */
export function dailyHead(date: Date): { readonly variant: 'short' | 'long'; readonly dice: string } {
  const heads = DAILY_HEADS.match(/.{3}/g) ?? [];
  const head = heads[dailyIndex(date, heads.length)] ?? 's00';
  return { variant: head[0] === 'l' ? 'long' : 'short', dice: `${head[1]}-${head[2]}` };
}
