import { type EncodingName, encode, INPUT_COUNT, SparseInputs } from '@nardy/bot/src/encoding.ts';
import { consistent } from '@nardy/bot/src/evaluator.ts';
import { encodingOf, type Family } from '@nardy/bot/src/family.ts';
import { Net } from '@nardy/bot/src/net.ts';
import { defaultScoring, equity, finishedOutcome, invert, OUTPUTS } from '@nardy/bot/src/outputs.ts';
import { rollDie } from '@nardy/bot/src/random.ts';
import { tableDefaults } from '@nardy/parallel';
import {
  CELLS,
  flipCells,
  OFF_CELL,
  PlayGenerator,
  type Random,
  type Rules,
  rulesFor,
  seededRandom,
  startPosition,
  type VariantName,
} from '@nardy/rules';

/** Settings of TD(λ) self-play training. */
export interface TdSettings {
  readonly family: Family;
  /** The net's inputs; the family's first encoding (`encodingOf`) when omitted. */
  readonly encoding?: EncodingName;
  readonly hidden: number;
  readonly seed: number;
  /** λ of the λ-return (0 = TD(0)). */
  readonly lambda: number;
  /** Learning rate at the start and at `rateGames` games (linear decay, constant afterwards). */
  readonly rate: number;
  readonly rateEnd: number;
  readonly rateGames: number;
}

/** Which variants a family trains on, and how often (short boards mostly; the others share the net). */
const MIX: Record<Family, readonly VariantName[]> = {
  short: ['short', 'short', 'short', 'nackgammon', 'short-caucasian'],
  long: ['long', 'long', 'long', 'khachapuri'],
};

/**
 * TD(λ) self-play (Tesauro's TD-Gammon recipe, with our inputs and a cross-entropy step): the net
 * plays both sides greedily at 0-ply; after each game every position is moved toward its offline
 * λ-return built from the net's own evaluations of the following positions and the final result.
 * Games follow the table's defaults (rules, opening roll) for each variant.
 * Deterministic from the seed: the same settings and game count give the same weights.
 */
export class TdTrainer {
  readonly net: Net;
  readonly encoding: EncodingName;
  games = 0;
  readonly #random: Random;
  readonly #rules: Record<string, Rules> = {};
  readonly #gen = new PlayGenerator();
  readonly #x = new SparseInputs();
  readonly #probs = new Float64Array(OUTPUTS);
  readonly #flipped = new Int8Array(CELLS);
  // Per-game record: sparse inputs of each state and the value of the next state (its mover's view).
  #recIndex = new Int32Array(1 << 16);
  #recValue = new Float32Array(1 << 16);
  #recStart: number[] = [];
  #nextValues: number[] = [];

  constructor(
    readonly settings: TdSettings,
    net?: Net,
  ) {
    this.encoding = settings.encoding ?? encodingOf(settings.family);
    this.#random = seededRandom(settings.seed);
    this.net =
      net ?? Net.random(INPUT_COUNT[this.encoding], settings.hidden, OUTPUTS, seededRandom(settings.seed ^ 0x5bd1e995));
  }

  /** The learning rate for the next game. */
  rate(): number {
    const s = this.settings;
    const t = Math.min(this.games / s.rateGames, 1);
    return s.rate + (s.rateEnd - s.rate) * t;
  }

  #rulesOf(variant: VariantName): Rules {
    this.#rules[variant] ??= rulesFor(variant);
    return this.#rules[variant];
  }

  /** Plays one self-play game and learns from it; returns the number of turns. */
  playGame(): number {
    const mix = MIX[this.settings.family];
    const variant = mix[Math.floor(this.#random() * mix.length)];
    const rules = this.#rulesOf(variant);
    const scoring = defaultScoring(variant);
    const opening = tableDefaults([variant]).openingRoll;
    const board = Int8Array.from(startPosition(variant).cells);
    const gen = this.#gen;
    const played = [0, 0];
    let side = 0;
    let used = 0;
    this.#recStart.length = 0;
    this.#nextValues.length = 0;
    // The next state's value in its own mover's view, or the final result in the last mover's view.
    const best = new Float64Array(OUTPUTS);
    let finished = false;
    let turns = 0;
    while (!finished) {
      turns++;
      if (turns > 5000) throw new Error('training game did not end');
      // Record the state before the roll.
      encode(this.encoding, board, this.#x);
      if (used + this.#x.count > this.#recIndex.length) this.#growRecord();
      this.#recStart.push(used);
      this.#recIndex.set(this.#x.index.subarray(0, this.#x.count), used);
      this.#recValue.set(this.#x.value.subarray(0, this.#x.count), used);
      used += this.#x.count;
      let d1 = rollDie(this.#random);
      let d2 = rollDie(this.#random);
      // The opening as the table plays it (RULES.md §6.2): no double first under `useDice`.
      while (turns === 1 && opening === 'useDice' && d1 === d2) {
        d1 = rollDie(this.#random);
        d2 = rollDie(this.#random);
      }
      const count = gen.generate(rules, board, d1, d2, played[side] === 0);
      played[side]++;
      if (count === 0) {
        flipCells(variant, board, this.#flipped);
        this.#evaluate(this.#flipped, best);
        board.set(this.#flipped);
      } else {
        let bestValue = Number.NEGATIVE_INFINITY;
        let bestIndex = 0;
        for (let i = 0; i < count; i++) {
          const after = gen.outcomes.subarray(i * CELLS, (i + 1) * CELLS);
          if (after[OFF_CELL] === 15) {
            finishedOutcome(rules, after, this.#probs);
            const v = equity(this.#probs, scoring) + 1e6;
            if (v > bestValue) {
              bestValue = v;
              bestIndex = i;
              best.set(this.#probs);
            }
            continue;
          }
          flipCells(variant, after, this.#flipped);
          this.#evaluate(this.#flipped, this.#probs);
          const v = -equity(this.#probs, scoring);
          if (v > bestValue) {
            bestValue = v;
            bestIndex = i;
            best.set(this.#probs);
          }
        }
        const after = gen.outcomes.subarray(bestIndex * CELLS, (bestIndex + 1) * CELLS);
        if (after[OFF_CELL] === 15) {
          finished = true;
        } else {
          flipCells(variant, after, this.#flipped);
          board.set(this.#flipped);
        }
      }
      for (let k = 0; k < OUTPUTS; k++) this.#nextValues.push(best[k]);
      side ^= 1;
    }
    this.#learnGame(used);
    this.games++;
    return turns;
  }

  #evaluate(cells: Int8Array, out: Float64Array): void {
    encode(this.encoding, cells, this.#x);
    this.net.forward(this.#x, out);
    consistent(out);
  }

  #growRecord(): void {
    const index = new Int32Array(this.#recIndex.length * 2);
    index.set(this.#recIndex);
    const value = new Float32Array(this.#recValue.length * 2);
    value.set(this.#recValue);
    this.#recIndex = index;
    this.#recValue = value;
  }

  /**
   * Offline λ-returns, last state first: the last mover's target is the game's result; earlier targets
   * mix the next state's evaluation and its λ-return, turned to the earlier mover's view.
   */
  #learnGame(used: number): void {
    const T = this.#recStart.length;
    const rate = this.rate();
    const lambda = this.settings.lambda;
    const target = new Float64Array(OUTPUTS);
    const mixed = new Float64Array(OUTPUTS);
    const x = this.#x;
    // The last state's "next value" is the final result from its mover's view.
    for (let k = 0; k < OUTPUTS; k++) target[k] = this.#nextValues[(T - 1) * OUTPUTS + k];
    for (let t = T - 1; t >= 0; t--) {
      if (t < T - 1) {
        // target currently holds G_{t+1} (mover at t+1); next value f(s_{t+1}) in nextValues[t].
        for (let k = 0; k < OUTPUTS; k++) {
          mixed[k] = (1 - lambda) * this.#nextValues[t * OUTPUTS + k] + lambda * target[k];
        }
        invert(mixed, target);
      }
      const start = this.#recStart[t];
      const end = t + 1 < T ? this.#recStart[t + 1] : used;
      x.count = end - start;
      x.index.set(this.#recIndex.subarray(start, end));
      x.value.set(this.#recValue.subarray(start, end));
      this.net.learn(x, target, rate);
    }
  }
}
