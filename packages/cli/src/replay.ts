import { replayRecord, summarizeTable } from '@nardy/parallel';
import { parseArgs, report } from './flags.ts';
import { readRecordJson, recordJsonOf } from './input.ts';
import { closeQuietlyOnEpipe } from './stdout.ts';

const USAGE = 'usage: nardy replay FILE   (FILE - reads the record from stdin)';

/**
 * `nardy replay FILE` (`-` = stdin): replays a game record (docs/record-format.md) and prints one JSON
 * object: the summary (`{"games", "match", "over"}`), or `{"error": {"code", "event"}}` with exit code 1
 * when an event is refused (`event` = its index in its game). A record that cannot be read at all prints
 * `{"error": {"code", "message"}}`, also with exit code 1. A UTF-8 byte order mark is accepted.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseArgs(args, { command: 'replay', usage: USAGE, args: [1, 1] });
  if (!parsed.ok) return report(parsed);
  closeQuietlyOnEpipe();
  const out = await replayFile(parsed.args[0]);
  process.stdout.write(`${JSON.stringify(out.json)}\n`);
  if (out.note) process.stderr.write(`${out.note}\n`);
  return out.code;
}

/** The replay of one file (`-` = stdin) as the JSON to print, the exit code, and a note for stderr. */
export async function replayFile(file: string): Promise<{ json: unknown; code: number; note?: string }> {
  const record = await readRecordJson(file);
  return record.ok ? replayJson(record.value) : { json: { error: record.error }, code: 1 };
}

/** Replays record text (pure apart from JSON parsing). */
export function replayText(text: string): { json: unknown; code: number; note?: string } {
  const record = recordJsonOf(text);
  return record.ok ? replayJson(record.value) : { json: { error: record.error }, code: 1 };
}

function replayJson(record: unknown): { json: unknown; code: number; note?: string } {
  const result = replayRecord(record);
  if (result.ok) return { json: summarizeTable(result.value), code: 0 };
  const { code, message, game, event } = result.error;
  if (event < 0) return { json: { error: { code, message } }, code: 1 };
  return { json: { error: { code, event } }, code: 1, note: `game ${game}, event ${event}: ${message}` };
}
