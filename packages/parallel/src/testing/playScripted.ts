import { applyCommand, type TableCommand } from '../commands.ts';
import { parseTableConfig, type TableSpec } from '../config.ts';
import { type DiceSource, seededDice } from '../dice.ts';
import { type NardyRecord, recordFromState } from '../record.ts';
import { createTable, type TableState } from '../tableState.ts';
import { legalPlaysOn } from '../turnPlans.ts';

/**
 * Plays a table with seeded dice, always the first legal play on the lowest unfinished board with a
 * legal play (or a pass on the first board), optionally doubling/taking on the way, until the game (or
 * match) is over or `maxTurns` turns were played. Deterministic: the same seed gives the same record.
 * Shared by the tests of several packages (the CLI's .mat commands, the web app's fixtures).
 */
export function playScripted(
  spec: TableSpec | Record<string, unknown>,
  seed: number,
  options: { maxTurns?: number; doubleAt?: number; drop?: boolean } = {},
): { state: TableState; record: NardyRecord } {
  const parsed = parseTableConfig(spec);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let state = createTable(parsed.value);
  let dice: DiceSource = seededDice(seed);
  let turns = 0;
  let doubled = false;
  const max = options.maxTurns ?? 10_000;
  const command = (c: TableCommand) => {
    const r = applyCommand(state, c, dice);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    state = r.value.state;
    dice = r.value.dice;
  };
  while (!state.over && turns < max) {
    const game = state.game;
    if (game.phase === 'gameOver') command({ type: 'NEXT_GAME' });
    else if (game.phase === 'opening') command({ type: 'ROLL' });
    else if (game.phase === 'beforeRoll') {
      const double = options.doubleAt !== undefined && turns >= options.doubleAt && !doubled;
      if (double && state.config.cube.mode !== 'off') {
        doubled = true;
        command({ type: 'DOUBLE', ...(state.config.cube.mode === 'perBoard' ? { board: 0 } : {}) });
      } else command({ type: 'ROLL' });
    } else if (game.phase === 'awaitingReply') {
      command(options.drop ? { type: 'DROP', board: 0 } : { type: 'TAKE' });
    } else {
      let board = game.boards.findIndex((b, i) => b.result === null && (legalPlaysOn(state, i)?.diceUsed ?? 0) > 0);
      if (board < 0) board = game.boards.findIndex((b) => b.result === null);
      const plays = legalPlaysOn(state, board);
      const steps = plays && plays.plays.length > 0 ? plays.plays[0].steps.map((s) => [s.from, s.to] as const) : [];
      command({ type: 'PLAY', board, steps });
      turns++;
    }
  }
  return { state, record: recordFromState(state) };
}
