import type { ByColor, Color } from '@nardy/rules';
import type { AnalysedDecision, DecisionKind } from './analysisRecord.ts';

/** How a decision is marked by what it lost, worst last. */
export const ANALYSIS_MARKS = ['doubtful', 'bad', 'veryBad'] as const;
export type AnalysisMark = (typeof ANALYSIS_MARKS)[number];

/**
 * The smallest loss of each mark, in points per unit of the cube: GNU Backgammon's defaults (1.07:
 * `show analysis` prints doubtful 0.030, bad 0.060, very bad 0.120).
 */
export const MARK_THRESHOLDS: { readonly [M in AnalysisMark]: number } = {
  doubtful: 0.03,
  bad: 0.06,
  veryBad: 0.12,
};

/** The mark of a loss, or null below "doubtful". */
export function markOf(loss: number): AnalysisMark | null {
  if (loss >= MARK_THRESHOLDS.veryBad) return 'veryBad';
  if (loss >= MARK_THRESHOLDS.bad) return 'bad';
  if (loss >= MARK_THRESHOLDS.doubtful) return 'doubtful';
  return null;
}

/** A player's figures for one kind of decision. */
export interface KindFigures {
  /** Decisions counted (see `AnalysedDecision.counted`). */
  readonly decisions: number;
  /** Total loss in points. */
  readonly loss: number;
  /** Average loss per counted decision, in thousandths of a point (0 without decisions). */
  readonly errorRate: number;
}

/** A player's figures over a record (docs/analysis.md). */
export interface PlayerFigures extends KindFigures {
  /**
   * Performance rating as eXtreme Gammon defines it: 500 × total loss / non-trivial decisions (the
   * counted ones), i.e. half the error rate; lower is better (eXtreme Gammon calls under 5 "world
   * class").
   */
  readonly rating: number;
  /** Decisions marked doubtful, bad and very bad (GNU Backgammon's thresholds, MARK_THRESHOLDS). */
  readonly doubtful: number;
  readonly bad: number;
  readonly veryBad: number;
  /** Sum of the luck of his rolls, in points (positive: he rolled better than average). */
  readonly luck: number;
  /** Rolls his luck was measured on. */
  readonly rolls: number;
  /** Plays with no choice (forced moves and passes), not counted. */
  readonly forced: number;
  /** Per kind: checker play (`move`), the choice of board (`board`, parallel tables), the cube. */
  readonly move: KindFigures;
  readonly board: KindFigures;
  readonly cube: KindFigures;
}

function kindFigures(decisions: readonly AnalysedDecision[]): KindFigures {
  const counted = decisions.filter((d) => d.counted);
  const loss = counted.reduce((sum, d) => sum + d.loss, 0);
  return { decisions: counted.length, loss, errorRate: counted.length > 0 ? (1000 * loss) / counted.length : 0 };
}

function figuresOf(decisions: readonly AnalysedDecision[]): PlayerFigures {
  const all = kindFigures(decisions);
  const byKind = (kind: DecisionKind) => kindFigures(decisions.filter((d) => d.kind === kind));
  const count = (mark: string) => decisions.filter((d) => d.counted && d.mark === mark).length;
  const rolled = decisions.filter((d) => d.luck !== undefined);
  return {
    ...all,
    rating: all.errorRate / 2,
    doubtful: count('doubtful'),
    bad: count('bad'),
    veryBad: count('veryBad'),
    luck: rolled.reduce((sum, d) => sum + (d.luck as number), 0),
    rolls: rolled.length,
    forced: decisions.filter((d) => d.kind === 'move' && !d.counted).length,
    move: byKind('move'),
    board: byKind('board'),
    cube: byKind('cube'),
  };
}

/** Each player's figures from the decisions of a record. */
export function playerFigures(decisions: readonly AnalysedDecision[]): ByColor<PlayerFigures> {
  const of = (player: Color) => figuresOf(decisions.filter((d) => d.player === player));
  return { white: of('white'), black: of('black') };
}
