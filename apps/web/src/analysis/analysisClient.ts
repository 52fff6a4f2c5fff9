import type { AnalysisPly, RecordAnalysis } from '@nardy/bot';
import type { NardyRecord } from '@nardy/parallel';
import type { Dice, Position, VariantName } from '@nardy/rules';
import type { AnalysisRequest, AnalysisResponse, ShownPlay, ShownRoll } from './analysisProtocol.ts';

/** A request the worker refused or could not answer: its code and message. */
export class AnalysisFailed extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Answer = Exclude<AnalysisResponse, { type: 'progress' } | { type: 'error' }>;
type Distributive<T> = T extends unknown ? Omit<T, 'id'> : never;

/**
 * The page's side of the analysis thread: a dedicated worker (started on first use and kept warm),
 * one promise per request, progress by callback. `cancel` drops the answers still awaited (the player
 * left the screen); the worker finishes its current request and goes on with the next.
 */
export class AnalysisClient {
  #worker: Worker | null = null;
  #nextId = 1;
  #waiting = new Map<
    number,
    { resolve: (a: Answer) => void; reject: (e: Error) => void; progress?: (done: number, total: number) => void }
  >();

  #ensure(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./analysisWorker.ts', import.meta.url), {
      type: 'module',
      name: 'nardy-analysis',
    });
    worker.onmessage = (e: MessageEvent<AnalysisResponse>) => {
      const answer = e.data;
      const waiting = this.#waiting.get(answer.id);
      if (!waiting) return;
      if (answer.type === 'progress') {
        waiting.progress?.(answer.done, answer.total);
        return;
      }
      this.#waiting.delete(answer.id);
      if (answer.type === 'error') waiting.reject(new AnalysisFailed(answer.code, answer.message));
      else waiting.resolve(answer);
    };
    worker.onerror = (e) => {
      for (const w of this.#waiting.values()) w.reject(new AnalysisFailed('analysis/failed', e.message || 'stopped'));
      this.#waiting.clear();
      this.#worker = null;
    };
    this.#worker = worker;
    return worker;
  }

  #ask(request: Distributive<AnalysisRequest>, progress?: (done: number, total: number) => void): Promise<Answer> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject, progress });
      this.#ensure().postMessage({ ...request, id });
    });
  }

  async analyse(
    record: NardyRecord,
    progress: (done: number, total: number) => void,
    ply?: AnalysisPly,
  ): Promise<RecordAnalysis> {
    const a = await this.#ask({ type: 'record', record, ply }, progress);
    if (a.type !== 'record') throw new AnalysisFailed('analysis/failed', 'unexpected answer');
    return a.analysis;
  }

  /** The ranked (board, play) pairs of the roll being played at the table the record describes. */
  async hint(record: NardyRecord): Promise<readonly ShownPlay[]> {
    const a = await this.#ask({ type: 'hint', record });
    if (a.type !== 'plays') throw new AnalysisFailed('analysis/failed', 'unexpected answer');
    return a.plays;
  }

  async playsFor(
    variant: VariantName,
    position: Position,
    dice: Dice,
    firstTurn: boolean,
  ): Promise<readonly ShownPlay[]> {
    const a = await this.#ask({ type: 'position', variant, position, dice, firstTurn });
    if (a.type !== 'plays') throw new AnalysisFailed('analysis/failed', 'unexpected answer');
    return a.plays;
  }

  async rollsFor(
    variant: VariantName,
    position: Position,
    firstTurn: boolean,
  ): Promise<{ equity: number; rolls: readonly ShownRoll[] }> {
    const a = await this.#ask({ type: 'position', variant, position, dice: null, firstTurn });
    if (a.type !== 'rolls') throw new AnalysisFailed('analysis/failed', 'unexpected answer');
    return { equity: a.equity, rolls: a.rolls };
  }

  cancel(): void {
    this.#waiting.clear();
  }

  terminate(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#waiting.clear();
  }
}
