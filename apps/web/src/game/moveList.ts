import type { Locale } from '@nardy/elements';
import {
  playTextIn,
  RecordReader,
  type RecordReadResult,
  recordFromState,
  type TableConfig,
  type TableState,
  type Turn,
} from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { html, nothing, type TemplateResult } from 'lit';
import { analysisStrings } from '../analysis/analysisStrings.ts';
import { appStrings } from '../i18n.ts';
import { gameStrings } from './gameStrings.ts';

const readers = new WeakMap<object, RecordReader>();
const read = new WeakMap<TableState, RecordReadResult>();

/**
 * A turn as the screen writes it: a play in `viewer`'s own numbering (the numbering of the board's
 * point labels, `viewerNumbering` of @nardy/parallel), so every play of the list can be found on the
 * labels; records and .mat files keep the mover's numbering.
 */
export function turnForViewer(turn: Turn, config: TableConfig, viewer: Color): Turn {
  if (turn.kind !== 'move' || turn.player === viewer || turn.steps.length === 0) return turn;
  const geometry = config.boards[turn.board].rules.geometry;
  return { ...turn, text: playTextIn(geometry, turn.player, viewer, turn.steps) };
}

/**
 * The move list of a table, game by game, one line per turn in notation ("White 6-4 · Board 2: 24/18
 * 13/9"), newest last, every play in `viewer`'s numbering. One column that wraps long lines, so nothing
 * overlaps; it scrolls in its box. Read with the table core (@nardy/parallel's RecordReader),
 * incrementally as the record grows.
 */
export function renderMoveList(
  table: TableState,
  locale: Locale,
  owner: object,
  viewer: Color,
  hinted: ReadonlySet<string> | null = null,
): TemplateResult {
  let turns = read.get(table);
  if (!turns) {
    let reader = readers.get(owner);
    if (!reader) {
      reader = new RecordReader();
      readers.set(owner, reader);
    }
    turns = reader.read(recordFromState(table));
    read.set(table, turns);
  }
  const t = appStrings(locale);
  const g = gameStrings(locale);
  if (!turns.ok) return html`<p class="muted">${turns.error.code}</p>`;
  const config = turns.value.config;
  const boards = config.boards.length;
  const games = turns.value.games;
  const any = games.some((game) => game.turns.length > 0);
  if (!any) return html`<p class="muted">${g.noMoves}</p>`;
  // A turn played after a hint is marked ("game:play", the play's index among the game's plays).
  const hint = analysisStrings(locale).hinted;
  return html`${games.map((game, i) => {
    let plays = 0;
    return html`${games.length > 1 ? html`<h3>${g.gameN(i + 1)}</h3>` : nothing}
      <ol class="move-list">
        ${game.turns.map((turn) => {
          const marked = turn.kind === 'move' && isHinted(hinted, i, plays++);
          return html`<li class="turn ${turn.player} ${marked ? 'hinted' : ''}">${t.turnLine(turnForViewer(turn, config, viewer), boards)}${
            marked ? html` <span class="hint-mark">(${hint})</span>` : nothing
          }</li>`;
        })}
      </ol>`;
  })}`;
}

const isHinted = (set: ReadonlySet<string> | null, game: number, play: number) => set?.has(`${game}:${play}`) ?? false;

/**
 * Brings the newest turn of the move list into view in every box that scrolls it (the list's own box,
 * the side panel, the phone's drawer), so the list follows the game instead of staying at move 1.
 */
export function followLatest(list: Element): void {
  const turns = list.querySelectorAll('li.turn');
  const last = turns[turns.length - 1];
  if (!last) return;
  for (
    let box: Element | null = last.parentElement;
    box && box !== list.parentElement?.parentElement;
    box = box.parentElement
  ) {
    if (box.scrollHeight <= box.clientHeight + 1) continue;
    const style = getComputedStyle(box);
    if (!/(auto|scroll)/.test(style.overflowY)) continue;
    const item = last.getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    if (item.bottom > frame.bottom) box.scrollTop += item.bottom - frame.bottom;
    else if (item.top < frame.top) box.scrollTop -= frame.top - item.top;
  }
}
