/**
 * The "time per move" measurement shared by `bench.ts movetime` (Node) and `workerBenchEntry.ts`
 * (a browser Web Worker), so both time the same positions the same way; `tableMoveTimes` times the
 * whole decision at a parallel table (the board and the play, `botCommand`).
 */

import {
  type BoardRule,
  botCommand,
  chooseBoardAndPlay,
  chooseMove,
  type Level,
  makeStrategy,
  playTable,
  rollDie,
} from '@nardy/bot';
import { parseTableConfig, seededDice, type TableState } from '@nardy/parallel';
import {
  ALL_ROLLS,
  CELLS,
  flipCells,
  OFF_CELL,
  PlayGenerator,
  rulesFor,
  seededRandom,
  startPosition,
} from '@nardy/rules';

type Variant = Parameters<typeof rulesFor>[0];

/** Positions from 0-ply self-play (club against club, seed 5): every 4th turn until `wanted`. */
export function selfPlayPositions(variant: Variant, wanted: number): Int8Array[] {
  const rules = rulesFor(variant);
  const club = makeStrategy('club', rules);
  const random = seededRandom(5);
  const gen = new PlayGenerator();
  const positions: Int8Array[] = [];
  while (positions.length < wanted) {
    const board = Int8Array.from(startPosition(variant).cells);
    for (let turn = 0; turn < 300 && positions.length < wanted; turn++) {
      if (turn % 4 === 1) positions.push(Int8Array.from(board));
      const n = gen.generate(rules, board, rollDie(random), rollDie(random), turn < 2);
      if (n > 0) {
        const pick = club.pick(gen, board);
        board.set(gen.outcomes.subarray(pick * CELLS, (pick + 1) * CELLS));
        if (board[OFF_CELL] === 15) break;
      }
      board.set(flipCells(variant, board));
    }
  }
  return positions;
}

/** Times `level`'s move for all 21 rolls of each position; mean, median, p95 and max in ms. */
export function moveTimes(variant: Variant, level: Level, positions: readonly Int8Array[]) {
  const times: number[] = [];
  for (const cells of positions) {
    for (const dice of ALL_ROLLS) {
      const t0 = performance.now();
      chooseMove(variant, { variant, cells }, dice, { level });
      times.push(performance.now() - t0);
    }
  }
  return summary(times);
}

/**
 * Plays `tables` cubeless tables of these boards (seeds 1…), `level` with board rule `rule` in both
 * seats, and times every decision of a roll to play (which board, which play: `botCommand` in the
 * phases chooseBoard and moving); the same summary as `moveTimes`. `clock` (ms) is the wall clock
 * unless given (Node passes its CPU clock); `deepMargin` as `chooseBoardAndPlay`'s (Infinity: every
 * board searched at the level, as before the staged search).
 */
export function tableMoveTimes(
  boards: readonly Variant[],
  level: Level,
  rule: BoardRule,
  tables: number,
  clock: () => number = () => performance.now(),
  deepMargin?: number,
) {
  const parsed = parseTableConfig({
    boards: boards.map((variant) => ({ variant })),
    ending: boards.some((v) => !v.startsWith('long') && v !== 'khachapuri') ? 'koks' : 'mars',
    cube: { mode: 'off' },
  });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const times: number[] = [];
  const seat = (state: TableState, player: 'white' | 'black') => {
    const timed = state.game.phase === 'chooseBoard' || state.game.phase === 'moving';
    const t0 = clock();
    const command = botCommand(state, player, { level, rule, ...(deepMargin === undefined ? {} : { deepMargin }) });
    if (timed && command?.type === 'PLAY') times.push(clock() - t0);
    return command;
  };
  for (let t = 1; t <= tables; t++) playTable(parsed.value, { white: seat, black: seat }, seededDice(t));
  return summary(times);
}

/**
 * The staged search against searching every board at the level, on the same decisions: plays `tables`
 * cubeless tables of these boards (seeds 1…) with `level` searching every board (`deepMargin`
 * Infinity, board rule `rule`) in both seats, and at every decision of a roll also asks the staged
 * search (`deepMargin`, default DEEP_MARGIN); counts the decisions where both pick the same board and
 * play, sums what the staged pick gives up by the rule's own value of the two picks (`BoardChoice`'s
 * `value`, the lookahead value when both were looked ahead), and times both with `clock` (ms; Node
 * passes its CPU clock).
 */
export function tableStageAgreement(
  boards: readonly Variant[],
  level: Level,
  rule: BoardRule,
  tables: number,
  clock: () => number,
  deepMargin?: number,
) {
  const parsed = parseTableConfig({
    boards: boards.map((variant) => ({ variant })),
    ending: boards.some((v) => !v.startsWith('long') && v !== 'khachapuri') ? 'koks' : 'mars',
    cube: { mode: 'off' },
  });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const every: number[] = [];
  const staged: number[] = [];
  let same = 0;
  let givenUp = 0;
  const seat = (state: TableState, player: 'white' | 'black') => {
    if (state.game.phase !== 'chooseBoard' && state.game.phase !== 'moving') {
      return botCommand(state, player, { level, rule });
    }
    let t0 = clock();
    const plain = chooseBoardAndPlay(state, { level, rule, deepMargin: Number.POSITIVE_INFINITY });
    every.push(clock() - t0);
    t0 = clock();
    const quick = chooseBoardAndPlay(state, { level, rule, ...(deepMargin === undefined ? {} : { deepMargin }) });
    staged.push(clock() - t0);
    if (!plain.ok || !quick.ok) throw new Error('no choice at a roll');
    const a = plain.value;
    const b = quick.value;
    if (a.board === b.board && a.after.cells.every((c, i) => c === b.after.cells[i])) same++;
    else givenUp += a.value - b.value;
    return { type: 'PLAY' as const, player, board: a.board, steps: a.steps.map((s) => [s.from, s.to] as const) };
  };
  for (let t = 1; t <= tables; t++) playTable(parsed.value, { white: seat, black: seat }, seededDice(t));
  return {
    decisions: every.length,
    same,
    givenUpPerDecision: givenUp / every.length,
    every: summary(every),
    staged: summary(staged),
  };
}

function summary(times: number[]) {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return {
    moves: times.length,
    meanMs: times.reduce((a, b) => a + b, 0) / times.length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: at(1),
  };
}
