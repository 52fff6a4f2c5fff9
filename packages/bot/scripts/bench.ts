/**
 * Benchmarks of the bot (not tests). Prints one JSON line per measurement.
 *   node scripts/run-ts.mjs packages/bot/scripts/bench.ts movetime [--variant V] [--level L] [--positions N]
 *     time per move of a level over positions sampled from 0-ply self-play (all 21 rolls each)
 *   node scripts/run-ts.mjs packages/bot/scripts/bench.ts speed [--variant V] [--seconds S]
 *     0-ply self-play games per second on one core (club against club), by wall clock and by CPU time
 * Strength figures come from `npm run -s nardy -- selfplay ...` (see BENCHMARKS.md).
 */
import {
  ALL_ROLLS,
  CELLS,
  flipCells,
  isVariantName,
  OFF_CELL,
  PlayGenerator,
  rulesFor,
  startPosition,
} from '@nardy/rules';
import { chooseMove, defaultScoring, isLevel, makeStrategy, playGame, rollDie, seededRandom } from '../src/index.ts';

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
  const club = makeStrategy('club', rules);
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
  // Positions from 0-ply self-play: every 4th turn of a few games.
  const club = makeStrategy('club', rules);
  const random = seededRandom(5);
  const gen = new PlayGenerator();
  const positions: Int8Array[] = [];
  while (positions.length < wanted) {
    const board = Int8Array.from(startPosition(variant).cells);
    for (let turn = 0; turn < 300 && positions.length < wanted; turn++) {
      if (turn % 4 === 1) positions.push(Int8Array.from(board));
      const n = gen.generate(rules, board, rollDie(random), rollDie(random), turn < 2);
      if (n > 0) {
        const pick = club.pick(gen, board);
        board.set(gen.outcomes.subarray(pick * CELLS, (pick + 1) * CELLS));
        if (board[OFF_CELL] === 15) break;
      }
      board.set(flipCells(variant, board));
    }
  }
  const times: number[] = [];
  for (const cells of positions) {
    for (const dice of ALL_ROLLS) {
      const t0 = performance.now();
      chooseMove(variant, { variant, cells }, dice, { level });
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const pct = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(
    JSON.stringify({
      what,
      variant,
      level,
      moves: times.length,
      meanMs: mean,
      medianMs: pct(0.5),
      p95Ms: pct(0.95),
      maxMs: pct(1),
    }),
  );
} else {
  console.error('usage: bench.ts speed|movetime [--variant V] [--level L] [--seconds S] [--positions N]');
  process.exit(2);
}
