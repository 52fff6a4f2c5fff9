import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyPgliteTemplate, openDatabase, pgliteTemplate, TableStore } from '@nardy/server';
import { parseArgs, report } from './flags.ts';

const USAGE = 'usage: nardy bench appends [--tables K] [--entries N] [--database URL]';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const SPEC = { boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } } as never;

/**
 * `nardy bench appends [--tables K] [--entries N] [--database URL]`: what storing the event log costs the
 * server, in this process — K tables (default 500) each appending N entries (default 20) one after the
 * other, all tables at once, as a server's rooms do under load. Run twice on the same fresh database
 * (PGlite from the migrated template, or PostgreSQL at --database): once with each entry in a statement
 * of its own, once with the group commit of `GroupedAppends`. Prints one JSON line `{"tables",
 * "entries", "database", "single": {"seconds", "cpuSeconds", "cpuMsPerEntry", "entriesPerSecond"},
 * "grouped": {…}}`; the CPU is this process's (PGlite runs in it), so the figure holds on a busy machine.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseArgs(args, { command: 'bench appends', usage: USAGE, flags: ['tables', 'entries', 'database'] });
  if (!parsed.ok) return report(parsed);
  const tables = Number(parsed.flags.tables ?? 500);
  const entries = Number(parsed.flags.entries ?? 20);
  if (!Number.isInteger(tables) || tables < 1 || !Number.isInteger(entries) || entries < 1) {
    process.stderr.write(`nardy bench appends: --tables and --entries are whole numbers ≥ 1\n${USAGE}\n`);
    return 2;
  }
  const scratch = mkdtempSync(join(tmpdir(), 'nardy-bench-appends-'));
  try {
    let location: { url: string } | { dataDir: string };
    if (parsed.flags.database) {
      location = { url: parsed.flags.database };
    } else {
      const template = await pgliteTemplate(join(root, 'node_modules', '.cache', 'nardy'));
      copyPgliteTemplate(template, join(scratch, 'db'));
      location = { dataDir: join(scratch, 'db') };
    }
    const database = await openDatabase(location);
    try {
      const result: Record<string, unknown> = { tables, entries, database: database.kind };
      for (const [name, groupRows] of [
        ['single', 1],
        ['grouped', 200],
      ] as const) {
        const store = new TableStore(database.db, { groupRows });
        const prefix = `bench-${name}-${Date.now().toString(36)}-`;
        const ids = Array.from({ length: tables }, (_, i) => `${prefix}${i}`);
        for (const id of ids) {
          await store.createTable({
            id,
            name: null,
            spec: SPEC,
            serverSeed: '00'.repeat(32),
            commitment: 'c',
            tokenHashes: { white: `${id}w`, black: `${id}b` },
          });
        }
        const cpu0 = process.cpuUsage();
        const t0 = performance.now();
        await Promise.all(
          ids.map(async (id) => {
            for (let seq = 0; seq < entries; seq++) {
              await store.append(id, seq, { type: 'roll', player: 'white', dice: [6, 5] }, seq + 1);
            }
          }),
        );
        const seconds = (performance.now() - t0) / 1000;
        const used = process.cpuUsage(cpu0);
        const cpuSeconds = (used.user + used.system) / 1e6;
        const n = tables * entries;
        result[name] = {
          seconds: Math.round(seconds * 100) / 100,
          cpuSeconds: Math.round(cpuSeconds * 100) / 100,
          cpuMsPerEntry: Math.round((cpuSeconds / n) * 1e5) / 100,
          entriesPerSecond: Math.round(n / seconds),
        };
      }
      process.stdout.write(`${JSON.stringify(result)}\n`);
      return 0;
    } finally {
      await database.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
