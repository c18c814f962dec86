// Picking up sends an earlier page left unfinished. Loaded once the page knows who is signed in,
// after first paint.
import type { SendMessage } from '../../shared/contract/messages';
import type { PlaycallerDb } from './db';
import { queueMessage, sendLockName, webLocks } from './outbox';

/** The sends other pages of this browser are making now (none known without Web Locks). */
export async function sendsInOtherPages(): Promise<Set<string>> {
  const locks = webLocks();
  if (!locks) return new Set();
  const { held = [] } = await locks.query();
  return new Set(held.map((lock) => lock.name ?? ''));
}

export interface Viewer {
  /** 'user:<id>' or 'guest', as on the chat sessions. */
  ownerKey: string;
  token: string | null;
  fingerprint(): string;
}

/**
 * A page closed or reloaded while its message was being answered leaves that message 'sending',
 * with no outbox entry and a reply that never finishes. Such messages of the present viewer go to
 * the outbox in the order they were written: the server answers each clientMessageId once, so one
 * it had already answered comes back stored and one it is still answering is retried.
 * `startedAt` spares this page's own sends; `busyElsewhere` those another open page is making.
 */
export async function requeueInterruptedSends(
  database: PlaycallerDb,
  viewer: Viewer,
  startedAt: number,
  busyElsewhere: Set<string>,
): Promise<number> {
  const interrupted = await database.messages.where('status').equals('sending').sortBy('timestamp');
  let requeued = 0;
  for (const message of interrupted) {
    const clientMessageId = message.clientMessageId;
    if (message.role !== 'user' || !clientMessageId || message.timestamp >= startedAt) continue;
    if (busyElsewhere.has(sendLockName(clientMessageId))) continue;
    const [chat, waiting] = await Promise.all([
      database.sessions.get(message.sessionId),
      database.outbox.get(clientMessageId),
    ]);
    if (waiting || chat?.ownerKey !== viewer.ownerKey) continue;
    const body: SendMessage = {
      content: message.content,
      role: 'user',
      sessionId: message.sessionId,
      personalityMode: message.mode,
      sportType: message.sport,
      clientMessageId,
      ...(viewer.token ? {} : { browserFingerprint: viewer.fingerprint() }),
    };
    await queueMessage(database, body, viewer.token, message.timestamp);
    requeued += 1;
  }
  return requeued;
}
