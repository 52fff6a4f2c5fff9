import type { BoardMove, BoardView } from '@nardy/parallel';
import type { EndingName, Strings } from '../i18n/strings.ts';

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
  t: Strings,
  step: Pick<BoardMove, 'text'> | null = null,
): string[] {
  const out: string[] = [];
  if (prev === null) {
    if (next.turn && next.dice) out.push(t.rolled(next.turn, next.dice));
    return out;
  }
  if (next.dice && next.turn && (!sameList(prev.dice, next.dice) || prev.turn !== next.turn)) {
    out.push(t.rolled(next.turn, next.dice));
  }
  const sameRoll = next.turn !== null && prev.turn === next.turn && sameList(prev.dice, next.dice);
  if (sameRoll && next.diceLeft.length < prev.diceLeft.length && step) {
    out.push(t.moved(next.turn!, step.text));
  } else if (sameRoll && next.diceLeft.length > prev.diceLeft.length) {
    out.push(t.undone);
  }
  if (next.lastMove && !sameMove(prev.lastMove, next.lastMove)) {
    out.push(t.moved(next.lastMove.player, next.lastMove.text || '—'));
  }
  for (const c of ['white', 'black'] as const) {
    if (next.bar[c] > prev.bar[c]) out.push(t.hit(c));
  }
  if (next.result && !prev.result) {
    const { winner, ending, points } = next.result;
    const name = isEnding(ending) ? t.ending(ending) : ending;
    out.push(t.won(winner, name, points));
  }
  return out;
}

function isEnding(e: string): e is EndingName {
  return ['oin', 'mars', 'homeMars', 'koks', 'drop', 'resign'].includes(e);
}
