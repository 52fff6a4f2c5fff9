import { checkerTotals, VARIANTS } from '@nardy/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DiceSource, rollDice, seededDice } from '../src/dice.ts';
import type { RecordEvent } from '../src/events.ts';
import { recordFromState, replayRecord, summarizeTable } from '../src/record.ts';
import { applyEvent, startNextGame } from '../src/table.ts';
import { selectableBoards, type TableState } from '../src/tableState.ts';
import { legalPlaysOn } from '../src/turnPlans.ts';
import { snapshotOf, table } from './builders.ts';

/** A small deterministic chooser over a seeded source (so a failing case replays from its seed). */
class Chooser {
  constructor(private source: DiceSource) {}
  /** An integer in [0, n). */
  pick(n: number): number {
    let v = 0;
    for (let k = 0; k < 3; k++) {
      const d = this.source.die();
      this.source = d.next;
      v = v * 6 + d.value - 1;
    }
    return v % n;
  }
  chance(percent: number): boolean {
    return this.pick(100) < percent;
  }
}

/** One random legal event for the table as it stands (what some player could do now). */
function randomLegalEvent(state: TableState, dice: { source: DiceSource }, choose: Chooser): RecordEvent {
  const g = state.game;
  const roll = () => {
    const r = rollDice(dice.source);
    dice.source = r.next;
    return r.dice;
  };
  switch (g.phase) {
    case 'opening': {
      const [white, black] = roll();
      return { type: 'opening', white, black };
    }
    case 'beforeRoll': {
      const player = g.turn as 'white' | 'black';
      if (choose.chance(2)) {
        const open = selectableBoards(g);
        return choose.chance(50)
          ? { type: 'resign', player }
          : {
              type: 'resign',
              player: choose.chance(50) ? player : g.turn === 'white' ? 'black' : 'white',
              board: open[choose.pick(open.length)],
            };
      }
      if (choose.chance(15)) {
        const open = selectableBoards(g);
        const double: RecordEvent =
          state.config.cube.mode === 'shared'
            ? { type: 'double', player }
            : { type: 'double', player, board: open[choose.pick(open.length)] };
        if (applyEvent(state, double).ok) return double;
      }
      return { type: 'roll', player, dice: roll() };
    }
    case 'awaitingReply': {
      const player = g.offer?.by === 'white' ? 'black' : 'white';
      if (choose.chance(70)) return { type: 'take', player };
      const open = selectableBoards(g);
      return state.config.cube.mode === 'shared'
        ? { type: 'drop', player, board: open[choose.pick(open.length)] }
        : { type: 'drop', player };
    }
    default: {
      const open = selectableBoards(g);
      const board = g.phase === 'moving' && g.chosenBoard !== null ? g.chosenBoard : open[choose.pick(open.length)];
      const plays = legalPlaysOn(state, board);
      const play = plays && plays.plays.length > 0 ? plays.plays[choose.pick(plays.plays.length)] : null;
      return {
        type: 'move',
        player: g.turn as 'white' | 'black',
        board,
        steps: play ? play.steps.map((s) => [s.from, s.to]) : [],
      };
    }
  }
}

/** Random events that are often not allowed: wrong player, wrong phase, bad boards, illegal steps, junk. */
const noise = fc.oneof(
  fc.record({
    type: fc.constantFrom('roll'),
    player: fc.constantFrom('white', 'black'),
    dice: fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 6 })),
  }),
  fc.record({
    type: fc.constant('move'),
    player: fc.constantFrom('white', 'black'),
    board: fc.integer({ min: 0, max: 4 }),
    steps: fc.array(fc.tuple(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 0, max: 24 })), { maxLength: 4 }),
  }),
  fc.record({
    type: fc.constantFrom('double', 'take', 'drop'),
    player: fc.constantFrom('white', 'black'),
    board: fc.integer({ min: 0, max: 5 }),
  }),
  fc.record({
    type: fc.constant('opening'),
    white: fc.integer({ min: 1, max: 6 }),
    black: fc.integer({ min: 1, max: 6 }),
  }),
  fc.anything(),
);

const tableShape = fc.record({
  boards: fc.array(fc.constantFrom(...VARIANTS), { minLength: 1, maxLength: 4 }),
  ending: fc.constantFrom('oin', 'mars', 'koks'),
  cube: fc.constantFrom('off', 'perBoard', 'shared'),
  openingRoll: fc.constantFrom('useDice', 'reroll'),
  lastRollDraw: fc.boolean(),
  jacoby: fc.boolean(),
  daveProgression: fc.constantFrom('geometric', 'arithmetic'),
  sharedCubeAfterFirst: fc.constantFrom('reset', 'retire'),
  match: fc.option(
    fc.record({
      length: fc.integer({ min: 1, max: 3 }),
      seriesFirstMove: fc.constantFrom('loser', 'alternating', 'winner'),
      crawford: fc.boolean(),
    }),
    { nil: undefined },
  ),
});

function checkSummary(state: TableState): void {
  const summary = summarizeTable(state);
  expect(summary.over).toBe(true);
  const parallel = state.config.boards.length > 1;
  let white = 0;
  let black = 0;
  for (const game of summary.games) {
    const orders = game.boards.map((b) => b.order).sort();
    expect(orders).toEqual(game.boards.map((_, i) => i + 1));
    let net = 0;
    for (const b of game.boards) {
      expect(b.ending).not.toBeNull();
      if (b.winner === 'white') net += b.points;
      if (b.winner === 'black') net -= b.points;
      if (b.ending !== 'draw') expect(b.points).toBeGreaterThan(0);
    }
    expect(game.net).toBe(Math.abs(net));
    if (parallel) expect(Math.abs(net) % 1).toBe(0.5);
    if (game.winner === 'white') white += game.net;
    if (game.winner === 'black') black += game.net;
    expect(game.winner).toBe(net > 0 ? 'white' : net < 0 ? 'black' : null);
  }
  expect(summary.match).toEqual({ white, black });
}

describe('property: random legal event streams', () => {
  it('reach a valid summary with 15 checkers a side conserved; refusals never change the state; records replay', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        tableShape,
        fc.array(noise, { maxLength: 12 }),
        (seed, shape, junk) => {
          let state = table(
            {
              boards: shape.boards.map((variant) => ({ variant })),
              ending: shape.ending,
              cube: { mode: shape.cube },
              options: {
                openingRoll: shape.openingRoll,
                lastRollDraw: shape.lastRollDraw,
                jacoby: shape.jacoby,
                daveProgression: shape.daveProgression,
                sharedCubeAfterFirst: shape.sharedCubeAfterFirst,
              },
              ...(shape.match ? { match: shape.match } : {}),
            },
            null,
          );
          const dice = { source: seededDice(seed) };
          const choose = new Chooser(seededDice(seed ^ 0x5bd1e995));
          let midRecord: unknown = null;
          for (let n = 0; n < 4000 && !state.over; n++) {
            if (state.game.phase === 'gameOver') {
              const next = startNextGame(state);
              if (!next.ok) throw new Error(next.error.code);
              state = next.value;
              continue;
            }
            if (junk.length > 0 && n % 7 === 3) {
              const event = junk.pop();
              const before = JSON.stringify(snapshotOf(state));
              const r = applyEvent(state, event);
              if (r.ok) state = r.value;
              else expect(JSON.stringify(snapshotOf(state))).toBe(before);
              continue;
            }
            const event = randomLegalEvent(state, dice, choose);
            const r = applyEvent(state, event);
            if (!r.ok)
              throw new Error(`legal event refused: ${JSON.stringify(event)} → ${r.error.code} ${r.error.message}`);
            state = r.value;
            for (const b of state.game.boards) expect(checkerTotals(b.position)).toEqual([15, 15]);
            if (n === 40) midRecord = JSON.parse(JSON.stringify(recordFromState(state)));
          }
          checkSummary(state);
          const replayed = replayRecord(JSON.parse(JSON.stringify(recordFromState(state))));
          if (!replayed.ok)
            throw new Error(`${replayed.error.code} at game ${replayed.error.game} event ${replayed.error.event}`);
          expect(summarizeTable(replayed.value)).toEqual(summarizeTable(state));
          if (midRecord !== null) {
            const mid = replayRecord(midRecord);
            expect(mid.ok).toBe(true);
            if (mid.ok) expect(recordFromState(mid.value)).toEqual(midRecord);
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 60000);
});
