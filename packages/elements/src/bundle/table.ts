/**
 * The one-tag parallel table, `nardy-table.js`: every element and what `nardy-elements.js` exports,
 * plus `<nardy-table boards=…>` playing a table of its own against the computer, whose worker
 * (`nardy-computer.js`) loads from next to this file when it is first needed.
 */
import { installLocalTables } from '../play/install.ts';

export * from '../index.ts';
export * from '../play/index.ts';

installLocalTables(new URL(/* @vite-ignore */ './nardy-computer.js', import.meta.url));
