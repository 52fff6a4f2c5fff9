/**
 * `import '@nardy/elements/table'`: every element (as `@nardy/elements`), and `<nardy-table boards=…>`
 * playing a table of its own — the table machine of @nardy/parallel, and the computer in a worker
 * (`bundle/nardy-computer.js` of this package, started when the computer is first to act).
 */
import { installLocalTables } from './play/install.ts';

export * from './index.ts';
export * from './play/index.ts';

installLocalTables(new URL(/* @vite-ignore */ '../bundle/nardy-computer.js', import.meta.url));
