// Picking up sends an earlier page left unfinished. Loaded once the page knows who is signed in,
// after first paint.
import { exchangeStore, sendBodyOf, type ExchangeStore } from '../../local/exchange-store';
import { sendLockName } from '../../local/send-locks';

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
  viewer: Viewer,
  startedAt: number,
  busyElsewhere: Set<string>,
  store: ExchangeStore = exchangeStore,
): Promise<number> {
  let requeued = 0;
  for (const message of await store.interruptedSends(viewer.ownerKey, startedAt)) {
    const clientMessageId = message.clientMessageId;
    if (!clientMessageId || busyElsewhere.has(sendLockName(clientMessageId))) continue;
    await store.queue(sendBodyOf({ ...message, clientMessageId }, viewer), viewer.token, message.timestamp);
    requeued += 1;
  }
  return requeued;
}
