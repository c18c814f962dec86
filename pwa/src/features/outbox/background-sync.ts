import type { SendMessageResponse } from '../../../../shared/contract/messages';
// Background Sync: the service worker replays the outbox when the network returns, even with no
// tab open, where the browser has it.

export const BACKGROUND_SYNC_TAG = 'playcaller-outbox';

/** Asks the service worker to replay too, where the browser has Background Sync. */
export async function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const sync = (
    registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
  )?.sync;
  await sync?.register(BACKGROUND_SYNC_TAG).catch(() => {});
}

/** What the worker posts to open pages for each queued send its replay delivered. */
export const OUTBOX_REPLAYED_MESSAGE = 'outbox-replayed';

/**
 * Hears the answers the worker's replay delivered. A message is checked against the contract
 * before the page trusts it; the check's code loads with the first one.
 */
export function onWorkerReplayed(listener: (answer: SendMessageResponse) => void): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  const hear = (event: MessageEvent) => {
    if (event.data?.type !== OUTBOX_REPLAYED_MESSAGE) return;
    void import('../../../../shared/contract/messages').then(({ SendMessageResponseSchema }) => {
      const parsed = SendMessageResponseSchema.safeParse(event.data.answer);
      if (parsed.success) listener(parsed.data);
    });
  };
  navigator.serviceWorker.addEventListener('message', hear);
  return () => navigator.serviceWorker.removeEventListener('message', hear);
}
