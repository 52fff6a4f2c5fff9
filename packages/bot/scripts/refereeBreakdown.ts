/**
 * Where one player's error per move lies against another's, on the same decisions judged by the
 * referee (`referee.ts --decisions FILE` for each):
 *   node scripts/run-ts.mjs packages/bot/scripts/refereeBreakdown.ts --ours A.json --theirs B.json
 * Each decision is put in classes by the position before the play (the mover's view): phase, race lead,
 * back checkers of each side, longest prime of each side, checkers on the bar, doubles. For each class
 * the table gives the decisions, each player's mean error per move, and the total by which `ours`
 * loses more than `theirs` there ("gap"), largest first: the classes where new inputs or a database
 * would pay most. Classes overlap (a decision is in one class of each kind).
 */
import { readFileSync } from 'node:fs';
import { BAR_CELL, type Dice, OPP_BAR, pipCounts } from '@nardy/rules';
import { isContactOpposed } from '../src/index.ts';
import { parseFlags } from './flags.ts';

interface Judged {
  readonly id: string;
  readonly cells: number[];
  readonly dice: Dice;
  readonly error: number;
}

const flags = parseFlags();
if (!flags.ours || !flags.theirs)
  throw new Error('--ours FILE and --theirs FILE (referee.ts --decisions) are required');
const read = (file: string): Judged[] => JSON.parse(readFileSync(file, 'utf8'));
const keyOf = (d: Judged) => `${d.id}:${d.dice[0]}${d.dice[1]}`;
const theirs = new Map(read(flags.theirs).map((d) => [keyOf(d), d.error]));

/** Length of the longest run of set bits. */
const longestRun = (mask: number): number => {
  let n = 0;
  for (let v = mask; v !== 0; v &= v << 1) n++;
  return n;
};

/** A lead in pips (positive: the mover is ahead) as a band. */
const leadBand = (lead: number): string =>
  lead < -40 ? '< −40' : lead < -15 ? '−40..−16' : lead <= 15 ? '−15..15' : lead <= 40 ? '16..40' : '> 40';

/** The classes of the position `cells` (mover's view) with dice `dice`. */
function classesOf(cells: readonly number[], dice: Dice): string[] {
  if (!isContactOpposed(cells)) return ['race or bear-off'];
  const [moverPips, oppPips] = pipCounts({ variant: 'short', cells: Int8Array.from(cells) });
  let moverBack = cells[BAR_CELL]; // on the bar or the opponent's home board (our 19..24)
  let oppBack = -cells[OPP_BAR];
  let moverMade = 0;
  let oppMade = 0;
  for (let p = 1; p <= 24; p++) {
    const n = cells[p];
    if (n > 0) {
      if (p >= 19) moverBack += n;
      if (n > 1) moverMade |= 1 << p;
    } else if (n < 0) {
      if (p <= 6) oppBack += -n;
      if (n < -1) oppMade |= 1 << p;
    }
  }
  const out = [
    'contact',
    `contact, race lead ${leadBand(oppPips - moverPips)}`,
    `contact, our back checkers ${Math.min(moverBack, 4)}${moverBack >= 4 ? '+' : ''}`,
    `contact, their back checkers ${Math.min(oppBack, 4)}${oppBack >= 4 ? '+' : ''}`,
    `contact, our longest prime ${longestRun(moverMade)}`,
    `contact, their longest prime ${longestRun(oppMade)}`,
  ];
  if (cells[BAR_CELL] > 0) out.push('contact, we are on the bar');
  if (cells[OPP_BAR] < 0) out.push('contact, they are on the bar');
  if (dice[0] === dice[1]) out.push('contact, doubles');
  return out;
}

const table = new Map<string, { decisions: number; ours: number; theirs: number }>();
let unmatched = 0;
for (const d of read(flags.ours)) {
  const other = theirs.get(keyOf(d));
  if (other === undefined) {
    unmatched++;
    continue;
  }
  for (const name of ['all', ...classesOf(d.cells, d.dice)]) {
    const row = table.get(name) ?? { decisions: 0, ours: 0, theirs: 0 };
    row.decisions++;
    row.ours += d.error;
    row.theirs += other;
    table.set(name, row);
  }
}
const rows = [...table.entries()].sort(([, a], [, b]) => b.ours - b.theirs - (a.ours - a.theirs));
console.log('| class | decisions | ours per move | theirs per move | gap (total) |');
console.log('|---|---|---|---|---|');
for (const [name, r] of rows) {
  console.log(
    `| ${name} | ${r.decisions} | ${(r.ours / r.decisions).toFixed(5)} | ${(r.theirs / r.decisions).toFixed(5)} | ${(r.ours - r.theirs).toFixed(3)} |`,
  );
}
if (unmatched > 0) console.log(`(${unmatched} decisions of --ours not in --theirs were left out)`);
