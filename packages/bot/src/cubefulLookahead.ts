import { ALL_ROLLS, CELLS, flipCells, OFF_CELL, PlayGenerator } from '@nardy/rules';
import { finishedOutcome, OUTPUTS } from './outputs.ts';
import type { Searcher } from './search.ts';

/**
 * A cube decision judged by a cubeful lookahead, the way GNU Backgammon's n-ply cubeful evaluation
 * works (our own code, from the published idea): the cube's equity is not read off the root's
 * cubeless chances by one formula but carried up the search tree. At every node below the root the
 * player on roll makes his own best cube decision (no double, or double and the other answers with the
 * better of take and drop); at the leaves Janowski's model turns the net's cubeless chances into
 * cubeful equity. So the lookahead sees what one formula cannot: the market a double now would keep
 * or lose over the next rolls, and a cube the other side would turn first.
 */

/** Who owns the cube (from the side of the player on roll at a node), at what value, and whether it has turned. */
export interface CubeState {
  readonly value: number;
  readonly owner: 'centred' | 'mine' | 'theirs';
  /** Turned at least once (the Jacoby rule counts marses only then). */
  readonly turned: boolean;
}

/**
 * How the game is valued, money or match, for a player on roll; `side` 0 is the player the decision is
 * for, 1 his opponent (a match values the same result differently for each).
 */
export interface CubeValuation {
  /**
   * The cubeful equity of the player on roll with cubeless chances `p`, the cube as `state`, by the
   * model at a leaf; `cells` (his numbering) gives the cube's efficiency, null for a finished game
   * (its cube is dead).
   */
  leaf(p: Float64Array, state: CubeState, cells: Int8Array | null, side: 0 | 1): number;
  /** What the player on roll gets when he doubles and the other drops. */
  cash(state: CubeState, side: 0 | 1): number;
  /** Whether the player on roll may double now. */
  canDouble(state: CubeState): boolean;
  /** An equity of one side as the other side's. */
  other(equity: number): number;
}

const flip = (s: CubeState): CubeState => ({
  ...s,
  owner: s.owner === 'centred' ? 'centred' : s.owner === 'mine' ? 'theirs' : 'mine',
});
const doubled = (s: CubeState): CubeState => ({ value: 2 * s.value, owner: 'theirs', turned: true });

const generators: PlayGenerator[] = [];
/** One play generator per search depth, shared by the searches of the cube (a recursion keeps its own at each depth). */
export const generatorAt = (depth: number): PlayGenerator => {
  generators[depth] ??= new PlayGenerator();
  return generators[depth];
};

/**
 * The cubeful equities, one per cube state of `states`, of the player on roll of `cells` (his
 * numbering), searched `depth` rolls deep: each of his 21 rolls played by the best 0-ply play, the
 * opponent then judged one roll less deep, the net's chances at depth 0. At the top (`top`) the player's
 * own cube decision is the caller's; below it each player on roll doubles where that pays him.
 */
export function cubefulToRoll(
  searcher: Searcher,
  valuation: CubeValuation,
  cells: Int8Array,
  depth: number,
  firstTurn: boolean,
  states: readonly CubeState[],
  side: 0 | 1,
  top: boolean,
): number[] {
  // The states to value here: each asked one, and where its owner may double, the doubled one.
  const need = [...states];
  const doubledAt = states.map((s) => {
    if (top || !valuation.canDouble(s)) return -1;
    need.push(doubled(s));
    return need.length - 1;
  });
  const values = new Array<number>(need.length).fill(0);
  if (depth === 0) {
    const p = new Float64Array(OUTPUTS);
    searcher.evaluator.evaluate(cells, p);
    need.forEach((s, i) => {
      values[i] = valuation.leaf(p, s, cells, side);
    });
  } else {
    const gen = generatorAt(depth);
    const childStates = need.map(flip);
    const finished = new Float64Array(OUTPUTS);
    for (const [d1, d2] of ALL_ROLLS) {
      const weight = (d1 === d2 ? 1 : 2) / 36;
      const count = gen.generate(searcher.rules, cells, d1, d2, firstTurn);
      let after = cells;
      if (count > 0) {
        const best = searcher.bestOutcome(gen);
        after = gen.outcomes.slice(best * CELLS, (best + 1) * CELLS);
      }
      if (after[OFF_CELL] === 15) {
        finishedOutcome(searcher.rules, after, finished);
        need.forEach((s, i) => {
          values[i] += weight * valuation.leaf(finished, s, null, side);
        });
        continue;
      }
      const opponent = flipCells(searcher.rules.variant, after);
      const theirs = cubefulToRoll(
        searcher,
        valuation,
        opponent,
        depth - 1,
        false,
        childStates,
        side === 0 ? 1 : 0,
        false,
      );
      theirs.forEach((e, i) => {
        values[i] += weight * valuation.other(e);
      });
    }
  }
  return states.map((s, i) => {
    const j = doubledAt[i];
    if (j < 0) return values[i];
    return Math.max(values[i], Math.min(values[j], valuation.cash(s, side)));
  });
}
