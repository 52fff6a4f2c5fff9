import { botCommand, type Level } from '@nardy/bot';
import { applyEvent, type NardyRecord, replayRecord, type TableCommand, type TableState } from '@nardy/parallel';
import type { Color } from '@nardy/rules';

/** Page → worker: decide for `player` at the table this record describes (docs/app.md "Worker protocol"). */
export interface BotRequest {
  readonly type: 'decide';
  /** Echoed in the answer; the page ignores answers to requests it no longer waits for. */
  readonly id: number;
  readonly record: NardyRecord;
  readonly player: Color;
  readonly level: Level;
}

/** Why the worker gives no decision: not the computer's turn, the bot failed, a bad request, a record that does not replay. */
export const BOT_ERRORS = ['bot/not-its-turn', 'bot/failed', 'bot/bad-request', 'bot/record'] as const;
export type BotError = (typeof BOT_ERRORS)[number];

/**
 * Worker → page: the decision — the table command the computer sends (@nardy/bot `botCommand`: ROLL,
 * DOUBLE, TAKE, DROP, PLAY, NEXT_GAME, with its `player`) — or an error with a stable code; `ms` is the
 * time spent deciding.
 */
export type BotResponse =
  | { readonly type: 'decision'; readonly id: number; readonly decision: TableCommand; readonly ms: number }
  | { readonly type: 'error'; readonly id: number; readonly code: BotError; readonly message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The worker's logic without the worker: answers requests, replaying each record. Kept apart from
 * `botWorker.ts` so that tests run it in Node.
 */
export class BotCore {
  #last: { prefix: string; events: number; tail: string; state: TableState } | null = null;

  constructor(private readonly now: () => number = () => performance.now()) {}

  handle(message: unknown): BotResponse {
    const id = isObject(message) && typeof message.id === 'number' ? message.id : -1;
    if (
      !isObject(message) ||
      message.type !== 'decide' ||
      (message.player !== 'white' && message.player !== 'black') ||
      typeof message.level !== 'string'
    ) {
      return {
        type: 'error',
        id,
        code: 'bot/bad-request',
        message: 'expected {type: "decide", id, record, player, level}',
      };
    }
    const started = this.now();
    const state = this.#restore(message.record);
    if (!state.ok) return { type: 'error', id, code: 'bot/record', message: state.message };
    let decision: TableCommand | null;
    try {
      decision = botCommand(state.state, message.player, { level: message.level as Level });
    } catch (e) {
      return { type: 'error', id, code: 'bot/failed', message: (e as Error).message };
    }
    if (decision === null) {
      return { type: 'error', id, code: 'bot/not-its-turn', message: `it is not ${message.player}'s turn to act` };
    }
    return { type: 'decision', id, decision, ms: this.now() - started };
  }

  /**
   * The table a record describes. A record that only adds events to the last game of the previous
   * request (the usual case: one more roll or play) is brought up to date from the cached state.
   */
  #restore(record: unknown): { ok: true; state: TableState } | { ok: false; message: string } {
    const r = record as NardyRecord;
    const games = isObject(record) && Array.isArray(r.games) ? r.games : null;
    const lastGame = games && games.length > 0 ? games[games.length - 1] : null;
    const events = lastGame && Array.isArray(lastGame.events) ? lastGame.events : null;
    if (games && events && this.#last) {
      const prefix = JSON.stringify({ table: r.table, games: games.slice(0, -1), first: lastGame?.first });
      if (
        prefix === this.#last.prefix &&
        events.length >= this.#last.events &&
        JSON.stringify(events[this.#last.events - 1] ?? null) === this.#last.tail
      ) {
        let state = this.#last.state;
        let ok = true;
        for (const event of events.slice(this.#last.events)) {
          const next = applyEvent(state, event);
          if (!next.ok) {
            ok = false;
            break;
          }
          state = next.value;
        }
        if (ok) {
          this.#last = {
            prefix,
            events: events.length,
            tail: JSON.stringify(events[events.length - 1] ?? null),
            state,
          };
          return { ok: true, state };
        }
      }
    }
    const replay = replayRecord(record);
    if (!replay.ok) return { ok: false, message: `${replay.error.code}: ${replay.error.message}` };
    if (games && events) {
      const prefix = JSON.stringify({ table: r.table, games: games.slice(0, -1), first: lastGame?.first });
      this.#last = {
        prefix,
        events: events.length,
        tail: JSON.stringify(events[events.length - 1] ?? null),
        state: replay.value,
      };
    }
    return { ok: true, state: replay.value };
  }
}
