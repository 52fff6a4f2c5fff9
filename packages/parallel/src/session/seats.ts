import type { Color } from '@nardy/rules';
import type { TableCommand } from '../commands.ts';
import type { TableState } from '../table.ts';
import { type AutoPlaySettings, NO_AUTO_PLAY } from './autoPlay.ts';

/** Who sits at a colour of a table session. */
export const SEAT_KINDS = ['person', 'computer', 'remote'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

/**
 * A person: acts through the session's `send` (clicks, typed moves, a network client's commands at the
 * server). `auto` says which forced choices the session makes for him (none when left out).
 */
export interface PersonSeat {
  readonly kind: 'person';
  readonly auto?: AutoPlaySettings;
}

/**
 * The computer's decision at `player`'s seat: the command it sends now (it may answer later: a worker,
 * a pool of threads), or null when it has nothing to do — which the session treats as a failure.
 */
export type Decide = (state: TableState, player: Color) => TableCommand | null | Promise<TableCommand | null>;

/** The computer: the session asks `decide` whenever this seat is to act, and sends its answer. */
export interface ComputerSeat {
  readonly kind: 'computer';
  readonly decide: Decide;
  /** Least time before each of its actions (ms), so that people can follow; default 0. */
  readonly thinkMs?: number;
  /**
   * Longest a decision may take (ms) before it counts as hung; default 60,000. A seat that fails twice
   * in a row (throws, hangs, answers nothing or what the table refuses) resigns the table.
   */
  readonly timeoutMs?: number;
  /** Told when the session gives up waiting for a decision (the table moved on, the session stopped). */
  readonly cancel?: () => void;
}

/**
 * Another host decides for this colour (the opponent of an online client; a network seat). This
 * session applies what arrives and never acts for it, nor plays anything automatically for it.
 */
export interface RemoteSeat {
  readonly kind: 'remote';
}

export type Seat = PersonSeat | ComputerSeat | RemoteSeat;

export const PERSON: PersonSeat = { kind: 'person' };
export const REMOTE: RemoteSeat = { kind: 'remote' };

/** A person's seat with these auto-play settings. */
export function personSeat(auto: AutoPlaySettings = NO_AUTO_PLAY): PersonSeat {
  return { kind: 'person', auto };
}

/** The computer's seat around a decide function. */
export function computerSeat(decide: Decide, options: Omit<ComputerSeat, 'kind' | 'decide'> = {}): ComputerSeat {
  return { kind: 'computer', decide, ...options };
}

/** A seat's auto-play settings (none for the computer, which decides everything, and for a remote seat). */
export function autoOf(seat: Seat): AutoPlaySettings {
  return seat.kind === 'person' ? (seat.auto ?? NO_AUTO_PLAY) : NO_AUTO_PLAY;
}
