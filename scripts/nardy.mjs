#!/usr/bin/env node
// `npm run -s nardy -- <command>`: runs the CLI from source (no build step) after making sure the
// workspace is installed. Install output goes to stderr so that stdout stays pure JSON lines.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, root } from './ensure-install.mjs';

ensureInstalled({ quiet: true });
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const main = join(root, 'packages', 'cli', 'src', 'main.ts');
const result = spawnSync(process.execPath, [tsx, main, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
