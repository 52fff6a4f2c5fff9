#!/usr/bin/env node
// `npm run bench`: the benchmarks that back the speed goals (results are written up by hand in
// docs/benchmarks.md). Benchmarks never run inside `npm test`.
import { ensureInstalled, pnpm } from './ensure-install.mjs';

ensureInstalled();
const seconds = process.argv.includes('--quick') ? '1' : '5';
let failed = false;
for (const variant of ['short', 'short-caucasian', 'nackgammon', 'long', 'khachapuri']) {
  const r = pnpm([
    'exec',
    'tsx',
    'packages/cli/src/main.ts',
    'bench',
    'movegen',
    '--variant',
    variant,
    '--seconds',
    seconds,
  ]);
  failed ||= r.status !== 0;
}
const r = pnpm(['exec', 'tsx', 'packages/cli/src/main.ts', 'bench', 'selfplay', '--seconds', seconds]);
failed ||= r.status !== 0;
process.exit(failed ? 1 : 0);
