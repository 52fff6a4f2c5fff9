import { type Color, err, ok, parseMoveText, type Result, type StepInput } from '@nardy/rules';
import { type DiceSource, rollDice } from './dice.ts';
import { parseSteps, type RecordEvent } from './events.ts';
import { isColor, isIndex, isRecord } from './shape.ts';
import { applyEvent, startNextGame } from './table.ts';
import { actorOf, type Refusal, type RefusalCode, refuse, selectableBoards, type TableState } from './tableState.ts';
import { resolvePlay, turnPlan } from './turnPlans.ts';

/**
 * What anyone at the table — a person's clicks, a bot seat, a network client — can ask it to do: the
 * one command vocabulary of the table machine, `applyCommand` and the game server. Anything not allowed
 * now is refused with a stable code and leaves the state unchanged.
 *
 * Two ways to play a roll, with identical results: `STEP` one checker at a time (then `CONFIRM`, with
 * `UNDO` on the way), for people; or `PLAY` the whole roll at once, for bots and networked seats.
 */
export type TableCommand = (
  | { readonly type: 'ROLL' }
  | { readonly type: 'CHOOSE_BOARD'; readonly board: number }
  | { readonly type: 'STEP'; readonly board: number; readonly from: number; readonly to: number; readonly die?: number }
  | { readonly type: 'UNDO' }
  | { readonly type: 'CONFIRM' }
  | PlayCommand
  | { readonly type: 'DOUBLE'; readonly board?: number }
  | { readonly type: 'TAKE' }
  | { readonly type: 'DROP'; readonly board?: number }
  | { readonly type: 'RESIGN'; readonly board?: number; readonly match?: true }
  | { readonly type: 'NEXT_GAME' }
) & {
  /**
   * Optional: who sends the command (networked or bot seats). When given it must be the player to
   * act (`turn/not-yours` otherwise); RESIGN with a player resigns for that player at any time.
   */
  readonly player?: Color;
};

/**
 * A whole play of the roll on one board, written either as `steps` (`[[from, to], ...]`, the record's
 * form) or as notation `text` (`"8/5 6/5"`, `"13/7(2)"`, `"bar/22*"`; `""` or `"pass"` for a pass).
 * Moves may come in any order and span several dice: `TurnPlan.resolve` finds the play, exactly as for
 * a record `move`. Steps entered with STEP on the same board are replaced. The `move` record event it
 * appends carries the resolved single-die steps, so PLAY and STEP…CONFIRM record the same event.
 */
export type PlayCommand =
  | { readonly type: 'PLAY'; readonly board: number; readonly steps: readonly (readonly [number, number])[] }
  | { readonly type: 'PLAY'; readonly board: number; readonly text: string };

/** Every command type, in the order of the vocabulary above. */
export const TABLE_COMMAND_TYPES = [
  'ROLL',
  'CHOOSE_BOARD',
  'STEP',
  'UNDO',
  'CONFIRM',
  'PLAY',
  'DOUBLE',
  'TAKE',
  'DROP',
  'RESIGN',
  'NEXT_GAME',
] as const satisfies readonly TableCommand['type'][];
export type TableCommandType = (typeof TABLE_COMMAND_TYPES)[number];

/** What an accepted command did: the new state, the dice source to use next, and the record event it appended. */
export interface CommandResult {
  readonly state: TableState;
  readonly dice: DiceSource;
  /** The record event appended (ROLL, PLAY, CONFIRM, DOUBLE, TAKE, DROP, RESIGN), or null (CHOOSE_BOARD, STEP, UNDO, NEXT_GAME). */
  readonly event: RecordEvent | null;
}

/** `applyCommand`'s answer, in the one Result shape of the packages. */
export type CommandApplied = Result<CommandResult, RefusalCode>;

const isPoint = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 25;
const isDieValue = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 6;

/**
 * Checks the shape of an untrusted command — anything at all: `null`, a string, `{}`, a record event,
 * a payload of the wrong type — and returns a normalised copy (unknown fields dropped) or
 * `event/malformed`. Whether the command is allowed now is `applyCommand`'s business.
 */
export function parseCommand(input: unknown): Result<TableCommand, 'event/malformed'> {
  const bad = (why: string) => err('event/malformed' as const, why);
  if (!isRecord(input) || typeof input.type !== 'string') return bad('a command is an object with a "type"');
  const type = input.type as TableCommandType;
  if (!(TABLE_COMMAND_TYPES as readonly string[]).includes(type)) {
    return bad(`${JSON.stringify(input.type)} is not a table command (one of ${TABLE_COMMAND_TYPES.join(', ')})`);
  }
  if (input.player !== undefined && !isColor(input.player)) return bad('"player" must be "white" or "black"');
  const who = input.player === undefined ? {} : { player: input.player as Color };
  const board = input.board;
  switch (type) {
    case 'CHOOSE_BOARD':
      return isIndex(board) ? ok({ type, board, ...who }) : bad('CHOOSE_BOARD needs a board index');
    case 'STEP': {
      if (!isIndex(board) || !isPoint(input.from) || !isPoint(input.to)) {
        return bad('STEP needs "board", "from" 1..25 and "to" 0..24');
      }
      if (input.die !== undefined && !isDieValue(input.die)) return bad('STEP "die" must be 1..6');
      const die = input.die === undefined ? {} : { die: input.die as number };
      return ok({ type, board, from: input.from, to: input.to, ...die, ...who });
    }
    case 'PLAY': {
      if (!isIndex(board)) return bad('PLAY needs a board index');
      if ((input.steps === undefined) === (input.text === undefined)) {
        return bad('PLAY needs either "steps": [[from, to], ...] or "text": "8/5 6/5"');
      }
      if (input.text !== undefined) {
        if (typeof input.text !== 'string') return bad('PLAY "text" must be a string of move notation');
        return ok({ type, board, text: input.text, ...who });
      }
      const steps = parseSteps(input.steps, 'PLAY');
      return steps.ok ? ok({ type, board, steps: steps.value, ...who }) : steps;
    }
    case 'RESIGN':
      if (input.match !== undefined) {
        if (input.match !== true) return bad('RESIGN "match" must be true when given');
        if (board !== undefined) return bad('RESIGN "match" resigns the whole table, not one "board"');
        return ok({ type, match: true, ...who });
      }
      if (board === undefined) return ok({ type, ...who });
      return isIndex(board) ? ok({ type, board, ...who }) : bad(`${type} "board" must be a board index`);
    case 'DOUBLE':
    case 'DROP':
      if (board === undefined) return ok({ type, ...who });
      return isIndex(board) ? ok({ type, board, ...who }) : bad(`${type} "board" must be a board index`);
    default:
      return ok({ type, ...who } as TableCommand);
  }
}

/**
 * Applies a command to a table: the one entry point for live play (the table machine, bot seats, the
 * game server). Commands act for the player to act (an optional `player` is checked against him).
 * ROLL draws from `dice`; PLAY and CONFIRM append a `move` record event. A refusal (malformed input
 * included) leaves everything unchanged and never throws.
 */
export function applyCommand(state: TableState, command: unknown, dice: DiceSource): CommandApplied {
  const parsed = parseCommand(command);
  if (!parsed.ok) return parsed;
  const cmd = parsed.value;
  const game = state.game;
  const actor = actorOf(game);
  if (cmd.player !== undefined && actor !== null && cmd.player !== actor && cmd.type !== 'RESIGN') {
    return refuse('turn/not-yours', `it is ${actor}'s turn to act`);
  }
  const viaEvent = (event: RecordEvent, next: DiceSource = dice): CommandApplied => {
    const r = applyEvent(state, event);
    return r.ok ? ok({ state: r.value, dice: next, event }) : r;
  };
  const local = (next: TableState): CommandApplied => ok({ state: next, dice, event: null });
  if (state.over && cmd.type !== 'RESIGN') {
    return state.config.match === null
      ? refuse('game/over', 'the game is over')
      : refuse('match/over', 'the match is over');
  }
  const rollInPlay = game.phase === 'chooseBoard' || game.phase === 'moving';

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
      if (!rollInPlay) return refuse('turn/wrong-phase', `no roll to place now (${game.phase})`);
      const bad = boardProblem(state, cmd.board);
      if (bad) return bad;
      return local({ ...state, game: { ...game, phase: 'moving', chosenBoard: cmd.board, entered: [] } });
    }
    case 'STEP': {
      if (!rollInPlay) return refuse('turn/wrong-phase', `no roll to play now (${game.phase})`);
      const bad = boardProblem(state, cmd.board);
      if (bad) return bad;
      const sameBoard = game.phase === 'moving' && game.chosenBoard === cmd.board;
      const entered = sameBoard ? game.entered : [];
      const view = turnPlan(state, cmd.board)?.view(entered.flat());
      if (!view?.ok) return refuse('move/illegal', 'no roll to play on this board');
      const singles = view.value.next
        .filter((s) => s.from === cmd.from && s.to === cmd.to && (cmd.die === undefined || s.die === cmd.die))
        .sort((a, b) => a.die - b.die);
      const group =
        singles.length > 0
          ? [singles[0]]
          : cmd.die === undefined
            ? view.value.moves.find((m) => m.from === cmd.from && m.to === cmd.to)?.steps
            : undefined;
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
      if (!rollInPlay) return refuse('turn/wrong-phase', 'nothing to undo now');
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
    case 'PLAY': {
      if (!rollInPlay || actor === null) return refuse('turn/wrong-phase', `no roll to play now (${game.phase})`);
      const bad = boardProblem(state, cmd.board);
      if (bad) return bad;
      let written: readonly StepInput[];
      if ('text' in cmd) {
        const text = parseMoveText(cmd.text);
        if (!text.ok) return refuse('event/malformed', text.error.message);
        written = text.value;
      } else {
        written = cmd.steps.map(([from, to]) => ({ from, to }));
      }
      const play = resolvePlay(state, cmd.board, written);
      if (!play.ok) return play;
      return viaEvent({
        type: 'move',
        player: actor,
        board: cmd.board,
        steps: play.value.map((s) => [s.from, s.to] as const),
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
      if (cmd.match) return viaEvent({ type: 'resign', player, match: true });
      return viaEvent(
        cmd.board === undefined ? { type: 'resign', player } : { type: 'resign', player, board: cmd.board },
      );
    }
    case 'NEXT_GAME': {
      const r = startNextGame(state);
      return r.ok ? local(r.value) : r;
    }
  }
}

/**
 * Whether a command addressed to `board` may still use it this turn: the board exists, is unfinished,
 * and the roll is not committed to another board by steps already entered.
 */
function boardProblem(state: TableState, board: number): { ok: false; error: Refusal } | null {
  const { game } = state;
  if (board >= game.boards.length) return refuse('board/unknown', `there is no board ${board}`);
  if (game.boards[board].result !== null) return refuse('board/finished', `board ${board} is finished`);
  if (game.phase === 'moving' && game.chosenBoard !== board && game.entered.length > 0) {
    return refuse('board/committed', `the roll is committed to board ${game.chosenBoard}`);
  }
  return null;
}
