import { OFF_CELL, OPP_BAR } from './cells.ts';
import type { TurnContext } from './plays.ts';
import { cellsKey, type Position } from './position.ts';
import { legalSequences } from './sequences.ts';
import { type Dice, diceValues, err, ok, type Result, type Step } from './types.ts';
import type { Rules } from './variant.ts';

/** A step as a player enters it: the die may be left out (it is then inferred). */
export interface StepInput {
  readonly from: number;
  readonly to: number;
  readonly die?: number;
}

/** A move of one checker by one or more dice, each intermediate landing legal (RULES.md §2.1). */
export interface CheckerMove {
  readonly from: number;
  readonly to: number;
  readonly steps: readonly Step[];
}

/** What a player may do next in the middle of a turn (RULES.md §2.3, interactive validation). */
export interface TurnView {
  /** The position after the steps entered so far (still seen from the mover). */
  readonly position: Position;
  /** The steps entered so far, with their dice and hits. */
  readonly done: readonly Step[];
  /** Legal next single steps: each keeps the entered steps a prefix of a legal play. */
  readonly next: readonly Step[];
  /** Legal next moves of one checker by one or several dice (for "move by the sum" input). */
  readonly moves: readonly CheckerMove[];
  /** Dice values not yet used (by the first legal play that matches; for display). */
  readonly diceLeft: readonly number[];
  /** The steps so far form a whole legal play: the turn may be confirmed. */
  readonly canConfirm: boolean;
  /** How many dice a legal play uses this roll. */
  readonly diceUsed: number;
}

export const TURN_ERRORS = ['move/illegal'] as const;
export type TurnError = (typeof TURN_ERRORS)[number];

/**
 * All legal step sequences of one roll, prepared once per roll, answering step-wise questions.
 * This is what a game machine keeps while a player enters steps one at a time.
 */
export class TurnPlan {
  readonly diceUsed: number;
  readonly sequences: readonly (readonly Step[])[];

  constructor(
    readonly rules: Rules,
    readonly start: Position,
    readonly dice: Dice,
    readonly context: TurnContext = {},
  ) {
    const result = legalSequences(rules, start, dice, context.firstTurn ?? false);
    this.diceUsed = result.diceUsed;
    this.sequences = result.sequences;
  }

  /** The legal sequences that begin with `entered` (dice inferred where not given). */
  #matching(entered: readonly StepInput[]): (readonly Step[])[] {
    return this.sequences.filter(
      (seq) =>
        seq.length >= entered.length &&
        entered.every(
          (s, i) => seq[i].from === s.from && seq[i].to === s.to && (s.die === undefined || seq[i].die === s.die),
        ),
    );
  }

  /** The step-wise view after `entered`, or `move/illegal` if they are not a prefix of a legal play. */
  view(entered: readonly StepInput[] = []): Result<TurnView, TurnError> {
    const matches = this.#matching(entered);
    if (matches.length === 0) return err('move/illegal', `${describe(entered)} is not the start of a legal play`);
    const depth = entered.length;
    const done = matches[0].slice(0, depth);
    const seen = new Set<string>();
    const next: Step[] = [];
    for (const seq of matches) {
      if (seq.length <= depth) continue;
      const s = seq[depth];
      const key = `${s.from}/${s.to}/${s.die}`;
      if (seen.has(key)) continue;
      seen.add(key);
      next.push(s);
    }
    const moves = new Map<string, CheckerMove>();
    for (const seq of matches) {
      const from = seq[depth]?.from;
      if (from === undefined) continue;
      for (let end = depth; end < seq.length && (end === depth || seq[end].from === seq[end - 1].to); end++) {
        const to = seq[end].to;
        const key = `${from}/${to}`;
        if (!moves.has(key)) moves.set(key, { from, to, steps: seq.slice(depth, end + 1) });
        if (to === 0) break;
      }
    }
    const left = diceValues(this.dice);
    for (const s of done) left.splice(left.indexOf(s.die), 1);
    return ok({
      position: applySteps(this.start, done),
      done,
      next,
      moves: [...moves.values()],
      diceLeft: left,
      canConfirm: matches.some((seq) => seq.length === depth),
      diceUsed: this.diceUsed,
    });
  }

  /** Accepts a whole play given as single-die steps in a legal order, or refuses with `move/illegal`. */
  play(entered: readonly StepInput[]): Result<readonly Step[], TurnError> {
    const view = this.view(entered);
    if (!view.ok) return view;
    if (!view.value.canConfirm) {
      return err('move/illegal', `${describe(entered)} does not use all ${this.diceUsed} playable dice`);
    }
    return ok(view.value.done);
  }

  /**
   * Accepts a whole play written as players write it: moves in any order, each possibly spanning
   * several dice (`24/18` for 3-3, `13/7(2)` parsed into two moves). Returns the legal sequence of
   * single-die steps that reaches the same position, or `move/illegal`.
   */
  resolve(moves: readonly StepInput[]): Result<readonly Step[], TurnError> {
    const direct = this.play(moves);
    if (direct.ok) return direct;
    // A hit on the way is written (`7/4*/3`), so `7/3` means a route that hits nowhere on the way when
    // there is one (docs/rules-decisions.md); only when every route hits is a hitting one taken.
    const quiet = new Set<string>();
    const any = new Set<string>();
    for (const expansion of expand(moves, diceValues(this.dice))) {
      const key = cellsKey(applySteps(this.start, expansion).cells);
      any.add(key);
      if (!hitsOnTheWay(this.start, expansion)) quiet.add(key);
    }
    const full = this.sequences.filter((seq) => seq.length === this.diceUsed);
    for (const targets of [quiet, any]) {
      const found = full.find((seq) => targets.has(cellsKey(applySteps(this.start, seq).cells)));
      if (found) return ok(found);
    }
    return err('move/illegal', `${describe(moves)} is not a legal play of ${this.dice[0]}-${this.dice[1]}`);
  }
}

/** Whether an expansion hits a lone opposing checker on an intermediate point of a multi-die move. */
function hitsOnTheWay(start: Position, expansion: readonly ExpandedStep[]): boolean {
  const cells = Int8Array.from(start.cells);
  for (const { from, to, onTheWay } of expansion) {
    if (onTheWay && to >= 1 && cells[to] === -1) return true;
    cells[from]--;
    if (to >= 1) cells[to] = cells[to] < 0 ? 1 : cells[to] + 1;
  }
  return false;
}

/** One single-die step of an expanded move; `onTheWay`: it lands short of the move's destination. */
interface ExpandedStep {
  readonly from: number;
  readonly to: number;
  readonly onTheWay: boolean;
}

/** Every way to split moves into single-die steps with the given dice (bear-offs may over-use a die). */
function expand(moves: readonly StepInput[], dice: readonly number[]): ExpandedStep[][] {
  if (moves.length === 0) return [[]];
  const [first, ...rest] = moves;
  const out: ExpandedStep[][] = [];
  const walk = (at: number, left: readonly number[], steps: ExpandedStep[]) => {
    if (at === first.to && steps.length > 0) {
      for (const tail of expand(rest, left)) out.push([...steps, ...tail]);
      return;
    }
    for (const d of new Set(left)) {
      const to = at - d;
      if (first.to !== 0 && to < first.to) continue;
      const i = left.indexOf(d);
      const landing = Math.max(0, to);
      const step = { from: at, to: landing, onTheWay: landing !== first.to };
      walk(landing, [...left.slice(0, i), ...left.slice(i + 1)], [...steps, step]);
    }
  };
  walk(first.from, dice, []);
  return out;
}

function describe(steps: readonly StepInput[]): string {
  if (steps.length === 0) return 'an empty play';
  return steps.map((s) => `${s.from === 25 ? 'bar' : s.from}/${s.to === 0 ? 'off' : s.to}`).join(' ');
}

/**
 * Applies steps to a position without checking legality (the caller has validated them): the engine's
 * plain "move the checkers" primitive, also used to show a partly entered turn.
 */
export function applySteps(position: Position, steps: readonly { from: number; to: number }[]): Position {
  const cells = Int8Array.from(position.cells);
  for (const { from, to } of steps) {
    cells[from]--;
    if (to >= 1) {
      if (cells[to] < 0) {
        cells[to] = 0;
        cells[OPP_BAR]--;
      }
      cells[to]++;
    } else {
      cells[OFF_CELL]++;
    }
  }
  return { variant: position.variant, cells };
}
