import type { TableCommand, TableState } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { Level } from './levels.ts';
import type { BotRequest, BotResponse } from './workerProtocol.ts';
import { type WorkerLike, WorkerRequests } from './workerRequests.ts';

type Decision = Extract<BotResponse, { type: 'decision' }>;

/**
 * The page's side of the computer in a worker: it sends a table's state (posted: a structured clone)
 * and gets back the command the computer plays, so the search never blocks the page. The worker is started on the first question
 * (nothing is downloaded before the computer is needed) and kept warm.
 */
export class BotWorkerClient {
  readonly #requests: WorkerRequests<BotRequest, BotResponse, Decision>;
  /** Time the worker spent on the last decision (ms). */
  lastMs = 0;

  /** `start` starts the worker: e.g. `() => new Worker(url, {type: 'module'})`. */
  constructor(start: () => WorkerLike) {
    this.#requests = new WorkerRequests<BotRequest, BotResponse, Decision>({
      start,
      read: (reply) =>
        reply.type === 'decision' ? { answer: reply } : { error: new Error(`${reply.code}: ${reply.message}`) },
      died: (message) => new Error(message || 'the computer player could not be started or stopped'),
    });
  }

  /** The computer's command for `player` at this table. */
  async decide(state: TableState, player: Color, level: Level): Promise<TableCommand> {
    const answer = await this.#requests.ask({ type: 'decide', state, player, level });
    this.lastMs = answer.ms;
    return answer.decision;
  }

  /** Forgets pending answers (a new game started); the worker itself stays warm. */
  cancel(): void {
    this.#requests.cancel();
  }

  /** Stops the worker (the next question starts a new one). */
  terminate(): void {
    this.#requests.terminate();
  }
}
