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
