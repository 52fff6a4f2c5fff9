import { describe, expect, it } from 'vitest';
import { TdTrainer } from '../src/tdTrainer.ts';

describe('TD(λ) self-play training', () => {
  it('TD training: the same seed and game count give the same weights; another seed does not', () => {
    const settings = {
      family: 'short',
      hidden: 8,
      seed: 11,
      lambda: 0.7,
      rate: 0.05,
      rateEnd: 0.01,
      rateGames: 10,
    } as const;
    const run = (seed: number) => {
      const t = new TdTrainer({ ...settings, seed });
      for (let g = 0; g < 3; g++) t.playGame();
      return Array.from(t.net.parameters());
    };
    const a = run(11);
    expect(run(11)).toEqual(a);
    expect(run(12)).not.toEqual(a);
  });

  it('TD training changes the weights of the long family too', () => {
    const t = new TdTrainer({ family: 'long', hidden: 8, seed: 5, lambda: 0, rate: 0.05, rateEnd: 0.05, rateGames: 1 });
    const before = Array.from(t.net.parameters());
    t.playGame();
    expect(Array.from(t.net.parameters())).not.toEqual(before);
    expect(t.games).toBe(1);
  });
});
