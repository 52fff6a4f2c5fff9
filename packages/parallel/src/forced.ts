import type { TableCommand } from './commands.ts';
import { actorOf, legalPlaysOn, selectableBoards, type TableState } from './table.ts';

/** What a person's seat may do by itself (the app's options "play forced moves" and "the only board"). */
export interface AutoPlayOptions {
  /** With a roll that can be played on exactly one board, choose that board. */
  readonly board: boolean;
  /** On the chosen board, before any step, play the roll when it has at most one play (or only a pass). */
  readonly play: boolean;
}

/**
 * The command a seat sends by itself now, if any — the one home of forced-move auto-play, so a local
 * app and a game server play forced moves alike: CHOOSE_BOARD of the only board where the roll can be
 * played (`board`), then PLAY of the only legal play there, or a pass (`play`). Null when the player
 * has a real choice, or nothing to play. Carries `player`, the player to act.
 */
export function forcedCommand(state: TableState, options: AutoPlayOptions): TableCommand | null {
  const { game } = state;
  const player = actorOf(game);
  if (state.over || player === null) return null;
  if (game.phase === 'chooseBoard' && options.board) {
    const playable = selectableBoards(game).filter((i) => (legalPlaysOn(state, i)?.diceUsed ?? 0) > 0);
    if (playable.length === 1) return { type: 'CHOOSE_BOARD', player, board: playable[0] };
  }
  if (game.phase === 'moving' && options.play && game.chosenBoard !== null && game.entered.length === 0) {
    const board = game.chosenBoard;
    const plays = legalPlaysOn(state, board);
    if (plays !== null && plays.plays.length <= 1) {
      const steps = plays.diceUsed === 0 ? [] : plays.plays[0].steps.map((s) => [s.from, s.to] as const);
      return { type: 'PLAY', player, board, steps };
    }
  }
  return null;
}
