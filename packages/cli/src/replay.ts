import { readFile } from 'node:fs/promises';
import { replayRecord, summarizeTable } from '@nardy/parallel';

/**
 * `nardy replay FILE`: replays a game record (docs/record-format.md) and prints one JSON object: the
 * summary (`{"games", "match", "over"}`), or `{"error": {"code", "event"}}` with exit code 1 when an
 * event is refused (`event` = its index in its game). A record that cannot be read at all prints
 * `{"error": {"code", "message"}}`, also with exit code 1.
 */
export async function run(args: string[]): Promise<number> {
  const [file] = args;
  if (file === undefined || args.length !== 1) {
    process.stderr.write('usage: nardy replay FILE\n');
    return 2;
  }
  const out = await replayFile(file);
  process.stdout.write(`${JSON.stringify(out.json)}\n`);
  if (out.note) process.stderr.write(`${out.note}\n`);
  return out.code;
}

/** The replay of one file as the JSON to print, the exit code, and a note for stderr. */
export async function replayFile(file: string): Promise<{ json: unknown; code: number; note?: string }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { json: { error: { code: 'record/unreadable', message } }, code: 1 };
  }
  return replayText(text);
}

/** Replays record text (pure apart from JSON parsing). */
export function replayText(text: string): { json: unknown; code: number; note?: string } {
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { json: { error: { code: 'record/json', message } }, code: 1 };
  }
  const result = replayRecord(record);
  if (result.ok) return { json: summarizeTable(result.value), code: 0 };
  const { code, message, game, event } = result.error;
  if (event < 0) return { json: { error: { code, message } }, code: 1 };
  return { json: { error: { code, event } }, code: 1, note: `game ${game}, event ${event}: ${message}` };
}
