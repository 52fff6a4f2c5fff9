import {
  CHAT_RATE,
  type ChatChannel,
  type ChatLine,
  cleanText,
  MAX_CHAT_LENGTH,
  type OnlineRefusalCode,
  type Role,
} from '@nardy/online';
import { TokenBucket } from './limits.ts';
import type { MutedAccounts } from './moderation/mutedAccounts.ts';
import type { TimeSource } from './time.ts';

/** Lines kept per channel (sent to whoever joins; a report can name only a kept line). */
export const CHAT_HISTORY = 50;

/** A chat line as typed, cleaned as names are (`cleanText`: one line, no control or format characters); null when empty. */
export function normalizeChat(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  return cleanText(input) || null;
}

/** Who speaks: the connection, its seat or spectator id, and the name others see. */
export interface Speaker {
  readonly connection: string;
  readonly sender: string;
  readonly role: Role;
  readonly name: string | null;
  readonly account: boolean;
  /** The speaker's account (null: a guest), checked against the operators' mutes. */
  readonly userId?: string | null;
}

/**
 * The two chats of one table (docs/online.md "Chat"): the players' and the spectators', each with its
 * recent lines; length and rate limits per connection; mutes per connection (a muted sender's lines are not
 * delivered to it). Delivery is the room's: `say` returns the line and whom to send it to.
 */
export class TableChat {
  #nextId = 1;
  #lines: { [C in ChatChannel]: ChatLine[] } = { players: [], spectators: [] };
  #buckets = new Map<string, TokenBucket>();
  #mutes = new Map<string, Set<string>>();

  constructor(
    private readonly time: Pick<TimeSource, 'now'> = { now: Date.now },
    private readonly muted: Pick<MutedAccounts, 'has'> | null = null,
  ) {}

  static channelOf(role: Role): ChatChannel {
    return role === 'spectator' ? 'spectators' : 'players';
  }

  /** A new line, or the refusal: from a muted account, empty, too long, or over the rate. */
  say(
    speaker: Speaker,
    text: unknown,
  ): { ok: true; line: ChatLine } | { ok: false; code: OnlineRefusalCode; message: string } {
    if (speaker.userId && this.muted?.has(speaker.userId)) {
      return { ok: false, code: 'chat/muted', message: 'an operator has muted this account' };
    }
    const clean = normalizeChat(text);
    if (clean === null) return { ok: false, code: 'chat/empty', message: 'say something' };
    if (Array.from(clean).length > MAX_CHAT_LENGTH) {
      return { ok: false, code: 'chat/too-long', message: `a chat line is at most ${MAX_CHAT_LENGTH} characters` };
    }
    let bucket = this.#buckets.get(speaker.connection);
    if (!bucket) {
      bucket = new TokenBucket(CHAT_RATE.lines / CHAT_RATE.seconds, CHAT_RATE.lines, () => this.time.now());
      this.#buckets.set(speaker.connection, bucket);
    }
    if (!bucket.take()) {
      return {
        ok: false,
        code: 'chat/rate',
        message: `at most ${CHAT_RATE.lines} lines in ${CHAT_RATE.seconds} seconds`,
      };
    }
    const channel = TableChat.channelOf(speaker.role);
    const line: ChatLine = {
      id: this.#nextId++,
      channel,
      from: {
        sender: speaker.sender,
        role: speaker.role,
        name: speaker.name,
        ...(speaker.account ? { account: true as const } : {}),
      },
      text: clean,
      at: Date.now(),
    };
    const kept = this.#lines[channel];
    kept.push(line);
    if (kept.length > CHAT_HISTORY) kept.shift();
    return { ok: true, line };
  }

  /** Whether `connection` should receive `line` (its channel, and not muted by it). */
  delivers(connection: string, role: Role, line: ChatLine): boolean {
    return TableChat.channelOf(role) === line.channel && !this.#mutes.get(connection)?.has(line.from.sender);
  }

  /** The kept lines a connection of `role` sees (its channel, without what it muted). */
  history(connection: string, role: Role): ChatLine[] {
    return this.#lines[TableChat.channelOf(role)].filter((l) => this.delivers(connection, role, l));
  }

  mute(connection: string, sender: string, muted: boolean): void {
    const set = this.#mutes.get(connection) ?? new Set<string>();
    if (muted) set.add(sender.slice(0, 40));
    else set.delete(sender);
    this.#mutes.set(connection, set);
  }

  /** A kept line that `role` could see, by id (what a report may name). */
  line(id: unknown, role: Role): ChatLine | null {
    if (typeof id !== 'number') return null;
    return this.#lines[TableChat.channelOf(role)].find((l) => l.id === id) ?? null;
  }

  /** A connection left: its limits and mutes go. */
  forget(connection: string): void {
    this.#buckets.delete(connection);
    this.#mutes.delete(connection);
  }
}
