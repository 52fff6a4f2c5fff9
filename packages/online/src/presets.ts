import type { TableSpec } from '@nardy/parallel';
import { CLOCK_PRESET_NAMES, type ClockPreset } from './clock.ts';

/**
 * The quick-match presets (docs/online.md "Lobby"): what two people agree to play by choosing the same
 * preset and clock. Each is a table spec with the local game's defaults for its boards (ending: koks when
 * a board is of the short family, mars for the long family alone).
 */
export const QUICK_PRESETS = {
  /** Short nardy, one board, a single game. */
  short: { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard' } },
  /** Short nardy, one board, a match to 5 with the Crawford rule. */
  'short-5': {
    boards: [{ variant: 'short' }],
    ending: 'koks',
    cube: { mode: 'perBoard' },
    match: { length: 5, seriesFirstMove: 'loser', crawford: true },
  },
  /** Long nardy, one board, a single game (no cube, as it is usually played). */
  long: { boards: [{ variant: 'long' }], ending: 'mars', cube: { mode: 'off' } },
  /** Parallel nardy: a short and a long board, a cube per board. */
  'parallel-short-long': {
    boards: [{ variant: 'short' }, { variant: 'long' }],
    ending: 'koks',
    cube: { mode: 'perBoard' },
  },
  /** Parallel nardy: two short boards and one shared cube. */
  'parallel-2-shared': {
    boards: [{ variant: 'short' }, { variant: 'short' }],
    ending: 'koks',
    cube: { mode: 'shared' },
  },
} as const satisfies Record<string, TableSpec>;

export type QuickPreset = keyof typeof QUICK_PRESETS;
export const QUICK_PRESET_NAMES = Object.keys(QUICK_PRESETS) as QuickPreset[];

export const isQuickPreset = (v: unknown): v is QuickPreset =>
  typeof v === 'string' && (QUICK_PRESET_NAMES as string[]).includes(v);
export const isClockPreset = (v: unknown): v is ClockPreset =>
  typeof v === 'string' && (CLOCK_PRESET_NAMES as string[]).includes(v);
