import { chooseBoardAndPlay, cubeDecision, type Level } from '@nardy/bot';
import { actorOf, type TableState } from '@nardy/parallel';
import type { Color } from '@nardy/rules';

/** What the computer does now: the same commands and record events a person's clicks produce. */
export type BotDecision =
  | { readonly type: 'ROLL' }
  | { readonly type: 'DOUBLE'; readonly board?: number }
  | { readonly type: 'TAKE' }
  | { readonly type: 'DROP'; readonly board?: number }
  | { readonly type: 'NEXT_GAME' }
  | {
      readonly type: 'PLAY';
      readonly player: Color;
      readonly board: number;
      readonly steps: readonly (readonly [number, number])[];
    };

export const BOT_DECIDE_ERRORS = ['bot/not-its-turn', 'bot/failed'] as const;
export type BotDecideError = (typeof BOT_DECIDE_ERRORS)[number];

export type DecideResult =
  | { readonly ok: true; readonly decision: BotDecision }
  | { readonly ok: false; readonly error: { readonly code: BotDecideError; readonly message: string } };

/** What `player` (the computer) does now at this table, or why it is not his to decide. */
export function decide(state: TableState, player: Color, level: Level): DecideResult {
  const { game } = state;
  const actor = actorOf(game);
  if (actor !== player) {
    return { ok: false, error: { code: 'bot/not-its-turn', message: `it is not ${player}'s turn to act` } };
  }
  try {
    switch (game.phase) {
      case 'beforeRoll': {
        // @nardy/bot's cube judgement (per-board and shared cubes; it never offers where the table forbids).
        const cube = cubeDecision(state);
        if (!cube.ok) throw new Error(cube.error.message);
        if (cube.value.kind !== 'double') return { ok: true, decision: { type: 'ROLL' } };
        const board = cube.value.board;
        return { ok: true, decision: board === null ? { type: 'DOUBLE' } : { type: 'DOUBLE', board } };
      }
      case 'awaitingReply': {
        const reply = cubeDecision(state);
        if (!reply.ok) throw new Error(reply.error.message);
        if (reply.value.kind === 'drop') return { ok: true, decision: { type: 'DROP', board: reply.value.board } };
        return { ok: true, decision: { type: 'TAKE' } };
      }
      case 'chooseBoard':
      case 'moving': {
        // @nardy/bot's table-wide board choice: every board's equity, the cubes and the half point.
        const choice = chooseBoardAndPlay(state, { level });
        if (!choice.ok) throw new Error(choice.error.message);
        const steps = choice.value.steps.map((s) => [s.from, s.to] as const);
        return { ok: true, decision: { type: 'PLAY', player, board: choice.value.board, steps } };
      }
      default:
        return { ok: false, error: { code: 'bot/not-its-turn', message: `nothing to decide in ${game.phase}` } };
    }
  } catch (e) {
    return { ok: false, error: { code: 'bot/failed', message: (e as Error).message } };
  }
}
