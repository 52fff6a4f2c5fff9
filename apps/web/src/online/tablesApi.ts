import type { ApiError, CreatedTable, CreateTableRequest } from '@nardy/online';
import type { TableSpec } from '@nardy/parallel';
import type { TableSettings } from './tableViews.ts';

/** What `POST /api/tables` is given (docs/online.md "HTTP API"; the one type in @nardy/online). */
export type TableRequest = CreateTableRequest;

/** A refusal: the server's code and message, `http/<status>` without one, `connection/failed` offline. */
export interface TableError {
  readonly code: string;
  readonly message: string;
}

/** Creates a table on the game server at `base`: its links, or why not. Never throws. */
export async function createTable(
  base: string,
  request: TableRequest,
): Promise<{ readonly ok: true; readonly created: CreatedTable } | { readonly ok: false; readonly error: TableError }> {
  try {
    const response = await fetch(new URL('api/tables', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    const body = (await response.json().catch(() => null)) as CreatedTable | ApiError | null;
    if (!response.ok || body === null || !('id' in body)) {
      const error = (body as Partial<ApiError> | null)?.error;
      return { ok: false, error: error ?? { code: `http/${response.status}`, message: response.statusText } };
    }
    return { ok: true, created: body };
  } catch (e) {
    return { ok: false, error: { code: 'connection/failed', message: String(e) } };
  }
}

/**
 * What a table is (boards, ending, cube, match, clock, rated, listed), from its public record; null
 * when it cannot be read (the settings are a courtesy: the seat can be taken without them).
 */
export async function readTableSettings(base: string, tableId: string): Promise<TableSettings | null> {
  try {
    const response = await fetch(new URL(`api/tables/${tableId}/record`, base));
    const record = (await response.json()) as Partial<TableSettings> & { table?: TableSpec };
    if (!response.ok || !record.table) return null;
    return {
      spec: record.table,
      clock: record.clock ?? null,
      rated: record.rated === true,
      listed: record.listed === true,
    };
  } catch {
    return null;
  }
}
