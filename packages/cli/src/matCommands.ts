import { writeFile } from 'node:fs/promises';
import { makeMat, parseMat } from '@nardy/parallel';
import { parseArgs, report } from './flags.ts';
import { readInputText, recordJsonOf } from './input.ts';

const EXPORT_USAGE = 'usage: nardy export --mat FILE [RECORD]   (RECORD - or none: stdin)';
const IMPORT_USAGE = 'usage: nardy import --mat FILE [--game N]  (N from 1)';

/**
 * `nardy export --mat FILE [RECORD]` and `nardy import --mat FILE [--game N]` (docs/cli.md): a game
 * record (docs/record-format.md) to a Jellyfish `.mat` match file GNU Backgammon imports, and back.
 * The `.mat` is always `--mat FILE`; the record is read from RECORD (or stdin) and written to stdout.
 * Results and refusals are one JSON line on stdout; a refusal (`{"error": {"code", "message"}}`)
 * exits with 1, bad flags with 2.
 */

type Outcome = { readonly json: unknown; readonly code: number };

const failure = (code: string, message: string): Outcome => ({ json: { error: { code, message } }, code: 1 });

/** The record text's `.mat` and what was left out (pure apart from JSON parsing). */
export function exportMatText(recordText: string, date = new Date()): Outcome & { readonly mat?: string } {
  const record = recordJsonOf(recordText);
  if (!record.ok) return failure(record.error.code, record.error.message);
  const r = makeMat(record.value, date);
  if (!r.ok) return failure(r.error.code, r.error.message);
  return { json: { exported: r.value.exported, skipped: r.value.skipped }, code: 0, mat: r.value.text };
}

/** The record a `.mat` text reads back into, or why not. */
export function importMatText(text: string, game?: number): Outcome {
  const r = parseMat(text, game === undefined ? {} : { game });
  return r.ok ? { json: r.value, code: 0 } : failure(r.error.code, r.error.message);
}

export async function runExport(args: string[]): Promise<number> {
  const parsed = parseArgs(args, { command: 'export', usage: EXPORT_USAGE, flags: ['mat'], args: [0, 1] });
  if (!parsed.ok) return report(parsed);
  const mat = parsed.flags.mat;
  if (mat === undefined)
    return report({ status: 2, message: `nardy export: --mat FILE is required\n${EXPORT_USAGE}\n` });
  let out: ReturnType<typeof exportMatText>;
  try {
    out = exportMatText(await readInputText(parsed.args[0] ?? '-'));
  } catch (error) {
    out = failure('record/unreadable', error instanceof Error ? error.message : String(error));
  }
  if (out.mat !== undefined) {
    try {
      await writeFile(mat, out.mat);
    } catch (error) {
      out = failure('mat/unwritable', error instanceof Error ? error.message : String(error));
    }
  }
  process.stdout.write(`${JSON.stringify(out.json)}\n`);
  return out.code;
}

export async function runImport(args: string[]): Promise<number> {
  const parsed = parseArgs(args, { command: 'import', usage: IMPORT_USAGE, flags: ['mat', 'game'] });
  if (!parsed.ok) return report(parsed);
  const { mat, game: gameFlag } = parsed.flags;
  const game = gameFlag === undefined ? undefined : Number(gameFlag);
  if (mat === undefined)
    return report({ status: 2, message: `nardy import: --mat FILE is required\n${IMPORT_USAGE}\n` });
  if (game !== undefined && !(Number.isInteger(game) && game >= 1)) {
    return report({ status: 2, message: `nardy import: --game must be a whole number from 1\n${IMPORT_USAGE}\n` });
  }
  let out: Outcome;
  try {
    out = importMatText(await readInputText(mat), game);
  } catch (error) {
    out = failure('mat/unreadable', error instanceof Error ? error.message : String(error));
  }
  process.stdout.write(`${JSON.stringify(out.json)}\n`);
  return out.code;
}
