import { isLevel } from '@nardy/bot';
import { OnlineError } from '@nardy/online';
import { parseArgs, report } from './flags.ts';
import { connectBot, playSeat } from './onlineBot.ts';

const USAGE = 'usage: nardy online-bot --join URL [--level beginner|club|strong|master] [--name NAME]';

/**
 * `nardy online-bot --join URL [--level L]`: plays that seat of an online table with the computer until the
 * game or match is over, then prints `{"over": true, "match": {...}}` and exits 0. It reconnects by itself
 * when the connection drops; a bad link, a seat opened elsewhere or an unknown table exit 1.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseArgs(args, { command: 'online-bot', usage: USAGE, flags: ['join', 'level', 'name'] });
  if (!parsed.ok) return report(parsed);
  if (parsed.flags.join === undefined) {
    return report({ status: 2, message: `nardy online-bot: --join is required\n${USAGE}\n` });
  }
  const level = parsed.flags.level ?? 'strong';
  if (!isLevel(level)) {
    return report({ status: 2, message: `nardy online-bot: unknown level ${level}\n${USAGE}\n` });
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
