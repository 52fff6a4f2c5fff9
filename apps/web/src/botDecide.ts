import { chooseMove, defaultEvaluator, type Level, Searcher, scoringFor } from '@nardy/bot';
import { actorOf, legalPlaysOn, positionFor, type TableState } from '@nardy/parallel';
import { type Color, OFF_CELL, type Position } from '@nardy/rules';

/** What the computer does now: the same commands and record events a person's clicks produce. */
export type BotDecision =
  | { readonly type: 'ROLL' }
  | { readonly type: 'DOUBLE'; readonly board?: number }
  | { readonly type: 'TAKE' }
  | { readonly type: 'DROP'; readonly board?: number }
  | { readonly type: 'NEXT_GAME' }
  | {
      readonly type: 'move';
      readonly player: Color;
      readonly board: number;
      readonly steps: readonly (readonly [number, number])[];
    };

export const BOT_DECIDE_ERRORS = ['bot/not-its-turn', 'bot/failed'] as const;
export type BotDecideError = (typeof BOT_DECIDE_ERRORS)[number];

export type DecideResult =
  | { readonly ok: true; readonly decision: BotDecision }
  | { readonly ok: false; readonly error: { readonly code: BotDecideError; readonly message: string } };

/**
 * Cube thresholds of the app's interim cube play (cubeless equity for the player to roll): double a
 * board from this much, unless it is so good that playing on for a mars is better; take down to −0.5
 * (the 25% take point without gammons). Replaced by @nardy/bot's cube decisions when they exist.
 */
export const CUBE_POLICY = { doubleFrom: 0.6, tooGood: 0.95, takeDownTo: -0.5 } as const;

const searchers = new Map<string, Searcher>();

function searcherFor(state: TableState, board: number): Searcher {
  const rules = state.config.boards[board].rules;
  const key = `${JSON.stringify(rules)}|${state.config.ending}`;
  let s = searchers.get(key);
  if (!s) {
    s = new Searcher(rules, defaultEvaluator(rules.variant), scoringFor(state.config.ending));
    searchers.set(key, s);
  }
  return s;
}

/** Cubeless equity of board `i` for `player` as if he were about to roll there. */
function preRollEquity(state: TableState, i: number, player: Color): number {
  const board = state.game.boards[i];
  return searcherFor(state, i).positionEquity(positionFor(board, player).cells);
}

/** The afterstate equity of the mover after `after` (cells seen from the mover). */
function afterEquity(state: TableState, i: number, after: Position): number {
  return searcherFor(state, i).afterstateEquity(after.cells);
}

/**
 * The computer's play for this roll at a parallel table: on every unfinished board it finds its play
 * with `chooseMove` at `level`, and picks the board where that play gains the most equity over passing
 * there (a finished board gains the most: the half-point race). This is the simple board-choice rule of
 * issue 6, used until @nardy/bot exports its table-wide board choice.
 */
function choosePlay(state: TableState, player: Color, level: Level): BotDecision {
  const { game } = state;
  let best: { board: number; gain: number; steps: (readonly [number, number])[] } | null = null;
  game.boards.forEach((board, i) => {
    if (board.result !== null) return;
    if (game.phase === 'moving' && game.entered.length > 0 && game.chosenBoard !== i) return;
    const plays = legalPlaysOn(state, i);
    const position = positionFor(board, player);
    if (!plays || plays.diceUsed === 0 || game.dice === null) {
      if (best === null) best = { board: i, gain: Number.NEGATIVE_INFINITY, steps: [] };
      return;
    }
    const chosen = chooseMove(position.variant, position, game.dice, {
      level,
      firstTurn: !board.firstTurnDone[player],
      rules: state.config.boards[i].rules,
    });
    if (!chosen.ok || chosen.value === null) return;
    const after = chosen.value.after;
    const gain =
      after.cells[OFF_CELL] === 15
        ? Number.POSITIVE_INFINITY
        : afterEquity(state, i, after) - afterEquity(state, i, position);
    if (best === null || gain > best.gain) {
      best = { board: i, gain, steps: chosen.value.steps.map((s) => [s.from, s.to] as const) };
    }
  });
  const pick = best as { board: number; steps: (readonly [number, number])[] } | null;
  if (pick === null) throw new Error('no unfinished board');
  return { type: 'move', player, board: pick.board, steps: pick.steps };
}

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
        const mode = state.config.cube.mode;
        if (mode !== 'off' && !game.crawford) {
          const candidates = game.boards.flatMap((b, i) => (b.result === null ? [i] : []));
          for (const i of candidates) {
            const cube = mode === 'shared' ? game.sharedCube : game.boards[i].cube;
            if (!cube || cube.retired || (cube.owner !== null && cube.owner !== player)) continue;
            if (game.offeredThisTurn.includes(mode === 'shared' ? -1 : i)) continue;
            const e = preRollEquity(state, i, player);
            if (e >= CUBE_POLICY.doubleFrom && e < CUBE_POLICY.tooGood) {
              return { ok: true, decision: mode === 'shared' ? { type: 'DOUBLE' } : { type: 'DOUBLE', board: i } };
            }
          }
        }
        return { ok: true, decision: { type: 'ROLL' } };
      }
      case 'awaitingReply': {
        const offer = game.offer;
        if (!offer) return { ok: true, decision: { type: 'TAKE' } };
        const boards =
          offer.board !== null ? [offer.board] : game.boards.flatMap((b, i) => (b.result === null ? [i] : []));
        // The offerer is about to roll: the computer's equity is minus his.
        const mine = boards.map((i) => -preRollEquity(state, i, offer.by));
        const average = mine.reduce((a, b) => a + b, 0) / mine.length;
        if (average >= CUBE_POLICY.takeDownTo) return { ok: true, decision: { type: 'TAKE' } };
        if (offer.board !== null) return { ok: true, decision: { type: 'DROP', board: offer.board } };
        // Shared cube: give up the board where the computer stands worst (RULES.md §6.7 rule 2).
        let worst = 0;
        mine.forEach((e, k) => {
          if (e < mine[worst]) worst = k;
        });
        return { ok: true, decision: { type: 'DROP', board: boards[worst] } };
      }
      case 'chooseBoard':
      case 'moving':
        return { ok: true, decision: choosePlay(state, player, level) };
      default:
        return { ok: false, error: { code: 'bot/not-its-turn', message: `nothing to decide in ${game.phase}` } };
    }
  } catch (e) {
    return { ok: false, error: { code: 'bot/failed', message: (e as Error).message } };
  }
}
