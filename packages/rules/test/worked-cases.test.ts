// RULES.md §7.2–§7.6: every worked move case, by name, against both generators. A case runs under the
// defaults unless it names options (`headRule`, or `options` by their RULES.md names).
import { describe, expect, it } from 'vitest';
import {
  type Dice,
  flip,
  legalPlays,
  makeMoveText,
  parseMoveText,
  type RuleOptions,
  rulesFor,
  TurnPlan,
} from '../src/index.ts';
import { expectedMover, moverText, position, TAGS } from './builders.ts';
import cases from './worked-cases.json' with { type: 'json' };

interface WorkedCase {
  name: string;
  title: string;
  variant: string;
  X: string;
  O: string;
  dice: [number, number];
  firstTurn: boolean;
  headRule?: 'F1' | 'F2';
  options?: Partial<RuleOptions>;
  Ooff?: number;
  diceUsed: number;
  count: number;
  outcomes: { play: string; X: string; hits: number }[];
}

const all = cases as WorkedCase[];

describe('RULES.md §7.2–7.6 worked cases', () => {
  for (const c of all) {
    it(`${c.name}: ${c.title}`, () => {
      const variant = TAGS[c.variant];
      const rules = rulesFor(variant, { ...(c.headRule ? { headRule: c.headRule } : {}), ...c.options });
      const start = position(variant, c.X, c.O, c.Ooff ?? 0);
      const dice = c.dice as unknown as Dice;
      const result = legalPlays(rules, start, dice, { firstTurn: c.firstTurn });
      expect(result.diceUsed).toBe(c.diceUsed);
      expect(result.plays).toHaveLength(c.count);

      const got = result.plays.map((p) => `${moverText(p.after)}|off:${p.after.cells[26]}|hits:${p.hits}`).sort();
      if (c.outcomes.length > 0) {
        const want = c.outcomes
          .map((o) => {
            const m = expectedMover(o.X);
            return `${m.text}|off:${m.off + start.cells[26]}|hits:${o.hits}`;
          })
          .sort();
        expect(got).toEqual(want);
      }

      // Each representative play listed in RULES.md is accepted as a whole play and reaches its outcome.
      const plan = new TurnPlan(rules, start, dice, { firstTurn: c.firstTurn });
      expect(plan.diceUsed).toBe(c.diceUsed);
      for (const o of c.outcomes) {
        const parsed = parseMoveText(o.play);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const steps = plan.resolve(parsed.value);
        expect(steps.ok, `${c.name} ${o.play}`).toBe(true);
        if (steps.ok) expect(makeMoveText(steps.value).replace(/\*/g, '')).toBe(o.play.replace(/\*/g, ''));
      }
      // Passing the turn and back is the identity.
      expect(flip(flip(start)).cells).toEqual(start.cells);
    });
  }
});
