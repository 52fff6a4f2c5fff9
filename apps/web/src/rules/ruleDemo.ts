import { type BoardView, boardViewOf } from '@nardy/parallel';
import {
  type Dice,
  explainStep,
  fromSetup,
  type Position,
  type RuleOptions,
  rulesFor,
  type Side,
  type StepInput,
  type StepReason,
  startPosition,
  TurnPlan,
  type TurnView,
  type VariantName,
} from '@nardy/rules';

/**
 * A rule shown on a small board a reader can play: a position (each side in its own numbering, White
 * to move), a roll, and the rule options in force. Pure: the page element keeps the steps entered and
 * asks this module for the board to draw and for the reason a tried move is refused, so the rules pages
 * and the first game share one model, tested in Node.
 */
export interface RuleDemo {
  readonly variant: VariantName;
  /** White's and Black's checkers, each in its own numbering; absent: the variant's start. */
  readonly white?: Side;
  readonly black?: Side;
  /** The roll to play; absent: a still picture (nothing to move). */
  readonly dice?: Dice;
  /** White's first turn of the game (the long-nardy head exception, RULES.md §3.4.2). */
  readonly firstTurn?: boolean;
  readonly options?: Partial<RuleOptions>;
  /** The cube drawn beside the board (the Dave cube), if any. */
  readonly cube?: { readonly value: number; readonly owner: 'white' | 'black' | null };
}

/** A demo read into the rules' terms: the position (White to move) and the plan of its roll. */
export interface DemoState {
  readonly position: Position;
  readonly plan: TurnPlan | null;
}

/** Reads a demo; throws on a demo that describes no position (demos are fixed data, checked by tests). */
export function demoState(demo: RuleDemo): DemoState {
  let position: Position;
  if (demo.white && demo.black) {
    const read = fromSetup(demo.variant, { mover: demo.white, opponent: demo.black });
    if (!read.ok) throw new Error(`${read.error.code}: ${read.error.message}`);
    position = read.value;
  } else {
    position = startPosition(demo.variant);
  }
  const plan = demo.dice
    ? new TurnPlan(rulesFor(demo.variant, demo.options), position, demo.dice, { firstTurn: demo.firstTurn ?? false })
    : null;
  return { position, plan };
}

/** The step-wise view after `entered` (null for a still picture or steps that are no legal start). */
export function demoTurn(state: DemoState, entered: readonly StepInput[]): TurnView | null {
  if (!state.plan) return null;
  const view = state.plan.view(entered);
  return view.ok ? view.value : null;
}

/** What the board draws: the position after the steps entered, White on roll with the dice left. */
export function demoView(demo: RuleDemo, state: DemoState, entered: readonly StepInput[]): BoardView {
  const steps = demoTurn(state, entered);
  // A still picture has nobody on roll; a board to play has White on roll with the dice.
  const view = boardViewOf(state.position, demo.dice ? { player: 'white', dice: demo.dice, steps } : null);
  return demo.cube ? { ...view, cube: demo.cube } : view;
}

/**
 * The steps a move of one checker from `from` to `to` (White's own numbering = the display numbering)
 * adds, by one die or several: the plan's own route, so a move by the sum is entered step by step.
 */
export function demoMove(
  state: DemoState,
  entered: readonly StepInput[],
  from: number,
  to: number,
): readonly StepInput[] | null {
  const turn = demoTurn(state, entered);
  const move = turn?.moves.find((m) => m.from === from && m.to === to);
  return move ? move.steps.map((s) => ({ from: s.from, to: s.to, die: s.die })) : null;
}

/** Why a tried move is refused (the rules' stable reason), or null when it is legal. */
export function demoRefusal(
  demo: RuleDemo,
  state: DemoState,
  entered: readonly StepInput[],
  from: number,
  to: number | null,
): StepReason | null {
  if (!state.plan || !demo.dice) return null;
  return explainStep(state.plan.rules, state.position, demo.dice, entered, from, to, {
    firstTurn: demo.firstTurn ?? false,
  });
}
