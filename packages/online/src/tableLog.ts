import {
  type Applied,
  applyCommand,
  applyEvent,
  createTable,
  type DiceSource,
  startNextGame,
  type TableCommand,
  type TableConfig,
  type TableState,
} from '@nardy/parallel';
import type { LogEntry } from './protocol.ts';

/** Applies one log entry: a record event through the table core, or the start of the next game. */
export function applyLogEntry(state: TableState, entry: LogEntry): Applied {
  return entry.type === 'next-game' ? startNextGame(state) : applyEvent(state, entry);
}

export type LogReplay =
  | { readonly ok: true; readonly state: TableState }
  | { readonly ok: false; readonly error: { readonly code: string; readonly message: string; readonly entry: number } };

/**
 * The table a log describes: a new table of `config` (opening roll first, as every online table starts)
 * with each entry applied in order. The server rebuilds a room this way and clients keep their replica.
 */
export function replayLog(config: TableConfig, entries: readonly LogEntry[]): LogReplay {
  let state = createTable(config, null);
  for (const [k, entry] of entries.entries()) {
    const r = applyLogEntry(state, entry);
    if (!r.ok) return { ok: false, error: { ...r.error, entry: k } };
    state = r.value;
  }
  return { ok: true, state };
}

/** Dice for commands that never roll (a client applies only what the server accepted). */
const NO_DICE: DiceSource = {
  die() {
    throw new Error('a command without a log entry does not roll');
  },
};

/**
 * Applies an accepted command that appended no log entry (CHOOSE_BOARD, STEP, UNDO), as the server
 * applied it: what each client does with an update's `command` and a snapshot's `turn`.
 */
export function applyTurnCommand(state: TableState, command: TableCommand): Applied {
  const r = applyCommand(state, command, NO_DICE);
  return r.ok ? { ok: true, value: r.value.state } : r;
}

/** The table a snapshot describes: its log replayed, then the commands of the turn in progress. */
export function replayTable(
  config: TableConfig,
  entries: readonly LogEntry[],
  turn: readonly TableCommand[],
): LogReplay {
  const replay = replayLog(config, entries);
  if (!replay.ok) return replay;
  let state = replay.state;
  for (const [k, command] of turn.entries()) {
    const r = applyTurnCommand(state, command);
    if (!r.ok) return { ok: false, error: { ...r.error, entry: entries.length + k } };
    state = r.value;
  }
  return { ok: true, state };
}
