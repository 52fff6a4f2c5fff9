import { isLevel, LEVELS } from '@nardy/bot';
import type { ClockSettings } from '@nardy/online';
import type { TableConfig } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { ratingKind } from './ratings/glicko.ts';
import type { TableStore } from './storage/tableStore.ts';
import { hashToken, newServerSeed, randomId } from './tableDice.ts';

export interface NewTable {
  readonly config: TableConfig;
  readonly name: string | null;
  readonly clock: ClockSettings | null;
  /** Rated: both seats must be taken by accounts, and the table changes their ratings when it is over. */
  readonly rated: boolean;
  /** Shown in the lobby (open seat, game to watch). */
  readonly listed?: boolean;
  /** The table this one is a rematch of (colours swapped). */
  readonly rematchOf?: string | null;
  /** Seats the computer plays on the server, by level. */
  readonly computer?: ComputerSeats;
  /** Seats bound to accounts from the start (a challenge's table). */
  readonly accounts?: { readonly [C in Color]?: { readonly id: string; readonly name: string } };
}

/** The seats the computer plays at a new table, by level (`POST /api/tables`'s `"computer"`). */
export type ComputerSeats = { readonly [C in Color]?: string };

/**
 * Checks a request's `"computer": {"white"|"black": LEVEL}` (undefined: none); a message when it is
 * not an object of colours and levels.
 */
export function parseComputerSeats(
  input: unknown,
): { ok: true; value: ComputerSeats } | { ok: false; message: string } {
  if (input === undefined) return { ok: true, value: {} };
  const shape = `computer is {"white"|"black": ${LEVELS.map((l) => `"${l}"`).join(' | ')}}`;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, message: shape };
  const out: { [C in Color]?: string } = {};
  for (const [key, level] of Object.entries(input)) {
    if ((key !== 'white' && key !== 'black') || !isLevel(level)) return { ok: false, message: shape };
    out[key] = level;
  }
  return { ok: true, value: out };
}

/**
 * Opens a table: draws its id, its secret server seed (published as a commitment) and one secret token
 * per seat, and stores it (tokens only as hashes). The one home of table creation: `POST /api/tables`,
 * quick match and rematch all come here. Returns the id and the seat tokens, which only the caller sees
 * (a computer's seat has a token too, never given out).
 */
export async function openTable(
  store: TableStore,
  table: NewTable,
): Promise<{ readonly id: string; readonly tokens: { readonly [C in Color]: string } }> {
  const id = randomId(16);
  const tokens = { white: randomId(32), black: randomId(32) };
  const { serverSeed, commitment } = newServerSeed();
  await store.createTable({
    id,
    name: table.name,
    spec: table.config.spec,
    serverSeed,
    commitment,
    clock: table.clock,
    rated: table.rated,
    listed: table.listed ?? false,
    kind: ratingKind(table.config.spec.boards),
    rematchOf: table.rematchOf ?? null,
    tokenHashes: { white: hashToken(tokens.white), black: hashToken(tokens.black) },
    ...(table.computer ? { computer: table.computer } : {}),
    ...(table.accounts ? { accounts: table.accounts } : {}),
  });
  return { id, tokens };
}
