import type { StorageLike } from '../localStore.ts';
import { readVersioned, SavedSlot, type UnreadableSave } from '../savedSlot.ts';
import type { Drill } from './drills.ts';
import { firstReview, isDue, nextReview, type Review } from './schedule.ts';

/**
 * The drills kept in this browser with their reviews (docs/app.md "Storage"): one document at
 * `nardy.drills`, versioned like the saved game (`schema`, migrations, an unreadable copy kept aside
 * and never deleted). At most `MAX_DRILLS`: beyond, the smallest mistakes already well learnt go first.
 */
export const DRILLS_SCHEMA = 1;
export const DRILLS_KEYS = { current: 'nardy.drills', unreadable: 'nardy.drills.unreadable' } as const;
export const MAX_DRILLS = 200;

export interface KeptDrill {
  readonly drill: Drill;
  readonly review: Review;
}

type Loaded = { readonly kind: 'ok'; readonly drills: readonly KeptDrill[] };

/** Reads the stored document (null text: no drills yet). */
export function decodeDrills(raw: string | null): Loaded | UnreadableSave {
  if (raw === null) return { kind: 'ok', drills: [] };
  const read = readVersioned(raw, DRILLS_SCHEMA, {});
  if (!read.ok) return { kind: 'unreadable', code: read.code, message: read.message, raw };
  const list = read.value.drills;
  if (!Array.isArray(list)) return { kind: 'unreadable', code: 'storage/shape', message: 'no "drills" list', raw };
  const drills = list.filter(
    (k): k is KeptDrill =>
      typeof k === 'object' &&
      k !== null &&
      typeof k.drill?.id === 'string' &&
      Array.isArray(k.drill?.boards) &&
      Array.isArray(k.drill?.choices) &&
      typeof k.review?.due === 'string' &&
      Number.isInteger(k.review?.box),
  );
  return { kind: 'ok', drills };
}

export class DrillStore {
  readonly #slot: SavedSlot<Loaded>;

  constructor(storage: StorageLike | null) {
    this.#slot = new SavedSlot(storage, DRILLS_KEYS, decodeDrills);
  }

  /** The drills kept (none when the stored text cannot be read: it is kept aside). */
  list(): readonly KeptDrill[] {
    const loaded = this.#slot.load();
    return loaded.kind === 'ok' ? loaded.drills : [];
  }

  #write(drills: readonly KeptDrill[]): string | null {
    return this.#slot.write(JSON.stringify({ schema: DRILLS_SCHEMA, drills }));
  }

  /** Adds new drills (a drill already kept keeps its review); returns how many were new. */
  add(found: readonly Drill[], now: Date): number {
    const kept = [...this.list()];
    const ids = new Set(kept.map((k) => k.drill.id));
    const fresh = found.filter((d) => !ids.has(d.id));
    const all = [...kept, ...fresh.map((drill) => ({ drill, review: firstReview(now) }))];
    // Over the limit: drop the best-learnt (highest box), then the smallest losses.
    all.sort((a, b) => a.review.box - b.review.box || b.drill.loss - a.drill.loss);
    this.#write(all.slice(0, MAX_DRILLS));
    return fresh.length;
  }

  /** Records an answer to a drill and returns its next review. */
  answer(id: string, solved: boolean, now: Date): Review | null {
    const kept = this.list();
    const at = kept.findIndex((k) => k.drill.id === id);
    if (at < 0) return null;
    const review = nextReview(kept[at].review, solved, now);
    this.#write(kept.map((k, i) => (i === at ? { ...k, review } : k)));
    return review;
  }

  /** The drills due at `now`: the earliest due first, the largest mistakes first among equals. */
  due(now: Date): readonly KeptDrill[] {
    return this.list()
      .filter((k) => isDue(k.review, now))
      .sort((a, b) => Date.parse(a.review.due) - Date.parse(b.review.due) || b.drill.loss - a.drill.loss);
  }
}
