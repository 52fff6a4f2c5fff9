/**
 * The command line of a subcommand, read the same way by every one of them: `--name value` or
 * `--name=value` for the flags it names, plain arguments up to the count it takes (`-` is one: stdin),
 * `--` ends the flags. Anything else is refused before the command does any work, with one wording —
 * `nardy <command>: unknown flag --x`, then the usage line, exit status 2 — so that a typo is never a
 * silent default. `--help` prints the usage and exits 0.
 */
export interface CommandLine {
  /** The command's name as typed after `nardy` (`moves`, `bench movegen`). */
  readonly command: string;
  readonly usage: string;
  /** Flags that take a value. */
  readonly flags?: readonly string[];
  /** Flags that take none (true when given). */
  readonly switches?: readonly string[];
  /** How many plain arguments the command takes: [at least, at most]. Default none. */
  readonly args?: readonly [number, number];
}

export type ParsedArgs =
  | { readonly ok: true; readonly flags: Readonly<Record<string, string>>; readonly args: readonly string[] }
  | {
      readonly ok: false;
      readonly status: number;
      /** What is wrong, e.g. `unknown flag --x` (empty for `--help`). */
      readonly reason: string;
      /** The whole text to print: `nardy <command>: <reason>` and the usage line (or the usage alone). */
      readonly message: string;
    };

/** Reads `argv` against `line`; a refusal carries the text to print on stderr and the exit status. */
export function parseArgs(argv: readonly string[], line: CommandLine): ParsedArgs {
  const refuse = (reason: string): ParsedArgs => ({
    ok: false,
    status: 2,
    reason,
    message: `nardy ${line.command}: ${reason}\n${line.usage}\n`,
  });
  const flags: Record<string, string> = {};
  const args: string[] = [];
  const [least, most] = line.args ?? [0, 0];
  let onlyArgs = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (onlyArgs || arg === '-' || !arg.startsWith('-')) {
      if (args.length >= most) return refuse(`unexpected argument ${arg}`);
      args.push(arg);
      continue;
    }
    if (arg === '--') {
      onlyArgs = true;
      continue;
    }
    if (arg === '--help' || arg === '-h') return { ok: false, status: 0, reason: '', message: `${line.usage}\n` };
    const [name, inline] = arg.startsWith('--') ? arg.slice(2).split(/=(.*)/s, 2) : [arg, undefined];
    if (line.switches?.includes(name)) {
      if (inline !== undefined) return refuse(`--${name} takes no value`);
      flags[name] = 'true';
      continue;
    }
    if (!arg.startsWith('--') || !line.flags?.includes(name)) return refuse(`unknown flag ${arg.split('=')[0]}`);
    const value = inline ?? argv[i + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      return refuse(`--${name} needs a value`);
    }
    if (inline === undefined) i++;
    flags[name] = value;
  }
  if (args.length < least) return refuse(least === 1 ? 'missing argument' : `needs ${least} arguments`);
  return { ok: true, flags, args };
}

/** Prints a refusal (or the help) where it belongs and returns the exit status. */
export function report(refusal: { readonly status: number; readonly message: string }): number {
  (refusal.status === 0 ? process.stdout : process.stderr).write(refusal.message);
  return refusal.status;
}
