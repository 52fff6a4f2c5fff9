import { type Color, err, ok, parseMoveText, type Result, type VariantName } from '@nardy/rules';
import { parseTableConfig } from './config.ts';
import type { RecordEvent } from './events.ts';
import { type NardyRecord, recordFromState } from './record.ts';
import { readRecord, type Turn } from './recordReader.ts';
import { applyEvent, startNextGame } from './table.ts';
import { createTable, type TableState } from './tableState.ts';

/**
 * The Jellyfish `.mat` match format (what GNU Backgammon imports with `import mat` and writes with
 * `export match mat`), for the boards it can hold: the short variants. Short Caucasian nardy is written
 * as Backgammon (its plays are backgammon plays; gnubg judges them by backgammon rules).
 */
export const MAT_VARIATIONS: Partial<Record<VariantName, 'Backgammon' | 'Nackgammon'>> = {
  short: 'Backgammon',
  'short-caucasian': 'Backgammon',
  nackgammon: 'Nackgammon',
};

/** Why a board is not in the `.mat`. */
/**
 * `variant`: a long-family board; `variation`: a short board of another variation than the first one
 * written; `start`: a board that does not begin from the starting position (a `.mat` cannot say where
 * checkers stand, nor a cube turned before the first roll); `not-alternating`: a parallel board where a player moved twice in a row.
 */
export const MAT_SKIP_REASONS = ['variant', 'variation', 'start', 'not-alternating'] as const;
export type MatSkipReason = (typeof MAT_SKIP_REASONS)[number];

export const MAT_ERRORS = ['mat/record', 'mat/nothing'] as const;
export type MatError = (typeof MAT_ERRORS)[number];

export interface MatExport {
  /** The Jellyfish text. */
  readonly text: string;
  /** Boards written, as [game, board]. */
  readonly exported: readonly (readonly [number, number])[];
  /** Boards left out and why. */
  readonly skipped: readonly { readonly game: number; readonly board: number; readonly reason: MatSkipReason }[];
}

/**
 * The export, or why there is none. When no board can be written (`mat/nothing`), `skipped` says why
 * for each board, so a screen can tell the real reason (a parallel game whose turns do not alternate is
 * not "no short board").
 */
export type MatResult =
  | { readonly ok: true; readonly value: MatExport }
  | {
      readonly ok: false;
      readonly error: { readonly code: MatError; readonly message: string; readonly skipped?: MatExport['skipped'] };
    };

const SKIP_TEXT: Record<MatSkipReason, string> = {
  variant: 'not a short variant',
  variation: 'a variation other than the first board',
  start: 'its own starting position or cube',
  'not-alternating': 'the turns do not alternate (a player moved twice in a row, playing another board in between)',
};

const NAMES: Record<Color, string> = { white: 'White', black: 'Black' };
/** Width of White's column of a move row. */
const LEFT = 27;

function slotText(turn: Turn): string {
  switch (turn.kind) {
    case 'move': {
      const steps = turn.steps.map((s) => ` ${s.from}/${s.to}${s.hit ? '*' : ''}`).join('');
      return `${Math.max(...turn.dice)}${Math.min(...turn.dice)}:${steps}`;
    }
    case 'double':
      return ` Doubles => ${turn.value}`;
    case 'take':
      return ' Takes';
    case 'drop':
      return ' Drops';
    case 'resign':
      return '';
  }
}

const pointsText = (n: number) => `Wins ${n} point${n === 1 ? '' : 's'}`;

/**
 * The record's short boards as a Jellyfish `.mat` match file that GNU Backgammon imports, with
 * `; [Variation "..."]` (and `; [Crawford "On"|"Off"]` for a match, which gnubg ignores and `parseMat`
 * reads back). Every short board whose turns alternate between the players becomes one game (always so
 * at a table of one board, a match included); a pass is a roll with no move (`43:`). A board of a
 * parallel game where a player moved twice in a row (the other played elsewhere in between) cannot be
 * written in this format and is listed in `skipped`, as is every long-family board and every board with
 * its own starting position. Parallel boards are
 * written as money games scored without the half-point deduction (gnubg scores whole points).
 */
export function makeMat(record: NardyRecord | unknown, date = new Date()): MatResult {
  const read = readRecord(record);
  if (!read.ok) return err('mat/record', `${read.error.code}: ${read.error.message}`);
  const { config, games } = read.value;
  const single = config.boards.length === 1;
  const matchLength = single && config.match ? config.match.length : 0;
  const exported: [number, number][] = [];
  const skipped: { game: number; board: number; reason: MatSkipReason }[] = [];
  let variation: 'Backgammon' | 'Nackgammon' | null = null;
  const body: string[] = [];

  games.forEach((game, g) => {
    config.boards.forEach((board, b) => {
      const v = MAT_VARIATIONS[board.variant];
      if (!v) {
        skipped.push({ game: g, board: b, reason: 'variant' });
        return;
      }
      if (variation !== null && v !== variation) {
        skipped.push({ game: g, board: b, reason: 'variation' });
        return;
      }
      if (config.spec.boards[b].start !== undefined || config.cube.start !== null) {
        skipped.push({ game: g, board: b, reason: 'start' });
        return;
      }
      const turns = game.turns.filter((t) => (t.kind === 'move' ? t.board === b : t.board === b || t.board === null));
      const slots = turns.filter((t) => t.kind !== 'resign');
      if (slots.some((t, i) => i > 0 && t.player === slots[i - 1].player)) {
        skipped.push({ game: g, board: b, reason: 'not-alternating' });
        return;
      }
      variation = v;
      exported.push([g, b]);
      const lines: string[] = [];
      lines.push(` Game ${exported.length}`);
      const score = single ? game.scoreBefore : { white: 0, black: 0 };
      lines.push(` ${`${NAMES.white} : ${score.white}`.padEnd(30)} ${NAMES.black} : ${score.black}`);
      let row = 1;
      let left: string | null = null;
      const flush = (right: string) => {
        lines.push(`${String(row).padStart(3)}) ${(left ?? '').padEnd(LEFT)} ${right}`.trimEnd());
        row++;
        left = null;
      };
      for (const turn of slots) {
        const text = slotText(turn);
        if (turn.player === 'white') left = text;
        else flush(text);
      }
      const result = game.results[b];
      const whole = result?.winner ? (single || result.order !== 1 ? result.points : result.points + 0.5) : 0;
      // Black winning after White's last turn (a drop): his result goes in the same row, as gnubg writes
      // it — on a line of its own gnubg reads a second double by Black there.
      if (left !== null && result?.winner === 'black') flush(pointsText(whole));
      else {
        if (left !== null) flush('');
        if (result?.winner) {
          lines.push(
            result.winner === 'white' ? `      ${pointsText(whole)}` : `${' '.repeat(34)}${pointsText(whole)}`,
          );
        }
      }
      body.push(lines.join('\n'));
    });
  });

  if (exported.length === 0 || variation === null) {
    const why = skipped.map((x) => `game ${x.game + 1} board ${x.board + 1}: ${SKIP_TEXT[x.reason]}`).join('; ');
    return { ok: false, error: { code: 'mat/nothing', message: `no board can be written as .mat (${why})`, skipped } };
  }
  const d = `${date.getFullYear()}.${String(date.getMonth() + 1).padStart(2, '0')}.${String(date.getDate()).padStart(2, '0')}`;
  const header = [
    '; [Site "Nardy"]',
    `; [Player 1 "${NAMES.white}"]`,
    `; [Player 2 "${NAMES.black}"]`,
    `; [Variation "${variation}"]`,
    `; [EventDate "${d}"]`,
  ];
  if (matchLength > 0) header.push(`; [Crawford "${config.match?.crawford ? 'On' : 'Off'}"]`);
  if (!single) header.push('; [Note "Boards of a parallel nardy game, each as a money game without the half point"]');
  const text = `${header.join('\n')}\n\n ${matchLength} point match\n\n${body.join('\n\n')}\n`;
  return ok({ text, exported, skipped });
}

/** Why a `.mat` text does not read back into a record. */
export const MAT_PARSE_ERRORS = [
  'mat/syntax',
  'mat/variation',
  'mat/games',
  'mat/unsupported',
  'mat/illegal',
  'mat/result',
] as const;
export type MatParseError = (typeof MAT_PARSE_ERRORS)[number];

export interface MatParseOptions {
  /** For a money session of several games (`0 point match`): which game (from 1) to read; a record without a match holds one game. */
  readonly game?: number;
}

/** One cell of a move row: a roll and its play, a cube action, or nothing. */
type Cell =
  | { readonly kind: 'roll'; readonly dice: [number, number]; readonly moves: string; readonly line: number }
  | { readonly kind: 'double' | 'take' | 'drop'; readonly line: number };

interface MatGame {
  readonly cells: { readonly player: Color; readonly cell: Cell }[];
  /** The "Wins N points" line: who and how much (null: no result written). */
  readonly wins: { readonly player: Color; readonly points: number; readonly line: number } | null;
  readonly line: number;
}

const CELL_ROLL = /^([1-6])([1-6]):(.*)$/;

function readCell(text: string, line: number): Cell | null | 'bad' {
  const t = text.trim();
  if (t === '') return null;
  const roll = CELL_ROLL.exec(t);
  if (roll) return { kind: 'roll', dice: [Number(roll[1]), Number(roll[2])], moves: roll[3].trim(), line };
  if (/^Doubles\s*=>\s*\d+$/i.test(t)) return { kind: 'double', line };
  if (/^Takes$/i.test(t)) return { kind: 'take', line };
  if (/^Drops$/i.test(t)) return { kind: 'drop', line };
  return 'bad';
}

/**
 * Splits what follows a move row's number (`) 64: 21/15 18/14              Doubles => 2`) into White's
 * and Black's cells. The columns are not fixed — a four-step play pushes Black's cell to the right — so
 * Black's cell is found where a second roll (`NN:`) or cube word begins; an empty White cell leaves a
 * run of spaces before Black's.
 */
function splitRow(rest: string): [string, string] {
  if (/^\s{6,}\S/.test(rest)) return ['', rest.trim()];
  const t = rest.trim();
  const second = /\s(?=\d\d:|Doubles\b|Takes\b|Drops\b|Wins\b)/i.exec(t.slice(1));
  if (second === null) return [t, ''];
  const at = second.index + 1;
  return [t.slice(0, at), t.slice(at).trim()];
}

/**
 * Reads a Jellyfish `.mat` text — as `makeMat` or GNU Backgammon's `export match mat` writes it — back
 * into a record of the games it can express: a money game, or an N-point match of one-board games, of
 * backgammon (the `short` variant) or nackgammon (`; [Variation "Nackgammon"]`). The table is one board
 * with the ending setting `koks` (gammon 2, backgammon 3), a per-board cube to 64, and for a match the
 * Crawford rule as `; [Crawford]` says (else whichever of on/off the games obey, on first) and the
 * `seriesFirstMove` the starters of the later games follow. The first game begins with its opening roll
 * (the starter's first dice, high die his) unless it begins with a double; a game without bear-off that
 * names a winner was resigned. Every play is checked by replaying the record, and the points each game
 * is written to win must be what it scores (Jacoby is assumed for a money game only when that explains
 * them). Refusals name the line.
 */
export function parseMat(text: string, options: MatParseOptions = {}): Result<NardyRecord, MatParseError> {
  const lines = text.split(/\r?\n/);
  let variation = 'Backgammon';
  let crawfordTag: boolean | null = null;
  let matchLength: number | null = null;
  const games: MatGame[] = [];
  let current: { cells: MatGame['cells']; wins: MatGame['wins']; line: number } | null = null;
  const fail = (code: MatParseError, line: number, message: string) => err(code, `line ${line}: ${message}`);

  for (const [i, raw] of lines.entries()) {
    const n = i + 1;
    const line = raw.replace(/\s+$/, '');
    const tag = /^;\s*\[(\w[\w ]*?)\s+"(.*)"\]$/.exec(line.trim());
    if (tag) {
      if (tag[1] === 'Variation') variation = tag[2];
      if (tag[1] === 'Crawford') crawfordTag = /^(on|yes|true)$/i.test(tag[2]);
      continue;
    }
    if (line.trim() === '' || line.trim().startsWith(';')) continue;
    const length = /^\s*(\d+)\s+point\s+match$/i.exec(line);
    if (length) {
      matchLength = Number(length[1]);
      continue;
    }
    if (/^\s*Game\s+\d+$/i.test(line)) {
      current = { cells: [], wins: null, line: n };
      games.push(current);
      continue;
    }
    if (current === null) return fail('mat/syntax', n, `"${line.trim()}" before the first "Game"`);
    if (/^\s*\S.*:\s*-?\d+(\.\d+)?\s+\S.*:\s*-?\d+(\.\d+)?$/.test(line) && !/^\s*\d+\)/.test(line)) continue; // score line
    const wins = /^(\s*)Wins\s+(\d+)\s+points?/i.exec(line);
    if (wins) {
      current.wins = { player: wins[1].length > 20 ? 'black' : 'white', points: Number(wins[2]), line: n };
      continue;
    }
    const row = /^\s*\d+\)(.*)$/.exec(line);
    if (!row) return fail('mat/syntax', n, `"${line.trim()}" is not a move row, a score or a result`);
    const [leftText, rowRight] = splitRow(row[1]);
    // Black's result may end White's last row (`11)  Drops    Wins 1 point`).
    const rowWins = /^Wins\s+(\d+)\s+points?$/i.exec(rowRight);
    if (rowWins) current.wins = { player: 'black', points: Number(rowWins[1]), line: n };
    const rightText = rowWins ? '' : rowRight;
    for (const [player, cellText] of [
      ['white', leftText],
      ['black', rightText],
    ] as const) {
      const cell = readCell(cellText, n);
      if (cell === 'bad') return fail('mat/syntax', n, `"${cellText.trim()}" is not a roll, Doubles, Takes or Drops`);
      if (cell !== null) current.cells.push({ player, cell });
    }
  }
  if (matchLength === null) return err('mat/syntax', 'no "N point match" line');
  if (games.length === 0) return err('mat/syntax', 'no game');
  // gnubg writes "NackGammon"; the names are read without regard to case.
  const named = variation.toLowerCase();
  const variant: VariantName | null = named === 'backgammon' ? 'short' : named === 'nackgammon' ? 'nackgammon' : null;
  if (variant === null)
    return err('mat/variation', `variation "${variation}" has no nardy variant (Backgammon, Nackgammon)`);

  let chosen = games;
  if (matchLength === 0) {
    if (options.game !== undefined) {
      const g = games[options.game - 1];
      if (!g) return err('mat/games', `there is no game ${options.game} (the file has ${games.length})`);
      chosen = [g];
    } else if (games.length > 1) {
      return err(
        'mat/games',
        `a money session of ${games.length} games: a record without a match holds one game; choose one (game 1..${games.length})`,
      );
    }
  }

  const built = buildGames(chosen);
  if (!built.ok) return built;
  // The tables the games could have been played at: the file does not say Jacoby (money), Crawford
  // (without our tag) or who starts later games; the first table they replay at and score right wins.
  const boards = [{ variant }];
  const tables: Record<string, unknown>[] = [];
  if (matchLength === 0) {
    for (const jacoby of [false, true]) {
      tables.push({ boards, ending: 'koks', cube: { mode: 'perBoard', max: 64 }, options: { jacoby } });
    }
  } else {
    for (const crawford of crawfordTag === null ? [true, false] : [crawfordTag]) {
      for (const seriesFirstMove of ['loser', 'alternating', 'winner'] as const) {
        const match = { length: matchLength, seriesFirstMove, crawford };
        tables.push({ boards, ending: 'koks', cube: { mode: 'perBoard', max: 64 }, match });
      }
    }
  }
  let firstProblem: Result<NardyRecord, MatParseError> | null = null;
  for (const table of tables) {
    const played = playGames(table, chosen, built.value);
    if (played.ok) return played;
    // A starter no rule explains is a weaker reason than an illegal play or a wrong score: keep those.
    if (firstProblem === null || (!firstProblem.ok && firstProblem.error.code === 'mat/unsupported'))
      firstProblem = played;
  }
  return firstProblem as Result<NardyRecord, MatParseError>;
}

interface BuiltGame {
  readonly starter: Color;
  /** `first` of the record (a game that does not open with an opening roll). */
  readonly first: Color | null;
  readonly events: readonly RecordEvent[];
  /** The .mat line of each event. */
  readonly lines: readonly number[];
}

function buildGames(games: readonly MatGame[]): Result<BuiltGame[], MatParseError> {
  const out: BuiltGame[] = [];
  for (const [g, game] of games.entries()) {
    const events: RecordEvent[] = [];
    const lines: number[] = [];
    const first = game.cells[0];
    if (!first) return err('mat/unsupported', `line ${game.line}: game ${g + 1} has no moves`);
    const starter = first.player;
    // Only the first game of a table opens with an opening roll; later games' starters roll at once.
    const opens = g === 0 && first.cell.kind === 'roll' && first.cell.dice[0] !== first.cell.dice[1];
    for (const [k, { player, cell }] of game.cells.entries()) {
      if (cell.kind === 'roll') {
        const [a, b] = cell.dice;
        const hi = Math.max(a, b);
        const lo = Math.min(a, b);
        if (k === 0 && opens) {
          events.push(
            player === 'white' ? { type: 'opening', white: hi, black: lo } : { type: 'opening', white: lo, black: hi },
          );
        } else events.push({ type: 'roll', player, dice: [hi, lo] });
        lines.push(cell.line);
        const moves = parseMoveText(cell.moves);
        if (!moves.ok) return err('mat/syntax', `line ${cell.line}: ${moves.error.message}`);
        // A roll with no move is a pass: at a table of one board the table passes by itself.
        if (moves.value.length > 0) {
          events.push({ type: 'move', player, board: 0, steps: moves.value.map((s) => [s.from, s.to] as const) });
          lines.push(cell.line);
        }
      } else {
        events.push({ type: cell.kind, player });
        lines.push(cell.line);
      }
    }
    // A later game's starter is written (`first`), as records write it, and checked against the match rule.
    out.push({ starter, first: opens ? null : starter, events, lines });
  }
  return ok(out);
}

/**
 * Plays the games at a candidate table (adding a resignation where a game names a winner but did not
 * end on the board) and checks every game's winner and points against the file: the record, or why not.
 */
function playGames(
  table: Record<string, unknown>,
  games: readonly MatGame[],
  built: readonly BuiltGame[],
): Result<NardyRecord, MatParseError> {
  const config = parseTableConfig(table);
  if (!config.ok) throw new Error(`parseMat built a bad table: ${config.error.message}`);
  let state = null as TableState | null;
  for (const [g, game] of built.entries()) {
    const at = games[g].line;
    if (state === null) state = createTable(config.value, game.first);
    else {
      const next = startNextGame(state);
      if (!next.ok) return err('mat/unsupported', `game ${g + 1} (line ${at}): ${next.error.message}`);
      if (next.value.game.first !== game.starter) {
        return err('mat/unsupported', `game ${g + 1} (line ${at}): the starters follow no seriesFirstMove rule`);
      }
      state = next.value;
    }
    for (const [k, event] of game.events.entries()) {
      const r = applyEvent(state, event);
      if (!r.ok) return err('mat/illegal', `line ${game.lines[k]}: ${r.error.code}: ${r.error.message}`);
      state = r.value;
    }
    const wins = games[g].wins;
    if (wins === null) {
      if (g < built.length - 1)
        return err('mat/unsupported', `game ${g + 1} (line ${at}) has no result, yet another game follows`);
      continue;
    }
    if (state.game.phase !== 'gameOver') {
      // Written as won, though not borne off: the loser resigned.
      const r = applyEvent(state, { type: 'resign', player: wins.player === 'white' ? 'black' : 'white' });
      if (!r.ok) return err('mat/illegal', `line ${wins.line}: ${r.error.message}`);
      state = r.value;
    }
    const outcome = state.game.outcome;
    const points = outcome === null ? 0 : Math.abs(outcome.net);
    if (outcome?.winner !== wins.player || points !== wins.points) {
      const scored = `${outcome?.winner ?? 'nobody'} ${points}`;
      return err(
        'mat/result',
        `line ${wins.line}: written as won by ${wins.player} with ${wins.points}, but it scores ${scored}`,
      );
    }
  }
  // Written as the table writes records: the spec with every option resolved, each later game's `first`.
  return ok(recordFromState(state as TableState));
}
