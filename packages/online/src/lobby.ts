import type { Color } from '@nardy/rules';
import { Client, type Room } from 'colyseus.js';
import type { ClockPreset } from './clock.ts';
import { joinLink } from './links.ts';
import { OnlineError } from './onlineSnapshot.ts';
import type { QuickPreset } from './presets.ts';
import { LOBBY_ROOM, type LobbyServerMessages, type LobbyState, PROTOCOL_VERSION } from './protocol.ts';

/**
 * The browser's (and Node's) side of the lobby: the live lists, quick match and sitting at an open table.
 * It reconnects by itself, and if it was waiting for a quick match it waits again after reconnecting.
 */

export interface LobbyEvents {
  change: (state: LobbyState) => void;
  status: (status: 'connecting' | 'connected' | 'reconnecting' | 'closed') => void;
  /** Waiting for a quick match started or ended. */
  queue: (queue: LobbyQueue | null) => void;
  /** A quick match was made: the join link of this connection's seat. */
  matched: (match: { readonly tableId: string; readonly color: Color; readonly link: string }) => void;
  refused: (refusal: { readonly code: string; readonly message: string }) => void;
}

/** What this connection waits for, and since when (`performance.now()` of this client). */
export interface LobbyQueue {
  readonly preset: string;
  readonly clock: string;
  readonly rated: boolean;
  readonly since: number;
}

export interface LobbyOptions {
  /** A guest's display name. */
  readonly name?: string;
  /** A login session for programs (Node); a browser's session cookie goes by itself. */
  readonly sessionToken?: string;
  readonly retryDelays?: readonly number[];
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class OnlineLobby {
  readonly base: string;
  #client: Client;
  #room: Room | null = null;
  #state: LobbyState = { tables: [], playing: 0, players: [], waiting: [] };
  #queue: LobbyQueue | null = null;
  /** What to ask for again after a reconnection. */
  #wanted: { preset: string; clock: string; rated: boolean } | null = null;
  #closing = false;
  #options: LobbyOptions;
  #nextId = 1;
  #sits = new Map<number, { resolve: (link: string) => void; reject: (e: OnlineError) => void }>();
  #listeners: { [K in keyof LobbyEvents]: Set<LobbyEvents[K]> } = {
    change: new Set(),
    status: new Set(),
    queue: new Set(),
    matched: new Set(),
    refused: new Set(),
  };

  private constructor(base: string, options: LobbyOptions) {
    this.base = new URL('/', base).toString();
    this.#options = options;
    this.#client = new Client(new URL(base).origin);
    if (options.sessionToken !== undefined) this.#client.auth.token = options.sessionToken;
  }

  /** Joins the lobby of the server at `base` (its address, e.g. "http://127.0.0.1:5173/"). */
  static async connect(base: string, options: LobbyOptions = {}): Promise<OnlineLobby> {
    const lobby = new OnlineLobby(base, options);
    try {
      await lobby.#join();
    } catch (e) {
      throw new OnlineError('connection/failed', String(e instanceof Error ? e.message : e));
    }
    return lobby;
  }

  get state(): LobbyState {
    return this.#state;
  }

  get queue(): LobbyQueue | null {
    return this.#queue;
  }

  on<K extends keyof LobbyEvents>(event: K, listener: LobbyEvents[K]): () => void {
    this.#listeners[event].add(listener);
    return () => this.#listeners[event].delete(listener);
  }

  /** Waits for a quick match of `preset` and `clock` (rated: with players of the same kind, by rating). */
  quick(preset: QuickPreset, clock: ClockPreset, rated = false): void {
    this.#wanted = { preset, clock, rated };
    this.#room?.send('quick', this.#wanted);
  }

  /** Stops waiting for a quick match. */
  cancel(): void {
    this.#wanted = null;
    this.#room?.send('cancel');
  }

  /** Takes the empty seat of an open table: resolves with its join link, or rejects with a lobby code. */
  sit(tableId: string): Promise<string> {
    const room = this.#room;
    if (room === null) return Promise.reject(new OnlineError('connection/lost', 'not connected'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#sits.set(id, { resolve, reject });
      room.send('sit', { id, tableId });
    });
  }

  /** Resolves with the first state (the current one included) for which `predicate` holds. */
  until(predicate: (s: LobbyState) => boolean, timeoutMs = 30000): Promise<LobbyState> {
    if (predicate(this.#state)) return Promise.resolve(this.#state);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new OnlineError('connection/failed', `condition not met within ${timeoutMs} ms`));
      }, timeoutMs);
      const off = this.on('change', (s) => {
        if (!predicate(s)) return;
        clearTimeout(timer);
        off();
        resolve(s);
      });
    });
  }

  async close(): Promise<void> {
    this.#closing = true;
    const room = this.#room;
    this.#room = null;
    for (const { reject } of this.#sits.values()) reject(new OnlineError('connection/closed', 'the lobby was closed'));
    this.#sits.clear();
    if (room !== null) await room.leave(true).catch(() => {});
    this.#emit('status', 'closed');
  }

  #emit<K extends keyof LobbyEvents>(event: K, ...args: Parameters<LobbyEvents[K]>): void {
    for (const listener of this.#listeners[event]) (listener as (...a: unknown[]) => void)(...args);
  }

  async #join(): Promise<void> {
    const room = await this.#client.joinOrCreate(LOBBY_ROOM, {
      protocol: PROTOCOL_VERSION,
      ...(this.#options.name === undefined ? {} : { name: this.#options.name }),
    });
    if (this.#closing) {
      await room.leave(true);
      return;
    }
    this.#room = room;
    room.onMessage('lobby', (m: LobbyServerMessages['lobby']) => {
      this.#state = m;
      this.#emit('change', m);
    });
    room.onMessage('queued', (m: LobbyServerMessages['queued']) => {
      this.#queue = m.waiting
        ? {
            preset: m.preset ?? '',
            clock: m.clock ?? '',
            rated: m.rated === true,
            since: performance.now() - (m.waitedMs ?? 0),
          }
        : null;
      this.#emit('queue', this.#queue);
    });
    room.onMessage('matched', (m: LobbyServerMessages['matched']) => {
      this.#wanted = null;
      this.#emit('matched', { tableId: m.tableId, color: m.color, link: joinLink(this.base, m.tableId, m.token) });
    });
    room.onMessage('seat', (m: LobbyServerMessages['seat']) => {
      this.#sits.get(m.id)?.resolve(joinLink(this.base, m.tableId, m.token));
      this.#sits.delete(m.id);
    });
    room.onMessage('refused', (m: LobbyServerMessages['refused']) => {
      if (m.id !== undefined && this.#sits.has(m.id)) {
        this.#sits.get(m.id)?.reject(new OnlineError(m.code, m.message));
        this.#sits.delete(m.id);
      }
      if (m.code.startsWith('quick/')) this.#wanted = null;
      this.#emit('refused', m);
    });
    room.onLeave(() => {
      if (this.#room !== room) return;
      this.#room = null;
      for (const { reject } of this.#sits.values())
        reject(new OnlineError('connection/lost', 'the connection dropped'));
      this.#sits.clear();
      if (this.#closing) return;
      this.#queue = null;
      this.#emit('status', 'reconnecting');
      void this.#reconnect();
    });
    this.#emit('status', 'connected');
    if (this.#wanted !== null) room.send('quick', this.#wanted);
  }

  async #reconnect(): Promise<void> {
    const delays = this.#options.retryDelays ?? [250, 500, 1000, 2000, 4000, 5000];
    for (let attempt = 0; !this.#closing; attempt++) {
      await delay(delays[Math.min(attempt, delays.length - 1)]);
      if (this.#closing) return;
      try {
        await this.#join();
        return;
      } catch {
        // the server may be restarting: try again
      }
    }
  }
}
