import { inContact, OFF_CELL, type Play, pipCounts } from '@nardy/rules';
import type { TableCommand } from '../commands.ts';
import { isRecord } from '../shape.ts';
import { actorOf, legalPlaysOn, offerableCubes, positionFor, selectableBoards, type TableState } from '../table.ts';

/**
 * What a person's seat may do by itself, each switched on or off by the player (the app's options,
 * sent to the server when a seat joins). Each one only ever takes a choice that is no choice: it never
 * decides anything a player could decide differently.
 */
export interface AutoPlaySettings {
  /** A roll that can be played on exactly one board: choose that board. */
  readonly board: boolean;
  /** On the chosen board, before any step: play the roll when it has one play (or only a pass). */
  readonly play: boolean;
  /**
   * On the chosen board, before any step, in a race (no contact there): bear off as many checkers as
   * the roll can — those plays are equivalent (docs/decisions-parallel.md "Auto-play").
   */
  readonly bearOff: boolean;
  /** Before the roll, when no cube can be turned (none at the table, or none the player may turn): roll. */
  readonly roll: boolean;
}

/** What auto-play did, for the move list and the status line ("forced"). */
export const AUTO_PLAY_KINDS = ['roll', 'board', 'play', 'bearOff'] as const;
export type AutoPlayKind = (typeof AUTO_PLAY_KINDS)[number];

/** The settings of a seat that leaves forced choices to the player (the default of a new seat). */
export const NO_AUTO_PLAY: AutoPlaySettings = { board: false, play: false, bearOff: false, roll: false };

/** The app's defaults: the only board, forced plays and race bear-offs by themselves; the player rolls. */
export const DEFAULT_AUTO_PLAY: AutoPlaySettings = { board: true, play: true, bearOff: true, roll: false };

/**
 * Checks untrusted auto-play settings (a join's options, a settings message): an object whose known
 * fields are booleans; missing fields are off. Null when the input is not such an object.
 */
export function parseAutoPlay(input: unknown): AutoPlaySettings | null {
  if (!isRecord(input)) return null;
  const out: Record<string, boolean> = {};
  for (const key of ['board', 'play', 'bearOff', 'roll'] as const) {
    const v = input[key];
    if (v !== undefined && typeof v !== 'boolean') return null;
    out[key] = v === true;
  }
  return out as unknown as AutoPlaySettings;
}

/** The command a seat with these settings sends by itself now, and which setting made it; null if none. */
export interface AutoCommand {
  readonly command: TableCommand;
  readonly kind: AutoPlayKind;
}

/**
 * The one home of auto-play: the command the player to act sends by himself now under `settings`, or
 * null when he has a real choice (or nothing to do). Carries `player`. The table session asks this for
 * a person's seat — and never again for the rest of a roll after the person's own Undo.
 */
export function autoCommand(state: TableState, settings: AutoPlaySettings): AutoCommand | null {
  const { game } = state;
  const player = actorOf(game);
  if (state.over || player === null) return null;
  if (game.phase === 'beforeRoll' && settings.roll && offerableCubes(state).length === 0) {
    return { command: { type: 'ROLL', player }, kind: 'roll' };
  }
  if (game.phase === 'chooseBoard' && settings.board) {
    const playable = selectableBoards(game).filter((i) => (legalPlaysOn(state, i)?.diceUsed ?? 0) > 0);
    if (playable.length === 1) return { command: { type: 'CHOOSE_BOARD', player, board: playable[0] }, kind: 'board' };
  }
  if (game.phase !== 'moving' || game.chosenBoard === null || game.entered.length > 0) return null;
  const board = game.chosenBoard;
  const plays = legalPlaysOn(state, board);
  if (plays === null) return null;
  const play = (steps: Play['steps']) => ({
    type: 'PLAY' as const,
    player,
    board,
    steps: steps.map((s) => [s.from, s.to] as const),
  });
  if (settings.play && plays.plays.length <= 1) {
    return { command: play(plays.diceUsed === 0 ? [] : plays.plays[0].steps), kind: 'play' };
  }
  if (settings.bearOff) {
    const bearOff = raceBearOff(state, board, plays.plays);
    if (bearOff !== null) return { command: play(bearOff.steps), kind: 'bearOff' };
  }
  return null;
}

/**
 * In a race on `board`, the play that takes off the most checkers (as many as the roll allows), the one
 * leaving the fewest pips among those; null when the sides can still meet, or when no play takes a
 * checker off with every die it uses (then how to move is a real choice).
 */
function raceBearOff(state: TableState, board: number, plays: readonly Play[]): Play | null {
  const { game } = state;
  const mover = game.turn;
  if (mover === null || plays.length === 0) return null;
  const position = positionFor(game.boards[board], mover);
  if (inContact(position)) return null;
  const offBefore = position.cells[OFF_CELL];
  let best: Play | null = null;
  let bestPips = Number.POSITIVE_INFINITY;
  for (const p of plays) {
    const off = p.after.cells[OFF_CELL] - offBefore;
    if (off !== p.steps.length) continue;
    const pips = pipCounts(p.after)[0];
    if (pips < bestPips) {
      best = p;
      bestPips = pips;
    }
  }
  return best;
}
