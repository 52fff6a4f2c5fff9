import { INPUT_COUNT } from '@nardy/bot/src/encoding.ts';
import { Net } from '@nardy/bot/src/net.ts';
import { OUTPUTS } from '@nardy/bot/src/outputs.ts';
import { samplePositions } from '@nardy/bot/testing';
import { seededRandom } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { type RankedDecision, RankTrainer } from '../src/rankTrainer.ts';

const ENCODING = 'short-v4';

/** Decisions of three replies each from random short games, judged by `teacher`'s 0-ply equities. */
function decisions(count: number, teacher: RankTrainer): RankedDecision[] {
  const positions = samplePositions('short', count * 3, 5);
  const out: RankedDecision[] = [];
  for (let d = 0; d < count; d++) {
    const replies = positions.slice(d * 3, d * 3 + 3);
    const blank: RankedDecision = { variant: 'short', replies, judged: new Float64Array(3) };
    out.push({ ...blank, judged: Float64Array.from(replies, (_, i) => teacher.equityOf(blank, i)) });
  }
  return out;
}

const netOf = (hidden: number, seed: number) => Net.random(INPUT_COUNT[ENCODING], hidden, OUTPUTS, seededRandom(seed));

describe('RankTrainer', () => {
  const teacher = new RankTrainer(netOf(8, 2), ENCODING, 0);
  const data = decisions(24, teacher);

  it('steps down the gradient of its loss (first order, against finite differences)', () => {
    const net = netOf(5, 1);
    const trainer = new RankTrainer(net, ENCODING, 0.25);
    const d = data[0];
    const theta = net.parameters();
    const eps = 1e-6;
    let gradSquared = 0;
    for (let p = 0; p < theta.length; p++) {
      const keep = theta[p];
      theta[p] = keep + eps;
      net.setParameters(theta);
      const up = trainer.loss(d);
      theta[p] = keep - eps;
      net.setParameters(theta);
      const down = trainer.loss(d);
      theta[p] = keep;
      gradSquared += ((up - down) / (2 * eps)) ** 2;
    }
    net.setParameters(theta);
    expect(gradSquared).toBeGreaterThan(0);
    const before = trainer.loss(d);
    const rate = 1e-4;
    trainer.step(d, rate);
    const after = trainer.loss(d);
    expect((before - after) / (rate * gradSquared)).toBeCloseTo(1, 2);
  });

  it('teaches a net another net’s ranking: loss and regret fall', () => {
    const trainer = new RankTrainer(netOf(6, 1), ENCODING, 0.25);
    const before = trainer.figures(data);
    for (let epoch = 0; epoch < 200; epoch++) for (const d of data) trainer.step(d, 0.5);
    const after = trainer.figures(data);
    expect(after.rank).toBeLessThan(before.rank / 4);
    expect(after.absolute).toBeLessThan(before.absolute);
    expect(after.regret).toBeLessThanOrEqual(before.regret);
    expect(after.right).toBeGreaterThanOrEqual(before.right);
  });

  it('figures: regret and right from the net’s own 0-ply choice', () => {
    const trainer = new RankTrainer(netOf(4, 3), ENCODING, 0.25);
    const d = data[1];
    const e = d.replies.map((_, i) => trainer.equityOf(d, i));
    const pick = e.indexOf(Math.max(...e));
    // The judged values put the net's choice last but one: its regret is 0.1 exactly.
    const judged = Float64Array.from(e, (_, i) => (i === pick ? 0.2 : 0));
    judged[(pick + 1) % 3] = 0.3;
    const f = trainer.figures([{ ...d, judged }]);
    expect(f.regret).toBeCloseTo(0.1, 12);
    expect(f.right).toBe(0);
    expect(trainer.figures([{ ...d, judged: Float64Array.from(e) }])).toMatchObject({ regret: 0, right: 1 });
    expect(trainer.figures([{ ...d, judged: Float64Array.from(e) }]).rank).toBeCloseTo(0, 20);
  });
});
