import { verifyDice } from '@nardy/online';
import { parseArgs, report } from './flags.ts';
import { readRecordJson } from './input.ts';

/**
 * `nardy verify-dice FILE` (`-` = stdin): checks an online table's record (`GET /api/tables/:id/record` once the table is
 * over): the revealed server seed matches the commitment published at creation, and every roll is the one
 * HMAC-SHA-256(server seed, client seeds | table id | i) gives. Prints `{"ok": true, "rolls", "commitment"}`
 * (exit 0) or `{"error": {"code", "message", …}}` with the first bad roll's game, event, roll index,
 * expected and found dice (exit 1).
 */
export async function run(args: string[]): Promise<number> {
  const usage = 'usage: nardy verify-dice FILE   (FILE - reads the record from stdin)';
  const parsed = parseArgs(args, { command: 'verify-dice', usage, args: [1, 1] });
  if (!parsed.ok) return report(parsed);
  const record = await readRecordJson(parsed.args[0]);
  if (!record.ok) {
    process.stdout.write(`${JSON.stringify({ error: record.error })}\n`);
    return 1;
  }
  const result = await verifyDice(record.value);
  if (result.ok) {
    process.stdout.write(`${JSON.stringify({ ok: true, rolls: result.rolls, commitment: result.commitment })}\n`);
    return 0;
  }
  process.stdout.write(`${JSON.stringify({ error: result.error })}\n`);
  process.stderr.write(`nardy verify-dice: ${result.error.message}\n`);
  return 1;
}
