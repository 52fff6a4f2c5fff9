#!/usr/bin/env node
// `npm run bench`: the benchmarks behind the speed and size goals (results are written up in
// docs/benchmarks.md). Benchmarks never run inside `npm test`. `--quick` shortens each run.
// The bot's strength and speed figures take much longer; their commands are in packages/bot/BENCHMARKS.md.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, pnpm, root } from './ensure-install.mjs';

ensureInstalled();
const quick = process.argv.includes('--quick');
const seconds = quick ? '1' : '5';
let failed = false;
const run = (label, result) => {
  if (result.status !== 0) process.stderr.write(`bench: ${label} failed\n`);
  failed ||= result.status !== 0;
};
const nardy = (args) => pnpm(['exec', 'tsx', 'packages/cli/src/main.ts', ...args]);

process.stdout.write('# move generation (lists per second, 21 rolls per position)\n');
for (const variant of ['short', 'short-caucasian', 'nackgammon', 'long', 'khachapuri']) {
  run(`movegen ${variant}`, nardy(['bench', 'movegen', '--variant', variant, '--seconds', seconds]));
}
run(
  'movegen gnubg positions',
  nardy(['bench', 'movegen', '--input', 'packages/rules/test/gnubg-legal-moves.jsonl', '--seconds', seconds]),
);
process.stdout.write('# random self-play (games per second)\n');
for (const mode of ['sampled', 'uniform']) {
  run(`selfplay ${mode}`, nardy(['bench', 'selfplay', '--mode', mode, '--seconds', seconds]));
}
process.stdout.write('# elements: bundle sizes and long tasks while moves animate (headless Chromium)\n');
run(
  'elements build',
  pnpm(['--filter', '@nardy/elements', 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] }),
);
const node = (file) => spawnSync(process.execPath, [join(root, file)], { cwd: root, stdio: 'inherit' });
run('elements size', node('packages/elements/bench/size.mjs'));
if (!quick) run('elements long tasks', node('packages/elements/bench/longtasks.mjs'));
process.stdout.write('# analysis: a whole two-board game at the default level in a browser worker (goal <= 10 s)\n');
run(
  'analysis in a browser worker',
  spawnSync(
    process.execPath,
    [join(root, 'scripts/run-ts.mjs'), 'lab/scripts/analysisBench.ts', '--games', quick ? '1' : '5'],
    { cwd: root, stdio: 'inherit' },
  ),
);
process.exit(failed ? 1 : 0);
