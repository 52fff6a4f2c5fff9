import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cheapCommand, OnlineTable, type PeopleTable } from '@nardy/online';
import { afterAll, describe, expect, it } from 'vitest';
import { dataCopy, fetchRecord, freePort, killServers, nardy, type ServerProcess, serve } from './onlineProcesses.ts';

const TABLE = { boards: [{ variant: 'short' }, { variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard' } };

/** Plays `cheapCommand`s through both seats: at most `max` commands, or to the end. */
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

describe('fault: the server process is killed mid-game', () => {
  const data = dataCopy();
  let server: ServerProcess | null = null;
  afterAll(async () => {
    await killServers();
    data.remove();
  });

  it('SIGKILL, restart: both seats reconnect by themselves and finish; nothing accepted is lost; the dice verify', {
    timeout: 120000,
  }, async () => {
    const port = String(await freePort());
    const args = ['--port', port, '--data', data.dataDir, '--message-rate', '1000'];
    server = await serve(args);
    const res = await fetch(new URL('api/tables', server.url), {
      method: 'POST',
      body: JSON.stringify({ table: TABLE }),
    });
    const created = (await res.json()) as PeopleTable;
    const options = { retryDelays: [100, 200, 400] };
    const white = await OnlineTable.connect(created.join.white, { ...options, clientSeed: 'white-seed' });
    const black = await OnlineTable.connect(created.join.black, options);
    await white.until((s) => s.started);
    await play({ white, black }, 60);
    const accepted = white.record().games;
    expect(accepted[0].events.length).toBeGreaterThan(10);
    // A command in flight when the process dies: it is stored or not, but never half-applied.
    const next = cheapCommand(white.snapshot.view);
    const inFlight = next ? (next.seat === 'white' ? white : black).send(next.command).catch((e) => e.code) : null;
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await inFlight).toBeDefined();
    await white.until(() => white.status === 'reconnecting', 5000);

    server = await serve(args);
    await white.until((s) => white.status === 'connected' && s.seats.black.status === 'connected', 30000);
    await black.until((s) => black.status === 'connected' && s.seats.white.status === 'connected', 30000);
    const resumed = white.record().games[0].events;
    // Every event acknowledged before the kill is there, in order (plus at most the one in flight).
    expect(resumed.slice(0, accepted[0].events.length)).toEqual(accepted[0].events);
    expect(resumed.length - accepted[0].events.length).toBeLessThanOrEqual(1);
    const afterRestart = resumed.length;

    await play({ white, black }, 100000);
    const final = await white.until((s) => s.state.over);
    expect(final.view.phase).toBe('gameOver');
    const record = await fetchRecord(server.url, created.id);
    expect(record.games[0].events.slice(0, afterRestart)).toEqual(resumed);
    expect(record.games).toEqual(white.record().games);
    expect(record.games).toEqual(black.record().games);
    const file = join(data.dataDir, '..', 'record.json');
    writeFileSync(file, JSON.stringify(record));
    const verified = await nardy(['verify-dice', file]);
    expect(verified.code, verified.stdout).toBe(0);
    await Promise.all([white.close(), black.close()]);
  });
});
