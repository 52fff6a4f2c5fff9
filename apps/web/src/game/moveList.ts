import type { Locale } from '@nardy/elements';
import { RecordReader, type RecordReadResult, recordFromState, type TableState } from '@nardy/parallel';
import { html, nothing, type TemplateResult } from 'lit';
import { appStrings } from '../i18n.ts';
import { gameStrings } from './gameStrings.ts';

const readers = new WeakMap<object, RecordReader>();
const read = new WeakMap<TableState, RecordReadResult>();

/**
 * The move list of a table, game by game, one line per turn in notation ("White 6-4 · Board 2: 24/18
 * 13/9"), newest last. One column that wraps long lines, so nothing overlaps; it scrolls in its box.
 * Read with the table core (@nardy/parallel's RecordReader), incrementally as the record grows.
 */
export function renderMoveList(table: TableState, locale: Locale, owner: object): TemplateResult {
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
  const boards = turns.value.config.boards.length;
  const games = turns.value.games;
  const any = games.some((game) => game.turns.length > 0);
  if (!any) return html`<p class="muted">${g.noMoves}</p>`;
  return html`${games.map(
    (game, i) => html`${games.length > 1 ? html`<h3>${g.gameN(i + 1)}</h3>` : nothing}
      <ol class="move-list">
        ${game.turns.map((turn) => html`<li class="turn ${turn.player}">${t.turnLine(turn, boards)}</li>`)}
      </ol>`,
  )}`;
}
