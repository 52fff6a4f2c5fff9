import { execSync } from 'node:child_process';
import { type CommandLine, parseArgs, report } from '@nardy/cli/src/flags.ts';

/**
 * A lab script's command line, read by the `nardy` command's own rules (`--name value` or
 * `--name=value` for the flags it names, switches, `--help`, `--`): an unknown flag or a missing value
 * prints `lab <script>: …` and the usage line and exits with status 2 before any work.
 */
export function readCommandLine(
  line: Omit<CommandLine, 'program'>,
  argv: readonly string[] = process.argv.slice(2),
): { readonly flags: Readonly<Record<string, string>>; readonly args: readonly string[] } {
  const parsed = parseArgs(argv, { ...line, program: 'lab' });
  if (!parsed.ok) process.exit(report(parsed));
  return parsed;
}

/**
 * The commit of the repository this script is in, wherever the run was started from, for the
 * provenance of what it writes; 'unknown' outside a git checkout.
 */
export function scriptCommit(): string {
  try {
    return execSync('git rev-parse HEAD', { cwd: new URL('.', import.meta.url), stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}
