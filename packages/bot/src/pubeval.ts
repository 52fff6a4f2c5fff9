import { BAR_CELL, OFF_CELL, OPP_BAR } from '@nardy/rules';
import { isContactOpposed } from './contact.ts';

/**
 * Tesauro's pubeval (1993): the public-domain linear move evaluator that backgammon programs use as a
 * fixed benchmark opponent. The weights below are the published figures ("WT.cntc" and "WT.race"),
 * typed in; the input encoding follows the published description.
 *
 * It only ranks afterstates for short variants (opposed geometry): `score(after, race)` on the board
 * seen from the player who just moved, `race` judged on the position before the move.
 */
const CONTACT_WEIGHTS = new Float64Array([
  0.25696, -0.66937, -1.66135, -2.02487, -2.53398, -0.16092, -1.11725, -1.06654, -0.9283, -1.99558, -1.10388, -0.80802,
  0.09856, -0.62086, -1.27999, -0.5922, -0.73667, 0.89032, -0.38933, -1.59847, -1.50197, -0.60966, 1.56166, -0.47389,
  -1.8039, -0.83425, -0.97741, -1.41371, 0.245, 0.1097, -1.36476, -1.05572, 1.1542, 0.11069, -0.38319, -0.74816,
  -0.59244, 0.81116, -0.39511, 0.11424, -0.73169, -0.56074, 1.09792, 0.15977, 0.13786, -1.18435, -0.43363, 1.06169,
  -0.21329, 0.04798, -0.94373, -0.22982, 1.22737, -0.13099, -0.06295, -0.75882, -0.13658, 1.78389, 0.30416, 0.36797,
  -0.69851, 0.13003, 1.2307, 0.40868, -0.21081, -0.64073, 0.31061, 1.59554, 0.65718, 0.25429, -0.80789, 0.0824, 1.78964,
  0.54304, 0.41174, -1.06161, 0.07851, 2.01451, 0.49786, 0.91936, -0.9075, 0.05941, 1.8312, 0.58722, 1.28777, -0.83711,
  -0.33248, 2.64983, 0.52698, 0.82132, -0.58897, -1.18223, 3.35809, 0.62017, 0.57353, -0.07276, -0.36214, 4.37655,
  0.45481, 0.21746, 0.10504, -0.61977, 3.54001, 0.04612, -0.18108, 0.63211, -0.87046, 2.47673, -0.48016, -1.27157,
  0.86505, -1.11342, 1.24612, -0.82385, -2.77082, 1.23606, -1.59529, 0.10438, -1.30206, -4.1152, 5.62596, -2.758,
]);

const RACE_WEIGHTS = new Float64Array([
  0.0, -0.1716, 0.2701, 0.29906, -0.08471, 0.0, -1.40375, -1.05121, 0.07217, -0.01351, 0.0, -1.29506, -2.16183, 0.13246,
  -1.03508, 0.0, -2.29847, -2.34631, 0.17253, 0.08302, 0.0, -1.27266, -2.87401, -0.07456, -0.3424, 0.0, -1.3464,
  -2.46556, -0.13022, -0.01591, 0.0, 0.27448, 0.60015, 0.48302, 0.25236, 0.0, 0.39521, 0.68178, 0.05281, 0.09266, 0.0,
  0.24855, -0.06844, -0.37646, 0.05685, 0.0, 0.17405, 0.0043, 0.74427, 0.00576, 0.0, 0.12392, 0.31202, -0.91035,
  -0.1627, 0.0, 0.01418, -0.10839, -0.02781, -0.88035, 0.0, 1.07274, 2.00366, 1.16242, 0.2252, 0.0, 0.85631, 1.06349,
  1.49549, 0.18966, 0.0, 0.37183, -0.50352, -0.14818, 0.12039, 0.0, 0.13681, 0.13978, 1.11245, -0.12707, 0.0, -0.22082,
  0.20178, -0.06285, -0.52728, 0.0, -0.13597, -0.19412, -0.09308, -1.26062, 0.0, 3.05454, 5.16874, 1.5068, 5.35, 0.0,
  2.19605, 3.8539, 0.88296, 2.30052, 0.0, 0.92321, 1.08744, -0.11696, -0.7856, 0.0, -0.09795, -0.8305, -1.09167,
  -4.94251, 0.0, -1.00316, -3.66465, -2.56906, -9.67677, 0.0, -2.77982, -7.26713, -3.40177, -12.32252, 0.0, 3.4204,
]);

/** Published inputs: per point (mover's 24 down to 1) five units, then opponent's bar and mover's off. */
export function pubevalInputs(after: ArrayLike<number>, out: Float64Array = new Float64Array(122)): Float64Array {
  out.fill(0);
  for (let j = 1; j <= 24; j++) {
    const n = after[25 - j];
    const base = 5 * (j - 1);
    if (n === -1) out[base] = 1;
    else if (n === 1) out[base + 1] = 1;
    else if (n >= 2) {
      out[base + 2] = 1;
      if (n === 3) out[base + 3] = 1;
      else if (n >= 4) out[base + 4] = (n - 3) / 2;
    }
  }
  out[120] = -after[OPP_BAR] / 2;
  out[121] = after[OFF_CELL] / 15;
  return out;
}

const scratch = new Float64Array(122);

/**
 * pubeval's score of an afterstate (higher is better for the player who moved). A finished game
 * scores above everything, as in the original.
 */
export function pubevalScore(after: ArrayLike<number>, race: boolean): number {
  if (after[OFF_CELL] === 15) return 99999999;
  const x = pubevalInputs(after, scratch);
  const w = race ? RACE_WEIGHTS : CONTACT_WEIGHTS;
  let score = 0;
  for (let i = 0; i < 122; i++) score += w[i] * x[i];
  return score;
}

/** Whether pubeval should use its race weights for a move from `before` (mover's view). */
export function pubevalRace(before: ArrayLike<number>): boolean {
  return before[BAR_CELL] === 0 && !isContactOpposed(before);
}
