import { readFileSync } from 'node:fs';
import {
  ALL_ROLLS,
  isVariantName,
  PlayGenerator,
  type Position,
  rulesFor,
  seededRandom,
  type VariantName,
} from '@nardy/rules';
import { parseArgs, report } from './flags.ts';
import { parseRequest } from './input.ts';
import { RandomSelfPlay, sampledPositions } from './selfplay.ts';

/**
 * `nardy bench movegen [--variant V] [--input FILE.jsonl] [--seconds S] [--webassembly off]`: generates
 * the legal plays of all 21 rolls for each position, over and over for S seconds, and prints
 * `{"variant", "positions", "lists", "seconds", "listsPerSecond", "cpuSeconds", "listsPerCpuSecond"}` (`--webassembly off`: the JavaScript
 * searches only, as where WebAssembly cannot run; the output then also says `"webAssembly": false`).
 * `nardy bench selfplay [--variant V] [--seconds S] [--mode sampled|uniform]`: random self-play games per
 * second on the fast path (`sampled`: `PlayGenerator.sample`; `uniform`: full generation every turn).
 */
const USAGE =
  'usage: nardy bench movegen|selfplay|server [--variant V] [--input FILE.jsonl] [--seconds S] [--webassembly off]';
/** Each benchmark's own flags (`nardy bench server` reads its own: benchServer.ts). */
const BENCHES = {
  movegen: {
    command: 'bench movegen',
    usage: 'usage: nardy bench movegen [--variant V] [--input FILE.jsonl] [--seconds S] [--webassembly on|off]',
    flags: ['variant', 'input', 'seconds', 'webassembly'],
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
    const positions = flags.input
      ? readPositions(flags.input)
      : sampledPositions(rulesFor(variant), seededRandom(20261130), 40);
    const webAssembly = flags.webassembly ?? 'on';
    if (webAssembly !== 'on' && webAssembly !== 'off') {
      process.stderr.write('nardy bench movegen: --webassembly must be on or off\n');
      return 2;
    }
    const result = benchMovegen(variant, positions, seconds, webAssembly === 'on');
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

export function benchMovegen(variant: VariantName, positions: Position[], seconds: number, webAssembly = true) {
  const rules = rulesFor(variant);
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
