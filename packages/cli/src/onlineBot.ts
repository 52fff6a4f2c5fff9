import { botCommand, type Level } from '@nardy/bot';
import { type OnlineError, OnlineTable } from '@nardy/online';

/**
 * Plays a seat of an online table with the computer (`botCommand` of @nardy/bot: the same commands a
 * person sends, a whole play as one PLAY) until the table is over; returns the last snapshot. A refusal
 * (a command that raced the other seat, a view that moved on, a storage failure) is not an error: the bot
 * decides again half a second later. Dropped connections are `OnlineTable`'s business: it reconnects by itself.
 */
export async function playSeat(table: OnlineTable, level: Level, log: (line: string) => void = () => {}) {
  const player = table.role;
  if (player === 'spectator') throw new Error('a watch link has no seat to play');
  let tried = -1;
  for (;;) {
    const s = await table.until(
      (x) => x.state.over || (x.started && x.version !== tried && botCommand(x.state, player, { level }) !== null),
      24 * 3600_000,
    );
    if (s.state.over) return s;
    tried = s.version;
    const command = botCommand(s.state, player, { level });
    if (command === null) continue;
    try {
      await table.send(command);
    } catch (e) {
      log(`${command.type} refused (${(e as OnlineError).code}); deciding again`);
      if (table.status !== 'connected') await table.until(() => table.status === 'connected', 24 * 3600_000);
      // Nothing may change before the bot acts again (a storage failure on its own turn): retry soon.
      await new Promise((r) => setTimeout(r, 500));
      tried = -1;
    }
  }
}

export async function connectBot(join: string, level: Level, name?: string) {
  return OnlineTable.connect(join, { name: name ?? `Computer (${level})` });
}
