import { cheapCommand, type OnlineTable } from '@nardy/online';
import type { Color } from '@nardy/rules';

/** What a driven table is told: each accepted command (by which seat), each failed one. */
export interface DriveHooks {
  /** Pause between two commands (ms). */
  readonly pauseMs: number;
  accepted(seat: Color): void;
  failed(error: unknown): void;
}

/**
 * Plays cheap commands at a table of two seats until `running.on` turns false or the table ends: both
 * seats caught up first, then the next cheap command by the seat to act. A dropped connection is ridden
 * out by waiting for both seats to be connected again; a failed command is told and tried again later.
 */
export async function driveCheap(
  seats: { readonly white: OnlineTable; readonly black: OnlineTable },
  running: { on: boolean },
  hooks: DriveHooks,
): Promise<void> {
  const { white, black } = seats;
  while (running.on) {
    try {
      if (white.status !== 'connected' || black.status !== 'connected') {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      const version = Math.max(white.snapshot.version, black.snapshot.version);
      await white.until((s) => s.version >= version, 10000);
      await black.until((s) => s.version >= version, 10000);
      const next = cheapCommand(white.snapshot.view);
      if (next === null) return;
      await seats[next.seat].send(next.command);
      hooks.accepted(next.seat);
      await new Promise((r) => setTimeout(r, hooks.pauseMs));
    } catch (e) {
      hooks.failed(e);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
