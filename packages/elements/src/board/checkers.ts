import type { Color } from '@nardy/rules';
import type { Loc } from './layout.ts';

/** One drawn checker: a stable id (so a moved checker animates instead of popping), where and which. */
export interface Placement {
  readonly id: string;
  readonly color: Color;
  readonly loc: Loc;
  /** 0 = at the edge of the stack. */
  readonly index: number;
  readonly count: number;
}

/** Checkers per location, both colours (what a BoardView says, regrouped). */
export type Counts = ReadonlyMap<Loc, { readonly color: Color; readonly count: number }[]>;

export interface BoardCounts {
  readonly points: readonly number[];
  readonly bar: { readonly white: number; readonly black: number };
  readonly off: { readonly white: number; readonly black: number };
}

/** Regroups board data into counts per location and colour. */
export function countsOf(board: BoardCounts): Map<Loc, Map<Color, number>> {
  const counts = new Map<Loc, Map<Color, number>>();
  const add = (loc: Loc, color: Color, n: number) => {
    if (n <= 0) return;
    const m = counts.get(loc) ?? new Map<Color, number>();
    m.set(color, (m.get(color) ?? 0) + n);
    counts.set(loc, m);
  };
  for (let p = 1; p <= 24; p++) {
    const n = board.points[p] ?? 0;
    if (n > 0) add(`p${p}`, 'white', n);
    else if (n < 0) add(`p${p}`, 'black', -n);
  }
  for (const c of ['white', 'black'] as const) {
    add(`bar-${c}`, c, board.bar[c]);
    add(`off-${c}`, c, board.off[c]);
  }
  return counts;
}

/**
 * Gives every checker a stable identity across views. Checkers that stay keep their ids; the ones
 * that left a location (the top of its stack) are handed to the locations that gained checkers,
 * first along the hinted moves (the step just played, a hit checker to the bar), then in order.
 */
export class CheckerTracker {
  #next = 0;
  #ids = new Map<string, string[]>(); // `${color}|${loc}` → ids, edge first

  update(board: BoardCounts, hints: readonly { from: Loc; to: Loc }[] = []): Placement[] {
    const counts = countsOf(board);
    const next = new Map<string, string[]>();
    const out: Placement[] = [];
    for (const color of ['white', 'black'] as const) {
      const released: { loc: Loc; id: string }[] = [];
      const needs: { loc: Loc; missing: number }[] = [];
      const locs = new Set<Loc>();
      for (const key of this.#ids.keys()) if (key.startsWith(`${color}|`)) locs.add(key.slice(color.length + 1) as Loc);
      for (const [loc, m] of counts) if (m.has(color)) locs.add(loc);
      for (const loc of locs) {
        const had = this.#ids.get(`${color}|${loc}`) ?? [];
        const want = counts.get(loc)?.get(color) ?? 0;
        const kept = had.slice(0, want);
        for (const id of had.slice(want)) released.push({ loc, id });
        next.set(`${color}|${loc}`, kept);
        if (want > kept.length) needs.push({ loc, missing: want - kept.length });
      }
      const take = (from: Loc | null): string => {
        const i = from === null ? 0 : released.findIndex((r) => r.loc === from);
        if (i >= 0 && released.length > 0) return released.splice(i, 1)[0].id;
        return `${color}-${this.#next++}`;
      };
      for (const need of needs) {
        const list = next.get(`${color}|${need.loc}`)!;
        for (let k = 0; k < need.missing; k++) {
          const hint = hints.find((h) => h.to === need.loc && released.some((r) => r.loc === h.from));
          list.push(take(hint ? hint.from : null));
        }
      }
    }
    for (const [key, ids] of next) {
      if (ids.length === 0) continue;
      const bar = key.indexOf('|');
      const color = key.slice(0, bar) as Color;
      const loc = key.slice(bar + 1) as Loc;
      ids.forEach((id, index) => {
        out.push({ id, color, loc, index, count: ids.length });
      });
    }
    this.#ids = next;
    // A stable order keeps the DOM order stable too (ids are unique, so this is total).
    return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
}
