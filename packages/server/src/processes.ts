import { matchMaker } from '@colyseus/core';

/**
 * Dead processes, found without waiting: every living process keeps its Colyseus channel `p:<id>`
 * subscribed on Redis, and Redis drops a subscription the moment its connection closes (a killed
 * process's included). Colyseus' own health check instead waits 2 s for an answer that never comes, and
 * a join that meets a dead process's room waits for that too.
 */
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
 * their tables are rebuilt here at their next join. A process whose Redis connection merely blinked loses
 * its listings too; a table opened meanwhile in a second room cannot fork, as both write one log (unique
 * (table, seq)) and the loser reloads.
 */
export async function sweepDeadProcesses(): Promise<void> {
  const alive = await aliveProcesses();
  if (alive === null) return;
  for (const stat of await matchMaker.stats.fetchAll()) {
    if (stat.processId !== matchMaker.processId && !alive.has(stat.processId)) await forget(stat.processId);
  }
}

/**
 * Before a join looks for the room of `roomId`: if it is listed in a process that is gone, that process is
 * forgotten now, so the join rebuilds the room here instead of waiting for the dead one to answer.
 */
export async function forgetDeadHolder(roomId: string): Promise<void> {
  const listing = await matchMaker.driver.findOne({ roomId });
  if (!listing || listing.processId === matchMaker.processId) return;
  const alive = await aliveProcesses();
  if (alive !== null && !alive.has(listing.processId)) await forget(listing.processId);
}
