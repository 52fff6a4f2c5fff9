#!/usr/bin/env node
// `npm start`: install from the lockfile if needed, then serve the web app with Vite.
import { ensureInstalled, pnpm } from './ensure-install.mjs';

ensureInstalled();
const result = pnpm(['--filter', '@nardy/web', 'run', 'dev']);
process.exit(result.status ?? 1);
