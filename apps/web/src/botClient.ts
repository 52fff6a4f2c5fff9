import type { Level } from '@nardy/bot';
import type { NardyRecord, TableCommand } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { BotRequest, BotResponse } from './botProtocol.ts';

/** The page's side of the worker protocol: one request at a time, answered by a promise. */
export class BotClient {
  #worker: Worker | null = null;
  #nextId = 1;
  #waiting = new Map<number, { resolve: (d: TableCommand) => void; reject: (e: Error) => void }>();
  /** Time the worker spent on the last decision (ms), for the status line and the budget check. */
  lastMs = 0;

  #ensure(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./botWorker.ts', import.meta.url), { type: 'module', name: 'nardy-bot' });
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
      for (const w of this.#waiting.values()) w.reject(new Error(e.message || 'the computer player stopped'));
      this.#waiting.clear();
      this.#worker = null;
    };
    this.#worker = worker;
    return worker;
  }

  decide(record: NardyRecord, player: Color, level: Level): Promise<TableCommand> {
    const id = this.#nextId++;
    const request: BotRequest = { type: 'decide', id, record, player, level };
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#ensure().postMessage(request);
    });
  }

  /** Forgets pending answers (a new game started); the worker itself stays warm. */
  cancel(): void {
    this.#waiting.clear();
  }

  terminate(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#waiting.clear();
  }
}
