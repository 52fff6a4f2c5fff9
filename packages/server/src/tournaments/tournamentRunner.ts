import { createHash, randomBytes } from 'node:crypto';
import type { TournamentForfeit } from '@nardy/online';
import { parseTableConfig, selectTableView } from '@nardy/parallel';
import { type Color, opposite } from '@nardy/rules';
import {
  applyTournamentEvent,
  isOver,
  matchTableConfig,
  nextMatch,
  pendingPairingOf,
  playablePairings,
  type Tournament,
} from '@nardy/tournament';
import { openTable } from '../newTable.ts';
import type { Logger } from '../observability/logger.ts';
import { replayStored } from '../room/play.ts';
import type { TableStore } from '../storage/tableStore.ts';
import { type ArenaResult, arenaStandings, pairWaiting } from './arena.ts';
import { olympicPlaces, rebuildOlympic } from './olympic.ts';
import { olympicConfig } from './tournamentSettings.ts';
import type {
  StoredEntrant,
  StoredTournament,
  StoredTournamentTable,
  TableProgress,
  TournamentLogEvent,
  TournamentStore,
} from './tournamentStore.ts';

/** What a `tournamentRound` notice carries: the table's title, the tournament's page in the app, the ids. */
export interface TournamentRoundNotice {
  readonly name: string;
  readonly url: string;
  readonly tournamentId: string;
  readonly tableId: string;
}

export interface RunnerSettings {
  readonly tournaments: TournamentStore;
  readonly tables: TableStore;
  /** This process (the lease's holder). */
  readonly processId: string;
  /** Opens the room of a table nobody joins (two computer seats) and keeps it until the table is over. */
  readonly host: (tableId: string) => Promise<void>;
  /** A table changed in the database behind its room (closed for a forfeit): the room reads it again. */
  readonly tableChanged: (tableId: string) => void;
  readonly logger: Logger;
  /**
   * Tells a person entrant that his next table is open (the inbox's `tournamentRound` notice, which the
   * app shows as a notification); `fromId` is the opponent's account, so that a block holds.
   */
  readonly notify?: (userId: string, data: TournamentRoundNotice, fromId: string | null) => Promise<unknown>;
  /** Between two looks at the running tournaments (ms; default 1000). */
  readonly tickMs?: number;
  /** A process that has not renewed its lease for this long is taken to be dead (ms; default 5000). */
  readonly leaseMs?: number;
}

/** A new tournament's draw seed and its published SHA-256 (the seed is shown from the start). */
export function newDrawSeed(): { seed: string; commitment: string } {
  const seed = `${new Date().toISOString().slice(0, 10)}-${randomBytes(9).toString('hex')}`;
  return { seed, commitment: createHash('sha256').update(seed, 'utf8').digest('hex') };
}

/** Without a clock, a table where nothing happens for this long (or the no-show time, if longer) is abandoned. */
const ABANDONED_WITHOUT_CLOCK_SECONDS = 300;

/** The reason written into the log of a table the tournament closed for a forfeit. */
const CLOSED_NO_SHOW = 'tournament: a player did not come to the table';
const CLOSED_LEFT = 'tournament: a player left the tournament';
const CLOSED_ABANDONED = 'tournament: a player abandoned the table';

/**
 * Runs the server's tournaments: every tick it takes (or keeps) the lease of the open and running
 * ones, starts those that are due or full, reads how their tables stand in the database, records the
 * results (a forfeit for a player who did not come within the set time, or who left), opens the next
 * tables and finishes them. Everything it decides is stored before the next step, so a process killed
 * at any moment leaves a state the next holder (this process restarted, or another) goes on from.
 */
export class TournamentRunner {
  readonly #s: RunnerSettings;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> = Promise.resolve();
  /** Tables of two computer seats whose room this process opened. */
  readonly #hosted = new Set<string>();
  #stopped = false;

  constructor(settings: RunnerSettings) {
    this.#s = settings;
  }

  start(): void {
    this.#timer = setInterval(() => void this.kick(), this.#s.tickMs ?? 1000);
    this.#timer.unref();
    void this.kick();
  }

  /** One tick now (after the one under way); resolves when it is done. */
  kick(): Promise<void> {
    const run = this.#running.then(() => (this.#stopped ? undefined : this.#tick()));
    this.#running = run.catch((e: unknown) => this.#s.logger.warn({ err: e }, 'tournament tick failed'));
    return this.#running;
  }

  /** Stops ticking and gives up the leases (another process takes them at once). */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#stopped = true;
    await this.#running;
    await this.#s.tournaments.release(this.#s.processId).catch(() => {});
  }

  async #tick(): Promise<void> {
    const leaseMs = this.#s.leaseMs ?? 5000;
    let held = new Set(await this.#s.tournaments.lease(this.#s.processId, leaseMs));
    let renewed = Date.now();
    for (const id of [...held]) {
      // A long tick renews its leases on the way, and leaves what another process has taken meanwhile.
      if (Date.now() - renewed > leaseMs / 2) {
        held = new Set(await this.#s.tournaments.lease(this.#s.processId, leaseMs));
        renewed = Date.now();
      }
      if (!held.has(id)) continue;
      try {
        await this.#advance(id);
      } catch (e) {
        this.#s.logger.warn({ err: e, tournamentId: id }, 'advancing a tournament failed');
      }
    }
  }

  async #advance(id: string): Promise<void> {
    const { tournaments } = this.#s;
    let t = await tournaments.load(id);
    if (t === null || t.status === 'finished') return;
    let entrants = await tournaments.entrants(id);
    if (t.status === 'open') {
      const full = t.startsAt === null && entrants.length >= t.settings.capacity;
      const due = t.startsAt !== null && t.startsAt.getTime() <= Date.now();
      if (!full && !due) return;
      if (entrants.length < 2) {
        await tournaments.finish(id, []);
        this.#s.logger.info({ tournamentId: id }, 'tournament finished without play: fewer than 2 entrants');
        return;
      }
      await tournaments.markRunning(id);
      this.#s.logger.info({ tournamentId: id, entrants: entrants.length }, 'tournament started');
      t = (await tournaments.load(id)) as StoredTournament;
      // Read again: an entry that was being written as it started is in (it held the row's lock),
      // and none comes after (registration checks the status under that lock).
      entrants = await tournaments.entrants(id);
    }
    const tables = await tournaments.tables(id);
    const active = tables.filter((x) => !x.done);
    const progress = await tournaments.progress(active.map((x) => x.tableId));
    if (t.settings.format === 'olympic') await this.#advanceOlympic(t, entrants, tables, progress);
    else await this.#advanceArena(t, entrants, tables, progress);
  }

  // ---- Olympic ------------------------------------------------------------------------------------

  async #advanceOlympic(
    t: StoredTournament,
    entrants: readonly StoredEntrant[],
    tables: readonly StoredTournamentTable[],
    progress: ReadonlyMap<string, TableProgress>,
  ): Promise<void> {
    const { tournaments } = this.#s;
    let bracket = rebuildOlympic(
      t.settings,
      entrants.map((e) => e.name),
      t.drawSeed,
      t.log,
    );
    const length = t.settings.matchLength;
    const apply = (event: TournamentLogEvent): boolean => {
      const { forfeit: _f, ...plain } = event as TournamentLogEvent & { forfeit?: string };
      const r = applyTournamentEvent(bracket, plain);
      if (r.ok) bracket = r.value;
      return r.ok;
    };
    const stillActive: StoredTournamentTable[] = [];
    for (const row of tables.filter((x) => !x.done)) {
      const decided = await this.#decide(t, row, entrants, progress.get(row.tableId));
      if (decided === null) {
        stillActive.push(row);
        continue;
      }
      if (decided.closeWith) await this.#close(row.tableId, decided.closeWith);
      const events: TournamentLogEvent[] = [];
      if (decided.winner !== null && row.pairing !== null) {
        const loser = decided.winner === row.white ? 'black' : 'white';
        const winnerColor = opposite(loser);
        const score: [number, number] = decided.forfeit
          ? [length, 0]
          : [Math.max(length, decided.points[winnerColor]), Math.min(length - 1, decided.points[loser])];
        const event: TournamentLogEvent = {
          type: 'result',
          pairing: row.pairing,
          winner: decided.winner,
          score,
          ...(decided.forfeit ? { forfeit: decided.forfeit } : {}),
        };
        if (apply(event)) events.push(event);
      }
      await tournaments.finishTable(t.id, row.tableId, { winner: decided.winner, forfeit: decided.forfeit }, events);
    }
    // Who left forfeits the rest: his table now, and his pairings by walkover.
    const withdrawn = new Set(t.log.flatMap((e) => (e.type === 'withdraw' ? [e.player] : [])));
    for (const e of entrants) {
      if (!e.left || withdrawn.has(e.name) || isOver(bracket) || pendingPairingOf(bracket, e.name) === null) continue;
      const event: TournamentLogEvent = { type: 'withdraw', player: e.name };
      const table = stillActive.find((x) => x.white === e.name || x.black === e.name);
      if (!apply(event)) continue;
      if (table) {
        await this.#close(table.tableId, CLOSED_LEFT);
        await tournaments.finishTable(
          t.id,
          table.tableId,
          { winner: table.white === e.name ? table.black : table.white, forfeit: 'left' },
          [event],
        );
        stillActive.splice(stillActive.indexOf(table), 1);
      } else {
        await tournaments.appendLog(t.id, [event]);
      }
    }
    if (isOver(bracket)) {
      for (const row of stillActive) await this.#close(row.tableId, CLOSED_LEFT);
      await tournaments.finish(t.id, olympicPlaces(bracket));
      this.#s.logger.info({ tournamentId: t.id }, 'tournament finished');
      return;
    }
    for (const pairing of playablePairings(bracket)) {
      if (stillActive.some((x) => x.pairing === pairing.id)) continue;
      const match = nextMatch(bracket, pairing.id);
      if (match === null) continue;
      stillActive.push(await this.#openTable(t, bracket, entrants, pairing.id, match.white, match.black));
    }
    await this.#hostComputerTables(stillActive, entrants);
  }

  // ---- arena --------------------------------------------------------------------------------------

  async #advanceArena(
    t: StoredTournament,
    entrants: readonly StoredEntrant[],
    tables: readonly StoredTournamentTable[],
    progress: ReadonlyMap<string, TableProgress>,
  ): Promise<void> {
    const { tournaments } = this.#s;
    const stillActive: StoredTournamentTable[] = [];
    for (const row of tables.filter((x) => !x.done)) {
      const left = entrants.find((e) => e.left && (e.name === row.white || e.name === row.black));
      let decided = await this.#decide(t, row, entrants, progress.get(row.tableId));
      if (decided === null && left) {
        decided = {
          winner: left.name === row.white ? row.black : row.white,
          forfeit: 'left',
          closeWith: CLOSED_LEFT,
          points: { white: 0, black: 0 },
          absent: [],
        };
      }
      if (decided === null) {
        stillActive.push(row);
        continue;
      }
      if (decided.closeWith) await this.#close(row.tableId, decided.closeWith);
      // A player who did not come is not paired again until he comes back (joins again).
      for (const color of decided.absent) await tournaments.setPaused(t.id, row[color], true);
      await tournaments.finishTable(t.id, row.tableId, { winner: decided.winner, forfeit: decided.forfeit }, []);
    }
    const endsAt = (t.startedAt as Date).getTime() + t.settings.minutes * 60_000;
    if (Date.now() >= endsAt) {
      if (stillActive.length === 0) {
        const done = (await tournaments.tables(t.id)).filter((x) => x.done);
        const standings = arenaStandings(
          entrants.map((e) => e.name),
          arenaResults(done),
          new Set(),
        );
        const places = standings
          .filter((s) => s.wins + s.losses > 0)
          .slice(0, 3)
          .map((s, i) => ({ place: i + 1, name: s.name }));
        await tournaments.finish(t.id, places);
        this.#s.logger.info({ tournamentId: t.id }, 'arena finished');
      }
      await this.#hostComputerTables(stillActive, entrants);
      return;
    }
    const fresh = await tournaments.entrants(t.id);
    const done = (await tournaments.tables(t.id)).filter((x) => x.done);
    const busy = new Set(stillActive.flatMap((x) => [x.white, x.black]));
    const standings = arenaStandings(
      fresh.map((e) => e.name),
      arenaResults(done),
      busy,
    );
    const available = new Set(fresh.filter((e) => !e.left && !e.paused && !busy.has(e.name)).map((e) => e.name));
    const waiting = standings.map((s) => s.name).filter((n) => available.has(n));
    const lastOpponent = new Map<string, string>();
    const whites = new Map<string, number>();
    for (const x of done) {
      lastOpponent.set(x.white, x.black);
      lastOpponent.set(x.black, x.white);
      whites.set(x.white, (whites.get(x.white) ?? 0) + 1);
    }
    for (const [white, black] of pairWaiting(waiting, lastOpponent, whites)) {
      stillActive.push(await this.#openTable(t, null, fresh, null, white, black));
    }
    await this.#hostComputerTables(stillActive, fresh);
  }

  // ---- tables -------------------------------------------------------------------------------------

  /**
   * How a table of the tournament ended, if it did: its winner by the table, a forfeit of a player who
   * did not come within the set time (the table is then closed), or void (an operator closed it: the
   * match is played again). Null while it is in play.
   */
  async #decide(
    t: StoredTournament,
    row: StoredTournamentTable,
    entrants: readonly StoredEntrant[],
    p: TableProgress | undefined,
  ): Promise<{
    winner: string | null;
    forfeit: TournamentForfeit | null;
    closeWith: string | null;
    points: { readonly [C in Color]: number };
    absent: Color[];
  } | null> {
    if (p === undefined) {
      // The table is gone (deleted by an operator): void.
      return { winner: null, forfeit: null, closeWith: null, points: { white: 0, black: 0 }, absent: [] };
    }
    if (p.over) {
      return {
        winner: p.winner === null ? null : row[p.winner],
        forfeit: null,
        closeWith: null,
        points: p.points,
        absent: [],
      };
    }
    const waited = Date.now() - row.createdAt.getTime();
    let absent: Color[] = (['white', 'black'] as const).filter((c) => !p.claimed[c]);
    let forfeit: 'no-show' | 'abandoned' = 'no-show';
    if (absent.length === 0) {
      absent = await this.#abandoned(t, row, entrants, p);
      forfeit = 'abandoned';
    }
    if (absent.length === 0 || waited < t.settings.noShowSeconds * 1000) return null;
    // Both absent: in a bracket someone must go on — the first-named side (White); an arena counts nobody.
    const winner = absent.length === 1 ? row[opposite(absent[0])] : t.settings.format === 'olympic' ? row.white : null;
    const closeWith = forfeit === 'no-show' ? CLOSED_NO_SHOW : CLOSED_ABANDONED;
    return { winner, forfeit, closeWith, points: p.points, absent: [...absent] };
  }

  /**
   * The seats that abandoned a table in play: nothing has happened there for longer than any clock
   * allows (its delay and whole reserve) plus the no-show time (at least 5 minutes without a clock) —
   * the player to act has left it (the computer always acts; in the opening roll, either may). Nobody
   * else would end such a table: the room of a table without people closes, and the computer claims nothing.
   */
  async #abandoned(
    t: StoredTournament,
    row: StoredTournamentTable,
    entrants: readonly StoredEntrant[],
    p: TableProgress,
  ): Promise<Color[]> {
    const clock = t.settings.clock;
    const limit =
      Math.max(t.settings.noShowSeconds, clock ? 0 : ABANDONED_WITHOUT_CLOCK_SECONDS) * 1000 +
      (clock ? clock.delayMs + clock.reserveMs : 0);
    const since = (p.lastActivity ?? row.createdAt).getTime();
    if (Date.now() - since < limit) return [];
    const people = (['white', 'black'] as const).filter(
      (c) => entrants.find((e) => e.name === row[c])?.computer == null,
    );
    if (people.length === 0) return [];
    const stored = await this.#s.tables.loadTable(row.tableId);
    if (stored === null) return [];
    const config = parseTableConfig(stored.spec);
    if (!config.ok) return [];
    const turn = selectTableView(
      replayStored(
        config.value,
        stored.log.map((e) => e.entry),
        row.tableId,
      ),
    ).turn;
    return turn === null ? people : people.filter((c) => c === turn);
  }

  async #close(tableId: string, reason: string): Promise<void> {
    const closed = await this.#s.tables.closeTable(tableId, { by: 'operator', reason });
    if (closed === 'closed') this.#s.tableChanged(tableId);
  }

  /**
   * Opens one table of the tournament: its seats bound to the entrants' accounts (the tokens kept for
   * them alone), the computer's seats at their levels, the tournament's clock; rated when the
   * tournament is and both players are people.
   */
  async #openTable(
    t: StoredTournament,
    bracket: Tournament | null,
    entrants: readonly StoredEntrant[],
    pairing: string | null,
    white: string,
    black: string,
  ): Promise<StoredTournamentTable> {
    const find = (name: string) => entrants.find((e) => e.name === name) as StoredEntrant;
    const seats = { white: find(white), black: find(black) };
    const computer: { white?: string; black?: string } = {};
    for (const c of ['white', 'black'] as const)
      if (seats[c].computer !== null) computer[c] = seats[c].computer as string;
    const people = seats.white.computer === null && seats.black.computer === null;
    const config = matchTableConfig(
      bracket?.config ?? olympicConfig({ ...t.settings, winsNeeded: 1, finalWinsNeeded: 1 }),
    );
    const title = pairing === null ? t.name : `${t.name} · ${pairing}`;
    const { id, tokens } = await openTable(this.#s.tables, {
      config,
      name: title.slice(0, 64),
      clock: t.settings.clock,
      rated: t.settings.rated && people,
      computer,
    });
    for (const c of ['white', 'black'] as const) {
      const userId = seats[c].userId;
      if (userId !== null) await this.#s.tournaments.bindSeat(id, c, userId, seats[c].name);
    }
    await this.#tellRound(t, id, title, seats.white.userId, seats.black.userId);
    const row = {
      tableId: id,
      pairing,
      white,
      black,
      whiteToken: seats.white.computer === null ? tokens.white : null,
      blackToken: seats.black.computer === null ? tokens.black : null,
    };
    await this.#s.tournaments.addTable(t.id, row);
    this.#s.logger.info({ tournamentId: t.id, tableId: id, pairing, white, black }, 'tournament table opened');
    return { ...row, createdAt: new Date(), done: false, winner: null, forfeit: null, finishedAt: null };
  }

  /** Each person at a new table is told (a failed notice is logged: it never holds the tournament up). */
  async #tellRound(t: StoredTournament, tableId: string, title: string, white: string | null, black: string | null) {
    const notify = this.#s.notify;
    if (!notify) return;
    const data: TournamentRoundNotice = { name: title, url: `#/club/tournament/${t.id}`, tournamentId: t.id, tableId };
    for (const [userId, opponent] of [
      [white, black],
      [black, white],
    ] as const) {
      if (userId === null) continue;
      try {
        await notify(userId, data, opponent);
      } catch (error) {
        this.#s.logger.warn({ tournamentId: t.id, tableId, err: error }, 'tournament round notice not stored');
      }
    }
  }

  /** Tables of two computer seats are played by the server alone: their rooms are opened here. */
  async #hostComputerTables(active: readonly StoredTournamentTable[], entrants: readonly StoredEntrant[]) {
    const computerOnly = (name: string) => entrants.find((e) => e.name === name)?.computer != null;
    for (const row of active) {
      if (this.#hosted.has(row.tableId) || !computerOnly(row.white) || !computerOnly(row.black)) continue;
      try {
        await this.#s.host(row.tableId);
        this.#hosted.add(row.tableId);
      } catch (e) {
        this.#s.logger.warn({ err: e, tableId: row.tableId }, 'opening a computer table failed');
      }
    }
  }
}

/** An arena's decided tables in the order they were decided. */
export function arenaResults(done: readonly StoredTournamentTable[]): ArenaResult[] {
  return [...done]
    .sort((a, b) => (a.finishedAt?.getTime() ?? 0) - (b.finishedAt?.getTime() ?? 0))
    .map((x) => ({ white: x.white, black: x.black, winner: x.winner }));
}
