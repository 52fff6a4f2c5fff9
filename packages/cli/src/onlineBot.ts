import { chooseBoardAndPlay, cubeDecision, type Level } from '@nardy/bot';
import { type OnlineError, type OnlineSnapshot, OnlineTable } from '@nardy/online';
import type { TableCommand } from '@nardy/parallel';
import type { Color } from '@nardy/rules';

/**
 * What the computer sends now for `player`, as the commands a person's clicks produce, or null when it is
 * not his to act. A whole play is sent as its steps and a CONFIRM.
 * TODO(issue 12): once `botCommand(state, player, options)` from @nardy/bot is on main, this becomes one
 * call (and a play one `PLAY` command).
 */
export function botCommands(snapshot: OnlineSnapshot, player: Color, level: Level): TableCommand[] | null {
  const { state, view } = snapshot;
  if (state.over) return null;
  const { game } = state;
  switch (game.phase) {
    case 'opening':
      return [{ type: 'ROLL' }];
    case 'gameOver':
      return [{ type: 'NEXT_GAME' }];
    case 'beforeRoll': {
      if (game.turn !== player) return null;
      const cube = cubeDecision(state);
      if (!cube.ok || cube.value.kind !== 'double') return [{ type: 'ROLL' }];
      return [cube.value.board === null ? { type: 'DOUBLE' } : { type: 'DOUBLE', board: cube.value.board }];
    }
    case 'awaitingReply': {
      if (game.offer === null || game.offer.by === player) return null;
      const reply = cubeDecision(state);
      if (reply.ok && reply.value.kind === 'drop') return [{ type: 'DROP', board: reply.value.board }];
      return [{ type: 'TAKE' }];
    }
    case 'chooseBoard':
    case 'moving': {
      if (game.turn !== player) return null;
      const choice = chooseBoardAndPlay(state, { level });
      if (!choice.ok) throw new Error(`bot: ${choice.error.message}`);
      const { board, steps } = choice.value;
      // Steps entered before a reconnection are still on the server's table (the log has only whole
      // plays): take them back first (at most four steps and the board choice; extra UNDOs are refused).
      const undo: TableCommand[] = view.phase === 'moving' ? Array.from({ length: 5 }, () => ({ type: 'UNDO' })) : [];
      return [
        ...undo,
        { type: 'CHOOSE_BOARD', board },
        ...steps.map((s) => ({ type: 'STEP', board, from: s.from, to: s.to, die: s.die }) as const),
        { type: 'CONFIRM' },
      ];
    }
  }
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
