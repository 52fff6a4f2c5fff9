import { type Color, type Dice, err, isDie, ok, type Result } from '@nardy/rules';
import { isColor, isIndex, isRecord } from './shape.ts';

/**
 * The events of a game record (docs/record-format.md): what `applyEvent` replays and what every
 * accepted command appends to the game's record. Live play sends `TableCommand`s (commands.ts); record
 * events are for replays and restoring a saved table. Points are in the mover's own numbering:
 * 25 = bar, 0 = off.
 */
export type RecordEvent =
  | { readonly type: 'opening'; readonly white: number; readonly black: number }
  | { readonly type: 'roll'; readonly player: Color; readonly dice: Dice }
  | {
      readonly type: 'move';
      readonly player: Color;
      readonly board: number;
      readonly steps: readonly (readonly [number, number])[];
    }
  | { readonly type: 'double'; readonly player: Color; readonly board?: number }
  | { readonly type: 'take'; readonly player: Color }
  | { readonly type: 'drop'; readonly player: Color; readonly board?: number }
  | {
      readonly type: 'resign';
      readonly player: Color;
      readonly board?: number;
      /**
       * Resigns the match too (online tables: a time-out, or leaving a match): the game in progress ends
       * as a whole-table resignation scored by position (RULES.md §6.8) and the opponent is awarded the
       * match. Never with `board`.
       */
      readonly match?: true;
    };

/** Longest play: four steps of a double. */
const MAX_STEPS = 4;

/**
 * Checks the shape of untrusted play steps `[[from, to], ...]` (a record `move`, a PLAY command): at
 * most four, each from 1..25 to 0..from−1. Whether they are legal now is the table's business.
 */
export function parseSteps(input: unknown, what: string): Result<[number, number][], 'event/malformed'> {
  if (!Array.isArray(input) || input.length > MAX_STEPS) {
    return err('event/malformed', `${what} needs "steps": [[from, to], ...] (at most ${MAX_STEPS})`);
  }
  const out: [number, number][] = [];
  for (const s of input) {
    if (
      !Array.isArray(s) ||
      s.length !== 2 ||
      !Number.isInteger(s[0]) ||
      !Number.isInteger(s[1]) ||
      s[0] < 1 ||
      s[0] > 25 ||
      s[1] < 0 ||
      s[1] >= s[0]
    ) {
      return err('event/malformed', `${what}: ${JSON.stringify(s)} is not a step [from 1..25, to 0..from-1]`);
    }
    out.push([s[0], s[1]]);
  }
  return ok(out);
}

/**
 * Checks the shape of an untrusted event (not whether it is allowed now: that is the table's job).
 * Returns a normalised copy without unknown fields, or `event/malformed`.
 */
export function parseEvent(input: unknown): Result<RecordEvent, 'event/malformed'> {
  const bad = (why: string) => err('event/malformed' as const, why);
  if (!isRecord(input) || typeof input.type !== 'string') return bad('an event is an object with a "type"');
  const { type } = input;
  if (type === 'opening') {
    if (!isDie(input.white) || !isDie(input.black)) return bad('opening needs "white" and "black" dice 1..6');
    return ok({ type, white: input.white, black: input.black });
  }
  if (!isColor(input.player)) return bad(`${type} needs "player": "white" | "black"`);
  const player = input.player;
  const board = input.board;
  if (board !== undefined && !isIndex(board)) return bad(`${type}: "board" must be a board index from 0`);
  switch (type) {
    case 'roll': {
      const d = input.dice;
      if (!Array.isArray(d) || d.length !== 2 || !isDie(d[0]) || !isDie(d[1])) return bad('roll needs "dice": [a, b]');
      return ok({ type, player, dice: [d[0], d[1]] });
    }
    case 'move': {
      if (board === undefined) return bad('move needs "board"');
      const steps = parseSteps(input.steps, 'move');
      return steps.ok ? ok({ type, player, board, steps: steps.value }) : steps;
    }
    case 'take':
      return ok({ type, player });
    case 'resign':
      if (input.match !== undefined) {
        if (input.match !== true) return bad('resign: "match" must be true when given');
        if (board !== undefined) return bad('resign: "match" resigns the whole table, not one "board"');
        return ok({ type, player, match: true });
      }
      return ok(board === undefined ? { type, player } : { type, player, board });
    case 'double':
    case 'drop':
      return ok(board === undefined ? { type, player } : { type, player, board });
    default:
      return bad(`unknown event type ${JSON.stringify(type)}`);
  }
}
