#!/usr/bin/env node
/**
 * The `nardy` command. Each subcommand lives in its own module and is loaded only when called, so
 * that `nardy moves` starts fast. Run from the repository root as `npm run -s nardy -- <command>`.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { closeQuietlyOnEpipe } from './stdout.ts';

export const COMMANDS: Record<
  string,
  { summary: string; load: () => Promise<{ run(args: string[]): Promise<number> }> }
> = {
  moves: { summary: 'legal plays for JSON lines on stdin', load: () => import('./moves.ts') },
  bench: { summary: 'benchmarks: bench movegen | bench selfplay', load: () => import('./bench.ts') },
  replay: { summary: 'replay a game record: nardy replay FILE', load: () => import('./replay.ts') },
  export: {
    summary: 'a record as a .mat match file: export --mat FILE [RECORD]',
    load: () => import('./matCommands.ts').then((m) => ({ run: m.runExport })),
  },
  import: {
    summary: 'a .mat match file as a record: import --mat FILE [--game N]',
    load: () => import('./matCommands.ts').then((m) => ({ run: m.runImport })),
  },
  bot: { summary: 'the computer opponent: JSON lines in, its play out', load: () => import('./botCommand.ts') },
  analyse: {
    summary: 'analyse every decision of a record: analyse FILE [--ply N] [--rollout TRIALS] [--text]',
    load: () => import('./analyseCommand.ts'),
  },
  hint: { summary: 'ranked plays: JSON lines in (as bot), the plays out', load: () => import('./hintCommand.ts') },
  selfplay: { summary: 'duplicate-dice match between two levels', load: () => import('./selfplayCommand.ts') },
  tournament: { summary: 'an Olympic-system bot tournament to the end', load: () => import('./tournamentCommand.ts') },
  serve: { summary: 'the web app and the game server on one port', load: () => import('./serveCommand.ts') },
  admin: {
    summary: "the server's operators: admin grant|revoke NAME [--database URL | --data DIR]",
    load: () => import('./adminCommand.ts'),
  },
  'online-bot': { summary: 'play a seat of an online table: --join URL', load: () => import('./onlineBotCommand.ts') },
  'verify-dice': { summary: "check an online record's dice proof: FILE", load: () => import('./verifyDiceCommand.ts') },
  backup: {
    summary: 'a consistent copy of the PGlite data: backup DIR|FILE --server URL | --data DIR',
    load: () => import('./backupCommand.ts'),
  },
  restore: {
    summary: 'a new PGlite data folder from a backup: restore FILE --data DIR',
    load: () => import('./backupCommand.ts').then((m) => ({ run: m.runRestore })),
  },
};

/** Runs one `nardy` command line; resolves to the exit status. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command) {
    const list = Object.entries(COMMANDS)
      .map(([n, c]) => `  ${n.padEnd(10)} ${c.summary}`)
      .join('\n');
    process.stderr.write(`usage: nardy <command> [options]\n\ncommands:\n${list}\n`);
    return name === undefined || name === '--help' || name === 'help' ? 0 : 2;
  }
  const module = await command.load();
  return module.run(args);
}

/** Whether this module is the program being run (not imported, e.g. by a test). */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  try {
    return entry !== undefined && realpathSync(entry) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  closeQuietlyOnEpipe(); // `nardy … | head` ends quietly when head has read enough
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`nardy: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
