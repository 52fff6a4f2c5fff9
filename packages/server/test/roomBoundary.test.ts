import { matchMaker } from '@colyseus/core';
import { type OnlineError, OnlineTable, replayLog } from '@nardy/online';
import { parseTableConfig } from '@nardy/parallel';
import { seededRandom } from '@nardy/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTable, seatBoth, TWO_SHORT_BOARDS, testServer, waitFor } from './support/helpers.ts';

// The table room at its edges (the production issue §1–§2): one room per table however many come, the
// audience counted right, a claim of "abandoned" only against a seat that is really gone, every refused
// command settled for its sender, and a room that nothing a client sends can break.

let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer({ limits: { spectators: 3, messagesPerSecond: 1000, messageBurst: 1000 } });
});
afterAll(async () => {
  await server?.close();
});

describe('one room per table', () => {
  it('a full table refuses the next spectator with table/full — no second room — and counts its audience right', async () => {
    const created = await createTable(server.url);
    const { white, black } = await seatBoth(created);
    const watchers = await Promise.all([1, 2, 3].map(() => OnlineTable.connect(created.watch)));
    const refused: string[] = [];
    for (let i = 0; i < 3; i++) {
      await OnlineTable.connect(created.watch, { connectTimeout: 5000 }).then(
        (t) => t.close(),
        (e: OnlineError) => refused.push(e.code),
      );
    }
    expect(refused).toEqual(['table/full', 'table/full', 'table/full']);
    const rooms = await matchMaker.query({ name: 'table' });
    expect(rooms.filter((r) => r.roomId === created.id)).toHaveLength(1);
    await waitFor(() => white.snapshot.spectators === 3, 5000, 'three spectators counted');
    await watchers[0].close();
    await waitFor(() => white.snapshot.spectators === 2, 5000, 'one left: two');
    const again = await OnlineTable.connect(created.watch);
    await waitFor(() => white.snapshot.spectators === 3, 5000, 'a place freed is taken');
    await Promise.all([...watchers.slice(1), again, white, black].map((t) => t.close()));
  });
});

describe('claims', () => {
  it('"abandoned" only against a seat that has left the room: a connected opponent cannot be claimed', async () => {
    const created = await createTable(server.url);
    const { white, black } = await seatBoth(created);
    const refusals: string[] = [];
    white.on('refused', (r) => refusals.push(r.code));
    white.claim();
    await waitFor(() => refusals.includes('claim/not-allowed'), 5000, 'the claim refused');
    expect(white.snapshot.state.over).toBe(false);
    await black.close(); // a consented leave: away at once
    await waitFor(() => white.snapshot.claimable === 'black', 5000, 'black claimable');
    white.claim();
    const over = await white.until((s) => s.state.over, 5000);
    expect(over.forfeit).toEqual({ player: 'black', reason: 'abandoned' });
    await white.close();
  });
});

describe('a fuzzed room', () => {
  it('random frames and random commands from both seats and a spectator: the room stays up, nothing is half-applied, the log replays', {
    timeout: 60000,
  }, async () => {
    const created = await createTable(server.url, TWO_SHORT_BOARDS);
    const { white, black } = await seatBoth(created);
    const watch = await OnlineTable.connect(created.watch);
    const random = seededRandom(20261207);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
    const junk = (): unknown => {
      const kinds = [
        () => null,
        () => Math.floor(random() * 1e9) - 5e8,
        () => 'x'.repeat(Math.floor(random() * 200)),
        () => ({
          type: pick(['ROLL', 'PLAY', 'STEP', 'DOUBLE', 'ZAP', 'xstate.stop']),
          board: pick([0, 1, 7, -1, 'a']),
        }),
        () => [1, 2, { a: 3 }],
        () => ({ id: pick([1, -1, 1.5, 'a']), command: { type: pick(['UNDO', 'CONFIRM', 'TAKE']) } }),
      ];
      return pick(kinds)();
    };
    const types = ['command', 'sync', 'claim', 'chat', 'mute', 'report', 'rematch', 'auto', 'nonsense', 'command'];
    let accepted = 0;
    for (let i = 0; i < 400; i++) {
      const who = pick([white, black, watch]);
      if (who.status !== 'connected') continue;
      if (random() < 0.5) {
        who.sendRaw(pick(types), junk());
      } else {
        // A command that may or may not be allowed now, from whichever seat.
        const view = who.snapshot.view;
        const legal = view.boards.flatMap((b, board) => b.legal.map((m) => ({ board, m })));
        const command = pick([
          { type: 'ROLL' },
          { type: 'UNDO' },
          { type: 'CONFIRM' },
          { type: 'DOUBLE', board: pick([0, 1]) },
          { type: 'TAKE' },
          { type: 'CHOOSE_BOARD', board: pick([0, 1, 2]) },
          ...(legal.length > 0 ? [{ type: 'PLAY', board: pick(legal).board, steps: [] }] : []),
        ]);
        await who.send(command as never).then(
          () => accepted++,
          () => {},
        );
      }
    }
    // The server still answers, and every client holds the table the server stored.
    await white.send({ type: 'UNDO' }).catch(() => {});
    const stored = await server.store.loadTable(created.id);
    if (stored === null) throw new Error('the table is gone');
    const config = parseTableConfig(stored.spec);
    if (!config.ok) throw new Error(config.error.message);
    const replay = replayLog(
      config.value,
      stored.log.map((e) => e.entry),
    );
    expect(replay.ok).toBe(true);
    for (const c of [white, black, watch].filter((t) => t.status === 'connected')) {
      await c.until((s) => s.log.length === stored.log.length, 5000);
      expect(c.snapshot.log).toEqual(stored.log.map((e) => e.entry));
    }
    expect(accepted).toBeGreaterThan(0);
    const health = await fetch(new URL('api/health', server.url));
    expect(health.status).toBe(200);
    await Promise.all([white, black, watch].map((t) => t.close()));
  });
});
