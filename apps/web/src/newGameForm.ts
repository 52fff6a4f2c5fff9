import { LEVELS } from '@nardy/bot';
import {
  CUBE_MAXES,
  CUBE_MODES,
  DAVE_PROGRESSIONS,
  MAX_BOARDS,
  OPENING_ROLLS,
  type ResolvedOptions,
  SERIES_FIRST_MOVES,
  SHARED_CUBE_AFTER_FIRST,
  tableDefaults,
} from '@nardy/parallel';
import {
  ENDING_SETTINGS,
  HEAD_RULES,
  HOME_MARS_VALUES,
  SIX_BLOCK_RULES,
  SIX_BLOCK_TIMINGS,
  VARIANTS,
  type VariantName,
} from '@nardy/rules';
import { html, nothing, type TemplateResult } from 'lit';
import type { AppStrings } from './i18n.ts';
import {
  BY_TABLE,
  DEFAULT_SETTINGS,
  defaultEnding,
  type GameSettings,
  OPPONENTS,
  optionsInForce,
  PRESET_IDS,
  type PresetId,
} from './settings.ts';

/** What the new-game form needs from the app. */
export interface NewGameHandlers {
  readonly change: (next: GameSettings) => void;
  readonly start: (settings: GameSettings) => void;
  readonly preset: (id: PresetId) => void;
}

/**
 * The same form for a table played online (issue 15 §3): no opponent to choose (a person joins by the
 * link), the player's own name, and its own heading, introduction and button.
 */
export interface OnlineFormTexts {
  readonly title: string;
  readonly intro: string;
  /** The heading of the players' part of the form. */
  readonly legend: string;
  readonly nameLabel: string;
  readonly submit: string;
  /** The table is being created: the button waits. */
  readonly busy?: boolean;
  /** More fields for the players' part (the clock of an online table). */
  readonly extra?: TemplateResult;
}

/** A choice's values with the table's default first (the form lists the default before the house rules). */
const defaultFirst = <T>(values: readonly T[], d: T): readonly T[] => [d, ...values.filter((v) => v !== d)];

/**
 * The rules in force at the table the settings make, one line each for the defaults RULES.md revised in
 * 2026-12 (issue 13): the player sees the value without opening the rule options.
 */
function renderInForce(s: GameSettings, force: ResolvedOptions, t: AppStrings): TemplateResult {
  const line = (id: string, label: string, value: string) =>
    html`<div class="in-force-item" data-option=${id}><dt>${label}</dt><dd>${value}</dd></div>`;
  return html`<section class="in-force" aria-labelledby="in-force-title">
    <h3 id="in-force-title">${t.inForce}</h3>
    <dl>
      ${line('openingRoll', t.openingRoll, t.openingRolls[force.openingRoll])}
      ${line('homeMarsValue', t.homeMarsValue, t.homeMarsWorth(force.homeMarsValue, s.boards.length))}
      ${line('sixBlockTiming', t.sixBlockTiming, t.sixBlockTimings[force.sixBlockTiming])}
      ${line('sharedCubeAfterFirst', t.sharedCubeAfterFirst, t.sharedCubeAfterFirsts[force.sharedCubeAfterFirst])}
      ${line('strictFullPipsBearoff', t.bearoff, t.bearoffs[force.strictFullPipsBearoff ? 'strict' : 'international'])}
    </dl>
  </section>`;
}

/**
 * The new-game screen (issue 5): presets as one-click buttons whose names say the board count, then
 * every setting of the table with RULES.md defaults, the rules in force, and the rule options where a
 * player picks a house rule. Pure rendering: the app owns the settings.
 */
export function renderNewGame(
  s: GameSettings,
  t: AppStrings,
  on: NewGameHandlers,
  online: OnlineFormTexts | null = null,
): TemplateResult {
  const set = <K extends keyof GameSettings>(key: K, value: GameSettings[K]) => on.change({ ...s, [key]: value });
  const select = <T extends string | number>(
    id: string,
    label: string,
    value: T,
    options: readonly T[],
    name: (v: T) => string,
    onPick: (v: T) => void,
    hint?: string,
  ) => html`<label class="field" for=${id}
    ><span>${label}</span>
    <select
      id=${id}
      aria-describedby=${hint ? `${id}-hint` : nothing}
      @change=${(e: Event) => {
        const raw = (e.target as HTMLSelectElement).value;
        const picked = options.find((o) => String(o) === raw);
        if (picked !== undefined) onPick(picked);
      }}
    >
      ${options.map((o) => html`<option value=${String(o)} ?selected=${o === value}>${name(o)}</option>`)}
    </select>${hint ? html`<small id=${`${id}-hint`} class="hint">${hint}</small>` : nothing}</label
  >`;
  const check = (id: keyof GameSettings, label: string) => html`<label class="check"
    ><input
      type="checkbox"
      .checked=${s[id] === true}
      @change=${(e: Event) => set(id, (e.target as HTMLInputElement).checked as never)}
    />
    ${label}</label
  >`;
  const text = (id: string, label: string, value: string, placeholder: string, onSet: (v: string) => void) =>
    html`<label class="field" for=${id}
      ><span>${label}</span>
      <input
        id=${id}
        type="text"
        maxlength="32"
        autocomplete="off"
        placeholder=${placeholder}
        .value=${value}
        @change=${(e: Event) => onSet((e.target as HTMLInputElement).value.trim().slice(0, 32))}
    /></label>`;
  const setBoards = (boards: VariantName[]) => on.change({ ...s, boards, ending: defaultEnding(boards) });
  const counts = Array.from({ length: MAX_BOARDS }, (_, i) => i + 1);
  const longBoards = s.boards.some((v) => v === 'long' || v === 'khachapuri');
  // The table's own defaults for these boards, and what is in force with the player's choices.
  const defaults = tableDefaults(s.boards);
  const force = optionsInForce(s) ?? defaults;
  const marked =
    <T>(name: (v: T) => string, d: T) =>
    (v: T) =>
      v === d ? t.defaultMark(name(v)) : name(v);
  const opponent = online
    ? html`<fieldset>
        <legend>${online.legend}</legend>
        ${text('white-name', online.nameLabel, s.whiteName, t.white, (v) => set('whiteName', v))}
        ${online.extra ?? nothing}
      </fieldset>`
    : html`<fieldset>
        <legend>${t.groups.players}</legend>
        ${select(
          'opponent',
          t.opponent,
          s.opponent,
          OPPONENTS,
          (x) => t.opponents[x],
          (x) => set('opponent', x),
        )}
        ${
          s.opponent === 'computer'
            ? select(
                'level',
                t.level,
                s.level,
                LEVELS,
                (x) => t.levels[x],
                (x) => set('level', x),
              )
            : ''
        }
        ${text('white-name', t.whiteName, s.whiteName, t.white, (v) => set('whiteName', v))}
        ${s.opponent === 'human' ? text('black-name', t.blackName, s.blackName, t.black, (v) => set('blackName', v)) : ''}
      </fieldset>`;
  return html`<section class="new-game ${online ? 'online-new' : ''}" aria-labelledby="new-game-title">
    <h2 id="new-game-title">${online ? online.title : t.newGame}</h2>
    ${online ? html`<p class="intro">${online.intro}</p>` : nothing}
    <section class="presets" aria-labelledby="presets-title">
      <h3 id="presets-title">${t.quickStart}</h3>
      <div class="preset-list">
        ${PRESET_IDS.map(
          (
            id,
          ) => html`<button type="button" class="preset" data-preset=${id} ?disabled=${online?.busy === true} @click=${() => on.preset(id)}>
            ${t.preset[id]}
          </button>`,
        )}
      </div>
    </section>
    <form
      class="settings"
      @submit=${(e: Event) => {
        e.preventDefault();
        on.start(s);
      }}
    >
      <fieldset>
        <legend>${t.groups.boards}</legend>
        ${select('board-count', t.boardCount, s.boards.length, counts, String, (n) =>
          setBoards(Array.from({ length: n }, (_, i) => s.boards[i] ?? s.boards[s.boards.length - 1] ?? 'short')),
        )}
        ${s.boards.map((v, i) =>
          select(
            `board-${i}`,
            t.boardN(i + 1),
            v,
            VARIANTS,
            (x) => t.variant[x],
            (x) => setBoards(s.boards.map((b, j) => (j === i ? x : b))),
          ),
        )}
      </fieldset>
      ${opponent}
      <fieldset>
        <legend>${t.groups.scoring}</legend>
        ${select(
          'ending',
          t.ending,
          s.ending,
          ENDING_SETTINGS,
          (x) => t.endings[x],
          (x) => set('ending', x),
        )}
        ${select(
          'cube-mode',
          t.cube,
          s.cubeMode,
          CUBE_MODES,
          (x) => t.cubeModes[x],
          (x) => set('cubeMode', x),
        )}
        ${s.cubeMode !== 'off' ? select('cube-max', t.cubeMax, s.cubeMax, CUBE_MAXES, String, (x) => set('cubeMax', x)) : ''}
      </fieldset>
      <fieldset>
        <legend>${t.groups.match}</legend>
        <label class="field" for="match-length"
          ><span>${t.matchLength}</span>
          <input
            id="match-length"
            type="number"
            min="0"
            max="99"
            inputmode="numeric"
            aria-describedby="match-hint"
            .value=${String(s.matchLength)}
            @change=${(e: Event) => {
              const n = Math.trunc(Number((e.target as HTMLInputElement).value));
              set('matchLength', Number.isFinite(n) ? Math.min(99, Math.max(0, n)) : 0);
            }}
        /></label>
        <small id="match-hint">${t.singleGame}</small>
        ${
          s.matchLength > 0
            ? html`${select(
                'series-first',
                t.seriesFirstMove,
                s.seriesFirstMove,
                SERIES_FIRST_MOVES,
                (x) => t.seriesFirstMoves[x],
                (x) => set('seriesFirstMove', x),
              )}
              ${check('crawford', t.crawford)}`
            : ''
        }
      </fieldset>
      ${renderInForce(s, force, t)}
      <details class="rule-options">
        <summary>${t.ruleOptions}</summary>
        ${select(
          'opening-roll',
          t.openingRoll,
          s.openingRoll,
          [BY_TABLE, ...OPENING_ROLLS] as const,
          (x) => (x === BY_TABLE ? t.byTable(t.openingRolls[defaults.openingRoll]) : t.openingRolls[x]),
          (x) => set('openingRoll', x),
        )}
        ${select(
          'dave',
          t.daveProgression,
          s.daveProgression,
          DAVE_PROGRESSIONS,
          (x) => t.daveProgressions[x],
          (x) => set('daveProgression', x),
        )}
        ${
          s.cubeMode === 'shared'
            ? select(
                'shared-after',
                t.sharedCubeAfterFirst,
                s.sharedCubeAfterFirst,
                defaultFirst(SHARED_CUBE_AFTER_FIRST, defaults.sharedCubeAfterFirst),
                marked((x) => t.sharedCubeAfterFirsts[x], defaults.sharedCubeAfterFirst),
                (x) => set('sharedCubeAfterFirst', x),
              )
            : ''
        }
        ${select(
          'home-mars',
          t.homeMarsValue,
          s.homeMarsValue,
          [BY_TABLE, ...HOME_MARS_VALUES] as const,
          (x) => (x === BY_TABLE ? t.byTable(t.homeMarsWorth(defaults.homeMarsValue, s.boards.length)) : String(x)),
          (x) => set('homeMarsValue', x),
        )}
        ${check('jacoby', t.jacoby)} ${s.boards.length === 1 ? check('lastRollDraw', t.lastRollDraw) : ''}
        ${check('strictFullPipsBearoff', t.strictFullPipsBearoff)}
        ${
          longBoards
            ? html`${select(
                'head-rule',
                t.headRule,
                s.headRule,
                HEAD_RULES,
                marked((x) => t.headRules[x].name, DEFAULT_SETTINGS.headRule),
                (x) => set('headRule', x),
                t.headRules[s.headRule].hint,
              )}
              ${select(
                'six-block',
                t.sixBlock,
                s.sixBlock,
                SIX_BLOCK_RULES,
                marked((x) => t.sixBlocks[x].name, DEFAULT_SETTINGS.sixBlock),
                (x) => set('sixBlock', x),
                t.sixBlocks[s.sixBlock].hint,
              )}
              ${select(
                'six-block-timing',
                t.sixBlockTiming,
                s.sixBlockTiming,
                SIX_BLOCK_TIMINGS,
                marked((x) => t.sixBlockTimings[x], defaults.sixBlockTiming),
                (x) => set('sixBlockTiming', x),
                t.sixBlockTimingHints[s.sixBlockTiming],
              )}
              ${check('longKoks', t.longKoks)}`
            : ''
        }
      </details>
      <button type="submit" class="primary start" ?disabled=${online?.busy === true}>${online ? online.submit : t.start}</button>
    </form>
  </section>`;
}
