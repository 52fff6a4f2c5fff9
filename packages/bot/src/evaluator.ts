import { BoardRows, type EncodingName, encodeRows } from './encoding.ts';
import { InferenceNet } from './inferenceNet.ts';
import type { Net } from './net.ts';
import { LOSE_KOKS, LOSE_MARS, type Probabilities, WIN, WIN_KOKS, WIN_MARS } from './outputs.ts';

/**
 * The evaluator seam: a position (cells seen from the side to move, game not over) → the five
 * probabilities of `outputs.ts` for the side to move. Search, levels, cube and board choice only see
 * this interface, so a better net, a bear-off database or a rollout can be swapped in.
 */
export interface Evaluator {
  readonly name: string;
  evaluate(cells: ArrayLike<number>, out: Probabilities): void;
}

/**
 * A trained net behind the evaluator seam (a float32 copy taken at construction: later changes to `net`
 * are not seen); outputs are made consistent (koks ≤ mars ≤ win).
 */
export class NeuralEvaluator implements Evaluator {
  readonly name: string;
  private readonly x = new BoardRows();
  private readonly fast: InferenceNet;

  constructor(
    readonly net: Net,
    readonly encoding: EncodingName,
    name = `net-${encoding}-${net.hidden}`,
  ) {
    this.name = name;
    this.fast = new InferenceNet(net, encoding);
  }

  evaluate(cells: ArrayLike<number>, out: Probabilities): void {
    encodeRows(this.encoding, cells, this.x);
    this.fast.forward(this.x, out);
    consistent(out);
  }
}

/** Clamps a probability vector so that koks ≤ mars ≤ win and likewise for losses. */
export function consistent(p: Probabilities): void {
  const win = p[WIN];
  if (p[WIN_MARS] > win) p[WIN_MARS] = win;
  if (p[WIN_KOKS] > p[WIN_MARS]) p[WIN_KOKS] = p[WIN_MARS];
  const lose = 1 - win;
  if (p[LOSE_MARS] > lose) p[LOSE_MARS] = lose;
  if (p[LOSE_KOKS] > p[LOSE_MARS]) p[LOSE_KOKS] = p[LOSE_MARS];
}
