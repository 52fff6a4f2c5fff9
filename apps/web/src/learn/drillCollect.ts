import type { RecordAnalysis } from '@nardy/bot';
import type { NardyRecord } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { StorageLike } from '../localStore.ts';
import { DrillStore } from './drillStore.ts';
import { type DrillSource, drillsOf } from './drills.ts';

/** Who learns from an analysed record: the players whose mistakes become drills, and where it came from. */
export interface Learners {
  readonly players: readonly Color[];
  readonly source: DrillSource;
}

/**
 * Keeps the largest mistakes of an analysed record as drills (docs/app.md "Drills"); the app calls it
 * whenever an analysis of a whole record arrives. Returns how many drills were new.
 */
export function keepDrills(
  storage: StorageLike | null,
  record: NardyRecord,
  analysis: RecordAnalysis,
  learners: Learners,
  now = new Date(),
): number {
  return new DrillStore(storage).add(drillsOf(record, analysis, learners.players, learners.source, now), now);
}
