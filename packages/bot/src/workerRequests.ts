// The page's side of a worker that answers requests: the bookkeeping every such client needs (request
// ids, the requests still awaited, replies matched to their request in whatever order they come, a
// worker that cannot start or dies, cancel and terminate), kept apart from any protocol so that the
// computer's client, the elements' and the app's analysis client share it.

/** The least of a `Worker` the page side uses (a DOM `Worker` fits; tests pass a stand-in). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  addEventListener(
    type: 'error',
    listener: (event: { readonly message?: string; preventDefault(): void }) => void,
  ): void;
}

/** What a reply means for its request: the answer, a refusal, or `undefined` for an interim reply (progress). */
export type ReplyOutcome<Answer> = { readonly answer: Answer } | { readonly error: Error } | undefined;

/** A request without its id (`WorkerRequests` numbers them), for each member of a union of requests. */
export type WithoutId<Request> = Request extends unknown ? Omit<Request, 'id'> : never;

export interface WorkerRequestsOptions<Reply, Answer> {
  /** Starts the worker: at the first request, and at the next one after the worker died or was terminated. */
  readonly start: () => WorkerLike;
  /** What a reply to a request still awaited means. */
  readonly read: (reply: Reply) => ReplyOutcome<Answer>;
  /** The error every awaited request gets when the worker cannot be started or fails (`message` may be empty). */
  readonly died: (message: string) => Error;
}

interface Pending<Reply, Answer> {
  readonly resolve: (answer: Answer) => void;
  readonly reject: (error: Error) => void;
  readonly interim?: (reply: Reply) => void;
}

/**
 * Requests to a worker, each answered by a promise: every request gets a fresh id, which the worker
 * echoes in its replies; a reply to a request no longer awaited (cancelled, or a stray id) is ignored.
 * The worker is started on the first request and kept warm. When it cannot be started, or reports an
 * error, every awaited request is rejected with `died(message)`, the worker is stopped, and the next
 * request starts a new one (the error is handled here, so the page does not also see it as uncaught).
 */
export class WorkerRequests<Request extends { readonly id: number }, Reply extends { readonly id: number }, Answer> {
  readonly #options: WorkerRequestsOptions<Reply, Answer>;
  #worker: WorkerLike | null = null;
  #nextId = 1;
  readonly #awaited = new Map<number, Pending<Reply, Answer>>();

  constructor(options: WorkerRequestsOptions<Reply, Answer>) {
    this.#options = options;
  }

  /** How many requests are awaiting their answer. */
  get pending(): number {
    return this.#awaited.size;
  }

  /** Sends `request` (with a fresh id); interim replies to it go to `interim`, the answer resolves the promise. */
  ask(request: WithoutId<Request>, interim?: (reply: Reply) => void): Promise<Answer> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#awaited.set(id, { resolve, reject, interim });
      try {
        this.#ensure().postMessage({ ...request, id });
      } catch (e) {
        // A worker the page may not start (a Content-Security-Policy without it, no Worker at all).
        this.#fail((e as Error).message);
      }
    });
  }

  /** Forgets the awaited requests (their promises never settle); the worker itself stays warm. */
  cancel(): void {
    this.#awaited.clear();
  }

  /** Stops the worker and forgets the awaited requests; the next request starts a new worker. */
  terminate(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#awaited.clear();
  }

  #ensure(): WorkerLike {
    if (this.#worker) return this.#worker;
    const worker = this.#options.start();
    worker.addEventListener('message', (event) => {
      if (worker === this.#worker) this.#reply(event.data);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      if (worker === this.#worker) this.#fail(event.message ?? '');
    });
    this.#worker = worker;
    return worker;
  }

  #reply(data: unknown): void {
    const id = (data as { id?: unknown } | null)?.id;
    const awaited = typeof id === 'number' ? this.#awaited.get(id) : undefined;
    if (!awaited) return;
    const reply = data as Reply;
    const outcome = this.#options.read(reply);
    if (outcome === undefined) {
      awaited.interim?.(reply);
      return;
    }
    this.#awaited.delete(reply.id);
    if ('error' in outcome) awaited.reject(outcome.error);
    else awaited.resolve(outcome.answer);
  }

  #fail(message: string): void {
    const awaited = [...this.#awaited.values()];
    this.#awaited.clear();
    this.#worker?.terminate();
    this.#worker = null;
    for (const a of awaited) a.reject(this.#options.died(message));
  }
}
