import { COLORS, type Color, type Step } from '@nardy/rules';
import { type DiceSource, rollDice } from './dice.ts';
import type { RecordEvent } from './events.ts';
import {
  type Applied,
  actorOf,
  applyEvent,
  type Refusal,
  type RefusalCode,
  selectableBoards,
  startNextGame,
  type TableState,
  turnPlan,
} from './table.ts';
import type { TableCommand } from './tableView.ts';

/** What an interactive command did: the new state, the dice source to use next, and the record event it appended. */
export interface CommandResult {
  readonly state: TableState;
  readonly dice: DiceSource;
  /** The record event appended (ROLL, CONFIRM, DOUBLE, TAKE, DROP, RESIGN), or null (CHOOSE_BOARD, STEP, UNDO, NEXT_GAME). */
  readonly event: RecordEvent | null;
}

export type CommandApplied =
  | { readonly ok: true; readonly value: CommandResult }
  | { readonly ok: false; readonly error: Refusal };

const COMMAND_TYPES = [
  'ROLL',
  'CHOOSE_BOARD',
  'STEP',
  'UNDO',
  'CONFIRM',
  'DOUBLE',
  'TAKE',
  'DROP',
  'RESIGN',
  'NEXT_GAME',
];

const refuse = (code: RefusalCode, message: string): { ok: false; error: Refusal } => ({
  ok: false,
  error: { code, message },
});
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIndex = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isPoint = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 25;

/** True for the interactive commands of tableView.ts (as opposed to record events). */
export function isTableCommand(value: unknown): value is TableCommand {
  return isRecord(value) && typeof value.type === 'string' && COMMAND_TYPES.includes(value.type);
}

function malformed(command: unknown): string | null {
  if (!isTableCommand(command)) return 'not a table command';
  const c = command as unknown as Record<string, unknown>;
  if (c.player !== undefined && !(COLORS as readonly unknown[]).includes(c.player))
    return 'player must be white or black';
  switch (command.type) {
    case 'CHOOSE_BOARD':
      return isIndex(c.board) ? null : 'CHOOSE_BOARD needs a board index';
    case 'STEP':
      if (!isIndex(c.board) || !isPoint(c.from) || !isPoint(c.to)) return 'STEP needs board, from 1..25, to 0..24';
      if (c.die !== undefined && !(Number.isInteger(c.die) && (c.die as number) >= 1 && (c.die as number) <= 6)) {
        return 'STEP die must be 1..6';
      }
      return null;
    case 'DOUBLE':
    case 'DROP':
    case 'RESIGN':
      return c.board === undefined || isIndex(c.board) ? null : `${command.type} board must be a board index`;
    default:
      return null;
  }
}

/**
 * Applies an interactive command (tableView.ts `TableCommand`) — what `<nardy-table>` and the app send.
 * Commands act for the player to act (an optional `player` is checked against him). ROLL draws from
 * `dice`; CONFIRM turns the entered steps into a `move` record event. Refusals leave everything unchanged.
 */
export function applyCommand(state: TableState, command: unknown, dice: DiceSource): CommandApplied {
  const why = malformed(command);
  if (why !== null) return refuse('event/malformed', why);
  const cmd = command as TableCommand & { readonly player?: Color };
  const game = state.game;
  const actor = actorOf(game);
  if (cmd.player !== undefined && actor !== null && cmd.player !== actor && cmd.type !== 'RESIGN') {
    return refuse('turn/not-yours', `it is ${actor}'s turn to act`);
  }
  const viaEvent = (event: RecordEvent, next: DiceSource = dice): CommandApplied => {
    const r = applyEvent(state, event);
    return r.ok ? { ok: true, value: { state: r.state, dice: next, event } } : r;
  };
  const local = (next: TableState): CommandApplied => ({ ok: true, value: { state: next, dice, event: null } });
  if (state.over && cmd.type !== 'RESIGN') {
    return state.config.match === null
      ? refuse('game/over', 'the game is over')
      : refuse('match/over', 'the match is over');
  }

  switch (cmd.type) {
    case 'ROLL': {
      if (game.phase === 'opening') {
        let source = dice;
        for (;;) {
          const r = rollDice(source);
          source = r.next;
          if (r.dice[0] !== r.dice[1]) return viaEvent({ type: 'opening', white: r.dice[0], black: r.dice[1] }, source);
        }
      }
      if (game.phase !== 'beforeRoll' || actor === null)
        return refuse('turn/wrong-phase', `cannot roll now (${game.phase})`);
      const r = rollDice(dice);
      return viaEvent({ type: 'roll', player: actor, dice: r.dice }, r.next);
    }
    case 'CHOOSE_BOARD': {
      if (game.phase !== 'chooseBoard' && game.phase !== 'moving') {
        return refuse('turn/wrong-phase', `no roll to place now (${game.phase})`);
      }
      const bad = boardProblem(state, cmd.board);
      if (bad) return bad;
      if (game.phase === 'moving' && game.chosenBoard !== cmd.board && game.entered.length > 0) {
        return refuse('board/committed', `the roll is committed to board ${game.chosenBoard}`);
      }
      return local({ ...state, game: { ...game, phase: 'moving', chosenBoard: cmd.board, entered: [] } });
    }
    case 'STEP': {
      if (game.phase !== 'chooseBoard' && game.phase !== 'moving') {
        return refuse('turn/wrong-phase', `no roll to play now (${game.phase})`);
      }
      const bad = boardProblem(state, cmd.board);
      if (bad) return bad;
      const sameBoard = game.phase === 'moving' && game.chosenBoard === cmd.board;
      if (game.phase === 'moving' && !sameBoard && game.entered.length > 0) {
        return refuse('board/committed', `the roll is committed to board ${game.chosenBoard}`);
      }
      const entered = sameBoard ? game.entered : [];
      const plan = turnPlan(state, cmd.board);
      const view = plan?.view(entered.flat());
      if (!view?.ok) return refuse('move/illegal', 'no roll to play on this board');
      const singles = view.value.next
        .filter((s) => s.from === cmd.from && s.to === cmd.to && (cmd.die === undefined || s.die === cmd.die))
        .sort((a, b) => a.die - b.die);
      let group: readonly Step[] | undefined = singles.length > 0 ? [singles[0]] : undefined;
      if (group === undefined && cmd.die === undefined) {
        group = view.value.moves.find((m) => m.from === cmd.from && m.to === cmd.to)?.steps;
      }
      if (group === undefined) {
        const d = cmd.die === undefined ? '' : ` with a ${cmd.die}`;
        return refuse('move/illegal', `${cmd.from}/${cmd.to}${d} is not a legal move now`);
      }
      return local({
        ...state,
        game: { ...game, phase: 'moving', chosenBoard: cmd.board, entered: [...entered, group] },
      });
    }
    case 'UNDO': {
      if (game.phase !== 'chooseBoard' && game.phase !== 'moving')
        return refuse('turn/wrong-phase', 'nothing to undo now');
      if (game.phase === 'moving' && game.entered.length > 0) {
        return local({ ...state, game: { ...game, entered: game.entered.slice(0, -1) } });
      }
      if (game.phase === 'moving' && selectableBoards(game).length > 1) {
        return local({ ...state, game: { ...game, phase: 'chooseBoard', chosenBoard: null } });
      }
      return refuse('undo/nothing', 'no step to undo');
    }
    case 'CONFIRM': {
      if (game.phase === 'chooseBoard') return refuse('board/not-chosen', 'choose a board first');
      if (game.phase !== 'moving' || game.chosenBoard === null || actor === null) {
        return refuse('turn/wrong-phase', 'nothing to confirm now');
      }
      const steps = game.entered.flat();
      const view = turnPlan(state, game.chosenBoard)?.view(steps);
      if (!view?.ok || !view.value.canConfirm) {
        return refuse(
          'move/incomplete',
          `the play is not complete: ${view?.ok ? view.value.diceLeft.join(', ') : ''} left`,
        );
      }
      return viaEvent({
        type: 'move',
        player: actor,
        board: game.chosenBoard,
        steps: steps.map((s) => [s.from, s.to] as const),
      });
    }
    case 'DOUBLE':
      if (actor === null) return refuse('turn/wrong-phase', 'no doubling now');
      return viaEvent(
        cmd.board === undefined
          ? { type: 'double', player: actor }
          : { type: 'double', player: actor, board: cmd.board },
      );
    case 'TAKE':
      if (actor === null) return refuse('turn/wrong-phase', 'no offer to take');
      return viaEvent({ type: 'take', player: actor });
    case 'DROP':
      if (actor === null) return refuse('turn/wrong-phase', 'no offer to drop');
      return viaEvent(
        cmd.board === undefined ? { type: 'drop', player: actor } : { type: 'drop', player: actor, board: cmd.board },
      );
    case 'RESIGN': {
      const player = cmd.player ?? actor;
      if (player === null) return refuse('turn/not-yours', 'RESIGN needs "player" when nobody is to act');
      return viaEvent(
        cmd.board === undefined ? { type: 'resign', player } : { type: 'resign', player, board: cmd.board },
      );
    }
    case 'NEXT_GAME': {
      const r: Applied = startNextGame(state);
      return r.ok ? local(r.state) : r;
    }
  }
}

function boardProblem(state: TableState, board: number): { ok: false; error: Refusal } | null {
  if (board >= state.game.boards.length) return refuse('board/unknown', `there is no board ${board}`);
  if (state.game.boards[board].result !== null) return refuse('board/finished', `board ${board} is finished`);
  return null;
}
