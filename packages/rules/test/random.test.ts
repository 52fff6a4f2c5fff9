import { describe, expect, it } from 'vitest';
import { mulberry32Output, mulberry32Step, seededRandom, seededUint32 } from '../src/random.ts';

// The streams below were produced by the four copies this module replaced (bot, cli, tournament and
// the parallel dice): saved seeds must keep giving the same games, draws and dice.
describe('the seeded generator', () => {
  it('gives the same floats as before for a seed', () => {
    const r = seededRandom(7);
    expect([r(), r(), r()]).toEqual([0.011704753153026104, 0.06195825757458806, 0.97690763277933]);
    const negative = seededRandom(-5);
    expect([negative(), negative()]).toEqual([0.48384718922898173, 0.05296749505214393]);
  });

  it('gives 32-bit outputs that are the floats times 2^32', () => {
    const ints = seededUint32(123);
    const floats = seededRandom(123);
    for (let i = 0; i < 1000; i++) {
      const n = ints();
      expect(Number.isInteger(n) && n >= 0 && n < 2 ** 32).toBe(true);
      expect(n / 2 ** 32).toBe(floats());
    }
  });

  it('is the step and the output function composed, so a caller may hold the state itself', () => {
    const ints = seededUint32(99);
    let state = 99;
    for (let i = 0; i < 100; i++) {
      state = mulberry32Step(state);
      expect(mulberry32Output(state)).toBe(ints());
    }
  });

  it('takes the seed modulo 2^32', () => {
    const a = seededUint32(5);
    const b = seededUint32(5 + 2 ** 32);
    for (let i = 0; i < 10; i++) expect(a()).toBe(b());
  });
});
