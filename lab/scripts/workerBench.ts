/**
 * Time per move of a level inside a real browser Web Worker (the web app's setting):
 *   node scripts/run-ts.mjs lab/scripts/workerBench.ts [--variant short|long] [--level L]
 *     [--positions N] [--chromium PATH]
 *   … workerBench.ts --boards short,short [--rule lookahead|wide|…] [--tables N] [--level L]: every
 *     decision of a roll (board and play) at N whole cubeless tables of those boards, both seats L
 *     (--margin M|all: `chooseBoardAndPlay`'s deepMargin; `all` searches every board at the level)
 * Bundles workerBenchEntry.ts with Vite (the bot, its weights and the rules' move generator, as the
 * app would), starts headless Chromium through playwright-core, runs the bundle in a Worker and prints
 * its JSON line (`kernel`: whether the WebAssembly move generator ran).
 */
import { runInBrowserWorker } from './browserWorker.ts';
import { readCommandLine } from './flags.ts';

const { flags } = readCommandLine({
  command: 'workerBench',
  usage:
    'usage: node scripts/run-ts.mjs lab/scripts/workerBench.ts [--variant short|long] [--level L] [--positions N] [--boards short,short [--rule R] [--tables N] [--margin M|all]] [--chromium PATH]',
  flags: ['variant', 'level', 'positions', 'chromium', 'boards', 'rule', 'tables', 'margin'],
});
const message = {
  variant: flags.variant ?? 'short',
  level: flags.level ?? 'strong',
  positions: Number(flags.positions ?? 20),
  ...(flags.boards
    ? {
        boards: flags.boards.split(','),
        rule: flags.rule ?? 'lookahead',
        tables: Number(flags.tables ?? 10),
        ...(flags.margin === undefined ? {} : { margin: flags.margin }),
      }
    : {}),
};
const run = await runInBrowserWorker(new URL('./workerBenchEntry.ts', import.meta.url), message, flags.chromium);
console.log(
  JSON.stringify({ browser: run.browser, worker: true, bundleBytes: run.bundleBytes, ...(run.result as object) }),
);
