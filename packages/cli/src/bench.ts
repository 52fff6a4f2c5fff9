import { readFileSync } from 'node:fs';
import { makeStrategy, rollDie } from '@nardy/bot';
import {
  ALL_ROLLS,
  CELLS,
  DEFAULT_OPTIONS,
  flipCells,
  isVariantName,
  OFF_CELL,
  PlayGenerator,
  type Position,
  parseRuleOptions,
  type RuleOptions,
  type Rules,
  rulesFor,
  seededRandom,
  startPosition,
  type VariantName,
} from '@nardy/rules';
import { parseArgs, report } from './flags.ts';
import { parseRequest } from './input.ts';
import { RandomSelfPlay, sampledPositions } from './selfplay.ts';

/**
 * `nardy bench movegen [--variant V] [--input FILE.jsonl | --games random|club] [--options JSON]
 * [--seconds S] [--webassembly off]`: generates the legal plays of all 21 rolls for each position
 * (from seeded random self-play, or with `--games club` from the club level's games against itself),
 * over and over for S seconds, and prints
 * `{"variant", "positions", "lists", "seconds", "listsPerSecond", "cpuSeconds", "listsPerCpuSecond"}` (`--webassembly off`: the JavaScript
 * searches only, as where WebAssembly cannot run; the output then also says `"webAssembly": false`).
 * `nardy bench selfplay [--variant V] [--seconds S] [--mode sampled|uniform]`: random self-play games per
 * second on the fast path (`sampled`: `PlayGenerator.sample`; `uniform`: full generation every turn).
 */
const USAGE =
  'usage: nardy bench movegen|selfplay|server|appends [--variant V] [--input FILE.jsonl | --games random|club] [--options JSON] [--seconds S] [--webassembly off]';
/** Each benchmark's own flags (`nardy bench server` reads its own: benchServer.ts). */
const BENCHES = {
  movegen: {
    command: 'bench movegen',
    usage:
      'usage: nardy bench movegen [--variant V] [--input FILE.jsonl | --games random|club] [--options JSON] [--seconds S] [--webassembly on|off]',
    flags: ['variant', 'input', 'games', 'options', 'seconds', 'webassembly'],
  },
  selfplay: {
    command: 'bench selfplay',
    usage: 'usage: nardy bench selfplay [--variant V] [--seconds S] [--mode sampled|uniform]',
    flags: ['variant', 'seconds', 'mode'],
  },
} as const;

export async function run(args: string[]): Promise<number> {
  const [what, ...rest] = args;
  if (what === 'server') return (await import('./benchServer.ts')).run(rest);
  if (what === 'appends') return (await import('./benchAppends.ts')).run(rest);
  if (what !== 'movegen' && what !== 'selfplay') {
    if (what === '--help' || what === '-h') return report({ status: 0, message: `${USAGE}\n` });
    const why =
      what === undefined
        ? 'which benchmark?'
        : `${what.startsWith('-') ? 'unknown flag' : 'unknown benchmark'} ${what}`;
    return report({ status: 2, message: `nardy bench: ${why}\n${USAGE}\n` });
  }
  const parsed = parseArgs(rest, BENCHES[what]);
  if (!parsed.ok) return report(parsed);
  const { flags } = parsed;
  const variant = flags.variant ?? 'short';
  if (!isVariantName(variant)) {
    process.stderr.write(`nardy bench: unknown variant ${variant}\n`);
    return 2;
  }
  const seconds = Number(flags.seconds ?? 5);
  if (!(seconds > 0)) {
    process.stderr.write('nardy bench: --seconds must be a positive number\n');
    return 2;
  }
  if (what === 'movegen') {
    const webAssembly = flags.webassembly ?? 'on';
    if (webAssembly !== 'on' && webAssembly !== 'off') {
      process.stderr.write('nardy bench movegen: --webassembly must be on or off\n');
      return 2;
    }
    const games = flags.games ?? 'random';
    if (games !== 'random' && games !== 'club') {
      process.stderr.write('nardy bench movegen: --games must be random or club\n');
      return 2;
    }
    let options: Partial<RuleOptions> = {};
    if (flags.options !== undefined) {
      let json: unknown;
      try {
        json = JSON.parse(flags.options);
      } catch {
        json = undefined;
      }
      const parsed = parseRuleOptions(json);
      if (!parsed.ok || json === undefined) {
        process.stderr.write(`nardy bench movegen: --options: ${parsed.ok ? 'not JSON' : parsed.error.message}\n`);
        return 2;
      }
      options = parsed.value;
    }
    const rules = rulesFor(variant, options);
    const positions = flags.input
      ? readPositions(flags.input)
      : games === 'club'
        ? botGamePositions(rules, seededRandom(20261130), 40)
        : sampledPositions(rules, seededRandom(20261130), 40);
    const result = benchMovegen(rules, positions, seconds, webAssembly === 'on');
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  }
  const mode = flags.mode ?? 'sampled';
  if (mode !== 'sampled' && mode !== 'uniform') {
    process.stderr.write('nardy bench selfplay: --mode must be sampled or uniform\n');
    return 2;
  }
  process.stdout.write(`${JSON.stringify(benchSelfPlay(variant, seconds, mode))}\n`);
  return 0;
}

function readPositions(file: string): Position[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((line) => parseRequest(line, { needDice: false }).position);
}

export function benchMovegen(rules: Rules, positions: Position[], seconds: number, webAssembly = true) {
  const variant = rules.variant;
  const gen = new PlayGenerator(512, { webAssembly });
  let lists = 0;
  let sink = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let now = start;
  while (now < deadline) {
    for (const p of positions) {
      for (const [a, b] of ALL_ROLLS) sink += gen.generate(rules, p.cells, a, b);
      lists += ALL_ROLLS.length;
    }
    now = performance.now();
  }
  const elapsed = (now - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  if (sink < 0) throw new Error('unreachable');
  // Lists per CPU second as well: on a shared machine the process's own CPU time is disturbed far less
  // than the wall clock by what else runs.
  return {
    variant,
    ...(webAssembly ? {} : { webAssembly: false }),
    ...(Object.keys(options(rules)).length > 0 ? { options: options(rules) } : {}),
    positions: positions.length,
    lists,
    seconds: Math.round(elapsed * 1000) / 1000,
    listsPerSecond: Math.round(lists / elapsed),
    cpuSeconds: Math.round(cpuSeconds * 1000) / 1000,
    listsPerCpuSecond: Math.round(lists / cpuSeconds),
  };
}

export function benchSelfPlay(variant: VariantName, seconds: number, mode: 'uniform' | 'sampled' = 'sampled') {
  const selfPlay = new RandomSelfPlay(rulesFor(variant), seededRandom(1), mode);
  let games = 0;
  let turns = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let now = start;
  while (now < deadline) {
    turns += selfPlay.playGame();
    games++;
    if ((games & 15) === 0) now = performance.now();
  }
  now = performance.now();
  const elapsed = (now - start) / 1000;
  return {
    variant,
    mode,
    games,
    turns,
    seconds: Math.round(elapsed * 1000) / 1000,
    gamesPerSecond: Math.round(games / elapsed),
  };
}

/** The rule options of `rules` that differ from the defaults, for the benchmark's line. */
function options(rules: Rules): Partial<RuleOptions> {
  const defaults = rulesFor(rules.variant);
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(DEFAULT_OPTIONS) as (keyof RuleOptions)[]) {
    if (rules[name] !== defaults[name]) out[name] = rules[name];
  }
  return out as Partial<RuleOptions>;
}

/**
 * Positions from real games: the club level playing itself (every third turn of `games` games), so
 * that the benchmark sees the blocks, primes and races players build rather than random play's.
 */
export function botGamePositions(rules: Rules, random: () => number, games: number, every = 3): Position[] {
  const strategy = makeStrategy('club', rules, { random });
  const gen = new PlayGenerator();
  const variant = rules.variant;
  const out: Position[] = [];
  let k = 0;
  for (let g = 0; g < games; g++) {
    let board: Int8Array = Int8Array.from(startPosition(variant).cells);
    for (let turn = 0; turn < 400; turn++) {
      if (k++ % every === 0) out.push({ variant, cells: Int8Array.from(board) });
      const n = gen.generate(rules, board, rollDie(random), rollDie(random), turn < 2);
      if (n > 0) {
        const pick = strategy.pick(gen, board);
        board = gen.outcomes.slice(pick * CELLS, (pick + 1) * CELLS);
        if (board[OFF_CELL] === 15) break;
      }
      board = flipCells(variant, board);
    }
  }
  return out;
}
