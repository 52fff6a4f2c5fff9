import { readFile, writeFile } from 'node:fs/promises';
import { makeMat, parseMat } from '@nardy/parallel';

/**
 * `nardy export --mat FILE [RECORD]` and `nardy import --mat FILE [--game N]` (docs/cli.md): a game
 * record (docs/record-format.md) to a Jellyfish `.mat` match file GNU Backgammon imports, and back.
 * The `.mat` is always `--mat FILE`; the record is read from RECORD (or stdin) and written to stdout.
 * Results and refusals are one JSON line on stdout; a refusal (`{"error": {"code", "message"}}`)
 * exits with 1, bad flags with 2.
 */

type Outcome = { readonly json: unknown; readonly code: number };

const failure = (code: string, message: string): Outcome => ({ json: { error: { code, message } }, code: 1 });

async function readText(file: string | undefined): Promise<string> {
  if (file !== undefined && file !== '-') return readFile(file, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Flags of the form `--name value` / `--name=value`, and the positional arguments. */
function parseArgs(args: readonly string[], known: readonly string[]) {
  const flags: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    const value = eq < 0 ? args[++i] : arg.slice(eq + 1);
    if (!known.includes(name)) return { error: `unknown flag --${name}` };
    if (value === undefined) return { error: `--${name} needs a value` };
    flags[name] = value;
  }
  return { flags, positional };
}

/** The record text's `.mat` and what was left out (pure apart from JSON parsing). */
export function exportMatText(recordText: string, date = new Date()): Outcome & { readonly mat?: string } {
  let record: unknown;
  try {
    record = JSON.parse(recordText);
  } catch (error) {
    return failure('record/json', error instanceof Error ? error.message : String(error));
  }
  const r = makeMat(record, date);
  if (!r.ok) return failure(r.error.code, r.error.message);
  return { json: { exported: r.value.exported, skipped: r.value.skipped }, code: 0, mat: r.value.text };
}

/** The record a `.mat` text reads back into, or why not. */
export function importMatText(text: string, game?: number): Outcome {
  const r = parseMat(text, game === undefined ? {} : { game });
  return r.ok ? { json: r.value, code: 0 } : failure(r.error.code, r.error.message);
}

export async function runExport(args: string[]): Promise<number> {
  const parsed = parseArgs(args, ['mat']);
  if ('error' in parsed || parsed.flags.mat === undefined || parsed.positional.length > 1) {
    process.stderr.write(`${'error' in parsed ? `${parsed.error}\n` : ''}usage: nardy export --mat FILE [RECORD]\n`);
    return 2;
  }
  let out: ReturnType<typeof exportMatText>;
  try {
    out = exportMatText(await readText(parsed.positional[0]));
  } catch (error) {
    out = failure('record/unreadable', error instanceof Error ? error.message : String(error));
  }
  if (out.mat !== undefined) {
    try {
      await writeFile(parsed.flags.mat, out.mat);
    } catch (error) {
      out = failure('mat/unwritable', error instanceof Error ? error.message : String(error));
    }
  }
  process.stdout.write(`${JSON.stringify(out.json)}\n`);
  return out.code;
}

export async function runImport(args: string[]): Promise<number> {
  const parsed = parseArgs(args, ['mat', 'game']);
  const game = 'error' in parsed || parsed.flags.game === undefined ? undefined : Number(parsed.flags.game);
  if (
    'error' in parsed ||
    parsed.flags.mat === undefined ||
    parsed.positional.length > 0 ||
    (game !== undefined && !(Number.isInteger(game) && game >= 1))
  ) {
    process.stderr.write(
      `${'error' in parsed ? `${parsed.error}\n` : ''}usage: nardy import --mat FILE [--game N]  (N from 1)\n`,
    );
    return 2;
  }
  let out: Outcome;
  try {
    out = importMatText(await readText(parsed.flags.mat), game);
  } catch (error) {
    out = failure('mat/unreadable', error instanceof Error ? error.message : String(error));
  }
  process.stdout.write(`${JSON.stringify(out.json)}\n`);
  return out.code;
}
