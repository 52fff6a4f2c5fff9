import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CreatedTable, cheapCommand, OnlineTable } from '@nardy/online';
import { copyPgliteTemplate, pgliteTemplate } from '@nardy/server';
import { parseOnlineFlags } from './onlineFlags.ts';

const USAGE = 'usage: nardy bench server --tables K [--seconds S] [--rate R] [--database URL]\n';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const TABLE = { boards: [{ variant: 'short' }, { variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard' } };

/**
 * `nardy bench server --tables K [--seconds S] [--rate R] [--database URL]`: starts `nardy serve` in a
 * process of its own on a free loopback port (PGlite from a migrated template, or PostgreSQL at
 * --database), plays K tables at once with two cheap clients each (`cheapCommand`, each table sending
 * about R commands per second, default 1), and prints one JSON line `{"tables", "processes", "seconds",
 * "commands", "errors", "p50Ms", "p95Ms", "p99Ms", "serverCpuPercent", "serverRssMb"}`. Latency is from
 * sending a command to its acknowledgement, which the server sends only after the entry is stored and
 * every client has been sent the update. A table whose game ends is replaced by a new one.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseOnlineFlags(args, ['tables', 'seconds', 'rate', 'database']);
  if (!parsed.ok) {
    process.stderr.write(`nardy bench server: ${parsed.message}\n${USAGE}`);
    return 2;
  }
  const tables = Number(parsed.flags.tables ?? 10);
  const seconds = Number(parsed.flags.seconds ?? 30);
  const rate = Number(parsed.flags.rate ?? 1);
  if (!Number.isInteger(tables) || tables < 1 || !(seconds > 0) || !(rate > 0)) {
    process.stderr.write(
      `nardy bench server: --tables must be a whole number ≥ 1, --seconds and --rate positive\n${USAGE}`,
    );
    return 2;
  }
  const scratch = mkdtempSync(join(tmpdir(), 'nardy-bench-'));
  let server: { child: ChildProcess; url: string } | null = null;
  try {
    const database = parsed.flags.database;
    const dataArgs: string[] = [];
    if (database) {
      dataArgs.push('--database', database);
    } else {
      const template = await pgliteTemplate(join(root, 'node_modules', '.cache', 'nardy'));
      copyPgliteTemplate(template, join(scratch, 'db'));
      dataArgs.push('--data', join(scratch, 'db'));
    }
    server = await startServer([
      '--port',
      '0',
      ...dataArgs,
      '--message-rate',
      String(Math.max(100, 20 * rate)),
      '--tables-per-minute',
      String(100000),
    ]);
    const result = await load(server, { tables, seconds, rate });
    process.stdout.write(`${JSON.stringify({ ...result, database: database ? 'postgres' : 'pglite' })}\n`);
    return 0;
  } finally {
    if (server) {
      const exited = new Promise((r) => server?.child.once('exit', r));
      server.child.kill('SIGTERM');
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  }
}

function startServer(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'packages', 'cli', 'src', 'main.ts'), 'serve', ...args],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolvePromise({ child, url: JSON.parse(line).url });
    });
    child.once('exit', (code) => reject(new Error(`nardy serve exited with ${code}`)));
  });
}

/** CPU time of a process so far in seconds (user + system, from /proc), and its resident size in MB. */
function processUsage(pid: number): { cpuSeconds: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = 100; // USER_HZ on Linux
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / ticks;
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return { cpuSeconds, rssMb: rss ? Math.round(Number(rss[1]) / 1024) : 0 };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function newTable(url: string): Promise<{ white: OnlineTable; black: OnlineTable }> {
  const res = await fetch(new URL('api/tables', url), { method: 'POST', body: JSON.stringify({ table: TABLE }) });
  if (res.status !== 201) throw new Error(`POST /api/tables answered ${res.status}`);
  const created = (await res.json()) as CreatedTable;
  const options = { connectTimeout: 60000 };
  const white = await OnlineTable.connect(created.join.white, options);
  const black = await OnlineTable.connect(created.join.black, options);
  await white.until((s) => s.started, 60000);
  return { white, black };
}

async function load(
  server: { child: ChildProcess; url: string },
  o: { tables: number; seconds: number; rate: number },
) {
  // Connect every table first (a few at a time), then measure only the steady state.
  const seats: { white: OnlineTable; black: OnlineTable }[] = [];
  for (let i = 0; i < o.tables; i += 20) {
    const batch = Array.from({ length: Math.min(20, o.tables - i) }, () => newTable(server.url));
    seats.push(...(await Promise.all(batch)));
  }
  const pid = server.child.pid as number;
  const latencies: number[] = [];
  let commands = 0;
  let errors = 0;
  const start = processUsage(pid);
  const t0 = performance.now();
  const deadline = t0 + o.seconds * 1000;
  const interval = 1000 / o.rate;
  const playTable = async (index: number) => {
    let table = seats[index];
    await sleep(Math.random() * interval); // spread the tables over the interval
    while (performance.now() < deadline) {
      const tick = performance.now();
      const next = cheapCommand(table.white.snapshot.view);
      if (next === null) {
        await Promise.all([table.white.close(), table.black.close()]);
        table = await newTable(server.url);
        continue;
      }
      const sender = table[next.seat];
      const other = table[next.seat === 'white' ? 'black' : 'white'];
      const sent = performance.now();
      try {
        const version = await sender.send(next.command);
        latencies.push(performance.now() - sent);
        commands++;
        // The next decision reads the other seat's view too: wait until it has this update.
        await other.until((s) => s.version >= version, 10000);
      } catch {
        errors++;
      }
      await sleep(Math.max(0, interval - (performance.now() - tick)));
    }
    await Promise.all([table.white.close(), table.black.close()]);
  };
  await Promise.all(seats.map((_, i) => playTable(i)));
  const elapsed = (performance.now() - t0) / 1000;
  const end = processUsage(pid);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return {
    tables: o.tables,
    processes: 1,
    seconds: Math.round(elapsed * 10) / 10,
    commands,
    errors,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    serverCpuPercent: Math.round(((end.cpuSeconds - start.cpuSeconds) / elapsed) * 1000) / 10,
    serverRssMb: end.rssMb,
  };
}
