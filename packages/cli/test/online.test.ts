import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OnlineTable, type PeopleTable } from '@nardy/online';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataCopy, fetchRecord, killServers, nardy, type ServerProcess, serve } from './onlineProcesses.ts';

const TABLE = { boards: [{ variant: 'short' }, { variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard' } };

async function createTable(url: string, table: unknown = TABLE): Promise<PeopleTable> {
  const res = await fetch(new URL('api/tables', url), { method: 'POST', body: JSON.stringify({ table }) });
  expect(res.status).toBe(201);
  return (await res.json()) as PeopleTable;
}

describe('nardy serve, online-bot and verify-dice', () => {
  let data: ReturnType<typeof dataCopy>;
  let server: ServerProcess;
  beforeAll(async () => {
    data = dataCopy();
    server = await serve(['--port', '0', '--data', data.dataDir, '--message-rate', '1000']);
  }, 60000); // a server process: tsx, PGlite, a busy machine
  afterAll(async () => {
    if (server) {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
    await killServers();
    data?.remove();
  });

  it('two online-bot processes play a short and a long board to the end (the shape whose game once stalled); the record verifies, a changed roll does not', {
    timeout: 120000,
  }, async () => {
    const created = await createTable(server.url, {
      boards: [{ variant: 'short' }, { variant: 'long' }],
      ending: 'koks',
      cube: { mode: 'off' },
    });
    const watch = await OnlineTable.connect(created.watch);
    const [white, black] = await Promise.all([
      nardy(['online-bot', '--join', created.join.white, '--level', 'beginner']),
      nardy(['online-bot', '--join', created.join.black, '--level', 'beginner', '--name', 'Bot B']),
    ]);
    expect(white.code, white.stderr).toBe(0);
    expect(black.code, black.stderr).toBe(0);
    expect(JSON.parse(white.stdout)).toMatchObject({ over: true });
    const end = await watch.until((s) => s.state.over);
    expect(end.seats.black.name).toBe('Bot B');
    await watch.close();

    const record = await fetchRecord(server.url, created.id);
    expect(record.dice.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const file = join(data.dataDir, '..', 'record.json');
    writeFileSync(file, JSON.stringify(record));
    const ok = await nardy(['verify-dice', file]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ ok: true, commitment: record.dice.commitment });

    const events = record.games[0].events;
    const k = events.findIndex((e) => e.type === 'roll');
    const [a, b] = events[k].dice as [number, number];
    events[k].dice = [a === 6 ? 1 : a + 1, b];
    writeFileSync(file, JSON.stringify(record));
    const bad = await nardy(['verify-dice', file]);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({ error: { code: 'dice/roll', game: 0, event: k } });
  });

  it('online-bot refuses a bad link; verify-dice a file that is not JSON', async () => {
    const r = await nardy(['online-bot', '--join', 'http://127.0.0.1:1/#nothing']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ error: { code: 'link/invalid' } });
    const file = join(data.dataDir, '..', 'junk.json');
    writeFileSync(file, '{');
    const v = await nardy(['verify-dice', file]);
    expect(v.code).toBe(1);
    expect(JSON.parse(v.stdout)).toMatchObject({ error: { code: 'record/json' } });
  });
});
