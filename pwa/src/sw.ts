/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { BACKGROUND_SYNC_TAG, OUTBOX_REPLAYED_MESSAGE } from './features/outbox/background-sync';
import { flushOutbox, sendQueued } from './features/outbox/outbox-replay';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client routes open from the cached shell offline. The API is never answered from a cache:
// authenticated answers must not outlive the session that fetched them.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }));

// Chunks left out of the precache (mermaid and its diagrams) are kept after their first use, so
// a diagram seen once also draws offline. Hashed names make them safe to keep.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.destination === 'script',
  new CacheFirst({ cacheName: 'lazy-chunks', plugins: [new ExpirationPlugin({ maxEntries: 120 })] }),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

// Background Sync: the browser wakes the worker when the network returns, even with no tab open.
// It reads the same outbox as the page, and takes its turn with the page's flushes (one Web Lock).
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== BACKGROUND_SYNC_TAG) return;
  sync.waitUntil(
    flushOutbox((entry) => sendQueued(entry, self.fetch.bind(self)).then(toOpenPages)).then((result) => {
      // Throwing asks the browser to retry the sync later.
      if (result.kind === 'retry') throw new Error('outbox not empty yet');
    }),
  );
});

/**
 * Each answer the worker's replay stores goes to the open pages too, so they take the account and
 * quota it carries as if they had sent it: the worker often wins the race when the network returns.
 */
async function toOpenPages<Answer>(answer: Answer): Promise<Answer> {
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const page of pages) page.postMessage({ type: OUTBOX_REPLAYED_MESSAGE, answer });
  return answer;
}
