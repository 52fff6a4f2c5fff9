import type { TableCommand, TableState } from '@nardy/parallel';
import { type Color, loadPlaysKernel } from '@nardy/rules';
import type { Level } from './levels.ts';
import { botCommand } from './seat.ts';
import { loadCommittedWeights } from './weights.ts';

// The computer in a worker: the messages a page and a worker exchange (docs/app.md, "The computer"),
// and the worker's side of them (the page's is `BotWorkerClient`). The web app's worker and the elements'
// computer worker (`nardy-computer.js`, for `<nardy-table opponent="computer">`) both run `serveBotWorker`.

/**
 * Page → worker: decide for `player` at this table. The page sends its table machine's own state (a
 * structured clone of it), so the worker carries no table core to replay a record with; whatever it
 * answers, the page's machine checks like any other command.
 */
export interface BotRequest {
  readonly type: 'decide';
  /** Echoed in the answer; the page ignores answers to requests it no longer waits for. */
  readonly id: number;
  readonly state: TableState;
  readonly player: Color;
  readonly level: Level;
}

/** Why the worker gives no decision: not the computer's turn, the bot failed (a state it cannot read too), a bad request. */
export const WORKER_ERRORS = ['bot/not-its-turn', 'bot/failed', 'bot/bad-request'] as const;
export type WorkerError = (typeof WORKER_ERRORS)[number];

/**
 * Worker → page: the decision — the table command the computer sends (@nardy/bot `botCommand`: ROLL,
 * DOUBLE, TAKE, DROP, PLAY, NEXT_GAME, with its `player`) — or an error with a stable code; `ms` is the
 * time spent deciding.
 */
export type BotResponse =
  | { readonly type: 'decision'; readonly id: number; readonly decision: TableCommand; readonly ms: number }
  | { readonly type: 'error'; readonly id: number; readonly code: WorkerError; readonly message: string };

/** Milliseconds of a monotonic clock where there is one (pages, workers, Node), else of the wall clock. */
const clock = (): number => (globalThis as { performance?: { now(): number } }).performance?.now() ?? Date.now();

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The worker's logic without the worker: answers requests with `botCommand` on the state they carry.
 * Kept apart from any worker script so that tests run it in Node.
 */
export class BotCore {
  readonly #now: () => number;

  constructor(now: () => number = clock) {
    this.#now = now;
  }

  handle(message: unknown): BotResponse {
    const id = isObject(message) && typeof message.id === 'number' ? message.id : -1;
    if (
      !isObject(message) ||
      message.type !== 'decide' ||
      !isObject(message.state) ||
      !isObject(message.state.game) ||
      !isObject(message.state.config) ||
      (message.player !== 'white' && message.player !== 'black') ||
      typeof message.level !== 'string'
    ) {
      return {
        type: 'error',
        id,
        code: 'bot/bad-request',
        message: 'expected {type: "decide", id, state, player, level}',
      };
    }
    const started = this.#now();
    let decision: TableCommand | null;
    try {
      decision = botCommand(message.state as unknown as TableState, message.player, { level: message.level as Level });
    } catch (e) {
      return { type: 'error', id, code: 'bot/failed', message: (e as Error).message };
    }
    if (decision === null) {
      return { type: 'error', id, code: 'bot/not-its-turn', message: `it is not ${message.player}'s turn to act` };
    }
    return { type: 'decision', id, decision, ms: this.#now() - started };
  }
}

/** The least of a worker's global scope the computer needs (a `DedicatedWorkerGlobalScope` fits). */
export interface BotWorkerScope {
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  postMessage(message: BotResponse): void;
}

/**
 * Runs the computer in a worker: fetches the committed nets (binary files next to the worker script,
 * `loadCommittedWeights`) and the rules' WebAssembly move generator (`plays.wasm` beside them,
 * `loadPlaysKernel`; where it cannot be had the rules search in JavaScript) once, then answers every
 * request with `BotCore`; requests that arrive meanwhile wait, in order. Nets that cannot be had answer
 * each request with `bot/failed`.
 */
export function serveBotWorker(scope: BotWorkerScope, core: BotCore = new BotCore()): void {
  const weights = Promise.all([loadCommittedWeights(), loadPlaysKernel()]);
  scope.addEventListener('message', (event) => {
    weights.then(
      () => scope.postMessage(core.handle(event.data)),
      (e: Error) => {
        const data = event.data as { id?: unknown } | null;
        const id = typeof data?.id === 'number' ? data.id : -1;
        scope.postMessage({ type: 'error', id, code: 'bot/failed', message: `the computer's nets: ${e.message}` });
      },
    );
  });
}
