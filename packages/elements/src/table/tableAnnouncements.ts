import type { TableView } from '@nardy/parallel';
import { playText, samePlay } from '../board/announce.ts';
import type { Strings } from '../i18n/strings.ts';

/**
 * Pure: what a screen reader hears when the table changes — the opening roll, a roll, the board
 * chosen, a double (with its board), each board's completed play (with its board: "Board 2: Black
 * 13/7 8/7", or "…cannot move"), finished boards and the end of the game.
 */
export function tableAnnouncements(prev: TableView | null, next: TableView, t: Strings): string[] {
  const out: string[] = [];
  const n = next.boards.length;
  const label = (i: number) => t.boardLabel(i + 1, t.variant(next.boards[i].variant), n);
  if (next.opening && !prev?.opening) {
    const o = next.opening;
    out.push(t.openingResult(t.player('white'), o.white, t.player('black'), o.black, t.player(o.starter)));
  }
  if (prev) {
    next.boards.forEach((b, i) => {
      const before = prev.boards[i];
      if (b.lastMove && before && !samePlay(before.lastMove, b.lastMove)) {
        out.push(n > 1 ? `${label(i)}: ${playText(b.lastMove, t)}` : playText(b.lastMove, t));
      }
    });
  }
  if (next.dice && next.turn && (!prev?.dice || prev.dice.join() !== next.dice.join() || prev.turn !== next.turn)) {
    out.push(t.rolled(next.turn, next.dice));
  }
  if (n > 1 && next.chosenBoard !== null && prev?.chosenBoard !== next.chosenBoard && next.turn) {
    out.push(t.chose(next.turn, next.chosenBoard + 1, !next.playable[next.chosenBoard]));
  }
  if (next.cube.offer && !prev?.cube.offer) {
    const o = next.cube.offer;
    out.push(t.offerOn(o.by, o.value, n > 1 ? o.board : null));
  }
  for (const r of next.results) {
    if (!prev?.results.some((p) => p.board === r.board)) {
      const won = t.won(r.winner, t.ending(r.ending), r.points);
      out.push(n > 1 ? `${label(r.board)}: ${won}` : won);
    }
  }
  if (next.phase === 'gameOver' && prev?.phase !== 'gameOver' && n > 1) out.push(t.net(next.score.net));
  return out;
}
