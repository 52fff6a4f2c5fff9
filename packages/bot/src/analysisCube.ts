import { type Cube, type OfferableCube, positionFor, type TableState } from '@nardy/parallel';
import {
  ALL_ROLLS,
  CELLS,
  type Color,
  flipCells,
  isLongFamily,
  OFF_CELL,
  opposite,
  type Position,
  pipCounts,
} from '@nardy/rules';
import {
  liveCubeCurve,
  type MatchScoreView,
  type MatchTerms,
  matchScale,
  matchWinningChance,
  moneyOutcomeValues,
  type OutcomeValues,
  onCurve,
} from './analysisMatch.ts';
import type { AnalysisPly } from './analysisPlays.ts';
import { isContactOpposed } from './contact.ts';
import { type CubeState, type CubeValuation, cubefulToRoll, generatorAt } from './cubefulLookahead.ts';
import { finishedOutcome, invert, LOSE_KOKS, LOSE_MARS, OUTPUTS, WIN, WIN_KOKS, WIN_MARS } from './outputs.ts';
import type { Searcher } from './search.ts';
import {
  type BoardOutlook,
  boardOutlook,
  finishFirstChances,
  halfPointTerm,
  stakesOf,
  tableSearcher,
} from './tableOutlook.ts';

/**
 * Cube decisions as an analysis judges them: the cubeful equity of not doubling, of doubling and being
 * taken, and of doubling and being dropped, from the cubeless probabilities of the bot's net, turned
 * cubeful by Janowski's model (R. Janowski, "Take-points in money games", 1993): the equity is a mix,
 * by the cube's efficiency x, of the dead-cube equity and the fully live one, whose take and cash points
 * follow from the average value of a win (W) and of a loss (L).
 *
 * - One board left (always at a table of one board): at 0-ply the model read off the net's chances; at
 *   1-ply and deeper a cubeful lookahead (cubefulLookahead.ts, ADR 0101) over the roller's 21 rolls and
 *   more, each player below the root doubling where it pays him and the model at the leaves, as GNU
 *   Backgammon's cubeful search does; equities per unit of the cube. In a match (a table of one board
 *   with a match) the outcomes are valued by the match score (analysisMatch.ts) and a cube that the
 *   owner cannot use any more (he needs no more than its value, or it is at the table's maximum) is
 *   dead.
 * - Two or more boards: each board's 0-ply probabilities with the player on roll there (as the bot's
 *   cube judges a table), every board's cubeful equity × its stake, plus the first-finished half point;
 *   the shared cube stakes the board that finishes first (weighted by the chance of each), a drop gives
 *   up the board that costs the dropper least. Equities in table points; the match score is not used.
 */

/**
 * The cube's efficiency x by family and kind of position: in the short family 0.68 while the checkers
 * can still meet (Janowski's usual value; with the cubeful lookahead it judged better against gnubg
 * than a livelier 0.74), in a race from
 * `shortRace` (the last rolls: the market is lost less often, the cube is nearer dead) up to
 * `longRace` at `longRacePips` and more; the long family, where checkers never hit, as a long race.
 * In a match, contact has its own `matchContact` (0.74): the match table's live cube at the score
 * judged better against gnubg with it (ADR 0101).
 */
export const CUBE_EFFICIENCY: CubeEfficiency = {
  contact: 0.68,
  matchContact: 0.74,
  shortRace: 0.6,
  longRace: 0.7,
  longRacePips: 120,
  longFamily: 0.68,
};

export interface CubeEfficiency {
  readonly contact: number;
  readonly matchContact: number;
  readonly shortRace: number;
  readonly longRace: number;
  readonly longRacePips: number;
  readonly longFamily: number;
}

/** Who may double next: the cube in the middle, the player's own, or the opponent's. */
export type CubeOwner = 'centred' | 'mine' | 'theirs';

/**
 * Janowski's cubeful equity per unit of the cube for a player with cubeless winning chance `p`, average
 * win `W` and average loss `L` (in units of the cube), cube efficiency `x`.
 */
export function cubefulEquity(p: number, W: number, L: number, x: number, owner: CubeOwner): number {
  const dead = p * (W + L) - L;
  if (x === 0) return dead;
  const takePoint = (L - 0.5) / (W + L + 0.5);
  const cashPoint = (L + 1) / (W + L + 0.5);
  const below = (q: number) => -L + ((L - 1) * q) / takePoint;
  const above = (q: number) => 1 + ((W - 1) * (q - cashPoint)) / (1 - cashPoint);
  let live: number;
  if (owner === 'centred') {
    if (p < takePoint) live = below(p);
    else if (p <= cashPoint) live = -1 + (2 * (p - takePoint)) / (cashPoint - takePoint);
    else live = above(p);
  } else if (owner === 'mine') {
    live = p <= cashPoint ? -L + ((L + 1) * p) / cashPoint : above(p);
  } else {
    live = p < takePoint ? below(p) : -1 + ((W + 1) * (p - takePoint)) / (1 - takePoint);
  }
  return x * live + (1 - x) * dead;
}

/** The cube efficiency of a board for the player to move (his own numbering), `inMatch` at a match score. */
export function cubeEfficiency(
  position: Position,
  efficiency: CubeEfficiency = CUBE_EFFICIENCY,
  inMatch = false,
): number {
  if (isLongFamily(position.variant)) return efficiency.longFamily;
  if (isContactOpposed(position.cells)) return inMatch ? efficiency.matchContact : efficiency.contact;
  const [mine] = pipCounts(position);
  const share = Math.min(1, mine / efficiency.longRacePips);
  return efficiency.shortRace + share * (efficiency.longRace - efficiency.shortRace);
}

/** Average win and loss (W, L) of cubeless probabilities under outcome values. */
export function winAndLoss(p: ArrayLike<number>, values: OutcomeValues): { W: number; L: number } {
  const win = p[WIN];
  const lose = 1 - win;
  const W =
    win > 0
      ? ((win - p[WIN_MARS]) * values.win[0] +
          (p[WIN_MARS] - p[WIN_KOKS]) * values.win[1] +
          p[WIN_KOKS] * values.win[2]) /
        win
      : values.win[0];
  const L =
    lose > 0
      ? -(
          (lose - p[LOSE_MARS]) * values.lose[0] +
          (p[LOSE_MARS] - p[LOSE_KOKS]) * values.lose[1] +
          p[LOSE_KOKS] * values.lose[2]
        ) / lose
      : -values.lose[0];
  return { W, L };
}

/** A game's ends as shares of the player's wins and of his losses: single, mars, koks. */
function outcomeShares(p: ArrayLike<number>): {
  wins: [number, number, number];
  losses: [number, number, number];
} {
  const share = (total: number, mars: number, koks: number): [number, number, number] =>
    total > 0 ? [(total - mars) / total, (mars - koks) / total, koks / total] : [1, 0, 0];
  return { wins: share(p[WIN], p[WIN_MARS], p[WIN_KOKS]), losses: share(1 - p[WIN], p[LOSE_MARS], p[LOSE_KOKS]) };
}

/** The player's match winning chance after he wins (or loses) the game at cube `value`, by the shares of its ends. */
function endChance(score: MatchScoreView, shares: readonly number[], value: number, won: boolean): number {
  const points = [1, score.terms.mars, score.terms.koks];
  return points.reduce(
    (sum, pt, k) =>
      sum +
      shares[k] *
        (won
          ? matchWinningChance(score.away - pt * value, score.oppAway, score.terms, score.crawfordDone)
          : matchWinningChance(score.away, score.oppAway - pt * value, score.terms, score.crawfordDone)),
    0,
  );
}

/** The mover's probabilities for an afterstate of his (the opponent to roll), `depth` rolls deep. */
function probabilitiesAfter(searcher: Searcher, after: Int8Array, depth: number, out: Float64Array): Float64Array {
  if (after[OFF_CELL] === 15) finishedOutcome(searcher.rules, after, out);
  else {
    const opponent = flipCells(searcher.rules.variant, after);
    invert(probabilitiesToRoll(searcher, opponent, depth, false, new Float64Array(OUTPUTS)), out);
  }
  return out;
}

/**
 * The cubeless probabilities of the side to move of `cells`, before his roll: the net (depth 0), or the
 * average over his 21 rolls of his best 0-ply play there, judged `depth − 1` rolls deeper.
 */
export function probabilitiesToRoll(
  searcher: Searcher,
  cells: Int8Array,
  depth: number,
  firstTurn: boolean,
  out: Float64Array = new Float64Array(OUTPUTS),
): Float64Array {
  if (depth === 0) {
    searcher.evaluator.evaluate(cells, out);
    return out;
  }
  out.fill(0);
  const gen = generatorAt(depth);
  const one = new Float64Array(OUTPUTS);
  for (const [d1, d2] of ALL_ROLLS) {
    const weight = (d1 === d2 ? 1 : 2) / 36;
    const count = gen.generate(searcher.rules, cells, d1, d2, firstTurn);
    if (count === 0) {
      probabilitiesAfter(searcher, cells, depth - 1, one);
    } else {
      const bestIndex = searcher.bestOutcome(gen);
      probabilitiesAfter(searcher, gen.outcomes.slice(bestIndex * CELLS, (bestIndex + 1) * CELLS), depth - 1, one);
    }
    for (let k = 0; k < OUTPUTS; k++) out[k] += weight * one[k];
  }
  return out;
}

/** One cube the player may turn (or has just turned), judged from his side. */
export interface CubeOption {
  /** Its board, or null for the shared cube. */
  readonly board: number | null;
  /** The value before the double and the value offered. */
  readonly value: number;
  readonly next: number;
  /** Equity after a take, and after a drop (for the shared cube, of the board the taker gives up best). */
  readonly take: number;
  readonly drop: number;
  /** The board a drop gives up (the offered board; for the shared cube, the one that costs least). */
  readonly dropBoard: number;
  /** The equity of a drop by the board given up (one entry but for the shared cube at a table). */
  readonly drops: readonly { readonly board: number; readonly equity: number }[];
}

/** The cube decision of the player on roll (or the offer he has made), in equity for him. */
export interface CubeJudgement {
  readonly player: Color;
  /** Not doubling. */
  readonly noDouble: number;
  readonly options: readonly CubeOption[];
  /** What the equities are measured in: per unit of the cube (one board left) or table points. */
  readonly unit: 'cube' | 'table';
}

export interface CubeJudgeOptions {
  readonly ply: AnalysisPly;
  /**
   * At a table of one board, cubeless chances of the player on roll to judge from instead of the
   * net's at `ply` (another program's, say): separates what the cube model decides from what the net
   * believes.
   */
  readonly chances?: ArrayLike<number>;
  /** The cube's efficiencies (default `CUBE_EFFICIENCY`): what a benchmark varies to tune them. */
  readonly efficiency?: CubeEfficiency;
}

function ownerOf(cube: Cube, player: Color): CubeOwner {
  if (cube.owner === null) return 'centred';
  return cube.owner === player ? 'mine' : 'theirs';
}

/** The match score as the player on roll sees it, for a table of one board with a match; else null. */
function matchView(state: TableState, player: Color): MatchScoreView | null {
  const match = state.config.match;
  if (match === null || state.config.boards.length !== 1) return null;
  const terms: MatchTerms = {
    mars: state.config.ending === 'oin' ? 1 : 2,
    koks: state.config.ending === 'koks' ? 3 : state.config.ending === 'mars' ? 2 : 1,
    crawford: match.crawford,
  };
  return {
    away: match.length - state.score[player],
    oppAway: match.length - state.score[opposite(player)],
    terms,
    crawfordDone: state.crawfordUsed,
  };
}

/**
 * Judges `cubes` (the offerable cubes of the player on roll, or the one he has just offered) at a
 * table: not doubling, and for each cube the take and the drop, all from `player`'s side.
 */
export function judgeCube(
  state: TableState,
  player: Color,
  cubes: readonly OfferableCube[],
  options: CubeJudgeOptions,
): CubeJudgement {
  const open = state.game.boards.flatMap((b, i) => (b.result === null ? [i] : []));
  if (open.length === 1) return judgeOneBoard(state, player, open[0], cubes, options);
  return judgeTable(state, player, open, cubes, options.efficiency);
}

/**
 * One board's cube (always at a table of one board), by the cubeful lookahead (`cubefulLookahead.ts`):
 * the cube model at the leaves — Janowski's mix by the efficiency x of the dead cube and the live one,
 * in a match the match equity table's own live cube at the score — carried up `ply` rolls with each
 * player below the root making his own cube decisions; at 0-ply (or from `chances` given) the model
 * read off the root's chances. Equities per unit of the cube (in a match, equivalent money at its
 * value).
 */
function judgeOneBoard(
  state: TableState,
  player: Color,
  board: number,
  cubes: readonly OfferableCube[],
  { ply, chances, efficiency }: CubeJudgeOptions,
): CubeJudgement {
  const { game, config } = state;
  const searcher = tableSearcher(config.boards[board].rules, config.ending);
  const position = positionFor(game.boards[board], player);
  const variant = position.variant;
  const cube = (config.cube.mode === 'shared' ? game.sharedCube : game.boards[board].cube) as Cube;
  const c = cube.value;
  const max = config.cube.max;
  const match = matchView(state, player);
  const xAt = (cells: Int8Array | null) =>
    cells === null ? 0 : cubeEfficiency({ variant, cells }, efficiency, match !== null);
  let valuation: CubeValuation;
  let inUnits: (equity: number) => number;
  if (match) {
    const views: readonly MatchScoreView[] = [match, { ...match, away: match.oppAway, oppAway: match.away }];
    // The live cube's curve depends on the ends' shares, not on the position: one per share (to 1/40).
    const curves = new Map<string, Float64Array>();
    const round = (share: number) => Math.round(share * 40) / 40;
    const curveFor = (side: 0 | 1, shares: ReturnType<typeof outcomeShares>, s: CubeState) => {
      const [wm, wk, lm, lk] = [shares.wins[1], shares.wins[2], shares.losses[1], shares.losses[2]].map(round);
      const key = `${side}|${s.value}|${s.owner}|${wm}|${wk}|${lm}|${lk}`;
      let curve = curves.get(key);
      if (curve === undefined) {
        curve = liveCubeCurve(views[side], [1 - wm - wk, wm, wk], [1 - lm - lk, lm, lk], s.value, s.owner, max);
        curves.set(key, curve);
      }
      return curve;
    };
    valuation = {
      leaf(p, s, cells, side) {
        const view = views[side];
        const shares = outcomeShares(p);
        const dead =
          p[WIN] * endChance(view, shares.wins, s.value, true) +
          (1 - p[WIN]) * endChance(view, shares.losses, s.value, false);
        const x = game.crawford ? 0 : xAt(cells);
        return x === 0 ? dead : x * onCurve(curveFor(side, shares, s), p[WIN]) + (1 - x) * dead;
      },
      cash: (s, side) =>
        matchWinningChance(views[side].away - s.value, views[side].oppAway, match.terms, match.crawfordDone),
      canDouble: (s) => !game.crawford && s.owner !== 'theirs' && 2 * s.value <= max,
      other: (e) => 1 - e,
    };
    const scale = matchScale(match, c);
    inUnits = (mwc) => (scale.half > 0 ? (mwc - scale.mid) / scale.half : 0);
  } else {
    const { mars, koks } = searcher.scoring;
    valuation = {
      leaf(p, s, cells) {
        const values =
          config.options.jacoby && !s.turned ? moneyOutcomeValues(1, 1, 1, 1) : moneyOutcomeValues(mars, koks, 1, 1);
        const { W, L } = winAndLoss(p, values);
        const x = s.value >= max ? 0 : xAt(cells);
        return s.value * cubefulEquity(p[WIN], W, L, x, s.owner);
      },
      cash: (s) => s.value,
      canDouble: (s) => s.owner !== 'theirs' && 2 * s.value <= max,
      other: (e) => -e,
    };
    inUnits = (equity) => equity / c;
  }
  const now: CubeState = { value: c, owner: ownerOf(cube, player), turned: cube.turned };
  const offers: CubeState[] = cubes.map((o) => ({ value: o.next, owner: 'theirs', turned: true }));
  const cells = Int8Array.from(position.cells);
  const root = [now, ...offers];
  const given = chances === undefined ? null : Float64Array.from(chances);
  const values =
    given === null
      ? cubefulToRoll(searcher, valuation, cells, ply, !game.boards[board].firstTurnDone[player], root, 0, true)
      : root.map((s) => valuation.leaf(given, s, cells, 0));
  const [noDouble, ...takes] = values.map(inUnits);
  return {
    player,
    noDouble,
    options: cubes.map((offer, i) => oneBoardOption(offer, c, board, takes[i])),
    unit: 'cube',
  };
}

/** An offer on one board: a drop loses the cube's value there (one unit), a take is worth `take`. */
function oneBoardOption(offer: OfferableCube, value: number, board: number, take: number): CubeOption {
  return {
    board: offer.board,
    value,
    next: offer.next,
    take,
    drop: 1,
    dropBoard: board,
    drops: [{ board, equity: 1 }],
  };
}

interface BoardCubeView {
  readonly outlook: BoardOutlook;
  readonly p: Float64Array;
  readonly x: number;
}

function judgeTable(
  state: TableState,
  player: Color,
  open: readonly number[],
  cubes: readonly OfferableCube[],
  efficiency?: CubeEfficiency,
): CubeJudgement {
  const { game, config } = state;
  const stakes = stakesOf(game);
  const { mars, koks } = scoringOf(state);
  const views = new Map<number, BoardCubeView>();
  for (const i of open) {
    const searcher = tableSearcher(config.boards[i].rules, config.ending);
    const position = positionFor(game.boards[i], player);
    const p = new Float64Array(OUTPUTS);
    searcher.evaluator.evaluate(position.cells, p);
    views.set(i, { outlook: boardOutlook(searcher, position, true), p, x: cubeEfficiency(position, efficiency) });
  }
  // A board's money outcomes per unit of its stake (the Jacoby rule counts marses only once turned).
  const outcomes = (i: number, turned: boolean, factor: number) =>
    winAndLoss(
      (views.get(i) as BoardCubeView).p,
      config.options.jacoby && !turned
        ? moneyOutcomeValues(1, 1, factor, 1)
        : moneyOutcomeValues(mars, koks, factor, 1),
    );
  const cubeful = (i: number, owner: CubeOwner, turned: boolean, factor = 1) => {
    const v = views.get(i) as BoardCubeView;
    const { W, L } = outcomes(i, turned, factor);
    return factor * cubefulEquity(v.p[WIN], W / factor, L / factor, v.x, owner);
  };
  // The chance of winning the board that its cubeful equity implies (a cube the owner may cash later
  // wins the board more often than the cubeless chance says): it weighs the half point.
  const cubefulWin = (i: number, owner: CubeOwner, turned: boolean, factor = 1) => {
    const { W, L } = outcomes(i, turned, factor);
    const e = cubeful(i, owner, turned, factor);
    return Math.min(1, Math.max(0, (e + L) / (W + L)));
  };
  const cubeless = (i: number) => (views.get(i) as BoardCubeView).outlook.equity;
  const outlooks = open.map((i) => (views.get(i) as BoardCubeView).outlook);
  const won: BoardOutlook = { equity: 1, win: 1, finishIn: 0, finished: true };

  if (config.cube.mode === 'perBoard') {
    const own = (i: number) => {
      const cube = game.boards[i].cube as Cube;
      return cube.value * cubeful(i, ownerOf(cube, player), cube.turned);
    };
    const ownWin = (i: number) => {
      const cube = game.boards[i].cube as Cube;
      return cubefulWin(i, ownerOf(cube, player), cube.turned);
    };
    const withWins = (wins: readonly number[]) => outlooks.map((o, k) => ({ ...o, win: wins[k] }));
    const noDouble = open.reduce((sum, i) => sum + own(i), 0) + halfPointTerm(withWins(open.map(ownWin)), stakes);
    const judged = cubes.map((offer) => {
      const b = offer.board as number;
      const f = offer.next / offer.value;
      const rest = open.reduce((sum, i) => (i === b ? sum : sum + own(i)), 0);
      const takeHalf = halfPointTerm(
        withWins(open.map((i) => (i === b ? cubefulWin(b, 'theirs', true, f) : ownWin(i)))),
        stakes,
      );
      const take = rest + offer.value * cubeful(b, 'theirs', true, f) + takeHalf;
      const dropHalf = halfPointTerm(
        open.map((i, k) => (i === b ? won : outlooks[k])),
        stakes,
      );
      const drop = rest + offer.value + dropHalf;
      return {
        board: b,
        value: offer.value,
        next: offer.next,
        take,
        drop,
        dropBoard: b,
        drops: [{ board: b, equity: drop }],
      };
    });
    return { player, noDouble, options: judged, unit: 'table' };
  }

  // The shared cube stakes the board that finishes first; the others are played for one.
  const shared = game.sharedCube as Cube;
  const first = finishFirstChances(outlooks);
  const sharedValue = (
    value: number,
    owner: CubeOwner,
    turned: boolean,
    boards: readonly number[],
    chances: number[],
  ) =>
    boards.reduce(
      (sum, i, k) => sum + chances[k] * value * cubeful(i, owner, turned) + (1 - chances[k]) * cubeless(i),
      0,
    );
  const halfPoint = halfPointTerm(outlooks, stakes);
  const noDouble = sharedValue(shared.value, ownerOf(shared, player), shared.turned, open, first) + halfPoint;
  const judged = cubes.map((offer) => {
    const f = offer.next / offer.value;
    const take =
      open.reduce(
        (sum, i, k) => sum + first[k] * offer.value * cubeful(i, 'theirs', true, f) + (1 - first[k]) * cubeless(i),
        0,
      ) + halfPoint;
    // The dropper gives up the board that costs him least; the rest goes on with the cube at its old
    // value, his to turn (RULES.md §6.7), and the half point is paid by the board given up.
    let drop = Number.POSITIVE_INFINITY;
    let dropBoard = open[0];
    const drops: { board: number; equity: number }[] = [];
    for (const j of open) {
      const rest = open.filter((i) => i !== j);
      const restOutlooks = rest.map((i) => (views.get(i) as BoardCubeView).outlook);
      const chances = rest.length > 0 ? finishFirstChances(restOutlooks) : [];
      const v = offer.value - (stakes.halfPointDue ? 0.5 : 0) + sharedValue(offer.value, 'theirs', true, rest, chances);
      drops.push({ board: j, equity: v });
      if (v < drop) {
        drop = v;
        dropBoard = j;
      }
    }
    return { board: null, value: offer.value, next: offer.next, take, drop, dropBoard, drops };
  });
  return { player, noDouble, options: judged, unit: 'table' };
}

function scoringOf(state: TableState): { mars: number; koks: number } {
  const searcher = tableSearcher(state.config.boards[0].rules, state.config.ending);
  return searcher.scoring;
}

/** What a double is worth to the doubler: the taker answers with the better of take and drop for him. */
export function doubleValue(option: CubeOption): number {
  return Math.min(option.take, option.drop);
}

/** The cube of an offer being answered, as an offerable cube (its value before the double). */
export function offeredCube(state: TableState): OfferableCube | null {
  const offer = state.game.offer;
  if (offer === null) return null;
  const cube = offer.board === null ? state.game.sharedCube : state.game.boards[offer.board].cube;
  return { board: offer.board, value: cube?.value ?? 1, next: offer.value };
}
