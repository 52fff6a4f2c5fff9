// Malformed data for <nardy-board>, <nardy-dice> and <nardy-cube>: every refusal has its code, is in
// `error` and sent as `nardy-error`, and nothing misleading is drawn; every view of real play passes;
// a fuzz test throws any value at the check and at the board.
import {
  applyCommand,
  type BoardView,
  createTable,
  parseTableConfig,
  seededDice,
  selectTableView,
  stepCommand,
  type TableState,
} from '@nardy/parallel';
import { VARIANTS } from '@nardy/rules';
import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import './index.ts';
import type { NardyBoard } from './board/nardy-board.ts';
import type { NardyCube } from './cube/nardy-cube.ts';
import type { NardyDice } from './dice/nardy-dice.ts';
import { shortStart31 } from './testing/fixtures.ts';
import { boardViewProblem, cubeViewProblem, rollViewProblem, VIEW_ERRORS } from './viewCheck.ts';

afterEach(() => document.body.replaceChildren());

const good = shortStart31();
const with_ = (patch: Record<string, unknown>) => ({ ...good, ...patch }) as unknown as BoardView;
const points = (changes: Record<number, unknown>) => {
  const out: unknown[] = [...good.points];
  for (const [at, n] of Object.entries(changes)) out[Number(at)] = n;
  return out;
};

/** The malformed views of the issue and their neighbours, with the code each must get. */
const MALFORMED: [string, unknown, string][] = [
  ['null', null, 'ERR_VIEW_SHAPE'],
  ['a string', 'short', 'ERR_VIEW_SHAPE'],
  ['an array', [], 'ERR_VIEW_SHAPE'],
  ['a variant that does not exist', with_({ variant: 'tavla' }), 'ERR_VIEW_VARIANT'],
  ['a variant of the other geometry', with_({ variant: 'long' }), 'ERR_VIEW_VARIANT'],
  ['an unknown geometry', with_({ geometry: 'round' }), 'ERR_VIEW_VARIANT'],
  ['points of length 24', with_({ points: good.points.slice(1) }), 'ERR_VIEW_SHAPE'],
  ['points of length 26', with_({ points: [...good.points, 0] }), 'ERR_VIEW_SHAPE'],
  ['points as an object', with_({ points: { 6: 5 } }), 'ERR_VIEW_SHAPE'],
  ['1,000 checkers on a point', with_({ points: points({ 6: 1000 }) }), 'ERR_VIEW_CHECKERS'],
  ['a count as a string', with_({ points: points({ 6: '5' }) }), 'ERR_VIEW_CHECKERS'],
  ['half a checker', with_({ points: points({ 6: 4.5 }) }), 'ERR_VIEW_CHECKERS'],
  ['16 white checkers', with_({ off: { white: 1, black: 0 } }), 'ERR_VIEW_CHECKERS'],
  ['a negative bar', with_({ bar: { white: -1, black: 0 } }), 'ERR_VIEW_CHECKERS'],
  ['no bar', with_({ bar: undefined }), 'ERR_VIEW_SHAPE'],
  ['dice 9-0', with_({ dice: [9, 0], diceLeft: [9, 0], legal: [] }), 'ERR_VIEW_DICE'],
  ['three dice', with_({ dice: [3, 1, 2] }), 'ERR_VIEW_DICE'],
  ['dice left not of the roll', with_({ diceLeft: [6] }), 'ERR_VIEW_DICE'],
  ['dice left of 7 with no roll', with_({ dice: null, diceLeft: [7], legal: [] }), 'ERR_VIEW_DICE'],
  ['cube −1', with_({ cube: { value: -1, owner: null } }), 'ERR_VIEW_CUBE'],
  ['cube 3', with_({ cube: { value: 3, owner: null } }), 'ERR_VIEW_CUBE'],
  ['a cube owned by green', with_({ cube: { value: 2, owner: 'green' } }), 'ERR_VIEW_CUBE'],
  ['a turn of green', with_({ turn: 'green' }), 'ERR_VIEW_SHAPE'],
  ['a move to point 30', with_({ legal: [{ from: 24, to: 30, dice: [3], text: '24/30' }] }), 'ERR_VIEW_MOVE'],
  ['a move with die 8', with_({ legal: [{ from: 24, to: 16, dice: [8], text: '24/16' }] }), 'ERR_VIEW_MOVE'],
  ['legal not a list', with_({ legal: 'all' }), 'ERR_VIEW_MOVE'],
  ['canUndo as a string', with_({ canUndo: 'no' }), 'ERR_VIEW_SHAPE'],
  [
    'a last move of five steps',
    with_({ lastMove: { player: 'white', steps: Array(5).fill({ from: 8, to: 5 }), text: '' } }),
    'ERR_VIEW_MOVE',
  ],
  ['pips missing', with_({ pips: null }), 'ERR_VIEW_SHAPE'],
  ['a result without a winner', with_({ result: { ending: 'oin', points: 1 } }), 'ERR_VIEW_SHAPE'],
];

/** Views of real play: random tables of every variant (one and two boards) played from their views. */
function playedViews(): BoardView[] {
  const views: BoardView[] = [];
  for (const [i, variant] of VARIANTS.entries()) {
    const boards = [{ variant }, { variant: VARIANTS[(i + 3) % VARIANTS.length] }];
    const config = parseTableConfig({ boards, ending: 'mars', cube: { mode: 'perBoard' } });
    if (!config.ok) throw new Error(config.error.message);
    let state: TableState = createTable(config.value, 'white');
    let dice = seededDice(i + 1);
    let pick = i * 7919;
    const send = (command: unknown) => {
      const r = applyCommand(state, command, dice);
      if (r.ok) ({ state, dice } = r.value);
      return r.ok;
    };
    for (let n = 0; n < 600; n++) {
      const table = selectTableView(state);
      views.push(...table.boards);
      if (table.phase === 'beforeRoll' && send({ type: 'ROLL' })) continue;
      if (table.phase === 'chooseBoard') {
        const playable = table.boards.findIndex((b) => b.legal.length > 0);
        if (send({ type: 'CHOOSE_BOARD', board: Math.max(0, playable) })) continue;
      }
      if (table.phase !== 'moving') break;
      pick = (pick * 31 + 7) % 1009;
      const stepped = table.boards.some(
        (b, at) => b.legal.length > 0 && send(stepCommand(b, at, b.legal[pick % b.legal.length])),
      );
      if (stepped || send({ type: 'CONFIRM' })) continue;
      if (!table.boards.some((_, at) => send({ type: 'PLAY', board: at, text: 'pass' }))) break;
    }
  }
  return views;
}

describe('the view check (pure)', () => {
  test('refuses each malformed view with its code', () => {
    for (const [what, view, code] of MALFORMED) {
      expect(`${what}: ${boardViewProblem(view)?.code ?? 'accepted'}`).toBe(`${what}: ${code}`);
    }
  });

  test('accepts every view of real play, in every variant', () => {
    const views = playedViews();
    expect(views.length).toBeGreaterThan(500);
    expect(views.some((v) => v.legal.length > 0 && v.geometry === 'sameDirection')).toBe(true);
    expect(views.some((v) => v.lastMove !== null)).toBe(true);
    for (const view of views) expect(boardViewProblem(view)).toBeNull();
  });

  test('an editor position may hold more than fifteen checkers while it is set up, not 1,000', () => {
    const crowded = with_({ variant: 'custom', points: points({ 6: 20 }), legal: [] });
    expect(boardViewProblem(crowded)?.code).toBe('ERR_VIEW_VARIANT');
    expect(boardViewProblem(crowded, { editing: true })).toBeNull();
    expect(boardViewProblem(with_({ points: points({ 6: 1000 }) }), { editing: true })?.code).toBe('ERR_VIEW_CHECKERS');
  });

  test('dice and cubes on their own', () => {
    expect(rollViewProblem([3, 1], [1])).toBeNull();
    expect(rollViewProblem([5, 5], [5, 5, 5])).toBeNull();
    expect(rollViewProblem([9, 0])?.code).toBe('ERR_VIEW_DICE');
    expect(rollViewProblem([3, 1], [3, 3])?.code).toBe('ERR_VIEW_DICE');
    expect(cubeViewProblem(64, 'black')).toBeNull();
    expect(cubeViewProblem(-1, null)?.code).toBe('ERR_VIEW_CUBE');
    expect(cubeViewProblem(Number.NaN, null)?.code).toBe('ERR_VIEW_CUBE');
  });
});

async function mounted<T extends HTMLElement & { updateComplete: Promise<boolean> }>(markup: string): Promise<T> {
  const host = document.createElement('div');
  host.style.width = '640px';
  host.innerHTML = markup;
  document.body.append(host);
  const el = host.firstElementChild as T;
  await el.updateComplete;
  return el;
}

function errorsOf(el: EventTarget): { code: string; message: string }[] {
  const seen: { code: string; message: string }[] = [];
  el.addEventListener('nardy-error', (e) => seen.push((e as CustomEvent).detail));
  return seen;
}

const drawn = (el: NardyBoard) => ({
  checkers: el.shadowRoot!.querySelectorAll('.checker').length,
  dice: el.shadowRoot!.querySelectorAll('[part~="die"]').length,
  movable: [...el.shadowRoot!.querySelectorAll('.control')].filter((c) =>
    /can move/.test(c.getAttribute('aria-label') ?? ''),
  ).length,
  alert: el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null,
});

describe('<nardy-board> given a malformed view', () => {
  test('sends nardy-error, sets error and draws no checkers, dice or moves; a good view draws again', async () => {
    const el = await mounted<NardyBoard>('<nardy-board></nardy-board>');
    const seen = errorsOf(el);
    el.view = good;
    await el.updateComplete;
    const before = drawn(el);
    expect(before.checkers).toBe(30);
    expect(before.movable).toBeGreaterThan(0);
    // (A null view is no view: the board draws its attributes' diagram.)
    const malformed = MALFORMED.filter(([, v]) => v !== null);
    for (const [what, view, code] of malformed) {
      el.view = view as BoardView;
      await el.updateComplete;
      expect(`${what}: ${el.error?.code}`).toBe(`${what}: ${code}`);
      expect(seen.at(-1)?.code).toBe(code);
      const now = drawn(el);
      expect({ what, checkers: now.checkers, dice: now.dice, movable: now.movable }).toEqual({
        what,
        checkers: 0,
        dice: 0,
        movable: 0,
      });
      expect(now.alert).toBe(el.error?.message);
    }
    expect(seen.length).toBe(malformed.length);
    el.view = good;
    await el.updateComplete;
    expect(el.error).toBeNull();
    expect(drawn(el)).toEqual({ ...before, alert: null });
  });

  test('a refused long view draws the empty board: no checkers', async () => {
    const el = await mounted<NardyBoard>('<nardy-board></nardy-board>');
    el.view = { ...good, variant: 'long', geometry: 'sameDirection', bar: { white: 1, black: 0 } } as BoardView;
    await el.updateComplete;
    expect(el.error?.code).toBe('ERR_VIEW_CHECKERS');
    expect(drawn(el).checkers).toBe(0);
  });
});

describe('<nardy-dice> and <nardy-cube>', () => {
  test('dice 9-0 and cube −1 draw nothing and say why', async () => {
    const dice = await mounted<NardyDice>('<nardy-dice values="9-0"></nardy-dice>');
    expect(dice.error?.code).toBe('ERR_VIEW_DICE');
    expect(dice.shadowRoot!.querySelector('svg')).toBeNull();
    const seen = errorsOf(dice);
    dice.dice = [9, 0];
    await dice.updateComplete;
    expect(seen.map((e) => e.code)).toEqual(['ERR_VIEW_DICE']);
    expect(dice.shadowRoot!.querySelector('svg')).toBeNull();
    dice.dice = [3, 1];
    dice.left = [4];
    await dice.updateComplete;
    expect(seen.length).toBe(2);
    expect(dice.faces).toEqual([]);
    dice.left = [1];
    await dice.updateComplete;
    expect(dice.error).toBeNull();
    expect(dice.shadowRoot!.querySelectorAll('[part~="die"]').length).toBe(2);

    const cube = await mounted<NardyCube>('<nardy-cube value="-1"></nardy-cube>');
    expect(cube.error?.code).toBe('ERR_VIEW_CUBE');
    expect(cube.shadowRoot!.querySelector('svg')).toBeNull();
    const cubeSeen = errorsOf(cube);
    cube.setAttribute('owner', 'green');
    cube.value = 2;
    await cube.updateComplete;
    expect(cubeSeen.map((e) => e.code)).toEqual(['ERR_VIEW_CUBE']);
    cube.removeAttribute('owner');
    await cube.updateComplete;
    expect(cube.error).toBeNull();
    expect(cube.shadowRoot!.querySelector('text')!.textContent).toBe('2');
  });

  test('errors of the initial attributes are there for a listener that comes later', async () => {
    const board = await mounted<NardyBoard>('<nardy-board variant="tavla"></nardy-board>');
    const dice = await mounted<NardyDice>('<nardy-dice values="9-0"></nardy-dice>');
    const cube = await mounted<NardyCube>('<nardy-cube value="-1"></nardy-cube>');
    // The events went out during the first update, before anyone listened; the property keeps them.
    expect(board.error?.code).toBe('ERR_VARIANT');
    expect(dice.error?.code).toBe('ERR_VIEW_DICE');
    expect(cube.error?.code).toBe('ERR_VIEW_CUBE');
    // A listener added before the first update (in the same task as the markup) hears them too.
    const host = document.createElement('div');
    host.innerHTML = '<nardy-board setup="{"></nardy-board>';
    const heard = errorsOf(host);
    document.body.append(host);
    await (host.firstElementChild as NardyBoard).updateComplete;
    expect(heard.map((e) => e.code)).toEqual(['ERR_SETUP_JSON']);
  });
});

describe('fuzz: any value as a board view', () => {
  // A good view with one field replaced by anything, or anything at all.
  const key = fc.constantFrom(...(Object.keys(good) as (keyof BoardView)[]));
  const view = fc.oneof(
    fc.tuple(key, fc.anything()).map(([k, v]) => ({ ...good, [k]: v })),
    fc
      .tuple(fc.integer({ min: 0, max: 24 }), fc.oneof(fc.integer({ min: -2000, max: 2000 }), fc.double(), fc.string()))
      .map(([at, n]) => with_({ points: points({ [at]: n }) })),
    fc.anything(),
  );

  test('the check never throws and answers null or a documented code', () => {
    fc.assert(
      fc.property(view, (v) => {
        const problem = boardViewProblem(v);
        if (problem !== null) expect(VIEW_ERRORS).toContain(problem.code);
      }),
      { numRuns: 2000, seed: 14 },
    );
  });

  test('the board draws it or refuses it, never more than 15 checkers a side', async () => {
    const el = await mounted<NardyBoard>('<nardy-board></nardy-board>');
    const seen = errorsOf(el);
    await fc.assert(
      fc.asyncProperty(view, async (v) => {
        el.view = v as BoardView;
        await el.updateComplete;
        const problem = v == null ? null : boardViewProblem(v); // null or undefined: no view, the diagram
        expect(el.error?.code ?? null).toBe(problem?.code ?? null);
        const checkers = el.shadowRoot!.querySelectorAll('.checker').length;
        expect(checkers).toBeLessThanOrEqual(30);
        if (problem || v == null) expect(el.shadowRoot!.querySelectorAll('[part~="die"]').length).toBe(0);
        if (problem) {
          expect(checkers).toBe(0);
          expect(seen.at(-1)?.code).toBe(problem.code);
        }
      }),
      { numRuns: 60, seed: 14 },
    );
  });
});
