import type { BoardMove } from '@nardy/parallel';
import type { Loc } from './layout.ts';

/**
 * A legal move of one checker as the pointer pipeline sees it: locations for drawing and hit
 * testing, and the view's move (display points, dice, notation) that the step event sends.
 * Built from `BoardView.legal` by the element.
 */
export interface LegalMove {
  readonly from: Loc;
  readonly to: Loc;
  readonly move: BoardMove;
}

/** A pressed pointer: where it went down, where it is, and whether it has become a drag. */
export interface Press {
  readonly pointerId: number;
  readonly loc: Loc | null;
  readonly x0: number;
  readonly y0: number;
  readonly x: number;
  readonly y: number;
  readonly dragging: boolean;
  readonly over: Loc | null;
}

/**
 * Headless interaction state of one board (selection, drag intent, steps entered this turn). Pure
 * data: every transition returns a new state, the element only renders it.
 */
export interface Interaction {
  readonly selected: Loc | null;
  readonly press: Press | null;
  /** Steps emitted this turn, newest last (for undo and for animating the right checkers). */
  readonly pending: readonly LegalMove[];
}

/**
 * What the element should do after a transition: send a step, or tell the host that the player tried
 * a move the view does not offer (a checker put down where it may not go: `to`; a tap on a place with
 * no legal move: `to` null), so that the host can say why in words.
 */
export type Intent =
  | { readonly type: 'step'; readonly move: LegalMove }
  | { readonly type: 'refused'; readonly from: Loc; readonly to: Loc | null }
  | null;

export interface Transition {
  readonly state: Interaction;
  readonly intent: Intent;
}

/** Pixels a pointer must travel before a press becomes a drag (a smaller wobble is a tap). */
export const DRAG_THRESHOLD = 6;

export const IDLE: Interaction = { selected: null, press: null, pending: [] };

/** Locations that have at least one legal move. */
export function sources(legal: readonly LegalMove[]): Set<Loc> {
  return new Set(legal.map((m) => m.from));
}

/**
 * The move from `from` to `to`, preferring the fewest dice (a single-die step over a combined move
 * to the same point) so that a tap never spends more dice than needed, and of those the smallest
 * (bearing off from the 2 with 5-4 spends the 4, as the table does for a step given without its die).
 */
export function findMove(legal: readonly LegalMove[], from: Loc, to: Loc): LegalMove | null {
  let best: LegalMove | null = null;
  const sum = (m: LegalMove) => m.move.dice.reduce((a, b) => a + b, 0);
  for (const m of legal) {
    if (m.from !== from || m.to !== to) continue;
    if (
      best === null ||
      m.move.dice.length < best.move.dice.length ||
      (m.move.dice.length === best.move.dice.length && sum(m) < sum(best))
    ) {
      best = m;
    }
  }
  return best;
}

/** Destinations of the selected (or given) source. */
export function destinations(legal: readonly LegalMove[], from: Loc | null): Set<Loc> {
  return new Set(from === null ? [] : legal.filter((m) => m.from === from).map((m) => m.to));
}

function step(state: Interaction, move: LegalMove): Transition {
  return {
    state: { selected: null, press: null, pending: [...state.pending, move] },
    intent: { type: 'step', move },
  };
}

/**
 * A tap (or Enter / Space) on a location: put the picked-up checker down on a legal destination, pick
 * one up from a source, put it back by tapping its source again, or clear the selection.
 */
export function tap(state: Interaction, legal: readonly LegalMove[], loc: Loc | null): Transition {
  if (state.selected !== null && loc !== null) {
    const move = findMove(legal, state.selected, loc);
    if (move) return step(state, move);
  }
  if (loc !== null && loc !== state.selected && sources(legal).has(loc)) {
    return { state: { ...state, selected: loc, press: null }, intent: null };
  }
  const cleared = { ...state, selected: null, press: null };
  if (loc === null || loc === state.selected) return { state: cleared, intent: null };
  // Put down where it may not go, or a tap on a place with no move: the host may explain.
  return { state: cleared, intent: { type: 'refused', from: state.selected ?? loc, to: state.selected ? loc : null } };
}

/** A pointer goes down. A second pointer while one is pressed is ignored (one pipeline). */
export function pointerDown(state: Interaction, pointerId: number, loc: Loc | null, x: number, y: number): Interaction {
  if (state.press !== null) return state;
  return { ...state, press: { pointerId, loc, x0: x, y0: y, x, y, dragging: false, over: loc } };
}

/**
 * The pressed pointer moves; past the threshold a press on a source becomes a drag of its top
 * checker (and selects that source so its destinations light up).
 */
export function pointerMove(
  state: Interaction,
  legal: readonly LegalMove[],
  pointerId: number,
  loc: Loc | null,
  x: number,
  y: number,
  threshold = DRAG_THRESHOLD,
): Interaction {
  const press = state.press;
  if (press === null || press.pointerId !== pointerId) return state;
  if (press.dragging) return { ...state, press: { ...press, x, y, over: loc } };
  const far = Math.hypot(x - press.x0, y - press.y0) >= threshold;
  if (far && press.loc !== null && sources(legal).has(press.loc)) {
    return { ...state, selected: press.loc, press: { ...press, x, y, over: loc, dragging: true } };
  }
  return { ...state, press: { ...press, x, y, over: loc } };
}

/** The pressed pointer goes up: a drop after a drag, otherwise a tap where it went down. */
export function pointerUp(
  state: Interaction,
  legal: readonly LegalMove[],
  pointerId: number,
  loc: Loc | null,
): Transition {
  const press = state.press;
  if (press === null || press.pointerId !== pointerId) return { state, intent: null };
  if (press.dragging) {
    const move = press.loc !== null && loc !== null ? findMove(legal, press.loc, loc) : null;
    if (move) return step(state, move);
    const cleared = { ...state, selected: null, press: null };
    const refused = press.loc !== null && loc !== null && loc !== press.loc;
    return { state: cleared, intent: refused ? { type: 'refused', from: press.loc!, to: loc } : null };
  }
  const released = { ...state, press: null };
  // A tap is where the pointer went down; a press that wandered onto another location without
  // becoming a drag (a non-source) counts at the release point.
  return tap(released, legal, press.loc ?? loc);
}

/** The pointer was taken away (scroll, system gesture): drop the press, keep nothing half-done. */
export function pointerCancel(state: Interaction, pointerId: number): Interaction {
  if (state.press === null || state.press.pointerId !== pointerId) return state;
  return { ...state, press: null, selected: state.press.dragging ? null : state.selected };
}

/** The last pending step was undone by the host. */
export function undone(state: Interaction): Interaction {
  return { selected: null, press: null, pending: state.pending.slice(0, -1) };
}

/**
 * A new view arrived: keep the selection only while it is still a source; a new turn or roll clears
 * the pending steps.
 */
export function reconcile(state: Interaction, legal: readonly LegalMove[], newTurn: boolean): Interaction {
  const selected = state.selected !== null && sources(legal).has(state.selected) ? state.selected : null;
  const press = state.press?.dragging && selected === null ? null : state.press;
  return { selected, press, pending: newTurn ? [] : state.pending };
}
