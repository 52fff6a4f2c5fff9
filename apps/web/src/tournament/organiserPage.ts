import type { Locale } from '@nardy/elements';
import { VARIANTS, type VariantName } from '@nardy/rules';
import {
  drawTournament,
  enterResult,
  isOver,
  makeTournamentDocument,
  matchTableConfig,
  type NextMatch,
  newTournament,
  nextMatch,
  type Pairing,
  parseTournamentDocument,
  playablePairings,
  playersOf,
  removeEntrant,
  type Tournament,
  withdrawEntrant,
} from '@nardy/tournament';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
import { BotClient } from '../botClient.ts';
import { download, stamp } from '../download.ts';
import { type AppStrings, appStrings } from '../i18n.ts';
import { copyUnreadable, renderUnreadable } from '../unreadableView.ts';
import { botMatchDice, type Decider, playBotMatch } from './botMatch.ts';
import { renderBracket, renderDrawInfo, renderPodium, renderStandings } from './bracketViews.ts';
import {
  BOARD_COUNTS,
  boardVariants,
  describePairing,
  type FormatPatch,
  generateSeed,
  type MatchPlan,
  parseNameList,
  planMatch,
  points,
  reconfigure,
  recordPlayedMatch,
  registerMany,
  resizeBoards,
  TOURNAMENT_ENDINGS,
} from './organiser.ts';
import { TournamentStore } from './tournamentStore.ts';
import './organiser.css';
import { type TournamentStrings, tournamentStrings } from './tournamentStrings.ts';

/** Detail of `nardy-play-match`: the app plays this match at a table of this config. */
export interface PlayMatchDetail {
  readonly plan: Exclude<MatchPlan, { kind: 'bots' }>;
  readonly tournament: Tournament;
}

function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The organiser's page (docs/tournament.md "Organiser's page"): registration, format, the public
 * seeded draw, the bracket round by round, results by hand or from matches played in the app,
 * withdrawals, standings and places, print, export and import. The tournament is saved in
 * localStorage after every change. Light DOM, so the app's styles and print sheet apply.
 *
 * Events: `nardy-play-match` (detail `PlayMatchDetail`) asks the app to play a match of people or of a
 * person against a bot entrant; `nardy-continue-match` asks it to show the match in play. Matches of
 * two bot entrants are played here, by the computer in its own worker.
 */
export class NardyOrganiser extends LitElement {
  static override properties = {
    locale: { type: String },
    _t: { state: true },
    _playing: { state: true },
    _message: { state: true },
    _unreadable: { state: true },
    _confirmNew: { state: true },
    _running: { state: true },
    _seed: { state: true },
  };

  declare locale: Locale;
  declare _t: Tournament;
  declare _playing: NextMatch | null;
  declare _message: string;
  declare _unreadable: { code: string; message: string; raw: string } | null;
  declare _confirmNew: boolean;
  declare _running: { pairing: string; game: number } | null;
  declare _seed: string;

  store = new TournamentStore(localStore());
  /** The computer for matches between bot entrants (made on first use; the tests pass a direct one). */
  decider: Decider | null = null;
  #bot: BotClient | null = null;
  #stopRun = false;
  #saveError = false;

  constructor() {
    super();
    this.locale = 'en';
    this._t = NardyOrganiser.#fresh();
    this._playing = null;
    this._message = '';
    this._unreadable = null;
    this._confirmNew = false;
    this._running = null;
    this._seed = '';
  }

  static #fresh(): Tournament {
    const created = newTournament();
    if (!created.ok) throw new Error(created.error.message);
    return created.value;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.reload();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopRun = true;
    this.#bot?.terminate();
    this.#bot = null;
  }

  /** Reads the saved tournament again (on connecting, and after a match played in the app). */
  reload(): void {
    const loaded = this.store.load();
    if (loaded.kind === 'ok') {
      this._t = loaded.tournament;
      this._playing = loaded.playing;
    } else if (loaded.kind === 'unreadable') {
      this._unreadable = { code: loaded.code, message: loaded.message, raw: loaded.raw };
    }
    const kept = this.store.unreadable();
    if (this._unreadable === null && kept !== null) {
      this._unreadable = { code: 'storage/unreadable', message: '', raw: kept };
    }
  }

  /** The tournament shown (for tests and the app). */
  get tournament(): Tournament {
    return this._t;
  }

  get s(): TournamentStrings {
    return tournamentStrings(this.locale);
  }

  get a(): AppStrings {
    return appStrings(this.locale);
  }

  // ---- state changes ---------------------------------------------------------------------------

  #set(t: Tournament, playing: NextMatch | null = this._playing): void {
    this._t = t;
    this._playing = playing;
    const error = this.store.save(t, playing);
    if (error && !this.#saveError) this.#say(this.s.saveFailed(error));
    this.#saveError = error !== null;
  }

  #say(text: string): void {
    this._message = text;
  }

  #refused(e: { code: string; message: string }): void {
    const known = this.s.errors[e.code];
    this.#say(known ? `${known} (${e.code})` : `${e.message} (${e.code})`);
  }

  #apply(r: { ok: true; value: Tournament } | { ok: false; error: { code: string; message: string } }): boolean {
    if (!r.ok) {
      this.#refused(r.error);
      this.requestUpdate();
      return false;
    }
    this._message = '';
    this.#set(r.value);
    return true;
  }

  #addNames(names: string[]): boolean {
    const { tournament, refused } = registerMany(this._t, names);
    if (tournament !== this._t) this.#set(tournament);
    if (refused.length > 0) {
      this.#say(refused.map((r) => `${r.name}: ${this.s.errors[r.code] ?? r.message} (${r.code})`).join('; '));
      return false;
    }
    this._message = '';
    return true;
  }

  #format(patch: FormatPatch): void {
    this.#apply(reconfigure(this._t, patch));
  }

  #draw(): void {
    const seed = this._seed.trim();
    if (this.#apply(drawTournament(this._t, seed))) this._seed = '';
  }

  #play(pairing: Pairing): void {
    const plan = planMatch(this._t, pairing.id);
    if (!plan.ok) {
      this.#refused(plan.error);
      return;
    }
    if (plan.value.kind === 'bots') {
      void this.#runBots(plan.value);
      return;
    }
    this.#set(this._t, plan.value.match);
    this.dispatchEvent(
      new CustomEvent<PlayMatchDetail>('nardy-play-match', {
        detail: { plan: plan.value, tournament: this._t },
        bubbles: true,
      }),
    );
  }

  async #runBots(plan: Extract<MatchPlan, { kind: 'bots' }>): Promise<void> {
    if (this._running) return;
    const { match } = plan;
    this.#stopRun = false;
    this._running = { pairing: match.pairing, game: 1 };
    const decide: Decider =
      this.decider ??
      ((state, player, level) => {
        this.#bot ??= new BotClient();
        return this.#bot.decide(state, player, level);
      });
    try {
      const table = await playBotMatch(
        matchTableConfig(this._t.config),
        plan.levels,
        decide,
        botMatchDice(this._t, match),
        {
          onGame: (state) => {
            this._running = { pairing: match.pairing, game: state.history.length + 2 };
          },
          stopped: () => this.#stopRun,
        },
      );
      if (table) {
        const r = recordPlayedMatch(this._t, match, table);
        if (!r.ok) this.#refused(r.error);
        else {
          this.#set(r.value.tournament);
          const { result } = r.value;
          this.#say(
            this.s.resultEntered(result.pairing, result.winner, points(result.score[0]), points(result.score[1])),
          );
        }
      }
    } catch (e) {
      this.#say((e as Error).message);
    } finally {
      this._running = null;
    }
  }

  #enterResult(e: Event, pairing: Pairing): void {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const data = new FormData(form);
    const num = (name: string) => {
      const v = String(data.get(name) ?? '').replace(',', '.');
      return v.trim() === '' ? Number.NaN : Number(v);
    };
    const winner = String(data.get('winner') ?? '');
    const score = [num('winner-points'), num('loser-points')] as const;
    const entered = enterResult(this._t, { pairing: pairing.id, winner, score });
    if (this.#apply(entered)) {
      this.#say(this.s.resultEntered(pairing.id, winner, points(score[0]), points(score[1])));
    }
  }

  #withdraw(e: Event): void {
    e.preventDefault();
    const data = new FormData(e.target as HTMLFormElement);
    const name = String(data.get('player') ?? '');
    this.#apply(withdrawEntrant(this._t, name));
  }

  #export(): void {
    const text = `${JSON.stringify(makeTournamentDocument(this._t), null, 2)}\n`;
    download(`nardy-tournament-${stamp()}.json`, text, 'application/json');
  }

  /** Opens a tournament document (JSON text); one that cannot be read is refused with its code. */
  importText(text: string): boolean {
    const parsed = parseTournamentDocument(text);
    if (!parsed.ok) {
      this.#say(this.s.importFailed(`${parsed.error.code}: ${parsed.error.message}`));
      return false;
    }
    this.#stopRun = true;
    this.#set(parsed.value, null);
    this.#say(this.s.imported);
    return true;
  }

  #onImportFile = async (e: Event) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) this.importText(await file.text());
  };

  #startOver(): void {
    this.#stopRun = true;
    this._confirmNew = false;
    // Keep the format: a club runs the same format again.
    const created = newTournament(this._t.config);
    this.#set(created.ok ? created.value : NardyOrganiser.#fresh(), null);
    this.#say('');
  }

  // ---- rendering -------------------------------------------------------------------------------

  #renderUnreadable(): TemplateResult | typeof nothing {
    const a = this.a;
    const kind = { title: this.s.unreadableTitle, text: this.s.unreadableText, copyText: a.copyText };
    return renderUnreadable(
      this._unreadable,
      {
        ...kind,
        download: a.download,
        discard: a.discard,
        id: 'tournament-unreadable',
        file: 'nardy-tournament-unreadable',
      },
      {
        copy: () =>
          void copyUnreadable(this._unreadable?.raw ?? '', this.querySelector('#tournament-unreadable-text')).then(() =>
            this.#say(a.copied),
          ),
        discard: () => {
          this.store.discardUnreadable();
          this._unreadable = null;
        },
      },
    );
  }

  #renderTools(): TemplateResult {
    const s = this.s;
    return html`<div class="tools organiser-tools no-print">
      <button type="button" @click=${() => this.#export()}>${s.exportDoc}</button>
      <label class="file-button"><input type="file" accept=".json,application/json" @change=${this.#onImportFile} />${s.importDoc}</label>
      ${this._t.draw ? html`<button type="button" @click=${() => window.print()}>${s.print}</button>` : nothing}
      ${
        this._confirmNew
          ? html`<span class="confirm" role="group" aria-label=${s.newTournament}>
              <span>${s.confirmNew}</span>
              <button type="button" class="danger" @click=${() => this.#startOver()}>${s.yesNew}</button>
              <button type="button" @click=${() => {
                this._confirmNew = false;
              }}>${s.cancel}</button>
            </span>`
          : html`<button type="button" @click=${() => {
              this._confirmNew = true;
            }}>${s.newTournament}</button>`
      }
    </div>`;
  }

  #renderRegistration(): TemplateResult {
    const s = this.s;
    const t = this._t;
    const min = t.config.minEntrants;
    const missing = Math.max(0, min - t.entrants.length);
    return html`<section class="organiser-block" aria-labelledby="players-title">
      <h3 id="players-title">${s.players}</h3>
      <p class=${missing > 0 ? 'entrant-count short' : 'entrant-count'} id="entrant-count" role="status">
        <strong>${s.registered(t.entrants.length)}</strong> — ${missing > 0 ? s.needMore(missing, min) : s.enough(min)}
      </p>
      <form class="row add-player" @submit=${(e: Event) => {
        e.preventDefault();
        const input = (e.target as HTMLFormElement).elements.namedItem('name') as HTMLInputElement;
        if (this.#addNames([input.value])) input.value = '';
        input.focus();
      }}>
        <label class="field" for="player-name"><span>${s.playerName}</span>
          <input id="player-name" name="name" type="text" autocomplete="off" maxlength="80" required /></label>
        <button type="submit">${s.addPlayer}</button>
      </form>
      <details class="paste-names">
        <summary>${s.pasteNames}</summary>
        <form @submit=${(e: Event) => {
          e.preventDefault();
          const area = (e.target as HTMLFormElement).elements.namedItem('names') as HTMLTextAreaElement;
          if (this.#addNames(parseNameList(area.value))) area.value = '';
        }}>
          <label class="field" for="paste-names"><span>${s.pasteNames}</span>
            <textarea id="paste-names" name="names" rows="5"></textarea></label>
          <button type="submit">${s.addAll}</button>
        </form>
      </details>
      <small>${s.botHint}</small>
      <ol class="entrant-list" aria-label=${s.players}>
        ${repeat(
          t.entrants,
          (name) => name,
          (name) => html`<li><span class="entrant-name">${name}</span>
            <button type="button" class="small" aria-label=${s.remove(name)} @click=${() => this.#apply(removeEntrant(this._t, name))}>×</button></li>`,
        )}
      </ol>
    </section>`;
  }

  #numberField(id: string, label: string, value: number, min: number, max: number, key: keyof FormatPatch) {
    return html`<label class="field" for=${id}><span>${label}</span>
      <input id=${id} type="number" inputmode="numeric" min=${min} max=${max} .value=${live(String(value))}
        @change=${(e: Event) => {
          const n = Number((e.target as HTMLInputElement).value);
          this.#format({ [key]: n });
        }} /></label>`;
  }

  #renderFormat(): TemplateResult {
    const s = this.s;
    const a = this.a;
    const c = this._t.config;
    const boards = boardVariants(c);
    return html`<section class="organiser-block" aria-labelledby="format-title">
      <h3 id="format-title">${s.format}</h3>
      <div class="format-grid">
        ${this.#numberField('t-min-entrants', s.minEntrants, c.minEntrants, 2, 1024, 'minEntrants')}
        ${this.#numberField('t-match-length', s.matchLength, c.matchLength, 1, 999, 'matchLength')}
        ${this.#numberField('t-wins', s.winsNeeded, c.winsNeeded, 1, 9, 'winsNeeded')}
        ${this.#numberField('t-final-wins', s.finalWinsNeeded, c.finalWinsNeeded, 1, 9, 'finalWinsNeeded')}
        <label class="check"><input id="t-third" type="checkbox" .checked=${live(c.thirdPlace)} @change=${(e: Event) =>
          this.#format({ thirdPlace: (e.target as HTMLInputElement).checked })} />${s.thirdPlace}</label>
        <label class="field" for="t-boards"><span>${s.boards}</span>
          <select id="t-boards" @change=${(e: Event) =>
            this.#format({ boards: resizeBoards(boards, Number((e.target as HTMLSelectElement).value)) })}>
            ${BOARD_COUNTS.map((n) => html`<option value=${n} ?selected=${n === boards.length}>${n}</option>`)}
          </select></label>
        ${boards.map(
          (v, i) => html`<label class="field" for=${`t-board-${i}`}><span>${a.boardN(i + 1)}</span>
            <select id=${`t-board-${i}`} @change=${(e: Event) => {
              const picked = (e.target as HTMLSelectElement).value as VariantName;
              this.#format({ boards: boards.map((b, j) => (j === i ? picked : b)) });
            }}>
              ${VARIANTS.map((x) => html`<option value=${x} ?selected=${x === v}>${a.variant[x]}</option>`)}
            </select></label>`,
        )}
        <label class="field" for="t-ending"><span>${a.ending}</span>
          <select id="t-ending" @change=${(e: Event) =>
            this.#format({ ending: (e.target as HTMLSelectElement).value as (typeof TOURNAMENT_ENDINGS)[number] })}>
            ${TOURNAMENT_ENDINGS.map((x) => html`<option value=${x} ?selected=${x === c.table.ending}>${a.endings[x]}</option>`)}
          </select></label>
      </div>
      <small>${s.cubeOff}</small>
    </section>`;
  }

  #renderDrawForm(): TemplateResult {
    const s = this.s;
    const ready = this._t.entrants.length >= this._t.config.minEntrants;
    return html`<section class="organiser-block" aria-labelledby="draw-title">
      <h3 id="draw-title">${s.draw}</h3>
      <p id="seed-hint"><small>${s.seedHint}</small></p>
      <form class="row draw-form" @submit=${(e: Event) => {
        e.preventDefault();
        this.#draw();
      }}>
        <label class="field" for="draw-seed"><span>${s.seed}</span>
          <input id="draw-seed" type="text" autocomplete="off" maxlength="200" aria-describedby="seed-hint"
            .value=${live(this._seed)} @input=${(e: Event) => {
              this._seed = (e.target as HTMLInputElement).value;
            }} /></label>
        <button type="button" @click=${() => {
          this._seed = generateSeed();
        }}>${s.generateSeed}</button>
        <button type="submit" class="primary" aria-describedby="entrant-count" ?disabled=${!ready}>${s.makeDraw}</button>
      </form>
    </section>`;
  }

  #renderMatches(): TemplateResult {
    const s = this.s;
    const t = this._t;
    const playable = playablePairings(t);
    const length = t.config.matchLength;
    return html`<section class="organiser-block no-print" aria-labelledby="matches-title">
      <h3 id="matches-title">${s.matchesToPlay}</h3>
      ${
        this._running
          ? html`<p class="bots-running" role="status">${s.botsPlaying(this._running.pairing, this._running.game)}
              <button type="button" @click=${() => {
                this.#stopRun = true;
              }}>${s.stop}</button></p>`
          : nothing
      }
      ${playable.length === 0 ? html`<p>${isOver(t) ? s.over : s.noMatches}</p>` : nothing}
      <div class="match-forms">
      ${repeat(
        playable,
        (p) => `${p.id}#${p.matches.length}`,
        (p) => {
          const next = nextMatch(t, p.id);
          const names = playersOf(p);
          const plan = planMatch(t, p.id);
          const kind = plan.ok ? plan.value.kind : null;
          const busy = this._running !== null || (this._playing !== null && this._playing.pairing === p.id);
          const fid = `res-${p.id}`;
          return html`<form class="result-form" data-pairing=${p.id} @submit=${(e: Event) => this.#enterResult(e, p)}>
            <fieldset>
              <legend>${s.matchN(p.id, next?.number ?? p.matches.length + 1)}: ${s.vs(names[0], names[1])}</legend>
              <p class="pairing-line">${describePairing(p, s, t.withdrawn)}</p>
              <div class="row">
                <label class="field" for=${`${fid}-winner`}><span>${s.winner}</span>
                  <select id=${`${fid}-winner`} name="winner">
                    ${names.map((n) => html`<option value=${n}>${n}</option>`)}
                  </select></label>
                <label class="field" for=${`${fid}-wp`}><span>${s.winnerPoints}</span>
                  <input id=${`${fid}-wp`} name="winner-points" type="number" min=${length} step="0.5" value=${length} /></label>
                <label class="field" for=${`${fid}-lp`}><span>${s.loserPoints}</span>
                  <input id=${`${fid}-lp`} name="loser-points" type="number" min="0" max=${length - 0.5} step="0.5" value="0" /></label>
              </div>
              <div class="row">
                <button type="submit" ?disabled=${busy}>${s.enterResult}</button>
                ${
                  kind
                    ? html`<button type="button" ?disabled=${busy} @click=${() => this.#play(p)}>${
                        kind === 'bots' ? s.playBots : kind === 'computer' ? s.playComputer : s.playPeople
                      }</button>`
                    : nothing
                }
              </div>
            </fieldset>
          </form>`;
        },
      )}
      </div>
    </section>`;
  }

  #renderPlaying(): TemplateResult | typeof nothing {
    const p = this._playing;
    if (!p) return nothing;
    return html`<p class="playing-note no-print" role="status">${this.s.matchInApp(p.pairing, p.number)}
      <button type="button" @click=${() => this.dispatchEvent(new CustomEvent('nardy-continue-match', { bubbles: true }))}>${this.s.continueMatch}</button></p>`;
  }

  override render(): TemplateResult {
    const s = this.s;
    const drawn = this._t.draw !== null;
    return html`<section class="organiser" aria-labelledby="organiser-title">
      ${this.#renderUnreadable()}
      <h2 id="organiser-title">${s.title}</h2>
      ${this.#renderTools()}
      <p class="organiser-message" role="status" aria-live="polite">${this._message}</p>
      ${this.#renderPlaying()}
      ${
        drawn
          ? html`${renderDrawInfo(this._t, this.s, this.a)} ${renderPodium(this._t, this.s)} ${this.#renderMatches()} ${renderBracket(this._t, this.s)}
            ${renderStandings(this._t, this.s, (e) => this.#withdraw(e))}`
          : html`${this.#renderRegistration()} ${this.#renderFormat()} ${this.#renderDrawForm()}`
      }
    </section>`;
  }
}

customElements.define('nardy-organiser', NardyOrganiser);

declare global {
  interface HTMLElementTagNameMap {
    'nardy-organiser': NardyOrganiser;
  }
}
