#!/usr/bin/env node
// `npm run build`: installs from the lockfile if needed (so it works on a fresh clone), then the
// production builds of the workspace through turbo: the web app (apps/web/dist), every package's dist/
// and the elements' self-contained bundle (packages/elements/bundle/, what docs/embedding.md copies).
import { ensureInstalled, pnpm } from './ensure-install.mjs';

ensureInstalled();
const result = pnpm(['exec', 'turbo', 'run', 'build', ...process.argv.slice(2)]);
process.exit(result.status ?? 1);
