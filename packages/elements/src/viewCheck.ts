import type { BoardView } from '@nardy/parallel';
import type { VariantName } from '@nardy/rules';

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
  /**
   * `legal` or `lastMove` not a list of moves between points 0..25 (`legal`: with a player to move, its
   * text, and dice of the roll; `lastMove`: at most four steps).
   */
  'ERR_VIEW_MOVE',
] as const;
export type ViewError = (typeof VIEW_ERRORS)[number];

export interface ViewProblem {
  readonly code: ViewError;
  readonly message: string;
}

/** The variants a view may name, by the geometry each is drawn in (RULES.md §1.2). */
const OPPOSED: readonly VariantName[] = ['short', 'short-caucasian', 'nackgammon'];
const SAME_DIRECTION: readonly VariantName[] = ['long', 'khachapuri'];

const SIDE = 15;
/** Counts an editor may hold while a position is set up (the host counts fifteen a side). */
const EDITING_LIMIT = 99;

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isColor = (v: unknown): boolean => v === 'white' || v === 'black';
const isDie = (v: unknown): v is number => isInt(v) && v >= 1 && v <= 6;
const isPoint = (v: unknown): boolean => isInt(v) && v >= 0 && v <= 25;
const isCount = (v: unknown, limit: number): v is number => isInt(v) && v >= 0 && v <= limit;

/** A refusal: the code, and the field with the value refused (short: the messages ship in the bundle). */
const fail = (code: ViewError, field: string, value: unknown): ViewProblem => ({
  code,
  message: `${field}: ${shown(value)}`,
});

/** Why a `dice` / `diceLeft` pair is not a roll and what is left of it, or null. */
export function rollViewProblem(dice: unknown, left?: unknown): ViewProblem | null {
  if (!Array.isArray(dice) || dice.length !== 2 || !dice.every(isDie)) return fail('ERR_VIEW_DICE', 'dice', dice);
  const values = dice[0] === dice[1] ? [...dice, ...dice] : [...dice];
  const ok =
    left == null ||
    (Array.isArray(left) && left.every((d) => values.includes(d) && values.splice(values.indexOf(d), 1)));
  return ok ? null : fail('ERR_VIEW_DICE', 'diceLeft', left);
}

/** Why a cube value and owner are not a doubling cube, or null. */
export function cubeViewProblem(value: unknown, owner: unknown): ViewProblem | null {
  return isCount(value, 2 ** 30) && value > 0 && !(value & (value - 1)) && (owner == null || isColor(owner))
    ? null
    : fail('ERR_VIEW_CUBE', 'cube', { value, owner });
}

/** A move of `legal` (with dice of the `roll` and text) or a step of `lastMove` (roll null). */
const isMove = (m: unknown, roll: readonly unknown[] | null): boolean =>
  isRecord(m) &&
  isPoint(m.from) &&
  isPoint(m.to) &&
  m.from !== m.to &&
  (roll === null || (typeof m.text === 'string' && Array.isArray(m.dice) && m.dice.every((d) => roll.includes(d))));

/**
 * Why `view` is not a board `<nardy-board>` can draw truthfully, or null. `editing`: the view of a
 * position being set up (`<nardy-editor>`), which may hold any variant name and more than fifteen
 * checkers a side until the host's own check says what is wrong; its counts must still be whole
 * numbers up to 99.
 */
export function boardViewProblem(view: unknown, { editing = false }: { editing?: boolean } = {}): ViewProblem | null {
  if (!isRecord(view)) return fail('ERR_VIEW_SHAPE', 'view', view);
  const { geometry, variant, points, bar, off, dice, cube, legal, turn, lastMove: last, pips, result } = view;
  const named = geometry === 'opposed' ? OPPOSED : geometry === 'sameDirection' ? SAME_DIRECTION : null;
  if (named === null || typeof variant !== 'string' || !(editing || named.includes(variant as VariantName))) {
    return fail('ERR_VIEW_VARIANT', 'variant', { variant, geometry });
  }
  if (!Array.isArray(points) || points.length !== 25 || !isRecord(bar) || !isRecord(off)) {
    return fail('ERR_VIEW_SHAPE', 'points', { points, bar, off });
  }
  const limit = editing ? EDITING_LIMIT : SIDE;
  for (const color of ['white', 'black'] as const) {
    let n = 0;
    for (let p = 1; p <= 24; p++) {
      const c = points[p];
      if (!isInt(c) || Math.abs(c) > limit) return fail('ERR_VIEW_CHECKERS', `points[${p}]`, c);
      if (Math.sign(c) === (color === 'white' ? 1 : -1)) n += Math.abs(c);
    }
    const onBar = bar[color];
    const borneOff = off[color];
    if (
      !isCount(onBar, limit) ||
      !isCount(borneOff, limit) ||
      (!editing && (n + onBar + borneOff > SIDE || (geometry === 'sameDirection' && onBar > 0)))
    ) {
      return fail('ERR_VIEW_CHECKERS', color, { checkers: n, bar: onBar, off: borneOff });
    }
  }
  const left = view.diceLeft;
  const badDice =
    dice === null
      ? Array.isArray(left) && left.length <= 4 && left.every(isDie)
        ? null
        : fail('ERR_VIEW_DICE', 'diceLeft', left)
      : rollViewProblem(dice, left);
  if (badDice) return badDice;
  if (cube !== null) {
    const c = isRecord(cube) ? cube : { value: cube };
    const badCube = cubeViewProblem(c.value, c.owner);
    if (badCube) return badCube;
  }
  const roll = Array.isArray(dice) ? dice : [];
  if (
    !Array.isArray(legal) ||
    (legal.length > 0 && turn === null) ||
    !legal.every((m) => isMove(m, roll)) ||
    !(
      last === null ||
      (isRecord(last) &&
        isColor(last.player) &&
        typeof last.text === 'string' &&
        Array.isArray(last.steps) &&
        last.steps.length <= 4 &&
        last.steps.every((m) => isMove(m, null)))
    )
  ) {
    return fail('ERR_VIEW_MOVE', 'move', { legal, last });
  }
  const shape =
    (turn === null || isColor(turn)) &&
    typeof view.canUndo === 'boolean' &&
    typeof view.canConfirm === 'boolean' &&
    isRecord(pips) &&
    isCount(pips.white, 1e4) &&
    isCount(pips.black, 1e4) &&
    (result === null ||
      (isRecord(result) &&
        isColor(result.winner) &&
        typeof result.ending === 'string' &&
        (result.points as number) >= 0)) &&
    (view.drawn === undefined || typeof view.drawn === 'boolean');
  return shape ? null : fail('ERR_VIEW_SHAPE', 'view', view);
}

/** A view is a `BoardView` once `boardViewProblem` has nothing to say. */
export function isBoardView(view: unknown): view is BoardView {
  return boardViewProblem(view) === null;
}

/** A short rendering of a bad value for a message (never throws: cycles and BigInts included). */
function shown(value: unknown): string {
  try {
    return String(JSON.stringify(value)).slice(0, 60);
  } catch {
    return typeof value;
  }
}
