import type { AnalysedDecision, DecisionChoice, PlayerFigures, RecordAnalysis } from '@nardy/bot';
import { type BoardSuggestion, type Locale, stringsFor } from '@nardy/elements';
import type { NardyRecord } from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { html, LitElement, nothing, svg, type TemplateResult } from 'lit';
import type { AnalysisClient } from './analysisClient.ts';
import { type AnalysisStrings, analysisStrings, decimal, levelBand, signed } from './analysisStrings.ts';
import './analysis.css';
import { graphPoints, playText, stepBoards, stepForKey, type TimelineStep, timelineOf } from './timeline.ts';
import '../elements.ts';

/**
 * The analysis screen (docs/analysis.md "In the app"): the record is analysed in the analysis worker
 * with a progress bar; then each player's figures, a graph of the winning chances and equity, and the
 * decisions to step through by click or keys — the board as the decision was faced with the play made
 * and the best one as arrows, the loss in words and numbers, and at a table the best board marked when
 * the choice of board was wrong.
 */
export class NardyAnalysis extends LitElement {
  static override properties = {
    record: { attribute: false },
    client: { attribute: false },
    names: { attribute: false },
    viewer: {},
    computer: {},
    locale: {},
    theme: {},
    boardTheme: { attribute: 'board-theme' },
    _status: { state: true },
    _done: { state: true },
    _total: { state: true },
    _index: { state: true },
    _error: { state: true },
  };

  declare record: NardyRecord | null;
  declare client: AnalysisClient | null;
  declare names: Record<Color, string>;
  /**
   * Whose numbering the plays are written in and the points are named in: the person's seat against
   * the computer, else White (the game screen's rule, `viewerNumbering` of @nardy/parallel).
   */
  declare viewer: Color;
  /** The computer's seat in the game, or null: its level is not judged (it analysed its own play). */
  declare computer: Color | null;
  declare locale: Locale;
  declare theme: string;
  declare boardTheme: string;
  declare _status: 'idle' | 'running' | 'done' | 'failed';
  declare _done: number;
  declare _total: number;
  declare _index: number;
  declare _error: string;

  analysis: RecordAnalysis | null = null;
  steps: TimelineStep[] = [];
  /** When the last analysis was asked for and answered (`performance.now()`, ms). */
  startedAt = 0;
  answeredAt = 0;
  #analysed: NardyRecord | null = null;

  constructor() {
    super();
    this.record = null;
    this.client = null;
    this.names = { white: 'White', black: 'Black' };
    this.viewer = 'white';
    this.computer = null;
    this.locale = 'en';
    this.theme = 'light';
    this.boardTheme = 'green';
    this._status = 'idle';
    this._done = 0;
    this._total = 0;
    this._index = 0;
    this._error = '';
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.client?.cancel();
  }

  protected override updated(): void {
    if (this.record && this.client && this.record !== this.#analysed) void this.#run(this.record, this.client);
  }

  async #run(record: NardyRecord, client: AnalysisClient): Promise<void> {
    this.#analysed = record;
    this._status = 'running';
    this._done = 0;
    this._total = 0;
    this.startedAt = performance.now();
    try {
      const analysis = await client.analyse(record, (done, total) => {
        this._done = done;
        this._total = total;
      });
      if (this.#analysed !== record) return;
      this.answeredAt = performance.now();
      this.analysis = analysis;
      this.steps = timelineOf(record, analysis);
      // Start at the first mistake, if there is one: that is what a player comes to see.
      const first = this.steps.findIndex((s) => s.mark !== null);
      this._index = Math.max(0, first);
      this._status = 'done';
      this.dispatchEvent(new CustomEvent('nardy-analysed', { bubbles: true }));
    } catch (e) {
      if (this.#analysed !== record) return;
      const err = e as { code?: string; message: string };
      this._error = err.code ? `${err.message} (${err.code})` : err.message;
      this._status = 'failed';
    }
  }

  get #t(): AnalysisStrings {
    return analysisStrings(this.locale);
  }

  /** Goes to a step and keeps its entry in the list in sight (and focused, when the list had focus). */
  go(index: number): void {
    if (index < 0 || index >= this.steps.length) return;
    this._index = index;
    void this.updateComplete.then(() => {
      const item = this.querySelector<HTMLButtonElement>(`.analysis-timeline [data-step="${index}"]`);
      item?.scrollIntoView({ block: 'nearest' });
      if (this.querySelector('.analysis-timeline')?.contains(document.activeElement)) item?.focus();
    });
  }

  #onKey = (e: KeyboardEvent) => {
    if (this._status !== 'done' || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement;
    if (target.closest('input, select, textarea')) return;
    const next = stepForKey(e.key, this._index, this.steps);
    if (next === null) return;
    e.preventDefault();
    this.go(next);
  };

  // ---- rendering -----------------------------------------------------------------------------

  #play(step: TimelineStep, choice: DecisionChoice): string {
    if (choice.action) return this.#t.cubeActions[choice.action];
    return playText(step, choice, this.viewer) || this.#t.pass;
  }

  #markName(step: TimelineStep): string {
    const t = this.#t;
    if (!step.counted) return t.markNames.forced;
    if (step.mark) return t.markNames[step.mark];
    return step.loss < 0.0005 ? t.markNames.best : t.markNames.good;
  }

  #boardName(board: number | null): string {
    return board === null ? '' : this.#t.board(board + 1);
  }

  #heading(step: TimelineStep): string {
    const t = this.#t;
    const who = this.names[step.player];
    if (step.kind === 'cube') return t.cubeBy(who);
    const dice = step.move?.dice;
    const head = t.rolled(who, dice ? `${dice[0]}-${dice[1]}` : '');
    const boards = step.before.config.boards.length;
    return boards > 1 && step.move?.board !== null && step.move?.board !== undefined
      ? `${head} · ${this.#boardName(step.move.board)}`
      : head;
  }

  #renderSummary(analysis: RecordAnalysis): TemplateResult {
    const t = this.#t;
    const parallel = (this.record?.table.boards.length ?? 1) > 1;
    const row = (color: Color, f: PlayerFigures) => html`<tr data-player=${color}>
      <th scope="row"><span class="swatch ${color}" aria-hidden="true"></span>${this.names[color]}</th>
      <td class="num">${decimal(this.locale, f.errorRate)} <span class="muted">(${t.decisions(f.decisions)})</span></td>
      <td class="level">${color === this.computer ? t.computerLevel : t.levels[levelBand(f.errorRate)]}</td>
      <td class="num">${signed(this.locale, f.luck, 2)}</td>
      <td class="num">${f.doubtful} / ${f.bad} / ${f.veryBad}</td>
      ${parallel ? html`<td class="num">${decimal(this.locale, f.board.errorRate)}</td>` : nothing}
    </tr>`;
    return html`<table class="analysis-summary">
      <caption>${t.summary}</caption>
      <thead>
        <tr>
          <th scope="col">${t.player}</th>
          <th scope="col" title=${t.errorRateNote}>${t.errorRate}</th>
          <th scope="col" title=${t.levelNote}>${t.level}</th>
          <th scope="col">${t.luck}</th>
          <th scope="col">${t.marks}</th>
          ${parallel ? html`<th scope="col">${t.boardChoice}</th>` : nothing}
        </tr>
      </thead>
      <tbody>${row('white', analysis.players.white)}${row('black', analysis.players.black)}</tbody>
    </table>
    <p class="luck-line">${this.#luckLine(analysis)}</p>
    <p class="muted note">${t.errorRate}: ${t.errorRateNote}. ${t.levelNote}${parallel ? ` ${t.boardChoiceNote}` : ''}</p>`;
  }

  /** Who the dice favoured, by how many points (the difference of the two players' luck). */
  #luckLine(analysis: RecordAnalysis): string {
    const t = this.#t;
    const diff = analysis.players.white.luck - analysis.players.black.luck;
    if (Math.abs(diff) < 0.005) return t.luckEven;
    const luckier: Color = diff > 0 ? 'white' : 'black';
    const points = decimal(this.locale, Math.abs(diff), 2);
    // Against the computer the line speaks to the person.
    if (this.computer !== null) return luckier === this.computer ? t.computerLuckier(points) : t.youLuckier(points);
    return t.luckier(this.names[luckier], points);
  }

  #renderGraph(): TemplateResult {
    const t = this.#t;
    const steps = this.steps;
    const points = graphPoints(steps);
    const W = 600;
    const H = 120;
    const n = Math.max(1, steps.length - 1);
    const x = (i: number) => (i / n) * W;
    const maxEquity = Math.max(1, ...points.map((p) => Math.abs(p.equity)));
    const yWin = (w: number) => H * (1 - w);
    const yEq = (e: number) => (H / 2) * (1 - e / maxEquity);
    const line = (f: (p: (typeof points)[number]) => number) =>
      points.map((p, k) => `${k === 0 ? 'M' : 'L'}${x(p.index).toFixed(1)},${f(p).toFixed(1)}`).join(' ');
    const at = x(this._index);
    const click = (e: MouseEvent) => {
      const box = (e.currentTarget as SVGElement).getBoundingClientRect();
      this.go(Math.round(((e.clientX - box.left) / box.width) * n));
    };
    return html`<figure class="analysis-graph">
      <svg viewBox="-4 -4 ${W + 8} ${H + 8}" preserveAspectRatio="none" role="img" aria-label=${t.graph} @click=${click}>
        ${svg`<line class="mid" x1="0" x2=${W} y1=${H / 2} y2=${H / 2}></line>
          <path class="equity" d=${line((p) => yEq(p.equity))}></path>
          <path class="win" d=${line((p) => yWin(p.win))}></path>
          <line class="cursor" x1=${at} x2=${at} y1="0" y2=${H}></line>
          ${steps.map((s, i) =>
            s.mark ? svg`<circle class="mark ${s.mark}" cx=${x(i)} cy=${H - 4} r="4"></circle>` : nothing,
          )}`}
      </svg>
      <figcaption>
        <span class="legend win">${t.graphWin}</span>
        <span class="legend equity">${t.graphEquity}</span>
      </figcaption>
    </figure>`;
  }

  #arrowsFor(step: TimelineStep, board: number, arrows: ReturnType<typeof stepBoards>['arrows']): BoardSuggestion[] {
    const t = this.#t;
    const best = step.board && step.board.best.board === board ? step.board.best : step.move?.best;
    return arrows
      .filter((a) => a.board === board)
      .map((a) => ({
        player: a.player,
        steps: a.steps,
        kind: a.kind,
        label: a.kind === 'best' ? t.best : t.played,
        description:
          a.kind === 'best' ? t.bestArrow(a.play, signed(this.locale, best?.equity ?? 0)) : t.playedArrow(a.play),
      }));
  }

  #renderBoards(step: TimelineStep): TemplateResult {
    const t = this.#t;
    const { views, arrows, bestBoard } = stepBoards(step, this.viewer);
    const el = stringsFor(this.locale);
    const many = views.length > 1;
    return html`<div class="analysis-boards boards-${views.length}">
      ${views.map((view, i) => {
        const label = many ? `${this.#boardName(i)} · ${el.variant(view.variant)}` : el.variant(view.variant);
        return html`<figure class="analysis-board ${bestBoard === i ? 'best-board' : ''} ${step.move?.board === i ? 'played-board' : ''}" data-board=${i}>
          ${
            many
              ? html`<figcaption>${label}${bestBoard === i ? html` <strong class="best-board-mark">★ ${t.bestBoard}</strong>` : nothing}</figcaption>`
              : nothing
          }
          <nardy-board
            .view=${view}
            .suggestions=${this.#arrowsFor(step, i, arrows)}
            controls="none"
            numbering=${this.viewer}
            hide-legal
            label=${label}
            locale=${this.locale}
            theme=${this.theme}
            board-theme=${this.boardTheme}
          ></nardy-board>
        </figure>`;
      })}
    </div>`;
  }

  #lossLine(d: AnalysedDecision, name: string): TemplateResult {
    return html`<p class="loss-line ${d.mark ?? ''}">${this.#t.lossLine(name, decimal(this.locale, d.loss, 3))}</p>`;
  }

  #renderDetail(step: TimelineStep): TemplateResult {
    const t = this.#t;
    const main = step.cube ?? step.move;
    const mark = this.#markName(step);
    return html`<div class="analysis-detail" aria-live="polite">
      <p class="muted">${t.stepOf(this._index + 1, this.steps.length)}${
        (this.record?.games.length ?? 1) > 1 ? ` · ${t.gameN(step.game + 1)}` : ''
      }</p>
      <h3>${this.#heading(step)} <span class="badge ${step.mark ?? (step.loss < 0.0005 ? 'best' : 'good')}">${mark}</span></h3>
      ${
        main
          ? html`<dl>
              <dt>${t.played}</dt>
              <dd class="played">${this.#play(step, main.played)} <span class="muted">${t.equity} ${signed(this.locale, main.played.equity)}</span></dd>
              <dt>${t.best}</dt>
              <dd class="best">${
                step.board && step.board.loss > 0
                  ? `${this.#boardName(step.board.best.board)}: ${this.#play(step, step.board.best)}`
                  : this.#play(step, main.best)
              } <span class="muted">${t.equity} ${signed(this.locale, (step.board && step.board.loss > 0 ? step.board.best : main.best).equity)}</span></dd>
            </dl>`
          : nothing
      }
      ${
        step.board && step.board.loss > 0
          ? html`<p class="wrong-board" role="note">${t.wrongBoard(this.#boardName(step.board.best.board))}</p>
              ${this.#lossLine(step.board, `${t.boardChoice} — ${step.board.mark ? t.markNames[step.board.mark] : t.markNames.good}`)}`
          : nothing
      }
      ${
        main && main.loss > 0
          ? this.#lossLine(
              main,
              `${step.board ? `${t.checkerPlay} — ` : ''}${main.mark ? t.markNames[main.mark] : t.markNames.good}`,
            )
          : nothing
      }
      <div class="row">
        <button type="button" class="prev" ?disabled=${this._index === 0} @click=${() => this.go(this._index - 1)}>← ${t.previous}</button>
        <button type="button" class="next" ?disabled=${this._index >= this.steps.length - 1} @click=${() => this.go(this._index + 1)}>${t.next} →</button>
      </div>
    </div>`;
  }

  #renderTimeline(): TemplateResult {
    const t = this.#t;
    let game = -1;
    return html`<section class="analysis-list" aria-labelledby="timeline-title">
      <h3 id="timeline-title">${t.timeline}</h3>
      <p class="muted keys-help" id="keys-help">${t.keysHelp}</p>
      <ol class="analysis-timeline" aria-describedby="keys-help">
        ${this.steps.map((s, i) => {
          const header =
            (this.record?.games.length ?? 1) > 1 && s.game !== game
              ? html`<li class="game-head" aria-hidden="true">${t.gameN(s.game + 1)}</li>`
              : nothing;
          game = s.game;
          const main = s.cube ?? s.move;
          const text = `${this.#heading(s)}: ${main ? this.#play(s, main.played) : ''}`;
          return html`${header}<li>
            <button type="button" data-step=${i} class="step ${s.mark ?? ''} ${s.player}"
              aria-current=${i === this._index ? 'step' : nothing}
              @click=${() => this.go(i)}>
              <span>${i + 1}. ${text}</span>
              ${s.mark || s.loss >= 0.0005 ? html`<span class="badge ${s.mark ?? 'good'}">${this.#markName(s)}</span>` : nothing}
            </button>
          </li>`;
        })}
      </ol>
    </section>`;
  }

  override render() {
    const t = this.#t;
    const step = this.steps[this._index];
    return html`<section class="analysis" aria-labelledby="analysis-title" @keydown=${this.#onKey}>
      <div class="analysis-head">
        <h2 id="analysis-title">${t.title}</h2>
        <button type="button" class="back" @click=${() => this.dispatchEvent(new CustomEvent('nardy-analysis-close', { bubbles: true }))}>${t.back}</button>
      </div>
      ${
        this._status === 'running' || this._status === 'idle'
          ? html`<div class="analysis-progress">
              <label for="analysis-progress">${t.analysing}</label>
              <progress id="analysis-progress" max=${this._total || 1} value=${this._done}></progress>
              <p class="muted" role="status">${this._total ? t.progress(this._done, this._total) : t.analysing}</p>
            </div>`
          : nothing
      }
      ${this._status === 'failed' ? html`<p class="notice error" role="alert">${t.failed(this._error)}</p>` : nothing}
      ${
        this._status === 'done' && this.analysis
          ? // The board first, in view without scrolling on a laptop; the players' figures under it.
            step
            ? html`<div class="analysis-main">${this.#renderBoards(step)}${this.#renderDetail(step)}</div>
                ${this.#renderSummary(this.analysis)} ${this.#renderGraph()} ${this.#renderTimeline()}`
            : html`${this.#renderSummary(this.analysis)}<p>${t.noDecisions}</p>`
          : nothing
      }
    </section>`;
  }
}

customElements.define('nardy-analysis', NardyAnalysis);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-analysis': NardyAnalysis;
  }
}
