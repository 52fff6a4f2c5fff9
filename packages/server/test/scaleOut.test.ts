import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { OnlineTable, verifyDice } from '@nardy/online';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTable, getRecord, playOut } from './support/helpers.ts';
import { describeWithServices, freshPostgresDatabase, redisUrl } from './support/services.ts';

const entry = fileURLToPath(new URL('./support/serverProcess.ts', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Every process started, so that one whose start timed out is killed too. */
const children: ChildProcess[] = [];

function startProcess(options: object): Promise<{ url: string; processId: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, JSON.stringify(options)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.stdout.once('data', (d) => resolve({ ...JSON.parse(String(d).split('\n')[0]), child }));
    child.once('exit', (code) => reject(new Error(`server process exited ${code}: ${err}`)));
  });
}

/** The same link, pointing at another process. */
const via = (link: string, base: string) => `${base}${link.slice(link.indexOf('#'))}`;

describeWithServices('two server processes sharing PostgreSQL and Redis', ['postgres', 'redis'], () => {
  let pg: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let a: Awaited<ReturnType<typeof startProcess>>;
  let b: Awaited<ReturnType<typeof startProcess>>;
  beforeAll(async () => {
    pg = await freshPostgresDatabase();
    const options = { database: { url: pg.url }, redisUrl: redisUrl() };
    a = await startProcess(options);
    b = await startProcess(options);
  });
  afterAll(async () => {
    for (const p of [a, b]) {
      if (!p) continue;
      const exited = new Promise((r) => p.child.once('exit', r));
      p.child.kill('SIGTERM');
      await exited;
    }
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await pg?.drop();
  });

  it('a table created through A is joined and played through B, while its room lives in A', async () => {
    expect(a.processId).not.toBe(b.processId);
    const created = await createTable(a.url);
    // White opens the room on A; Black and a spectator come through B and are routed to it.
    const white = await OnlineTable.connect(created.join.white, { name: 'A-side' });
    const black = await OnlineTable.connect(via(created.join.black, b.url), { name: 'B-side' });
    const watch = await OnlineTable.connect(via(created.watch, b.url));
    await white.until((s) => s.started);
    expect(watch.snapshot.seats).toEqual({
      white: { name: 'A-side', status: 'connected' },
      black: { name: 'B-side', status: 'connected' },
    });
    await playOut({ white, black });
    const end = await watch.until((s) => s.state.over);
    expect(end.view).toEqual(white.snapshot.view);
    const fromB = (await getRecord(b.url, created.id)).body;
    expect(fromB.games).toEqual(white.record().games);
    expect(await verifyDice(fromB)).toMatchObject({ ok: true });
    await Promise.all([white.close(), black.close(), watch.close()]);
  });

  it('a table created through A and played entirely through B', async () => {
    const created = await createTable(a.url);
    const white = await OnlineTable.connect(via(created.join.white, b.url));
    const black = await OnlineTable.connect(via(created.join.black, b.url));
    await white.until((s) => s.started);
    await playOut({ white, black }, 40);
    expect((await getRecord(a.url, created.id)).body.games).toEqual(white.record().games);
    await Promise.all([white.close(), black.close()]);
  });
});
