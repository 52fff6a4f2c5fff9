/**
 * Our match equity table (analysisMatch.ts, a model of our own) against the table GNU Backgammon uses
 * (gnubg run as a separate program, `show matchequitytable`), for several shares of marses and kokses
 * of the model, so that its one fitted figure can be chosen and checked:
 *   node scripts/run-ts.mjs packages/bot/scripts/metFit.ts [--length 5] [--mars 0.2,0.26] [--koks 0.01]
 *     [--gnubg PATH]
 * Prints, per pair of shares, the root mean square and largest difference (in per cent of match winning
 * chance) over the pre-Crawford table to --length points and over the post-Crawford row, and the
 * leader's chance at 1-away 2-away in the Crawford game. Short nardy's scoring: a mars 2, a koks 3.
 */
import { matchWinningChance } from '../src/analysisMatch.ts';
import { withMetModel } from './cubeTables.ts';
import { parseFlags } from './flags.ts';
import { Gnubg } from './gnubg.ts';

const flags = parseFlags();
const length = Number(flags.length ?? 5);
const list = (text: string | undefined, fallback: number[]) => (text ? text.split(',').map(Number) : fallback);
const marsShares = list(flags.mars, [0.16, 0.18, 0.2, 0.22, 0.24, 0.26, 0.28, 0.3]);
const koksShares = list(flags.koks, [0, 0.01, 0.02]);

const gnubg = new Gnubg(flags.gnubg ?? 'gnubg');
const text = await gnubg.run([`show matchequitytable ${length}`]);
gnubg.close();

/** The rows of a printed table after `heading`: "N-away  p1 p2 …" in per cent. */
function rowsAfter(heading: string, count: number): number[][] {
  const lines = text.slice(text.indexOf(heading)).split('\n');
  const rows: number[][] = [];
  for (const line of lines) {
    const m = /^\s*(\d+)-away\s+([\d.\s]+)$/.exec(line);
    if (m) rows.push(m[2].trim().split(/\s+/).map(Number));
    if (rows.length === count) break;
  }
  if (rows.length < count) throw new Error(`gnubg printed no table under "${heading}"`);
  return rows;
}
const pre = rowsAfter('Pre-Crawford table', length);
// The post-Crawford row: the trailer's chance at 1-away (the leader) against N away.
const [post] = rowsAfter('Post-Crawford table', 1);

const terms = { mars: 2, koks: 3, crawford: true };
for (const koks of koksShares) {
  for (const mars of marsShares) {
    const fit = withMetModel({ mars, koks }, () => {
      let sum = 0;
      let worst = 0;
      for (let a = 1; a <= length; a++) {
        for (let b = 1; b <= length; b++) {
          const d = 100 * matchWinningChance(a, b, terms, false) - pre[a - 1][b - 1];
          sum += d * d;
          worst = Math.max(worst, Math.abs(d));
        }
      }
      let postSum = 0;
      for (let b = 2; b <= length; b++) {
        // Our post-Crawford chance of the player b away against the leader, as gnubg's row prints it.
        const d = 100 * matchWinningChance(b, 1, terms, true) - post[b - 1];
        postSum += d * d;
      }
      return {
        preRms: Number(Math.sqrt(sum / (length * length)).toFixed(3)),
        preWorst: Number(worst.toFixed(2)),
        postRms: Number(Math.sqrt(postSum / (length - 1)).toFixed(2)),
        crawford1a2a: Number((100 * matchWinningChance(1, 2, terms, false)).toFixed(2)),
      };
    });
    console.log(JSON.stringify({ mars, koks, ...fit, gnubg1a2a: pre[0][1] }));
  }
}
