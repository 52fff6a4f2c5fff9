import type { BoardMove, BoardView } from '@nardy/parallel';
import type { BoardStrings, EndingName } from '../i18n/strings.ts';

const sameList = (a: readonly unknown[] | null | undefined, b: readonly unknown[] | null | undefined) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((x, i) => x === b[i]));

const sameMove = (a: BoardView['lastMove'], b: BoardView['lastMove']) =>
  a === b ||
  (!!a &&
    !!b &&
    a.player === b.player &&
    a.text === b.text &&
    a.steps.length === b.steps.length &&
    a.steps.every((s, i) => s.from === b.steps[i].from && s.to === b.steps[i].to));

/**
 * What a screen reader should hear when the view changes from `prev` to `next`: the roll, a step
 * just played (`step`, the one this element emitted, once the host has applied it), an undo, a
 * completed play, hits and the result. Moves are read in their notation (the mover's numbering, as
 * the view writes it). Pure, so the wording is tested without a browser.
 */
export function announcements(
  prev: BoardView | null,
  next: BoardView,
  t: BoardStrings,
  step: Pick<BoardMove, 'text'> | null = null,
  options: AnnounceOptions = {},
): string[] {
  const out: string[] = [];
  const table = options.inTable === true;
  if (prev === null) {
    if (next.turn && next.dice && !table) out.push(t.rolled(next.turn, next.dice));
    return out;
  }
  if (!table && next.dice && next.turn && (!sameList(prev.dice, next.dice) || prev.turn !== next.turn)) {
    out.push(t.rolled(next.turn, next.dice));
  }
  const sameRoll = next.turn !== null && prev.turn === next.turn && sameList(prev.dice, next.dice);
  if (sameRoll && next.diceLeft.length < prev.diceLeft.length && step) {
    out.push(t.moved(next.turn!, step.text));
  } else if (sameRoll && next.diceLeft.length > prev.diceLeft.length) {
    out.push(t.undone);
  }
  if (!table && next.lastMove && !sameMove(prev.lastMove, next.lastMove)) out.push(playText(next.lastMove, t));
  for (const c of ['white', 'black'] as const) {
    if (next.bar[c] > prev.bar[c]) out.push(t.hit(c));
  }
  if (!table && next.result && !prev.result) {
    const { winner, ending, points } = next.result;
    const name = isEnding(ending) ? t.ending(ending) : ending;
    out.push(t.won(winner, name, points));
  }
  return out;
}

/** How a board's announcements fit the page: on a table, the table says rolls, plays and results. */
export interface AnnounceOptions {
  readonly inTable?: boolean;
}

/** A completed play as it is said: "Black 13/7 8/7", or "Black cannot move" for a pass. */
export function playText(move: NonNullable<BoardView['lastMove']>, t: BoardStrings): string {
  return move.text ? t.moved(move.player, move.text) : t.passed(move.player);
}

/** Whether two last plays are the same play (views are rebuilt, so compare by value). */
export function samePlay(a: BoardView['lastMove'], b: BoardView['lastMove']): boolean {
  return sameMove(a, b);
}

function isEnding(e: string): e is EndingName {
  return ['oin', 'mars', 'homeMars', 'koks', 'drop', 'resign'].includes(e);
}
