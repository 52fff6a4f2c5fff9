import {
  applyCommand,
  createTable,
  makeMat,
  parseTableConfig,
  readRecord,
  recordFromState,
  scriptedDice,
  type TableState,
} from '@nardy/parallel';
import { describe, expect, it } from 'vitest';
import { playTable } from '../test/fixtures.ts';
import { appStrings } from './i18n.ts';
import { matMessage } from './matMessage.ts';

const t = appStrings('en');

function table(spec: Record<string, unknown>): TableState {
  const c = parseTableConfig(spec);
  if (!c.ok) throw new Error(c.error.message);
  return createTable(c.value, 'white');
}

describe('a roll with no play, and the .mat export (issue 19, bug 2)', () => {
  it('bug 19.2: a one-board roll with no legal play is in the move list, and the game exports as .mat', () => {
    // White on the bar against a closed board: 6-4 cannot enter, the table passes by itself.
    const start = {
      white: { points: { 6: 14 }, bar: 1 },
      black: { points: { 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 5 } },
    };
    let state = table({ boards: [{ variant: 'short', start }], ending: 'koks', cube: { mode: 'off' } });
    const r = applyCommand(state, { type: 'ROLL' }, scriptedDice([6, 4]));
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    const read = readRecord(recordFromState(state));
    if (!read.ok) throw new Error(read.error.message);
    const line = read.value.games[0].turns.map((turn) => t.turnLine(turn, 1));
    expect(line).toEqual(['White 6-4: cannot move']);
    // Its own start cannot be written to .mat: said as such, not as a failure of the pass.
    const mat = makeMat(recordFromState(state));
    expect(matMessage(mat, t, 1)?.text).toBe('No .mat file: Board 1: it began from its own position');
    // From the usual start (seed 4 rolls a pass for Black at turn 29): the .mat has the pass as "65:".
    const { record } = playTable({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } }, 4, {
      maxTurns: 60,
    });
    const played = readRecord(record);
    if (!played.ok) throw new Error(played.error.message);
    expect(played.value.games[0].turns.map((turn) => t.turnLine(turn, 1))).toContain('Black 6-5: cannot move');
    const full = makeMat(record);
    expect(full.ok).toBe(true);
    expect(full.ok && full.value.text).toMatch(/ 65:\n/);
    expect(matMessage(full, t, 1)).toBeNull();
  });

  it('bug 19.2: a parallel game of short boards whose turns do not alternate says so', () => {
    let state = table({ boards: [{ variant: 'short' }, { variant: 'short' }], ending: 'koks', cube: { mode: 'off' } });
    let dice = scriptedDice([3, 1, 5, 2, 4, 2, 6, 5]);
    const send = (c: Parameters<typeof applyCommand>[1]) => {
      const r = applyCommand(state, c, dice);
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      state = r.value.state;
      dice = r.value.dice;
    };
    // White plays board 0, Black board 1, White board 0 again, Black board 1: neither board alternates.
    send({ type: 'ROLL' });
    send({
      type: 'PLAY',
      board: 0,
      steps: [
        [8, 5],
        [6, 5],
      ],
    });
    send({ type: 'ROLL' });
    send({
      type: 'PLAY',
      board: 1,
      steps: [
        [13, 8],
        [13, 11],
      ],
    });
    send({ type: 'ROLL' });
    send({
      type: 'PLAY',
      board: 0,
      steps: [
        [13, 9],
        [13, 11],
      ],
    });
    send({ type: 'ROLL' });
    send({
      type: 'PLAY',
      board: 1,
      steps: [
        [24, 18],
        [18, 13],
      ],
    });
    const mat = makeMat(recordFromState(state));
    expect(mat.ok).toBe(false);
    const text = matMessage(mat, t, 1)?.text ?? '';
    expect(text).not.toContain('no short board');
    expect(text).toBe(
      'No .mat file: Board 1: its turns do not alternate (a player moved twice in a row, playing another board in between); Board 2: its turns do not alternate (a player moved twice in a row, playing another board in between)',
    );
  });
});
