import type { BoardView } from '@nardy/parallel';
import type { Geometry, VariantName } from '@nardy/rules';

/**
 * What `<nardy-board>`, `<nardy-dice>` and `<nardy-cube>` accept as data, checked before anything is
 * drawn: a view from a host's own code (or from the network) may be wrong in any way, and a board that
 * drew 1,000 checkers, a die showing 9 or a cube of −1 would tell the player something false. Each
 * element draws nothing of a value it refuses, sets its `error` property and sends `nardy-error` with
 * one of these codes. Rules-free like the board itself: it checks the data's form and the limits of a
 * nardy board (15 checkers a side, dice 1..6, a cube a power of two), not legality.
 */
export const VIEW_ERRORS = [
  /** Not an object of the BoardView shape: a missing field, a wrong type, `points` not 25 long. */
  'ERR_VIEW_SHAPE',
  /** A variant that does not exist, or a geometry that is not the variant's. */
  'ERR_VIEW_VARIANT',
  /** A count that is not a whole number of checkers, more than 15 a side, or a bar in the long family. */
  'ERR_VIEW_CHECKERS',
  /** Dice that are not values 1..6 (`dice` two of them, `diceLeft` at most four, all of the roll). */
  'ERR_VIEW_DICE',
  /** A cube whose value is not a power of two from 1, or whose owner is not white, black or null. */
  'ERR_VIEW_CUBE',
  /** A move (`legal`, `lastMove`) whose ends are not points 0..25, or whose dice or text are wrong. */
  'ERR_VIEW_MOVE',
] as const;
export type ViewError = (typeof VIEW_ERRORS)[number];

export interface ViewProblem {
  readonly code: ViewError;
  readonly message: string;
}

/** The variants a view may name, with the geometry each is drawn in (RULES.md §1.2). */
const GEOMETRY_OF: Readonly<Record<VariantName, Geometry>> = {
  short: 'opposed',
  'short-caucasian': 'opposed',
  nackgammon: 'opposed',
  long: 'sameDirection',
  khachapuri: 'sameDirection',
};

const SIDE = 15;
/** Counts an editor may hold while a position is set up (the host counts fifteen a side). */
const EDITING_LIMIT = 99;

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isColor = (v: unknown): boolean => v === 'white' || v === 'black';
const isDie = (v: unknown): v is number => isInt(v) && v >= 1 && v <= 6;
const isPoint = (v: unknown): boolean => isInt(v) && v >= 0 && v <= 25;
const problem = (code: ViewError, message: string): ViewProblem => ({ code, message });

/** Why a `dice` / `diceLeft` pair is not a roll and what is left of it, or null. */
export function rollViewProblem(dice: unknown, left?: unknown): ViewProblem | null {
  if (!Array.isArray(dice) || dice.length !== 2 || !dice.every(isDie)) {
    return problem('ERR_VIEW_DICE', `dice must be two values 1..6, not ${shown(dice)}`);
  }
  if (left === undefined || left === null) return null;
  const values = dice[0] === dice[1] ? [dice[0], dice[0], dice[0], dice[0]] : [...dice];
  if (!Array.isArray(left) || left.length > values.length) {
    return problem('ERR_VIEW_DICE', `dice left must be some of ${values.join(', ')}, not ${shown(left)}`);
  }
  for (const d of left) {
    const at = values.indexOf(d);
    if (at < 0) return problem('ERR_VIEW_DICE', `dice left must be some of ${dice.join('-')}, not ${shown(left)}`);
    values.splice(at, 1);
  }
  return null;
}

/** Why a cube value and owner are not a doubling cube, or null. */
export function cubeViewProblem(value: unknown, owner: unknown): ViewProblem | null {
  if (!isInt(value) || value < 1 || value > 2 ** 30 || (value & (value - 1)) !== 0) {
    return problem('ERR_VIEW_CUBE', `a cube shows a power of two from 1, not ${shown(value)}`);
  }
  if (owner !== null && owner !== undefined && !isColor(owner)) {
    return problem('ERR_VIEW_CUBE', `a cube is owned by white or black or centred, not ${shown(owner)}`);
  }
  return null;
}

function moveProblem(m: unknown, where: string, roll: readonly number[] | null): ViewProblem | null {
  if (!isRecord(m) || !isPoint(m.from) || !isPoint(m.to) || m.from === m.to) {
    return problem('ERR_VIEW_MOVE', `${where}: a move goes between two points 0..25, not ${shown(m)}`);
  }
  if ('text' in m && typeof m.text !== 'string') return problem('ERR_VIEW_MOVE', `${where}: text must be a string`);
  if ('dice' in m && (!Array.isArray(m.dice) || m.dice.length > 4 || !m.dice.every(isDie))) {
    return problem('ERR_VIEW_MOVE', `${where}: a move's dice are values 1..6, not ${shown(m.dice)}`);
  }
  if (roll !== null && Array.isArray(m.dice) && m.dice.some((d) => !roll.includes(d))) {
    return problem('ERR_VIEW_MOVE', `${where}: a move uses dice of the roll ${roll.join('-')}, not ${shown(m.dice)}`);
  }
  return null;
}

/**
 * Why `view` is not a board `<nardy-board>` can draw truthfully, or null. `editing`: the view of a
 * position being set up (`<nardy-editor>`), which may hold any variant name and more than fifteen
 * checkers a side until the host's own check says what is wrong; its counts must still be whole
 * numbers up to 99.
 */
export function boardViewProblem(view: unknown, { editing = false }: { editing?: boolean } = {}): ViewProblem | null {
  if (!isRecord(view)) return problem('ERR_VIEW_SHAPE', `a view is a BoardView object, not ${shown(view)}`);
  const geometry = view.geometry;
  if (geometry !== 'opposed' && geometry !== 'sameDirection') {
    return problem('ERR_VIEW_VARIANT', `geometry is opposed or sameDirection, not ${shown(geometry)}`);
  }
  if (!editing || typeof view.variant !== 'string') {
    const expected = GEOMETRY_OF[view.variant as VariantName];
    if (typeof view.variant !== 'string' || !Object.hasOwn(GEOMETRY_OF, view.variant)) {
      return problem('ERR_VIEW_VARIANT', `${shown(view.variant)} is not a nardy variant`);
    }
    if (expected !== geometry) {
      return problem('ERR_VIEW_VARIANT', `${view.variant} is drawn ${expected}, not ${geometry}`);
    }
  }
  const limit = editing ? EDITING_LIMIT : SIDE;
  const points = view.points;
  if (!Array.isArray(points) || points.length !== 25) {
    return problem('ERR_VIEW_SHAPE', `points is an array of 25 counts, not ${shown(points)}`);
  }
  const sides = { white: 0, black: 0 };
  for (let p = 1; p <= 24; p++) {
    const n = points[p];
    if (!isInt(n) || Math.abs(n) > limit) {
      return problem('ERR_VIEW_CHECKERS', `point ${p} holds ${shown(n)}, not a count of checkers up to ${limit}`);
    }
    if (n > 0) sides.white += n;
    else sides.black -= n;
  }
  for (const key of ['bar', 'off'] as const) {
    const pair = view[key];
    if (!isRecord(pair)) return problem('ERR_VIEW_SHAPE', `${key} is {white, black}, not ${shown(pair)}`);
    for (const color of ['white', 'black'] as const) {
      const n = pair[color];
      if (!isInt(n) || n < 0 || n > limit) {
        return problem('ERR_VIEW_CHECKERS', `${key}.${color} is ${shown(n)}, not a count of checkers up to ${limit}`);
      }
      sides[color] += n;
    }
  }
  if (!editing) {
    for (const color of ['white', 'black'] as const) {
      if (sides[color] > SIDE)
        return problem('ERR_VIEW_CHECKERS', `${color} has ${sides[color]} checkers, not at most 15`);
    }
    const bar = view.bar as { white: number; black: number };
    if (geometry === 'sameDirection' && (bar.white > 0 || bar.black > 0)) {
      return problem('ERR_VIEW_CHECKERS', 'the long family has no bar: nothing is hit');
    }
  }
  if (view.turn !== null && !isColor(view.turn)) {
    return problem('ERR_VIEW_SHAPE', `turn is white, black or null, not ${shown(view.turn)}`);
  }
  if (view.dice !== null) {
    const bad = rollViewProblem(view.dice, view.diceLeft);
    if (bad) return bad;
  } else if (!Array.isArray(view.diceLeft) || view.diceLeft.length > 4 || !view.diceLeft.every(isDie)) {
    // With no roll shown, dice left are not drawn; they must still be dice.
    return problem('ERR_VIEW_DICE', `dice left are at most four values 1..6, not ${shown(view.diceLeft)}`);
  }
  if (view.cube !== null) {
    if (!isRecord(view.cube))
      return problem('ERR_VIEW_CUBE', `cube is {value, owner} or null, not ${shown(view.cube)}`);
    const bad = cubeViewProblem(view.cube.value, view.cube.owner ?? null);
    if (bad) return bad;
  }
  if (!Array.isArray(view.legal))
    return problem('ERR_VIEW_SHAPE', `legal is an array of moves, not ${shown(view.legal)}`);
  const roll = view.dice as number[] | null;
  for (const m of view.legal) {
    const bad = moveProblem(m, 'legal', roll);
    if (bad) return bad;
    if (!Array.isArray((m as Rec).dice) || typeof (m as Rec).text !== 'string') {
      return problem('ERR_VIEW_MOVE', `legal: a move has dice and text, not ${shown(m)}`);
    }
  }
  if (view.legal.length > 0 && view.turn === null) {
    return problem('ERR_VIEW_MOVE', 'legal moves need a player to move (turn)');
  }
  for (const key of ['canUndo', 'canConfirm'] as const) {
    if (typeof view[key] !== 'boolean')
      return problem('ERR_VIEW_SHAPE', `${key} is true or false, not ${shown(view[key])}`);
  }
  const last = view.lastMove;
  if (last !== null) {
    if (!isRecord(last) || !isColor(last.player) || !Array.isArray(last.steps) || typeof last.text !== 'string') {
      return problem('ERR_VIEW_MOVE', `lastMove is {player, steps, text} or null, not ${shown(last)}`);
    }
    if (last.steps.length > 4) return problem('ERR_VIEW_MOVE', 'lastMove: a play has at most four steps');
    for (const s of last.steps) {
      const bad = moveProblem(s, 'lastMove', null);
      if (bad) return bad;
    }
  }
  const pips = view.pips;
  if (!isRecord(pips) || !isInt(pips.white) || !isInt(pips.black) || pips.white < 0 || pips.black < 0) {
    return problem('ERR_VIEW_SHAPE', `pips is {white, black} of whole numbers, not ${shown(pips)}`);
  }
  const result = view.result;
  if (result !== null) {
    if (
      !isRecord(result) ||
      !isColor(result.winner) ||
      typeof result.ending !== 'string' ||
      typeof result.points !== 'number' ||
      !(result.points >= 0)
    ) {
      return problem('ERR_VIEW_SHAPE', `result is {winner, ending, points} or null, not ${shown(result)}`);
    }
  }
  if (view.drawn !== undefined && typeof view.drawn !== 'boolean') {
    return problem('ERR_VIEW_SHAPE', `drawn is true or false, not ${shown(view.drawn)}`);
  }
  return null;
}

/** A view is a `BoardView` once `boardViewProblem` has nothing to say. */
export function isBoardView(view: unknown): view is BoardView {
  return boardViewProblem(view) === null;
}

/** A short rendering of a bad value for a message (never throws: cycles and BigInts included). */
function shown(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
