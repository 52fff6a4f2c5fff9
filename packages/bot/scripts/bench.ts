/**
 * Benchmarks of the bot (not tests). Prints one JSON line per measurement.
 *   node scripts/run-ts.mjs packages/bot/scripts/bench.ts movetime [--variant V] [--level L] [--positions N]
 *     time per move of a level over positions sampled from 0-ply self-play (all 21 rolls each)
 *   node scripts/run-ts.mjs packages/bot/scripts/bench.ts speed [--variant V] [--seconds S] [--engine E]
 *     0-ply self-play games per second on one core (club against club), by wall clock and by CPU time;
 *     E = wasm-simd (the default where available) or js (the plain JS net, as where WebAssembly is barred)
 * Strength figures come from `npm run -s nardy -- selfplay ...` (see BENCHMARKS.md).
 */
import { isVariantName, PlayGenerator, rulesFor, seededRandom } from '@nardy/rules';
import { FLOAT_WEIGHTS } from '../src/floatWeights.ts';
import {
  defaultScoring,
  familyOf,
  isLevel,
  makeStrategy,
  NET_ENGINES,
  type NetEngine,
  NeuralEvaluator,
  playGame,
  readWeightsFile,
} from '../src/index.ts';
import { moveTimes, selfPlayPositions } from './moveTimes.ts';

const [what, ...rest] = process.argv.slice(2);
const flags: Record<string, string> = {};
for (let i = 0; i < rest.length; i++) {
  const [k, v] = rest[i].replace(/^--/, '').split('=', 2);
  flags[k] = v ?? rest[++i] ?? '';
}
const variant = flags.variant ?? 'short';
if (!isVariantName(variant)) throw new Error(`unknown variant ${variant}`);
const rules = rulesFor(variant);

if (what === 'speed') {
  const seconds = Number(flags.seconds ?? 10);
  const wanted = flags.engine ?? 'wasm-simd';
  if (!(NET_ENGINES as readonly string[]).includes(wanted)) throw new Error(`unknown engine ${wanted}`);
  const { net, encoding } = readWeightsFile(FLOAT_WEIGHTS[familyOf(variant)]);
  const evaluator = new NeuralEvaluator(net, encoding, `committed-${familyOf(variant)}`, {
    engine: wanted as NetEngine,
  });
  const club = makeStrategy('club', rules, { evaluator });
  const dice = seededRandom(1);
  const gen = new PlayGenerator();
  const scoring = defaultScoring(variant);
  let games = 0;
  let turns = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    turns += playGame(rules, [club, club], dice, scoring, gen).turns;
    games++;
  }
  const elapsed = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(
    JSON.stringify({
      what,
      variant,
      engine: evaluator.engine,
      games,
      turns,
      seconds: elapsed,
      cpuSeconds,
      gamesPerSecond: games / elapsed,
      gamesPerCpuSecond: games / cpuSeconds,
    }),
  );
} else if (what === 'movetime') {
  const level = flags.level ?? 'strong';
  if (!isLevel(level)) throw new Error(`unknown level ${level}`);
  const wanted = Number(flags.positions ?? 30);
  console.log(
    JSON.stringify({ what, variant, level, ...moveTimes(variant, level, selfPlayPositions(variant, wanted)) }),
  );
} else {
  console.error('usage: bench.ts speed|movetime [--variant V] [--level L] [--seconds S] [--positions N]');
  process.exit(2);
}
