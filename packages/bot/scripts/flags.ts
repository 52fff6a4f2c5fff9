import { execSync } from 'node:child_process';

/**
 * The command line of a script as `--name value` or `--name=value` pairs: every script reads its
 * options the same way. A name followed by another `--name`, or last, has the value '' (a switch).
 */
export function parseFlags(args: readonly string[] = process.argv.slice(2)): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const [name, value] = args[i].replace(/^--/, '').split('=', 2);
    flags[name] = value ?? (args[i + 1] !== undefined && !args[i + 1].startsWith('--') ? args[++i] : '');
  }
  return flags;
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
