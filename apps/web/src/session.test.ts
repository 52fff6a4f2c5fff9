import { createTable, parseTableConfig, rollDice, seededDice, type TableCommand } from '@nardy/parallel';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appDice } from './appDice.ts';
import { GameSession } from './session.ts';

// The app's host of a game is the table session: these check what the app adds (its options, saving)
// and the Undo rule players met: auto-play never fires after the person's own Undo.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Two boards: the start, and a race where White bears off (a 6-5 takes two checkers off). */
function twoBoards() {
  const config = parseTableConfig({
    boards: [
      { variant: 'short' },
      {
        variant: 'short',
        start: { white: { points: { 6: 2, 5: 1, 1: 2 }, off: 10 }, black: { points: { 6: 15 } } },
      },
    ],
    ending: 'koks',
    cube: { mode: 'off' },
  });
  if (!config.ok) throw new Error(config.error.message);
  return createTable(config.value, 'white');
}

function session(onRefused = (_code: string) => {}) {
  const bot = { decide: vi.fn(async (): Promise<TableCommand> => ({ type: 'ROLL' })), cancel: vi.fn() };
  return new GameSession({
    state: twoBoards(),
    // Seed 2 rolls 6-5 first.
    dice: appDice({ kind: 'seeded', seed: 2 }),
    opponent: 'computer',
    level: 'beginner',
    bot,
    pause: 300,
    autoForced: true,
    autoBoard: true,
    onChange: () => {},
    onRefused,
    onBotError: () => {},
  });
}

describe('GameSession on the table session', () => {
  it('never plays for the person after his Undo; he may undo to the start of the turn and choose another board', async () => {
    const game = session();
    game.send({ type: 'ROLL' });
    expect(game.state.game.dice).toEqual([6, 5]);
    game.send({ type: 'STEP', board: 1, from: 6, to: 0, die: 6 });
    game.send({ type: 'UNDO' });
    expect(game.state.game).toMatchObject({ phase: 'moving', chosenBoard: 1, entered: [] });
    await vi.advanceTimersByTimeAsync(3000);
    expect(game.state.game).toMatchObject({ phase: 'moving', chosenBoard: 1, entered: [] });
    game.send({ type: 'UNDO' });
    expect(game.state.game.phase).toBe('chooseBoard');
    await vi.advanceTimersByTimeAsync(3000);
    game.send({ type: 'CHOOSE_BOARD', board: 0 });
    expect(game.state.game.chosenBoard).toBe(0);
    game.stop();
  });

  it('plays the race bear-off by itself once the board is chosen, after the dice have shown', async () => {
    const game = session();
    game.send({ type: 'ROLL' });
    game.send({ type: 'CHOOSE_BOARD', board: 1 });
    await vi.advanceTimersByTimeAsync(299);
    expect(game.state.game.turn).toBe('white');
    await vi.advanceTimersByTimeAsync(1);
    expect(game.state.game.events.at(-1)).toEqual({
      type: 'move',
      player: 'white',
      board: 1,
      steps: [
        [6, 0],
        [5, 0],
      ],
    });
    expect(game.table.getSnapshot().auto).toEqual({ player: 'white', kind: 'bearOff' });
    game.stop();
  });

  it('with the option off, plays nothing for him; the person cannot act for the computer', async () => {
    const refused: string[] = [];
    const game = session((code) => refused.push(code));
    game.autoForced = false;
    game.send({ type: 'ROLL' });
    game.send({ type: 'CHOOSE_BOARD', board: 1 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(game.state.game.turn).toBe('white');
    game.send({ type: 'PLAY', board: 1, text: '6/off 5/off' });
    expect(game.state.game.turn).toBe('black');
    game.send({ type: 'ROLL' });
    expect(refused).toEqual(['turn/not-yours']);
    expect(game.saved()).toMatchObject({
      opponent: 'computer',
      dice: { origin: { kind: 'seeded', seed: 2 }, used: 2 },
    });
    game.stop();
  });

  it('a forced roll shows its dice first, then is played by itself and said (issue 49 §5.4)', async () => {
    // Long nardy, White's first roll 1-3: one checker leaves the head, a single play.
    const seed = Array.from({ length: 500 }, (_, i) => i + 1).find((n) => {
      const first = rollDice(seededDice(n)).dice;
      return first[0] + first[1] === 4 && first[0] !== first[1];
    })!;
    const config = parseTableConfig({ boards: [{ variant: 'long' }], ending: 'mars', cube: { mode: 'off' } });
    if (!config.ok) throw new Error(config.error.message);
    const bot = { decide: vi.fn(async (): Promise<TableCommand> => ({ type: 'ROLL' })), cancel: vi.fn() };
    const game = new GameSession({
      state: createTable(config.value, 'white'),
      dice: appDice({ kind: 'seeded', seed }),
      opponent: 'computer',
      level: 'beginner',
      bot,
      pause: 300,
      autoForced: true,
      autoBoard: true,
      onChange: () => {},
      onRefused: () => {},
      onBotError: () => {},
    });
    game.send({ type: 'ROLL' });
    // The dice are on the board and nothing is played yet.
    expect([...(game.view.dice ?? [])].sort()).toEqual([1, 3]);
    await vi.advanceTimersByTimeAsync(250);
    expect(game.state.game.events.filter((e) => e.type === 'move')).toHaveLength(0);
    expect(game.view.dice).not.toBeNull();
    // Then it plays itself, and the snapshot says it was forced (the status line's "Forced move").
    let waited = 0;
    while (!game.state.game.events.some((e) => e.type === 'move') && waited < 3000) {
      await vi.advanceTimersByTimeAsync(50);
      waited += 50;
    }
    expect(game.state.game.events.find((e) => e.type === 'move')).toMatchObject({ player: 'white', board: 0 });
    expect(game.table.getSnapshot().auto).toEqual({ player: 'white', kind: 'play' });
    expect(game.view.boards[0].lastMove?.player).toBe('white');
    game.stop();
  });
});
