import { encode, INPUT_COUNT, Net, OUTPUTS, readWeightsFile, SparseInputs } from '@nardy/bot';
import { rulesFor, seededRandom, startPosition } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { makeWeightsFile } from '../src/makeWeightsFile.ts';

describe('weights file', () => {
  const net = Net.random(INPUT_COUNT['short-v1'], 4, OUTPUTS, seededRandom(3));

  it('round-trips a net through float32 base64', () => {
    const file = makeWeightsFile(net, 'short', 'short-v1', { seed: 3 });
    const back = readWeightsFile(JSON.parse(JSON.stringify(file))).net;
    const a = net.parameters();
    const b = back.parameters();
    expect(b.length).toBe(a.length);
    for (let i = 0; i < a.length; i++) expect(b[i]).toBeCloseTo(a[i], 6);
    const x = encode('short-v1', rulesFor('short') && startPosition('short').cells, new SparseInputs());
    const pa = new Float64Array(OUTPUTS);
    const pb = new Float64Array(OUTPUTS);
    net.forward(x, pa);
    back.forward(x, pb);
    for (let k = 0; k < OUTPUTS; k++) expect(pb[k]).toBeCloseTo(pa[k], 5);
  });
});
