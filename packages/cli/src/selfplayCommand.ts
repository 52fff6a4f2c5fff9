import { defaultScoring, duplicateMatch, isPlayerName, makeStrategy, PLAYERS, seededRandom } from '@nardy/bot';
import { geometryOf, isVariantName, rulesFor, VARIANTS } from '@nardy/rules';

/**
 * `nardy selfplay --variant V --games N --a LEVEL --b LEVEL [--seed S] [--boards K]`: plays A against
 * B with duplicate dice (each dice sequence twice, sides swapped; N is rounded up to an even number)
 * and prints one JSON line `{"variant", "a", "b", "games", "seed", "pointsPerGame", "standardError",
 * "winRate", "seconds"}` — points per game for A (cubeless, the variant's default ending setting) and
 * the standard error over the duplicate pairs. Players: beginner, club, strong, master, pubeval (short
 * variants), heuristic, random. `--boards K` > 1 (parallel tables) is refused until the parallel
 * package provides its table core.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseSelfplayFlags(args);
  if ('error' in parsed) {
    process.stderr.write(`nardy selfplay: ${parsed.error}\n`);
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
}

const USAGE = 'usage: nardy selfplay --variant V --games N --a LEVEL --b LEVEL [--seed S] [--boards K]';

export function parseSelfplayFlags(args: string[]): SelfplaySettings | { error: string } {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) return { error: `unexpected argument ${arg} (${USAGE})` };
    const [name, inline] = arg.slice(2).split('=', 2);
    const value = inline ?? args[++i];
    if (value === undefined) return { error: `--${name} needs a value` };
    if (!['variant', 'games', 'a', 'b', 'seed', 'boards'].includes(name))
      return { error: `unknown flag --${name} (${USAGE})` };
    flags[name] = value;
  }
  const variant = flags.variant ?? 'short';
  if (!isVariantName(variant)) return { error: `unknown variant ${variant}; one of ${VARIANTS.join(', ')}` };
  const games = Number(flags.games ?? 100);
  if (!Number.isInteger(games) || games < 1) return { error: '--games must be a positive integer' };
  const seed = Number(flags.seed ?? 1);
  if (!Number.isInteger(seed)) return { error: '--seed must be an integer' };
  const boards = Number(flags.boards ?? 1);
  if (!Number.isInteger(boards) || boards < 1 || boards > 4) return { error: '--boards must be an integer 1..4' };
  if (boards > 1) {
    return { error: '--boards > 1 needs the parallel table core of @nardy/parallel, which does not exist yet' };
  }
  const a = flags.a ?? 'strong';
  const b = flags.b ?? 'club';
  for (const p of [a, b]) {
    if (!isPlayerName(p)) return { error: `unknown player ${p}; one of ${PLAYERS.join(', ')}` };
    if (p === 'pubeval' && geometryOf(variant) !== 'opposed') return { error: 'pubeval plays only the short variants' };
  }
  return { variant, games, a: a as SelfplaySettings['a'], b: b as SelfplaySettings['b'], seed };
}

export function runSelfplay(settings: SelfplaySettings) {
  const rules = rulesFor(settings.variant);
  const scoring = defaultScoring(settings.variant);
  const a = makeStrategy(settings.a, rules, { random: seededRandom(settings.seed ^ 0x1234567) });
  const b = makeStrategy(settings.b, rules, { random: seededRandom(settings.seed ^ 0x7654321) });
  const pairs = Math.ceil(settings.games / 2);
  const r = duplicateMatch(rules, a, b, { pairs, seed: settings.seed, scoring });
  return {
    variant: settings.variant,
    a: settings.a,
    b: settings.b,
    games: r.games,
    seed: settings.seed,
    pointsPerGame: round(r.pointsPerGame),
    standardError: round(r.standardError),
    winRate: round(r.winRate),
    seconds: r.seconds,
  };
}

function round(x: number): number {
  return Math.round(x * 10000) / 10000;
}
