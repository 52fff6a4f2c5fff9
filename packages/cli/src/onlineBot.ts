import { botCommand, type Level } from '@nardy/bot';
import { type OnlineError, type OnlineSnapshot, OnlineTable } from '@nardy/online';
import type { TableCommand } from '@nardy/parallel';
import type { Color } from '@nardy/rules';

/**
 * What the computer sends now for `player` (@nardy/bot `botCommand`: the command a person's click would
 * send, a whole play as one PLAY), or null when it is not his to act.
 */
export function botCommands(snapshot: OnlineSnapshot, player: Color, level: Level): TableCommand[] | null {
  const command = botCommand(snapshot.state, player, { level });
  if (command === null) return null;
  // Steps entered before a reconnection are still on the server's table (the log has only whole
  // plays): take them back first (at most four steps and the board choice; extra UNDOs are refused).
  const undo: TableCommand[] =
    command.type === 'PLAY' && snapshot.view.phase === 'moving'
      ? Array.from({ length: 5 }, () => ({ type: 'UNDO' }))
      : [];
  return [...undo, command];
}

/**
 * Plays a seat with the computer until the table is over. Refusals of a sequence (a view that moved on,
 * a command that raced the other seat) are not errors: the bot waits for the next change and decides again.
 * Connection drops are handled by `OnlineTable` (it reconnects by itself).
 */
export async function playSeat(table: OnlineTable, level: Level, log: (line: string) => void = () => {}) {
  const player = table.role;
  if (player === 'spectator') throw new Error('a watch link has no seat to play');
  let lastVersion = -1;
  for (;;) {
    const s = await table.until(
      (x) => x.state.over || (x.started && x.version !== lastVersion && botCommands(x, player, level) !== null),
      24 * 3600_000,
    );
    if (s.state.over) return s;
    lastVersion = s.version;
    const commands = botCommands(s, player, level) ?? [];
    for (const command of commands) {
      try {
        await table.send(command);
      } catch (e) {
        const code = (e as OnlineError).code;
        if (code !== 'undo/nothing') {
          log(`${command.type} refused (${code}); deciding again`);
          break;
        }
      }
    }
    if (table.status !== 'connected') await table.until(() => table.status === 'connected', 24 * 3600_000);
  }
}

export async function connectBot(join: string, level: Level, name?: string) {
  return OnlineTable.connect(join, { name: name ?? `Computer (${level})` });
}
