import { readFile } from 'node:fs/promises';
import { verifyDice } from '@nardy/online';

/**
 * `nardy verify-dice FILE`: checks an online table's record (`GET /api/tables/:id/record` once the table is
 * over): the revealed server seed matches the commitment published at creation, and every roll is the one
 * HMAC-SHA-256(server seed, client seeds | table id | i) gives. Prints `{"ok": true, "rolls", "commitment"}`
 * (exit 0) or `{"error": {"code", "message", …}}` with the first bad roll's game, event, roll index,
 * expected and found dice (exit 1).
 */
export async function run(args: string[]): Promise<number> {
  const [file] = args;
  if (file === undefined || args.length !== 1) {
    process.stderr.write('usage: nardy verify-dice FILE\n');
    return 2;
  }
  let record: unknown;
  try {
    record = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    const code = e instanceof SyntaxError ? 'record/json' : 'record/unreadable';
    process.stdout.write(`${JSON.stringify({ error: { code, message: (e as Error).message } })}\n`);
    return 1;
  }
  const result = await verifyDice(record);
  if (result.ok) {
    process.stdout.write(`${JSON.stringify({ ok: true, rolls: result.rolls, commitment: result.commitment })}\n`);
    return 0;
  }
  process.stdout.write(`${JSON.stringify({ error: result.error })}\n`);
  process.stderr.write(`nardy verify-dice: ${result.error.message}\n`);
  return 1;
}
