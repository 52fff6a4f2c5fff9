import {
  type AnalysisPly,
  analyseRecord,
  analyseRolls,
  type HintPlay,
  hintPlays,
  hintTable,
  type RecordAnalysis,
} from '@nardy/bot';
import { type NardyRecord, RecordReader } from '@nardy/parallel';
import type { Dice, Position, VariantName } from '@nardy/rules';

/**
 * The analysis thread's messages (docs/app.md "Analysis"): a whole record analysed with progress, the
 * ranked plays of the roll at a table (Hint), and a position's plays for one roll or all 21 (the
 * position editor). The page posts requests with an id; answers carry it back.
 */
export type AnalysisRequest =
  | { readonly type: 'record'; readonly id: number; readonly record: NardyRecord; readonly ply?: AnalysisPly }
  | { readonly type: 'hint'; readonly id: number; readonly record: NardyRecord; readonly ply?: AnalysisPly }
  | {
      readonly type: 'position';
      readonly id: number;
      readonly variant: VariantName;
      readonly position: Position;
      /** The roll to rank the plays of; null: all 21 rolls. */
      readonly dice: Dice | null;
      readonly firstTurn?: boolean;
      readonly ply?: AnalysisPly;
    };

/** A ranked play as the page shows it (the position after it is left out: the page has no use for it). */
export type ShownPlay = Omit<HintPlay, 'after'>;

export interface ShownRoll {
  readonly dice: Dice;
  readonly chance: number;
  readonly plays: readonly ShownPlay[];
}

export type AnalysisResponse =
  | { readonly type: 'progress'; readonly id: number; readonly done: number; readonly total: number }
  | { readonly type: 'record'; readonly id: number; readonly analysis: RecordAnalysis; readonly ms: number }
  | { readonly type: 'plays'; readonly id: number; readonly plays: readonly ShownPlay[] }
  | { readonly type: 'rolls'; readonly id: number; readonly equity: number; readonly rolls: readonly ShownRoll[] }
  | { readonly type: 'error'; readonly id: number; readonly code: string; readonly message: string };

/**
 * The best `count` plays as the page lists them: only those judged at the deepest level (the ranking
 * puts deeper judgements first, and equities of different depths are not comparable side by side).
 */
const shown = (plays: readonly HintPlay[], count: number): ShownPlay[] =>
  plays
    .filter((p) => p.ply === plays[0]?.ply)
    .slice(0, count)
    .map(({ after: _after, ...rest }) => rest);

/** How many ranked plays a hint or a position's analysis sends (the screen shows the best three). */
export const SHOWN_PLAYS = 5;

/**
 * Answers one request (the worker's whole job, kept apart from the worker so that it is tested in
 * Node). `post` receives the progress messages and the answer, in order.
 */
export function handleAnalysisRequest(
  request: AnalysisRequest,
  post: (r: AnalysisResponse) => void,
  now: () => number = () => performance.now(),
): void {
  try {
    post(answerOf(request, post, now));
  } catch (e) {
    post({ type: 'error', id: request.id, code: 'analysis/failed', message: (e as Error).message });
  }
}

function answerOf(request: AnalysisRequest, post: (r: AnalysisResponse) => void, now: () => number): AnalysisResponse {
  const { id } = request;
  const fail = (code: string, message: string): AnalysisResponse => ({ type: 'error', id, code, message });
  if (request.type === 'record') {
    const started = now();
    let last = 0;
    const a = analyseRecord(request.record, {
      ply: request.ply,
      // At most one progress message per 1 % of the events, so the page is not flooded.
      onProgress: (done, total) => {
        if (done === total || done - last >= Math.max(1, Math.floor(total / 100))) {
          last = done;
          post({ type: 'progress', id, done, total });
        }
      },
    });
    if (!a.ok) return fail(a.error.code, a.error.message);
    return { type: 'record', id, analysis: a.value, ms: now() - started };
  }
  if (request.type === 'hint') {
    const read = new RecordReader().read(request.record);
    if (!read.ok) return fail(read.error.code, read.error.message);
    const h = hintTable(read.value.state, { ply: request.ply });
    if (!h.ok) return fail(h.error.code, h.error.message);
    return { type: 'plays', id, plays: shown(h.value, SHOWN_PLAYS) };
  }
  if (request.type === 'position') {
    const options = { firstTurn: request.firstTurn ?? false, ply: request.ply };
    if (request.dice) {
      const h = hintPlays(request.variant, request.position, request.dice, options);
      if (!h.ok) return fail(h.error.code, h.error.message);
      return { type: 'plays', id, plays: shown(h.value, SHOWN_PLAYS) };
    }
    const r = analyseRolls(request.variant, request.position, { ...options, count: 3 });
    if (!r.ok) return fail(r.error.code, r.error.message);
    return {
      type: 'rolls',
      id,
      equity: r.value.equity,
      rolls: r.value.rolls.map((roll) => ({ dice: roll.dice, chance: roll.chance, plays: shown(roll.plays, 3) })),
    };
  }
  return fail('analysis/bad-request', 'expected a request of type record, hint or position');
}
