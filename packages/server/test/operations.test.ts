import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restorePglite } from '../src/backup.ts';
import { openDatabase } from '../src/storage/database.ts';
import { DataFolderLocked, lockDataFolder, lockPath } from '../src/storage/dataLock.ts';
import { TableStore } from '../src/storage/tableStore.ts';
import { createTable, pgliteCopy, playOut, seatBoth, TWO_SHORT_BOARDS, testServer } from './support/helpers.ts';

const TOKEN = 'operators-secret-token';

/** The value of a sample line of the Prometheus text (`name{labels} value`). */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  if (found === undefined) throw new Error(`no sample ${line}`);
  return Number(found.slice(line.length + 1));
}

describe("the operator's view: metrics, logs, backups", () => {
  let server: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    server = await testServer({ adminToken: TOKEN, metricsPort: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('GET /metrics needs the token; with it: tables, connections, commands by result, ack and storage histograms, games, lag, process', async () => {
    expect((await fetch(new URL('metrics', server.url))).status).toBe(401);
    const wrong = await fetch(new URL('metrics', server.url), { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { code: 'admin/token', message: "the operators' token is required" } });

    const created = await createTable(server.url);
    const seats = await seatBoth(created);
    const sent = await playOut(seats, 30);
    seats.white.sendRaw('command', { id: 999_999, command: { type: 'NO_SUCH_COMMAND' } });
    await seats.white.until(() => true);
    await new Promise((r) => setTimeout(r, 100));

    const res = await fetch(new URL('metrics', server.url), { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(sample(text, 'nardy_tables_active')).toBe(1);
    expect(sample(text, 'nardy_connections')).toBe(2);
    expect(sample(text, 'nardy_commands_total{result="accepted"}')).toBe(sent);
    expect(sample(text, 'nardy_commands_total{result="refused"}')).toBe(1);
    expect(sample(text, 'nardy_commands_total{result="failed"}')).toBe(0);
    expect(sample(text, 'nardy_command_ack_seconds_count')).toBe(sent);
    expect(sample(text, 'nardy_command_ack_seconds_bucket{le="+Inf"}')).toBe(sent);
    // One write per entry of the log (a step alone writes nothing; the play it belongs to does).
    const stored = (await server.store.loadTable(created.id))?.log.length;
    expect(sample(text, 'nardy_storage_seconds_count')).toBe(stored);
    expect(sample(text, 'nardy_games_finished_total')).toBe(0);
    expect(sample(text, 'nardy_event_loop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    // The same page on the metrics port, without a token; nothing else there.
    const port = server.metricsPort as number;
    const own = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('nardy_commands_total{result="accepted"}');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);

    await playOut(seats);
    const end = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(sample(await end.text(), 'nardy_games_finished_total')).toBe(1);
    await Promise.all([seats.white.close(), seats.black.close()]);
  });

  it('logs JSON lines with a level, the process id, and the table or request id', async () => {
    const created = await createTable(server.url);
    const lines = server.logs.map((l) => JSON.parse(l) as Record<string, unknown>);
    const made = lines.find((l) => l.msg === 'table created' && l.tableId === created.id);
    expect(made).toMatchObject({ level: 'info', processId: server.processId, tableId: created.id });
    expect(made?.reqId).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
    expect(typeof made?.time).toBe('string');
    // A request id given by the proxy is kept and answered back.
    const res = await fetch(new URL('api/tables', server.url), {
      method: 'POST',
      headers: { 'x-request-id': 'proxy-abc-123' },
      body: JSON.stringify({ table: TWO_SHORT_BOARDS }),
    });
    expect(res.headers.get('x-request-id')).toBe('proxy-abc-123');
    const id = ((await res.json()) as { id: string }).id;
    const tagged = server.logs.map((l) => JSON.parse(l)).find((l) => l.tableId === id);
    expect(tagged).toMatchObject({ reqId: 'proxy-abc-123', msg: 'table created' });
  });

  it('POST /api/admin/backup while serving; the restored folder serves the same tables', async () => {
    const created = await createTable(server.url);
    const seats = await seatBoth(created);
    await playOut(seats, 20);
    expect((await fetch(new URL('api/admin/backup', server.url), { method: 'POST' })).status).toBe(401);
    const res = await fetch(new URL('api/admin/backup', server.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    const tarball = new Blob([await res.arrayBuffer()]);
    const before = await server.store.loadTable(created.id);
    expect(before?.log.length).toBeGreaterThan(3);
    // Play goes on after the copy: the copy keeps what was stored when it was taken.
    await playOut(seats, 5);

    const dir = mkdtempSync(join(tmpdir(), 'nardy-restore-'));
    try {
      const dataDir = join(dir, 'db');
      expect((await restorePglite(tarball, dataDir)).tables).toBeGreaterThanOrEqual(3);
      await expect(restorePglite(tarball, dataDir)).rejects.toMatchObject({ code: 'backup/target-exists' });
      await expect(restorePglite(new Blob(['not a tarball']), join(dir, 'other'))).rejects.toMatchObject({
        code: 'backup/not-a-backup',
      });
      const restored = await openDatabase({ dataDir });
      try {
        expect(await new TableStore(restored.db).loadTable(created.id)).toEqual(before);
      } finally {
        await restored.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await Promise.all([seats.white.close(), seats.black.close()]);
  });
});

describe('one process per PGlite folder', () => {
  it('a second opening of a held folder is refused with data/locked, naming the holder; the lock goes with the first', async () => {
    const copy = pgliteCopy();
    try {
      const first = await openDatabase({ dataDir: copy.dataDir });
      expect(JSON.parse(readFileSync(lockPath(copy.dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
      const second = openDatabase({ dataDir: copy.dataDir });
      await expect(second).rejects.toBeInstanceOf(DataFolderLocked);
      await expect(second).rejects.toMatchObject({ code: 'data/locked', holder: { pid: process.pid } });
      await first.close();
      expect(existsSync(lockPath(copy.dataDir))).toBe(false);
    } finally {
      copy.remove();
    }
  });

  it('a lock left by a process that is gone is taken over; one of a living process is not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nardy-lock-'));
    const dataDir = join(dir, 'db');
    try {
      // PID 2^22 + 1 is above Linux's largest PID: no such process.
      const gone = { pid: 4_194_305, host: hostname(), started: null, since: '2026-01-01T00:00:00.000Z' };
      writeFileSync(lockPath(dataDir), JSON.stringify(gone));
      const lock = lockDataFolder(dataDir);
      expect(JSON.parse(readFileSync(lockPath(dataDir), 'utf8')).pid).toBe(process.pid);
      expect(() => lockDataFolder(dataDir)).toThrow(DataFolderLocked);
      lock.release();
      // A half-written file (its writer killed mid-write) holds nothing either.
      writeFileSync(lockPath(dataDir), '{"pid": 12');
      lockDataFolder(dataDir).release();
      expect(existsSync(lockPath(dataDir))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
