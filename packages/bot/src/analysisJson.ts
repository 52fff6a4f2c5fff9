import type { ByColor } from '@nardy/rules';
import type { AnalysedDecision, DecisionChoice, RecordAnalysis } from './analysisRecord.ts';
import type { KindFigures, PlayerFigures } from './analysisSummary.ts';

/**
 * The analysis of a record as the JSON of `nardy analyse` (docs/cli.md): `{"players": {"white",
 * "black"}, "decisions": [{"game", "event", "player", "board", "kind", "played", "best", "loss",
 * "luck"?, "mark"?}]}`. Equities, losses and luck are rounded to 1/10,000 of a point, rates to 1/100
 * of a thousandth.
 */

export interface ChoiceJson {
  readonly board?: number;
  readonly play?: string;
  readonly steps?: readonly (readonly [number, number])[];
  readonly action?: string;
  readonly response?: string;
  readonly equity: number;
}

export interface DecisionJson {
  readonly game: number;
  readonly event: number;
  readonly player: string;
  readonly board: number | null;
  readonly kind: string;
  readonly played: ChoiceJson;
  readonly best: ChoiceJson;
  readonly loss: number;
  readonly luck?: number;
  readonly mark?: string;
}

/** A player's figures as JSON: the same fields, rounded. */
export type PlayerFiguresJson = PlayerFigures;

export interface AnalysisJson {
  readonly players: ByColor<PlayerFiguresJson>;
  readonly decisions: readonly DecisionJson[];
}

/** Rounds to `digits` decimals, writing −0 as 0. */
export function rounded(value: number, digits = 4): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return r === 0 ? 0 : r;
}

function choiceJson(choice: DecisionChoice, kind: AnalysedDecision['kind']): ChoiceJson {
  if (kind === 'cube') {
    return {
      action: choice.action as string,
      ...(choice.board === null ? {} : { board: choice.board }),
      ...(choice.response ? { response: choice.response } : {}),
      equity: rounded(choice.equity),
    };
  }
  return {
    ...(kind === 'board' ? { board: choice.board as number } : {}),
    play: choice.play ?? '',
    steps: (choice.steps ?? []).map((s) => [s.from, s.to] as const),
    equity: rounded(choice.equity),
  };
}

function kindJson(f: KindFigures): KindFigures {
  return { decisions: f.decisions, loss: rounded(f.loss), errorRate: rounded(f.errorRate, 2) };
}

function playerJson(f: PlayerFigures): PlayerFiguresJson {
  return {
    ...kindJson(f),
    rating: rounded(f.rating, 2),
    doubtful: f.doubtful,
    bad: f.bad,
    veryBad: f.veryBad,
    luck: rounded(f.luck),
    rolls: f.rolls,
    forced: f.forced,
    move: kindJson(f.move),
    board: kindJson(f.board),
    cube: kindJson(f.cube),
  };
}

/** One decision as JSON. */
export function decisionJson(d: AnalysedDecision): DecisionJson {
  return {
    game: d.game,
    event: d.event,
    player: d.player,
    board: d.board,
    kind: d.kind,
    played: choiceJson(d.played, d.kind),
    best: choiceJson(d.best, d.kind),
    loss: rounded(d.loss),
    ...(d.luck === undefined ? {} : { luck: rounded(d.luck) }),
    ...(d.mark === undefined ? {} : { mark: d.mark }),
  };
}

/** The whole analysis as the JSON of `nardy analyse`. */
export function analysisJson(analysis: RecordAnalysis): AnalysisJson {
  return {
    players: { white: playerJson(analysis.players.white), black: playerJson(analysis.players.black) },
    decisions: analysis.decisions.map(decisionJson),
  };
}
