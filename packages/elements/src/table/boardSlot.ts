import type { BoardView, TableView } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { html, nothing, type TemplateResult } from 'lit';
import type { BoardSuggestion } from '../board/suggestions.ts';
import type { Strings } from '../i18n/strings.ts';
import { styleProps } from '../styleProps.ts';
import { boardStatus } from './boardStatus.ts';
import type { SlotBox } from './tableLayout.ts';

/** How a table was lost without being played out (the game server's forfeit). */
export interface TableForfeit {
  readonly player: Color;
  readonly reason: 'timeout' | 'abandoned';
}

/** The attributes `<nardy-table>` passes on to every board. */
export interface BoardLook {
  readonly numbers: boolean;
  readonly numbering: Color;
  readonly bottom: string | null;
  readonly home: string | null;
  readonly theme: string | null;
  readonly boardTheme: string | null;
  readonly locale: string | null;
  readonly hideLegal: boolean;
}

/**
 * One board of the table with its heading ("Board 2 · Long nardy", a status chip, the pip counts) and,
 * on the board in play, the action bar (`bar`). A thumbnail (focus layout) is the live board under a
 * button that brings it forward, named with its status; too small for words, it keeps its number.
 */
export function renderSlot(input: {
  readonly view: TableView;
  readonly index: number;
  /** The board as this screen draws it (legal moves only for the player at it). */
  readonly board: BoardView;
  readonly box: SlotBox | undefined;
  readonly t: Strings;
  readonly name: (color: Color) => string;
  readonly active: boolean;
  readonly suggestions: readonly BoardSuggestion[] | null;
  /** The table's forfeit, when the host knows of one: a forfeited board says so, not "resignation". */
  readonly forfeit?: TableForfeit | null;
  readonly look: BoardLook;
  /** The action bar or the notation field, drawn over the board in play. */
  readonly bar: () => TemplateResult | typeof nothing;
  /** On a board not in play: its own choice while the board is chosen (Play here / Pass here, and why). */
  readonly choice?: () => TemplateResult | typeof nothing;
  readonly activate: (index: number) => void;
}): TemplateResult {
  const { view, index: i, board, box, t, name, active, suggestions, look } = input;
  const status = boardStatus(view, i);
  const label = t.boardLabel(i + 1, t.variant(board.variant), view.boards.length);
  const result = view.results.find((r) => r.board === i);
  const forfeit = input.forfeit;
  const ending =
    result && result.ending === 'resign' && forfeit && forfeit.player !== result.winner
      ? t.forfeitEnding(forfeit.reason)
      : result && t.ending(result.ending);
  const statusText = result
    ? t.wonBy(name(result.winner), ending || '', result.points)
    : { chosen: t.inPlay, canPlay: t.canPlay, blocked: t.blocked, finished: t.finished, waiting: '' }[status];
  const chipText = result
    ? statusText
    : { chosen: t.inPlay, canPlay: t.chipPlayable, blocked: t.chipBlocked, finished: t.finished, waiting: '' }[status];
  const kind = box?.kind ?? 'grid';
  const thumb = kind === 'thumb';
  // A thumbnail too small for words keeps its number; its outline and its button's name say the rest.
  const roomy = !thumb || (box?.w ?? 0) >= 110;
  const headingId = `board-${i}-title`;
  const style = styleProps(box ? { left: `${box.x}px`, top: `${box.y}px`, width: `${box.w}px` } : {});
  return html`<section
    class="slot ${status} ${kind} ${active ? 'active' : ''}"
    part="slot"
    data-board=${i}
    aria-labelledby=${headingId}
    ${style}
    @pointerdown=${() => input.activate(i)}
    @focusin=${() => input.activate(i)}
  >
    <div class="slot-head">
      <h3 id=${headingId}>${thumb ? html`<span aria-hidden="true">${roomy ? t.boardN(i + 1) : i + 1}</span><span class="sr-only">${label}</span>` : label}</h3>
      ${chipText && roomy ? html`<span class="chip ${status}" title=${statusText}>${chipText}</span>` : nothing}
      ${
        thumb
          ? nothing
          : html`<span class="pips"
              ><span class="sr-only">${t.pips('white', board.pips.white)}, ${t.pips('black', board.pips.black)}</span
              ><span aria-hidden="true"
                ><span class="disc white"></span>${board.pips.white} <span class="disc black"></span>${board.pips.black}</span
              ></span
            >`
      }
    </div>
    <div class="board-box">
      <nardy-board
        .view=${board}
        .suggestions=${suggestions}
        board=${i}
        in-table
        controls="none"
        ?numbers=${look.numbers}
        numbering=${look.numbering}
        label=${label}
        bottom=${look.bottom ?? nothing}
        home=${look.home ?? nothing}
        theme=${look.theme ?? nothing}
        board-theme=${look.boardTheme ?? nothing}
        locale=${look.locale ?? nothing}
        ?hide-legal=${look.hideLegal}
        ?inert=${thumb}
      ></nardy-board>
      ${active && !thumb ? input.bar() : nothing}${!active && !thumb && input.choice ? input.choice() : nothing}
      ${
        thumb
          ? html`<button
              type="button"
              class="thumb-cover"
              part="thumb"
              aria-label=${t.showBoard(label, statusText)}
              @click=${() => input.activate(i)}
            ></button>`
          : nothing
      }
    </div>
  </section>`;
}
