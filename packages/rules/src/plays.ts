import { CELLS } from './cells.ts';
import { PlayGenerator } from './generator/playGenerator.ts';
import { markHits } from './hits.ts';
import { assertPlayInput } from './inputCheck.ts';
import type { Position } from './position.ts';
import type { Dice, Step } from './types.ts';
import type { Rules } from './variant.ts';

/** One legal play: a distinct resulting position with one representative list of steps. */
export interface Play {
  /** Representative steps in the mover's own numbering (25 = bar, 0 = off). */
  readonly steps: readonly Step[];
  /** Opposing checkers hit by the play. */
  readonly hits: number;
  /** The resulting position, still seen from the mover (call `flip` to pass the turn). */
  readonly after: Position;
}

export interface LegalPlays {
  /** RULES.md §2.3's M: how many dice every legal play uses (0 = the roll is forfeited). */
  readonly diceUsed: number;
  /** One entry per distinct resulting position; empty when no play is possible. */
  readonly plays: readonly Play[];
}

/** Per-turn facts that the position alone does not hold. */
export interface TurnContext {
  /** Long family: whether this is the mover's first turn of the game (head exception, RULES.md §3.4.2). */
  readonly firstTurn?: boolean;
}

const shared = new PlayGenerator();

/**
 * Every distinct legal outcome of `dice` for the mover of `position` (RULES.md §2–§3). Throws
 * `PlayInputRefused` with a stable code for dice that are not two integers 1..6, a position of
 * another geometry than the rules' (`ERR_VARIANT_GEOMETRY`) or cells that are no board
 * (`checkPlayInput` gives the same answer as a value).
 */
export function legalPlays(rules: Rules, position: Position, dice: Dice, context: TurnContext = {}): LegalPlays {
  assertPlayInput(rules, position, dice);
  const gen = shared;
  const count = gen.generate(rules, position.cells, dice[0], dice[1], context.firstTurn ?? false);
  const plays: Play[] = [];
  for (let i = 0; i < count; i++) {
    const steps: Step[] = [];
    const base = i * 12;
    for (let k = 0; k < gen.diceUsed; k++) {
      const from = gen.steps[base + k * 3];
      const to = gen.steps[base + k * 3 + 1];
      const die = gen.steps[base + k * 3 + 2];
      steps.push({ from, to, die, hit: false });
    }
    const cells = gen.outcomes.slice(i * CELLS, (i + 1) * CELLS);
    plays.push({
      steps: markHits(position.cells, steps),
      hits: gen.hits[i],
      after: { variant: position.variant, cells },
    });
  }
  return { diceUsed: gen.diceUsed, plays };
}
