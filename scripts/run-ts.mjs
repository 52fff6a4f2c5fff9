#!/usr/bin/env node
// Runs a TypeScript entry point of the workspace with tsx after making sure the workspace is installed
// (used by `npm run train`). Usage: node scripts/run-ts.mjs <file.ts> [args…]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, root } from './ensure-install.mjs';

ensureInstalled({ quiet: true });
const [file, ...args] = process.argv.slice(2);
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const result = spawnSync(process.execPath, [tsx, join(root, file), ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
