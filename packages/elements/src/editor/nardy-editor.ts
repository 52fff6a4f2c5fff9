import type { Color } from '@nardy/rules';
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { EDIT_TOOLS, type EditTool } from '../board/editing.ts';
import { emit } from '../events.ts';
import { editingStrings } from '../i18n/editing.ts';
import { boardStringsFor, LocaleController } from '../i18n/locale.ts';
import { applyEdit, checkerCounts, type EditorPosition, editorBoardView, emptyPosition } from './editorValue.ts';

const CUBE_VALUES = [1, 2, 4, 8, 16, 32, 64] as const;
const COLORS = ['white', 'black'] as const;

/**
 * A position editor for any variant: a board in editing mode (a tap puts a checker of the chosen
 * colour or takes one off, a drag moves one, keys W / B / Delete on the focused point), the bar and
 * the trays, the side to move, the dice, the cube and its owner, and for the long family who is still
 * to make his first turn. Rules-free like the board: it holds the position in display points and tells
 * the host every change (`nardy-setup-change`); the host checks it with the rules and shows what is
 * wrong in `problem` (the rules' error code and message), live.
 *
 * @summary A position editor: checkers, bar, off, side to move, dice, cube.
 * @tag nardy-editor
 *
 * @event nardy-setup-change - The position changed (detail `{value}`: an `EditorPosition`); cancel it to refuse the change.
 * @slot - Extra controls of the host (import, export, play from here), shown under the editor's own.
 *
 * @csspart board - The board being edited.
 * @csspart tools - The choice of what a tap puts.
 * @csspart counts - Each colour's checkers.
 * @csspart settings - Side to move, dice, cube and first turns.
 * @csspart problem - What is wrong with the position (the host's `problem`).
 * @csspart button - A button of the editor.
 */
export class NardyEditor extends LitElement {
  static override styles = css`
    :host {
      display: block;
      max-width: 100%;
      font-family: var(--nardy-font, system-ui, sans-serif);
      color: var(--nardy-text, #1d1a16);
    }
    fieldset {
      border: 1px solid var(--nardy-button-border, #8a7658);
      border-radius: 6px;
      margin: 0.4rem 0;
      padding: 0.3rem 0.6rem 0.5rem;
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem 1rem;
      align-items: center;
    }
    legend {
      font-weight: 600;
      padding: 0 0.3rem;
    }
    label {
      display: inline-flex;
      gap: 0.3rem;
      align-items: center;
      min-height: 44px;
    }
    select,
    button {
      font: inherit;
      min-height: 44px;
    }
    .settings {
      display: flex;
      flex-wrap: wrap;
      gap: 0 0.8rem;
    }
    .counts {
      display: flex;
      flex-wrap: wrap;
      gap: 0.2rem 1.2rem;
      margin: 0.3rem 0;
    }
    .problem {
      color: var(--nardy-danger, #a01c12);
      font-weight: 600;
      margin: 0.3rem 0;
    }
    .ok {
      color: var(--nardy-ok, #1b6e2c);
      margin: 0.3rem 0;
    }
    button {
      border: 1px solid var(--nardy-button-border, #8a7658);
      background: var(--nardy-button, #efe6d4);
      color: var(--nardy-button-text, #1d1a16);
      border-radius: 6px;
      padding: 0 0.9rem;
      cursor: pointer;
    }
    button:focus-visible,
    select:focus-visible,
    input:focus-visible {
      outline: 3px solid var(--nardy-selected, #4fc3f7);
      outline-offset: 2px;
    }
  `;

  /** The position being set up (display points; see EditorPosition). The editor changes it as edited. */
  @property({ attribute: false }) value: EditorPosition = emptyPosition('short', 'opposed');
  /** What the host found wrong with the position (the rules' code and message), or null when it is good. */
  @property({ attribute: false }) problem: { readonly code: string; readonly message: string } | null = null;
  /** What a tap on the board puts: `white` (default), `black` or `erase`. */
  @property({ type: String, reflect: true }) tool: string = 'white';
  /** Show point numbers on the board. */
  @property({ type: Boolean, reflect: true }) numbers = false;
  /** Colour whose home is at the bottom: `white` (default) or `black`. */
  @property({ type: String, reflect: true }) bottom: string | null = null;
  /** Language: en, ru or uk (default: the page-wide `setLocale`). */
  @property({ type: String, reflect: true }) locale: string | null = null;

  readonly #locale = new LocaleController(this, boardStringsFor);
  /** The dice chosen so far (0 = not chosen): a roll exists only once both are set. */
  @state() private _dice: readonly [number, number] = [0, 0];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('tool') && !(EDIT_TOOLS as readonly string[]).includes(this.tool)) this.tool = 'white';
    if (changed.has('value') && this.value.dice) this._dice = this.value.dice;
  }

  /** Sets a new position and tells the host; a host that cancels the event keeps the old one. */
  #change(next: EditorPosition): void {
    if (next === this.value) return;
    const before = this.value;
    this.value = next;
    if (!emit(this, 'nardy-setup-change', { value: next })) this.value = before;
  }

  #onEdit = (e: CustomEvent<{ at: number; color: Color; change: 1 | -1; from?: number }>) => {
    e.stopPropagation();
    const { at, color, change, from } = e.detail;
    this.#change(applyEdit(this.value, { at, color, change, ...(from === undefined ? {} : { from }) }));
  };

  #onTool = (e: Event) => {
    this.tool = (e.target as HTMLInputElement).value as EditTool;
  };

  #onTurn = (e: Event) => {
    this.#change({ ...this.value, turn: (e.target as HTMLInputElement).value as Color });
  };

  #onDie = (k: 0 | 1) => (e: Event) => {
    const n = Number((e.target as HTMLSelectElement).value);
    const next: [number, number] = k === 0 ? [n, this._dice[1]] : [this._dice[0], n];
    this._dice = next;
    // A roll needs both dice: with one of them unset there is none yet.
    this.#change({ ...this.value, dice: next[0] > 0 && next[1] > 0 ? next : null });
  };

  #onCubeValue = (e: Event) => {
    const v = Number((e.target as HTMLSelectElement).value);
    this.#change({ ...this.value, cube: v === 0 ? null : { value: v, owner: this.value.cube?.owner ?? null } });
  };

  #onCubeOwner = (e: Event) => {
    const cube = this.value.cube;
    if (!cube) return;
    const v = (e.target as HTMLInputElement).value;
    this.#change({ ...this.value, cube: { ...cube, owner: v === 'white' || v === 'black' ? v : null } });
  };

  #onFirstTurn = (color: Color) => (e: Event) => {
    this.#change({
      ...this.value,
      firstTurn: { ...this.value.firstTurn, [color]: (e.target as HTMLInputElement).checked },
    });
  };

  #onClear = () => {
    const v = this.value;
    this.#change({ ...emptyPosition(v.variant, v.geometry), turn: v.turn, cube: v.cube });
  };

  override render() {
    const t = editingStrings(this.#locale.strings.lang);
    const v = this.value;
    const counts = checkerCounts(v);
    const tool = (EDIT_TOOLS as readonly string[]).includes(this.tool) ? this.tool : 'white';
    const longFamily = v.geometry === 'sameDirection';
    const dice = v.dice ?? this._dice;
    return html`<section aria-label=${t.editor}>
      <fieldset part="tools" class="tools">
        <legend>${t.tools}</legend>
        ${EDIT_TOOLS.map(
          (k) => html`<label
            ><input type="radio" name="tool" value=${k} .checked=${tool === k} @change=${this.#onTool} />${t.tool(k)}</label
          >`,
        )}
      </fieldset>
      <nardy-board
        part="board"
        editing
        edit-tool=${tool}
        controls="none"
        label=${t.editor}
        .view=${editorBoardView(v)}
        ?numbers=${this.numbers}
        bottom=${this.bottom ?? 'white'}
        locale=${this.locale ?? this.#locale.strings.lang}
        @nardy-edit=${this.#onEdit}
      ></nardy-board>
      <div class="counts" part="counts" role="status">
        ${COLORS.map((c) => html`<span>${t.count(c, counts[c].total, counts[c].bar, counts[c].off)}</span>`)}
      </div>
      ${
        this.problem
          ? html`<p class="problem" part="problem" role="alert">${this.problem.message} (${this.problem.code})</p>`
          : nothing
      }
      <div class="settings" part="settings">
        <fieldset>
          <legend>${t.sideToMove}</legend>
          ${COLORS.map(
            (c) => html`<label
              ><input type="radio" name="turn" value=${c} .checked=${v.turn === c} @change=${this.#onTurn} />${t.side(c)}</label
            >`,
          )}
        </fieldset>
        <fieldset>
          <legend>${t.dice}</legend>
          ${([0, 1] as const).map(
            (k) => html`<label
              >${t.die(k === 0 ? 1 : 2)}
              <select name=${`die${k + 1}`} @change=${this.#onDie(k)}>
                <option value="0" ?selected=${dice[k] === 0}>${t.notRolled}</option>
                ${[1, 2, 3, 4, 5, 6].map((n) => html`<option value=${n} ?selected=${dice[k] === n}>${n}</option>`)}
              </select></label
            >`,
          )}
        </fieldset>
        <fieldset>
          <legend>${t.cube}</legend>
          <label
            >${t.cube}
            <select name="cube" @change=${this.#onCubeValue}>
              <option value="0" ?selected=${v.cube === null}>${t.noCube}</option>
              ${CUBE_VALUES.map((n) => html`<option value=${n} ?selected=${v.cube?.value === n}>${n}</option>`)}
            </select></label
          >
          ${
            v.cube
              ? html`<span role="radiogroup" aria-label=${t.cubeOwner}>
                  ${(['centre', 'white', 'black'] as const).map(
                    (o) => html`<label
                      ><input
                        type="radio"
                        name="owner"
                        value=${o}
                        .checked=${(v.cube?.owner ?? 'centre') === o}
                        @change=${this.#onCubeOwner}
                      />${o === 'centre' ? t.centred : t.side(o)}</label
                    >`,
                  )}
                </span>`
              : nothing
          }
        </fieldset>
        ${
          longFamily
            ? html`<fieldset>
                <legend>${t.firstTurns}</legend>
                ${COLORS.map(
                  (c) => html`<label
                    ><input
                      type="checkbox"
                      name=${`first-${c}`}
                      .checked=${v.firstTurn[c]}
                      @change=${this.#onFirstTurn(c)}
                    />${t.firstTurn(c)}</label
                  >`,
                )}
              </fieldset>`
            : nothing
        }
      </div>
      <button type="button" part="button" @click=${this.#onClear}>${t.clear}</button>
      <slot></slot>
    </section>`;
  }

  /** Moves keyboard focus to the board being edited. */
  override focus(options?: FocusOptions): void {
    this.renderRoot.querySelector('nardy-board')?.focus(options);
  }
}
