import { err, ok, type Result } from '@nardy/rules';
import { emptyBracket, type Pairing, pairingStatus, playersOf, settleBracket } from './bracket.ts';
import { MAX_ENTRANTS, parseTournamentConfig, type TournamentConfig } from './config.ts';
import { bracketSize, drawSlots } from './draw.ts';

/**
 * Stable codes of refused tournament operations (STYLE.md "Refusals are data"): the organiser's page
 * and the CLI switch on them. A refused operation returns the code and leaves the state as it was.
 */
export const TOURNAMENT_ERRORS = [
  'tournament/config',
  'tournament/over',
  'entrant/name',
  'entrant/duplicate',
  'entrant/unknown',
  'entrants/too-few',
  'entrants/too-many',
  'draw/done',
  'draw/not-done',
  'draw/seed',
  'draw/slots',
  'pairing/unknown',
  'pairing/finished',
  'pairing/not-ready',
  'result/malformed',
  'result/not-in-pairing',
  'result/score',
  'match/not-over',
  'player/withdrawn',
  'player/out',
] as const;
export type TournamentError = (typeof TOURNAMENT_ERRORS)[number];

/** The first-round slots (names, null for byes) and the seed they were drawn with (null: drawn by hand). */
export interface Draw {
  readonly seed: string | null;
  readonly slots: readonly (string | null)[];
}

/** A match result as the organiser enters it: score = [winner's points, loser's points]. */
export interface MatchResult {
  readonly pairing: string;
  readonly winner: string;
  readonly score: readonly [number, number];
}

/** What happened after the draw, in order: the log the JSON document stores. */
export type TournamentEvent =
  | ({ readonly type: 'result' } & MatchResult)
  | { readonly type: 'withdraw'; readonly player: string };

/**
 * A tournament: configuration, entrants (registration order), the draw, the log of results and
 * withdrawals, and the bracket derived from them. Immutable: every operation returns a new state.
 */
export interface Tournament {
  readonly config: TournamentConfig;
  readonly entrants: readonly string[];
  /** Null while registration is open. */
  readonly draw: Draw | null;
  readonly events: readonly TournamentEvent[];
  /** Every pairing of the bracket (empty before the draw), rounds in order, the third-place pairing last. */
  readonly pairings: readonly Pairing[];
  readonly withdrawn: readonly string[];
}

export type Applied = Result<Tournament, TournamentError>;

/** Longest entrant name. */
export const MAX_NAME_LENGTH = 80;

const fail = (code: TournamentError, message: string) => err(code, message);

/** Names compare without case and surrounding spaces ("Анна" and " анна" are one person). */
export const nameKey = (name: string): string => name.normalize('NFC').trim().toLowerCase();

/** A new tournament with registration open. `config` is validated (defaults: the club championship). */
export function newTournament(config: unknown = {}): Applied {
  const parsed = parseTournamentConfig(config);
  if (!parsed.ok) return parsed;
  return ok({ config: parsed.value, entrants: [], draw: null, events: [], pairings: [], withdrawn: [] });
}

function checkName(t: Tournament, name: unknown): Result<string, TournamentError> {
  if (typeof name !== 'string') return fail('entrant/name', 'a name is a string');
  const clean = name.normalize('NFC').trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (clean === '' || clean.length > MAX_NAME_LENGTH || /[\u0000-\u001f\u007f]/.test(clean)) {
    return fail('entrant/name', `a name has 1 to ${MAX_NAME_LENGTH} printable characters`);
  }
  const key = nameKey(clean);
  if (t.entrants.some((e) => nameKey(e) === key)) return fail('entrant/duplicate', `${clean} is already registered`);
  return ok(clean);
}

/** Registers an entrant (before the draw). Names are trimmed; duplicates (ignoring case) are refused. */
export function registerEntrant(t: Tournament, name: unknown): Applied {
  if (t.draw !== null) return fail('draw/done', 'registration closed with the draw');
  const checked = checkName(t, name);
  if (!checked.ok) return checked;
  if (t.entrants.length >= MAX_ENTRANTS) return fail('entrants/too-many', `at most ${MAX_ENTRANTS} entrants`);
  return ok({ ...t, entrants: [...t.entrants, checked.value] });
}

/** Removes a registered entrant (before the draw; after it, use `withdrawEntrant`). */
export function removeEntrant(t: Tournament, name: string): Applied {
  if (t.draw !== null) return fail('draw/done', 'after the draw a player withdraws instead');
  const found = t.entrants.find((e) => e === name);
  if (found === undefined) return fail('entrant/unknown', `${name} is not registered`);
  return ok({ ...t, entrants: t.entrants.filter((e) => e !== name) });
}

function canDraw(t: Tournament): Result<true, TournamentError> {
  if (t.draw !== null) return fail('draw/done', 'the draw has been made');
  const needed = t.config.minEntrants;
  if (t.entrants.length < needed) {
    return fail('entrants/too-few', `${t.entrants.length} entrants; the tournament needs at least ${needed}`);
  }
  return ok(true);
}

function withDraw(t: Tournament, draw: Draw): Tournament {
  return { ...t, draw, pairings: settleBracket(emptyBracket(draw.slots, t.config), new Set()) };
}

/**
 * Closes registration and makes the seeded public draw (draw.ts `drawSlots`; docs/tournament.md):
 * byes to the next power of two, placed by the draw. The seed is any non-empty text announced
 * beforehand, e.g. the date and a number drawn live.
 */
export function drawTournament(t: Tournament, seed: unknown): Applied {
  const allowed = canDraw(t);
  if (!allowed.ok) return allowed;
  if (typeof seed !== 'string' || seed.trim() === '' || seed.length > 200) {
    return fail('draw/seed', 'the seed is a non-empty text of at most 200 characters');
  }
  return ok(withDraw(t, { seed, slots: drawSlots(t.entrants, seed) }));
}

/**
 * Closes registration with a draw made by hand (balls from a hat): `slots` lists the first-round
 * places, null for a bye; slots 2k and 2k+1 meet. Every entrant exactly once, the size the next
 * power of two, and two byes never together.
 */
export function placeDraw(t: Tournament, slots: unknown): Applied {
  const allowed = canDraw(t);
  if (!allowed.ok) return allowed;
  const problem = slotsProblem(t.entrants, slots);
  if (problem) return fail('draw/slots', problem);
  return ok(withDraw(t, { seed: null, slots: [...(slots as (string | null)[])] }));
}

/** Why `slots` is not a draw of `entrants`, or null. */
export function slotsProblem(entrants: readonly string[], slots: unknown): string | null {
  const size = bracketSize(entrants.length);
  if (!Array.isArray(slots) || slots.length !== size) return `the draw has ${size} slots`;
  const seen = new Set<string>();
  for (const s of slots) {
    if (s === null) continue;
    if (typeof s !== 'string' || !entrants.includes(s)) return `${JSON.stringify(s)} is not an entrant`;
    if (seen.has(s)) return `${s} is drawn twice`;
    seen.add(s);
  }
  if (seen.size !== entrants.length) return 'every entrant must be drawn';
  for (let k = 0; k < size; k += 2) {
    if (slots[k] === null && slots[k + 1] === null) return `two byes meet in pairing r1-${k / 2 + 1}`;
  }
  return null;
}

/** Convenience: a tournament with these entrants, drawn with `seed`. */
export function createTournament(input: { entrants: readonly unknown[]; seed: string; config?: unknown }): Applied {
  const created = newTournament(input.config);
  if (!created.ok) return created;
  let t = created.value;
  for (const name of input.entrants) {
    const r = registerEntrant(t, name);
    if (!r.ok) return r;
    t = r.value;
  }
  return drawTournament(t, input.seed);
}

/** Whether the tournament is finished: every pairing is decided. */
export function isOver(t: Tournament): boolean {
  return t.pairings.length > 0 && t.pairings.every((p) => p.decision !== null);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isHalf = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && Number.isInteger(x * 2);

/**
 * Enters one match result of a pairing (`{pairing, winner, score}`, score = [winner's points, loser's
 * points]). When the winner reaches the pairing's match wins, the pairing is decided and he moves on
 * (the loser of a semifinal to the third-place pairing). Refused: before the draw, malformed, unknown
 * or decided pairing, opponent not known yet, winner withdrawn or not in the pairing, impossible score.
 */
export function enterResult(t: Tournament, input: unknown): Applied {
  if (t.draw === null) return fail('draw/not-done', 'no results before the draw');
  if (!isRecord(input) || typeof input.pairing !== 'string' || typeof input.winner !== 'string') {
    return fail('result/malformed', 'a result is {"pairing", "winner", "score": [winner points, loser points]}');
  }
  const { pairing: id, winner, score } = input;
  const index = t.pairings.findIndex((p) => p.id === id);
  if (index < 0) return fail('pairing/unknown', `there is no pairing ${id}`);
  const pairing = t.pairings[index];
  if (pairing.decision !== null) return fail('pairing/finished', `pairing ${id} is decided`);
  if (t.withdrawn.includes(winner)) return fail('player/withdrawn', `${winner} has withdrawn`);
  const side = pairing.sides.findIndex((s) => s.kind === 'player' && s.name === winner);
  if (side < 0) return fail('result/not-in-pairing', `${winner} does not play in pairing ${id}`);
  if (pairingStatus(pairing) === 'waiting') return fail('pairing/not-ready', `the opponent in ${id} is not known yet`);
  const length = t.config.matchLength;
  if (
    !Array.isArray(score) ||
    score.length !== 2 ||
    !isHalf(score[0]) ||
    !isHalf(score[1]) ||
    score[0] < length ||
    score[1] < 0 ||
    score[1] >= length
  ) {
    return fail('result/score', `score is [winner's points ≥ ${length}, loser's points 0..${length - 0.5}]`);
  }
  const wins: [number, number] = [pairing.wins[0], pairing.wins[1]];
  wins[side]++;
  const decided = wins[side] >= pairing.winsNeeded;
  const opponent = playersOf(pairing).find((n) => n !== winner) as string;
  const updated: Pairing = {
    ...pairing,
    matches: [...pairing.matches, { winner, score: [score[0], score[1]] }],
    wins,
    ...(decided ? { winner, loser: opponent, decision: 'play' as const } : {}),
  };
  const pairings = t.pairings.map((p, i) => (i === index ? updated : p));
  const event: TournamentEvent = { type: 'result', pairing: id, winner, score: [score[0], score[1]] };
  return ok({
    ...t,
    events: [...t.events, event],
    pairings: decided ? settleBracket(pairings, new Set(t.withdrawn)) : pairings,
  });
}

/** The undecided pairing a player is placed in (his next or current one), or null when he is out. */
export function pendingPairingOf(t: Tournament, name: string): Pairing | null {
  return t.pairings.find((p) => p.decision === null && playersOf(p).includes(name)) ?? null;
}

/**
 * A player withdraws after the draw: his current or next pairing goes to the opponent by walkover
 * (at once if the opponent is known, else when he arrives). Matches already played stay recorded.
 * Refused for an unknown or already withdrawn player, for one who is already out, and once the
 * tournament is over.
 */
export function withdrawEntrant(t: Tournament, name: unknown): Applied {
  if (t.draw === null) return fail('draw/not-done', 'before the draw, remove the entrant instead');
  if (typeof name !== 'string' || !t.entrants.includes(name)) {
    return fail('entrant/unknown', `${String(name)} is not an entrant`);
  }
  if (isOver(t)) return fail('tournament/over', 'the tournament is over');
  if (t.withdrawn.includes(name)) return fail('player/withdrawn', `${name} has already withdrawn`);
  if (pendingPairingOf(t, name) === null) return fail('player/out', `${name} has no pairing left to play`);
  const withdrawn = [...t.withdrawn, name];
  return ok({
    ...t,
    withdrawn,
    events: [...t.events, { type: 'withdraw', player: name }],
    pairings: settleBracket(t.pairings, new Set(withdrawn)),
  });
}

/** Applies a logged event (a result or a withdrawal): how documents are replayed. */
export function applyTournamentEvent(t: Tournament, event: unknown): Applied {
  if (isRecord(event) && event.type === 'result') return enterResult(t, event);
  if (isRecord(event) && event.type === 'withdraw') return withdrawEntrant(t, event.player);
  return fail('result/malformed', 'an event is {"type": "result", …} or {"type": "withdraw", "player"}');
}

/** The pairing with this id, or undefined. */
export function pairingById(t: Tournament, id: string): Pairing | undefined {
  return t.pairings.find((p) => p.id === id);
}

/** Pairings that can be played now (both players known, not decided), in bracket order. */
export function playablePairings(t: Tournament): Pairing[] {
  return t.pairings.filter((p) => {
    const s = pairingStatus(p);
    return s === 'ready' || s === 'playing';
  });
}
