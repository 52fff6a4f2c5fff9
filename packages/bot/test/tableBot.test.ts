// Board choice and cube decisions at @nardy/parallel tables (issue 6: parallel play, cubes).
import {
  applyCommand,
  applyEvent,
  createTable,
  legalPlaysOn,
  parseTableConfig,
  positionFor,
  seededDice,
  type TableState,
} from '@nardy/parallel';
import { type Color, type Side, seededRandom, VARIANTS } from '@nardy/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOARD_RULE_OF_LEVEL, chooseBoardAndPlay } from '../src/chooseBoardAndPlay.ts';
import { cubeDecision } from '../src/cubeDecision.ts';
import { chooseMove } from '../src/levels.ts';

const W = 'white' as const;
const B = 'black' as const;

function side(points: Record<number, number>, extra: { off?: number; bar?: number } = {}): Side {
  return { points: Object.fromEntries(Object.entries(points).map(([p, n]) => [String(p), n])), ...extra };
}

function table(spec: Record<string, unknown>, first: Color | null = W): TableState {
  const config = parseTableConfig({ ending: 'koks', cube: { mode: 'off' }, ...spec });
  if (!config.ok) throw new Error(config.error.message);
  return createTable(config.value, first);
}

function apply(state: TableState, event: unknown): TableState {
  const r = applyEvent(state, event);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Sets a cube on board `i` (or the shared cube) directly: positions where it has been turned before. */
function withCube(state: TableState, board: number | null, value: number, owner: Color | null): TableState {
  const cube = { value, owner, retired: false, turned: value > 1 };
  const game = state.game;
  if (board === null) return { ...state, game: { ...game, sharedCube: cube } };
  return { ...state, game: { ...game, boards: game.boards.map((b, i) => (i === board ? { ...b, cube } : b)) } };
}

const config = (state: TableState, board: number) => state.config.boards[board].rules;

/** A table reached by random legal play from the start, stopped at a board choice. */
function randomTable(variants: readonly (typeof VARIANTS)[number][], seed: number, turns: number): TableState | null {
  const config = parseTableConfig({
    boards: variants.map((variant) => ({ variant })),
    ending: 'mars',
    cube: { mode: 'off' },
  });
  if (!config.ok) throw new Error(config.error.message);
  let state = createTable(config.value);
  let dice = seededDice(seed);
  const random = seededRandom(seed);
  for (let t = 0; t < turns; t++) {
    const rolled = applyCommand(state, { type: 'ROLL' }, dice);
    if (!rolled.ok) throw new Error(rolled.error.message);
    state = rolled.value.state;
    dice = rolled.value.dice;
    const game = state.game;
    if (game.phase !== 'chooseBoard' && game.phase !== 'moving') continue;
    if (t === turns - 1) return state;
    const open = game.boards.flatMap((b, i) => (b.result === null ? [i] : []));
    const board = open[Math.floor(random() * open.length)];
    const plays = legalPlaysOn(state, board);
    const play = plays && plays.plays.length > 0 ? plays.plays[Math.floor(random() * plays.plays.length)] : null;
    state = apply(state, {
      type: 'move',
      player: game.turn,
      board,
      steps: play ? play.steps.map((s) => [s.from, s.to]) : [],
    });
    if (state.game.phase === 'gameOver') return null;
  }
  return null;
}

describe('chooseBoardAndPlay', () => {
  it('always names an unfinished board and a play the table accepts (random tables, every variant)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...VARIANTS), { minLength: 2, maxLength: 4 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 1, max: 120 }),
        fc.constantFrom('lookahead' as const, 'table' as const, 'simple' as const),
        fc.constantFrom('beginner' as const, 'club' as const),
        (variants, seed, turns, rule, level) => {
          const state = randomTable(variants, seed, turns);
          if (state === null) return;
          const choice = chooseBoardAndPlay(state, { level, rule, random: seededRandom(seed) });
          if (!choice.ok) throw new Error(choice.error.message);
          const { board, steps } = choice.value;
          expect(state.game.boards[board].result).toBeNull();
          const applied = applyEvent(state, {
            type: 'move',
            player: state.game.turn,
            board,
            steps: steps.map((s) => [s.from, s.to]),
          });
          expect(applied.ok).toBe(true);
        },
      ),
      { numRuns: 40, seed: 6 },
    );
  });

  it('bears off the last checker where the opponent would otherwise win the board next turn', () => {
    const race = { white: side({ 1: 1 }, { off: 14 }), black: side({ 1: 1 }, { off: 14 }) };
    for (const rule of ['table', 'simple'] as const) {
      const state = apply(table({ boards: [{ variant: 'short' }, { variant: 'short', start: race }] }), {
        type: 'roll',
        player: W,
        dice: [2, 1],
      });
      const choice = chooseBoardAndPlay(state, { level: 'club', rule });
      if (!choice.ok) throw new Error(choice.error.message);
      expect(choice.value.board).toBe(1);
      expect(choice.value.after.cells[26]).toBe(15);
    }
  });

  it('leaves its own won board unfinished while the opponent is about to finish his (the half point)', () => {
    // Board 0: White's last checker is home; Black has borne one off (no mars at stake) and needs many
    // turns. Board 1: the same with colours swapped. Whoever finishes first pays half a point.
    const state = apply(
      table({
        boards: [
          { variant: 'short', start: { white: side({ 1: 1 }, { off: 14 }), black: side({ 6: 14 }, { off: 1 }) } },
          { variant: 'short', start: { white: side({ 6: 14 }, { off: 1 }), black: side({ 1: 1 }, { off: 14 }) } },
        ],
      }),
      { type: 'roll', player: W, dice: [6, 5] },
    );
    const choice = chooseBoardAndPlay(state, { level: 'club' });
    if (!choice.ok) throw new Error(choice.error.message);
    expect(choice.value.board).toBe(1);
  });

  it('searches in stages: the same choice as every board at the level when the margin takes them all in', () => {
    // strong is one stage deep: with a margin wide enough for every board the staged search must be
    // the plain one; master's 2-ply goes to the board chosen, and the play there is master's own.
    let compared = 0;
    for (let seed = 1; compared < 4; seed++) {
      const state = randomTable(['short', 'short', 'long'], seed, 20 + seed);
      if (state === null) continue;
      compared++;
      const plain = chooseBoardAndPlay(state, { level: 'strong', deepMargin: Number.POSITIVE_INFINITY });
      expect(chooseBoardAndPlay(state, { level: 'strong', deepMargin: 100 })).toEqual(plain);
      const staged = chooseBoardAndPlay(state, { level: 'master' });
      if (!staged.ok) throw new Error(staged.error.message);
      const { board, after } = staged.value;
      const game = state.game;
      const own = chooseMove(
        config(state, board).variant,
        positionFor(game.boards[board], game.turn as Color),
        game.dice as [number, number],
        {
          level: 'master',
          rules: config(state, board),
          firstTurn: !game.boards[board].firstTurnDone[game.turn as Color],
          alone: false,
        },
      );
      if (!own.ok) throw new Error(own.error.message);
      expect(Array.from(after.cells)).toEqual(Array.from(own.value?.after.cells ?? after.cells));
    }
  });

  it("plays a board searched alone (one board, or the last open one) as master's single-board search", () => {
    let compared = 0;
    for (let seed = 1; compared < 3; seed++) {
      const state = randomTable(['short'], seed, 10 + seed);
      if (state === null) continue;
      compared++;
      const chosen = chooseBoardAndPlay(state, { level: 'master' });
      if (!chosen.ok) throw new Error(chosen.error.message);
      const game = state.game;
      const own = chooseMove('short', positionFor(game.boards[0], game.turn as Color), game.dice as [number, number], {
        level: 'master',
        firstTurn: !game.boards[0].firstTurnDone[game.turn as Color],
      });
      if (!own.ok) throw new Error(own.error.message);
      expect(Array.from(chosen.value.after.cells)).toEqual(
        Array.from(own.value?.after.cells ?? chosen.value.after.cells),
      );
    }
  });

  it('wideChoice weighs the next-best plays only while the roll may go to two or more boards', () => {
    // On a one-board table `wide` may overrule the level's play (a deeper checker play, not a board
    // choice); `wideChoice` plays the level's own play there, as `lookahead` does.
    let differs = 0;
    let compared = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const single = randomTable(['short'], seed, 14 + seed);
      if (single === null) continue;
      compared++;
      const own = chooseBoardAndPlay(single, { level: 'club', rule: 'lookahead' });
      expect(chooseBoardAndPlay(single, { level: 'club', rule: 'wideChoice' })).toEqual(own);
      const wide = chooseBoardAndPlay(single, { level: 'club', rule: 'wide' });
      if (!own.ok || !wide.ok) throw new Error('no choice');
      if (Array.from(wide.value.after.cells).join() !== Array.from(own.value.after.cells).join()) differs++;
      // At two boards both wide rules weigh the same candidates.
      const pair = randomTable(['short', 'short'], seed, 14 + seed);
      if (pair === null) continue;
      expect(chooseBoardAndPlay(pair, { level: 'club', rule: 'wideChoice' })).toEqual(
        chooseBoardAndPlay(pair, { level: 'club', rule: 'wide' }),
      );
    }
    // Measured: 6 of 52 one-board positions.
    expect(compared).toBeGreaterThan(40);
    expect(differs).toBeGreaterThan(0);
  });

  it("uses the level's board rule when none is named: wideChoice at club, lookahead at the other levels", () => {
    expect(BOARD_RULE_OF_LEVEL).toEqual({
      beginner: 'lookahead',
      club: 'wideChoice',
      strong: 'lookahead',
      master: 'lookahead',
    });
    // The defaults are the named rules' choices, and club's default is not lookahead's everywhere.
    let clubDiffers = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const state = randomTable(['short', 'short', 'short'], seed, 10 + seed);
      if (state === null) continue;
      const club = chooseBoardAndPlay(state, { level: 'club' });
      expect(club).toEqual(chooseBoardAndPlay(state, { level: 'club', rule: 'wideChoice' }));
      const lookahead = chooseBoardAndPlay(state, { level: 'club', rule: 'lookahead' });
      if (JSON.stringify(club) !== JSON.stringify(lookahead)) clubDiffers++;
      if (seed % 10 === 0) {
        expect(chooseBoardAndPlay(state, { level: 'strong' })).toEqual(
          chooseBoardAndPlay(state, { level: 'strong', rule: 'lookahead' }),
        );
      }
    }
    expect(clubDiffers).toBeGreaterThan(0);
  });

  it('plays only the committed board once a step is entered, and refuses outside a roll', () => {
    let state = apply(table({ boards: [{ variant: 'short' }, { variant: 'long' }] }), {
      type: 'roll',
      player: W,
      dice: [3, 1],
    });
    const moved = applyCommand(state, { type: 'CHOOSE_BOARD', board: 1 }, seededDice(1));
    if (!moved.ok) throw new Error(moved.error.message);
    state = moved.value.state;
    const stepped = applyCommand(state, { type: 'STEP', from: 24, to: 21 }, seededDice(1));
    if (stepped.ok) {
      const choice = chooseBoardAndPlay(stepped.value.state, { level: 'club' });
      expect(choice.ok && choice.value.board).toBe(1);
    }
    const before = table({ boards: [{ variant: 'short' }, { variant: 'short' }] });
    expect(chooseBoardAndPlay(before)).toMatchObject({ ok: false, error: { code: 'bot/not-moving' } });
    expect(chooseBoardAndPlay(state, { level: 'god' as 'club' })).toMatchObject({
      ok: false,
      error: { code: 'bot/bad-level' },
    });
  });
});

describe('cubeDecision', () => {
  const twoBoards = (mode: 'perBoard' | 'shared', boards?: unknown[], extra: Record<string, unknown> = {}) =>
    table({ boards: boards ?? [{ variant: 'short' }, { variant: 'short' }], cube: { mode, max: 64 }, ...extra });
  // A bear-off race without gammons where White, on roll, wins about 91 % (GNU Backgammon's bear-off database; the
  // net says 90 %): well past Black's take point.
  // Black bears off his last checker on his next turn whatever he rolls; White has one checker off (no mars).
  const blackFinishesNext = {
    variant: 'short',
    start: { white: side({ 6: 5, 5: 5, 4: 4 }, { off: 1 }), black: side({ 1: 1 }, { off: 14 }) },
  };
  const crushing = {
    variant: 'short',
    start: { white: side({ 6: 3, 5: 2 }, { off: 10 }), black: side({ 6: 2, 5: 2, 3: 2, 2: 2, 1: 1 }, { off: 6 }) },
  };

  it('does not double in the opening position, and takes an opening double', () => {
    for (const mode of ['perBoard', 'shared'] as const) {
      const state = twoBoards(mode);
      expect(cubeDecision(state)).toEqual({ ok: true, value: { kind: 'noDouble' } });
      const offered = apply(
        state,
        mode === 'shared' ? { type: 'double', player: W } : { type: 'double', player: W, board: 0 },
      );
      expect(cubeDecision(offered)).toEqual({ ok: true, value: { kind: 'take' } });
    }
  });

  it('doubles a crushing position when the cube is its to turn, and the opponent drops', () => {
    const state = table({ boards: [crushing], cube: { mode: 'perBoard', max: 64 } });
    expect(cubeDecision(state)).toEqual({ ok: true, value: { kind: 'double', board: 0 } });
    const offered = apply(state, { type: 'double', player: W, board: 0 });
    expect(cubeDecision(offered)).toEqual({ ok: true, value: { kind: 'drop', board: 0 } });
  });

  it('doubles it at two boards as well, but holds where the drop would make him pay the half point', () => {
    // With the other board at the opening, playing on he pays the half point anyway when he wins this
    // board (it finishes first): the drop (1 − 0.5) is worth more than playing on, so he doubles.
    expect(cubeDecision(twoBoards('perBoard', [{ variant: 'short' }, crushing]))).toEqual({
      ok: true,
      value: { kind: 'double', board: 1 },
    });
    // Here Black bears off his last checker on board 0 next turn, so that board finishes first and Black
    // pays the half point — unless a dropped double ends board 1 first and puts it on White (RULES.md
    // §6.5, §6.7): playing on is worth about 0.8 − 0.5, the drop 0.5 − 1. He holds.
    const state = twoBoards('perBoard', [blackFinishesNext, crushing]);
    expect(cubeDecision(state)).toEqual({ ok: true, value: { kind: 'noDouble' } });
  });

  it('drops when far behind at a high cube', () => {
    const state = withCube(twoBoards('perBoard', [{ variant: 'short' }, crushing]), 1, 8, W);
    const offered = apply(state, { type: 'double', player: W, board: 1 });
    expect(offered.game.offer?.value).toBe(16);
    expect(cubeDecision(offered)).toEqual({ ok: true, value: { kind: 'drop', board: 1 } });
  });

  it('never offers when the opponent owns the cube, at the maximum, or in the Crawford game', () => {
    const position = [{ variant: 'short' }, crushing];
    const owned = withCube(twoBoards('perBoard', position), 1, 2, B);
    expect(cubeDecision(owned)).toEqual({ ok: true, value: { kind: 'noDouble' } });
    const atMax = withCube(table({ boards: position, cube: { mode: 'perBoard', max: 4 } }), 1, 4, W);
    expect(cubeDecision(atMax)).toEqual({ ok: true, value: { kind: 'noDouble' } });
    const base = twoBoards('perBoard', position);
    const crawford = { ...base, game: { ...base.game, crawford: true } };
    expect(cubeDecision(crawford)).toEqual({ ok: true, value: { kind: 'noDouble' } });
    const off = table({ boards: position });
    expect(cubeDecision(off)).toEqual({ ok: true, value: { kind: 'noDouble' } });
    const rolled = apply(base, { type: 'roll', player: W, dice: [3, 1] });
    expect(cubeDecision(rolled)).toMatchObject({ ok: false, error: { code: 'bot/no-cube-decision' } });
  });

  it('shared cube: a dropper gives up the board that costs least', () => {
    // Board 0: Black is crushed (and can still be marsed); board 1: the opening position.
    const marsable = {
      variant: 'short',
      start: { white: side({ 2: 1, 1: 1 }, { off: 13 }), black: side({ 12: 5, 8: 5, 6: 5 }) },
    };
    const state = withCube(twoBoards('shared', [marsable, { variant: 'short' }]), null, 4, W);
    const offered = apply(state, { type: 'double', player: W });
    expect(cubeDecision(offered)).toEqual({ ok: true, value: { kind: 'drop', board: 0 } });
  });
});
