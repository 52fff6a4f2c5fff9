import { matchMaker, type Room } from '@colyseus/core';
import type { RedisDriver } from '@colyseus/redis-driver';
import type { RedisPresence } from '@colyseus/redis-presence';

/**
 * Several processes over one Redis (docs/online.md "Several processes"): noticing dead processes without
 * waiting, and riding out a Redis that restarts.
 *
 * Dead processes: every living process keeps its Colyseus channel `p:<id>` subscribed on Redis, and
 * Redis drops a subscription the moment its connection closes (a killed process's included). Colyseus'
 * own health check instead waits 2 s for an answer that never comes, and a join that meets a dead
 * process's room waits for that too.
 *
 * A Redis restart: every process loses its subscriptions at once and gets them back when its client
 * reconnects (within about 2 s), and a Redis without persistence forgets every room listing. So for a
 * while after this process's own reconnection nobody is judged dead (the others may not be back yet),
 * and this process lists its rooms and its stats again.
 */

/** How long after this process's own (re)connection to Redis the others' missing subscriptions prove nothing. */
export const REDIS_SETTLE_MS = 3000;

/** The part of an ioredis client watched here. */
interface RedisClient {
  on(event: 'error', listener: (e: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

export class RedisWatch {
  /** When this process's subscriber connection was last (re)established. */
  #readyAt = Date.now();
  #lastError = 0;

  constructor(
    presence: RedisPresence,
    driver: RedisDriver,
    private readonly rooms: ReadonlySet<Room>,
    private readonly log: (line: string) => void,
  ) {
    // The clients are not public: the presence's publisher and subscriber, the driver's client.
    const { pub, sub } = presence as unknown as { pub: RedisClient; sub: RedisClient };
    const clients: [string, RedisClient][] = [
      ['presence', pub],
      ['subscriptions', sub],
      ['rooms', (driver as unknown as { _client: RedisClient })._client],
    ];
    for (const [role, client] of clients) {
      // Without a listener ioredis prints every failed reconnection with its stack.
      client.on('error', (e: Error) => this.#error(role, e));
    }
    let connectedBefore = false;
    sub.on('ready', () => {
      this.#readyAt = Date.now();
      if (connectedBefore) void this.#relist();
      connectedBefore = true;
    });
  }

  /** Whether the other processes have had time to come back since this one did. */
  settled(now = Date.now()): boolean {
    return now - this.#readyAt >= REDIS_SETTLE_MS;
  }

  /** When the settling after this process's latest reconnection ends. */
  get settledAt(): number {
    return this.#readyAt + REDIS_SETTLE_MS;
  }

  /** One line per second at most while Redis cannot be reached. */
  #error(role: string, e: Error): void {
    const now = Date.now();
    if (now - this.#lastError < 1000) return;
    this.#lastError = now;
    this.log(`redis (${role}): ${e.message.split('\n', 1)[0]}`);
  }

  /** After a reconnection: this process's rooms and stats are listed again (a restarted Redis has none). */
  async #relist(): Promise<void> {
    this.log(`redis is back: listing ${this.rooms.size} rooms of this process again`);
    try {
      for (const room of this.rooms) if (room.roomId) await room.listing.save();
      await matchMaker.stats.persist(true);
    } catch (e) {
      this.log(`redis: listing the rooms again failed: ${String(e)}`);
    }
  }
}

/** The watch of this process's Redis (one per process, as Colyseus' matchmaker is). */
let current: RedisWatch | null = null;

/** Starts watching this process's Redis (null: stops, when the server closes). */
export function watchRedis(watch: RedisWatch | null): void {
  current = watch;
}

async function aliveProcesses(): Promise<Set<string> | null> {
  const channels = matchMaker.presence.channels?.bind(matchMaker.presence);
  if (channels === undefined) return null;
  return new Set((await channels('p:*')).map((c) => c.slice(2)));
}

async function forget(processId: string): Promise<void> {
  await matchMaker.stats.excludeProcess(processId);
  await matchMaker.driver.cleanup?.(processId);
}

/**
 * Drops from Redis the rooms and the stats of processes that hold no subscription on it any more, so that
 * their tables are rebuilt here at their next join. Not while Redis is settling after a reconnection. A
 * process whose Redis connection merely blinked loses its listings too (it lists them again when it is
 * back); a table opened meanwhile in a second room cannot fork, as both write one log (unique (table,
 * seq)) and the loser reloads.
 */
export async function sweepDeadProcesses(): Promise<void> {
  if (current === null || !current.settled()) return;
  const alive = await aliveProcesses();
  if (alive === null) return;
  for (const stat of await matchMaker.stats.fetchAll()) {
    if (stat.processId !== matchMaker.processId && !alive.has(stat.processId)) await forget(stat.processId);
  }
}

/**
 * Before a join looks for the room of `roomId`. If it is listed in a process that is gone, that process is
 * forgotten now, so the join rebuilds the room here instead of waiting for the dead one to answer. While
 * Redis is settling after a reconnection, a room that is not listed may be one whose process has not
 * listed it again yet: the join waits for its listing until the settling ends, rather than open a second
 * room of the table here (whose spectators would never see the moves made in the first). Never fails
 * the join: when Redis cannot answer, the matchmaker's own call says so.
 */
export async function forgetDeadHolder(roomId: string): Promise<void> {
  const watch = current;
  if (watch === null) return;
  try {
    if (!watch.settled()) {
      while (!watch.settled() && !(await matchMaker.driver.has(roomId))) {
        await new Promise((r) => setTimeout(r, Math.min(100, Math.max(1, watch.settledAt - Date.now()))));
      }
      return;
    }
    const listing = await matchMaker.driver.findOne({ roomId });
    if (!listing || listing.processId === matchMaker.processId) return;
    const alive = await aliveProcesses();
    if (alive !== null && !alive.has(listing.processId)) await forget(listing.processId);
  } catch {
    // Redis is away: the join's own matchmaking answers for it
  }
}
