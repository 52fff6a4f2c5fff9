import { parseArgs as readTokens } from 'node:util';

/**
 * The command line of a subcommand, read the same way by every one of them (and by the lab's scripts):
 * `--name value` or `--name=value` for the flags it names, plain arguments up to the count it takes
 * (`-` is one: stdin), `--` ends the flags. Anything else is refused before the command does any work,
 * with one wording — `nardy <command>: unknown flag --x`, then the usage line, exit status 2 — so that
 * a typo is never a silent default. `--help` prints the usage and exits 0. Node's `util.parseArgs`
 * splits the arguments into tokens; the rules above are applied to its tokens here, in one place.
 */
export interface CommandLine {
  /** The command's name as typed after the program (`moves`, `bench movegen`). */
  readonly command: string;
  readonly usage: string;
  /** Flags that take a value. */
  readonly flags?: readonly string[];
  /** Flags that take none (true when given). */
  readonly switches?: readonly string[];
  /** How many plain arguments the command takes: [at least, at most]. Default none. */
  readonly args?: readonly [number, number];
  /** The program the refusals name (default `nardy`). */
  readonly program?: string;
}

export type ParsedArgs =
  | { readonly ok: true; readonly flags: Readonly<Record<string, string>>; readonly args: readonly string[] }
  | {
      readonly ok: false;
      readonly status: number;
      /** What is wrong, e.g. `unknown flag --x` (empty for `--help`). */
      readonly reason: string;
      /** The whole text to print: `<program> <command>: <reason>` and the usage line (or the usage alone). */
      readonly message: string;
    };

/** Reads `argv` against `line`; a refusal carries the text to print on stderr and the exit status. */
export function parseArgs(argv: readonly string[], line: CommandLine): ParsedArgs {
  const refuse = (reason: string): ParsedArgs => ({
    ok: false,
    status: 2,
    reason,
    message: `${line.program ?? 'nardy'} ${line.command}: ${reason}\n${line.usage}\n`,
  });
  const options: Record<string, { type: 'string' | 'boolean' }> = {};
  for (const name of line.flags ?? []) options[name] = { type: 'string' };
  for (const name of line.switches ?? []) options[name] = { type: 'boolean' };
  // Not strict: an unknown flag or a missing value becomes a token here and is refused below, in our words.
  const { tokens } = readTokens({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  const flags: Record<string, string> = {};
  const args: string[] = [];
  const [least, most] = line.args ?? [0, 0];
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      if (args.length >= most) return refuse(`unexpected argument ${token.value}`);
      args.push(token.value);
      continue;
    }
    // The argument as typed: a group of short flags (`-ab`) is one refusal, named as typed.
    const typed = argv[token.index];
    if (typed === '--help' || typed === '-h') {
      return { ok: false, status: 0, reason: '', message: `${line.usage}\n` };
    }
    const known = token.rawName.startsWith('--') ? options[token.name] : undefined;
    if (known === undefined) return refuse(`unknown flag ${typed.split('=')[0]}`);
    if (known.type === 'boolean') {
      if (token.inlineValue) return refuse(`--${token.name} takes no value`);
      flags[token.name] = 'true';
      continue;
    }
    // A flag's value is the next argument unless that is another flag (`--games --seed 1`).
    if (token.value === undefined || (!token.inlineValue && token.value.startsWith('--'))) {
      return refuse(`--${token.name} needs a value`);
    }
    flags[token.name] = token.value;
  }
  if (args.length < least) return refuse(least === 1 ? 'missing argument' : `needs ${least} arguments`);
  return { ok: true, flags, args };
}

/** Prints a refusal (or the help) where it belongs and returns the exit status. */
export function report(refusal: { readonly status: number; readonly message: string }): number {
  (refusal.status === 0 ? process.stdout : process.stderr).write(refusal.message);
  return refusal.status;
}
