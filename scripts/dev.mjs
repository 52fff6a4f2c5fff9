#!/usr/bin/env node
// `npm run dev`: install from the lockfile if needed, then the Vite dev server of the web app (hot
// reload, http://127.0.0.1:5173; the app only — `npm start` serves the built app with the game server).
import { ensureInstalled, pnpm } from './ensure-install.mjs';

ensureInstalled();
const result = pnpm(['--filter', '@nardy/web', 'run', 'dev']);
process.exit(result.status ?? 1);
