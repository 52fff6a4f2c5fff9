import { join, resolve } from 'node:path';
import { parseArgs, report } from './flags.ts';

const USAGE = 'usage: nardy admin grant|revoke NAME [--database URL] [--data DIR]';
const ACTIONS = ['grant', 'revoke'] as const;
type Action = (typeof ACTIONS)[number];

/**
 * `nardy admin grant NAME` / `nardy admin revoke NAME`: gives an account the operator role (the
 * moderation routes: the report queue, mute, ban, close a table) or takes it back. It opens the database
 * that `nardy serve` uses with the same flags — PostgreSQL at --database / DATABASE_URL, else the PGlite
 * folder --data (default `.nardy/db`; a PGlite folder is one process's: stop the server first). Prints
 * `{"name", "operator"}`; exit 1 when no account has that name, 2 for a bad command line.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseArgs(args, { command: 'admin', usage: USAGE, flags: ['database', 'data'], args: [0, 2] });
  if (!parsed.ok) return report(parsed);
  const [action, name] = parsed.args;
  if (!ACTIONS.includes(action as Action) || name === undefined) {
    const reason = action === undefined ? 'grant or revoke?' : 'give grant|revoke and a name';
    return report({ status: 2, message: `nardy admin: ${reason}\n${USAGE}\n` });
  }
  // The server package (PGlite, Colyseus) is loaded only for a command line that will use it.
  const { ModerationStore, openDatabase, TableStore } = await import('@nardy/server');
  const url = parsed.flags.database ?? process.env.DATABASE_URL;
  const database = await openDatabase(
    url ? { url } : { dataDir: resolve(parsed.flags.data ?? join('.nardy', 'db')) },
    (line) => process.stderr.write(`nardy admin: ${line}\n`),
  );
  try {
    const moderation = new ModerationStore(database.db, new TableStore(database.db));
    const operator = action === 'grant';
    if (!(await moderation.setOperator(name, operator))) {
      process.stderr.write(`nardy admin: no account is named ${JSON.stringify(name)}\n`);
      return 1;
    }
    const user = await moderation.user(name);
    process.stdout.write(`${JSON.stringify({ name: user?.name ?? name, operator })}\n`);
    return 0;
  } finally {
    await database.close();
  }
}
