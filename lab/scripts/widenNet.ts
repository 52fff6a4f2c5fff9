/**
 * Wider nets that compute exactly what the narrower one did, for a training stage to grow from:
 * `train.ts --hidden/--encoding` (TD self-play) and `fitRanks.ts --hidden` (ranking) share them.
 */

import { Net } from '@nardy/bot';
import { seededRandom } from '@nardy/rules';

/**
 * `net` with `hidden` hidden units: the first ones keep their weights; the new ones get small random
 * input weights and zero output weights, so the widened net computes exactly what `net` did and the
 * new units grow from there (`--from` a net with fewer hidden units than `--hidden`).
 */
export function widenHidden(net: Net, hidden: number, seed: number): Net {
  const wide = new Net(net.inputs, hidden, net.outputs);
  const random = seededRandom(seed ^ 0x2545f491);
  const scale = 1 / Math.sqrt(24);
  for (let i = 0; i < net.inputs; i++) {
    for (let j = 0; j < hidden; j++) {
      wide.w1[i * hidden + j] = j < net.hidden ? net.w1[i * net.hidden + j] : (random() * 2 - 1) * scale * 0.1;
    }
  }
  wide.b1.set(net.b1);
  for (let k = 0; k < net.outputs; k++) {
    for (let j = 0; j < net.hidden; j++) wide.w2[k * hidden + j] = net.w2[k * net.hidden + j];
  }
  wide.b2.set(net.b2);
  return wide;
}

/** `net` with `inputs` inputs: the first ones keep their weights, the appended ones start at zero. */
export function widenInputs(net: Net, inputs: number): Net {
  const wide = new Net(inputs, net.hidden, net.outputs);
  wide.w1.set(net.w1);
  wide.b1.set(net.b1);
  wide.w2.set(net.w2);
  wide.b2.set(net.b2);
  return wide;
}
