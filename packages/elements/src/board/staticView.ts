import type { BoardView } from '@nardy/parallel';
import {
  type Color,
  fromSetup,
  geometryOf,
  isVariantName,
  otherNumbering,
  type Position,
  parsePositionId,
  startSide,
  type VariantName,
} from '@nardy/rules';

/** Codes for attributes that do not describe a board; the element keeps its last good drawing. */
export const STATIC_VIEW_ERRORS = [
  'ERR_VARIANT',
  'ERR_TURN',
  'ERR_DICE',
  'ERR_SETUP_JSON',
  'ERR_SETUP_SHAPE',
  'ERR_POINT_NUMBER',
  'ERR_CHECKER_NUMBER',
  'ERR_CHECKER_COUNT',
  'ERR_MIXED_POINT',
  'ERR_BAR_NOT_ALLOWED',
  'ERR_POSITION_ID',
  'ERR_VARIANT_GEOMETRY',
  'ERR_BOTH_SOURCES',
] as const;
export type StaticViewError = (typeof STATIC_VIEW_ERRORS)[number];

export type StaticResult =
  | { readonly ok: true; readonly value: BoardView }
  | { readonly ok: false; readonly error: { readonly code: StaticViewError; readonly message: string } };

/** The attributes a static diagram is drawn from (all strings, as written in HTML). */
export interface StaticAttributes {
  readonly variant?: string | null;
  readonly positionId?: string | null;
  readonly setup?: string | null;
  readonly dice?: string | null;
  readonly turn?: string | null;
}

const fail = (code: StaticViewError, message: string): StaticResult => ({ ok: false, error: { code, message } });

/** Parses `3-1`, `3 1`, `3,1` or `33` into two dice. */
export function parseDice(text: string): [number, number] | null {
  const m = /^\s*([1-6])\s*[-–, ]?\s*([1-6])\s*$/.exec(text);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/**
 * Builds the BoardView of a static diagram from attributes: a gnubg Position ID (short variants; the
 * player on roll is `turn`, white by default), or `setup` JSON `{"white": Side, "black": Side}` (each
 * side in its own numbering, as in the `nardy moves` contract), or the variant's start position.
 * Only notation helpers of @nardy/rules are used: nothing here decides legality.
 */
export function staticView(attrs: StaticAttributes): StaticResult {
  const variantText = attrs.variant ?? 'short';
  if (!isVariantName(variantText)) return fail('ERR_VARIANT', `"${variantText}" is not a nardy variant`);
  const variant: VariantName = variantText;
  const turnText = attrs.turn ?? 'white';
  if (turnText !== 'white' && turnText !== 'black')
    return fail('ERR_TURN', `turn must be white or black, not "${turnText}"`);
  const turn: Color = turnText;
  let dice: [number, number] | null = null;
  if (attrs.dice != null && attrs.dice.trim() !== '') {
    dice = parseDice(attrs.dice);
    if (!dice) return fail('ERR_DICE', `"${attrs.dice}" is not a roll like 3-1`);
  }
  const hasId = attrs.positionId != null && attrs.positionId !== '';
  const hasSetup = attrs.setup != null && attrs.setup.trim() !== '';
  if (hasId && hasSetup) return fail('ERR_BOTH_SOURCES', 'give either position-id or setup, not both');

  let position: Position;
  let mover: Color;
  if (hasId) {
    const parsed = parsePositionId(attrs.positionId!, variant);
    if (!parsed.ok) return fail(parsed.error.code, parsed.error.message);
    position = parsed.value;
    mover = turn;
  } else if (hasSetup) {
    let json: unknown;
    try {
      json = JSON.parse(attrs.setup!);
    } catch {
      return fail('ERR_SETUP_JSON', 'setup is not JSON like {"white": {"points": {"24": 2}}, "black": {...}}');
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      return fail('ERR_SETUP_SHAPE', 'setup must be an object {"white": Side, "black": Side}');
    }
    const { white, black } = json as { white?: unknown; black?: unknown };
    const parsed = fromSetup(variant, { mover: white, opponent: black });
    if (!parsed.ok)
      return fail(parsed.error.code, parsed.error.message.replace(/^mover/, 'white').replace(/^opponent/, 'black'));
    position = parsed.value;
    mover = 'white';
  } else {
    const start = fromSetup(variant, { mover: startSide(variant), opponent: startSide(variant) });
    if (!start.ok) return fail(start.error.code, start.error.message);
    position = start.value;
    mover = 'white';
  }
  const board = boardOfPosition(position, mover);
  const diceLeft = dice ? (dice[0] === dice[1] ? [dice[0], dice[0], dice[0], dice[0]] : [...dice]) : [];
  return {
    ok: true,
    value: {
      variant,
      ...board,
      turn,
      dice,
      diceLeft,
      cube: null,
      legal: [],
      canUndo: false,
      canConfirm: false,
      lastMove: null,
      pips: pipsOf(variant, board),
      result: null,
    },
  };
}

/** A rules Position (seen from `mover`) in White's numbering: positive = white, negative = black. */
export function boardOfPosition(
  position: Position,
  mover: Color,
): { points: number[]; bar: { white: number; black: number }; off: { white: number; black: number } } {
  const geometry = geometryOf(position.variant);
  const c = position.cells;
  const points = new Array<number>(25).fill(0);
  for (let p = 1; p <= 24; p++) {
    points[p] = (mover === 'white' ? c[p] : -c[otherNumbering(geometry, p)]) || 0;
  }
  const moverBar = c[25];
  const oppBar = -c[0] || 0;
  const moverOff = c[26];
  const oppOff = c[27];
  return mover === 'white'
    ? { points, bar: { white: moverBar, black: oppBar }, off: { white: moverOff, black: oppOff } }
    : { points, bar: { white: oppBar, black: moverBar }, off: { white: oppOff, black: moverOff } };
}

/** Pip counts of both sides, each in its own numbering (bar = 25). */
export function pipsOf(
  variant: VariantName,
  board: { points: readonly number[]; bar: { white: number; black: number } },
): { white: number; black: number } {
  const geometry = geometryOf(variant);
  let white = 25 * board.bar.white;
  let black = 25 * board.bar.black;
  for (let p = 1; p <= 24; p++) {
    const n = board.points[p];
    if (n > 0) white += p * n;
    else if (n < 0) black += otherNumbering(geometry, p) * -n;
  }
  return { white, black };
}
