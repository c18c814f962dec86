// Replaying queued messages. Shared by the page (outbox machine, which loads it on first replay)
// and the service worker (Background Sync): it depends on nothing but Dexie, fetch and the shared
// contract.
import { AUTH_HEADER } from '../../shared/contract/headers';
import { SendMessageResponseSchema, type SendMessageResponse } from '../../shared/contract/messages';
import type { LocalMessage, OutboxEntry, PlaycallerDb } from './db';
import { replyKey, type ReplayResult } from './outbox';

const LEASE_MS = 30_000;

/** Takes the oldest entry nobody else is replaying, or null. */
async function claimNext(database: PlaycallerDb, now: number): Promise<OutboxEntry | null> {
  return database.transaction('rw', database.outbox, async () => {
    const entry = await database.outbox.orderBy('createdAt').first();
    if (!entry || entry.leaseUntil > now || entry.blockedBy === 'auth') return null;
    await database.outbox.update(entry.clientMessageId, { leaseUntil: now + LEASE_MS, attempts: entry.attempts + 1 });
    return entry;
  });
}

async function storeResult(database: PlaycallerDb, entry: OutboxEntry, result: SendMessageResponse) {
  const reply: LocalMessage = {
    key: replyKey(entry.clientMessageId),
    sessionId: entry.sessionId,
    role: 'assistant',
    content: result.aiMessage.content,
    timestamp: Date.parse(result.aiMessage.timestamp),
    status: 'complete',
    serverId: result.aiMessage.id,
    clientMessageId: null,
    mode: result.aiMessage.personalityMode,
    sport: result.aiMessage.sportType,
  };
  await database.transaction('rw', database.outbox, database.messages, async () => {
    await database.messages.update(entry.clientMessageId, {
      status: 'complete',
      serverId: result.userMessage.id,
      timestamp: Date.parse(result.userMessage.timestamp),
    });
    await database.messages.put(reply);
    await database.outbox.delete(entry.clientMessageId);
  });
}

/**
 * Replays the outbox oldest first and stops at the first entry that cannot go yet, so messages
 * arrive in the order they were written. `send` posts one body and returns the raw response.
 */
export async function replayOutbox(
  database: PlaycallerDb,
  send: (entry: OutboxEntry) => Promise<Response>,
  now: () => number = Date.now,
): Promise<ReplayResult> {
  let sent = 0;
  for (;;) {
    const entry = await claimNext(database, now());
    if (!entry) {
      const waiting = await database.outbox.count();
      return waiting === 0 ? (sent ? { kind: 'done', sent } : { kind: 'idle' }) : { kind: 'retry', sent };
    }
    let response: Response;
    try {
      response = await send(entry);
    } catch {
      await database.outbox.update(entry.clientMessageId, { leaseUntil: 0 });
      return { kind: 'retry', sent };
    }
    if (response.ok) {
      const parsed = SendMessageResponseSchema.safeParse(await response.json().catch(() => null));
      if (parsed.success) {
        await storeResult(database, entry, parsed.data);
        sent += 1;
        continue;
      }
    }
    if (response.status === 401) {
      await database.outbox.update(entry.clientMessageId, { leaseUntil: 0, blockedBy: 'auth' });
      return { kind: 'auth', sent };
    }
    if (
      response.status === 403 ||
      (response.status >= 400 && response.status < 500 && response.status !== 409 && response.status !== 429)
    ) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      const message =
        body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
          ? body.message
          : 'The message could not be sent.';
      await database.transaction('rw', database.outbox, database.messages, async () => {
        await database.outbox.delete(entry.clientMessageId);
        await database.messages.update(entry.clientMessageId, { status: 'failed' });
      });
      if (response.status === 403) return { kind: 'limit', sent, message };
      continue;
    }
    // 409 (being answered elsewhere), 429 and 5xx: the same entry is tried again later.
    await database.outbox.update(entry.clientMessageId, { leaseUntil: 0 });
    return { kind: 'retry', sent };
  }
}

/** The request the page and the service worker both make for one entry. */
export function sendEntry(entry: OutboxEntry, fetcher: typeof fetch = fetch): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (entry.token) headers[AUTH_HEADER] = entry.token;
  return fetcher('/api/messages', {
    method: 'POST',
    headers,
    body: JSON.stringify(entry.body),
    credentials: 'include',
  });
}
