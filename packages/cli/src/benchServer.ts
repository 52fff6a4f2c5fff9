import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLevel, LEVELS } from '@nardy/bot';
import {
  cheapCommand,
  JOIN_ERROR_CODES,
  OnlineError,
  OnlineTable,
  type OnlineTableOptions,
  type PeopleTable,
} from '@nardy/online';
import { copyPgliteTemplate, pgliteTemplate } from '@nardy/server';
import { parseArgs, report } from './flags.ts';

const USAGE =
  'usage: nardy bench server --tables K [--seconds S] [--rate R] [--processes 1|2] [--database URL] [--redis URL] [--sample S] [--computer LEVEL]';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const TABLE = { boards: [{ variant: 'short' }, { variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard' } };

/**
 * `nardy bench server --tables K [--seconds S] [--rate R] [--processes 1|2] [--database URL] [--redis URL]`:
 * starts `nardy serve` in processes of its own on free loopback ports (one: PGlite from a migrated template,
 * or PostgreSQL at --database; two: both on the PostgreSQL at --database, sharing the Redis at --redis,
 * default REDIS_URL or 127.0.0.1:6379), plays K tables at once with two cheap clients each in this process
 * (`cheapCommand`, each table sending about R commands per second, default 1; tables spread over the
 * processes), and prints one JSON line `{"tables", "processes", "seconds", "commands", "errors", "p50Ms",
 * "p95Ms", "p99Ms", "serverCpuPercent", "serverRssMb", "database", "loadAverage"}` (CPU and RSS summed over
 * the server processes; the machine's 1-minute load average at the end), with `"errorCodes"` (the `errors`
 * by their code: `connection/failed`, `connection/lost`, a refusal's code…) and `"joinRetries"` (joins that
 * failed and were tried again within `OnlineTable.connect`, by message; not in `errors`). Latency is from
 * sending a command to its acknowledgement, which the server sends only after the entry is stored and every
 * client has been sent the update. A table whose game ends is replaced by a new one.
 *
 * `--sample S` (a soak run, e.g. `--seconds 1800 --sample 60`) also reads the servers' resident size every
 * S seconds: the line then has `"samples": [{"at", "rssMb", "cpuPercent", "p95Ms", "commands", "ended",
 * "generatorCpuPercent", "loadAverage"}]` (seconds since the measure began; CPU, p95 and commands over the
 * interval before each sample, games ended so far, this process's own CPU and the load average) and the
 * memory figures of `memoryGrowth`: `"rssGrowthPercent"` from the first sample to the last, `"rssPeakMb"`,
 * and from the steady state (`"steady"`, the first sample by which K games have ended)
 * `"rssGrowthFromSteadyPercent"` to the last sample and `"rssMaxGrowthFromSteadyPercent"` to the highest.
 * A table whose seats fail to join (a busy machine) is counted in `errors` and joined again with the same
 * links after a growing pause (1 s, 2 s, 4 s … 10 s, with jitter); a new table is made only when the
 * server refuses the links themselves (a join code such as `table/unknown`). What a failed try connected
 * is closed.
 *
 * `--computer LEVEL` makes every table one against the computer on the server (`POST /api/tables` with
 * `"computer": {"black": LEVEL}`): the generator plays White only, and the latency measured is that of
 * White's commands while the server's worker threads decide for Black at every table.
 *
 * `NARDY_BENCH_SERVER_NODE_ARGS` (space-separated) passes extra Node flags to the server processes, e.g.
 * `--cpu-prof --cpu-prof-dir=DIR` to profile them.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseArgs(args, {
    command: 'bench server',
    usage: USAGE,
    flags: ['tables', 'seconds', 'rate', 'database', 'processes', 'redis', 'sample', 'computer'],
  });
  if (!parsed.ok) return report(parsed);
  const tables = Number(parsed.flags.tables ?? 10);
  const seconds = Number(parsed.flags.seconds ?? 30);
  const rate = Number(parsed.flags.rate ?? 1);
  const processes = Number(parsed.flags.processes ?? 1);
  const sample = parsed.flags.sample === undefined ? null : Number(parsed.flags.sample);
  if (!Number.isInteger(tables) || tables < 1 || !(seconds > 0) || !(rate > 0) || (sample !== null && !(sample > 0))) {
    process.stderr.write(
      `nardy bench server: --tables must be a whole number ≥ 1, --seconds, --rate and --sample positive\n${USAGE}\n`,
    );
    return 2;
  }
  if (processes !== 1 && processes !== 2) {
    process.stderr.write(`nardy bench server: --processes is 1 or 2\n${USAGE}\n`);
    return 2;
  }
  const computer = parsed.flags.computer ?? null;
  if (computer !== null && !isLevel(computer)) {
    process.stderr.write(`nardy bench server: --computer is a level (${LEVELS.join(', ')})\n${USAGE}\n`);
    return 2;
  }
  const redis = parsed.flags.redis ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (processes === 2 && !parsed.flags.database) {
    process.stderr.write(
      `nardy bench server: two processes share one PostgreSQL (--database URL); PGlite cannot be shared\n${USAGE}\n`,
    );
    return 2;
  }
  const scratch = mkdtempSync(join(tmpdir(), 'nardy-bench-'));
  const servers: { child: ChildProcess; url: string }[] = [];
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
    // The servers' log: warnings and errors only (a line per table created would be noise here).
    const common = [
      '--port',
      '0',
      ...dataArgs,
      '--message-rate',
      String(Math.max(100, 20 * rate)),
      '--log-level',
      'warn',
    ];
    for (let i = 0; i < processes; i++) {
      servers.push(
        await startServer([
          ...common,
          '--tables-per-minute',
          String(100000),
          ...(processes === 2 ? ['--redis', redis] : []),
        ]),
      );
    }
    const result = await load(servers, { tables, seconds, rate, sample, computer });
    process.stdout.write(
      `${JSON.stringify({ ...result, ...(computer ? { computer } : {}), database: database ? 'postgres' : 'pglite', loadAverage: loadavg()[0] })}\n`,
    );
    return 0;
  } finally {
    await Promise.all(
      servers.map((server) => {
        const { child } = server;
        // Already gone (it crashed): there is no 'exit' left to wait for.
        if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        return exited;
      }),
    );
    rmSync(scratch, { recursive: true, force: true });
  }
}

function startServer(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      [
        // Extra Node flags for the server processes only (profiling, e.g. `--cpu-prof --cpu-prof-dir=DIR`).
        ...(process.env.NARDY_BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter((a) => a !== ''),
        '--import',
        'tsx',
        join(root, 'packages', 'cli', 'src', 'main.ts'),
        'serve',
        ...args,
      ],
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

/**
 * Creates a table for the generator (a failed request throws an `OnlineError` with the API's code). With
 * `computer`, Black is the computer's seat on the server and the answer's `join.black` is White's link
 * again (the generator then plays White only).
 */
async function createTable(url: string, computer: string | null = null): Promise<PeopleTable> {
  let res: Response;
  try {
    const body = computer === null ? { table: TABLE } : { table: TABLE, computer: { black: computer } };
    res = await fetch(new URL('api/tables', url), { method: 'POST', body: JSON.stringify(body) });
  } catch (e) {
    throw new OnlineError('connection/failed', `POST /api/tables: ${String(e)}`);
  }
  const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
  if (res.status !== 201) {
    throw new OnlineError(body?.error?.code ?? `http/${res.status}`, `POST /api/tables answered ${res.status}`);
  }
  const created = body as unknown as PeopleTable;
  return computer === null ? created : { ...created, join: { white: created.join.white, black: created.join.white } };
}

/** What `seatTable` needs of a connected seat (an `OnlineTable`; tests pass stand-ins). */
export interface BenchSeat {
  until: OnlineTable['until'];
  close(): Promise<void>;
}

/**
 * Joins both seats of a created table and waits until it has started. When a step fails, whatever
 * was already connected is closed before the error is passed on (a seat left open would keep its
 * room alive and, once the server stops, try to reconnect forever — the benchmark would never exit).
 */
export async function seatTable<S extends BenchSeat>(
  created: PeopleTable,
  connect: (link: string, options: OnlineTableOptions) => Promise<S>,
): Promise<{ white: S; black: S }> {
  const options = { connectTimeout: 60000 };
  const white = await connect(created.join.white, options);
  let black: S | null = null;
  try {
    // Against the computer both links are White's: one connection plays it.
    black = created.join.black === created.join.white ? white : await connect(created.join.black, options);
    await white.until((s) => s.started, 60000);
    return { white, black };
  } catch (e) {
    await Promise.all([white.close(), black?.close()]);
    throw e;
  }
}

/** The pause before the next try of a table's join: 1 s, 2 s, 4 s … at most 10 s, each 50–100 %. */
export function retryPause(attempt: number, random = Math.random()): number {
  return Math.min(10_000, 1000 * 2 ** attempt) * (0.5 + random / 2);
}

/** The stable code of an error met by the generator (`OnlineError` codes; `other` for anything else). */
export function errorCode(e: unknown): string {
  return e instanceof OnlineError ? e.code : 'other';
}

/**
 * Seats a new table, trying again after `retryPause` until `until` (`performance.now()`): with the same
 * links while the server has not refused them, else with a new table. Every failure goes to `failed`.
 */
export async function seatNewTable<S extends BenchSeat>(
  create: () => Promise<PeopleTable>,
  connect: (link: string, options: OnlineTableOptions) => Promise<S>,
  until: number,
  failed: (e: unknown) => void,
  pause: (ms: number) => Promise<unknown> = sleep,
): Promise<{ white: S; black: S }> {
  let created: PeopleTable | null = null;
  for (let attempt = 0; ; attempt++) {
    try {
      created ??= await create();
      return await seatTable(created, connect);
    } catch (e) {
      failed(e);
      if ((JOIN_ERROR_CODES as readonly string[]).includes(errorCode(e))) created = null;
      const wait = retryPause(attempt);
      if (performance.now() + wait >= until) throw e;
      await pause(wait);
    }
  }
}

async function load(
  servers: { child: ChildProcess; url: string }[],
  o: { tables: number; seconds: number; rate: number; sample: number | null; computer: string | null },
) {
  // Connect every table first (a few at a time, spread over the processes), then measure only the steady state.
  const seats: { white: OnlineTable; black: OnlineTable }[] = [];
  const serverOf = (i: number) => servers[i % servers.length].url;
  let errors = 0;
  const errorCodes: Record<string, number> = {};
  const failed = (e: unknown) => {
    errors++;
    const code = errorCode(e);
    errorCodes[code] = (errorCodes[code] ?? 0) + 1;
  };
  // A join that fails on a busy machine is tried again inside `OnlineTable.connect` (counted here by
  // its message, so that a run still shows them) and, failing that, by `seatNewTable`: the run goes on.
  const joinRetries: Record<string, number> = {};
  const retried = (e: OnlineError) => {
    joinRetries[e.message] = (joinRetries[e.message] ?? 0) + 1;
  };
  const seated = (url: string, until: number) =>
    seatNewTable(
      () => createTable(url, o.computer),
      (link, options) => OnlineTable.connect(link, { ...options, onJoinRetry: retried }),
      until,
      failed,
    );
  const setupUntil = performance.now() + 600_000;
  for (let i = 0; i < o.tables; i += 20) {
    const batch = Array.from({ length: Math.min(20, o.tables - i) }, (_, k) => seated(serverOf(i + k), setupUntil));
    seats.push(...(await Promise.all(batch)));
  }
  const pids = servers.map((s) => s.child.pid as number);
  const latencies: number[] = [];
  let commands = 0;
  let ended = 0;
  const start = pids.map(processUsage);
  const t0 = performance.now();
  const deadline = t0 + o.seconds * 1000;
  const interval = 1000 / o.rate;
  const samples: Sample[] = [];
  let sampledUsage = start;
  let sampledGenerator = ownCpuSeconds();
  let sampledAt = t0;
  let sampledLatencies = 0;
  const sampler =
    o.sample === null
      ? null
      : setInterval(() => {
          const now = performance.now();
          let usage: ReturnType<typeof processUsage>[];
          try {
            usage = pids.map(processUsage);
          } catch {
            return; // a server process is gone: the run is ending
          }
          const cpu = usage.reduce((sum, u, i) => sum + u.cpuSeconds - sampledUsage[i].cpuSeconds, 0);
          const generator = ownCpuSeconds();
          const recent = latencies.slice(sampledLatencies).sort((a, b) => a - b);
          const wall = (now - sampledAt) / 1000;
          samples.push({
            at: Math.round((now - t0) / 100) / 10,
            rssMb: usage.reduce((sum, u) => sum + u.rssMb, 0),
            cpuPercent: Math.round((cpu / wall) * 1000) / 10,
            p95Ms: Math.round((recent[Math.floor(0.95 * recent.length)] ?? 0) * 10) / 10,
            commands: recent.length,
            ended,
            generatorCpuPercent: Math.round(((generator - sampledGenerator) / wall) * 1000) / 10,
            loadAverage: Math.round(loadavg()[0] * 10) / 10,
          });
          sampledGenerator = generator;
          // Each sample also goes to stderr at once, so a long run that breaks keeps what it measured.
          process.stderr.write(`sample ${JSON.stringify(samples[samples.length - 1])}\n`);
          sampledUsage = usage;
          sampledAt = now;
          sampledLatencies = latencies.length;
        }, o.sample * 1000);
  const playTable = async (index: number) => {
    let table = seats[index];
    await sleep(Math.random() * interval); // spread the tables over the interval
    while (performance.now() < deadline) {
      const tick = performance.now();
      const next = cheapCommand(table.white.snapshot.view);
      if (
        next !== null &&
        o.computer !== null &&
        next.seat === 'black' &&
        table.white.snapshot.view.phase !== 'opening'
      ) {
        // The computer's turn: it plays on the server; wait for its move.
        const version = table.white.snapshot.version;
        await table.white.until((s) => s.version > version || s.state.over, 60000).catch(failed);
        continue;
      }
      if (next === null) {
        ended++;
        await Promise.all([table.white.close(), table.black === table.white ? null : table.black.close()]);
        try {
          table = await seated(serverOf(index), deadline);
        } catch {
          return;
        }
        continue;
      }
      const sender = o.computer === null ? table[next.seat] : table.white;
      const other = table[next.seat === 'white' ? 'black' : 'white'];
      const sent = performance.now();
      try {
        const version = await sender.send(next.command);
        latencies.push(performance.now() - sent);
        commands++;
        // The next decision reads the other seat's view too: wait until it has this update.
        await other.until((s) => s.version >= version, 10000);
      } catch (e) {
        failed(e);
      }
      await sleep(Math.max(0, interval - (performance.now() - tick)));
    }
    await Promise.all([table.white.close(), table.black === table.white ? null : table.black.close()]);
  };
  try {
    await Promise.all(seats.map((_, i) => playTable(i)));
  } finally {
    if (sampler !== null) clearInterval(sampler);
  }
  const elapsed = (performance.now() - t0) / 1000;
  const end = pids.map(processUsage);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  const cpu = end.reduce((sum, e, i) => sum + e.cpuSeconds - start[i].cpuSeconds, 0);
  return {
    tables: o.tables,
    processes: servers.length,
    seconds: Math.round(elapsed * 10) / 10,
    commands,
    errors,
    errorCodes,
    joinRetries,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    serverCpuPercent: Math.round((cpu / elapsed) * 1000) / 10,
    serverRssMb: end.reduce((sum, e) => sum + e.rssMb, 0),
    ...(o.sample === null ? {} : { samples, ...memoryGrowth(samples, o.tables) }),
  };
}

/** One `--sample` reading: the interval before `at` (seconds since the measure began). */
interface Sample {
  readonly at: number;
  /** The server processes' resident size at `at`. */
  readonly rssMb: number;
  /** Their CPU over the interval (one core = 100). */
  readonly cpuPercent: number;
  readonly p95Ms: number;
  /** Commands acknowledged in the interval. */
  readonly commands: number;
  /** Games ended (and their tables replaced) since the measure began. */
  readonly ended: number;
  /** This process's own CPU over the interval: the load generator, to tell its starvation from the server's. */
  readonly generatorCpuPercent: number;
  readonly loadAverage: number;
}

const growth = (from: number, to: number) => Math.round((to / from - 1) * 1000) / 10;

/**
 * The soak's memory figures. The resident size grows while the K games first in play build up their
 * logs, so the growth that tells a leak is measured from the steady state: the first sample by which as
 * many games have ended as there are tables (every table replaced once on average, so games of every
 * age are in play). `rssGrowthPercent` is still from the first sample, so nothing is hidden.
 */
export function memoryGrowth(samples: readonly Sample[], tables: number) {
  if (samples.length === 0) {
    return {
      rssGrowthPercent: 0,
      rssPeakMb: null,
      steady: null,
      rssGrowthFromSteadyPercent: null,
      rssMaxGrowthFromSteadyPercent: null,
    };
  }
  const first = samples[0];
  const last = samples[samples.length - 1];
  const steady = samples.find((s) => s.ended >= tables) ?? null;
  const after = steady === null ? [] : samples.slice(samples.indexOf(steady));
  return {
    rssGrowthPercent: growth(first.rssMb, last.rssMb),
    rssPeakMb: Math.max(...samples.map((s) => s.rssMb)),
    steady: steady === null ? null : { at: steady.at, rssMb: steady.rssMb },
    rssGrowthFromSteadyPercent: steady === null ? null : growth(steady.rssMb, last.rssMb),
    rssMaxGrowthFromSteadyPercent:
      steady === null ? null : growth(steady.rssMb, Math.max(...after.map((s) => s.rssMb))),
  };
}

/** This process's CPU time so far in seconds (user + system). */
function ownCpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}
