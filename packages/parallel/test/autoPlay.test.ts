import { describe, expect, it } from 'vitest';
import { applyCommand, type TableCommand } from '../src/commands.ts';
import { scriptedDice } from '../src/dice.ts';
import { autoCommand, DEFAULT_AUTO_PLAY, NO_AUTO_PLAY, parseAutoPlay } from '../src/session/autoPlay.ts';
import type { TableState } from '../src/table.ts';
import { side, table } from './builders.ts';

const both = { ...NO_AUTO_PLAY, board: true, play: true };

function send(state: TableState, command: TableCommand, dice = scriptedDice([])): TableState {
  const r = applyCommand(state, command, dice);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.state;
}

const rolled = (spec: Record<string, unknown>, dice: [number, number]) =>
  send(table(spec, 'white'), { type: 'ROLL' }, scriptedDice(dice));

describe('autoCommand: the choices a seat makes by itself', () => {
  // Board 0: White on the bar against a closed home (no play); board 1: one checker left (one play).
  const blocked = { white: side({ 6: 14 }, { bar: 1 }), black: side({ 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 5 }) };
  const last = { white: side({ 1: 1 }, { off: 14 }), black: side({ 6: 15 }) };
  const twoBoards = {
    boards: [
      { variant: 'short', start: blocked },
      { variant: 'short', start: last },
    ],
  };

  it('chooses the only board the roll can be played on, then plays its only play', () => {
    const r = rolled(twoBoards, [6, 5]);
    const choose = autoCommand(r, both);
    expect(choose).toEqual({ command: { type: 'CHOOSE_BOARD', player: 'white', board: 1 }, kind: 'board' });
    const chosen = send(r, choose?.command as TableCommand);
    const play = autoCommand(chosen, both);
    expect(play).toMatchObject({ command: { type: 'PLAY', player: 'white', board: 1 }, kind: 'play' });
    const played = send(chosen, play?.command as TableCommand);
    expect(played.game.boards[1].result?.winner).toBe('white');
  });

  it('passes on a chosen blocked board, and does nothing where the settings are off or the player chooses', () => {
    const r = rolled(twoBoards, [6, 5]);
    const onBlocked = send(r, { type: 'CHOOSE_BOARD', board: 0 });
    expect(autoCommand(onBlocked, both)?.command).toEqual({ type: 'PLAY', player: 'white', board: 0, steps: [] });
    expect(autoCommand(onBlocked, { ...both, play: false })).toBeNull();
    expect(autoCommand(r, { ...both, board: false })).toBeNull();
    const open = rolled({ boards: [{ variant: 'short' }, { variant: 'short' }] }, [6, 5]);
    expect(autoCommand(open, DEFAULT_AUTO_PLAY)).toBeNull();
    expect(autoCommand(send(open, { type: 'CHOOSE_BOARD', board: 0 }), DEFAULT_AUTO_PLAY)).toBeNull();
    expect(autoCommand(table({ boards: [{ variant: 'short' }] }, 'white'), both)).toBeNull();
  });

  it('never plays once a step is entered: the rest of the roll is the player’s', () => {
    const race = rolled(
      {
        boards: [
          { variant: 'short', start: { white: side({ 6: 2, 5: 1, 1: 2 }, { off: 10 }), black: side({ 6: 15 }) } },
        ],
      },
      [6, 5],
    );
    expect(autoCommand(race, DEFAULT_AUTO_PLAY)?.kind).toBe('bearOff');
    expect(autoCommand(send(race, { type: 'STEP', board: 0, from: 6, to: 0, die: 6 }), DEFAULT_AUTO_PLAY)).toBeNull();
  });

  describe('bear-off in a race', () => {
    const race = (white: ReturnType<typeof side>, black: ReturnType<typeof side>, dice: [number, number]) =>
      rolled({ boards: [{ variant: 'short', start: { white, black } }] }, dice);

    it('takes off a checker with every die when the sides cannot meet', () => {
      const r = race(side({ 6: 2, 5: 1, 1: 2 }, { off: 10 }), side({ 6: 15 }), [6, 5]);
      expect(autoCommand(r, { ...NO_AUTO_PLAY, bearOff: true })).toEqual({
        command: {
          type: 'PLAY',
          player: 'white',
          board: 0,
          steps: [
            [6, 0],
            [5, 0],
          ],
        },
        kind: 'bearOff',
      });
      expect(autoCommand(r, { ...NO_AUTO_PLAY, play: true })).toBeNull(); // several plays: not forced
    });

    it('leaves the roll to the player in contact, or when no play takes a checker off with each die', () => {
      // A black checker still in White's home (White's point 3): the sides can meet.
      const contact = race(side({ 6: 2, 5: 1, 1: 2 }, { off: 10 }), side({ 22: 1, 6: 14 }), [6, 5]);
      expect(autoCommand(contact, DEFAULT_AUTO_PLAY)).toBeNull();
      const moving = race(side({ 6: 3 }, { off: 12 }), side({ 6: 15 }), [2, 1]);
      expect(autoCommand(moving, DEFAULT_AUTO_PLAY)).toBeNull();
    });

    it('bears off in the long family once no opposing checker shares the road', () => {
      const white = side({ 6: 2, 5: 1, 1: 2 }, { off: 10 });
      const past = rolled({ boards: [{ variant: 'long', start: { white, black: side({ 1: 15 }) } }] }, [6, 5]);
      expect(autoCommand(past, DEFAULT_AUTO_PLAY)?.kind).toBe('bearOff');
      // Black's point 15 is White's point 3: it still has to pass White's home.
      const onTheRoad = rolled(
        { boards: [{ variant: 'long', start: { white, black: side({ 15: 1, 1: 14 }) } }] },
        [6, 5],
      );
      expect(autoCommand(onTheRoad, DEFAULT_AUTO_PLAY)).toBeNull();
    });
  });

  it('rolls when no cube can be turned, and leaves the roll to the player when one can', () => {
    const noCube = table({ boards: [{ variant: 'short' }], cube: { mode: 'off' } }, 'white');
    expect(autoCommand(noCube, { ...NO_AUTO_PLAY, roll: true })).toEqual({
      command: { type: 'ROLL', player: 'white' },
      kind: 'roll',
    });
    expect(autoCommand(noCube, NO_AUTO_PLAY)).toBeNull();
    const cube = table({ boards: [{ variant: 'short' }], cube: { mode: 'perBoard' } }, 'white');
    expect(autoCommand(cube, { ...NO_AUTO_PLAY, roll: true })).toBeNull();
  });

  it('reads untrusted settings: booleans only, missing ones off', () => {
    expect(parseAutoPlay({ play: true })).toEqual({ board: false, play: true, bearOff: false, roll: false });
    expect(parseAutoPlay({ play: 'yes' })).toBeNull();
    expect(parseAutoPlay(null)).toBeNull();
    expect(parseAutoPlay([])).toBeNull();
  });
});
