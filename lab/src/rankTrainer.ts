import { type EncodingName, encode, SparseInputs } from '@nardy/bot/src/encoding.ts';
import type { Net } from '@nardy/bot/src/net.ts';
import {
  defaultScoring,
  equity,
  LOSE_KOKS,
  LOSE_MARS,
  OUTPUTS,
  WIN,
  WIN_KOKS,
  WIN_MARS,
} from '@nardy/bot/src/outputs.ts';
import type { VariantName } from '@nardy/rules';

/**
 * One checker-play decision with its close candidates judged by a deeper search: what
 * `RankTrainer` teaches. `replies` are the candidates' afterstates seen from the opponent, who is to
 * roll next (the positions the net is asked about), `judged` each candidate's equity for the mover by
 * the deeper search (cubeless, the variant's default scoring).
 */
export interface RankedDecision {
  readonly variant: VariantName;
  readonly replies: readonly Int8Array[];
  readonly judged: Float64Array;
}

/** How well a net's 0-ply choice agrees with the judged equities of a set of decisions. */
export interface RankFigures {
  /** Mean over decisions of judged(best) − judged(the net's 0-ply choice): the equity a 0-ply player loses. */
  readonly regret: number;
  /** Share of decisions where the net's choice is a judged best. */
  readonly right: number;
  /** Mean over decisions of Σ ((E_i − Ē) − (T_i − T̄))²: the ranking loss. */
  readonly rank: number;
  /** Mean over decisions of Σ (E_i − T_i)². */
  readonly absolute: number;
}

/**
 * Teaches a net the ranking a deeper search gives a decision's close candidates (its own 2-ply, in
 * `scripts/rankData.ts`): per decision the loss is ½ Σ ((E_i − Ē) − (T_i − T̄))² + ½ α Σ (E_i − T_i)²,
 * E_i the net's 0-ply equity of candidate i for the mover, T_i the judged one, bars their means over
 * the decision's candidates. Why a ranking and not the values: a play is chosen by the differences
 * between sibling afterstates, which are small beside how much the values vary from one position to
 * the next; fitted as values the search's judgement lowered the squared error but not the play,
 * fitted as differences it lowers both (docs/adr/0102). The α term keeps the level of the values where
 * the search puts it.
 */
export class RankTrainer {
  readonly #x = new SparseInputs();
  readonly #y = new Float64Array(OUTPUTS);
  readonly #signal = new Float64Array(OUTPUTS);
  readonly #slope = new Float64Array(OUTPUTS);
  #values = new Float64Array(16);

  constructor(
    readonly net: Net,
    readonly encoding: EncodingName,
    readonly alpha: number,
  ) {}

  /** The net's 0-ply equity of candidate `i` of `d` for the mover. */
  equityOf(d: RankedDecision, i: number): number {
    encode(this.encoding, d.replies[i], this.#x);
    this.net.forward(this.#x, this.#y);
    return -equity(this.#y, defaultScoring(d.variant));
  }

  /** One gradient step of the loss on decision `d`, candidate by candidate. */
  step(d: RankedDecision, rate: number): void {
    const n = d.replies.length;
    const e = this.#valuesOf(d);
    const [eMean, tMean] = means(e, d.judged, n);
    const { mars, koks } = defaultScoring(d.variant);
    // dE/dp for E = −equity(p) of the opponent's outputs (outputs.ts `equity`).
    const slope = this.#slope;
    slope[WIN] = -2;
    slope[WIN_MARS] = -(mars - 1);
    slope[WIN_KOKS] = -(koks - mars);
    slope[LOSE_MARS] = mars - 1;
    slope[LOSE_KOKS] = koks - mars;
    const y = this.#y;
    const signal = this.#signal;
    for (let i = 0; i < n; i++) {
      // dLoss/dE_i: the centring's own derivative sums to zero over the candidates.
      const g = e[i] - eMean - (d.judged[i] - tMean) + this.alpha * (e[i] - d.judged[i]);
      encode(this.encoding, d.replies[i], this.#x);
      this.net.forward(this.#x, y);
      for (let k = 0; k < OUTPUTS; k++) signal[k] = -g * slope[k] * y[k] * (1 - y[k]);
      this.net.descend(this.#x, signal, rate);
    }
  }

  /** The loss of `d` as `step` descends it (for tests and reports). */
  loss(d: RankedDecision): number {
    const e = this.#valuesOf(d);
    const n = d.replies.length;
    const [eMean, tMean] = means(e, d.judged, n);
    let loss = 0;
    for (let i = 0; i < n; i++) {
      loss += 0.5 * (e[i] - eMean - (d.judged[i] - tMean)) ** 2 + 0.5 * this.alpha * (e[i] - d.judged[i]) ** 2;
    }
    return loss;
  }

  /** `RankFigures` of the net over `decisions`. */
  figures(decisions: readonly RankedDecision[]): RankFigures {
    let regret = 0;
    let right = 0;
    let rank = 0;
    let absolute = 0;
    for (const d of decisions) {
      const e = this.#valuesOf(d);
      const n = d.replies.length;
      let pick = 0;
      let best = 0;
      for (let i = 0; i < n; i++) {
        if (e[i] > e[pick]) pick = i;
        if (d.judged[i] > d.judged[best]) best = i;
      }
      const [eMean, tMean] = means(e, d.judged, n);
      regret += d.judged[best] - d.judged[pick];
      if (d.judged[pick] === d.judged[best]) right++;
      for (let i = 0; i < n; i++) {
        rank += (e[i] - eMean - (d.judged[i] - tMean)) ** 2;
        absolute += (e[i] - d.judged[i]) ** 2;
      }
    }
    const count = Math.max(1, decisions.length);
    return { regret: regret / count, right: right / count, rank: rank / count, absolute: absolute / count };
  }

  /** The net's equities of every candidate of `d`, in a buffer of this trainer's. */
  #valuesOf(d: RankedDecision): Float64Array {
    if (this.#values.length < d.replies.length) this.#values = new Float64Array(d.replies.length * 2);
    for (let i = 0; i < d.replies.length; i++) this.#values[i] = this.equityOf(d, i);
    return this.#values;
  }
}

/** The means of the first `n` of the net's equities `e` and of the judged ones `t`. */
function means(e: Float64Array, t: Float64Array, n: number): [number, number] {
  let eSum = 0;
  let tSum = 0;
  for (let i = 0; i < n; i++) {
    eSum += e[i];
    tSum += t[i];
  }
  return [eSum / n, tSum / n];
}
