import { useActorRef } from '@xstate/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ConnectivityContext, type Connectivity } from '../../connectivity';
import { db } from '../../db';
import { BACKGROUND_SYNC_TAG, reauthorize, replayOutbox, sendEntry } from '../../outbox';
import { useSession } from '../../session';
import { toast } from '../../ui/toast';
import { createOutboxMachine } from './outbox.machine';

function subscribeOnline(notify: () => void) {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

/** Asks the service worker to replay too, where the browser has Background Sync. */
export async function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const sync = (
    registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
  )?.sync;
  await sync?.register(BACKGROUND_SYNC_TAG).catch(() => {});
}

export function OutboxProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const { refreshUser } = session;
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const queued = useLiveQuery(() => db.outbox.count(), [], 0);

  const machine = useMemo(
    () =>
      createOutboxMachine({
        replay: () => replayOutbox(db, (entry) => sendEntry(entry)),
        isOnline: () => navigator.onLine,
        onLimit: (message) => {
          toast({ title: 'Message limit reached', description: message, variant: 'destructive' });
          refreshUser();
        },
        onSent: () => refreshUser(),
      }),
    [refreshUser],
  );
  const actor = useActorRef(machine);

  useEffect(() => {
    actor.send({ type: online ? 'connectivity.online' : 'connectivity.offline' });
  }, [actor, online]);

  // A new sign-in frees the messages that were waiting for one.
  const { token } = session;
  useEffect(() => {
    if (!token) return;
    void reauthorize(db, token).then(() => actor.send({ type: 'outbox.flush' }));
  }, [actor, token]);

  const flush = useCallback(() => {
    actor.send({ type: 'outbox.flush' });
    void requestBackgroundSync();
  }, [actor]);
  const value = useMemo<Connectivity>(() => ({ online, queued, flush }), [online, queued, flush]);
  return <ConnectivityContext.Provider value={value}>{children}</ConnectivityContext.Provider>;
}
