import { LEVELS, type Level } from '@nardy/bot';
import { formatPoints } from '@nardy/elements';
import { houseRules, MAX_BOARDS, type TableState } from '@nardy/parallel';
import { err, ok, type Result, VARIANTS, type VariantName } from '@nardy/rules';
import {
  enterResult,
  type MatchResult,
  type NextMatch,
  newTournament,
  nextMatch,
  type Pairing,
  type PairingSide,
  pairingById,
  registerEntrant,
  resultFromTable,
  type Standing,
  standings,
  type Tournament,
  type TournamentConfig,
  type TournamentError,
} from '@nardy/tournament';
import { playingFits, type TournamentStore } from './tournamentStore.ts';
import type { TournamentStrings } from './tournamentStrings.ts';

/**
 * The organiser page's logic that does not need a page: entrant lists, changing the format before the
 * draw, seeds, who plays a match in the app (people, a person against a bot entrant, or two bots), and
 * the names of rounds. Framework-free, so it is unit-tested in Node.
 */

/** The ending settings a tournament table may use (RULES.md §4.2). */
export const TOURNAMENT_ENDINGS = ['oin', 'mars', 'koks'] as const;
export type TournamentEnding = (typeof TOURNAMENT_ENDINGS)[number];

/** What the format form may change before the draw. The cube stays off: S000 plays without it. */
export interface FormatPatch {
  readonly minEntrants?: number;
  readonly matchLength?: number;
  readonly winsNeeded?: number;
  readonly finalWinsNeeded?: number;
  readonly thirdPlace?: boolean;
  /** One variant per board (1–4 boards: parallel tables when more than one). */
  readonly boards?: readonly VariantName[];
  readonly ending?: TournamentEnding;
}

/**
 * The same tournament with a changed format (before the draw only): the configuration is validated
 * by @nardy/tournament, and every entrant is registered again in the same order. Refused with the
 * library's codes (`draw/done`, `tournament/config`); the tournament passed in is not touched.
 */
export function reconfigure(t: Tournament, patch: FormatPatch): Result<Tournament, TournamentError> {
  if (t.draw !== null) return err('draw/done', 'the format is fixed by the draw');
  const { boards, ending, ...numbers } = patch;
  // New boards bring their own defaults (home mars, opening roll); only the house rules carry over.
  const table = {
    ...t.config.table,
    ...(boards ? { boards: boards.map((variant) => ({ variant })), options: houseRules(t.config.table) } : {}),
    ...(ending ? { ending } : {}),
  };
  const created = newTournament({ ...t.config, ...numbers, table });
  if (!created.ok) return created;
  let next = created.value;
  for (const name of t.entrants) {
    const r = registerEntrant(next, name);
    if (!r.ok) return r;
    next = r.value;
  }
  return ok(next);
}

/** The board variants of a tournament's table, in board order. */
export function boardVariants(config: TournamentConfig): VariantName[] {
  return config.table.boards.map((b) => b.variant);
}

/** Board counts the format form offers. */
export const BOARD_COUNTS = Array.from({ length: MAX_BOARDS }, (_, i) => i + 1);

/** Resizes a list of board variants to `count` boards, repeating the last variant for new boards. */
export function resizeBoards(boards: readonly VariantName[], count: number): VariantName[] {
  const n = Math.max(1, Math.min(MAX_BOARDS, Math.trunc(count)));
  return Array.from({ length: n }, (_, i) => boards[i] ?? boards[boards.length - 1] ?? VARIANTS[0]);
}

/**
 * Names from a pasted list: one per line, or separated by commas or semicolons; blanks are skipped.
 * (Checking each name is `registerEntrant`'s job.)
 */
export function parseNameList(text: string): string[] {
  return text
    .split(/[\n\r,;]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Registers many names; the ones refused are reported with their code, the rest are registered. */
export function registerMany(
  t: Tournament,
  names: readonly string[],
): { tournament: Tournament; refused: { name: string; code: TournamentError; message: string }[] } {
  let tournament = t;
  const refused: { name: string; code: TournamentError; message: string }[] = [];
  for (const name of names) {
    const r = registerEntrant(tournament, name);
    if (r.ok) tournament = r.value;
    else refused.push({ name, code: r.error.code, message: r.error.message });
  }
  return { tournament, refused };
}

/**
 * A fresh draw seed for the organiser to announce: the date and six random digits
 * (`2025-05-06-482913`). Random from `crypto.getRandomValues`; any text the organiser types works too.
 */
export function generateSeed(now = new Date(), random: () => number = cryptoUint32): string {
  const digits = String(random() % 1_000_000).padStart(6, '0');
  return `${now.toISOString().slice(0, 10)}-${digits}`;
}

function cryptoUint32(): number {
  const a = new Uint32Array(1);
  globalThis.crypto.getRandomValues(a);
  return a[0];
}

/**
 * The level of a bot entrant: names `bot:LEVEL` (optionally numbered `bot:club#2`, as the CLI numbers
 * repeated bots) play as the computer at that level; any other name is a person.
 */
export function botLevelOf(name: string): Level | null {
  const m = /^bot:([a-z]+)(?:#\d+)?$/i.exec(name.trim());
  if (!m) return null;
  const level = m[1].toLowerCase();
  return (LEVELS as readonly string[]).includes(level) ? (level as Level) : null;
}

/**
 * How the next match of a pairing is played in the app.
 * - `people`: two people on this device (`match` as the library gives it).
 * - `computer`: a person against a bot entrant. The app seats the person at White (the bottom) and the
 *   computer at Black, so `match` names the players by those seats; colours only name the players
 *   (who starts is the table's opening roll), so this changes nothing in the match.
 * - `bots`: two bot entrants, played out by the computer with the levels of their names.
 */
export type MatchPlan =
  | { readonly kind: 'people'; readonly match: NextMatch }
  | { readonly kind: 'computer'; readonly match: NextMatch; readonly level: Level }
  | { readonly kind: 'bots'; readonly match: NextMatch; readonly levels: { white: Level; black: Level } };

/** The plan of the next match of pairing `id`; refused when the pairing cannot be played now. */
export function planMatch(t: Tournament, id: string): Result<MatchPlan, TournamentError> {
  const pairing = pairingById(t, id);
  if (!pairing) return err('pairing/unknown', `there is no pairing ${id}`);
  if (pairing.decision !== null) return err('pairing/finished', `pairing ${id} is decided`);
  const match = nextMatch(t, id);
  if (!match) return err('pairing/not-ready', `the opponent in ${id} is not known yet`);
  const white = botLevelOf(match.white);
  const black = botLevelOf(match.black);
  if (white && black) return ok({ kind: 'bots', match, levels: { white, black } });
  if (white) return ok({ kind: 'computer', match: { ...match, white: match.black, black: match.white }, level: white });
  if (black) return ok({ kind: 'computer', match, level: black });
  return ok({ kind: 'people', match });
}

/** Kinds of round heading, from the last round backwards. */
export type RoundName =
  | { readonly kind: 'final' }
  | { readonly kind: 'third' }
  | { readonly kind: 'semifinal' }
  | { readonly kind: 'quarterfinal' }
  | { readonly kind: 'round'; readonly round: number };

/** The name of a column of the bracket: Final, third place, semifinals, quarterfinals, or round N. */
export function roundName(pairing: Pick<Pairing, 'stage' | 'round'>, rounds: number): RoundName {
  if (pairing.stage === 'third') return { kind: 'third' };
  if (pairing.stage === 'final') return { kind: 'final' };
  if (pairing.round === rounds - 1) return { kind: 'semifinal' };
  if (pairing.round === rounds - 2) return { kind: 'quarterfinal' };
  return { kind: 'round', round: pairing.round };
}

/** The bracket as columns: one per round (rounds in order), the third-place pairing in its own column. */
export function bracketColumns(t: Tournament): { key: string; name: RoundName; pairings: Pairing[] }[] {
  const rounds = t.pairings.reduce((m, p) => Math.max(m, p.round), 0);
  const columns: { key: string; name: RoundName; pairings: Pairing[] }[] = [];
  for (let r = 1; r <= rounds; r++) {
    const pairings = t.pairings.filter((p) => p.round === r && p.stage !== 'third');
    if (pairings.length > 0) columns.push({ key: `r${r}`, name: roundName(pairings[0], rounds), pairings });
  }
  const third = t.pairings.filter((p) => p.stage === 'third');
  if (third.length > 0) columns.push({ key: 'third', name: { kind: 'third' }, pairings: third });
  return columns;
}

/** A score as people write it, the one way the app prints scores: whole points, or with a half (`4½`). */
export function points(n: number): string {
  return formatPoints(n);
}

/**
 * Enters the result of a match played in the app: `playing` names the players by their seats at this
 * device, `table` is the finished match. Refused when the match no longer fits the bracket
 * (`pairing/finished`), is not over (`match/not-over`), or was played to another length (`result/score`).
 */
export function recordPlayedMatch(
  t: Tournament,
  playing: NextMatch,
  table: TableState,
): Result<{ tournament: Tournament; result: MatchResult }, TournamentError> {
  if (!playingFits(t, playing)) {
    return err('pairing/finished', `match ${playing.number} of ${playing.pairing} is no longer to be played`);
  }
  if (table.config.match?.length !== t.config.matchLength) {
    return err('result/score', `the table was not a match to ${t.config.matchLength}`);
  }
  const result = resultFromTable(t, playing, table);
  if (!result.ok) return result;
  const entered = enterResult(t, result.value);
  if (!entered.ok) return entered;
  return ok({ tournament: entered.value, result: result.value });
}

/** The texts `describePairing` needs (a part of TournamentStrings). */
export type PairingTexts = Pick<
  TournamentStrings,
  | 'pairing'
  | 'vs'
  | 'leads'
  | 'level'
  | 'notStarted'
  | 'won'
  | 'bye'
  | 'byeSide'
  | 'matchPoints'
  | 'walkover'
  | 'void'
  | 'winnerOf'
  | 'loserOf'
  | 'withdrawnMark'
  | 'firstTo'
>;

/** How a side of a pairing is named on the page: the player (marked when withdrawn), a bye, or who will come. */
export function sideText(side: PairingSide, s: PairingTexts, withdrawn: readonly string[]): string {
  if (side.kind === 'bye') return s.byeSide;
  if (side.kind === 'waiting') return side.take === 'winner' ? s.winnerOf(side.from) : s.loserOf(side.from);
  return withdrawn.includes(side.name) ? `${side.name} (${s.withdrawnMark})` : side.name;
}

/** The points of a pairing's matches as "B 5–3, C 5–4½" (the card and the sentence say the same). */
function matchPointsOf(p: Pairing, s: PairingTexts): string {
  if (p.matches.length === 0) return '';
  return s.matchPoints(p.matches.map((m) => `${m.winner} ${points(m.score[0])}–${points(m.score[1])}`).join(', '));
}

/**
 * One pairing as a sentence, for screen readers and the printed bracket: "Pairing r1-3: Anna vs Boris,
 * Anna leads 1–0, points: Anna 5–3, first to 2". Match wins are said "in matches", so they are never
 * mistaken for the points of a match.
 */
export function describePairing(p: Pairing, s: PairingTexts, withdrawn: readonly string[]): string {
  const head = `${s.pairing(p.id)}: ${s.vs(sideText(p.sides[0], s, withdrawn), sideText(p.sides[1], s, withdrawn))}`;
  const [a, b] = p.wins;
  let state: string | null = null;
  if (p.decision === 'bye' && p.winner) state = s.bye(p.winner);
  else if (p.decision === 'walkover' && p.winner) state = s.walkover(p.winner);
  else if (p.decision === 'void') state = s.void;
  else if (p.decision === 'play' && p.winner) {
    const w = p.sides.findIndex((x) => x.kind === 'player' && x.name === p.winner);
    state = s.won(p.winner, p.wins[w], p.wins[1 - w]);
  } else if (p.sides.every((x) => x.kind === 'player')) {
    const names = p.sides.map((x) => (x.kind === 'player' ? x.name : ''));
    if (p.matches.length === 0) state = s.notStarted;
    else if (a === b) state = s.level(a, b);
    else state = a > b ? s.leads(names[0], a, b) : s.leads(names[1], b, a);
  }
  const parts = [head, ...(state ? [state] : [])];
  const scored = matchPointsOf(p, s);
  if (scored) parts.push(scored);
  if (p.decision === null) parts.push(s.firstTo(p.winsNeeded));
  return parts.join(', ');
}

/** What a bracket card shows: each side with its match wins, one note, the matches' points. */
export interface PairingCard {
  readonly sides: readonly {
    readonly name: string;
    readonly wins: string;
    readonly won: boolean;
    readonly lost: boolean;
    readonly empty: boolean;
  }[];
  readonly note: string;
  readonly matches: string;
}

/**
 * The texts of a pairing's card in the bracket. A bye is said once (the empty side reads "bye"; no
 * note repeats it), and the matches line says the same points as `describePairing`.
 */
export function pairingCard(
  p: Pairing,
  s: PairingTexts & Pick<TournamentStrings, 'walkover' | 'void' | 'firstTo'>,
  withdrawn: readonly string[],
): PairingCard {
  const sides = ([0, 1] as const).map((i) => {
    const x = p.sides[i];
    const name = x.kind === 'player' ? x.name : null;
    return {
      name: sideText(x, s, withdrawn),
      wins: x.kind === 'player' && p.decision !== 'bye' ? String(p.wins[i]) : '',
      won: name !== null && p.winner === name,
      lost: name !== null && p.loser === name,
      empty: x.kind !== 'player',
    };
  });
  const note =
    p.decision === 'walkover' && p.winner
      ? s.walkover(p.winner)
      : p.decision === 'void'
        ? s.void
        : p.decision === null
          ? s.firstTo(p.winsNeeded)
          : '';
  return { sides, note, matches: matchPointsOf(p, s) };
}

/**
 * The standings in the order of the table on the page: places first (1, 2, 3, 4), then by the round
 * a player went out in (later first), then registration order.
 */
export function orderedStandings(t: Tournament): Standing[] {
  const order = new Map(t.entrants.map((e, i) => [e, i]));
  return [...standings(t)].sort((x, y) => {
    const px = x.place ?? 99;
    const py = y.place ?? 99;
    if (px !== py) return px - py;
    const rx = x.eliminated ? x.eliminated.round : 999;
    const ry = y.eliminated ? y.eliminated.round : 999;
    if (rx !== ry) return ry - rx;
    return (order.get(x.name) ?? 0) - (order.get(y.name) ?? 0);
  });
}

/**
 * When a match played in the app ends: reads the stored tournament, enters the result of the match it
 * is waiting for, and saves it with no match in play. Null when no tournament match is in play;
 * a refusal when the table does not fit it (the stored tournament is left as it was).
 */
export function finishPlayedMatch(
  store: TournamentStore,
  table: TableState,
): Result<{ tournament: Tournament; result: MatchResult }, TournamentError> | null {
  const loaded = store.load();
  if (loaded.kind !== 'ok' || loaded.playing === null) return null;
  const r = recordPlayedMatch(loaded.tournament, loaded.playing, table);
  if (r.ok) store.save(r.value.tournament, null);
  return r;
}
