import { type Client, Protocol } from '@colyseus/core';
import { unpack } from '@colyseus/msgpackr';
import { decode } from '@colyseus/schema';
import { CLOSE_CODES, MAX_MESSAGE_BYTES } from '@nardy/online';
import { type Limits, TokenBucket } from './limits.ts';

/**
 * The door of every room (docs/online.md "Limits"): what a connection's message must pass before a
 * handler sees it — its size, the connection's rate, and a decode that refuses what is not a well-formed
 * message, so that nothing a client sends can throw inside a room. Refusals at the door are strikes;
 * `limits.strikes` of them in a row close the connection (4101). The table rooms and the lobby share it.
 */

/** The refusals the gate itself makes. */
export type GateRefusalCode = 'message/too-large' | 'rate/limited' | 'message/malformed' | 'message/unknown-type';

/** A message that passed the gate. */
export interface AdmittedMessage {
  readonly type: string | number;
  readonly payload: unknown;
}

/** Whether a frame is a room message (the gate's business), not Colyseus' own protocol (join, leave). */
export function isRoomMessage(buffer: Buffer): boolean {
  return buffer[0] === Protocol.ROOM_DATA || buffer[0] === Protocol.ROOM_DATA_BYTES;
}

/** The gate of a room whose refusals are `Code` (its own codes besides the gate's). */
/**
 * The type of a room message (a msgpack string after the frame's first byte), read strictly: the
 * schema's own reader warns on the console for every invalid byte, which a client could use to flood
 * the server's log.
 */
function messageType(buffer: Buffer, it: { offset: number }): string {
  const prefix = buffer[it.offset++];
  let length: number;
  if (prefix >= 0xa0 && prefix <= 0xbf) length = prefix & 0x1f;
  else if (prefix === 0xd9) length = buffer.readUInt8(it.offset++);
  else if (prefix === 0xda) {
    length = buffer.readUInt16BE(it.offset);
    it.offset += 2;
  } else if (prefix === 0xdb) {
    length = buffer.readUInt32BE(it.offset);
    it.offset += 4;
  } else throw new Error('not a string');
  if (it.offset + length > buffer.byteLength) throw new Error('a string past the end');
  const text = STRICT_UTF8.decode(buffer.subarray(it.offset, it.offset + length));
  it.offset += length;
  return text;
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

export class MessageGate<Code extends string = GateRefusalCode> {
  readonly #buckets = new Map<string, TokenBucket>();
  readonly #strikes = new Map<string, number>();

  /**
   * `refuse` sends a refusal to one client (the room's own `refused` message); `now` is the rate's clock.
   */
  constructor(
    private readonly limits: Limits,
    private readonly refuse: (client: Client, code: Code | GateRefusalCode, message: string, id?: number) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A room message's type and payload, or null when it was refused (too large, not decodable, over the
   * rate; each a strike). Call it only for room messages (`isRoomMessage`).
   */
  admit(client: Client, buffer: Buffer): AdmittedMessage | null {
    if (buffer.byteLength > MAX_MESSAGE_BYTES) {
      this.strike(client, 'message/too-large', `messages are limited to ${MAX_MESSAGE_BYTES} bytes`);
      return null;
    }
    let message: AdmittedMessage;
    try {
      if (buffer[0] === Protocol.ROOM_DATA_BYTES) throw new Error('raw bytes are not part of the protocol');
      const it = { offset: 1 };
      const type = decode.stringCheck(buffer, it) ? messageType(buffer, it) : decode.number(buffer, it);
      const payload = buffer.byteLength > it.offset ? unpack(buffer.subarray(it.offset)) : undefined;
      message = { type, payload };
    } catch {
      this.strike(client, 'message/malformed', 'the message could not be decoded');
      return null;
    }
    let bucket = this.#buckets.get(client.sessionId);
    if (!bucket) {
      bucket = new TokenBucket(this.limits.messagesPerSecond, this.limits.messageBurst, this.now);
      this.#buckets.set(client.sessionId, bucket);
    }
    if (!bucket.take()) {
      // A refused command names itself, so that its sender's `send` settles.
      const id = (message.payload as { id?: unknown } | null)?.id;
      const named = typeof id === 'number' && Number.isInteger(id) && id >= 0 ? id : undefined;
      this.strike(client, 'rate/limited', `at most ${this.limits.messagesPerSecond} messages per second`, named);
      return null;
    }
    return message;
  }

  /**
   * Refuses a message at the door (or of a wrong shape; `id` is the message's own, when it had one); too
   * many in a row close the connection.
   */
  strike(client: Client, code: Code | GateRefusalCode, message: string, id?: number): void {
    const n = (this.#strikes.get(client.sessionId) ?? 0) + 1;
    this.#strikes.set(client.sessionId, n);
    this.refuse(client, code, message, id);
    if (n >= this.limits.strikes) client.leave(CLOSE_CODES.abusive);
  }

  /** A message was handled (accepted, or refused for a reason of the game): the strikes start again. */
  clear(sessionId: string): void {
    this.#strikes.delete(sessionId);
  }

  /** A connection left. */
  forget(sessionId: string): void {
    this.#buckets.delete(sessionId);
    this.#strikes.delete(sessionId);
  }
}
