import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BotResponse, Level } from '@nardy/bot';
import type { TableCommand, TableState } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { ComputerPlayers } from '../room/settings.ts';

interface Pending {
  readonly resolve: (command: TableCommand) => void;
  readonly reject: (error: Error) => void;
}

interface Thread {
  readonly worker: Worker;
  readonly pending: Map<number, Pending>;
}

/** The worker module next to this one: compiled JavaScript in the package, TypeScript in the repository. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER = new URL(FROM_SOURCE ? './computerWorker.ts' : './computerWorker.js', import.meta.url);
const TS_BOOT = new URL('./tsWorker.mjs', import.meta.url);

/**
 * The server's computer players: a small pool of worker threads, each running @nardy/bot's worker core,
 * so that a computer seat's search never holds up the event loop that answers the people at every other
 * table. Threads start when first needed; a decision goes to the thread with the fewest waiting; a
 * thread that dies is replaced and its waiting decisions fail (the table session then tries once more,
 * and a seat that fails twice resigns its table).
 */
export class ComputerPool implements ComputerPlayers {
  readonly size: number;
  #threads: Thread[] = [];
  #nextId = 1;
  #closed = false;

  constructor(options: { readonly size?: number } = {}) {
    this.size = Math.max(1, options.size ?? Math.min(2, availableParallelism() - 1));
  }

  decide(state: TableState, player: Color, level: Level): Promise<TableCommand> {
    if (this.#closed) return Promise.reject(new Error('the computer players have stopped'));
    const thread = this.#thread();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ type: 'decide', id, state, player, level });
    });
  }

  /** Decisions waiting in all threads. */
  get waiting(): number {
    return this.#threads.reduce((n, t) => n + t.pending.size, 0);
  }

  async close(): Promise<void> {
    this.#closed = true;
    const threads = this.#threads;
    this.#threads = [];
    for (const t of threads)
      for (const p of t.pending.values()) p.reject(new Error('the computer players have stopped'));
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  #thread(): Thread {
    if (this.#threads.length < this.size) {
      const thread = this.#spawn();
      this.#threads.push(thread);
      return thread;
    }
    return this.#threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  #spawn(): Thread {
    const worker = FROM_SOURCE ? new Worker(TS_BOOT, { workerData: { entry: WORKER.href } }) : new Worker(WORKER);
    worker.unref();
    const thread: Thread = { worker, pending: new Map() };
    worker.on('message', (answer: BotResponse) => {
      const p = thread.pending.get(answer.id);
      if (p === undefined) return;
      thread.pending.delete(answer.id);
      if (answer.type === 'decision') p.resolve(answer.decision);
      else p.reject(new Error(`${answer.code}: ${answer.message}`));
    });
    const fail = (error: Error) => {
      for (const p of thread.pending.values()) p.reject(error);
      thread.pending.clear();
      this.#threads = this.#threads.filter((t) => t !== thread);
    };
    worker.on('error', (e) => fail(e instanceof Error ? e : new Error(String(e))));
    worker.on('exit', (code) => fail(new Error(`a computer thread stopped (exit code ${code})`)));
    return thread;
  }
}
