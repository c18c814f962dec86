// Replaying queued messages. Shared by the page (outbox machine, which loads it on first replay)
// and the service worker (Background Sync); every request goes through the one API client and
// every write through the exchange store.
import { SendMessageResponseSchema, type SendMessageResponse } from '../../../../shared/contract/messages';
import { ApiError, apiWithSchema } from '../../api';
import type { OutboxEntry } from '../../local/database';
import { exchangeStore, type ExchangeStore, type ServerResult } from '../../local/exchange-store';
import { holdingLock, OUTBOX_FLUSH_LOCK } from '../../local/send-locks';

export type ReplayResult =
  | { kind: 'idle' }
  | { kind: 'done'; sent: number }
  /** The network failed or the server was busy: try again later. */
  | { kind: 'retry'; sent: number }
  /** The token was refused: the entries wait for the person to sign in again. */
  | { kind: 'auth'; sent: number }
  /** The allowance ran out: that message was marked failed. */
  | { kind: 'limit'; sent: number; message: string };

/** Sends one entry; resolves with the stored exchange, rejects as the API client does. */
export type SendQueued = (entry: OutboxEntry) => Promise<SendMessageResponse>;

/** The request the page and the service worker both make for one entry. */
export function sendQueued(entry: OutboxEntry, fetcher?: typeof fetch): Promise<SendMessageResponse> {
  return apiWithSchema('POST', '/api/messages', SendMessageResponseSchema, {
    body: entry.body,
    token: entry.token,
    fetch: fetcher,
  });
}

/** What an answer means for the entry: 401 waits for a sign-in, 403 and other 4xx fail it. */
function serverResultOf(error: unknown): ServerResult {
  if (!(error instanceof ApiError)) return { kind: 'retry' };
  if (error.status === 401) return { kind: 'auth' };
  // 409 (being answered elsewhere), 429 and 5xx: the same entry is tried again later.
  const busy = error.status === 409 || error.status === 429 || error.status >= 500;
  return busy ? { kind: 'retry' } : { kind: 'refused' };
}

/**
 * Replays the outbox oldest first and stops at the first entry that cannot go yet, so messages
 * arrive in the order they were written.
 */
export async function replayOutbox(
  send: SendQueued,
  store: ExchangeStore = exchangeStore,
  now: () => number = Date.now,
): Promise<ReplayResult> {
  let sent = 0;
  for (;;) {
    const entry = await store.claimNext(now());
    if (!entry) {
      const waiting = await store.queuedCount();
      return waiting === 0 ? (sent ? { kind: 'done', sent } : { kind: 'idle' }) : { kind: 'retry', sent };
    }
    let outcome: ServerResult;
    try {
      outcome = { kind: 'stored', result: await send(entry) };
    } catch (error) {
      outcome = serverResultOf(error);
      if (outcome.kind === 'refused' && error instanceof ApiError && error.status === 403) {
        await store.applyServerResult(entry.clientMessageId, outcome);
        return { kind: 'limit', sent, message: error.serverMessage ?? 'The message could not be sent.' };
      }
    }
    await store.applyServerResult(entry.clientMessageId, outcome);
    if (outcome.kind === 'stored') sent += 1;
    else if (outcome.kind === 'auth' || outcome.kind === 'retry') return { kind: outcome.kind, sent };
  }
}

/** The flush under way for each store, joined by every trigger that comes while it runs. */
const flushing = new WeakMap<ExchangeStore, Promise<ReplayResult>>();

/**
 * The one way the outbox is replayed, by the page and the service worker alike: single-flight.
 * A flush asked for while one runs in this context joins it rather than starting a second round
 * (the 'online' event, the reconnect poll, a sign-in and a new queued message can all fire at
 * once), and across pages and the worker the Web Lock lets one replay at a time. The entry lease
 * alone is not enough: an answer that takes longer than the lease would be claimed and POSTed
 * again, and the server refuses the second with 409 while it answers the first.
 */
export function flushOutbox(
  send: SendQueued,
  store: ExchangeStore = exchangeStore,
  now: () => number = Date.now,
): Promise<ReplayResult> {
  const running = flushing.get(store);
  if (running) return running;
  const flush = holdingLock(OUTBOX_FLUSH_LOCK, () => replayOutbox(send, store, now)).finally(() =>
    flushing.delete(store),
  );
  flushing.set(store, flush);
  return flush;
}
