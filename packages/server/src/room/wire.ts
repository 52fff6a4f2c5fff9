import type { Client } from '@colyseus/core';
import type { OnlineRefusalCode, ServerMessages } from '@nardy/online';

/** Sends one server message, typed by the protocol's one map of server → client messages. */
export function tell<K extends keyof ServerMessages>(client: Client, type: K, payload: ServerMessages[K]): void {
  client.send(type, payload);
}

/** Refuses a message of this connection with a code (and the command's id, when it had one). */
export function refuse(client: Client, code: OnlineRefusalCode, message: string, id?: number): void {
  tell(client, 'refused', id === undefined ? { code, message } : { id, code, message });
}

/** A command message's id: a whole number from 0 to 2^31. */
export const isMessageId = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 2 ** 31;
