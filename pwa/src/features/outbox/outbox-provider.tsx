import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SendMessageResponse } from '../../../../shared/contract/messages';
import { ConnectivityContext, type Connectivity } from '../../connectivity';
import { browserFingerprint } from '../../browser-store';
import { ownerKeyOf } from '../../local/owner-key';
import { sendsInOtherPages } from '../../local/send-locks';
import { useSession } from '../../session';
import { toast } from '../../ui/toast';
import { onWorkerReplayed, requestBackgroundSync } from './background-sync';
import { createOutboxMachine } from './outbox.machine';

function subscribeOnline(notify: () => void) {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

// Messages written from here on are this page's own: only older unfinished sends are picked up.
const PAGE_STARTED_AT = Date.now();

// Syncing starts with a signed-in session, never before first paint: its code loads then.
const loadSync = () => import('./sync');
// The browser's database (Dexie) is not needed for first paint: the queued count and the
// outbox's writes load it just after.
const loadExchangeStore = () => import('../../local/exchange-store').then((module) => module.exchangeStore);
// The playbook's store is the playbook's: first paint does without it.
const loadPlaybookStore = () => import('../../local/playbook-store').then((module) => module.playbookStore);

export function OutboxProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const { refreshUser } = session;
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [queued, setQueued] = useState(0);
  useEffect(() => {
    let stopped = false;
    let subscription: { unsubscribe(): void } | undefined;
    void Promise.all([import('dexie'), loadExchangeStore()]).then(([{ liveQuery }, store]) => {
      if (stopped) return;
      subscription = liveQuery(() => store.queuedCount()).subscribe({ next: setQueued, error: () => {} });
    });
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, []);

  // One machine for the page's life: a new one (say, as a send refreshes the user) would be
  // started from the old one's snapshot and begin a second replay beside the first.
  // What it reports reaches the session of the moment through these events.
  const [reports] = useState(() => new EventTarget());
  useEffect(() => {
    const refresh = () => refreshUser();
    reports.addEventListener('refresh-user', refresh);
    return () => reports.removeEventListener('refresh-user', refresh);
  }, [reports, refreshUser]);
  // A replayed send's answer carries the account as it stands after it: the session takes it at
  // once (the refresh that follows may be slow, or fail on a poor connection).
  const { setUser } = session;
  const currentUserId = session.user?.id ?? null;
  useEffect(() => {
    const take = (event: Event) => {
      const { user } = (event as CustomEvent<SendMessageResponse>).detail;
      if (user && user.id === currentUserId) setUser(user);
    };
    reports.addEventListener('replayed', take);
    return () => reports.removeEventListener('replayed', take);
  }, [reports, setUser, currentUserId]);
  // The worker's Background Sync may deliver a queued send before this page does: its answer is
  // told as this page's own.
  useEffect(
    () =>
      onWorkerReplayed((answer) =>
        reports.dispatchEvent(new CustomEvent<SendMessageResponse>('replayed', { detail: answer })),
      ),
    [reports],
  );
  const onReplayed = useCallback(
    (listener: (result: SendMessageResponse) => void) => {
      const hear = (event: Event) => listener((event as CustomEvent<SendMessageResponse>).detail);
      reports.addEventListener('replayed', hear);
      return () => reports.removeEventListener('replayed', hear);
    },
    [reports],
  );
  const [machine] = useState(() =>
    createOutboxMachine({
      // The replay (and the schema it checks answers with) loads on first use, after first paint.
      replay: async () => {
        const { flushOutbox, sendQueued } = await import('./outbox-replay');
        return flushOutbox((entry) =>
          sendQueued(entry).then((result) => {
            reports.dispatchEvent(new CustomEvent<SendMessageResponse>('replayed', { detail: result }));
            return result;
          }),
        );
      },
      isOnline: () => navigator.onLine,
      onLimit: (message) => {
        toast({ title: 'Message limit reached', description: message, variant: 'destructive' });
        reports.dispatchEvent(new Event('refresh-user'));
      },
      onSent: () => reports.dispatchEvent(new Event('refresh-user')),
    }),
  );
  const actor = useActorRef(machine);

  useEffect(() => {
    actor.send({ type: online ? 'connectivity.online' : 'connectivity.offline' });
  }, [actor, online]);

  // History follows the account: pulled at sign-in and on focus. A send needs no pull: it returns
  // its own stored rows.
  const { token } = session;
  const userId = session.user?.id ?? null;
  const syncPlaybook = useCallback(async () => {
    const ownerKey = ownerKeyOf(userId);
    await (await loadPlaybookStore()).commitDeletes(Date.now());
    // Chats renamed, pinned or deleted here go out too: a visitor's by fingerprint.
    if (!token || userId)
      await import('./chat-ops-replay')
        .then(({ replayChatOps }) => replayChatOps(ownerKey, token, browserFingerprint()))
        .catch(() => 0);
    if (!token || !userId) return 0;
    const { replayPlaybook } = await import('./playbook-replay');
    return replayPlaybook(ownerKey, token);
  }, [token, userId]);
  const syncFeedback = useCallback(async () => {
    if (!token || !userId) return;
    const { replayFeedback } = await import('./feedback-replay');
    await replayFeedback(ownerKeyOf(userId), token);
  }, [token, userId]);
  // Games go out from here, not only from the game-day screen: a visitor's games claimed at
  // sign-in, and games logged offline, leave from whatever page is open.
  const syncGames = useCallback(async () => {
    if (!token || !userId) return;
    const { replayGames } = await import('./game-replay');
    await replayGames(ownerKeyOf(userId), token);
  }, [token, userId]);
  const sync = useCallback(() => {
    if (token && userId)
      void syncPlaybook()
        .catch(() => 0)
        // Ratings and games go out before the pull, so the pull does not bring back what they replace.
        .then(() => syncFeedback().catch(() => {}))
        .then(() => syncGames().catch(() => {}))
        .then(() => loadSync())
        .then(({ pullChanges }) => pullChanges(token, userId))
        .catch(() => {});
  }, [token, userId, syncPlaybook, syncFeedback, syncGames]);
  // Playbook changes, ratings and games made offline go out when the network returns.
  useEffect(() => {
    if (online) void syncPlaybook().catch(() => 0);
  }, [online, syncPlaybook]);
  useEffect(() => {
    if (online) void syncFeedback().catch(() => {});
  }, [online, syncFeedback]);
  useEffect(() => {
    if (online) void syncGames().catch(() => {});
  }, [online, syncGames]);
  useEffect(() => {
    window.addEventListener('focus', sync);
    return () => window.removeEventListener('focus', sync);
  }, [sync]);

  // A sign-in keeps the guest's chats, playbook, games and coach profile (the account claims them), frees the messages that were
  // waiting for a sign-in, then pulls what the account has from other devices.
  useEffect(() => {
    if (!token || !userId) return;
    void loadSync()
      .then(async ({ claimGuestSessions, claimGuestPlaybook, claimGuestCoachProfile }) => {
        await claimGuestPlaybook(userId);
        await claimGuestCoachProfile(token).catch(() => {});
        await claimGuestSessions(token, userId, browserFingerprint());
      })
      .catch(() => {})
      .then(() => loadExchangeStore().then((store) => store.reauthorize(token)))
      .then(() => {
        actor.send({ type: 'outbox.flush' });
        sync();
      });
  }, [actor, token, userId, sync]);

  // Once it is known who is here, their sends an earlier page left unfinished go out again.
  const { status } = session;
  useEffect(() => {
    if (status === 'loading') return;
    const viewer = { ownerKey: ownerKeyOf(userId), token, fingerprint: browserFingerprint };
    void import('./outbox-recovery')
      .then(async ({ requeueInterruptedSends }) =>
        requeueInterruptedSends(viewer, PAGE_STARTED_AT, await sendsInOtherPages()),
      )
      .then((requeued) => {
        if (requeued) actor.send({ type: 'outbox.flush' });
      })
      .catch(() => {});
  }, [actor, status, token, userId]);

  // A new plan may allow what the old one's limit kept on this device.
  const plan = session.user?.subscriptionStatus ?? null;
  useEffect(() => {
    if (!userId || !plan) return;
    void loadPlaybookStore()
      .then((store) => store.unblockLimited(ownerKeyOf(userId)))
      .then(() => syncPlaybook().catch(() => 0));
  }, [plan, userId, syncPlaybook]);

  const flush = useCallback(() => {
    actor.send({ type: 'outbox.flush' });
    void requestBackgroundSync();
  }, [actor]);
  const value = useMemo<Connectivity>(
    () => ({ online, queued, flush, syncPlaybook, syncFeedback, syncGames, onReplayed }),
    [online, queued, flush, syncPlaybook, syncFeedback, syncGames, onReplayed],
  );
  return <ConnectivityContext.Provider value={value}>{children}</ConnectivityContext.Provider>;
}
