// Property tests over random games of every variant (fast-check drives seeds, variants and options):
// 15 checkers a side, no mixed point, maximal dice use, the step-wise view agrees with the whole-play
// generator, and every notation round-trips.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySteps,
  checkerTotals,
  type Dice,
  flip,
  fromSetup,
  legalPlays,
  makeMoveText,
  makePositionId,
  type Position,
  parseMoveText,
  parsePositionId,
  pipCounts,
  positionKey,
  type RuleOptions,
  type Rules,
  rulesFor,
  seededRandom,
  startPosition,
  TurnPlan,
  toSetup,
  VARIANTS,
  type VariantName,
} from '../src/index.ts';

const variantArb = fc.constantFrom(...VARIANTS);
const optionsArb: fc.Arbitrary<Partial<RuleOptions>> = fc.record(
  {
    headRule: fc.constantFrom('F2', 'F1', 'strict', 'free'),
    sixBlock: fc.constantFrom('ahead', 'home', 'forbidden', 'allowed'),
    sixBlockTiming: fc.constantFrom('step', 'endOfTurn'),
    strictFullPipsBearoff: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** Plays a random game, calling `check` before every roll; stops after `maxTurns` turns. */
function randomGame(
  rules: Rules,
  seed: number,
  maxTurns: number,
  check: (position: Position, dice: Dice, firstTurn: boolean) => void,
): void {
  const random = seededRandom(seed);
  const die = () => 1 + Math.floor(random() * 6);
  let position = startPosition(rules.variant);
  const turns = [0, 0];
  for (let t = 0; t < maxTurns; t++) {
    const side = t % 2;
    const dice: Dice = [die(), die()];
    const firstTurn = turns[side]++ === 0;
    check(position, dice, firstTurn);
    const { plays } = legalPlays(rules, position, dice, { firstTurn });
    if (plays.length > 0) position = plays[Math.floor(random() * plays.length)].after;
    if (position.cells[26] === 15) return;
    position = flip(position);
  }
}

function assertInvariants(rules: Rules, position: Position, dice: Dice, firstTurn: boolean): void {
  expect(checkerTotals(position)).toEqual([15, 15]);
  // No mixed point: the setup round-trips through validation to the same cells.
  const again = fromSetup(rules.variant, toSetup(position));
  expect(again.ok).toBe(true);
  if (again.ok) expect(positionKey(again.value)).toBe(positionKey(position));
  expect(positionKey(flip(flip(position)))).toBe(positionKey(position));
  const [a, b] = pipCounts(position);
  expect(pipCounts(flip(position))).toEqual([b, a]);
  if (rules.geometry === 'opposed') {
    const id = makePositionId(position);
    const parsed = parsePositionId(id, rules.variant);
    expect(parsed.ok && positionKey(parsed.value)).toBe(positionKey(position));
  }

  const { plays, diceUsed } = legalPlays(rules, position, dice, { firstTurn });
  const plan = new TurnPlan(rules, position, dice, { firstTurn });
  // Maximal dice use: both generators agree on M, and every play uses exactly M dice.
  expect(plan.diceUsed).toBe(diceUsed);
  for (const play of plays) {
    expect(play.steps).toHaveLength(diceUsed);
    expect(checkerTotals(play.after)).toEqual([15, 15]);
    // Move text round-trips and resolves to a legal play reaching the same outcome.
    const parsed = parseMoveText(makeMoveText(play.steps));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.value.map((s) => [s.from, s.to])).toEqual(play.steps.map((s) => [s.from, s.to]));
      const resolved = plan.resolve(parsed.value);
      expect(resolved.ok).toBe(true);
    }
  }
  // The step-wise view reaches exactly the distinct outcomes of the whole-play generator.
  const whole = new Set(plays.map((p) => positionKey(p.after)));
  const stepwise = new Set<string>();
  plan.sequences.forEach((seq, i) => {
    if (seq.length === 0) return;
    stepwise.add(positionKey(applySteps(position, seq)));
    if (i % 16 !== 0) return;
    const view = plan.view(seq);
    expect(view.ok && view.value.canConfirm && view.value.next.length === 0).toBe(true);
    if (view.ok) expect(positionKey(view.value.position)).toBe(positionKey(applySteps(position, seq)));
  });
  expect([...stepwise].sort()).toEqual([...whole].sort());
  // Walking the view one legal step at a time always ends in a confirmable whole play.
  let entered: { from: number; to: number; die: number }[] = [];
  for (;;) {
    const view = plan.view(entered);
    expect(view.ok).toBe(true);
    if (!view.ok) break;
    if (view.value.next.length === 0) {
      expect(view.value.canConfirm).toBe(true);
      if (diceUsed > 0) expect(whole.has(positionKey(view.value.position))).toBe(true);
      break;
    }
    const step = view.value.next[entered.length % view.value.next.length];
    entered = [...entered, step];
  }
}

describe('random games keep every invariant', () => {
  it('all variants with default options', () => {
    fc.assert(
      fc.property(variantArb, fc.integer(), (variant: VariantName, seed) => {
        const rules = rulesFor(variant);
        randomGame(rules, seed, 60, (p, d, f) => assertInvariants(rules, p, d, f));
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('all variants with random rule options', () => {
    fc.assert(
      fc.property(variantArb, optionsArb, fc.integer(), (variant: VariantName, options, seed) => {
        const rules = rulesFor(variant, options);
        randomGame(rules, seed, 40, (p, d, f) => assertInvariants(rules, p, d, f));
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
