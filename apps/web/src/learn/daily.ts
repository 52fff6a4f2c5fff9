import type { Dice, Side, VariantName } from '@nardy/rules';
import { dailyIndex } from './dailyPick.ts';
import type { Drill } from './drills.ts';

/**
 * The position of the day (docs/app.md "Drills"): one of a fixed set, committed in
 * dailyPositions.json, that our own analysis generated and checks (lab/scripts/dailyPositions.ts,
 * daily.test.ts). The day's position is the same for everyone: the day's number (UTC) in the set.
 */
export interface DailyEntry {
  readonly variant: VariantName;
  readonly white: Side;
  readonly black: Side;
  readonly dice: Dice;
  readonly ply: number;
  /** The best plays, best first (steps in White's numbering; White is to play). */
  readonly choices: readonly {
    readonly play: string;
    readonly steps: readonly { readonly from: number; readonly to: number }[];
    readonly equity: number;
  }[];
}

const DAY_MS = 86_400_000;

export { dailyIndex };

/** The day's position as a drill (a puzzle like the others; nothing was played, nothing lost). */
export function dailyDrill(entries: readonly DailyEntry[], date: Date): Drill {
  const index = dailyIndex(date, entries.length);
  const e = entries[index];
  const day = new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
  const choices = e.choices.map((c) => ({ board: 0, play: c.play, steps: c.steps, equity: c.equity }));
  return {
    id: `daily-${day}`,
    source: 'daily',
    added: date.toISOString(),
    kind: 'play',
    boards: [{ variant: e.variant, white: e.white, black: e.black, dice: e.dice }],
    tableBoards: [0],
    choices,
    played: choices[0],
    loss: 0,
  };
}
