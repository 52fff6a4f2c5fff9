import { type BoardView, boardViewOf } from '@nardy/parallel';
import {
  type Color,
  flip,
  fromSetup,
  isVariantName,
  POSITION_ERRORS,
  POSITION_ID_ERRORS,
  type Position,
  parsePositionId,
  startPosition,
  type VariantName,
} from '@nardy/rules';
import type { DiagramAttributes } from '../board/nardy-board.ts';
import { parseDice } from '../dice/parseDice.ts';

/**
 * Static diagrams: `<nardy-board position-id="…">` and friends. This module of the bundle may import
 * the rules (to read a Position ID or a setup); the board element itself stays rules-free and gets
 * `diagramView` as its diagram reader when the bundle registers it (define.ts).
 */

/**
 * Codes for attributes that do not describe a board (the element keeps its last good drawing): the
 * attributes' own, then the rules' codes for a setup and for a Position ID.
 */
export const DIAGRAM_ERRORS = [
  'ERR_VARIANT',
  'ERR_TURN',
  'ERR_DICE',
  'ERR_SETUP_JSON',
  'ERR_BOTH_SOURCES',
  ...POSITION_ERRORS,
  ...POSITION_ID_ERRORS,
] as const;
export type DiagramError = (typeof DIAGRAM_ERRORS)[number];

export type DiagramResult =
  | { readonly ok: true; readonly value: BoardView }
  | { readonly ok: false; readonly error: { readonly code: DiagramError; readonly message: string } };

const fail = (code: DiagramError, message: string): DiagramResult => ({ ok: false, error: { code, message } });

/**
 * Builds the BoardView of a static diagram from attributes: a gnubg Position ID (short variants; the
 * player on roll is `turn`, white by default), or `setup` JSON `{"white": Side, "black": Side}` (each
 * side in its own numbering, as in the `nardy moves` contract), or the variant's start position. The
 * view comes from `boardViewOf` of @nardy/parallel, like every other board's; a diagram offers no
 * moves.
 */
export function diagramView(attrs: DiagramAttributes): DiagramResult {
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

  // Seen from White, as boardViewOf takes it.
  let position: Position;
  if (hasId) {
    const parsed = parsePositionId(attrs.positionId!, variant);
    if (!parsed.ok) return fail(parsed.error.code, parsed.error.message);
    position = turn === 'white' ? parsed.value : flip(parsed.value);
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
  } else {
    position = startPosition(variant);
  }
  return { ok: true, value: boardViewOf(position, { player: turn, dice }) };
}
