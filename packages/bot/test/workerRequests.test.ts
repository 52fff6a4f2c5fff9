import type { TableCommand } from '@nardy/parallel';
import { describe, expect, it } from 'vitest';
import { BotWorkerClient } from '../src/botWorkerClient.ts';
import type { BotRequest, BotResponse } from '../src/workerProtocol.ts';
import { type WorkerLike, WorkerRequests } from '../src/workerRequests.ts';

/** A worker the test answers by hand: it keeps what the page posts and delivers replies and errors. */
class TestWorker implements WorkerLike {
  readonly posted: unknown[] = [];
  terminated = false;
  prevented = 0;
  readonly #message: ((event: { readonly data: unknown }) => void)[] = [];
  readonly #error: ((event: { readonly message?: string; preventDefault(): void }) => void)[] = [];

  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  addEventListener(
    type: 'error',
    listener: (event: { readonly message?: string; preventDefault(): void }) => void,
  ): void;
  addEventListener(type: 'message' | 'error', listener: (event: never) => void): void {
    if (type === 'message') this.#message.push(listener as (event: { readonly data: unknown }) => void);
    else this.#error.push(listener as (event: { readonly message?: string; preventDefault(): void }) => void);
  }
  reply(data: unknown): void {
    for (const l of this.#message) l({ data });
  }
  fail(message?: string): void {
    for (const l of this.#error) l({ message, preventDefault: () => this.prevented++ });
  }
  /** The id of the n-th request posted. */
  id(n: number): number {
    return (this.posted[n] as { id: number }).id;
  }
}

type Request = { readonly type: 'echo'; readonly id: number; readonly text: string };
type Reply =
  | { readonly type: 'progress'; readonly id: number; readonly done: number }
  | { readonly type: 'answer'; readonly id: number; readonly text: string }
  | { readonly type: 'refused'; readonly id: number; readonly code: string };

class Refused extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** Requests to test workers (each start makes a new one, kept in `workers`). */
function setup(start?: () => WorkerLike) {
  const workers: TestWorker[] = [];
  const requests = new WorkerRequests<Request, Reply, string>({
    start:
      start ??
      (() => {
        const w = new TestWorker();
        workers.push(w);
        return w;
      }),
    read: (reply) =>
      reply.type === 'progress'
        ? undefined
        : reply.type === 'refused'
          ? { error: new Refused(reply.code) }
          : { answer: reply.text },
    died: (message) => new Refused(`died: ${message || 'no message'}`),
  });
  return { workers, requests };
}

/** Whether a promise has settled by now (after the microtasks already queued). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((r) => setTimeout(r, 0));
  return done;
}

describe('WorkerRequests: the page side of a worker that answers requests', () => {
  it('starts the worker at the first request only, numbers requests and matches replies in any order', async () => {
    const { workers, requests } = setup();
    expect(workers).toHaveLength(0);
    const a = requests.ask({ type: 'echo', text: 'a' });
    const b = requests.ask({ type: 'echo', text: 'b' });
    const c = requests.ask({ type: 'echo', text: 'c' });
    expect(workers).toHaveLength(1);
    const [w] = workers;
    expect(w.posted).toEqual([
      { type: 'echo', text: 'a', id: 1 },
      { type: 'echo', text: 'b', id: 2 },
      { type: 'echo', text: 'c', id: 3 },
    ]);
    w.reply({ type: 'answer', id: w.id(2), text: 'C' });
    w.reply({ type: 'answer', id: w.id(0), text: 'A' });
    expect(await c).toBe('C');
    expect(await a).toBe('A');
    expect(requests.pending).toBe(1);
    w.reply({ type: 'answer', id: w.id(1), text: 'B' });
    expect(await b).toBe('B');
    expect(requests.pending).toBe(0);
  });

  it('a refusal rejects only its own request, with the error the reply reads as', async () => {
    const { workers, requests } = setup();
    const a = requests.ask({ type: 'echo', text: 'a' });
    const b = requests.ask({ type: 'echo', text: 'b' });
    const [w] = workers;
    w.reply({ type: 'refused', id: w.id(0), code: 'echo/bad' });
    await expect(a).rejects.toMatchObject({ code: 'echo/bad' });
    expect(await settled(b)).toBe(false);
    w.reply({ type: 'answer', id: w.id(1), text: 'B' });
    expect(await b).toBe('B');
  });

  it('interim replies go to the request’s callback and keep it waiting', async () => {
    const { workers, requests } = setup();
    const seen: number[] = [];
    const a = requests.ask({ type: 'echo', text: 'a' }, (reply) => {
      if (reply.type === 'progress') seen.push(reply.done);
    });
    const [w] = workers;
    w.reply({ type: 'progress', id: w.id(0), done: 1 });
    w.reply({ type: 'progress', id: w.id(0), done: 2 });
    expect(await settled(a)).toBe(false);
    w.reply({ type: 'answer', id: w.id(0), text: 'A' });
    expect(await a).toBe('A');
    expect(seen).toEqual([1, 2]);
  });

  it('ignores replies to ids it does not await, a second reply to one request, and messages without an id', async () => {
    const { workers, requests } = setup();
    const a = requests.ask({ type: 'echo', text: 'a' });
    const [w] = workers;
    w.reply({ type: 'answer', id: 99, text: 'stray' });
    w.reply(null);
    w.reply('text');
    w.reply({ type: 'answer', text: 'no id' });
    expect(await settled(a)).toBe(false);
    w.reply({ type: 'answer', id: w.id(0), text: 'A' });
    w.reply({ type: 'refused', id: w.id(0), code: 'late' });
    expect(await a).toBe('A');
  });

  it('cancel forgets the awaited requests (later replies are ignored) and keeps the worker warm', async () => {
    const { workers, requests } = setup();
    const a = requests.ask({ type: 'echo', text: 'a' });
    requests.cancel();
    expect(requests.pending).toBe(0);
    workers[0].reply({ type: 'answer', id: workers[0].id(0), text: 'A' });
    expect(await settled(a)).toBe(false);
    const b = requests.ask({ type: 'echo', text: 'b' });
    expect(workers).toHaveLength(1);
    expect(workers[0].terminated).toBe(false);
    workers[0].reply({ type: 'answer', id: workers[0].id(1), text: 'B' });
    expect(await b).toBe('B');
  });

  it('a dead worker rejects every awaited request, is stopped, is not heard again, and the next request starts another', async () => {
    const { workers, requests } = setup();
    const a = requests.ask({ type: 'echo', text: 'a' });
    const b = requests.ask({ type: 'echo', text: 'b' });
    const [dead] = workers;
    dead.fail('out of memory');
    await expect(a).rejects.toMatchObject({ code: 'died: out of memory' });
    await expect(b).rejects.toMatchObject({ code: 'died: out of memory' });
    expect(dead.prevented).toBe(1); // handled here: not also an uncaught error of the page
    expect(dead.terminated).toBe(true);
    expect(requests.pending).toBe(0);

    const c = requests.ask({ type: 'echo', text: 'c' });
    expect(workers).toHaveLength(2);
    const [, fresh] = workers;
    expect(fresh.id(0)).toBeGreaterThan(dead.id(1)); // ids are never reused
    dead.reply({ type: 'answer', id: fresh.id(0), text: 'from the dead one' });
    expect(await settled(c)).toBe(false);
    fresh.reply({ type: 'answer', id: fresh.id(0), text: 'C' });
    expect(await c).toBe('C');
  });

  it('an error event with no message still rejects with the died error', async () => {
    const { workers, requests } = setup();
    const a = requests.ask({ type: 'echo', text: 'a' });
    workers[0].fail();
    await expect(a).rejects.toMatchObject({ code: 'died: no message' });
  });

  it('a worker that cannot be started rejects the request, and the next request tries again', async () => {
    let attempts = 0;
    const later = new TestWorker();
    const { requests } = setup(() => {
      attempts++;
      if (attempts === 1) throw new Error('refused by the page’s Content-Security-Policy');
      return later;
    });
    await expect(requests.ask({ type: 'echo', text: 'a' })).rejects.toMatchObject({
      code: 'died: refused by the page’s Content-Security-Policy',
    });
    expect(requests.pending).toBe(0);
    const b = requests.ask({ type: 'echo', text: 'b' });
    expect(attempts).toBe(2);
    later.reply({ type: 'answer', id: later.id(0), text: 'B' });
    expect(await b).toBe('B');
  });

  it('terminate stops the worker and forgets the awaited requests; the next request starts a new worker', async () => {
    const { workers, requests } = setup();
    const a = requests.ask({ type: 'echo', text: 'a' });
    requests.terminate();
    expect(workers[0].terminated).toBe(true);
    expect(requests.pending).toBe(0);
    expect(await settled(a)).toBe(false);
    requests.ask({ type: 'echo', text: 'b' });
    expect(workers).toHaveLength(2);
  });
});

describe('BotWorkerClient: the computer in a worker, from the page', () => {
  const ROLL: TableCommand = { type: 'ROLL' };
  const state = { config: {}, game: {} } as never;

  it('decide sends the request and resolves with the decision; lastMs is the worker’s time', async () => {
    const worker = new TestWorker();
    const client = new BotWorkerClient(() => worker);
    const decided = client.decide(state, 'white', 'club');
    const request = worker.posted[0] as BotRequest;
    expect(request).toMatchObject({ type: 'decide', state, player: 'white', level: 'club' });
    const reply: BotResponse = { type: 'decision', id: request.id, decision: ROLL, ms: 42 };
    worker.reply(reply);
    expect(await decided).toEqual(ROLL);
    expect(client.lastMs).toBe(42);
  });

  it('a refusal rejects with its code and message; a dead worker with a message of its own', async () => {
    const worker = new TestWorker();
    const client = new BotWorkerClient(() => worker);
    const refused = client.decide(state, 'black', 'club');
    const id = (worker.posted[0] as BotRequest).id;
    worker.reply({ type: 'error', id, code: 'bot/not-its-turn', message: "it is not black's turn to act" });
    await expect(refused).rejects.toThrow("bot/not-its-turn: it is not black's turn to act");
    const lost = client.decide(state, 'white', 'club');
    worker.fail('');
    await expect(lost).rejects.toThrow('the computer player could not be started or stopped');
  });
});
