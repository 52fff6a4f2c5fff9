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
import { parseRequest } from './input.ts';
import { RandomSelfPlay, sampledPositions } from './selfplay.ts';

/**
 * `nardy bench movegen [--variant V] [--input FILE.jsonl] [--seconds S]`: generates the legal plays of
 * all 21 rolls for each position, over and over for S seconds, and prints
 * `{"variant", "positions", "lists", "seconds", "listsPerSecond"}`.
 * `nardy bench selfplay [--variant V] [--seconds S] [--mode sampled|uniform]`: random self-play games per
 * second on the fast path (`sampled`: `PlayGenerator.sample`; `uniform`: full generation every turn).
 */
export async function run(args: string[]): Promise<number> {
  const [what, ...rest] = args;
  const flags = parseFlags(rest);
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
    const result = benchMovegen(variant, positions, seconds);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  }
  if (what === 'selfplay') {
    const mode = flags.mode ?? 'sampled';
    if (mode !== 'sampled' && mode !== 'uniform') {
      process.stderr.write('nardy bench selfplay: --mode must be sampled or uniform\n');
      return 2;
    }
    process.stdout.write(`${JSON.stringify(benchSelfPlay(variant, seconds, mode))}\n`);
    return 0;
  }
  process.stderr.write('usage: nardy bench movegen|selfplay [--variant V] [--input FILE.jsonl] [--seconds S]\n');
  return 2;
}

function parseFlags(args: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith('--')) {
      const [k, v] = a.slice(2).split('=', 2);
      flags[k] = v ?? args[++i] ?? '';
    }
  }
  return flags;
}

function readPositions(file: string): Position[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((line) => parseRequest(line, { needDice: false }).position);
}

export function benchMovegen(variant: VariantName, positions: Position[], seconds: number) {
  const rules = rulesFor(variant);
  const gen = new PlayGenerator();
  let lists = 0;
  let sink = 0;
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
  if (sink < 0) throw new Error('unreachable');
  return {
    variant,
    positions: positions.length,
    lists,
    seconds: Math.round(elapsed * 1000) / 1000,
    listsPerSecond: Math.round(lists / elapsed),
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
