import { ComputerClient } from '../computer/computerClient.ts';
import type { LocalTableMaker } from '../table/localTables.ts';
import type { NardyTable } from '../table/nardy-table.ts';
import { LocalTable } from './localTable.ts';
import { readTableAttributes } from './tableAttributes.ts';

/**
 * Lets `<nardy-table boards=…>` play a table of its own: a table session (@nardy/parallel), the
 * person's seat with the auto-play the `auto-play` attribute asks for, and the computer's, whose worker script is `computer` (the table bundle's neighbour `nardy-computer.js`;
 * a page's `computer-src` attribute wins). Installed on the registered `<nardy-table>` class, so it
 * also reaches a table registered by another copy of the elements on the page.
 */
export function installLocalTables(computer: URL): void {
  const Table = customElements.get('nardy-table') as typeof NardyTable | undefined;
  if (!Table || Table.localTables) return;
  const make: LocalTableMaker = (request, events) => {
    const settings = readTableAttributes(request);
    if (!settings.ok) return settings;
    const script = request.computerSrc === null ? computer : new URL(request.computerSrc, document.baseURI);
    const client =
      settings.value.computer === null
        ? null
        : new ComputerClient(() => new Worker(script, { type: 'module', name: 'nardy-computer' }));
    return LocalTable.create(settings.value, client, events, { auto: settings.value.auto });
  };
  Table.localTables = make;
}
