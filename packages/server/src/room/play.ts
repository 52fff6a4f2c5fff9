import type { Client } from '@colyseus/core';
import { isLevel } from '@nardy/bot';
import { type EntryMeta, type Forfeit, type LogEntry, replayLog, type UpdateMessage } from '@nardy/online';
import {
  type AutoPlaySettings,
  computerSeat,
  NO_AUTO_PLAY,
  parseAutoPlay,
  personSeat,
  recordFromState,
  type Seat,
  type SessionChange,
  TableSession,
} from '@nardy/parallel';
import { type Color, err, ok, type Result } from '@nardy/rules';
import { StorageConflict } from '../storage/tableStore.ts';
import { type TableDiceSource, tableDice } from '../tableDice.ts';
import { tableWinner } from './ratings.ts';
import { seatOf } from './seats.ts';
import type { TableRoom } from './tableRoom.ts';
import { isMessageId, refuse, tell } from './wire.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The log entry a change appends: its record event, or the start of the next game; null for none. */
export function entryOf(change: Pick<SessionChange, 'event' | 'command'>): LogEntry | null {
  return change.event ?? (change.command?.type === 'NEXT_GAME' ? { type: 'next-game' } : null);
}

/** What the room passes with a command of its own (a forfeit). */
interface RoomMeta {
  readonly forfeit?: Forfeit;
}

/** The session's seat for a room's seat: the computer at its level, or a person with his auto-play. */
function sessionSeat(room: TableRoom, color: Color): Seat {
  const seat = room.seats[color];
  if (seat.computer !== null && isLevel(seat.computer)) {
    const level = seat.computer;
    return computerSeat((state, player) => room.settings.computer.decide(state, player, level), {
      thinkMs: room.settings.computerThinkMs ?? 500,
    });
  }
  return personSeat(seat.auto ?? NO_AUTO_PLAY);
}

/**
 * Once both seats are claimed (a computer's seat is claimed when the table is made), their client seeds
 * are fixed: the table's dice exist and its session starts — the one host of the table, which applies
 * every command, plays the seats' forced choices and the computer's seats.
 */
export function startIfReady(room: TableRoom, nextRoll: number): void {
  if (room.session !== null || !room.seats.white.claimed || !room.seats.black.claimed) return;
  const seeds = { white: room.seats.white.clientSeed ?? '', black: room.seats.black.clientSeed ?? '' };
  room.dice = tableDice(room.serverSeed, seeds, room.tableId, nextRoll);
  const session = new TableSession({
    table: room.table,
    dice: room.dice,
    seats: { white: sessionSeat(room, 'white'), black: sessionSeat(room, 'black') },
    timers: room.settings.time,
    autoDelayMs: room.settings.autoDelayMs ?? 600,
    commit: (change) => persist(room, change),
  });
  session.on('change', (change) => told(room, change));
  session.on('seatError', (e) =>
    room.logger.error({ player: e.player, attempt: e.attempt }, `the computer failed: ${e.message}`),
  );
  room.session = session;
  room.clocks?.sync(room.table);
  session.start();
}

/** A seat's settings changed (it joined with its auto-play, or sent `auto`): the session seats it anew. */
export function reseat(room: TableRoom, color: Color): void {
  room.session?.setSeat(color, sessionSeat(room, color));
}

/**
 * Persist, then tell: stores the change's log entry (and, when it ends a game, the game; when it ends
 * the table, the ratings) before the session adopts it. A failed write applies nothing: the command is
 * refused with `server/storage`, or `table/conflict` when another process stored that entry first (the
 * room then reloads the stored log, which is the truth).
 */
async function persist(room: TableRoom, change: SessionChange): Promise<Result<unknown, string>> {
  const entry = entryOf(change);
  if (entry === null) return ok(null);
  const { before, after } = change;
  const dice = change.dice as TableDiceSource;
  const player = change.event !== null && 'player' in change.event ? change.event.player : null;
  const clock = player !== null ? room.clocks?.entryClock(player) : undefined;
  const forfeit = (change.meta as RoomMeta | undefined)?.forfeit;
  const meta: EntryMeta | null =
    clock || forfeit
      ? {
          ...(clock
            ? {
                clock:
                  forfeit?.reason === 'timeout'
                    ? { ...clock, reserveMs: { ...clock.reserveMs, [forfeit.player]: 0 } }
                    : clock,
              }
            : {}),
          ...(forfeit ? { forfeit } : {}),
        }
      : null;
  const gameEnded = before.game.outcome === null && after.game.outcome !== null;
  const finished = gameEnded
    ? {
        game: after.history.length,
        record: { ...recordFromState(after), dice: room.proof(after.over) },
        winner: after.game.outcome?.winner ?? null,
        net: Math.abs(after.game.outcome?.net ?? 0),
        tableOver: after.over,
        tableWinner: after.over ? tableWinner(after) : null,
        afterTableOver: after.over ? room.ratingOnEnd(after) : undefined,
      }
    : undefined;
  const started = performance.now();
  try {
    const rated = await room.settings.store.append(
      room.tableId,
      room.logEntries.length,
      entry,
      dice.nextRoll,
      finished,
      meta,
    );
    room.settings.metrics?.storage((performance.now() - started) / 1000);
    if (rated) room.ratingChanges = rated as typeof room.ratingChanges;
  } catch (e) {
    if (e instanceof StorageConflict) {
      void room.enqueue(() => room.reload());
      return err('table/conflict', 'the table moved on elsewhere; here is its current state');
    }
    room.logger.error({ err: e, seq: room.logEntries.length }, 'storing an entry failed');
    return err('server/storage', 'the server could not store the command; nothing was applied');
  }
  room.logEntries.push(entry); // in place: a snapshot sends (encodes) the log when it is made
  room.clocks?.committed();
  if (forfeit) room.forfeit = forfeit;
  if (forfeit?.reason === 'timeout') room.clocks?.flag(forfeit.player);
  return ok(null);
}

/** After the session adopted a change: every client is told (the update), and the lobby and ratings follow. */
function told(room: TableRoom, change: SessionChange): void {
  const { before, after } = change;
  const entry = entryOf(change);
  room.table = after;
  room.dice = change.dice as TableDiceSource;
  if (entry !== null) room.turnCommands = [];
  else if (change.command !== null) room.turnCommands = [...room.turnCommands, change.command];
  room.version += 1;
  room.clocks?.sync(after);
  const update: UpdateMessage = {
    version: room.version,
    entries: entry === null ? [] : [entry],
    ...(entry === null && change.command !== null ? { command: change.command } : {}),
    ...(change.auto !== null ? { auto: change.auto } : {}),
    log: room.logEntries.length,
    ...(after.over && !before.over ? { dice: room.proof() } : {}),
    clock: room.clocks?.view() ?? null,
    claimable: room.claimable(),
    forfeit: room.forfeit,
  };
  room.broadcast('update', update);
  if (after.over !== before.over || (entry !== null && entry.type === 'opening')) room.publishToLobby();
  if (after.over && !before.over && room.ratingChanges !== null) {
    const changes = room.ratingChanges;
    room.seats.white.rating = Math.round(changes.white.after);
    room.seats.black.rating = Math.round(changes.black.after);
    room.broadcast('rating', changes);
    room.broadcastSeats();
  }
  if (after.game.outcome !== null && before.game.outcome === null) room.settings.metrics?.gameFinished();
}

/** A client's `command` message: for its own seat only; acknowledged once stored, or refused with a code. */
export async function onCommand(room: TableRoom, client: Client, payload: unknown): Promise<void> {
  if (!isRecord(payload) || (payload.id !== undefined && !isMessageId(payload.id)) || !('command' in payload)) {
    room.gate.strike(client, 'message/malformed', 'a command message is {"id"?: number, "command": TableCommand}');
    return;
  }
  const id = payload.id as number | undefined;
  const seat = seatOf(room, client);
  if (seat === null) return refuse(client, 'seat/replaced', 'this connection no longer holds a seat', id);
  if (seat === 'spectator') return refuse(client, 'seat/spectator', 'spectators cannot play', id);
  const session = room.session;
  if (session === null) return refuse(client, 'table/waiting', 'waiting for the other player to join', id);
  const raw = payload.command;
  if (isRecord(raw) && raw.player !== undefined && raw.player !== seat) {
    return refuse(client, 'turn/not-yours', `this connection plays ${seat}`, id);
  }
  // The server's time decides: a command that arrives after its sender's flag fell is too late.
  await room.flagIfSpent();
  const started = performance.now();
  const r = await session.submit(raw, { as: seat });
  // metrics: a lost race with another process and a failed write are told apart from a refusal.
  const result = r.ok
    ? 'accepted'
    : r.error.code === 'table/conflict'
      ? 'conflict'
      : r.error.code === 'server/storage'
        ? 'failed'
        : 'refused';
  room.settings.metrics?.command(result, (performance.now() - started) / 1000);
  if (!r.ok) {
    room.gate.clear(client.sessionId);
    return refuse(client, r.error.code as never, r.error.message, id);
  }
  room.gate.clear(client.sessionId);
  if (id !== undefined) tell(client, 'ack', { id, version: room.version });
}

/** A seat's `auto` message: what the server plays by itself for it from now on. */
export function onAuto(room: TableRoom, client: Client, payload: unknown): void {
  const seat = seatOf(room, client);
  if (seat === null) {
    refuse(client, 'seat/replaced', 'this connection no longer holds a seat');
    return;
  }
  if (seat === 'spectator') {
    refuse(client, 'seat/spectator', 'only a seat has auto-play');
    return;
  }
  const auto: AutoPlaySettings | null = parseAutoPlay(payload);
  if (auto === null) {
    room.gate.strike(client, 'message/malformed', 'auto is {"board"?, "play"?, "bearOff"?, "roll"?: boolean}');
    return;
  }
  room.seats[seat].auto = auto;
  reseat(room, seat);
}

/**
 * The table as the server holds it for a rebuilt room: the stored log replayed (the turn's entered
 * steps are not stored: they start again).
 */
export function replayStored(config: Parameters<typeof replayLog>[0], log: readonly LogEntry[], id: string) {
  const rebuilt = replayLog(config, log);
  if (!rebuilt.ok) throw new Error(`table ${id}: log entry ${rebuilt.error.entry} refused (${rebuilt.error.code})`);
  return rebuilt.state;
}
