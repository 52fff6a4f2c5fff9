import { err, ok, type Result } from '@nardy/rules';
import type { TournamentConfig } from './config.ts';
import { drawSlots } from './draw.ts';
import {
  applyTournamentEvent,
  drawTournament,
  newTournament,
  placeDraw,
  registerEntrant,
  type Tournament,
  type TournamentEvent,
} from './tournament.ts';

export const TOURNAMENT_FORMAT = 'nardy-tournament';
export const TOURNAMENT_VERSION = 1;

/**
 * The saved tournament (docs/tournament.md): configuration, entrants in registration order, the draw,
 * and the log of results and withdrawals. The bracket is not stored: it follows from these, so a
 * document cannot hold a bracket that disagrees with its own results.
 */
export interface TournamentDocument {
  readonly format: typeof TOURNAMENT_FORMAT;
  readonly version: typeof TOURNAMENT_VERSION;
  readonly config: TournamentConfig;
  readonly entrants: readonly string[];
  readonly draw: { readonly seed: string | null; readonly slots: readonly (string | null)[] } | null;
  readonly events: readonly TournamentEvent[];
}

/** Codes of documents that cannot be read. */
export const DOCUMENT_ERRORS = [
  'document/malformed',
  'document/format',
  'document/version',
  'document/corrupt',
] as const;
export type DocumentError = (typeof DOCUMENT_ERRORS)[number];

/** The JSON document of a tournament (a plain object; `JSON.stringify` it to save). */
export function makeTournamentDocument(t: Tournament): TournamentDocument {
  return {
    format: TOURNAMENT_FORMAT,
    version: TOURNAMENT_VERSION,
    config: t.config,
    entrants: [...t.entrants],
    draw: t.draw === null ? null : { seed: t.draw.seed, slots: [...t.draw.slots] },
    events: t.events.map((e) =>
      e.type === 'result'
        ? { type: e.type, pairing: e.pairing, winner: e.winner, score: [e.score[0], e.score[1]] as const }
        : { type: e.type, player: e.player },
    ),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a tournament document (an object or its JSON text) by replaying it through the same checks
 * as the live operations: a document that any of them refuses — or whose slots do not follow from
 * its seed — is `document/corrupt`, with the inner code and where it failed in the message.
 */
export function parseTournamentDocument(input: unknown): Result<Tournament, DocumentError> {
  let doc = input;
  if (typeof input === 'string') {
    try {
      doc = JSON.parse(input);
    } catch {
      return err('document/malformed', 'not JSON');
    }
  }
  if (!isRecord(doc)) return err('document/malformed', 'a tournament document is a JSON object');
  if (doc.format !== TOURNAMENT_FORMAT) return err('document/format', `format must be "${TOURNAMENT_FORMAT}"`);
  if (doc.version !== TOURNAMENT_VERSION) {
    return err(
      'document/version',
      `version ${JSON.stringify(doc.version)} is not supported (only ${TOURNAMENT_VERSION})`,
    );
  }
  const corrupt = (where: string, e: { code: string; message: string }) =>
    err('document/corrupt', `${where}: ${e.message} (${e.code})`);
  const created = newTournament(doc.config);
  if (!created.ok) return corrupt('config', created.error);
  let t = created.value;
  if (!Array.isArray(doc.entrants)) return err('document/corrupt', 'entrants must be a list of names');
  for (const [i, name] of doc.entrants.entries()) {
    const r = registerEntrant(t, name);
    if (!r.ok) return corrupt(`entrants[${i}]`, r.error);
    if (r.value.entrants[i] !== name) return err('document/corrupt', `entrants[${i}] is not a normalised name`);
    t = r.value;
  }
  const events = doc.events ?? [];
  if (!Array.isArray(events)) return err('document/corrupt', 'events must be a list');
  if (doc.draw === null || doc.draw === undefined) {
    if (events.length > 0) return err('document/corrupt', 'events before the draw');
    return ok(t);
  }
  const draw = doc.draw;
  if (!isRecord(draw) || !(draw.seed === null || typeof draw.seed === 'string')) {
    return err('document/corrupt', 'draw must be {"seed": text | null, "slots": [...]}');
  }
  if (typeof draw.seed === 'string') {
    const drawn = drawTournament(t, draw.seed);
    if (!drawn.ok) return corrupt('draw', drawn.error);
    const expected = drawSlots(t.entrants, draw.seed);
    if (
      !Array.isArray(draw.slots) ||
      draw.slots.some((s, i) => s !== expected[i]) ||
      draw.slots.length !== expected.length
    ) {
      return err('document/corrupt', 'draw.slots do not follow from draw.seed');
    }
    t = drawn.value;
  } else {
    const placed = placeDraw(t, draw.slots);
    if (!placed.ok) return corrupt('draw', placed.error);
    t = placed.value;
  }
  for (const [i, event] of events.entries()) {
    const r = applyTournamentEvent(t, event);
    if (!r.ok) return corrupt(`events[${i}]`, r.error);
    t = r.value;
  }
  return ok(t);
}
