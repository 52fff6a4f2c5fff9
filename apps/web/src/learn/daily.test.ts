import { hintPlays } from '@nardy/bot';
import { applySteps, legalPlays, rulesFor, samePosition } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { demoState } from '../rules/ruleDemo.ts';
import { type DailyEntry, dailyDrill, dailyIndex } from './daily.ts';
import { DAILY_HEADS, dailyHead } from './dailyPick.ts';
import set from './dailyPositions.json' with { type: 'json' };
import { judgePlay } from './drills.ts';

const positions = set.positions as unknown as DailyEntry[];

describe('the position of the day', () => {
  it('is the same for everyone all day, and another the next day', () => {
    const morning = new Date('2026-12-07T00:00:01Z');
    const night = new Date('2026-12-07T23:59:59Z');
    expect(dailyIndex(morning, positions.length)).toBe(dailyIndex(night, positions.length));
    expect(dailyIndex(new Date('2026-12-08T00:00:01Z'), positions.length)).toBe(
      (dailyIndex(morning, positions.length) + 1) % positions.length,
    );
    const drill = dailyDrill(positions, morning);
    expect(drill.id).toBe('daily-2026-12-07');
    expect(judgePlay(drill, 0, drill.choices[0].steps ?? []).solved).toBe(true);
    // The first page's summary names the same variant and roll.
    expect(dailyHead(morning)).toEqual({ variant: drill.boards[0].variant, dice: drill.boards[0].dice?.join('-') });
    expect(DAILY_HEADS.length).toBe(positions.length * 3);
  });

  it('comes from a set our own analysis checks: legal plays, the best one clearly best', () => {
    expect(positions.length).toBeGreaterThanOrEqual(30);
    expect(new Set(positions.map((p) => p.variant))).toEqual(new Set(['short', 'long']));
    for (const [i, p] of positions.entries()) {
      const { position } = demoState({ variant: p.variant, white: p.white, black: p.black });
      const legal = legalPlays(rulesFor(p.variant), position, p.dice);
      for (const c of p.choices) {
        const after = applySteps(position, c.steps);
        expect(
          legal.plays.some((play) => samePosition(play.after, after)),
          `${i}: ${c.play}`,
        ).toBe(true);
      }
      // Re-judged by the analysis at the level it was generated at: the same best play, the same gap.
      const ranked = hintPlays(p.variant, position, p.dice, { ply: p.ply as 1 });
      if (!ranked.ok) throw new Error(ranked.error.message);
      expect(ranked.value[0].text, `${i}`).toBe(p.choices[0].play);
      expect(ranked.value[0].equity).toBeCloseTo(p.choices[0].equity, 5);
      expect(p.choices[0].equity - p.choices[1].equity).toBeGreaterThanOrEqual(set.minGap - 1e-6);
    }
  });
});
