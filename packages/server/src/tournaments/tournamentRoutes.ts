import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLevel, LEVELS } from '@nardy/bot';
import {
  type CreatedTournament,
  joinLink,
  type TournamentAnswer,
  type TournamentList,
  type TournamentSummary,
  type TournamentTableNow,
  watchLink,
} from '@nardy/online';
import type { Account, AccountStore } from '../accounts/accountStore.ts';
import { sessionToken } from '../accounts/cookies.ts';
import { checkOrigin, HttpError, readJsonObject, sendJson } from '../httpUtil.ts';
import { computerName } from '../storage/tableStore.ts';
import { randomId } from '../tableDice.ts';
import { arenaStandings } from './arena.ts';
import { olympicRounds, rebuildOlympic } from './olympic.ts';
import { arenaResults, newDrawSeed, type TournamentRunner } from './tournamentRunner.ts';
import { parseTournamentRequest, type TournamentSettings } from './tournamentSettings.ts';
import type { StoredEntrant, StoredTournament, StoredTournamentTable, TournamentStore } from './tournamentStore.ts';

export interface TournamentRouteSettings {
  readonly tournaments: TournamentStore;
  readonly runner: TournamentRunner;
  readonly accounts: AccountStore;
  /** The base address of links (the app's page, watch and join links). */
  readonly base: (req: IncomingMessage) => string;
}

/** How many finished tournaments `GET /api/tournaments` lists. */
const RECENT = 20;
const TOURNAMENT_ID = /^[A-Za-z0-9_-]{8,32}$/;
/** Tournaments one organiser may have open or running at once (each keeps tables and a runner busy). */
export const MAX_OPEN_PER_ORGANISER = 5;
/** Computer entrants of one tournament (each of their tables takes the server's computer time). */
export const MAX_COMPUTERS = 32;

/** The tournament's page in the app. */
export const tournamentUrl = (base: string, id: string) => `${base}#/club/tournament/${id}`;

/**
 * The tournament routes (docs/club.md "Tournaments"): create, list, show, join and leave, add the
 * computer, start. Answers true when it handled the request.
 */
export async function tournamentRoute(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  settings: TournamentRouteSettings,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (path === '/api/tournaments') {
    if (method === 'GET') {
      sendJson(res, 200, await list(settings.tournaments));
      return true;
    }
    if (method !== 'POST') throw new HttpError(405, 'request/method', 'GET the list, POST a new tournament');
    checkOrigin(req);
    const account = await loggedIn(req, settings, 'log in to organise a tournament');
    const body = await readJsonObject(req);
    const parsed = parseTournamentRequest(body, Date.now());
    if (!parsed.ok) throw new HttpError(400, parsed.error.code, parsed.error.message);
    if ((await settings.tournaments.openBy(account.id)) >= MAX_OPEN_PER_ORGANISER) {
      throw new HttpError(
        409,
        'tournament/too-many-open',
        `at most ${MAX_OPEN_PER_ORGANISER} of your tournaments may be open or running at once`,
      );
    }
    const id = randomId(12);
    const { seed, commitment } = newDrawSeed();
    await settings.tournaments.create({
      id,
      name: parsed.name,
      organiserId: account.id,
      settings: parsed.settings,
      startsAt: parsed.startsAt,
      drawSeed: seed,
      drawCommitment: commitment,
    });
    const created: CreatedTournament = { id, url: tournamentUrl(settings.base(req), id) };
    sendJson(res, 201, created);
    return true;
  }
  const match = /^\/api\/tournaments\/([^/]+)(\/entrants|\/start)?$/.exec(path);
  if (match === null) return false;
  const id = match[1];
  const t = TOURNAMENT_ID.test(id) ? await settings.tournaments.load(id) : null;
  if (t === null) throw new HttpError(404, 'tournament/unknown', 'no such tournament');
  const sub = match[2];
  if (sub === undefined) {
    if (method !== 'GET') throw new HttpError(405, 'request/method', 'GET only');
    const account = await settings.accounts.sessionAccount(sessionToken(req.headers));
    sendJson(res, 200, await view(settings, t, account, settings.base(req)));
    return true;
  }
  checkOrigin(req);
  const account = await loggedIn(req, settings, 'log in to take part');
  const organiser = account.id === t.organiserId;
  if (sub === '/start') {
    if (method !== 'POST') throw new HttpError(405, 'request/method', 'POST to start');
    if (!organiser) throw new HttpError(403, 'tournament/not-organiser', 'only the organiser starts it');
    if (t.status !== 'open') throw new HttpError(409, 'tournament/started', 'the tournament has started already');
    if ((await settings.tournaments.entrants(id)).length < 2) {
      throw new HttpError(400, 'tournament/too-few', 'a tournament needs at least 2 entrants');
    }
    await settings.tournaments.startNow(id);
    await settings.runner.kick();
    return answer(res, settings, id, account, req);
  }
  const body = method === 'POST' || method === 'DELETE' ? await readOptionalObject(req) : {};
  if (method === 'POST') {
    if (body.computer !== undefined) {
      if (!organiser) throw new HttpError(403, 'tournament/not-organiser', 'only the organiser adds the computer');
      if (!isLevel(body.computer)) {
        throw new HttpError(400, 'tournament/computer', `computer is one of ${LEVELS.join(', ')}`);
      }
      const level = body.computer;
      const computers = (await settings.tournaments.entrants(id)).filter((e) => e.computer !== null).length;
      if (computers >= MAX_COMPUTERS) {
        throw new HttpError(409, 'tournament/too-many-computers', `at most ${MAX_COMPUTERS} computer entrants`);
      }
      let outcome: Awaited<ReturnType<TournamentStore['addEntrant']>> = 'duplicate';
      for (let n = 1; outcome === 'duplicate' && n <= 300; n++) {
        const name = n === 1 ? computerName(level) : `${computerName(level)} ${n}`;
        outcome = await settings.tournaments.addEntrant(id, { name, userId: null, computer: level });
      }
      refuseJoin(outcome);
    } else {
      const entrant = (await settings.tournaments.entrants(id)).find((e) => e.userId === account.id);
      if (t.status === 'running' && t.settings.format === 'arena' && entrant && !entrant.left) {
        // Back to an arena's pairing after missing a table.
        await settings.tournaments.setPaused(id, entrant.name, false);
      } else {
        refuseJoin(
          await settings.tournaments.addEntrant(id, { name: account.name, userId: account.id, computer: null }),
        );
      }
    }
    await settings.runner.kick();
    return answer(res, settings, id, account, req);
  }
  if (method === 'DELETE') {
    const entrants = await settings.tournaments.entrants(id);
    const name = body.name !== undefined && organiser ? body.name : entrants.find((e) => e.userId === account.id)?.name;
    const entrant = entrants.find((e) => e.name === name);
    if (entrant === undefined) throw new HttpError(404, 'tournament/not-entrant', 'no such entrant');
    if (entrant.userId !== account.id && !(organiser && entrant.computer !== null)) {
      throw new HttpError(403, 'tournament/not-organiser', 'only the organiser removes the computer');
    }
    if (t.status === 'open') {
      if (!(await settings.tournaments.removeEntrant(id, entrant.name))) {
        throw new HttpError(409, 'tournament/started', 'the tournament has started: leaving now forfeits the rest');
      }
    } else if (t.status === 'running') {
      await settings.tournaments.markLeft(id, entrant.name);
      await settings.runner.kick();
    } else {
      throw new HttpError(409, 'tournament/finished', 'the tournament is over');
    }
    return answer(res, settings, id, account, req);
  }
  throw new HttpError(405, 'request/method', 'POST to join, DELETE to leave');
}

async function answer(
  res: ServerResponse,
  settings: TournamentRouteSettings,
  id: string,
  account: Account,
  req: IncomingMessage,
): Promise<true> {
  const t = (await settings.tournaments.load(id)) as StoredTournament;
  sendJson(res, 200, await view(settings, t, account, settings.base(req)));
  return true;
}

function refuseJoin(outcome: 'added' | 'full' | 'closed' | 'duplicate' | 'unknown'): void {
  if (outcome === 'full') throw new HttpError(409, 'tournament/full', 'the tournament is full');
  if (outcome === 'closed') throw new HttpError(409, 'tournament/started', 'registration is closed');
  if (outcome === 'duplicate') throw new HttpError(409, 'tournament/joined', 'you are an entrant already');
  if (outcome === 'unknown') throw new HttpError(404, 'tournament/unknown', 'no such tournament');
}

async function readOptionalObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const length = Number(req.headers['content-length'] ?? 0);
  if (length === 0 && req.headers['transfer-encoding'] === undefined) return {};
  return readJsonObject(req);
}

async function loggedIn(req: IncomingMessage, settings: TournamentRouteSettings, why: string): Promise<Account> {
  const account = await settings.accounts.sessionAccount(sessionToken(req.headers));
  if (account === null) throw new HttpError(401, 'account/login-required', why);
  return account;
}

async function list(store: TournamentStore): Promise<TournamentList> {
  const rows = await store.list(RECENT);
  const summary = (r: (typeof rows)[number]): TournamentSummary => {
    const s = r.settings as unknown as TournamentSettings;
    return {
      id: r.id,
      name: r.name,
      format: r.format as TournamentSummary['format'],
      status: r.status as TournamentSummary['status'],
      organiser: r.organiser,
      entrants: Number(r.entrants ?? 0),
      capacity: s.capacity,
      rated: s.rated,
      startsAt: r.starts_at?.toISOString() ?? null,
    };
  };
  return {
    open: rows.filter((r) => r.status === 'open').map(summary),
    running: rows.filter((r) => r.status === 'running').map(summary),
    recent: rows.filter((r) => r.status === 'finished').map(summary),
  };
}

/** `GET /api/tournaments/:id`: the tournament as anyone sees it, and the caller's own table. */
async function view(
  settings: TournamentRouteSettings,
  t: StoredTournament,
  account: Account | null,
  base: string,
): Promise<TournamentAnswer> {
  const [entrants, tables] = await Promise.all([
    settings.tournaments.entrants(t.id),
    settings.tournaments.tables(t.id),
  ]);
  const s = t.settings;
  const active = tables.filter((x) => !x.done);
  const now: TournamentTableNow[] = active.map((x) => ({
    table: x.tableId,
    white: x.white,
    black: x.black,
    watch: watchLink(base, x.tableId),
    ...(x.pairing ? { pairing: x.pairing } : {}),
  }));
  const mine = account === null ? undefined : entrants.find((e) => e.userId === account.id);
  const yours = mine === undefined ? undefined : yourTable(active, mine, base);
  const started = t.status !== 'open';
  return {
    id: t.id,
    name: t.name,
    format: s.format,
    status: t.status,
    organiser: t.organiser,
    capacity: s.capacity,
    rated: s.rated,
    startsAt: t.startsAt?.toISOString() ?? null,
    startedAt: t.startedAt?.toISOString() ?? null,
    ...(s.format === 'arena'
      ? { endsAt: t.startedAt ? new Date(t.startedAt.getTime() + s.minutes * 60_000).toISOString() : null }
      : {}),
    settings: {
      table: s.table,
      matchLength: s.matchLength,
      clock: s.clock,
      noShowSeconds: s.noShowSeconds,
      ...(s.format === 'olympic'
        ? {
            series: { bestOf: 2 * s.winsNeeded - 1 },
            finalSeries: { bestOf: 2 * s.finalWinsNeeded - 1 },
            thirdPlace: s.thirdPlace,
          }
        : { minutes: s.minutes }),
    },
    entrants: entrants.map((e) => ({
      name: e.name,
      ...(e.computer !== null ? { computer: e.computer } : {}),
      ...(e.left ? { left: true } : {}),
      ...(e.paused ? { paused: true } : {}),
    })),
    ...(started && s.format === 'olympic'
      ? {
          rounds: olympicRounds(
            rebuildOlympic(
              s,
              entrants.map((e) => e.name),
              t.drawSeed,
              t.log,
            ),
            tables,
            t.log,
          ),
        }
      : {}),
    ...(started && s.format === 'arena'
      ? {
          standings: arenaStandings(
            entrants.map((e) => e.name),
            arenaResults(tables.filter((x) => x.done)),
            new Set(active.flatMap((x) => [x.white, x.black])),
          ),
        }
      : {}),
    places: t.places ?? [],
    drawSeed: started ? t.drawSeed : null,
    drawCommitment: t.drawCommitment,
    now,
    ...(yours ? { yourTable: yours } : {}),
    ...(mine !== undefined ? { joined: !mine.left } : {}),
  };
}

function yourTable(active: readonly StoredTournamentTable[], me: StoredEntrant, base: string) {
  for (const x of active) {
    const token = x.white === me.name ? x.whiteToken : x.black === me.name ? x.blackToken : null;
    if (token !== null) return { id: x.tableId, join: joinLink(base, x.tableId, token) };
  }
  return undefined;
}
