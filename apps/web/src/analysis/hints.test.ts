import { applyCommand, applyEvent, createTable, parseTableConfig, seededDice, type TableState } from '@nardy/parallel';
import { describe, expect, it } from 'vitest';
import type { AnalysisClient } from './analysisClient.ts';
import type { ShownPlay } from './analysisProtocol.ts';
import { HintController } from './hints.ts';

/** A two-board table with White's 3-1 rolled (the hint is of that roll). */
function rolled(): TableState {
  const config = parseTableConfig({
    boards: [{ variant: 'short' }, { variant: 'short' }],
    ending: 'koks',
    cube: { mode: 'off' },
  });
  if (!config.ok) throw new Error(config.error.message);
  const r = applyEvent(createTable(config.value, 'white'), { type: 'roll', player: 'white', dice: [3, 1] });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const play = (board: number, equity: number, from: number, to: number, from2: number, to2: number): ShownPlay =>
  ({
    board,
    equity,
    loss: 0,
    text: `${from}/${to} ${from2}/${to2}`,
    steps: [
      { from, to },
      { from: from2, to: to2 },
    ],
  }) as unknown as ShownPlay;

describe('hints on the board (issue 49 §4)', () => {
  it('a colour and a label per candidate; the other boards’ arrows go once a board is chosen', async () => {
    const plays = [play(0, 0.1, 8, 5, 6, 5), play(1, 0.05, 8, 5, 6, 5), play(0, 0.01, 13, 10, 6, 5)];
    // The worker's ranking is the analysis's own (tested there); here only what the page does with it.
    const client = { hint: async () => plays } as unknown as AnalysisClient;
    const hints = new HintController(client, () => {});
    let state = rolled();
    const game = {
      get state() {
        return state;
      },
      humanToAct: true,
      record: () => ({}) as never,
    };
    await hints.ask(game);
    const all = hints.suggestions(game)!;
    expect(all[0]!.map((s) => [s.label, s.kind])).toEqual([
      ['1', 'best'],
      ['3', 'hint-3'],
    ]);
    expect(all[1]!.map((s) => [s.label, s.kind])).toEqual([['2', 'hint-2']]);
    const chose = applyCommand(state, { type: 'CHOOSE_BOARD', player: 'white', board: 1 }, seededDice(1));
    if (!chose.ok) throw new Error(chose.error.message);
    state = chose.value.state;
    const after = hints.suggestions(game)!;
    expect(after[0]).toBeNull();
    expect(after[1]!.map((s) => s.label)).toEqual(['2']);
  });
});
