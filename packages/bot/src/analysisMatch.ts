/**
 * Match equity for the analysis of cube decisions in a match: the chance of winning the match from a
 * score, and the value of a game's outcomes at that score in "equivalent money" units (GNU
 * Backgammon's normalised equity: winning one cube's worth counts +1, losing it −1), so that a cube
 * error in a match reads on the same scale as in a money game.
 *
 * The table is our own, computed by a simple model rather than taken from any program: every game is
 * won by either side with chance ½, as a mars with chance `MET_MODEL.mars` and a koks with chance
 * `MET_MODEL.koks` (the share of marses and kokses in the bot's self-play is of that order), played for
 * one point before the Crawford game; in the Crawford game nobody doubles; after it the trailer doubles
 * at once and every game is played for two. It leaves out the cube before the Crawford game (which
 * makes long matches a little closer than the table says) and free drops.
 */
export const MET_MODEL = { mars: 0.2, koks: 0.01 } as const;

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
    post[b] = 0.5 + 0.5 * lose;
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
      let value = 0;
      for (const o of outcomes) value += 0.5 * o.chance * (at(a - o.points, b) + at(a, b - o.points));
      pre[a][b] = value;
    }
  }
  return { pre, crawford, post };
}

function tables(terms: MatchTerms, need: number): Tables {
  const key = `${terms.mars}|${terms.koks}|${terms.crawford}`;
  let t = cache.get(key);
  if (!t || t.post.length <= need) {
    t = build(terms, Math.max(need, 2 * (t?.post.length ?? 16)));
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
