import { ok } from '@nardy/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCommand, type TableCommand } from '../src/commands.ts';
import { scriptedDice, seededDice } from '../src/dice.ts';
import { recordFromState } from '../src/record.ts';
import { DEFAULT_AUTO_PLAY } from '../src/session/autoPlay.ts';
import { computerSeat, PERSON, personSeat, REMOTE } from '../src/session/seats.ts';
import type { SessionChange } from '../src/session/sessionTypes.ts';
import { TableSession } from '../src/session/tableSession.ts';
import { HOST_TIMERS } from '../src/session/timers.ts';
import type { TableState } from '../src/table.ts';
import { config, firstPlay, side } from './builders.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const shortPair = config({ boards: [{ variant: 'short' }, { variant: 'short' }], cube: { mode: 'off' } });

describe('TableSession: one host for every seat', () => {
  it('plays a table of two computers to its end at once, as the timers would', async () => {
    const seats = { white: computerSeat(firstPlay), black: computerSeat(firstPlay) };
    const now = new TableSession({ table: shortPair, dice: seededDice(7), seats }).runToEnd();
    expect(now.over).toBe(true);
    const timed = new TableSession({ table: shortPair, dice: seededDice(7), seats, autoDelayMs: 0 }).start();
    const over = timed.whenOver();
    await vi.runAllTimersAsync();
    expect(JSON.stringify(recordFromState(await over))).toBe(JSON.stringify(recordFromState(now)));
  });

  it('lets a person act only for his own seat, and the computer answer after its think time', async () => {
    const session = new TableSession({
      table: config({ boards: [{ variant: 'short' }], cube: { mode: 'off' } }),
      first: 'white',
      dice: scriptedDice([6, 5, 3, 1, 4, 2]),
      seats: { white: PERSON, black: computerSeat(firstPlay, { thinkMs: 500 }) },
    }).start();
    const refusals: string[] = [];
    session.on('refused', (r) => refusals.push(r.code));
    session.send({ type: 'ROLL' });
    expect(session.state.game.dice).toEqual([6, 5]);
    session.send({ type: 'PLAY', board: 0, text: '24/18 18/13' });
    expect(session.state.game.turn).toBe('black');
    expect(session.getSnapshot().thinking).toBe('black');
    session.send({ type: 'ROLL' }); // Black's roll is the computer's
    expect(refusals).toEqual(['turn/not-yours']);
    await vi.advanceTimersByTimeAsync(499);
    expect(session.state.game.phase).toBe('beforeRoll');
    await vi.advanceTimersByTimeAsync(1);
    expect(session.state.game.dice).toEqual([3, 1]); // the computer rolled...
    await vi.advanceTimersByTimeAsync(500);
    expect(session.state.game.turn).toBe('white'); // ...and played
    expect(session.getSnapshot().thinking).toBeNull();
  });

  describe('auto-play of a person’s seat', () => {
    // Board 0: White on the bar against a closed home (a pass); board 1: White's last checker.
    const blocked = { white: side({ 6: 14 }, { bar: 1 }), black: side({ 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 5 }) };
    const last = { white: side({ 2: 1 }, { off: 14 }), black: side({ 6: 15 }) };

    it('shows the roll, then chooses the only board and plays the forced play, saying so', async () => {
      const session = new TableSession({
        table: config({
          boards: [
            { variant: 'short', start: blocked },
            { variant: 'short', start: last },
          ],
          cube: { mode: 'off' },
        }),
        first: 'white',
        dice: scriptedDice([6, 5]),
        seats: { white: personSeat(DEFAULT_AUTO_PLAY), black: REMOTE },
        autoDelayMs: 300,
      }).start();
      const autos: string[] = [];
      session.subscribe((s) => {
        if (s.auto) autos.push(s.auto.kind);
      });
      session.send({ type: 'ROLL' });
      expect(session.state.game.phase).toBe('chooseBoard');
      await vi.advanceTimersByTimeAsync(299);
      expect(session.state.game.phase).toBe('chooseBoard'); // the dice show first
      await vi.advanceTimersByTimeAsync(1);
      expect(session.state.game.chosenBoard).toBe(1);
      await vi.advanceTimersByTimeAsync(300);
      expect(session.state.game.boards[1].result?.winner).toBe('white');
      expect(autos).toEqual(['board', 'play']);
    });

    it('never plays after the person’s own Undo: he may go back and choose another board', async () => {
      const race = { white: side({ 6: 2, 5: 1, 1: 2 }, { off: 10 }), black: side({ 6: 15 }) };
      const session = new TableSession({
        table: config({
          boards: [{ variant: 'short' }, { variant: 'short', start: race }],
          cube: { mode: 'off' },
        }),
        first: 'white',
        dice: scriptedDice([6, 5]),
        seats: { white: personSeat(DEFAULT_AUTO_PLAY), black: REMOTE },
        autoDelayMs: 100,
      }).start();
      session.send({ type: 'ROLL' });
      session.send({ type: 'STEP', board: 1, from: 6, to: 0, die: 6 });
      session.send({ type: 'UNDO' });
      expect(session.state.game.chosenBoard).toBe(1);
      expect(session.state.game.entered).toEqual([]);
      await vi.advanceTimersByTimeAsync(5000);
      expect(session.state.game.entered).toEqual([]); // no bear-off played for him
      expect(session.state.game.turn).toBe('white');
      session.send({ type: 'UNDO' });
      expect(session.state.game.phase).toBe('chooseBoard');
      await vi.advanceTimersByTimeAsync(5000);
      expect(session.state.game.phase).toBe('chooseBoard');
      session.send({ type: 'CHOOSE_BOARD', board: 0 });
      expect(session.state.game.chosenBoard).toBe(0);
      // The next roll is auto-played again.
      session.send({ type: 'PLAY', board: 0, text: '24/18 18/13' });
      expect(session.state.game.turn).toBe('black');
    });

    it('rolls by itself only when no cube can be turned, the opening included', async () => {
      const rolling = personSeat({ ...DEFAULT_AUTO_PLAY, roll: true });
      const opening = new TableSession({
        table: config({ boards: [{ variant: 'short' }], cube: { mode: 'off' } }),
        dice: seededDice(3),
        seats: { white: rolling, black: computerSeat(firstPlay) },
        autoDelayMs: 50,
      }).start();
      await vi.advanceTimersByTimeAsync(49);
      expect(opening.state.game.phase).toBe('opening');
      await vi.advanceTimersByTimeAsync(1);
      expect(opening.state.game.events[0]?.type).toBe('opening');
      const afterComputer = new TableSession({
        table: config({ boards: [{ variant: 'short' }], cube: { mode: 'off' } }),
        first: 'black',
        dice: seededDice(3),
        seats: { white: rolling, black: computerSeat(firstPlay) },
        autoDelayMs: 50,
      }).start();
      await vi.advanceTimersByTimeAsync(100);
      expect(afterComputer.state.game.events.map((e) => e.type)).toEqual(['roll', 'move', 'roll']);
      expect(afterComputer.state.game.turn).toBe('white');
      const withCube = new TableSession({
        table: config({ boards: [{ variant: 'short' }], cube: { mode: 'perBoard' } }),
        first: 'white',
        dice: seededDice(3),
        seats: { white: rolling, black: computerSeat(firstPlay) },
        autoDelayMs: 50,
      }).start();
      await vi.advanceTimersByTimeAsync(500);
      expect(withCube.state.game.phase).toBe('beforeRoll'); // he may double first: his roll to press
    });
  });

  describe('a computer seat that fails', () => {
    const one = config({ boards: [{ variant: 'short' }], cube: { mode: 'off' } });

    it('is tried once more, then resigns the table cleanly', async () => {
      const decide = vi.fn(() => {
        throw new Error('the worker crashed');
      });
      const session = new TableSession({
        table: one,
        first: 'black',
        dice: seededDice(1),
        seats: { white: PERSON, black: computerSeat(decide) },
      }).start();
      const errors: { attempt: number; resigned: boolean }[] = [];
      session.on('seatError', (e) => errors.push({ attempt: e.attempt, resigned: e.resigned }));
      await vi.runAllTimersAsync();
      expect(decide).toHaveBeenCalledTimes(2);
      expect(errors).toEqual([
        { attempt: 1, resigned: false },
        { attempt: 2, resigned: true },
      ]);
      expect(session.state.over).toBe(true);
      expect(session.state.game.events.at(-1)).toEqual({ type: 'resign', player: 'black', match: true });
    });

    it('counts a decision that hangs past its time limit as a failure', async () => {
      const session = new TableSession({
        table: one,
        first: 'black',
        dice: seededDice(1),
        seats: { white: PERSON, black: computerSeat(() => new Promise(() => {}), { timeoutMs: 1000 }) },
      }).start();
      await vi.advanceTimersByTimeAsync(1500);
      expect(session.state.over).toBe(false);
      await vi.advanceTimersByTimeAsync(1000);
      expect(session.state.over).toBe(true);
    });

    it('does not resign for a refusal it is not to blame for (storage): it tries again later', async () => {
      let fail = 2;
      const session = new TableSession({
        table: one,
        first: 'black',
        dice: seededDice(1),
        seats: { white: PERSON, black: computerSeat(firstPlay) },
        commit: () => (fail-- > 0 ? { ok: false, error: { code: 'server/storage', message: 'down' } } : ok(null)),
        retryMs: 100,
      }).start();
      await vi.advanceTimersByTimeAsync(250);
      expect(session.state.game.events.map((e) => e.type)).toEqual(['roll', 'move']);
      expect(session.state.over).toBe(false);
    });
  });

  describe('persist, then tell', () => {
    it('adopts a change only once the commit stored it, one at a time, in order; a refused commit applies nothing', async () => {
      const stored: string[] = [];
      let refuse = false;
      const session = new TableSession({
        table: config({ boards: [{ variant: 'short' }], cube: { mode: 'off' } }),
        first: 'white',
        dice: scriptedDice([6, 5, 6, 5]),
        seats: { white: PERSON, black: PERSON },
        commit: async (c: SessionChange) => {
          await new Promise((r) => HOST_TIMERS.setTimeout(() => r(null), 10));
          if (refuse) return { ok: false, error: { code: 'server/storage', message: 'no database' } };
          stored.push(c.command?.type ?? '');
          return ok(null);
        },
      }).start();
      const told: string[] = [];
      session.on('change', (c) => told.push(c.command?.type ?? ''));
      const roll = session.submit({ type: 'ROLL' }, { as: 'white' });
      const play = session.submit({ type: 'PLAY', board: 0, text: '24/18 18/13' }, { as: 'white' });
      expect(session.state.game.dice).toBeNull();
      await vi.advanceTimersByTimeAsync(20);
      expect((await roll).ok && (await play).ok).toBe(true);
      expect(stored).toEqual(['ROLL', 'PLAY']);
      expect(told).toEqual(['ROLL', 'PLAY']);
      refuse = true;
      const before = session.state;
      const r = session.submit({ type: 'ROLL' }, { as: 'black' });
      await vi.advanceTimersByTimeAsync(20);
      expect(await r).toMatchObject({ ok: false, error: { code: 'server/storage' } });
      expect(session.state).toBe(before);
    });
  });

  describe('a mirror of another host’s table', () => {
    it('sends its seat’s commands to the authority and takes the state it receives; its computer acts for its colour', async () => {
      // The authority: a local session with two remote seats, as a game server holds a table.
      const server = new TableSession({
        table: shortPair,
        dice: seededDice(11),
        seats: { white: REMOTE, black: REMOTE },
      }).start();
      const mirrors: TableSession[] = [];
      for (const color of ['white', 'black'] as const) {
        const mirror = new TableSession({
          table: server.state,
          seats:
            color === 'white'
              ? { white: computerSeat(firstPlay), black: REMOTE }
              : { white: REMOTE, black: computerSeat(firstPlay) },
          authority: {
            send: async (command: TableCommand) => {
              const r = await server.submit(command, { as: color });
              if (!r.ok) throw r.error;
            },
          },
        }).start();
        mirrors.push(mirror);
      }
      server.on('change', (c) => {
        for (const m of mirrors) m.receive(c.after);
      });
      await vi.runAllTimersAsync();
      expect(server.state.over).toBe(true);
      expect(mirrors.every((m) => m.state === server.state)).toBe(true);
    });
  });

  it('tells each game’s end and the match’s end', () => {
    const match = config({
      boards: [{ variant: 'short' }],
      cube: { mode: 'off' },
      match: { length: 3, seriesFirstMove: 'loser' },
    });
    const session = new TableSession({
      table: match,
      dice: seededDice(5),
      seats: { white: computerSeat(firstPlay), black: computerSeat(firstPlay) },
    });
    const games: number[] = [];
    let matchOver = 0;
    session.on('gameOver', (e) => games.push(e.game));
    session.on('matchOver', () => matchOver++);
    const end = session.runToEnd();
    expect(games).toEqual(end.history.map((_, i) => i).concat(end.history.length));
    expect(matchOver).toBe(1);
  });

  it('refuses anything that is not a command, and everything once stopped, without throwing', () => {
    const session = new TableSession({ table: shortPair, seats: { white: PERSON, black: PERSON } }).start();
    const codes: string[] = [];
    session.on('refused', (r) => codes.push(r.code));
    for (const bad of [null, 'ROLL', {}, { type: 'xstate.stop' }, { type: 'ROLL', player: 'green' }]) session.send(bad);
    session.stop();
    session.send({ type: 'ROLL' });
    expect(codes).toEqual([...Array(5).fill('event/malformed'), 'session/stopped']);
    expect(session.state.game.phase).toBe('opening');
  });

  it('applies exactly what applyCommand applies', () => {
    const session = new TableSession({
      table: shortPair,
      first: 'white',
      dice: seededDice(2),
      seats: { white: PERSON, black: PERSON },
    });
    let state: TableState = session.state;
    let dice = seededDice(2);
    for (const command of [{ type: 'ROLL' }, { type: 'CHOOSE_BOARD', board: 1 }, { type: 'UNDO' }] as const) {
      session.send(command);
      const r = applyCommand(state, { ...command, player: 'white' }, dice);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
      dice = r.value.dice;
      expect(JSON.stringify(recordFromState(session.state))).toBe(JSON.stringify(recordFromState(state)));
      expect(session.state.game.phase).toBe(state.game.phase);
    }
  });
});
