import type { BotRequest, BotResponse, Level } from '@nardy/bot';
import type { NardyRecord, TableCommand } from '@nardy/parallel';
import type { Color } from '@nardy/rules';

/**
 * The page's side of the computer player: it sends the table's record to a worker running @nardy/bot
 * (`BotCore`, see bot/src/workerProtocol.ts) and gets back the command the computer plays, so the
 * search never blocks the page. The worker is started on the first question (nothing is downloaded
 * before the computer is needed) and kept warm; one question at a time.
 */
export class ComputerClient {
  readonly #createWorker: () => Worker;
  #worker: Worker | null = null;
  #nextId = 1;
  #waiting = new Map<number, { resolve: (d: TableCommand) => void; reject: (e: Error) => void }>();
  /** Time the worker spent on the last decision (ms). */
  lastMs = 0;

  /** `createWorker` starts the worker: e.g. `() => new Worker(url, {type: 'module'})`. */
  constructor(createWorker: () => Worker) {
    this.#createWorker = createWorker;
  }

  #ensure(): Worker {
    if (this.#worker) return this.#worker;
    const worker = this.#createWorker();
    worker.onmessage = (e: MessageEvent<BotResponse>) => {
      const answer = e.data;
      const waiting = this.#waiting.get(answer.id);
      if (!waiting) return;
      this.#waiting.delete(answer.id);
      if (answer.type === 'decision') {
        this.lastMs = answer.ms;
        waiting.resolve(answer.decision);
      } else waiting.reject(new Error(`${answer.code}: ${answer.message}`));
    };
    worker.onerror = (e) => {
      e.preventDefault?.();
      this.#fail(e.message || 'the computer player could not be started');
    };
    this.#worker = worker;
    return worker;
  }

  #fail(message: string): void {
    for (const w of this.#waiting.values()) w.reject(new Error(message));
    this.#waiting.clear();
    this.#worker?.terminate();
    this.#worker = null;
  }

  /** The computer's command for `player` at the table of `record`. */
  decide(record: NardyRecord, player: Color, level: Level): Promise<TableCommand> {
    const id = this.#nextId++;
    const request: BotRequest = { type: 'decide', id, record, player, level };
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      try {
        this.#ensure().postMessage(request);
      } catch (e) {
        // A worker the page may not start (a Content-Security-Policy without it, no Worker at all).
        this.#fail((e as Error).message);
      }
    });
  }

  /** Forgets pending answers (a new game started); the worker itself stays warm. */
  cancel(): void {
    this.#waiting.clear();
  }

  /** Stops the worker (the next question starts a new one). */
  terminate(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#waiting.clear();
  }
}
