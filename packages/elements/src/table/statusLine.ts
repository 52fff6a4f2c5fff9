import type { AutoPlayKind, TableView } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { forcedWords } from '../i18n/forced.ts';
import type { Strings } from '../i18n/strings.ts';

/**
 * What auto-play did for a player in the latest change — a session snapshot's `auto` — so that the
 * status line can say that it was no choice: the only board the roll could be played on (`board`), a
 * forced play (`play`), a race bear-off (`bearOff`), or a roll with no cube to turn (`roll`).
 */
export interface ForcedChoice {
  readonly player: Color;
  readonly kind: AutoPlayKind;
}

/** What the status line says besides the view: the screen's own circumstances. */
export interface StatusContext {
  /** A host's message (why a move is refused): it wins. */
  readonly hint: string;
  /** The message of a table of its own that failed, or null. */
  readonly error: string | null;
  /** The computer of a table of its own is to act. */
  readonly thinking: boolean;
  /** The player at this screen may act now (both may when they share it). */
  readonly canAct: boolean;
  /** A player sits at this screen (`seat` given): the line speaks to him ("Your turn"). */
  readonly seated: boolean;
  readonly name: (color: Color) => string;
}

/** Pure: the status line in words — whose turn and what to do, for the player at this screen. */
export function statusText(view: TableView, ctx: StatusContext, t: Strings): string {
  if (ctx.hint) return ctx.hint;
  if (ctx.error) return ctx.error;
  if (ctx.thinking) return t.thinking;
  const who = view.turn ? ctx.name(view.turn) : '';
  const mine = ctx.canAct && ctx.seated;
  switch (view.phase) {
    case 'opening':
      return t.openingPrompt;
    case 'beforeRoll':
      return mine ? t.yourRoll(view.actions.some((a) => a.command.type === 'DOUBLE')) : t.toRoll(who);
    case 'awaitingReply': {
      const o = view.cube.offer;
      if (!o) return '';
      const board = view.boards.length > 1 ? o.board : null;
      return ctx.canAct ? t.offerToYou(ctx.name(o.by), o.value, board) : t.offerWaiting(who, o.value, board);
    }
    case 'chooseBoard':
      if (!view.dice) return '';
      return mine
        ? t.yourChoice(
            view.dice,
            view.actions.some((a) => a.pass === true),
          )
        : t.toPlay(who, view.dice);
    case 'moving': {
      if (!view.dice) return '';
      const b = view.chosenBoard === null ? null : view.boards[view.chosenBoard];
      // Confirm lit with dice left: what is left cannot be played, and the line says so.
      const done = view.actions.some((a) => a.command.type === 'CONFIRM' && a.enabled !== false);
      return mine && b ? t.yourMove(b.diceLeft, done) : t.toPlay(who, view.dice);
    }
    case 'gameOver':
    case 'matchOver': {
      if (view.draw) return t.gameDrawn;
      if (view.phase === 'matchOver') {
        const winner: Color = view.match.white > view.match.black ? 'white' : 'black';
        const [a, b] = winner === 'white' ? [view.match.white, view.match.black] : [view.match.black, view.match.white];
        return t.matchWon(ctx.name(winner), a, b);
      }
      const net = view.score.net;
      if (net === 0) return t.gameDrawn;
      return t.gameWon(ctx.name(net > 0 ? 'white' : 'black'), Math.abs(net));
    }
  }
  return '';
}

/**
 * Pure: what the status line says about a choice auto-play made ("Forced move", "Only board 2 could
 * take the roll", "Bore off"), naming the player unless it is `self` (the player at this screen); null
 * when there is nothing worth saying (the only board of a table of one).
 */
export function forcedText(
  forced: ForcedChoice,
  view: TableView,
  self: Color | null,
  name: (color: Color) => string,
  t: Strings,
): string | null {
  if (forced.kind === 'board' && view.boards.length < 2) return null;
  const board = forced.kind === 'board' && view.chosenBoard !== null ? view.chosenBoard + 1 : null;
  return forcedWords(t.lang)(forced.kind, board, forced.player === self ? null : name(forced.player));
}
