/**
 * A duplicate match between two players that may use other nets than the committed ones, for choosing
 * between training checkpoints and quantized files (not a test):
 *   node scripts/run-ts.mjs lab/scripts/match.ts --variant V --games N --a PLAYER --b PLAYER [--seed S]
 * PLAYER is a level or baseline (`club`, `master`, `pubeval`, `heuristic`, …), optionally with a net:
 * `club@path/to/net.json` (a float weights file) or `club@path/to/net.nnq` (a quantized file).
 * Cubeless, the variant's default ending setting and opening roll; prints one JSON line at the end and
 * a progress line on stderr every 10 % of the games (`--progress P`: every P pairs) with the points per
 * game so far, so that a long run stopped early still tells its figure.
 */

import { defaultScoring, duplicateMatch } from '@nardy/bot';
import { isVariantName, rulesFor } from '@nardy/rules';
import { readCommandLine } from './flags.ts';
import { playerFromSpec } from './players.ts';

const { flags } = readCommandLine({
  command: 'match',
  usage:
    'usage: node scripts/run-ts.mjs lab/scripts/match.ts --variant V --games N --a PLAYER --b PLAYER [--seed S] [--progress P]',
  flags: ['variant', 'games', 'a', 'b', 'seed', 'progress'],
});
const variant = flags.variant ?? 'short';
if (!isVariantName(variant)) throw new Error(`unknown variant ${variant}`);
const rules = rulesFor(variant);
const games = Number(flags.games ?? 1000);
const seed = Number(flags.seed ?? 1);

const a = playerFromSpec(flags.a ?? 'club', rules, 11);
const b = playerFromSpec(flags.b ?? 'club', rules, 12);
const pairs = Math.ceil(games / 2);
const every = Number(flags.progress ?? Math.max(1, Math.round(pairs / 10)));
const result = duplicateMatch(rules, a, b, { pairs, seed, scoring: defaultScoring(variant) }, (done, soFar) => {
  if (done % every !== 0) return;
  const { pointsPerGame: mean, standardError: se } = soFar;
  process.stderr.write(
    `${done}/${pairs} pairs: ${mean >= 0 ? '+' : ''}${mean.toFixed(4)} ± ${se.toFixed(4)} per game\n`,
  );
});
console.log(
  JSON.stringify({
    variant,
    a: flags.a,
    b: flags.b,
    seed,
    games: result.games,
    pointsPerGame: Number(result.pointsPerGame.toFixed(4)),
    standardError: Number(result.standardError.toFixed(4)),
    winRate: Number(result.winRate.toFixed(4)),
    seconds: result.seconds,
  }),
);
