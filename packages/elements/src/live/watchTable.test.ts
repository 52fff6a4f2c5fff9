import { OnlineTable } from '@nardy/online';
import { afterEach, describe, expect, test } from 'vitest';
import '../live.ts';
import type { NardyTable } from '../table/nardy-table.ts';
import { watchWith } from './watchTable.ts';

// The watched table against a real server is tested in apps/web/test/embed-live.e2e.test.ts (a plain
// page under a strict policy); here, what the tag does before any server answers.

afterEach(() => document.body.replaceChildren());

const Table = customElements.get('nardy-table') as typeof NardyTable;

async function table(markup: string): Promise<NardyTable> {
  document.body.insertAdjacentHTML('beforeend', markup);
  const el = document.body.lastElementChild as NardyTable;
  await el.updateComplete;
  return el;
}

const ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const TOKEN = 'B'.repeat(43);

describe('<nardy-table watch>', () => {
  test('the live entry installs the watch on the registered class', () => {
    expect(Table.watchTables).not.toBeNull();
  });

  test('a link that is no watch link is refused with ERR_WATCH_LINK; a join link too (its seat token is a secret)', async () => {
    for (const link of [
      'not a link',
      `http://127.0.0.1:9/#table=short`,
      `http://127.0.0.1:9/#table=${ID}&seat=${TOKEN}`,
    ]) {
      const el = await table(`<nardy-table watch="${link}"></nardy-table>`);
      expect(el.error?.code, link).toBe('ERR_WATCH_LINK');
      expect(el.shadowRoot?.querySelector('[part="error"]')?.textContent).toContain('watch link');
      el.remove();
    }
  });

  test('while it connects the line says so; a server that is not there ends in connection/failed', async () => {
    const errors: string[] = [];
    document.addEventListener('nardy-error', (e) => errors.push((e as CustomEvent<{ code: string }>).detail.code));
    // Port 9 (discard) on this machine answers nothing: the connection is refused at once, and tried
    // again until the client's connect timeout (shortened here).
    const installed = Table.watchTables;
    Table.watchTables = (link, events) =>
      watchWith(link, events, (l) => OnlineTable.connect(l, { connectTimeout: 1500 }));
    const el = await table(`<nardy-table watch="http://127.0.0.1:9/#table=${ID}" locale="ru"></nardy-table>`);
    expect(el.shadowRoot?.querySelector('[part="watch"]')?.textContent).toContain('Подключение');
    await expect.poll(() => el.error?.code, { timeout: 10_000 }).toBe('connection/failed');
    expect(errors).toContain('connection/failed');
    expect(el.shadowRoot?.querySelectorAll('nardy-board')).toHaveLength(0);
    Table.watchTables = installed;
  });

  test('without the live bundle: ERR_NO_WATCH_ENGINE says what to load', async () => {
    const installed = Table.watchTables;
    Table.watchTables = null;
    try {
      const el = await table(`<nardy-table watch="http://127.0.0.1:9/#table=${ID}"></nardy-table>`);
      expect(el.error?.code).toBe('ERR_NO_WATCH_ENGINE');
      expect(el.error?.message).toContain('nardy-live.js');
    } finally {
      Table.watchTables = installed;
    }
  });
});
