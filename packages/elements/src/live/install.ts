import type { NardyTable } from '../table/nardy-table.ts';
import { watchTable } from './watchTable.ts';

/**
 * Lets `<nardy-table watch=…>` follow a table of the game server (live/watchTable.ts). Installed on the
 * registered `<nardy-table>` class, so it also reaches a table registered by another copy of the
 * elements on the page.
 */
export function installWatchTables(): void {
  const Table = customElements.get('nardy-table') as typeof NardyTable | undefined;
  if (!Table || Table.watchTables) return;
  Table.watchTables = watchTable;
}
