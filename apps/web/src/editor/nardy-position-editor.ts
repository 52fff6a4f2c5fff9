import {
  type BoardSuggestion,
  displayPlay,
  type EditorPosition,
  editorBoardView,
  type Locale,
  stringsFor,
} from '@nardy/elements';
import type { TableSpec } from '@nardy/parallel';
import { type Color, VARIANTS, type VariantName } from '@nardy/rules';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import type { AnalysisClient } from '../analysis/analysisClient.ts';
import type { ShownPlay, ShownRoll } from '../analysis/analysisProtocol.ts';
import { signed } from '../analysis/analysisStrings.ts';
import { editorStrings } from './editorStrings.ts';
import './editor.css';
import '../elements.ts';
import {
  checkPosition,
  editorFromHash,
  editorFromPositionId,
  editorFromSetupJson,
  isVariant,
  pipsOf,
  positionIdOf,
  type SetupProblem,
  setupJsonOf,
  shareHash,
  startingEditor,
  tableSpecOf,
} from './positionSetup.ts';

/** What "Play from here" asks the app for: the table, who starts, and against whom. */
export interface PlayFromDetail {
  readonly spec: TableSpec;
  readonly first: Color;
  /** The roll set in the editor: the first turn plays it (null: the table rolls). */
  readonly dice: readonly [number, number] | null;
  readonly opponent: 'computer' | 'human';
}

type Result =
  | { readonly kind: 'plays'; readonly dice: readonly [number, number]; readonly plays: readonly ShownPlay[] }
  | { readonly kind: 'rolls'; readonly equity: number; readonly rolls: readonly ShownRoll[] };

/**
 * The position editor screen (docs/app.md "Position editor"): `<nardy-editor>` for any position of any
 * variant, checked live with the rules' codes; its Position ID (short variants), setup JSON and a
 * shareable address, each read back too; "Play from here" against the computer or a person, and
 * "Analyse this position" — the ranked plays of the roll set, or the best play of each of the 21 rolls.
 */
export class NardyPositionEditor extends LitElement {
  static override properties = {
    client: { attribute: false },
    locale: {},
    theme: {},
    _value: { state: true },
    _idText: { state: true },
    _jsonText: { state: true },
    _readError: { state: true },
    _opponent: { state: true },
    _result: { state: true },
    _busy: { state: true },
    _said: { state: true },
  };

  declare client: AnalysisClient | null;
  declare locale: Locale;
  declare theme: string;
  declare _value: EditorPosition;
  declare _idText: string;
  declare _jsonText: string;
  declare _readError: string;
  declare _opponent: 'computer' | 'human';
  declare _result: Result | null;
  declare _busy: boolean;
  declare _said: string;

  constructor() {
    super();
    this.client = null;
    this.locale = 'en';
    this.theme = 'light';
    this._value = { ...startingEditor('short'), pips: { white: 167, black: 167 } };
    this._readError = '';
    this._opponent = 'computer';
    this._result = null;
    this._busy = false;
    this._said = '';
    this.#texts();
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.openHash(location.hash);
  }

  /** Opens the position an address names (`#/editor?…`); a wrong one is said, the editor keeps its own. */
  openHash(hash: string): void {
    const read = editorFromHash(hash);
    if (read === null) return;
    if (read.ok) this.#set(read.value, false);
    else this._readError = this.#problemText(read.problem);
  }

  get value(): EditorPosition {
    return this._value;
  }

  #texts(): void {
    this._idText = positionIdOf(this._value) ?? '';
    this._jsonText = JSON.stringify(setupJsonOf(this._value));
  }

  #set(value: EditorPosition, fromEditor: boolean): void {
    this._value = { ...value, pips: pipsOf(value) };
    this._result = null;
    if (!fromEditor) this._readError = '';
    this.#texts();
    // The address follows a valid position, so that it can be bookmarked or shared as it is.
    if (checkPosition(value).ok && location.hash.startsWith('#/editor')) {
      history.replaceState(null, '', `${location.pathname}${location.search}${shareHash(value)}`);
    }
  }

  #problemText(p: SetupProblem): string {
    const t = editorStrings(this.locale);
    return `${t.problem(p, (c) => t.sides[c])} (${p.code})`;
  }

  #onChange = (e: CustomEvent<{ value: EditorPosition }>) => {
    this.#set(e.detail.value, true);
  };

  #onVariant = (e: Event) => {
    const v = (e.target as HTMLSelectElement).value;
    if (isVariant(v)) this.#set(startingEditor(v), false);
  };

  #readId = () => {
    const read = editorFromPositionId(this._idText, this._value.variant as VariantName, this._value.turn);
    if (read.ok) this.#set({ ...read.value, dice: this._value.dice, cube: this._value.cube }, false);
    else this._readError = editorStrings(this.locale).readFailed(this.#problemText(read.problem));
  };

  #readJson = () => {
    const read = editorFromSetupJson(this._jsonText);
    if (read.ok) this.#set(read.value, false);
    else this._readError = editorStrings(this.locale).readFailed(this.#problemText(read.problem));
  };

  async #copy(text: string, said: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard (an insecure page, a refused permission): the text stays in its field to copy by hand.
    }
    this._said = said;
  }

  #play = () => {
    const detail: PlayFromDetail = {
      spec: tableSpecOf(this._value),
      first: this._value.turn,
      dice: this._value.dice ? [this._value.dice[0], this._value.dice[1]] : null,
      opponent: this._opponent,
    };
    this.dispatchEvent(new CustomEvent('nardy-play-from', { detail, bubbles: true }));
  };

  #analyse = async () => {
    const checked = checkPosition(this._value);
    if (!checked.ok || !this.client) return;
    const v = this._value;
    const firstTurn = v.geometry === 'sameDirection' && v.firstTurn[v.turn];
    this._busy = true;
    try {
      if (v.dice) {
        const dice = [v.dice[0], v.dice[1]] as [number, number];
        const plays = await this.client.playsFor(checked.variant, checked.position, dice as never, firstTurn);
        if (this._value === v) this._result = { kind: 'plays', dice, plays };
      } else {
        const r = await this.client.rollsFor(checked.variant, checked.position, firstTurn);
        if (this._value === v) this._result = { kind: 'rolls', ...r };
      }
    } catch (e) {
      this._readError = (e as Error).message;
    } finally {
      this._busy = false;
    }
  };

  #playText(p: ShownPlay): string {
    return p.text || editorStrings(this.locale).pass;
  }

  #suggestions(plays: readonly ShownPlay[]): BoardSuggestion[] {
    const v = this._value;
    return plays.slice(0, 3).map((p, i) => ({
      player: v.turn,
      steps: displayPlay(v.geometry, v.turn, p.steps).steps,
      label: String(i + 1),
      kind: i === 0 ? 'best' : 'hint',
      description: `${i + 1}. ${this.#playText(p)} ${signed(this.locale, p.equity)}`,
    }));
  }

  #renderResult(result: Result): TemplateResult {
    const t = editorStrings(this.locale);
    if (result.kind === 'plays') {
      return html`<section class="editor-result" aria-labelledby="editor-result-title">
        <h3 id="editor-result-title">${t.playsFor(`${result.dice[0]}-${result.dice[1]}`)}</h3>
        <div class="editor-result-body">
          <nardy-board
            class="result-board"
            .view=${editorBoardView(this._value)}
            .suggestions=${this.#suggestions(result.plays)}
            controls="none"
            hide-legal
            label=${t.playsFor(`${result.dice[0]}-${result.dice[1]}`)}
            locale=${this.locale}
            theme=${this.theme}
          ></nardy-board>
          <ol class="ranked-plays">
            ${result.plays.map(
              (
                p,
                i,
              ) => html`<li data-rank=${i + 1}><span class="rank">${i + 1}.</span> <span class="play">${this.#playText(p)}</span>
                <span class="num">${signed(this.locale, p.equity)}</span>
                ${i > 0 ? html`<span class="num muted">(${signed(this.locale, -p.loss)})</span>` : nothing}</li>`,
            )}
          </ol>
        </div>
      </section>`;
    }
    return html`<section class="editor-result" aria-labelledby="editor-result-title">
      <h3 id="editor-result-title">${t.allRolls}</h3>
      <p>${t.positionEquity(t.sides[this._value.turn], signed(this.locale, result.equity))}</p>
      <table class="rolls">
        <thead><tr><th scope="col">${t.roll}</th><th scope="col">${t.bestPlay}</th><th scope="col">${t.equity}</th></tr></thead>
        <tbody>
          ${result.rolls.map(
            (r) => html`<tr><th scope="row">${r.dice[0]}-${r.dice[1]}</th>
              <td>${r.plays[0] ? this.#playText(r.plays[0]) : ''}</td>
              <td class="num">${r.plays[0] ? signed(this.locale, r.plays[0].equity) : ''}</td></tr>`,
          )}
        </tbody>
      </table>
    </section>`;
  }

  override render() {
    const t = editorStrings(this.locale);
    const el = stringsFor(this.locale);
    const v = this._value;
    const checked = checkPosition(v);
    // The editor shows the message with its code after it.
    const problem = checked.ok
      ? null
      : { code: checked.problem.code, message: t.problem(checked.problem, (c) => t.sides[c]) };
    // A plain container: <nardy-editor> is the region named "Position editor" (one landmark of that name).
    return html`<div class="position-editor">
      <h2 id="editor-title">${t.title}</h2>
      <div class="editor-top row">
        <label class="field" for="editor-variant"><span>${t.variant}</span>
          <select id="editor-variant" @change=${this.#onVariant}>
            ${VARIANTS.map((name) => html`<option value=${name} ?selected=${name === v.variant}>${el.variant(name)}</option>`)}
          </select></label>
        <button type="button" @click=${() => this.#set(startingEditor(v.variant as VariantName), false)}>${t.start}</button>
      </div>
      <nardy-editor
        .value=${v}
        .problem=${problem}
        locale=${this.locale}
        @nardy-setup-change=${this.#onChange}
      ></nardy-editor>
      ${checked.ok ? html`<p class="valid" role="status">${t.valid}</p>` : nothing}
      ${this._readError ? html`<p class="notice error read-error" role="alert">${this._readError}</p>` : nothing}
      <div class="editor-io">
        <div class="field-row">
          <label for="position-id">${t.positionId}</label>
          <input id="position-id" type="text" spellcheck="false" autocomplete="off" .value=${this._idText}
            ?disabled=${v.geometry !== 'opposed'}
            @input=${(e: Event) => (this._idText = (e.target as HTMLInputElement).value)}
            @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && this.#readId()} />
          <button type="button" class="read-id" ?disabled=${v.geometry !== 'opposed'} @click=${this.#readId}>${t.read}</button>
          <button type="button" ?disabled=${!positionIdOf(v)} @click=${() => this.#copy(this._idText, t.copied)}>${t.copy}</button>
        </div>
        ${v.geometry !== 'opposed' ? html`<p class="muted">${t.noPositionId}</p>` : nothing}
        <div class="field-row">
          <label for="setup-json">${t.setupJson}</label>
          <textarea id="setup-json" rows="3" spellcheck="false" .value=${this._jsonText}
            @input=${(e: Event) => (this._jsonText = (e.target as HTMLTextAreaElement).value)}></textarea>
          <button type="button" class="read-json" @click=${this.#readJson}>${t.read}</button>
          <button type="button" @click=${() => this.#copy(this._jsonText, t.copied)}>${t.copy}</button>
        </div>
        <div class="row">
          <button type="button" class="share" ?disabled=${!checked.ok}
            @click=${() => this.#copy(`${location.origin}${location.pathname}${location.search}${shareHash(v)}`, t.linkCopied)}>${t.shareLink}</button>
        </div>
      </div>
      <div class="editor-actions row">
        <label class="field" for="editor-opponent"><span>${t.against}</span>
          <select id="editor-opponent" @change=${(e: Event) => (this._opponent = (e.target as HTMLSelectElement).value as 'computer' | 'human')}>
            <option value="computer" ?selected=${this._opponent === 'computer'}>${t.computer}</option>
            <option value="human" ?selected=${this._opponent === 'human'}>${t.person}</option>
          </select></label>
        <button type="button" class="primary play-from" ?disabled=${!checked.ok} @click=${this.#play}>${t.playFrom}</button>
        <button type="button" class="analyse-position" ?disabled=${!checked.ok || this._busy} @click=${this.#analyse}>${this._busy ? t.analysing : t.analyse}</button>
      </div>
      <p class="muted play-cube">${v.cube ? t.playsWithCube(v.cube.value, v.cube.owner) : t.playsWithoutCube}</p>
      <p class="muted" role="status">${this._said}</p>
      ${this._result ? this.#renderResult(this._result) : nothing}
    </div>`;
  }
}

customElements.define('nardy-position-editor', NardyPositionEditor);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-position-editor': NardyPositionEditor;
  }
}
