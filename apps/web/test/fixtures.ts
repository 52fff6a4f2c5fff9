import {
  applyCommand,
  applyEvent,
  createTable,
  type DiceSource,
  legalPlaysOn,
  type NardyRecord,
  parseTableConfig,
  recordFromState,
  seededDice,
  type TableSpec,
  type TableState,
} from '@nardy/parallel';

/**
 * Plays a table with seeded dice, always the first legal play on the lowest unfinished board with a
 * legal play (or a pass on the first board), optionally doubling/taking on the way, until the game (or
 * match) is over or `maxTurns` turns were played. Deterministic: the same seed gives the same record.
 */
export function playTable(
  spec: TableSpec,
  seed: number,
  options: { maxTurns?: number; doubleAt?: number; drop?: boolean } = {},
): { state: TableState; record: NardyRecord } {
  const config = parseTableConfig(spec);
  if (!config.ok) throw new Error(config.error.message);
  let state = createTable(config.value);
  let dice: DiceSource = seededDice(seed);
  let turns = 0;
  let doubled = false;
  const max = options.maxTurns ?? 10_000;
  const command = (c: Parameters<typeof applyCommand>[1]) => {
    const r = applyCommand(state, c, dice);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    state = r.value.state;
    dice = r.value.dice;
  };
  while (!state.over && turns < max) {
    const game = state.game;
    if (game.phase === 'gameOver') {
      command({ type: 'NEXT_GAME' });
      continue;
    }
    if (game.phase === 'opening') command({ type: 'ROLL' });
    else if (game.phase === 'beforeRoll') {
      if (options.doubleAt !== undefined && turns >= options.doubleAt && !doubled && state.config.cube.mode !== 'off') {
        doubled = true;
        command({ type: 'DOUBLE', ...(state.config.cube.mode === 'perBoard' ? { board: 0 } : {}) });
        continue;
      }
      command({ type: 'ROLL' });
    } else if (game.phase === 'awaitingReply') {
      command(options.drop ? { type: 'DROP', board: 0 } : { type: 'TAKE' });
    } else {
      const player = game.turn!;
      let board = game.boards.findIndex((b, i) => b.result === null && (legalPlaysOn(state, i)?.diceUsed ?? 0) > 0);
      if (board < 0) board = game.boards.findIndex((b) => b.result === null);
      const plays = legalPlaysOn(state, board);
      const steps = plays && plays.plays.length > 0 ? plays.plays[0].steps.map((s) => [s.from, s.to] as const) : [];
      const r = applyEvent(state, { type: 'move', player, board, steps });
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      state = r.value;
      turns++;
    }
  }
  return { state, record: recordFromState(state) };
}
