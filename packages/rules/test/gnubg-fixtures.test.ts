// shared/fixtures/gnubg-legal-moves.jsonl: 2,000 positions and rolls with every legal outcome as
// computed by GNU Backgammon 1.07. Each row must match exactly: the count and the set of Position IDs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Dice, legalPlays, makePositionId, parsePositionId, rulesFor, TurnPlan } from '../src/index.ts';

interface Row {
  position: string;
  signed: number[];
  dice: [number, number];
  count: number;
  after: string[];
  tags: string[];
}

const rows: Row[] = readFileSync(new URL('./gnubg-legal-moves.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

const rules = rulesFor('short');

describe('GNU Backgammon legal-move fixtures', () => {
  it('has 2,000 rows', () => expect(rows).toHaveLength(2000));

  it.each(rows.map((row, i) => [i + 1, row.position, row.dice.join('-'), row] as const))(
    'row %i: %s %s — same count and set of resulting Position IDs',
    (_n, _id, _dice, row) => {
      const parsed = parsePositionId(row.position);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const start = parsed.value;
      // The ID decodes to the signed board gnubg printed.
      for (let i = 1; i <= 24; i++) expect(start.cells[i]).toBe(row.signed[i]);
      expect(start.cells[25]).toBe(row.signed[25]);
      expect(start.cells[0]).toBe(row.signed[0]);
      expect(makePositionId(start)).toBe(row.position);
      const { plays } = legalPlays(rules, start, row.dice as unknown as Dice);
      expect(plays).toHaveLength(row.count);
      expect(plays.map((p) => makePositionId(p.after)).sort()).toEqual(row.after);
    },
  );

  it('the reference sequence generator agrees on a sample of 300 rows', () => {
    for (const row of rows.filter((_, i) => i % 7 === 0 && !_.tags.includes('big')).slice(0, 300)) {
      const parsed = parsePositionId(row.position);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const plan = new TurnPlan(rules, parsed.value, row.dice as unknown as Dice);
      const ids = new Set<string>();
      for (const seq of plan.sequences) {
        if (seq.length === 0) continue;
        const view = plan.view(seq);
        if (!view.ok) throw new Error(view.error.message);
        ids.add(makePositionId(view.value.position));
      }
      expect([...ids].sort()).toEqual(row.after);
    }
  });
});
