import { BAR_CELL } from './cells.ts';
import type { TurnContext } from './plays.ts';
import type { Position } from './position.ts';
import { type StepInput, TurnPlan } from './turn.ts';
import type { Dice } from './types.ts';
import type { Rules } from './variant.ts';

/**
 * Why a checker may not move as a player tried (RULES.md §2–§3), as stable codes a screen turns into
 * a sentence ("the head rule: one checker from the head per turn"). Closed set, checked in this order.
 */
export const STEP_REASONS = [
  /** No checker of the mover stands there. */
  'step/no-checker',
  /** A checker on the bar must enter first (§2.4). */
  'step/bar-first',
  /** Checkers move towards their home only. */
  'step/backwards',
  /** No die left (nor a sum of them) is that distance. */
  'step/no-die',
  /** The point (or a point on the way) is held by the opponent: two or more checkers, one in the long family. */
  'step/blocked',
  /** Bearing off before every checker is home (§2.6). */
  'step/not-home',
  /** A die higher than the point bears off only from the highest point (§2.6). */
  'step/bear-off-higher',
  /** Only one checker may leave the head per turn (§3.4.2). */
  'step/head',
  /** Six points in a row with no opposing checker ahead (§3.4.3). */
  'step/six-block',
  /** Caucasian: a checker that hit in its home may not hide on a point of its own (§3.2). */
  'step/hit-and-hide',
  /** Strict full-pips bear-off (option, §6.3). */
  'step/full-pips',
  /** Only one die can be played: it must be the higher one (§2.3). */
  'step/higher-die',
  /** The move would leave dice unplayed that a whole play can use (§2.3). */
  'step/whole-roll',
  /** None of the above: not a legal move now. */
  'move/illegal',
] as const;
export type StepReason = (typeof STEP_REASONS)[number];

/**
 * Why moving one checker from `from` to `to` (the mover's own numbering; 25 = bar, 0 = off) is not a
 * legal next move after the steps `entered` of this roll — or null when it is. With `to` null, why the
 * checker on `from` has no legal move at all. Each rule is asked in turn: geometry first (a checker
 * there, the bar, the direction, a die that fits, a free point), then the rules an option may relax
 * (head, six-block, hit-and-hide, full pips: the move would be legal with that rule off), then the
 * whole-roll rules of §2.3. Pure: the same position, roll and steps always give the same reason.
 */
export function explainStep(
  rules: Rules,
  start: Position,
  dice: Dice,
  entered: readonly StepInput[],
  from: number,
  to: number | null,
  context: TurnContext = {},
): StepReason | null {
  const plan = new TurnPlan(rules, start, dice, context);
  const view = plan.view(entered);
  if (!view.ok) return 'move/illegal';
  const offered = (moves: typeof view.value.moves) =>
    moves.some((m) => m.from === from && (to === null || m.to === to));
  if (offered(view.value.moves)) return null;
  const cells = view.value.position.cells;
  const left = view.value.diceLeft;
  if (from < 1 || from > 25 || cells[from] <= 0) return 'step/no-checker';
  if (cells[BAR_CELL] > 0 && from !== 25) return 'step/bar-first';
  if (to !== null && to >= from) return 'step/backwards';
  // The single dice (and, for a move by the sum, the orders of dice) this move could use.
  const routes = to === null ? [...new Set(left)].map((d) => [d]) : routesFor(from, to, left);
  if (routes.length === 0) return 'step/no-die';
  const geometric = routes.map((route) => routeReason(rules, cells, from, route));
  const clear = geometric.some((r) => r === null);
  if (!clear) return pickGeometric(geometric as StepReason[]);
  // Legal by the board alone: a rule the options decide, or the whole-roll rules.
  const relaxed: [Partial<Rules>, StepReason][] = [
    [{ headRule: 'free' }, 'step/head'],
    [{ sixBlock: 'allowed' }, 'step/six-block'],
    [{ noHitAndHide: false }, 'step/hit-and-hide'],
    [{ strictFullPipsBearoff: false }, 'step/full-pips'],
  ];
  for (const [patch, reason] of relaxed) {
    const key = Object.keys(patch)[0] as keyof Rules;
    if (rules[key] === patch[key] || (key === 'headRule' && rules.headRule === null)) continue;
    if (key === 'sixBlock' && rules.sixBlock === null) continue;
    const other = new TurnPlan({ ...rules, ...patch } as Rules, start, dice, context).view(entered);
    if (other.ok && offered(other.value.moves)) return reason;
  }
  const distinct = dice[0] !== dice[1];
  if (distinct && plan.diceUsed === 1 && entered.length === 0) {
    const high = Math.max(dice[0], dice[1]);
    if (routes.every((r) => r.length === 1 && r[0] !== high)) return 'step/higher-die';
  }
  if (plan.diceUsed > entered.length) return 'step/whole-roll';
  return 'move/illegal';
}

/** The orders of dice (single dice, or several for a move by the sum) that take a checker from `from` to `to`. */
function routesFor(from: number, to: number, left: readonly number[]): number[][] {
  const out: number[][] = [];
  const distance = from - to;
  const walk = (route: number[], rest: number[], at: number) => {
    for (const d of new Set(rest)) {
      const next = at - d;
      const ends = to === 0 ? next <= 0 : next === to;
      if (ends) {
        // Bearing off with a higher die than needed is a single-die move only.
        if (to !== 0 || next === 0 || route.length === 0) out.push([...route, d]);
        continue;
      }
      if (next <= to || next < 1) continue;
      const r = [...rest];
      r.splice(r.indexOf(d), 1);
      walk([...route, d], r, next);
    }
  };
  if (distance > 0) walk([], [...left], from);
  return out;
}

/** The first geometric reason a route of single steps fails on the board (or null if none does). */
function routeReason(
  rules: Rules,
  cells: ArrayLike<number>,
  from: number,
  route: readonly number[],
): StepReason | null {
  let at = from;
  for (const die of route) {
    const target = at - die;
    if (target >= 1) {
      const opposing = cells[target] < 0 ? -cells[target] : 0;
      if (opposing > (rules.hitting ? 1 : 0)) return 'step/blocked';
    } else {
      // The moving checker stands on `at` now; the cells still show it on `from`.
      const mine = (p: number) => cells[p] - (p === from ? 1 : 0) > 0;
      if (at > 6) return 'step/not-home';
      for (let p = 7; p <= 25; p++) if (mine(p)) return 'step/not-home';
      if (target < 0) for (let p = at + 1; p <= 6; p++) if (mine(p)) return 'step/bear-off-higher';
    }
    at = target;
  }
  return null;
}

/** Of several routes' reasons, the one a player most needs to hear (a blocked point before the rest). */
function pickGeometric(reasons: readonly StepReason[]): StepReason {
  for (const r of ['step/blocked', 'step/not-home', 'step/bear-off-higher'] as const) {
    if (reasons.includes(r)) return r;
  }
  return reasons[0] ?? 'move/illegal';
}
