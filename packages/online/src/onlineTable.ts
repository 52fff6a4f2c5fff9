import {
  type AutoPlaySettings,
  actorOf,
  type NardyRecord,
  parseTableConfig,
  recordFromState,
  type TableCommand,
} from '@nardy/parallel';
import { Client, type Room } from 'colyseus.js';
import { joinLink, parseTableLink, type TableLink, watchLink } from './links.ts';
import {
  type ConnectionStatus,
  OnlineError,
  type OnlineSnapshot,
  type OnlineTableEvents,
  type OnlineTableOptions,
  snapshotOf,
} from './onlineSnapshot.ts';
import {
  type AckMessage,
  type ChatLine,
  CLOSE_CODES,
  type DiceProof,
  JOIN_ERROR_CODES,
  type JoinErrorCode,
  type JoinOptions,
  PROTOCOL_VERSION,
  type RatingChanges,
  type RefusedMessage,
  type RematchMessage,
  type Role,
  type SeatsMessage,
  type SnapshotMessage,
  TABLE_ROOM,
  TRANSIENT_JOIN_ERRORS,
  type UpdateMessage,
} from './protocol.ts';
import { applyLogEntry, applyTurnCommand, replayTable } from './tableLog.ts';

/**
 * The browser's (and Node's) side of an online table: connect with a join or watch link, send commands,
 * receive views, and reconnect by itself. A thin typed layer over colyseus.js; the server stays the
 * judge of every command, this only keeps the latest picture and tells listeners when it changes.
 */

/** Chat lines an `OnlineTable` keeps. */
const CHAT_KEPT = 100;

const DEFAULT_RETRY_DELAYS = [250, 500, 1000, 2000, 4000, 5000];
const PERMANENT_JOIN_ERRORS: readonly string[] = JOIN_ERROR_CODES.filter((c) => !TRANSIENT_JOIN_ERRORS.includes(c));

/** The code at the start of a matchmaker error message ("seat/bad-token: …"), if it is one of ours. */
function joinErrorCode(error: unknown): JoinErrorCode | null {
  const message = error instanceof Error ? error.message : String(error);
  const code = message.split(':', 1)[0];
  return (JOIN_ERROR_CODES as readonly string[]).includes(code) ? (code as JoinErrorCode) : null;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class OnlineTable {
  readonly link: TableLink;
  #client: Client;
  #room: Room | null = null;
  #status: ConnectionStatus = 'connecting';
  #snapshot: OnlineSnapshot | null = null;
  #listeners: { [K in keyof OnlineTableEvents]: Set<OnlineTableEvents[K]> } = {
    change: new Set(),
    status: new Set(),
    refused: new Set(),
  };
  #pending = new Map<number, { resolve: (ack: AckMessage) => void; reject: (e: OnlineError) => void }>();
  #nextId = 1;
  #closing = false;
  #options: OnlineTableOptions;
  #firstSnapshot: { resolve: () => void; reject: (e: unknown) => void } | null = null;

  private constructor(link: TableLink, options: OnlineTableOptions) {
    this.link = link;
    this.#options = options;
    this.#origins = [new URL(link.base).origin, ...(options.servers ?? []).map((s) => new URL(s).origin)];
    this.#client = this.#clientFor(0);
  }

  #origins: string[];
  #originIndex = 0;

  #clientFor(index: number): Client {
    this.#originIndex = index % this.#origins.length;
    const client = new Client(this.#origins[this.#originIndex]);
    if (this.#options.sessionToken !== undefined) client.auth.token = this.#options.sessionToken;
    return client;
  }

  /**
   * Connects with a join link (plays that seat) or a watch link (spectates) and resolves once the first
   * snapshot has arrived. Rejects with an `OnlineError` (`link/invalid`, a join code such as
   * `seat/bad-token` or `table/unknown`, or `connection/failed`). A join that fails otherwise (a busy
   * server: the seat's reservation ran out before the socket came, a connection reset) is tried again
   * after `retryDelays` until `connectTimeout`: the link is still good.
   */
  static async connect(link: string | TableLink, options: OnlineTableOptions = {}): Promise<OnlineTable> {
    const parsed = typeof link === 'string' ? parseTableLink(link) : link;
    if (parsed === null) throw new OnlineError('link/invalid', 'not a join or watch link of a Nardy table');
    const table = new OnlineTable(parsed, options);
    const first = new Promise<void>((resolve, reject) => {
      table.#firstSnapshot = { resolve, reject };
    });
    // The timeout may fire while a join is still under way: the race below hears of it either way.
    first.catch(() => {});
    const timeout = options.connectTimeout ?? 15000;
    const deadline = performance.now() + timeout;
    const timer = setTimeout(
      () => table.#firstSnapshot?.reject(new OnlineError('connection/failed', 'no answer from the server')),
      timeout,
    );
    try {
      await Promise.race([table.#firstJoin(deadline).then(() => first), first]);
    } catch (e) {
      await table.close();
      throw e instanceof OnlineError ? e : new OnlineError(joinErrorCode(e) ?? 'connection/failed', String(e));
    } finally {
      clearTimeout(timer);
    }
    return table;
  }

  get status(): ConnectionStatus {
    return this.#status;
  }

  /** The latest snapshot (never null after `connect` resolved). */
  get snapshot(): OnlineSnapshot {
    if (this.#snapshot === null) throw new OnlineError('connection/failed', 'not connected yet');
    return this.#snapshot;
  }

  get role(): Role {
    return this.snapshot.role;
  }

  /** The table's record so far with its dice proof (`serverSeed` once revealed): what the record endpoint serves. */
  record(): NardyRecord & { readonly dice: DiceProof } {
    return { ...recordFromState(this.snapshot.state), dice: this.snapshot.dice };
  }

  on<K extends keyof OnlineTableEvents>(event: K, listener: OnlineTableEvents[K]): () => void {
    this.#listeners[event].add(listener);
    return () => this.#listeners[event].delete(listener);
  }

  /**
   * Sends a command for this seat. Resolves with the table's new version once the server has accepted
   * and stored it; rejects with an `OnlineError` carrying the refusal code (`turn/not-yours`,
   * `move/illegal`, `seat/spectator`, …) or `connection/lost` when the connection dropped first (the
   * command may then have been applied: the next snapshot tells).
   */
  send(command: TableCommand): Promise<number> {
    const room = this.#room;
    if (room === null || this.#status !== 'connected') {
      return Promise.reject(new OnlineError('connection/lost', 'not connected'));
    }
    const id = this.#nextId++;
    return new Promise<number>((resolve, reject) => {
      this.#pending.set(id, { resolve: (ack) => resolve(ack.version), reject });
      room.send('command', { id, command });
    });
  }

  /**
   * Resolves with the first snapshot (the current one included) for which `predicate` holds, checked at
   * every change and every connection status change; rejects after `timeoutMs` or when the table is closed.
   */
  until(predicate: (s: OnlineSnapshot) => boolean, timeoutMs = 30000): Promise<OnlineSnapshot> {
    if (this.#snapshot !== null && predicate(this.#snapshot)) return Promise.resolve(this.#snapshot);
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        offChange();
        offStatus();
      };
      const timer = setTimeout(() => {
        done();
        reject(new OnlineError('connection/failed', `condition not met within ${timeoutMs} ms`));
      }, timeoutMs);
      const offChange = this.on('change', (s) => {
        if (!predicate(s)) return;
        done();
        resolve(s);
      });
      const offStatus = this.on('status', (status, error) => {
        if (status === 'closed') {
          done();
          reject(error ?? new OnlineError('connection/closed', 'the table was closed'));
        } else if (this.#snapshot !== null && predicate(this.#snapshot)) {
          done();
          resolve(this.#snapshot);
        }
      });
    });
  }

  /**
   * Claims the win while the opponent is `claimable` (his reserve spent while away, or he left a table
   * without a clock). The result comes as an update (the table over) or a `claim/not-allowed` refusal.
   */
  claim(): void {
    this.#room?.send('claim');
  }

  /** Asks the server for a fresh snapshot (a picture that may be stale after a refusal). */
  sync(): void {
    this.#room?.send('sync');
  }

  /** This seat's auto-play settings from now on (sent to the server, and with every later join). */
  setAuto(settings: AutoPlaySettings): void {
    this.#options = { ...this.#options, auto: settings };
    this.#room?.send('auto', settings);
  }

  /** Says a chat line (players talk with players, spectators with spectators); limits refuse with `chat/…`. */
  say(text: string): void {
    this.#room?.send('chat', { text });
  }

  /** Stops (or resumes) showing one sender's lines on this connection (`ChatLine.from.sender`). */
  mute(sender: string, muted = true): void {
    this.#room?.send('mute', { sender, muted });
    if (muted && this.#snapshot !== null) {
      this.#snapshot = snapshotOf({
        ...this.#snapshot,
        chat: this.#snapshot.chat.filter((l) => l.from.sender !== sender),
      });
      this.#emit('change', this.#snapshot);
    }
  }

  /** Reports a chat line to the server's operators; the server answers `reported`. */
  report(message: number, reason?: string): void {
    this.#room?.send('report', reason === undefined ? { message } : { message, reason });
  }

  /** After the end: offers a rematch, or accepts the other's offer (`false` declines it). */
  rematch(accept = true): void {
    this.#room?.send('rematch', { accept });
  }

  /** Sends raw bytes of a message type as it is (tests of the server's refusals). */
  sendRaw(type: string, payload: unknown): void {
    this.#room?.send(type, payload);
  }

  /** Leaves the table for good (a consented leave: the seat is shown as away at once). */
  async close(): Promise<void> {
    this.#closing = true;
    const room = this.#room;
    this.#room = null;
    this.#rejectPending('connection/closed', 'the table was closed');
    if (room !== null) {
      try {
        await room.leave(true);
      } catch {
        // already gone
      }
    }
    this.#setStatus('closed');
  }

  #emit<K extends keyof OnlineTableEvents>(event: K, ...args: Parameters<OnlineTableEvents[K]>): void {
    for (const listener of this.#listeners[event]) (listener as (...a: unknown[]) => void)(...args);
  }

  #setStatus(status: ConnectionStatus, error?: OnlineError): void {
    if (this.#status === status && error === undefined) return;
    this.#status = status;
    this.#emit('status', status, error);
  }

  #rejectPending(code: string, message: string): void {
    for (const { reject } of this.#pending.values()) reject(new OnlineError(code, message));
    this.#pending.clear();
  }

  #joinOptions(): JoinOptions {
    const { token, tableId } = this.link;
    return {
      protocol: PROTOCOL_VERSION,
      tableId,
      ...(token === undefined ? {} : { token }),
      ...(this.#options.name === undefined ? {} : { name: this.#options.name }),
      ...(this.#options.clientSeed === undefined ? {} : { clientSeed: this.#options.clientSeed }),
      ...(this.#options.auto === undefined ? {} : { auto: this.#options.auto }),
    };
  }

  /**
   * The first join, tried again after `retryDelays` while it fails for a reason other than a refusal
   * with a join code, until `deadline` (`performance.now()`) or `close()`.
   */
  async #firstJoin(deadline: number): Promise<void> {
    const delays = this.#options.retryDelays ?? DEFAULT_RETRY_DELAYS;
    for (let attempt = 0; ; attempt++) {
      try {
        await this.#join();
        return;
      } catch (e) {
        const wait = delays[Math.min(attempt, delays.length - 1)];
        const code = joinErrorCode(e);
        const permanent = code !== null && PERMANENT_JOIN_ERRORS.includes(code);
        if (permanent || this.#closing || performance.now() + wait >= deadline) throw e;
        this.#options.onJoinRetry?.(new OnlineError('connection/failed', String(e)));
        await delay(wait);
        if (this.#closing) throw e;
      }
    }
  }

  /** Joins through the matchmaker: the room is found wherever it lives, or rebuilt from the database. */
  async #join(): Promise<void> {
    const room = await this.#client.joinOrCreate(TABLE_ROOM, this.#joinOptions());
    this.#attach(room);
  }

  #attach(room: Room): void {
    if (this.#closing) {
      void room.leave(true);
      return;
    }
    this.#room = room;
    room.onMessage('snapshot', (m: SnapshotMessage) => this.#onSnapshot(m));
    room.onMessage('update', (m: UpdateMessage) => this.#onUpdate(m));
    room.onMessage('seats', (m: SeatsMessage) => this.#onSeats(m));
    room.onMessage('chat', (m: ChatLine) =>
      this.#patch({ chat: [...(this.#snapshot?.chat ?? []), m].slice(-CHAT_KEPT) }),
    );
    room.onMessage('chat-history', (m: { lines: ChatLine[]; you?: string }) =>
      this.#patch({ chat: m.lines.slice(-CHAT_KEPT), ...(m.you === undefined ? {} : { chatSelf: m.you }) }),
    );
    room.onMessage('reported', () => {});
    room.onMessage('rematch', (m: RematchMessage) => {
      const link =
        m.tableId === undefined
          ? undefined
          : m.token === undefined
            ? watchLink(this.link.base, m.tableId)
            : joinLink(this.link.base, m.tableId, m.token);
      this.#patch({ rematch: link === undefined ? m : { ...m, link } });
    });
    room.onMessage('rating', (m: RatingChanges) => {
      if (this.#snapshot === null) return;
      this.#snapshot = snapshotOf({ ...this.#snapshot, ratingChanges: m });
      this.#emit('change', this.#snapshot);
    });
    room.onMessage('ack', (m: AckMessage) => {
      this.#pending.get(m.id)?.resolve(m);
      this.#pending.delete(m.id);
    });
    room.onMessage('refused', (m: RefusedMessage) => {
      if (m.id !== undefined) {
        this.#pending.get(m.id)?.reject(new OnlineError(m.code, m.message));
        this.#pending.delete(m.id);
      }
      this.#emit('refused', m);
    });
    room.onLeave((code) => {
      if (this.#room !== room) return;
      this.#room = null;
      this.#rejectPending('connection/lost', `the connection dropped (${code})`);
      if (this.#closing) return;
      if (code === CLOSE_CODES.seatReplaced) {
        this.#closing = true;
        this.#setStatus('closed', new OnlineError('seat/replaced', 'this seat was opened on another connection'));
        return;
      }
      this.#setStatus('reconnecting');
      if (code === CLOSE_CODES.serverRestart) {
        // The process is stopping and its room is gone: straight to the join link, on the next address.
        if (this.#origins.length > 1) this.#client = this.#clientFor(this.#originIndex + 1);
        void this.#reconnect(null, true);
      } else {
        void this.#reconnect(room.reconnectionToken, false);
      }
    });
  }

  /**
   * Tries the reconnection token first (the held seat), then the link itself, until it works or `close()`.
   * The join follows a failed token at once (its room or its process is gone: waiting would only delay
   * the room's rebuilding); `now` skips the first delay too.
   */
  async #reconnect(reconnectionToken: string | null, now: boolean): Promise<void> {
    const delays = this.#options.retryDelays ?? DEFAULT_RETRY_DELAYS;
    let token: string | null = reconnectionToken;
    let joinNow = now;
    for (let attempt = 0; !this.#closing; attempt++) {
      if (!joinNow) await delay(delays[Math.min(attempt, delays.length - 1)]);
      joinNow = false;
      if (this.#closing) return;
      try {
        if (token !== null) {
          const t = token;
          token = null; // a reconnection token works once
          joinNow = true; // if it fails, the join comes next without a pause
          this.#attach(await this.#client.reconnect(t));
        } else {
          await this.#join();
        }
        return;
      } catch (e) {
        const code = joinErrorCode(e);
        if (code !== null && PERMANENT_JOIN_ERRORS.includes(code)) {
          this.#closing = true;
          this.#setStatus('closed', new OnlineError(code, String(e instanceof Error ? e.message : e)));
          return;
        }
        // Unreachable, or its process is gone: the next attempt goes to the next address of the server.
        if (this.#origins.length > 1 && token === null) this.#client = this.#clientFor(this.#originIndex + 1);
      }
    }
  }

  #patch(change: Partial<OnlineSnapshot>): void {
    if (this.#snapshot === null) return;
    this.#snapshot = snapshotOf({ ...this.#snapshot, ...change });
    this.#emit('change', this.#snapshot);
  }

  #onSnapshot(m: SnapshotMessage): void {
    const config = parseTableConfig(m.spec);
    const replay = config.ok ? replayTable(config.value, m.log, m.turn ?? []) : null;
    if (replay === null || !replay.ok) {
      this.#firstSnapshot?.reject(
        new OnlineError('connection/failed', 'the server sent a table this client cannot read'),
      );
      return;
    }
    this.#snapshot = snapshotOf({
      tableId: m.tableId,
      name: m.name,
      role: m.role,
      version: m.version,
      seats: m.seats,
      spectators: m.spectators,
      started: m.started,
      dice: m.dice,
      log: m.log,
      state: replay.state,
      auto: null,
      clock: m.clock,
      clockReceivedAt: performance.now(),
      claimable: m.claimable,
      forfeit: m.forfeit,
      rated: m.rated,
      ratingChanges: m.ratingChanges,
      chat: this.#snapshot?.chat ?? [],
      chatSelf: this.#snapshot?.chatSelf ?? null,
      rematch: this.#snapshot?.rematch ?? null,
    });
    this.#setStatus('connected');
    this.#firstSnapshot?.resolve();
    this.#firstSnapshot = null;
    this.#emit('change', this.#snapshot);
  }

  #onUpdate(m: UpdateMessage): void {
    const s = this.#snapshot;
    if (s === null) return;
    if (s.log.length + m.entries.length !== m.log) {
      this.#room?.send('sync');
      return;
    }
    let state = s.state;
    // Auto-play acts for the player to act before the change.
    const actor = actorOf(state.game);
    for (const entry of m.entries) {
      const r = applyLogEntry(state, entry);
      if (!r.ok) {
        this.#room?.send('sync');
        return;
      }
      state = r.value;
    }
    if (m.command !== undefined) {
      const r = applyTurnCommand(state, m.command);
      if (!r.ok) {
        this.#room?.send('sync');
        return;
      }
      state = r.value;
    }
    this.#snapshot = snapshotOf({
      ...s,
      version: m.version,
      log: m.entries.length === 0 ? s.log : [...s.log, ...m.entries],
      state,
      auto: m.auto === undefined || actor === null ? null : { player: actor, kind: m.auto },
      ...(m.dice === undefined ? {} : { dice: m.dice }),
      clock: m.clock,
      clockReceivedAt: performance.now(),
      claimable: m.claimable,
      forfeit: m.forfeit,
    });
    this.#emit('change', this.#snapshot);
  }

  #onSeats(m: SeatsMessage): void {
    const s = this.#snapshot;
    if (s === null) return;
    this.#snapshot = snapshotOf({
      ...s,
      seats: m.seats,
      spectators: m.spectators,
      started: m.started,
      claimable: m.claimable,
      clock: m.clock,
      clockReceivedAt: performance.now(),
    });
    this.#emit('change', this.#snapshot);
  }
}
