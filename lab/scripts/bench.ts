/**
 * Benchmarks of the bot (not tests). Prints one JSON line per measurement.
 *   node scripts/run-ts.mjs lab/scripts/bench.ts movetime [--variant V] [--level L] [--positions N]
 *     time per move of a level over positions sampled from 0-ply self-play (all 21 rolls each)
 *   node scripts/run-ts.mjs lab/scripts/bench.ts tablemovetime --boards short,short [--rule R]
 *     [--level L] [--tables N] [--margin M|all]
 *     time of every decision of a roll (board and play) at N whole cubeless tables, in CPU time and by
 *     the wall clock (both seats L with board rule R; --margin: `chooseBoardAndPlay`'s deepMargin, `all`
 *     for every board searched at the level)
 *   node scripts/run-ts.mjs lab/scripts/bench.ts tablestages --boards short,short,short [--rule R]
 *     [--level L] [--tables N] [--margin M]
 *     the staged search at a table against every board searched at the level, on the same decisions
 *     (tables played by the latter): how many decisions agree, and the CPU time of each
 *   node scripts/run-ts.mjs lab/scripts/bench.ts speed [--variant V] [--seconds S] [--engine E]
 *     0-ply self-play games per second on one core (club against club), by wall clock and by CPU time;
 *     E = wasm-simd (the default where available) or js (the plain JS net, as where WebAssembly is barred)
 *   node scripts/run-ts.mjs lab/scripts/bench.ts quantized [--family F] [--positions N] [--seed S]
 *     [--float FILE.json --nnq FILE.nnq]
 *     agreement of the shipped 8-bit net (weights/F.nnq, as play uses it) with the float net it was
 *     made from (weights/F.json): largest and percentile differences of the five probabilities and of
 *     the cubeless equity over N positions of the float net's self-play (default 60,000; seeds apart
 *     from those `quantize.ts` fits on)
 *   node scripts/run-ts.mjs lab/scripts/bench.ts cubetime [--games N] [--match L] [--seed S]
 *     [--cube-search JSON]
 *     CPU time of every cube decision (`cubeDecision`: before a roll with a cube to turn, and facing an
 *     offer) over the tables the cube scripts play (one short board, both seats club; --cube-search
 *     changes the committed `CUBE_SEARCH`, e.g. '{"deepClose":0.04,"answerDeepClose":0.16}')
 * Strength figures come from `npm run -s nardy -- selfplay ...` (see BENCHMARKS.md).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import {
  type BoardRule,
  botSeat,
  CUBE_SEARCH,
  type CubeSearch,
  cubeDecision,
  defaultEvaluator,
  defaultScoring,
  equity,
  familyOf,
  isLevel,
  makeStrategy,
  NET_ENGINES,
  type NetEngine,
  NeuralEvaluator,
  OUTPUTS,
  playGame,
  readWeightsFile,
} from '@nardy/bot';
import { FLOAT_WEIGHTS } from '@nardy/bot/src/floatWeights.ts';
import { isVariantName, PlayGenerator, rulesFor, seededRandom } from '@nardy/rules';
import { cubeDecisionDue, cubeRun, playCubeTable } from './cubeTables.ts';
import { readCommandLine } from './flags.ts';
import { moveTimes, selfPlayPositions, tableMoveTimes, tableStageAgreement } from './moveTimes.ts';
import { evaluatorFromFile } from './players.ts';
import { familyPositions } from './positions.ts';

const [what, ...rest] = process.argv.slice(2);
const { flags } = readCommandLine(
  {
    command: `bench ${what ?? ''}`.trim(),
    usage:
      'usage: node scripts/run-ts.mjs lab/scripts/bench.ts speed|quantized|movetime|tablemovetime|tablestages|cubetime [flags], as the comment of lab/scripts/bench.ts lists them',
    flags: [
      'variant',
      'seconds',
      'engine',
      'family',
      'positions',
      'seed',
      'float',
      'nnq',
      'level',
      'boards',
      'rule',
      'tables',
      'margin',
      'games',
      'match',
      'plies',
      'cube-search',
    ],
  },
  rest,
);
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
} else if (what === 'quantized') {
  const family = flags.family === 'long' ? 'long' : 'short';
  // --float FILE.json and --nnq FILE.nnq measure a candidate pair instead of the committed one.
  const float = readWeightsFile(flags.float ? JSON.parse(readFileSync(flags.float, 'utf8')) : FLOAT_WEIGHTS[family]);
  const reference = new NeuralEvaluator(float.net, float.encoding);
  const shipped = flags.nnq ? evaluatorFromFile(flags.nnq) : defaultEvaluator(family === 'short' ? 'short' : 'long');
  const positions = familyPositions(family, reference, Number(flags.positions ?? 60000), Number(flags.seed ?? 9000));
  const want = new Float64Array(OUTPUTS);
  const got = new Float64Array(OUTPUTS);
  const probability: number[] = [];
  const equityErrors: number[] = [];
  const scoring = defaultScoring(family === 'short' ? 'short' : 'long');
  for (const cells of positions) {
    reference.evaluate(cells, want);
    shipped.evaluate(cells, got);
    let e = 0;
    for (let k = 0; k < OUTPUTS; k++) e = Math.max(e, Math.abs(got[k] - want[k]));
    probability.push(e);
    equityErrors.push(Math.abs(equity(got, scoring) - equity(want, scoring)));
  }
  const summary = (values: number[]) => {
    values.sort((a, b) => a - b);
    const at = (q: number) =>
      Number(values[Math.min(values.length - 1, Math.floor(q * values.length))].toExponential(2));
    return {
      mean: Number((values.reduce((a, b) => a + b, 0) / values.length).toExponential(2)),
      median: at(0.5),
      p99: at(0.99),
      p999: at(0.999),
      max: at(1),
    };
  };
  console.log(
    JSON.stringify({
      what,
      family,
      positions: positions.length,
      probability: summary(probability),
      equity: summary(equityErrors),
    }),
  );
} else if (what === 'movetime') {
  const level = flags.level ?? 'strong';
  if (!isLevel(level)) throw new Error(`unknown level ${level}`);
  const wanted = Number(flags.positions ?? 30);
  console.log(
    JSON.stringify({ what, variant, level, ...moveTimes(variant, level, selfPlayPositions(variant, wanted)) }),
  );
} else if (what === 'tablestages') {
  const level = flags.level ?? 'master';
  if (!isLevel(level)) throw new Error(`unknown level ${level}`);
  const boards = (flags.boards ?? 'short,short,short').split(',') as Parameters<typeof tableStageAgreement>[0];
  const rule = (flags.rule ?? 'lookahead') as BoardRule;
  const tables = Number(flags.tables ?? 2);
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const margin = flags.margin === undefined ? undefined : Number(flags.margin);
  const result = tableStageAgreement(boards, level, rule, tables, cpuMs, margin);
  console.log(
    JSON.stringify({ what, boards, level, rule, tables, margin: flags.margin, ...result, load: loadavg()[0] }),
  );
} else if (what === 'tablemovetime') {
  const level = flags.level ?? 'master';
  if (!isLevel(level)) throw new Error(`unknown level ${level}`);
  const boards = (flags.boards ?? 'short,short').split(',') as Parameters<typeof tableMoveTimes>[0];
  const rule = (flags.rule ?? 'lookahead') as BoardRule;
  const tables = Number(flags.tables ?? 10);
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const margin = flags.margin === undefined ? undefined : flags.margin === 'all' ? Infinity : Number(flags.margin);
  const cpu = tableMoveTimes(boards, level, rule, tables, cpuMs, margin);
  const wall = tableMoveTimes(boards, level, rule, tables, undefined, margin);
  console.log(
    JSON.stringify({ what, boards, level, rule, tables, margin: flags.margin, cpu, wall, load: loadavg()[0] }),
  );
} else if (what === 'cubetime') {
  const { games, config, seed } = cubeRun(flags, { games: 20, match: 0, seed: 1 });
  const search: CubeSearch = { ...CUBE_SEARCH, ...(flags['cube-search'] ? JSON.parse(flags['cube-search']) : {}) };
  const times: number[] = [];
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  for (let t = 0; t < games; t++) {
    playCubeTable(config, seed, t, (random) => {
      const bot = botSeat({ level: 'club', random, cubeSearch: search });
      return (state, player) => {
        if (cubeDecisionDue(state, player)) {
          const start = cpuMs();
          cubeDecision(state, search);
          times.push(cpuMs() - start);
        }
        return bot(state, player);
      };
    });
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1));
  console.log(
    JSON.stringify({
      what,
      search,
      tables: games,
      decisions: times.length,
      cpuMs: {
        median: at(0.5),
        p90: at(0.9),
        p99: at(0.99),
        max: at(1),
        mean: Number((times.reduce((a, b) => a + b, 0) / times.length).toFixed(2)),
      },
      load: loadavg()[0],
    }),
  );
} else {
  console.error(
    'usage: bench.ts speed|movetime|tablemovetime|tablestages|quantized|cubetime [--variant V] [--level L] [--seconds S] [--positions N]',
  );
  process.exit(2);
}
