/**
 * Positions with the chances the net's own play reaches from them, to teach the net (`fitRollouts.ts`):
 *   node scripts/run-ts.mjs packages/bot/scripts/rolloutData.ts --net NET.json --positions N
 *     [--trials 36] [--keep 0.25] [--seed 1] [--part K/P] --out FILE.jsonl
 * Plays 0-ply self-play games of NET over the short family's variants (in the net's training
 * proportions) and keeps each position before a roll with chance --keep, and as often an afterstate of
 * a uniformly random legal play seen from the opponent (positions a search judges include poor plays);
 * each kept position is rolled out to the end --trials times by NET at 0-ply for both sides
 * (`rolloutChances`). One JSON line per position: variant, cells (the side to move's view), the five
 * rolled-out chances. Why: the net's static judgement of a position and where its own play takes the
 * game from there part by several points of winning chance in blitzes and primes (BENCHMARKS.md §3),
 * and a target that plays the game out has no such bias.
 *
 * --part K/P keeps only positions K, K + P, K + 2P, … of the sequence, so P processes share one data
 * set; an existing FILE is continued after the lines it holds (the sequence is fixed by --seed).
 *
 * --ply N replaces the rollouts by the net's exact N-ply chances (every roll of both sides weighed,
 * each side's play by 0-ply, the net at the leaves): the search's judgement to teach the net, without
 * the rollouts' defender who misplays the positions he is behind in.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import {
  ALL_ROLLS,
  CELLS,
  flipCells,
  OFF_CELL,
  PlayGenerator,
  rulesFor,
  seededRandom,
  type VariantName,
} from '@nardy/rules';
import {
  defaultScoring,
  finishedOutcome,
  invert,
  makeStrategy,
  OUTPUTS,
  rolloutChances,
  Searcher,
} from '../src/index.ts';
import { playGames } from '../test/builders.ts';
import { parseFlags } from './flags.ts';
import { evaluatorFromFile } from './players.ts';
import { FAMILY_MIX } from './positions.ts';

const flags = parseFlags();
if (!flags.net || !flags.out) throw new Error('--net FILE and --out FILE are required');
const positions = Number(flags.positions ?? 10000);
const trials = Number(flags.trials ?? 36);
const keep = Number(flags.keep ?? 0.25);
const seed = Number(flags.seed ?? 1);
const ply = flags.ply === undefined ? 0 : Number(flags.ply);
if (!(Number.isInteger(ply) && ply >= 0 && ply <= 3)) throw new Error('--ply must be 1, 2 or 3 (0: rollouts)');
const [part, parts] = (flags.part ?? '0/1').split('/').map(Number);
if (!(parts >= 1 && part >= 0 && part < parts)) throw new Error('--part K/P needs 0 ≤ K < P');

const evaluator = evaluatorFromFile(flags.net);
const variants: readonly VariantName[] = FAMILY_MIX.short;
const searchers = new Map<VariantName, Searcher>();
const searcherOf = (variant: VariantName) => {
  let s = searchers.get(variant);
  if (!s) {
    s = new Searcher(rulesFor(variant), evaluator, defaultScoring(variant));
    searchers.set(variant, s);
  }
  return s;
};
const clubs = new Map(variants.map((v) => [v, makeStrategy('club', rulesFor(v), { evaluator })]));

const done = existsSync(flags.out)
  ? readFileSync(flags.out, 'utf8')
      .split('\n')
      .filter((l) => l.trim()).length
  : 0;
const mine = Math.ceil((positions - part) / parts);
let index = 0; // position index in the whole sequence
let written = 0; // this part's positions so far (written now or before)
const random = seededRandom(seed);
const started = Date.now();
const chances = new Float64Array(5);

/** Rolls out `cells` if it is this part's and not yet written. */
function take(variant: VariantName, cells: Int8Array): void {
  const i = index++;
  if (i % parts !== part) return;
  written++;
  if (written <= done) return;
  if (ply > 0) searchChances(searcherOf(variant), cells, ply, chances);
  else rolloutChances(searcherOf(variant), cells, trials, { seed: seed * 7919 + i }, chances);
  const line = { v: variant, c: Array.from(cells), p: Array.from(chances, (x) => Math.round(x * 1e4) / 1e4) };
  appendFileSync(flags.out, `${JSON.stringify(line)}\n`);
  if (written % 500 === 0) {
    const rate = (written - done) / ((Date.now() - started) / 1000);
    process.stderr.write(`${written}/${mine} positions (${rate.toFixed(1)} a second)\n`);
  }
}

const generators = Array.from({ length: 4 }, () => new PlayGenerator());
const spare = Array.from({ length: 4 }, () => ({
  cells: new Int8Array(CELLS),
  p: new Float64Array(OUTPUTS),
  turned: new Float64Array(OUTPUTS),
}));

/**
 * The exact `depth`-ply chances of the side to move of `cells` before his roll, into `out`: over his
 * 21 rolls his best 0-ply play, then the opponent's chances `depth − 1` plies deep, turned round (a
 * play that bears the last checker off counts its exact result).
 */
function searchChances(searcher: Searcher, cells: Int8Array, depth: number, out: Float64Array): void {
  if (depth === 0) {
    searcher.evaluator.evaluate(cells, out);
    return;
  }
  const { rules } = searcher;
  const gen = generators[depth];
  const { cells: next, p, turned } = spare[depth];
  out.fill(0);
  for (const [d1, d2] of ALL_ROLLS) {
    const count = gen.generate(rules, cells, d1, d2, false);
    const at = count === 0 ? -1 : searcher.bestOutcome(gen) * CELLS;
    const best = at < 0 ? null : gen.outcomes.subarray(at, at + CELLS);
    if (best && best[OFF_CELL] === 15) finishedOutcome(rules, Int8Array.from(best), turned);
    else {
      flipCells(rules.variant, best ?? cells, next);
      searchChances(searcher, next, depth - 1, p);
      invert(p, turned);
    }
    const weight = (d1 === d2 ? 1 : 2) / 36;
    for (let k = 0; k < OUTPUTS; k++) out[k] += weight * turned[k];
  }
}

let game = 0;
playGames({
  variant: () => variants[game++ % variants.length],
  random,
  more: () => index < positions,
  choose: ({ variant, board, gen, count }) => {
    if (random() < keep && index < positions) take(variant, Int8Array.from(board));
    if (count === 0) return 0;
    if (random() < keep && index < positions) {
      const r = Math.floor(random() * count);
      const other = gen.outcomes.subarray(r * CELLS, (r + 1) * CELLS);
      if (other[OFF_CELL] !== 15) take(variant, flipCells(variant, other));
    }
    return (clubs.get(variant) as ReturnType<typeof makeStrategy>).pick(gen, board);
  },
});
process.stderr.write(`done: ${written} positions of part ${part}/${parts} (${written - done} new)\n`);
