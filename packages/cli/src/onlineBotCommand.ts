import { isLevel } from '@nardy/bot';
import { OnlineError } from '@nardy/online';
import { connectBot, playSeat } from './onlineBot.ts';
import { parseOnlineFlags } from './onlineFlags.ts';

const USAGE = 'usage: nardy online-bot --join URL [--level beginner|club|strong|master] [--name NAME]\n';

/**
 * `nardy online-bot --join URL [--level L]`: plays that seat of an online table with the computer until the
 * game or match is over, then prints `{"over": true, "match": {...}}` and exits 0. It reconnects by itself
 * when the connection drops; a bad link, a seat opened elsewhere or an unknown table exit 1.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseOnlineFlags(args, ['join', 'level', 'name']);
  if (!parsed.ok || parsed.flags.join === undefined) {
    process.stderr.write(`nardy online-bot: ${parsed.ok ? '--join is required' : parsed.message}\n${USAGE}`);
    return 2;
  }
  const level = parsed.flags.level ?? 'strong';
  if (!isLevel(level)) {
    process.stderr.write(`nardy online-bot: unknown level ${level}\n${USAGE}`);
    return 2;
  }
  try {
    const table = await connectBot(parsed.flags.join, level, parsed.flags.name);
    table.on('status', (status) => process.stderr.write(`nardy online-bot: ${status}\n`));
    const end = await playSeat(table, level, (line) => process.stderr.write(`nardy online-bot: ${line}\n`));
    await table.close();
    process.stdout.write(`${JSON.stringify({ over: true, match: end.view.match })}\n`);
    return 0;
  } catch (e) {
    const code = e instanceof OnlineError ? e.code : 'bot/failed';
    process.stdout.write(`${JSON.stringify({ error: { code, message: (e as Error).message } })}\n`);
    return 1;
  }
}
