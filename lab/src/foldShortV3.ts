import { FEATURE_BASE, FEATURE_COUNT, INPUT_COUNT, POINT_UNITS, SHORT_V4_INDEX } from '@nardy/bot/src/encoding.ts';
import { Net } from '@nardy/bot/src/net.ts';

/** A point's checkers by its four units: u0 + u1 + u2 + 2·u3 (the fourth unit is (n − 3) / 2). */
const CHECKERS = [1, 1, 1, 2];

/**
 * A 'short-v3' net as a 'short-v4' net that computes the same outputs (to float rounding) on every
 * position.
 *
 * Each feature 'short-v4' leaves out is Σ a·x over inputs it keeps (the point units of one side and its
 * bar feature: see `SHORT_V4_INDEX`), so a hidden unit's weight w on it becomes a·w on each of those
 * inputs. A point's checkers n are its units u0 + u1 + u2 + 2·u3 (the fourth unit is (n − 3) / 2), a
 * blot is u0 − u1, a made point u1; a side's bar checkers are twice its bar feature. Then each hidden
 * unit's multiple of a side's checker count is settled (`settleCheckerCounts`), which keeps the point
 * rows' weights small for the 8-bit file.
 */
export function foldShortV3(net: Net): Net {
  if (net.inputs !== INPUT_COUNT['short-v3'])
    throw new Error(`a short-v3 net has ${INPUT_COUNT['short-v3']} inputs, not ${net.inputs}`);
  const hidden = net.hidden;
  const out = new Net(INPUT_COUNT['short-v4'], hidden, net.outputs);
  out.b1.set(net.b1);
  out.w2.set(net.w2);
  out.b2.set(net.b2);
  out.w1.set(net.w1.subarray(0, FEATURE_BASE * hidden));
  for (let f = 0; f < FEATURE_COUNT['short-v3']; f++) {
    const to = SHORT_V4_INDEX[f];
    if (to >= 0)
      out.w1.set(
        net.w1.subarray((FEATURE_BASE + f) * hidden, (FEATURE_BASE + f + 1) * hidden),
        (FEATURE_BASE + to) * hidden,
      );
  }
  /** Adds `a` × the weights of v3 feature `f` to input `i` of the folded net. */
  const add = (f: number, i: number, a: number) => {
    const from = (FEATURE_BASE + f) * hidden;
    for (let h = 0; h < hidden; h++) out.w1[i * hidden + h] += a * net.w1[from + h];
  };
  const BLOT = [1, -1, 0, 0];
  const MADE = [0, 1, 0, 0];
  /** Adds Σ over `side`'s points p in [from, to] of weight(p) × (the per-point quantity `units`). */
  const points = (
    f: number,
    side: number,
    from: number,
    to: number,
    units: number[],
    weight: (p: number) => number,
  ) => {
    for (let p = from; p <= to; p++) {
      for (let u = 0; u < POINT_UNITS; u++) {
        if (units[u] !== 0) add(f, side * 24 * POINT_UNITS + (p - 1) * POINT_UNITS + u, units[u] * weight(p));
      }
    }
  };
  for (let side = 0; side < 2; side++) {
    const bar = FEATURE_BASE + side; // its value is bar checkers / 2
    const base = side === 0 ? 22 : 34;
    // blots / 5; made home points / 6
    points(10 + side, side, 1, 24, BLOT, () => 1 / 5);
    points(12 + side, side, 1, 6, MADE, () => 1 / 6);
    // anchors on 19..24 / 3; checkers outside home / 15
    points(base + 6, side, 19, 24, MADE, () => 1 / 3);
    add(base + 8, bar, 2 / 15);
    points(base + 8, side, 7, 24, CHECKERS, () => 1 / 15);
  }
  settleCheckerCounts(out);
  return out;
}

/**
 * A side's checkers on the points, on the bar and off always number 15: so adding λ × (the side's
 * checkers on the points, on the bar and off) to a hidden unit's inputs and 15·λ less to its bias
 * changes nothing. For each hidden unit and side this picks the λ that makes the side's point weights
 * smallest (least squares), which keeps the rows' 8-bit steps fine after the counts are folded onto them.
 */
function settleCheckerCounts(net: Net): void {
  const hidden = net.hidden;
  for (let side = 0; side < 2; side++) {
    const bar = FEATURE_BASE + side; // bar checkers / 2
    const off = FEATURE_BASE + SHORT_V4_INDEX[2 + side]; // checkers off / 15
    for (let h = 0; h < hidden; h++) {
      let dot = 0;
      let norm = 0;
      for (let p = 0; p < 24; p++) {
        for (let u = 0; u < POINT_UNITS; u++) {
          const i = side * 24 * POINT_UNITS + p * POINT_UNITS + u;
          dot += CHECKERS[u] * net.w1[i * hidden + h];
          norm += CHECKERS[u] * CHECKERS[u];
        }
      }
      const lambda = -dot / norm;
      for (let p = 0; p < 24; p++) {
        for (let u = 0; u < POINT_UNITS; u++) {
          net.w1[(side * 24 * POINT_UNITS + p * POINT_UNITS + u) * hidden + h] += lambda * CHECKERS[u];
        }
      }
      net.w1[bar * hidden + h] += 2 * lambda;
      net.w1[off * hidden + h] += 15 * lambda;
      net.b1[h] -= 15 * lambda;
    }
  }
}
