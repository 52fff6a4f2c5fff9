import { botSeat, isLevel, LEVELS, type Level, playTable } from '@nardy/bot';
import { seededDice } from '@nardy/parallel';
import { isVariantName, seededRandom, VARIANTS, type VariantName } from '@nardy/rules';
import {
  createTournament,
  DEFAULT_TOURNAMENT_CONFIG,
  enterResult,
  makeTournamentDocument,
  matchTableConfig,
  nextMatch,
  type Pairing,
  places,
  playablePairings,
  resultFromTable,
  seedNumber,
  standings,
  type Tournament,
} from '@nardy/tournament';
import { parseArgs } from './flags.ts';

/**
 * `nardy tournament --entrants "bot:master,bot:strong,…" --seed S [--boards K] [--match-length N]
 * [--variant V] [--wins N] [--final-wins N] [--third-place on|off] [--min-entrants N]`: draws an
 * Olympic-system tournament of bots with seed S (RULES.md §6.3; docs/tournament.md), plays every match
 * at a @nardy/parallel table of K boards (@nardy/bot's `playTable`, a `botSeat` a side) with the bots'
 * noise and dice seeded from S, and prints one
 * JSON object: the settings, the bracket, the places, the standings and the tournament document.
 * Repeated entrants are numbered (`bot:club#1`, `bot:club#2`). Bad flags: exit code 2.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseTournamentFlags(args);
  if ('error' in parsed) {
    process.stderr.write(`nardy tournament: ${parsed.error}\n${USAGE}\n`);
    return 2;
  }
  const out = runTournament(parsed);
  if ('error' in out) {
    process.stderr.write(`nardy tournament: ${out.error}\n`);
    return 2;
  }
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  return 0;
}

export interface TournamentSettings {
  /** Entrant names as they appear in the bracket, and the level each bot plays at. */
  readonly entrants: readonly { readonly name: string; readonly level: Level }[];
  readonly seed: string;
  readonly variant: VariantName;
  readonly boards: number;
  readonly matchLength: number;
  readonly winsNeeded: number;
  readonly finalWinsNeeded: number;
  readonly thirdPlace: boolean;
  readonly minEntrants: number;
}

const USAGE =
  'usage: nardy tournament --entrants "bot:LEVEL,bot:LEVEL,…" --seed S [--boards K] [--match-length N] ' +
  '[--variant V] [--wins N] [--final-wins N] [--third-place on|off] [--min-entrants N]';
const FLAGS = [
  'entrants',
  'seed',
  'boards',
  'match-length',
  'variant',
  'wins',
  'final-wins',
  'third-place',
  'min-entrants',
];

export function parseTournamentFlags(args: string[]): TournamentSettings | { error: string } {
  const parsed = parseArgs(args, { command: 'tournament', usage: USAGE, flags: FLAGS });
  if (!parsed.ok) return { error: parsed.reason || USAGE };
  const { flags } = parsed;
  if (flags.entrants === undefined) return { error: `--entrants is required (${USAGE})` };
  const specs = flags.entrants
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const levels: Level[] = [];
  for (const spec of specs) {
    const level = spec.startsWith('bot:') ? spec.slice(4) : null;
    if (!isLevel(level)) return { error: `entrant ${spec} must be bot:LEVEL with LEVEL one of ${LEVELS.join(', ')}` };
    levels.push(level);
  }
  const counts = new Map<Level, number>();
  for (const l of levels) counts.set(l, (counts.get(l) ?? 0) + 1);
  const seen = new Map<Level, number>();
  const entrants = levels.map((level) => {
    const k = (seen.get(level) ?? 0) + 1;
    seen.set(level, k);
    return { name: (counts.get(level) ?? 0) > 1 ? `bot:${level}#${k}` : `bot:${level}`, level };
  });
  const variant = flags.variant ?? 'short';
  if (!isVariantName(variant)) return { error: `unknown variant ${variant}; one of ${VARIANTS.join(', ')}` };
  const int = (name: string, fallback: number, lo: number, hi: number): number | { error: string } => {
    const v = flags[name] === undefined ? fallback : Number(flags[name]);
    return Number.isInteger(v) && v >= lo && v <= hi ? v : { error: `--${name} must be an integer ${lo}..${hi}` };
  };
  const boards = int('boards', 1, 1, 4);
  const matchLength = int('match-length', 5, 1, 999);
  const winsNeeded = int('wins', 2, 1, 9);
  const finalWinsNeeded = int('final-wins', 3, 1, 9);
  const minEntrants = int('min-entrants', 2, 2, 1024);
  for (const v of [boards, matchLength, winsNeeded, finalWinsNeeded, minEntrants]) if (typeof v !== 'number') return v;
  const third = flags['third-place'] ?? 'on';
  if (third !== 'on' && third !== 'off') return { error: '--third-place must be on or off' };
  return {
    entrants,
    seed: flags.seed ?? '1',
    variant,
    boards: boards as number,
    matchLength: matchLength as number,
    winsNeeded: winsNeeded as number,
    finalWinsNeeded: finalWinsNeeded as number,
    thirdPlace: third === 'on',
    minEntrants: minEntrants as number,
  };
}

/** Plays the whole tournament; refusals of the tournament package (too few entrants, …) come back as `error`. */
export function runTournament(settings: TournamentSettings) {
  const created = createTournament({
    entrants: settings.entrants.map((e) => e.name),
    seed: settings.seed,
    config: {
      minEntrants: settings.minEntrants,
      matchLength: settings.matchLength,
      winsNeeded: settings.winsNeeded,
      finalWinsNeeded: settings.finalWinsNeeded,
      thirdPlace: settings.thirdPlace,
      table: {
        boards: Array.from({ length: settings.boards }, () => ({ variant: settings.variant })),
        ending: 'mars',
        cube: { mode: 'off' },
        // The championship's rules (RULES.md §6.3, S000): its bear-off by full pips, whatever the boards.
        options: DEFAULT_TOURNAMENT_CONFIG.table.options,
      },
    },
  });
  if (!created.ok) return { error: `${created.error.message} (${created.error.code})` };
  let t: Tournament = created.value;
  const levelOf = new Map(settings.entrants.map((e) => [e.name, e.level]));
  const table = matchTableConfig(t.config);
  let games = 0;
  for (let pairing = playablePairings(t)[0]; pairing; pairing = playablePairings(t)[0]) {
    const match = nextMatch(t, pairing.id);
    if (!match) throw new Error(`pairing ${pairing.id} is playable but has no next match`);
    const key = `${settings.seed}/${match.pairing}/${match.number}`;
    // Each bot at its level, its noise seeded from the match; the board rule is the bot's default.
    const played = playTable(
      table,
      {
        white: botSeat({ level: levelOf.get(match.white) as Level, random: seededRandom(seedNumber(`${key}/white`)) }),
        black: botSeat({ level: levelOf.get(match.black) as Level, random: seededRandom(seedNumber(`${key}/black`)) }),
      },
      seededDice(seedNumber(key)),
    );
    games += played.history.length + 1;
    const result = resultFromTable(t, match, played);
    if (!result.ok) throw new Error(result.error.message);
    const entered = enterResult(t, result.value);
    if (!entered.ok) throw new Error(`${entered.error.code}: ${entered.error.message}`);
    t = entered.value;
  }
  return {
    seed: settings.seed,
    variant: settings.variant,
    boards: settings.boards,
    matchLength: settings.matchLength,
    games,
    bracket: t.pairings.map(pairingView),
    places: places(t),
    standings: standings(t),
    document: makeTournamentDocument(t),
  };
}

function pairingView(p: Pairing) {
  return {
    id: p.id,
    stage: p.stage,
    round: p.round,
    players: p.sides.map((s) => (s.kind === 'player' ? s.name : null)),
    wins: p.wins,
    matches: p.matches,
    winner: p.winner,
    decision: p.decision,
  };
}
