import { BAR_CELL, type Cells, OFF_CELL } from './cells.ts';
import { flipCells, type Position } from './position.ts';
import type { VariantName } from './types.ts';
import { isLongFamily, type Rules } from './variant.ts';

/** How a finished game ended, judged on the loser's position (RULES.md §4.1). */
export const ENDINGS = ['oin', 'mars', 'homeMars', 'koks'] as const;
export type Ending = (typeof ENDINGS)[number];

/** The table's ending setting (RULES.md §4.2): the highest kind of win that counts extra. */
export const ENDING_SETTINGS = ['oin', 'mars', 'koks'] as const;
export type EndingSetting = (typeof ENDING_SETTINGS)[number];

/** Default ending setting: Mars for the long family, Koks for short boards (RULES.md §4.2). */
export function defaultEndingSetting(variant: VariantName): EndingSetting {
  return isLongFamily(variant) ? 'mars' : 'koks';
}

/**
 * Classifies the ending on the loser's position. `loser` says whether the loser is the mover of
 * `position` or the opponent (after the winner's last bear-off, the loser is usually the opponent).
 *
 * Long family: koks ("borne off 0 and a checker on own 13..24") and home mars are produced only with
 * option `longKoks` (RULES.md §4.1; FSNR long nardy knows neither), see docs/decisions.md.
 */
export function classifyEnding(rules: Rules, position: Position, loser: 'mover' | 'opponent'): Ending {
  const cells: Readonly<Cells> = loser === 'mover' ? position.cells : flipCells(position.variant, position.cells);
  if (cells[OFF_CELL] > 0) return 'oin';
  const long = isLongFamily(rules.variant);
  if (long && !rules.longKoks) return 'mars';
  const koksFrom = long ? 13 : 19;
  if (cells[BAR_CELL] > 0) return 'koks';
  for (let p = koksFrom; p <= 24; p++) if (cells[p] > 0) return 'koks';
  for (let p = 7; p <= 24; p++) if (cells[p] > 0) return 'mars';
  return 'homeMars';
}

/**
 * The coefficient of an ending under the ending setting (RULES.md §4.2), before the cube.
 * `homeMarsValue` is option `homeMarsValue` (2 or 3).
 */
export function endingCoefficient(ending: Ending, setting: EndingSetting, homeMarsValue: 2 | 3 = 2): number {
  if (setting === 'oin' || ending === 'oin') return 1;
  if (ending === 'mars') return 2;
  if (setting === 'mars') return 2;
  return ending === 'homeMars' ? homeMarsValue : 3;
}
