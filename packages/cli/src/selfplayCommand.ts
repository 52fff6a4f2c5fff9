import {
  BOARD_RULES,
  type BoardRule,
  botSeat,
  CUBE_POLICIES,
  type CubePolicy,
  cubePolicy,
  defaultScoring,
  duplicateMatch,
  isLevel,
  isPlayerName,
  type Level,
  makeStrategy,
  PLAYERS,
  playTable,
} from '@nardy/bot';
import {
  CUBE_MODES,
  type CubeMode,
  parseTableConfig,
  seededDice,
  type TableState,
  tableDefaults,
} from '@nardy/parallel';
import {
  type Color,
  defaultEndingSetting,
  geometryOf,
  isVariantName,
  rulesFor,
  seededRandom,
  VARIANTS,
} from '@nardy/rules';
import { parseArgs } from './flags.ts';

/**
 * `nardy selfplay --variant V --games N --a LEVEL --b LEVEL [--seed S] [--boards K] [--board-rule R]
 * [--a-board-rule R] [--cube MODE]`: plays A against B with duplicate dice (each dice sequence twice,
 * sides swapped; N is rounded up to an even number) and prints one JSON line `{"variant", "a", "b", "games", "seed",
 * "pointsPerGame", "standardError", "winRate", "seconds"}` — points per game for A (the variant's
 * default ending setting) and the standard error over the duplicate pairs. Players: beginner, club,
 * strong, master, pubeval (short variants), heuristic, random. `options` in the output are the rule
 * options the games were played under (RULES.md names, the table's defaults for the variant).
 *
 * `--boards K` (2..4) plays parallel tables of K boards of the variant on the @nardy/parallel table
 * core (a game = a table; points = its net result, RULES.md §6.5), both sides choosing boards with
 * @nardy/bot's `chooseBoardAndPlay`: `--board-rule R` is B's rule (`simple`: the board where the best
 * play gains the most equity; `lookahead`: one roll ahead; `wide`, `wideChoice`: the same over more plays), `--a-board-rule R` A's; both default to
 * `table` (the rule the earlier benchmark commands measured, so they keep their meaning).
 * `--cube perBoard|shared` (default off) lets both sides double, take and drop with `cubeDecision`;
 * `--b-cube naive` gives B the naive cube policy instead (`naiveCubeDecision`: 70 % double, 25 % take),
 * the yardstick of the cube benchmark.
 * The output then also carries `boards`, `boardRule` (B's), `aBoardRule`, `cube`, `bCube` (with a cube) and, with K > 1,
 * `halfPointPaidByA`: the share of tables where A won the first board to finish and so paid its half
 * point (RULES.md §6.5).
 * Table games need levels as players.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseSelfplayFlags(args);
  if ('error' in parsed) {
    process.stderr.write(`nardy selfplay: ${parsed.error}\n${USAGE}\n`);
    return 2;
  }
  const result = runSelfplay(parsed);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  return 0;
}

export interface SelfplaySettings {
  readonly variant: (typeof VARIANTS)[number];
  readonly games: number;
  readonly a: (typeof PLAYERS)[number];
  readonly b: (typeof PLAYERS)[number];
  readonly seed: number;
  /** Boards per table (1: plain games on the fast path unless a cube is used). */
  readonly boards: number;
  /** B's board rule at a table. */
  readonly boardRule: BoardRule;
  /** A's board rule at a table. */
  readonly aBoardRule: BoardRule;
  readonly cube: CubeMode;
  /** B's cube policy (A always uses the bot's `cubeDecision`). */
  readonly bCube: CubePolicy;
}

const USAGE =
  'usage: nardy selfplay --variant V --games N --a LEVEL --b LEVEL [--seed S] [--boards K] [--board-rule R] [--a-board-rule R] [--cube off|perBoard|shared] [--b-cube bot|naive]';

export function parseSelfplayFlags(args: string[]): SelfplaySettings | { error: string } {
  const parsed = parseArgs(args, {
    command: 'selfplay',
    usage: USAGE,
    flags: ['variant', 'games', 'a', 'b', 'seed', 'boards', 'board-rule', 'a-board-rule', 'cube', 'b-cube'],
  });
  if (!parsed.ok) return { error: parsed.reason || USAGE };
  const { flags } = parsed;
  const variant = flags.variant ?? 'short';
  if (!isVariantName(variant)) return { error: `unknown variant ${variant}; one of ${VARIANTS.join(', ')}` };
  const games = Number(flags.games ?? 100);
  if (!Number.isInteger(games) || games < 1) return { error: '--games must be a positive integer' };
  const seed = Number(flags.seed ?? 1);
  if (!Number.isInteger(seed)) return { error: '--seed must be an integer' };
  const boards = Number(flags.boards ?? 1);
  if (!Number.isInteger(boards) || boards < 1 || boards > 4) return { error: '--boards must be an integer 1..4' };
  // Both default to `table` so that the commands recorded in the benchmarks keep their meaning.
  const boardRule = flags['board-rule'] ?? 'table';
  const aBoardRule = flags['a-board-rule'] ?? 'table';
  for (const [flag, rule] of [
    ['board-rule', boardRule],
    ['a-board-rule', aBoardRule],
  ]) {
    if (!(BOARD_RULES as readonly string[]).includes(rule)) {
      return { error: `--${flag} must be one of ${BOARD_RULES.join(', ')}` };
    }
  }
  const cube = flags.cube ?? 'off';
  if (!(CUBE_MODES as readonly string[]).includes(cube))
    return { error: `--cube must be one of ${CUBE_MODES.join(', ')}` };
  const bCube = flags['b-cube'] ?? 'bot';
  if (!(CUBE_POLICIES as readonly string[]).includes(bCube))
    return { error: `--b-cube must be one of ${CUBE_POLICIES.join(', ')}` };
  const a = flags.a ?? 'strong';
  const b = flags.b ?? 'club';
  for (const p of [a, b]) {
    if (!isPlayerName(p)) return { error: `unknown player ${p}; one of ${PLAYERS.join(', ')}` };
    if (p === 'pubeval' && geometryOf(variant) !== 'opposed') return { error: 'pubeval plays only the short variants' };
    if ((boards > 1 || cube !== 'off') && !isLevel(p)) {
      return { error: `tables (--boards > 1 or a cube) are played by levels only, not ${p}` };
    }
  }
  return {
    variant,
    games,
    a: a as SelfplaySettings['a'],
    b: b as SelfplaySettings['b'],
    seed,
    boards,
    boardRule: boardRule as BoardRule,
    aBoardRule: aBoardRule as BoardRule,
    cube: cube as CubeMode,
    bCube: bCube as CubePolicy,
  };
}

export function runSelfplay(settings: SelfplaySettings) {
  if (settings.boards > 1 || settings.cube !== 'off') return runTableSelfplay(settings);
  const rules = rulesFor(settings.variant);
  const scoring = defaultScoring(settings.variant);
  const a = makeStrategy(settings.a, rules, { random: seededRandom(settings.seed ^ 0x1234567) });
  const b = makeStrategy(settings.b, rules, { random: seededRandom(settings.seed ^ 0x7654321) });
  const pairs = Math.ceil(settings.games / 2);
  // A one-board game under the table's defaults for this variant (RULES.md revised 2026-12).
  const options = tableDefaults([settings.variant]);
  const r = duplicateMatch(rules, a, b, { pairs, seed: settings.seed, scoring, openingRoll: options.openingRoll });
  return {
    variant: settings.variant,
    a: settings.a,
    b: settings.b,
    games: r.games,
    seed: settings.seed,
    options,
    pointsPerGame: round(r.pointsPerGame),
    standardError: round(r.standardError),
    winRate: round(r.winRate),
    seconds: r.seconds,
  };
}

/**
 * Duplicate tables: each dice sequence played twice with A as White, then as Black, by @nardy/bot's
 * play-out loop `playTable` with a computer seat (`botSeat`) on each side.
 */
export function runTableSelfplay(settings: SelfplaySettings) {
  const parsed = parseTableConfig({
    boards: Array.from({ length: settings.boards }, () => ({ variant: settings.variant })),
    ending: defaultEndingSetting(settings.variant),
    cube: settings.cube === 'off' ? { mode: 'off' } : { mode: settings.cube, max: 64 },
  });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const config = parsed.value;
  const pairs = Math.ceil(settings.games / 2);
  const start = Date.now();
  let sum = 0;
  let sumSquares = 0;
  let wins = 0;
  let halfPoints = 0;
  /** A's net at a finished table, and whether A paid the first-finished half point (RULES.md §6.5). */
  const outcome = (state: TableState, aIs: Color): number => {
    const first = state.game.boards.find((b) => b.result?.order === 1)?.result;
    if (settings.boards > 1 && first?.winner === aIs) halfPoints++;
    const net = state.game.outcome?.net ?? 0;
    return aIs === 'white' ? net : -net;
  };
  for (let pair = 0; pair < pairs; pair++) {
    const pairSeed = (Math.imul(settings.seed, 0x9e3779b1) ^ Math.imul(pair + 1, 0x85ebca77)) >>> 0;
    // Fresh seats (with fresh noise) for each of the two tables of a pair.
    const a = () =>
      botSeat({
        level: settings.a as Level,
        rule: settings.aBoardRule,
        random: seededRandom(pairSeed ^ 0x1234567),
      });
    const b = () =>
      botSeat({
        level: settings.b as Level,
        rule: settings.boardRule,
        random: seededRandom(pairSeed ^ 0x7654321),
        cube: cubePolicy(settings.bCube),
      });
    const first = outcome(playTable(config, { white: a(), black: b() }, seededDice(pairSeed)), 'white');
    const second = outcome(playTable(config, { white: b(), black: a() }, seededDice(pairSeed)), 'black');
    const x = (first + second) / 2;
    sum += x;
    sumSquares += x * x;
    if (first > 0) wins++;
    if (second > 0) wins++;
  }
  const mean = sum / pairs;
  const variance = pairs > 1 ? (sumSquares - pairs * mean * mean) / (pairs - 1) : 0;
  return {
    variant: settings.variant,
    a: settings.a,
    b: settings.b,
    games: 2 * pairs,
    seed: settings.seed,
    boards: settings.boards,
    boardRule: settings.boardRule,
    aBoardRule: settings.aBoardRule,
    cube: settings.cube,
    options: config.spec.options,
    ...(settings.cube !== 'off' ? { bCube: settings.bCube } : {}),
    pointsPerGame: round(mean),
    standardError: round(Math.sqrt(Math.max(variance, 0) / pairs)),
    winRate: round(wins / (2 * pairs)),
    ...(settings.boards > 1 ? { halfPointPaidByA: round(halfPoints / (2 * pairs)) } : {}),
    seconds: (Date.now() - start) / 1000,
  };
}

function round(x: number): number {
  return Math.round(x * 10000) / 10000;
}
