import { makeMoveText, type Step, VARIANTS } from '@nardy/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand, parseCommand, type TableCommand } from '../src/commands.ts';
import { type DiceSource, scriptedDice, seededDice } from '../src/dice.ts';
import { selectableBoards, type TableState } from '../src/tableState.ts';
import { legalPlaysOn, turnPlan } from '../src/turnPlans.ts';
import { side, table } from './builders.ts';

/** Applies commands in order; a refusal fails the test with the command and its code. */
function send(state: TableState, dice: DiceSource, commands: readonly TableCommand[]) {
  let s = state;
  let d = dice;
  for (const c of commands) {
    const r = applyCommand(s, c, d);
    if (!r.ok) throw new Error(`${JSON.stringify(c)} refused: ${r.error.code} ${r.error.message}`);
    s = r.value.state;
    d = r.value.dice;
  }
  return { state: s, dice: d };
}

const code = (state: TableState, command: unknown) => {
  const r = applyCommand(state, command, seededDice(1));
  return r.ok ? 'ok' : r.error.code;
};

describe('parseCommand', () => {
  it('returns a normalised copy of a well-formed command, unknown fields dropped', () => {
    expect(parseCommand({ type: 'ROLL', extra: 1 })).toEqual({ ok: true, value: { type: 'ROLL' } });
    expect(parseCommand({ type: 'STEP', board: 0, from: 8, to: 5, player: 'white' })).toEqual({
      ok: true,
      value: { type: 'STEP', board: 0, from: 8, to: 5, player: 'white' },
    });
    expect(parseCommand({ type: 'PLAY', board: 1, text: '8/5 6/5' })).toEqual({
      ok: true,
      value: { type: 'PLAY', board: 1, text: '8/5 6/5' },
    });
    expect(parseCommand({ type: 'PLAY', board: 1, steps: [[8, 5]] })).toEqual({
      ok: true,
      value: { type: 'PLAY', board: 1, steps: [[8, 5]] },
    });
  });

  it('refuses anything else as event/malformed, never throwing', () => {
    const bad: unknown[] = [
      {},
      null,
      undefined,
      'ROLL',
      7,
      [],
      [{ type: 'ROLL' }],
      { type: 'FOO' },
      { type: 'roll', player: 'white', dice: [1, 2] },
      { type: 'ROLL', player: 'red' },
      { type: 'CHOOSE_BOARD' },
      { type: 'CHOOSE_BOARD', board: 1.5 },
      { type: 'STEP', board: 0, from: 26, to: 1 },
      { type: 'STEP', board: 0, from: 8, to: 5, die: 7 },
      { type: 'PLAY', board: 0 },
      { type: 'PLAY', board: 0, steps: [], text: '' },
      { type: 'PLAY', board: 0, steps: [[5, 8]] },
      {
        type: 'PLAY',
        board: 0,
        steps: [
          [8, 5],
          [8, 5],
          [8, 5],
          [8, 5],
          [8, 5],
        ],
      },
      { type: 'PLAY', board: 0, text: ['8/5'] },
      { type: 'DOUBLE', board: -1 },
      { type: 'RESIGN', board: '0' },
    ];
    for (const value of bad) {
      const r = parseCommand(value);
      expect(r.ok, JSON.stringify(value)).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('event/malformed');
      const t = table({ boards: [{ variant: 'short' }] }, 'white');
      expect(code(t, value), JSON.stringify(value)).toBe('event/malformed');
    }
  });
});

describe('PLAY: a whole play at once', () => {
  const two = () =>
    send(table({ boards: [{ variant: 'short' }, { variant: 'short' }] }, 'white'), scriptedDice([3, 1]), [
      { type: 'ROLL' },
    ]);

  it('accepts steps or notation in any order, with multi-die moves, and records single-die steps', () => {
    const { state, dice } = two();
    const written: TableCommand[] = [
      {
        type: 'PLAY',
        board: 1,
        steps: [
          [8, 5],
          [6, 5],
        ],
      },
      {
        type: 'PLAY',
        board: 1,
        steps: [
          [6, 5],
          [8, 5],
        ],
      },
      { type: 'PLAY', board: 1, text: '8/5 6/5' },
      { type: 'PLAY', board: 1, text: '6/5, 8/5' },
    ];
    for (const c of written) {
      const r = applyCommand(state, c, dice);
      if (!r.ok) throw new Error(r.error.code);
      expect(r.value.event).toMatchObject({ type: 'move', player: 'white', board: 1 });
      expect(r.value.state.game.phase).toBe('beforeRoll');
      expect(r.value.state.game.boards[1].position.cells).toEqual(
        send(state, dice, [written[0]]).state.game.boards[1].position.cells,
      );
    }
    // One checker by both dice: written as one move, recorded as two steps.
    const run = applyCommand(state, { type: 'PLAY', board: 0, text: '24/20' }, dice);
    if (!run.ok) throw new Error(run.error.code);
    expect(run.value.event).toMatchObject({ type: 'move', board: 0 });
    expect(run.value.event?.type === 'move' && run.value.event.steps.length).toBe(2);
  });

  it('refuses what cannot be played now, leaving the state as it was', () => {
    const { state } = two();
    expect(code(state, { type: 'PLAY', board: 0, steps: [[24, 18]] })).toBe('move/illegal');
    expect(code(state, { type: 'PLAY', board: 0, steps: [] })).toBe('move/illegal');
    expect(code(state, { type: 'PLAY', board: 0, text: '8/5' })).toBe('move/illegal');
    expect(code(state, { type: 'PLAY', board: 0, text: 'eight to five' })).toBe('event/malformed');
    expect(code(state, { type: 'PLAY', board: 2, text: '8/5 6/5' })).toBe('board/unknown');
    expect(code(state, { type: 'PLAY', board: 0, text: '8/5 6/5', player: 'black' })).toBe('turn/not-yours');
    const before = table({ boards: [{ variant: 'short' }] }, 'white');
    expect(code(before, { type: 'PLAY', board: 0, text: '8/5 6/5' })).toBe('turn/wrong-phase');
    // Steps entered on one board commit the roll to it; a PLAY on the same board replaces them.
    const stepped = send(state, seededDice(1), [{ type: 'STEP', board: 0, from: 8, to: 5 }]).state;
    expect(code(stepped, { type: 'PLAY', board: 1, text: '8/5 6/5' })).toBe('board/committed');
    const replaced = applyCommand(stepped, { type: 'PLAY', board: 0, text: '24/23 24/21' }, seededDice(1));
    expect(replaced.ok && replaced.value.event).toEqual({
      type: 'move',
      player: 'white',
      board: 0,
      steps: [
        [24, 23],
        [24, 21],
      ],
    });
  });

  it('a pass on a blocked board of a parallel table is PLAY with no steps', () => {
    const blocked = { white: side({ 6: 14 }, { bar: 1 }), black: side({ 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 5 }) };
    const t = table({ boards: [{ variant: 'short', start: blocked }, { variant: 'short' }] }, 'white');
    const { state, dice } = send(t, scriptedDice([6, 4]), [{ type: 'ROLL' }]);
    const r = applyCommand(state, { type: 'PLAY', board: 0, text: 'pass' }, dice);
    expect(r.ok && r.value.event).toEqual({ type: 'move', player: 'white', board: 0, steps: [] });
    const confirmed = send(state, dice, [{ type: 'CHOOSE_BOARD', board: 0 }, { type: 'CONFIRM' }]).state;
    expect(r.ok && r.value.state).toEqual(confirmed);
  });
});

/** Some random legal play of the current roll on a board, as single-die steps in a legal order. */
function randomSequence(state: TableState, board: number, pick: (n: number) => number): readonly Step[] {
  const plan = turnPlan(state, board);
  if (plan === null) throw new Error('no roll');
  const full = plan.sequences.filter((s) => s.length === plan.diceUsed);
  return full.length === 0 ? [] : full[pick(full.length)];
}

/**
 * Joins steps of one checker that follow each other into one multi-die move, and shuffles the moves
 * when no move starts where another ends (a player writes `bar/23 23/21` in that order, or `bar/21`).
 */
function asWritten(steps: readonly Step[], pick: (n: number) => number): [number, number][] {
  const moves: [number, number][] = [];
  steps.forEach((s, i) => {
    const last = moves.at(-1);
    // (A hit on the way is written with `*` in notation; as plain steps `8/3` means the quiet route.)
    if (last && last[1] === s.from && s.to !== 0 && !steps[i - 1].hit && pick(2) === 0) last[1] = s.to;
    else moves.push([s.from, s.to]);
  });
  if (moves.some(([from]) => moves.some(([, to]) => to === from))) return moves;
  for (let i = moves.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [moves[i], moves[j]] = [moves[j], moves[i]];
  }
  return moves;
}

describe('property: PLAY and STEP…CONFIRM give identical results', () => {
  it('the same state and record events, whichever way the play is sent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.array(fc.constantFrom(...VARIANTS), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 60 }),
        (seed, variants, turns) => {
          let picks = seededDice(seed ^ 0x2545f491);
          const pick = (n: number) => {
            let v = 0;
            for (let k = 0; k < 3; k++) {
              const d = picks.die();
              picks = d.next;
              v = v * 6 + d.value - 1;
            }
            return v % n;
          };
          let state = table({ boards: variants.map((variant) => ({ variant })), cube: { mode: 'off' } }, 'white');
          let dice: DiceSource = seededDice(seed);
          for (let n = 0; n <= turns && !state.over; n++) {
            ({ state, dice } = send(state, dice, [{ type: 'ROLL' }]));
            if (state.game.phase !== 'chooseBoard' && state.game.phase !== 'moving') continue;
            const open = selectableBoards(state.game);
            const board = state.game.phase === 'moving' ? (state.game.chosenBoard as number) : open[pick(open.length)];
            const steps = randomSequence(state, board, pick);
            const byStep: TableCommand[] =
              steps.length === 0
                ? [{ type: 'CHOOSE_BOARD', board }, { type: 'CONFIRM' }]
                : [
                    ...steps.map((s) => ({ type: 'STEP' as const, board, from: s.from, to: s.to, die: s.die })),
                    { type: 'CONFIRM' },
                  ];
            const stepped = send(state, dice, byStep).state;
            const pairs = steps.map((s) => [s.from, s.to] as const);
            const played = send(state, dice, [{ type: 'PLAY', board, steps: pairs }]).state;
            const texted = send(state, dice, [{ type: 'PLAY', board, text: makeMoveText(steps) }]).state;
            expect(played).toEqual(stepped);
            expect(texted).toEqual(stepped);
            // Written as players write it (multi-die moves, any order): the same position after the play.
            const written = send(state, dice, [{ type: 'PLAY', board, steps: asWritten(steps, pick) }]).state;
            expect(written.game.boards.map((b) => b.position)).toEqual(stepped.game.boards.map((b) => b.position));
            expect(written.game.phase).toBe(stepped.game.phase);
            // The game goes on with a bot-like play: the fast generator's first play.
            const plays = legalPlaysOn(state, board);
            const next = plays?.plays[0]?.steps.map((s) => [s.from, s.to] as const) ?? [];
            ({ state } = send(state, dice, [{ type: 'PLAY', board, steps: next }]));
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 60000);
});

describe('RESIGN with match: the whole table resigned and the match forfeited', () => {
  const twoBoards = { boards: [{ variant: 'short' }, { variant: 'long' }], cube: { mode: 'perBoard' } };

  it('in a match: the game is scored by position (RULES.md §6.8) and the opponent is credited up to the length', () => {
    const t = table({ ...twoBoards, match: { length: 7, seriesFirstMove: 'alternating' } });
    const { state } = send(t, seededDice(3), [{ type: 'ROLL' }]);
    const mover = state.game.turn as 'white' | 'black';
    const r = applyCommand(state, { type: 'RESIGN', player: mover, match: true }, seededDice(1));
    if (!r.ok) throw new Error(r.error.code);
    const winner = mover === 'white' ? 'black' : 'white';
    expect(r.value.event).toEqual({ type: 'resign', player: mover, match: true });
    expect(r.value.state.over).toBe(true);
    expect(r.value.state.game.outcome?.winner).toBe(winner);
    // Scored by position as a whole-table resignation: the same net as without `match`.
    const plain = applyCommand(state, { type: 'RESIGN', player: mover }, seededDice(1));
    if (!plain.ok) throw new Error(plain.error.code);
    expect(r.value.state.game.outcome).toEqual(plain.value.state.game.outcome);
    expect(plain.value.state.over).toBe(false);
    expect(r.value.state.score[winner]).toBe(7);
    expect(r.value.state.score[mover]).toBe(0);
    expect(code(r.value.state, { type: 'NEXT_GAME' })).toBe('match/over');
  });

  it('without a match it is the whole-table resignation; a board with match is malformed', () => {
    const t = table(twoBoards);
    const r = applyCommand(t, { type: 'RESIGN', player: 'black', match: true }, seededDice(1));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.state.over).toBe(true);
    expect(r.value.state.game.outcome?.winner).toBe('white');
    expect(code(t, { type: 'RESIGN', player: 'black', match: true, board: 0 })).toBe('event/malformed');
    expect(code(t, { type: 'RESIGN', player: 'black', match: 'yes' })).toBe('event/malformed');
  });
});
