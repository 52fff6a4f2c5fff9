import { spawnSync } from 'node:child_process';
import { parseTableConfig, recordFromState, seededDice } from '@nardy/parallel';
import { type Position, parsePositionId, type Side, toSetup } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { analysisJson } from '../src/analysisJson.ts';
import { analyseRecord } from '../src/analysisRecord.ts';
import { MARK_THRESHOLDS, markOf } from '../src/analysisSummary.ts';
import { botSeat, playTable } from '../src/playTable.ts';
import type { RolloutSettings } from '../src/rollout.ts';

/** A record of one game at a table whose boards start from `starts`, White to roll first. */
function recordFrom(
  starts: readonly { white: Side; black: Side }[],
  events: readonly unknown[],
  cube: 'off' | 'perBoard' = 'off',
) {
  return {
    format: 'nardy-record',
    version: 1,
    table: { boards: starts.map((start) => ({ variant: 'short', start })), ending: 'koks', cube: { mode: cube } },
    games: [{ first: 'white', events }],
  };
}

function startOf(position: Position) {
  const setup = toSetup(position);
  return { white: setup.mover, black: setup.opponent };
}

function analysed(record: unknown, ply: 0 | 1 | 2 | 3 = 1, rollout?: RolloutSettings) {
  const a = analyseRecord(record, { ply, ...(rollout ? { rollout } : {}) });
  if (!a.ok) throw new Error(`${a.error.code}: ${a.error.message}`);
  return a.value;
}

// White on the bar with one entry point (his 24) open; his other checkers on his 1-point cannot move.
const BAR_ONE_ENTRY = {
  white: { points: { '1': 14 }, bar: 1 },
  black: { points: { '6': 2, '5': 2, '4': 2, '3': 2, '2': 2, '13': 5 } },
};
// White on the bar against a closed board: no roll enters.
const CLOSED_OUT = {
  white: { points: { '1': 14 }, bar: 1 },
  black: { points: { '6': 2, '5': 2, '4': 2, '3': 2, '2': 2, '1': 2, '13': 3 } },
};

describe('analyseRecord: known positions', () => {
  it('a forced play and a forced pass lose nothing and are not counted', () => {
    const forced = analysed(
      recordFrom(
        [BAR_ONE_ENTRY],
        [
          { type: 'roll', player: 'white', dice: [1, 1] },
          { type: 'move', player: 'white', board: 0, steps: [[25, 24]] },
        ],
      ),
    );
    const [play] = forced.decisions;
    expect(play).toMatchObject({ kind: 'move', player: 'white', board: 0, loss: 0, counted: false });
    expect(play.played.play).toBe('bar/24');
    expect(play.mark).toBeUndefined();
    expect(forced.players.white).toMatchObject({ decisions: 0, forced: 1, loss: 0, errorRate: 0 });

    // The roll passes by itself (no move event): still a forced pass with its luck.
    const pass = analysed(recordFrom([CLOSED_OUT], [{ type: 'roll', player: 'white', dice: [6, 5] }]));
    expect(pass.decisions).toHaveLength(1);
    expect(pass.decisions[0]).toMatchObject({ kind: 'move', event: 0, loss: 0, counted: false });
    expect(pass.decisions[0].played.play).toBe('');
    // Every roll dances: the roll was exactly as good as the average one.
    expect(Math.abs(pass.decisions[0].luck as number)).toBeLessThan(1e-9);
  });

  it('a blunder GNU Backgammon marks very bad is very bad for us too', () => {
    // gnubg 1.07, 2-ply cubeless, every play judged at 2-ply: 13/9 −0.105 is best, 8/4 −0.252 loses
    // 0.147 (very bad from 0.12); the test below asks gnubg itself where it is installed.
    const position = parsePositionId(BLUNDER.id, 'short');
    if (!position.ok) throw new Error(position.error.message);
    const record = recordFrom(
      [startOf(position.value)],
      [
        { type: 'roll', player: 'white', dice: BLUNDER.dice },
        { type: 'move', player: 'white', board: 0, steps: BLUNDER.played },
      ],
    );
    for (const ply of [0, 1, 2, 3] as const) {
      const [d] = analysed(record, ply).decisions;
      expect(d.kind).toBe('move');
      expect(d.played.play).toBe('8/7 7/4');
      expect(d.best.play).toBe('13/10 10/9');
      expect(d.loss).toBeGreaterThanOrEqual(MARK_THRESHOLDS.veryBad);
      expect(d.mark).toBe('veryBad');
      // Level 3 goes deeper only where the decision is close: this one is clear at 2-ply.
      if (ply === 3) expect([d.played.ply, d.best.ply]).toEqual([2, 2]);
    }
  });

  it('level 3: a forced play loses nothing; a close race play is judged at 3-ply, as gnubg judges it', () => {
    const forced = analysed(
      recordFrom(
        [BAR_ONE_ENTRY],
        [
          { type: 'roll', player: 'white', dice: [1, 1] },
          { type: 'move', player: 'white', board: 0, steps: [[25, 24]] },
        ],
      ),
      3,
    );
    expect(forced.decisions[0]).toMatchObject({ kind: 'move', loss: 0, counted: false });
    expect(forced.players.white).toMatchObject({ decisions: 0, forced: 1, errorRate: 0 });

    // A bear-off race, 5-1 to play. gnubg 1.07 2-ply (its bear-off database): 6/off −0.047 best,
    // 5/off 4/3 −0.055 loses 0.007. A close decision either way: level 3 judges both plays at 3-ply,
    // and neither is marked. (The stage-6 net saw it as gnubg does; the stage-4 and stage-7 nets,
    // judging the bear-off without a database, called 5/off 4/3 best by a hair, at 2-ply and at 3-ply.)
    const race = {
      white: { points: { '6': 3, '5': 2, '4': 2, '2': 1 }, off: 7 },
      black: { points: { '6': 2, '5': 3, '3': 2, '1': 1 }, off: 7 },
    };
    const record = recordFrom(
      [race],
      [
        { type: 'roll', player: 'white', dice: [5, 1] },
        {
          type: 'move',
          player: 'white',
          board: 0,
          steps: [
            [5, 0],
            [4, 3],
          ],
        },
      ],
    );
    const [two] = analysed(record, 2).decisions;
    expect(['6/1 1/off', '5/off 4/3']).toContain(two.best.play);
    expect(two.loss).toBeLessThan(MARK_THRESHOLDS.doubtful);
    const [three] = analysed(record, 3).decisions;
    expect([three.played.ply, three.best.ply]).toEqual([3, 3]);
    expect(['6/1 1/off', '5/off 4/3']).toContain(three.best.play);
    expect(three.loss).toBeLessThan(MARK_THRESHOLDS.doubtful);
  });

  it('rollouts: the close plays are rolled out with the same dice, the clear and forced ones are not', () => {
    const rollout = { trials: 144, truncation: 4 };
    const forced = analysed(
      recordFrom(
        [BAR_ONE_ENTRY],
        [
          { type: 'roll', player: 'white', dice: [1, 1] },
          { type: 'move', player: 'white', board: 0, steps: [[25, 24]] },
        ],
      ),
      1,
      rollout,
    );
    expect(forced.decisions[0]).toMatchObject({ loss: 0, counted: false });
    expect(forced.decisions[0].played.rolledOut).toBeUndefined();
    expect(forced.rollout).toEqual(rollout);

    // The very bad play is 0.04 or more behind: its 1-ply verdict stands.
    const position = parsePositionId(BLUNDER.id, 'short');
    if (!position.ok) throw new Error(position.error.message);
    const blunder = recordFrom(
      [startOf(position.value)],
      [
        { type: 'roll', player: 'white', dice: BLUNDER.dice },
        { type: 'move', player: 'white', board: 0, steps: BLUNDER.played },
      ],
    );
    const [bad] = analysed(blunder, 1, rollout).decisions;
    expect(bad.mark).toBe('veryBad');
    expect(bad.played.rolledOut).toBeUndefined();

    // The close race play of the test above: both plays rolled out, the rollout ranks them as gnubg does
    // (with 1,296 trials: at 144 the 0.007 between them is within the rollout's noise).
    const race = recordFrom(
      [
        {
          white: { points: { '6': 3, '5': 2, '4': 2, '2': 1 }, off: 7 },
          black: { points: { '6': 2, '5': 3, '3': 2, '1': 1 }, off: 7 },
        },
      ],
      [
        { type: 'roll', player: 'white', dice: [5, 1] },
        {
          type: 'move',
          player: 'white',
          board: 0,
          steps: [
            [5, 0],
            [4, 3],
          ],
        },
      ],
    );
    const raceRollout = { trials: 1296, truncation: 4 };
    const [close] = analysed(race, 2, raceRollout).decisions;
    expect([close.played.rolledOut, close.best.rolledOut]).toEqual([true, true]);
    expect(close.best.play).toBe('6/1 1/off');
    expect(close.loss).toBeGreaterThan(0);
    expect(close.loss).toBeLessThan(MARK_THRESHOLDS.doubtful);
    // Same settings, same dice: the same figures again.
    expect(analysed(race, 2, raceRollout).decisions[0].loss).toBe(close.loss);

    const refused = analyseRecord(race, { rollout: { trials: 0, truncation: 4 } });
    expect(!refused.ok && refused.error.code).toBe('analysis/rollout');
    const wide = analyseRecord(race, { rollout: { trials: 36, truncation: 4, window: 2 } });
    expect(!wide.ok && wide.error.code).toBe('analysis/rollout');
  });

  it('a wrong choice of board (RULES.md P04: a pass on the blocked board) is board loss, not checker loss', () => {
    // Board 0: White on the bar, closed out (P04). Board 1: both sides bear off their last two checkers
    // next roll; White's 6-4 takes both of his now. Passing on board 0 hands board 1 to Black.
    const raceOff = { white: { points: { '6': 1, '4': 1 }, off: 13 }, black: { points: { '1': 1, '2': 1 }, off: 13 } };
    const pass = [
      { type: 'roll', player: 'white', dice: [6, 4] },
      { type: 'move', player: 'white', board: 0, steps: [] },
    ];
    const a = analysed(recordFrom([CLOSED_OUT, raceOff], pass));
    const board = a.decisions.find((d) => d.kind === 'board');
    const move = a.decisions.find((d) => d.kind === 'move');
    expect(board).toMatchObject({ board: 0, counted: true, mark: 'veryBad' });
    expect(board?.best.board).toBe(1);
    expect(board?.best.play).toBe('6/off 4/off');
    expect(board?.loss).toBeGreaterThan(1);
    expect(move).toMatchObject({ board: 0, loss: 0, counted: false });
    expect(a.players.white.board).toMatchObject({ decisions: 1 });
    expect(a.players.white.board.loss).toBeCloseTo(board?.loss as number, 12);
    expect(a.players.white.move).toMatchObject({ decisions: 0, loss: 0 });
    // The luck of the roll is told once, on the board decision.
    expect(board?.luck).toBeDefined();
    expect(move?.luck).toBeUndefined();
    // Playing board 1 instead is the best choice: nothing lost anywhere.
    const right = analysed(
      recordFrom(
        [CLOSED_OUT, raceOff],
        [
          { type: 'roll', player: 'white', dice: [6, 4] },
          {
            type: 'move',
            player: 'white',
            board: 1,
            steps: [
              [6, 0],
              [4, 0],
            ],
          },
        ],
      ),
    );
    expect(right.decisions.map((d) => d.loss)).toEqual([0, 0]);
  });
});

describe('analyseRecord: a whole game', () => {
  const config = parseTableConfig({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard' } });
  if (!config.ok) throw new Error(config.error.message);
  const state = playTable(
    config.value,
    { white: botSeat({ level: 'beginner' }), black: botSeat({ level: 'master' }) },
    seededDice(5),
  );
  const record = recordFromState(state);

  it('reports every roll once, luck per roll, progress to the end, and figures that add up', () => {
    const progress: [number, number][] = [];
    const r = analyseRecord(record, { ply: 0, onProgress: (done, total) => progress.push([done, total]) });
    if (!r.ok) throw new Error(r.error.message);
    const events = record.games[0].events.length;
    expect(progress.at(-1)).toEqual([events, events]);
    const { decisions, players } = r.value;
    for (const color of ['white', 'black'] as const) {
      const mine = decisions.filter((d) => d.player === color);
      const counted = mine.filter((d) => d.counted);
      const loss = counted.reduce((s, d) => s + d.loss, 0);
      expect(players[color].loss).toBeCloseTo(loss, 12);
      expect(players[color].errorRate).toBeCloseTo((1000 * loss) / counted.length, 9);
      expect(players[color].rating).toBeCloseTo(players[color].errorRate / 2, 9);
      expect(players[color].veryBad).toBe(counted.filter((d) => d.mark === 'veryBad').length);
      const rolls = record.games[0].events.filter((e) => e.type === 'roll' && e.player === color).length;
      // One luck per roll (the opening's dice, played by the starter, count as his roll).
      const opening = record.games[0].events[0].type === 'opening' && state.history.length === 0 ? 1 : 0;
      expect(players[color].rolls).toBe(rolls + (color === (state.game.first ?? 'white') ? opening : 0));
    }
    for (const d of decisions) {
      expect(d.loss).toBeGreaterThanOrEqual(0);
      expect(d.best.equity - d.played.equity).toBeCloseTo(d.loss, 12);
      expect(d.mark ?? null).toBe(d.counted ? markOf(d.loss) : null);
    }
    // The beginner's noisy plays lose far more than the master's.
    expect(players.white.move.errorRate).toBeGreaterThan(3 * players.black.move.errorRate);
  });

  it('the JSON has exactly the contract keys', () => {
    const a = analysed(record, 0);
    const json = analysisJson(a);
    expect(Object.keys(json).sort()).toEqual(['decisions', 'players']);
    expect(Object.keys(json.players).sort()).toEqual(['black', 'white']);
    for (const d of json.decisions) {
      const keys = Object.keys(d).filter((k) => k !== 'luck' && k !== 'mark');
      expect(keys).toEqual(['game', 'event', 'player', 'board', 'kind', 'played', 'best', 'loss']);
      expect(['move', 'board', 'cube']).toContain(d.kind);
    }
  });

  it('refuses what does not replay, and a bad depth', () => {
    const broken = {
      ...record,
      games: [
        { ...record.games[0], events: [...record.games[0].events.slice(0, 3), { type: 'take', player: 'white' }] },
      ],
    };
    const r = analyseRecord(broken);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ game: 0, event: 3 });
    const junk = analyseRecord({ format: 'nardy-record', version: 9 });
    expect(!junk.ok && junk.error.code).toBe('record/version');
    const ply = analyseRecord(record, { ply: 4 as 1 });
    expect(!ply.ok && ply.error.code).toBe('analysis/ply');
  });
});

const BLUNDER = {
  id: 'OHeDATDGzeABGA',
  dice: [3, 1] as [number, number],
  played: [
    [8, 7],
    [7, 4],
  ],
};

/** GNU Backgammon, if installed: on the PATH, or where Debian puts it. */
function findGnubg(): string | null {
  for (const candidate of [process.env.GNUBG, 'gnubg', '/usr/games/gnubg']) {
    if (!candidate) continue;
    if (spawnSync(candidate, ['--version'], { encoding: 'utf8' }).status === 0) return candidate;
  }
  return null;
}
const gnubg = findGnubg();

describe.skipIf(gnubg === null)('GNU Backgammon, run as a separate program', () => {
  it('marks the blunder of the test above very bad', () => {
    const script = [
      'set player 0 human',
      'set player 1 human',
      'set evaluation chequerplay evaluation cubeful off',
      'set evaluation chequerplay evaluation plies 2',
      'set evaluation movefilter 1 0 0 32 1.0',
      'set evaluation movefilter 2 0 0 32 1.0',
      'new game',
      'set turn 1',
      `set board ${BLUNDER.id}`,
      `set dice ${BLUNDER.dice.join(' ')}`,
      'hint 999',
    ];
    const run = spawnSync(gnubg as string, ['-t', '-q'], { input: `${script.join('\n')}\n`, encoding: 'utf8' });
    const equities = new Map<string, number>();
    for (const m of run.stdout.matchAll(/^\s*\d+\.\s+Cubeless\s+\d-ply\s+(.+?)\s+Eq\.:\s+([+-]?\d+\.\d+)/gm)) {
      equities.set(m[1], Number(m[2]));
    }
    const best = Math.max(...equities.values());
    expect(best - (equities.get('8/4') as number)).toBeGreaterThanOrEqual(MARK_THRESHOLDS.veryBad);
  }, 120_000);
});
