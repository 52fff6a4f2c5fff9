import { type Client, Protocol } from '@colyseus/core';
import { unpack } from '@colyseus/msgpackr';
import { decode } from '@colyseus/schema';
import { CLOSE_CODES, MAX_MESSAGE_BYTES, type OnlineRefusalCode, type ServerMessages } from '@nardy/online';
import { type Limits, TokenBucket } from '../limits.ts';

/** Sends one server message, typed by the protocol's one map of server → client messages. */
export function tell<K extends keyof ServerMessages>(client: Client, type: K, payload: ServerMessages[K]): void {
  client.send(type, payload);
}

/** Refuses a message of this connection with a code (and the command's id, when it had one). */
export function refuse(client: Client, code: OnlineRefusalCode, message: string, id?: number): void {
  tell(client, 'refused', id === undefined ? { code, message } : { id, code, message });
}

/** A decoded client message: its type and payload. */
export interface ClientFrame {
  readonly type: string;
  readonly payload: unknown;
}

const isMessageId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 2 ** 31;

/**
 * Every client message of a room passes here first: its size, the connection's rate, and a decode that
 * refuses what is not a well-formed message, so that nothing a client sends can throw inside the room.
 * Each refusal is a strike; too many in a row close the connection (`CLOSE_CODES.abusive`); an accepted
 * command clears them (`clear`). A command over the rate is refused with its own id, so that the
 * client's `send` settles.
 */
export class MessageGate {
  #buckets = new Map<string, TokenBucket>();
  #strikes = new Map<string, number>();

  constructor(private readonly limits: Limits) {}

  /** The frame's message, or null when it was refused (or is not a room message at all: `passOn`). */
  open(client: Client, buffer: Buffer): ClientFrame | null {
    if (buffer.byteLength > MAX_MESSAGE_BYTES) {
      this.strike(client, 'message/too-large', `messages are limited to ${MAX_MESSAGE_BYTES} bytes`);
      return null;
    }
    let frame: ClientFrame;
    try {
      const it = { offset: 1 };
      const type = decode.stringCheck(buffer, it) ? decode.string(buffer, it) : decode.number(buffer, it);
      if (buffer[0] === Protocol.ROOM_DATA_BYTES) throw new Error('raw bytes are not part of the protocol');
      const payload = buffer.byteLength > it.offset ? unpack(buffer.subarray(it.offset)) : undefined;
      frame = { type: String(type), payload };
    } catch {
      this.strike(client, 'message/malformed', 'the message could not be decoded');
      return null;
    }
    let bucket = this.#buckets.get(client.sessionId);
    if (!bucket) {
      bucket = new TokenBucket(this.limits.messagesPerSecond, this.limits.messageBurst);
      this.#buckets.set(client.sessionId, bucket);
    }
    if (!bucket.take()) {
      const id = (frame.payload as { id?: unknown } | null)?.id;
      this.strike(
        client,
        'rate/limited',
        `at most ${this.limits.messagesPerSecond} messages per second`,
        frame.type === 'command' && isMessageId(id) ? id : undefined,
      );
      return null;
    }
    return frame;
  }

  /** Counts a refusal at the boundary; too many in a row close the connection. */
  strike(client: Client, code: OnlineRefusalCode, message: string, id?: number): void {
    const n = (this.#strikes.get(client.sessionId) ?? 0) + 1;
    this.#strikes.set(client.sessionId, n);
    refuse(client, code, message, id);
    if (n >= this.limits.strikes) client.leave(CLOSE_CODES.abusive);
  }

  /** The connection sent something good: its strikes start again from zero. */
  clear(client: Client): void {
    this.#strikes.delete(client.sessionId);
  }

  /** The connection left. */
  forget(client: Client): void {
    this.#buckets.delete(client.sessionId);
    this.#strikes.delete(client.sessionId);
  }
}

/** Whether a frame is a room's data message (the rest is Colyseus's own protocol, passed on). */
export function isRoomData(buffer: Buffer): boolean {
  return buffer[0] === Protocol.ROOM_DATA || buffer[0] === Protocol.ROOM_DATA_BYTES;
}

export { isMessageId };
