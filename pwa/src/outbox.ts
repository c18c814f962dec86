// Queueing messages while offline, for the replay in outbox-replay.ts. Part of the page's first
// paint, so it holds no schema (and no zod): it depends on nothing but Dexie.
import type { SendMessage } from '../../shared/contract/messages';
import type { OutboxEntry, PlaycallerDb } from './db';

export const BACKGROUND_SYNC_TAG = 'playcaller-outbox';
export const replyKey = (clientMessageId: string) => `reply:${clientMessageId}`;

export type ReplayResult =
  | { kind: 'idle' }
  | { kind: 'done'; sent: number }
  /** The network failed or the server was busy: try again later. */
  | { kind: 'retry'; sent: number }
  /** The token was refused: the entries wait for the person to sign in again. */
  | { kind: 'auth'; sent: number }
  /** The allowance ran out: that message was marked failed. */
  | { kind: 'limit'; sent: number; message: string };

// Older browsers and the test environment have no Web Locks.
export const webLocks = (): LockManager | undefined => (globalThis.navigator as Navigator | undefined)?.locks;

/** Held by the page for as long as it is sending a message, so other pages leave that send alone. */
export const sendLockName = (clientMessageId: string) => `playcaller-send:${clientMessageId}`;

/** Runs one send under its lock, where the browser has the Web Locks API. */
export function holdingSendLock<T>(clientMessageId: string, send: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  // The lock is held until the send settles, and request() resolves to what the send resolves to.
  return locks ? (locks.request(sendLockName(clientMessageId), send) as Promise<T>) : send();
}

export async function queueMessage(database: PlaycallerDb, body: SendMessage, token: string | null, now: number) {
  const entry: OutboxEntry = {
    clientMessageId: body.clientMessageId,
    sessionId: body.sessionId,
    body,
    token,
    createdAt: now,
    attempts: 0,
    leaseUntil: 0,
    blockedBy: null,
  };
  await database.transaction('rw', database.outbox, database.messages, async () => {
    await database.outbox.put(entry);
    await database.messages.update(body.clientMessageId, { status: 'queued' });
    await database.messages.delete(replyKey(body.clientMessageId));
  });
}

/** After a new sign-in, entries that waited for one carry the new token. */
export async function reauthorize(database: PlaycallerDb, token: string) {
  await database.outbox.filter((entry) => entry.token !== null).modify({ token, blockedBy: null, leaseUntil: 0 });
}

/** The person took a queued message back: it leaves the outbox and the chat. */
export async function cancelQueued(database: PlaycallerDb, clientMessageId: string) {
  await database.transaction('rw', database.outbox, database.messages, async () => {
    await database.outbox.delete(clientMessageId);
    await database.messages.delete(clientMessageId);
  });
}
