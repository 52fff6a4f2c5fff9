/**
 * Match equity for the analysis of cube decisions in a match: the chance of winning the match from a
 * score, and the value of a game's outcomes at that score in "equivalent money" units (GNU
 * Backgammon's normalised equity: winning one cube's worth counts +1, losing it −1), so that a cube
 * error in a match reads on the same scale as in a money game.
 *
 * The table is our own, computed by our own model rather than taken from any program: every game is
 * won by either side with chance ½, as a mars with chance `MET_MODEL.mars` and a koks with chance
 * `MET_MODEL.koks`. The shares (0.26 and 0.01) are the model's one fitted figure: with them its
 * five-point table is within 0.47 % (root mean square; 1.0 % at worst) of the published rollout-based
 * table GNU Backgammon uses, where a share of 0.20 was 0.78 % off (2.0 % at worst: the Crawford game's
 * trailer plays for marses more than other games' players do; ADR 0101). Before
 * the Crawford game each game is played with the cube by a model of optimal doubling (`gameWithCube`:
 * the winning chance moves continuously, either player doubles where it pays at the score, the other
 * takes or drops, cubes redoubled up to where they are dead); in the Crawford game nobody doubles;
 * after it the trailer doubles at once and the leader takes, or drops when that is better (the free
 * drop), so every game taken is played for two.
 */
/**
 * The match table's model: the shares of marses and kokses of every game, and the intervals of the grid
 * of winning chances on which a game's cube play is solved (128: 32 would cut the corners of the live
 * cube's curve at the take and cash points by up to 0.7 % of match winning chance).
 */
export const MET_MODEL: { readonly mars: number; readonly koks: number; readonly grid: number } = {
  mars: 0.26,
  koks: 0.01,
  grid: 128,
};

/** How the match scores its games: the points of a mars and a koks, and whether it has a Crawford game. */
export interface MatchTerms {
  readonly mars: number;
  readonly koks: number;
  readonly crawford: boolean;
}

interface Tables {
  /** pre[a][b]: the player a away wins against b away, both at least 2 away. */
  readonly pre: Float64Array[];
  /** crawford[b]: the leader (1 away) wins the Crawford game's match against b away. */
  readonly crawford: Float64Array;
  /** post[b]: the leader (1 away) wins after the Crawford game (or in a match without one). */
  readonly post: Float64Array;
}

const cache = new Map<string, Tables>();

function build(terms: MatchTerms, size: number): Tables {
  const { mars, koks } = MET_MODEL;
  const outcomes = [
    { points: 1, chance: 1 - mars - koks },
    { points: terms.mars, chance: mars },
    { points: terms.koks, chance: koks },
  ];
  const post = new Float64Array(size + 1);
  const crawford = new Float64Array(size + 1);
  // The leader's chance after the Crawford game: the trailer doubles at once, the game is worth two.
  const postAt = (b: number) => (b <= 0 ? 0 : post[b]);
  post[1] = 0.5;
  for (let b = 2; b <= size; b++) {
    let lose = 0;
    for (const o of outcomes) lose += o.chance * postAt(b - 2 * o.points);
    // The leader takes the trailer's double at once, or drops it (one point, the next game the same).
    post[b] = Math.max(0.5 + 0.5 * lose, post[b - 1]);
  }
  crawford[1] = 0.5;
  for (let b = 2; b <= size; b++) {
    let lose = 0;
    for (const o of outcomes) lose += o.chance * postAt(b - o.points);
    crawford[b] = 0.5 + 0.5 * lose;
  }
  const oneAway = terms.crawford ? crawford : post;
  const pre: Float64Array[] = [];
  for (let a = 0; a <= size; a++) pre.push(new Float64Array(size + 1));
  const at = (a: number, b: number): number => {
    if (a <= 0) return 1;
    if (b <= 0) return 0;
    if (a === 1 && b === 1) return 0.5;
    if (a === 1) return oneAway[b];
    if (b === 1) return 1 - oneAway[a];
    return pre[a][b];
  };
  for (let total = 4; total <= 2 * size; total++) {
    for (let a = Math.max(2, total - size); a <= Math.min(size, total - 2); a++) {
      const b = total - a;
      // Solved once per pair of scores: the other player's chance is the rest, an even score is even.
      pre[a][b] = a < b ? gameWithCube(a, b, at, outcomes) : a === b ? 0.5 : 1 - pre[b][a];
    }
  }
  return { pre, crawford, post };
}

/** The largest cube the table's model turns (a table's maximum is 64 at most). */
const MODEL_MAX_CUBE = 64;

/** The least concave function above the grid values `y` (ends kept), or with `sign` −1 the greatest convex one below. */
function hull(y: Float64Array, sign: 1 | -1): Float64Array {
  const grid = y.length - 1;
  const idx: number[] = [];
  for (let i = 0; i <= grid; i++) {
    // Keep the chain's turns one way: drop the last point while it lies under the chord (over it, convex).
    while (idx.length >= 2) {
      const j = idx[idx.length - 2];
      const k = idx[idx.length - 1];
      const cross = (k - j) * (y[i] - y[j]) - (i - j) * (y[k] - y[j]);
      if (sign * cross >= 0) idx.pop();
      else break;
    }
    idx.push(i);
  }
  const out = new Float64Array(grid + 1);
  for (let s = 0; s + 1 < idx.length; s++) {
    const j = idx[s];
    const k = idx[s + 1];
    for (let i = j; i <= k; i++) out[i] = y[j] + ((y[k] - y[j]) * (i - j)) / (k - j);
  }
  return out;
}

/** How a game ends, as shares of a side's wins (or losses): points (1, a mars, a koks) and their shares. */
type Ends = readonly { readonly points: number; readonly chance: number }[];

/** Who may double next: the cube in the middle, the first player's own, or the other's. */
export type CurveOwner = 'centred' | 'mine' | 'theirs';

/**
 * The first player's (a away, the other b away) chance of winning the match on the grid of cubeless
 * winning chances, with the cube at v, by a model of optimal doubling in the spirit of Zadeh's: the
 * game's winning chance moves continuously (a random walk on the grid) and ends at 0 or 1 as a single
 * game, a mars or a koks by the shares `wins` and `losses`; a player may double whenever he has access
 * to the cube, the other takes or drops, whichever is better for him at the score. A player owning the
 * cube at v doubles where it pays (the least concave function over his doubling value), the taker
 * answers with the better of the drop and owning the cube at 2v; with the cube in the middle both may
 * double (an obstacle problem solved by projected over-relaxation). `at(a', b')` is the chance at a
 * later score; `maxCube` the table's largest cube.
 */
function cubeCurve(
  a: number,
  b: number,
  at: (a: number, b: number) => number,
  wins: Ends,
  losses: Ends,
  maxCube: number,
  v: number,
  owner: CurveOwner,
): Float64Array {
  // Intervals of the grid of winning chances (MET_MODEL.grid, even), and the best over-relaxation of
  // the grid's random walk (successive over-relaxation, Young).
  const grid = MET_MODEL.grid;
  const overRelaxation = 2 / (1 + Math.sin(Math.PI / grid));
  const end = (value: number, mine: boolean) =>
    (mine ? wins : losses).reduce(
      (sum, o) => sum + o.chance * (mine ? at(a - o.points * value, b) : at(a, b - o.points * value)),
      0,
    );
  const linear = (value: number) => {
    const lose = end(value, false);
    const win = end(value, true);
    return Float64Array.from({ length: grid + 1 }, (_, i) => lose + ((win - lose) * i) / grid);
  };
  // A cube that both players' every win at its value already ends the match with is dead; so is one
  // at the maximum.
  const dead = (value: number) => value >= Math.max(a, b) || 2 * value > maxCube;
  const memo = new Map<string, Float64Array>();
  const owned = (value: number, mine: boolean): Float64Array => {
    const key = `${value}|${mine}`;
    const known = memo.get(key);
    if (known) return known;
    let f: Float64Array = linear(value);
    if (!dead(value)) {
      const after = owned(2 * value, !mine);
      const obstacle = Float64Array.from(f);
      const drop = mine ? at(a - value, b) : at(a, b - value);
      for (let i = 1; i < grid; i++) obstacle[i] = mine ? Math.min(drop, after[i]) : Math.max(drop, after[i]);
      f = hull(obstacle, mine ? 1 : -1);
    }
    memo.set(key, f);
    return f;
  };
  if (owner !== 'centred') return owned(v, owner === 'mine');
  const c = linear(v);
  if (dead(v)) return c;
  const byMe = owned(2 * v, false);
  const byThem = owned(2 * v, true);
  const myDouble = new Float64Array(grid + 1);
  const theirDouble = new Float64Array(grid + 1);
  for (let i = 1; i < grid; i++) {
    myDouble[i] = Math.min(at(a - v, b), byMe[i]);
    theirDouble[i] = Math.max(at(a, b - v), byThem[i]);
  }
  for (let sweep = 0; sweep < 5000; sweep++) {
    let change = 0;
    for (let i = 1; i < grid; i++) {
      const relaxed = c[i] + overRelaxation * ((c[i - 1] + c[i + 1]) / 2 - c[i]);
      const next = Math.min(theirDouble[i], Math.max(myDouble[i], relaxed));
      change = Math.max(change, Math.abs(next - c[i]));
      c[i] = next;
    }
    if (change < 1e-12) break;
  }
  return c;
}

/** The chance that the player `a` away beats one `b` away from the start of a game played with the cube. */
function gameWithCube(a: number, b: number, at: (a: number, b: number) => number, outcomes: Ends): number {
  return cubeCurve(a, b, at, outcomes, outcomes, MODEL_MAX_CUBE, 1, 'centred')[MET_MODEL.grid / 2];
}

function tables(terms: MatchTerms, need: number): Tables {
  const key = `${terms.mars}|${terms.koks}|${terms.crawford}|${MET_MODEL.mars}|${MET_MODEL.koks}|${MET_MODEL.grid}`;
  let t = cache.get(key);
  if (!t || t.post.length <= need) {
    t = build(terms, Math.max(need, t ? 2 * t.post.length : 16));
    cache.set(key, t);
  }
  return t;
}

/**
 * The chance that a player `away` points from the match beats one `oppAway` points away, before the
 * next game; `crawfordDone`: the Crawford game has been played (or the match has none), so a player one
 * point away faces doubling at once. Points may overshoot (0 or less away has won).
 */
export function matchWinningChance(away: number, oppAway: number, terms: MatchTerms, crawfordDone: boolean): number {
  if (away <= 0) return 1;
  if (oppAway <= 0) return 0;
  const a = Math.ceil(away);
  const b = Math.ceil(oppAway);
  const t = tables(terms, Math.max(a, b));
  if (a === 1 && b === 1) return 0.5;
  const oneAway = terms.crawford && !crawfordDone ? t.crawford : t.post;
  if (a === 1) return oneAway[b];
  if (b === 1) return 1 - oneAway[a];
  return t.pre[a][b];
}

/**
 * What each outcome of the game being played is worth to the player on roll at this score with the
 * cube at `cube`, in units where winning `unit` points is +1 and losing them −1 (equivalent money).
 * `win[k]`/`lose[k]`: a single game, a mars, a koks (k = 0, 1, 2).
 */
export interface OutcomeValues {
  readonly win: readonly [number, number, number];
  readonly lose: readonly [number, number, number];
}

export interface MatchScoreView {
  readonly away: number;
  readonly oppAway: number;
  readonly terms: MatchTerms;
  /** The Crawford game has been played or is being played (the next games double at once). */
  readonly crawfordDone: boolean;
}

/**
 * The scale of equivalent money at `unit` points: a match winning chance is `mid + half × equity`
 * (winning `unit` points is equity +1, losing them −1).
 */
export function matchScale(score: MatchScoreView, unit: number): { readonly mid: number; readonly half: number } {
  const { away, oppAway, terms, crawfordDone } = score;
  const winUnit = matchWinningChance(away - unit, oppAway, terms, crawfordDone);
  const loseUnit = matchWinningChance(away, oppAway - unit, terms, crawfordDone);
  return { mid: (winUnit + loseUnit) / 2, half: (winUnit - loseUnit) / 2 };
}

/** Outcome values for a match at `score`, normalised at `unit` points (see OutcomeValues). */
export function matchOutcomeValues(score: MatchScoreView, cube: number, unit: number): OutcomeValues {
  const { away, oppAway, terms, crawfordDone } = score;
  // A result that leaves a player one away makes the next game the Crawford game, unless it was played.
  const after = (a: number, b: number) => matchWinningChance(a, b, terms, crawfordDone);
  const { mid, half } = matchScale(score, unit);
  const norm = (mwc: number) => (half > 0 ? (mwc - mid) / half : 0);
  const points = [1, terms.mars, terms.koks];
  return {
    win: points.map((p) => norm(after(away - p * cube, oppAway))) as unknown as [number, number, number],
    lose: points.map((p) => norm(after(away, oppAway - p * cube))) as unknown as [number, number, number],
  };
}

/** Money-game outcome values at `cube`, normalised at `unit` points. */
export function moneyOutcomeValues(mars: number, koks: number, cube: number, unit: number): OutcomeValues {
  const f = cube / unit;
  return { win: [f, f * mars, f * koks], lose: [-f, -f * mars, -f * koks] };
}

/**
 * The player's chance of winning the match with the cube fully live (the cube model of the match
 * equity table, `cubeCurve`) at every cubeless winning chance of the grid (read one with `onCurve`),
 * his game's ends as shares of his wins and of his losses (single, mars, koks), the cube at `cube`
 * owned as `owner` (from his side), at most `maxCube`. The curve depends on the score, the shares and
 * the cube, not on the position, so a search that meets many positions with the same shares computes
 * it once.
 */
export function liveCubeCurve(
  score: MatchScoreView,
  wins: readonly [number, number, number],
  losses: readonly [number, number, number],
  cube: number,
  owner: CurveOwner,
  maxCube: number,
): Float64Array {
  const { away, oppAway, terms, crawfordDone } = score;
  const at = (a: number, b: number) => matchWinningChance(a, b, terms, crawfordDone);
  const points = [1, terms.mars, terms.koks];
  const ends = (shares: readonly number[]): Ends => points.map((pt, k) => ({ points: pt, chance: shares[k] }));
  return cubeCurve(away, oppAway, at, ends(wins), ends(losses), maxCube, cube, owner);
}

/** A curve of `liveCubeCurve` read at cubeless winning chance `p` (linear between grid points). */
export function onCurve(curve: Float64Array, p: number): number {
  const grid = curve.length - 1;
  const x = Math.min(grid, Math.max(0, p * grid));
  const i = Math.min(grid - 1, Math.floor(x));
  return curve[i] + (curve[i + 1] - curve[i]) * (x - i);
}
