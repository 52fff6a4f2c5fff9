/**
 * Checker-play decisions with their close candidates judged by the net's own 2-ply search, to teach
 * the net that ranking (`fitRanks.ts`, `RankTrainer`):
 *   node scripts/run-ts.mjs lab/scripts/rankData.ts --net NET.json --decisions N
 *     [--keep 0.3] [--candidates 6] [--window 0.24] [--depth 2] [--seed 1] [--part K/P] --out FILE.jsonl
 * Plays 0-ply self-play games of NET over the short family's variants (in the net's training
 * proportions); at each roll with two plays or more it keeps the decision with chance --keep, takes
 * the best --candidates plays by 0-ply within --window of the best, and judges each at 2-ply as
 * master does (each reply chosen at 0-ply, judged at 1-ply; the one-sided bear-off database at the
 * leaves). A decision with fewer than two such plays is not kept. One JSON line per decision:
 * variant, cells (the mover's view before the play), the candidates' afterstates (the mover's view)
 * and their 2-ply equities for the mover. --depth 3 judges the candidates one roll deeper than master
 * searches (`deepEquity`: a teacher that knows more than the search the net will serve), at about
 * twenty times the cost; fewer candidates (`--candidates 3 --window 0.08`) keep it affordable.
 *
 * --part K/P keeps only decisions K, K + P, K + 2P, … of the sequence, so P processes share one data
 * set (each plays the same games); an existing FILE is continued after the lines it holds.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { defaultScoring, makeStrategy, Searcher } from '@nardy/bot';
import { withBearoff } from '@nardy/bot/src/bearoff.ts';
import { deepEquity } from '@nardy/bot/src/deepSearch.ts';
import { playGames } from '@nardy/bot/testing';
import { CELLS, rulesFor, seededRandom, type VariantName } from '@nardy/rules';
import { readCommandLine } from './flags.ts';
import { evaluatorFromFile } from './players.ts';
import { FAMILY_MIX } from './positions.ts';

const { flags } = readCommandLine({
  command: 'rankData',
  usage:
    'usage: node scripts/run-ts.mjs lab/scripts/rankData.ts --net NET.json --decisions N [--keep 0.3] [--candidates 6] [--window 0.24] [--depth 2] [--seed 1] [--part K/P] --out FILE.jsonl',
  flags: ['net', 'decisions', 'keep', 'candidates', 'window', 'depth', 'seed', 'part', 'out'],
});
if (!flags.net || !flags.out) throw new Error('--net FILE and --out FILE are required');
const decisions = Number(flags.decisions ?? 10000);
const keep = Number(flags.keep ?? 0.3);
const candidates = Number(flags.candidates ?? 6);
const window = Number(flags.window ?? 0.24);
const seed = Number(flags.seed ?? 1);
const [part, parts] = (flags.part ?? '0/1').split('/').map(Number);
if (!(parts >= 1 && part >= 0 && part < parts)) throw new Error('--part K/P needs 0 ≤ K < P');
if (!(candidates >= 2)) throw new Error('--candidates must be 2 or more');
const depth = Number(flags.depth ?? 2);
if (depth !== 2 && depth !== 3) throw new Error('--depth must be 2 or 3');

const evaluator = evaluatorFromFile(flags.net);
const variants: readonly VariantName[] = FAMILY_MIX.short;
/** Per variant: the net alone (the candidates, as the net to be taught sees them) and the judge. */
const searchers = new Map(
  [...new Set(variants)].map((v) => {
    const rules = rulesFor(v);
    const plain = new Searcher(rules, evaluator, defaultScoring(v));
    const judge = new Searcher(rules, withBearoff(evaluator, rules), defaultScoring(v));
    return [v, { plain, judge, club: makeStrategy('club', rules, { evaluator }) }] as const;
  }),
);

const done = existsSync(flags.out)
  ? readFileSync(flags.out, 'utf8')
      .split('\n')
      .filter((l) => l.trim()).length
  : 0;
let index = 0; // decision index in the whole sequence
let written = 0; // this part's decisions so far (written now or before)
const random = seededRandom(seed);
const started = Date.now();
let game = 0;
playGames({
  variant: () => variants[game++ % variants.length],
  random,
  more: () => index < decisions,
  choose: ({ variant, board, gen, count }) => {
    const { plain, judge, club } = searchers.get(variant) as NonNullable<ReturnType<typeof searchers.get>>;
    if (count < 2 || random() >= keep) return count === 0 ? 0 : club.pick(gen, board);
    const values = Array.from({ length: count }, (_, i) =>
      plain.afterstateEquity(gen.outcomes.subarray(i * CELLS, (i + 1) * CELLS)),
    );
    const order = values.map((_, i) => i).sort((a, b) => values[b] - values[a]);
    const kept = order.slice(0, candidates).filter((i) => values[i] >= values[order[0]] - window);
    const pick = order[0];
    if (kept.length < 2) return pick;
    const i = index++;
    if (i % parts !== part) return pick;
    written++;
    if (written <= done) return pick;
    const after = kept.map((k) => gen.outcomes.slice(k * CELLS, (k + 1) * CELLS));
    const judged = after.map((a) => Math.round(deepEquity(judge, a, depth) * 1e5) / 1e5);
    const line = { v: variant, c: Array.from(board), a: after.map((a) => Array.from(a)), t: judged };
    appendFileSync(flags.out, `${JSON.stringify(line)}\n`);
    if (written % 500 === 0) {
      const rate = (written - done) / ((Date.now() - started) / 1000);
      process.stderr.write(`${written} decisions (${rate.toFixed(1)} a second)\n`);
    }
    return pick;
  },
});
process.stderr.write(`done: ${written} decisions of part ${part}/${parts} (${written - done} new)\n`);
