import { type AnalysisPly, type RecordAnalysis, type WithoutId, WorkerRequests } from '@nardy/bot';
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

/**
 * The page's side of the analysis thread: a dedicated worker (started on first use and kept warm),
 * one promise per request, progress by callback. `cancel` drops the answers still awaited (the player
 * left the screen); the worker finishes its current request and goes on with the next.
 */
export class AnalysisClient {
  /**
   * Told of every whole record analysed (the app keeps its largest mistakes as drills, docs/app.md
   * "Drills"), whichever screen asked.
   */
  onAnalysed: ((record: NardyRecord, analysis: RecordAnalysis) => void) | null = null;

  readonly #requests = new WorkerRequests<AnalysisRequest, AnalysisResponse, Answer>({
    start: () =>
      new Worker(new URL('./analysisWorker.ts', import.meta.url), {
        type: 'module',
        name: 'nardy-analysis',
      }),
    read: (reply) =>
      reply.type === 'progress'
        ? undefined
        : reply.type === 'error'
          ? { error: new AnalysisFailed(reply.code, reply.message) }
          : { answer: reply },
    died: (message) => new AnalysisFailed('analysis/failed', message || 'stopped'),
  });

  #ask(request: WithoutId<AnalysisRequest>, progress?: (done: number, total: number) => void): Promise<Answer> {
    return this.#requests.ask(request, (reply) => {
      if (reply.type === 'progress') progress?.(reply.done, reply.total);
    });
  }

  async analyse(
    record: NardyRecord,
    progress: (done: number, total: number) => void,
    ply?: AnalysisPly,
  ): Promise<RecordAnalysis> {
    const a = await this.#ask({ type: 'record', record, ply }, progress);
    if (a.type !== 'record') throw new AnalysisFailed('analysis/failed', 'unexpected answer');
    this.onAnalysed?.(record, a.analysis);
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
    this.#requests.cancel();
  }

  terminate(): void {
    this.#requests.terminate();
  }
}
