/**
 * How long a whole game takes to analyse at the default level, inside a real browser Web Worker (where
 * the web app analyses) and in Node:
 *   node scripts/run-ts.mjs lab/scripts/analysisBench.ts [--boards 2] [--games 5] [--ply 1]
 *     [--seed S] [--chromium PATH]
 * Plays the games first (two `strong` computers, short boards, cubeless), then analyses each record;
 * prints the median seconds per game in the worker and in Node, the decisions per game and the load
 * average (`npm run bench` runs it with 5 games).
 */
import { loadavg } from 'node:os';
import { analyseRecord, botSeat, playTable } from '@nardy/bot';
import { parseTableConfig, recordFromState, seededDice } from '@nardy/parallel';
import { runInBrowserWorker } from './browserWorker.ts';
import { readCommandLine } from './flags.ts';

const { flags } = readCommandLine({
  command: 'analysisBench',
  usage:
    'usage: node scripts/run-ts.mjs lab/scripts/analysisBench.ts [--boards 2] [--games 5] [--ply 1] [--seed S] [--chromium PATH]',
  flags: ['boards', 'games', 'ply', 'seed', 'chromium'],
});
const boards = Number(flags.boards ?? 2);
const games = Number(flags.games ?? 5);
const ply = Number(flags.ply ?? 1) as 0 | 1 | 2;
const seed = Number(flags.seed ?? 900);
const config = parseTableConfig({
  boards: Array.from({ length: boards }, () => ({ variant: 'short' })),
  ending: 'koks',
  cube: { mode: 'off' },
});
if (!config.ok) throw new Error(config.error.message);
const records = Array.from({ length: games }, (_, k) =>
  recordFromState(
    playTable(
      config.value,
      { white: botSeat({ level: 'strong' }), black: botSeat({ level: 'strong' }) },
      seededDice(seed + k),
    ),
  ),
);
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const node = records.map((record) => {
  const t0 = performance.now();
  const a = analyseRecord(record, { ply });
  if (!a.ok) throw new Error(a.error.message);
  return { seconds: (performance.now() - t0) / 1000, decisions: a.value.decisions.length };
});
const run = await runInBrowserWorker(
  new URL('./analysisBenchEntry.ts', import.meta.url),
  { records, ply },
  flags.chromium,
);
const worker = run.result as { seconds?: number[]; error?: string };
if (!worker.seconds) throw new Error(`the worker failed: ${worker.error}`);
console.log(
  JSON.stringify({
    browser: run.browser,
    boards,
    games,
    ply,
    decisionsPerGame: median(node.map((n) => n.decisions)),
    workerSecondsPerGame: Number(median(worker.seconds).toFixed(2)),
    workerSecondsMax: Number(Math.max(...worker.seconds).toFixed(2)),
    nodeSecondsPerGame: Number(median(node.map((n) => n.seconds)).toFixed(2)),
    // The machine may be shared: the 1-minute load average at the end of the run.
    loadAverage: Number(loadavg()[0].toFixed(1)),
  }),
);
