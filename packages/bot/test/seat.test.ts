// The computer as a seat (issue 12 §3): botCommand at every phase and level, and the one play-out loop.
import {
  applyCommand,
  createTable,
  type DiceSource,
  parseTableConfig,
  recordFromState,
  scriptedDice,
  seededDice,
  type TableCommand,
  type TableConfig,
  type TableState,
} from '@nardy/parallel';
import { type Color, seededRandom } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { naiveCubeDecision } from '../src/cubeBaseline.ts';
import { CUBE_SEARCH } from '../src/cubeDecision.ts';
import { LEVELS } from '../src/levels.ts';
import { botSeat, playTable, playTableAsync } from '../src/playTable.ts';
import { botCommand } from '../src/seat.ts';

function config(spec: Record<string, unknown>): TableConfig {
  const c = parseTableConfig({ ending: 'koks', cube: { mode: 'off' }, ...spec });
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}

function send(state: TableState, command: TableCommand, dice: DiceSource = seededDice(1)): TableState {
  const r = applyCommand(state, command, dice);
  if (!r.ok) throw new Error(`${JSON.stringify(command)}: ${r.error.code} ${r.error.message}`);
  return r.value.state;
}

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

describe('botCommand', () => {
  it('at every phase and level: the command a click would send, with its player, accepted by the table', () => {
    const cfg = config({ boards: [{ variant: 'short' }, { variant: 'long' }], cube: { mode: 'perBoard' } });
    for (const level of LEVELS) {
      const options = { level, random: seededRandom(3) };
      let state = createTable(cfg);
      // Opening: nobody's turn yet; either seat may roll it.
      expect(botCommand(state, 'white', options)).toEqual({ type: 'ROLL', player: 'white' });
      state = send(state, { type: 'ROLL' }, scriptedDice([5, 2]));
      // A roll to play: PLAY for the player to move, nothing for the other.
      const mover = state.game.turn as Color;
      expect(botCommand(state, other(mover), options)).toBeNull();
      const play = botCommand(state, mover, options);
      expect(play).toMatchObject({ type: 'PLAY', player: mover });
      state = send(state, play as TableCommand);
      // Before the roll: ROLL (or DOUBLE), only for the player to move.
      const next = state.game.turn as Color;
      expect(botCommand(state, other(next), options)).toBeNull();
      const before = botCommand(state, next, options);
      expect(['ROLL', 'DOUBLE']).toContain(before?.type);
      // Facing an offer: TAKE or DROP, only for the one offered.
      const offered = send(state, { type: 'DOUBLE', board: 0 });
      expect(botCommand(offered, next, options)).toBeNull();
      const reply = botCommand(offered, other(next), options);
      expect(['TAKE', 'DROP']).toContain(reply?.type);
      expect(applyCommand(offered, reply as TableCommand, seededDice(1)).ok).toBe(true);
    }
  });

  it('starts the next game of a match and has nothing to do once the table is over', () => {
    const cfg = config({ boards: [{ variant: 'short' }], match: { length: 9, seriesFirstMove: 'loser' } });
    const resigned = send(createTable(cfg, 'white'), { type: 'RESIGN', player: 'white' });
    expect(resigned.game.phase).toBe('gameOver');
    expect(botCommand(resigned, 'black')).toEqual({ type: 'NEXT_GAME', player: 'black' });
    const over = send(createTable(config({ boards: [{ variant: 'short' }] }), 'white'), {
      type: 'RESIGN',
      player: 'white',
    });
    expect(over.over).toBe(true);
    expect(botCommand(over, 'white')).toBeNull();
    expect(botCommand(over, 'black')).toBeNull();
  });

  it("chooses a board with the bot's board choice (equal boards: the first)", () => {
    const table = createTable(
      config({ boards: [{ variant: 'short' }, { variant: 'short' }], ending: 'mars' }),
      'white',
    );
    const rolled = send(table, { type: 'ROLL' }, scriptedDice([6, 5]));
    expect(rolled.game.phase).toBe('chooseBoard');
    expect(botCommand(rolled, 'white')).toMatchObject({ type: 'PLAY', board: 0 });
  });

  it('throws on options that are not a level (a programming error)', () => {
    const rolled = send(createTable(config({ boards: [{ variant: 'short' }] }), 'white'), { type: 'ROLL' });
    expect(() => botCommand(rolled, 'white', { level: 'god' as never })).toThrow(/bot\/bad-level/);
  });
});

describe('playTable: the one play-out loop', () => {
  const match = config({
    boards: [{ variant: 'short' }, { variant: 'short' }],
    cube: { mode: 'shared' },
    match: { length: 2, seriesFirstMove: 'alternating' },
  });
  // The loop is under test, not the cube: no 3-ply looks at close cube decisions, which would make four
  // play-outs of a match slow on a loaded machine.
  const quickCube = { ...CUBE_SEARCH, deepClose: 0, answerDeepClose: 0 };
  const seats = () => ({
    white: botSeat({ level: 'club', random: seededRandom(1), cubeSearch: quickCube }),
    black: botSeat({ level: 'beginner', random: seededRandom(2), cube: naiveCubeDecision }),
  });

  it('plays a match to its end; the same seats and dice give the same record, sync or async', async () => {
    const games: number[] = [];
    const a = playTable(match, seats(), seededDice(7), { onGame: (s) => games.push(s.history.length) });
    expect(a.over).toBe(true);
    expect(games).toEqual(a.history.map((_, i) => i));
    const b = playTable(match, seats(), seededDice(7));
    expect(recordFromState(b)).toEqual(recordFromState(a));
    const c = await playTableAsync(match, seats(), seededDice(7));
    expect(c && recordFromState(c)).toEqual(recordFromState(a));
    // A table in progress is played on from where it stands.
    const resumed = playTable(createTable(match, 'black'), seats(), seededDice(7));
    expect(resumed.over).toBe(true);
  }, 60000);

  it('names the seat whose command the table refused, and a seat with nothing to do', async () => {
    const cheat = () => ({ type: 'PLAY', board: 0, steps: [[24, 1]] }) as const;
    expect(() => playTable(match, { white: cheat, black: cheat }, seededDice(1))).toThrow(
      /seat's .* was refused: move\/illegal/,
    );
    expect(() => playTable(match, { white: () => null, black: () => null }, seededDice(1))).toThrow(
      /has nothing to do/,
    );
    let n = 0;
    const stopped = await playTableAsync(match, seats(), seededDice(1), { stopped: () => n++ > 5 });
    expect(stopped).toBeNull();
  });
});
