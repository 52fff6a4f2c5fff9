import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cheapCommand, OnlineTable, type PeopleTable } from '@nardy/online';
import { afterAll, describe, expect, it } from 'vitest';
import { dataCopy, fetchRecord, freePort, killServers, nardy, type ServerProcess, serve } from './onlineProcesses.ts';

const TABLE = { boards: [{ variant: 'short' }, { variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard' } };
const TOKEN = 'operators-token-for-tests';

async function play(seats: { white: OnlineTable; black: OnlineTable }, max: number): Promise<number> {
  let sent = 0;
  while (sent < max) {
    const version = Math.max(seats.white.snapshot.version, seats.black.snapshot.version);
    await seats.white.until((s) => s.version >= version);
    await seats.black.until((s) => s.version >= version);
    const next = cheapCommand(seats.white.snapshot.view);
    if (next === null) break;
    await seats[next.seat].send(next.command);
    sent++;
  }
  return sent;
}

describe('nardy serve in production: a taken port, a held folder, backup and restore, SIGTERM', () => {
  const data = dataCopy();
  const scratch = mkdtempSync(join(tmpdir(), 'nardy-ops-'));
  let blocker: Server | null = null;
  afterAll(async () => {
    blocker?.close();
    await killServers();
    data.remove();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('a port in use: one line naming it, exit status 1, before the data is even opened', async () => {
    const port = await freePort();
    blocker = createServer();
    await new Promise<void>((r) => blocker?.listen(port, '127.0.0.1', r));
    const fresh = join(scratch, 'never-made');
    const r = await nardy(['serve', '--port', String(port), '--data', fresh]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([
      `nardy serve: port ${port} on 127.0.0.1 is already in use (server/port-in-use): stop what listens there or choose another with --port`,
    ]);
    expect(existsSync(fresh)).toBe(false);
  });

  it('a held PGlite folder is refused; a killed holder leaves it to the next; backup while serving, restore, the same tables; SIGTERM sends the seats to the restarted process', {
    timeout: 180000,
  }, async () => {
    const port = String(await freePort());
    const args = ['--port', port, '--data', data.dataDir, '--admin-token', TOKEN, '--message-rate', '1000'];
    const first: ServerProcess = await serve(args);
    const second = await nardy(['serve', '--port', '0', '--data', data.dataDir]);
    expect(second.code).toBe(1);
    const refusal = second.stderr.trim().split('\n');
    expect(refusal).toHaveLength(1);
    expect(refusal[0]).toMatch(
      new RegExp(`^nardy serve: the data folder .* is in use by process ${first.child.pid} .*\\(data/locked\\)$`),
    );
    first.child.kill('SIGKILL');
    await first.exited;
    let server = await serve(args);

    const res = await fetch(new URL('api/tables', server.url), {
      method: 'POST',
      body: JSON.stringify({ table: TABLE }),
    });
    const created = (await res.json()) as PeopleTable;
    const options = { retryDelays: [100, 200, 400] };
    const white = await OnlineTable.connect(created.join.white, options);
    const black = await OnlineTable.connect(created.join.black, options);
    await white.until((s) => s.started);
    await play({ white, black }, 30);
    const atBackup = await fetchRecord(server.url, created.id);

    const backup = await nardy(['backup', scratch, '--server', server.url, '--admin-token', TOKEN]);
    expect(backup.code, backup.stderr).toBe(0);
    const { file, bytes } = JSON.parse(backup.stdout) as { file: string; bytes: number };
    expect(file).toMatch(/nardy-backup-.*\.tar\.gz$/);
    expect(bytes).toBeGreaterThan(1000);

    const restoredDir = join(scratch, 'restored');
    const restore = await nardy(['restore', file, '--data', restoredDir]);
    expect(restore.code, restore.stderr).toBe(0);
    expect(JSON.parse(restore.stdout)).toEqual({ data: restoredDir, tables: 1 });
    const restored = await serve(['--port', '0', '--data', restoredDir]);
    expect(await fetchRecord(restored.url, created.id)).toEqual(atBackup);
    restored.child.kill('SIGTERM');
    expect(await restored.exited).toBe(0);

    // SIGTERM: the seats are told to reconnect now (close code 4102) and come back to the restarted process.
    const codes: string[] = [];
    white.on('status', (status) => codes.push(status));
    const stopping = performance.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(performance.now() - stopping).toBeLessThan(10000);
    expect(server.stderr()).toMatch(/"msg":"draining: clients are sent to reconnect elsewhere"/);
    expect(codes).toContain('reconnecting');
    server = await serve(args);
    await white.until((s) => white.status === 'connected' && s.seats.black.status === 'connected', 30000);
    await black.until(() => black.status === 'connected', 30000);
    await play({ white, black }, 20);
    await black.until((s) => s.version >= white.snapshot.version);
    const final = await fetchRecord(server.url, created.id);
    expect(final.games).toEqual(white.record().games);
    // Nothing stored before the stop was lost.
    expect(final.games[0].events.slice(0, atBackup.games[0].events.length)).toEqual(atBackup.games[0].events);
    await Promise.all([white.close(), black.close()]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
