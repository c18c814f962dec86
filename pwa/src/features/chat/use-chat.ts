import { useActorRef, useSelector } from '@xstate/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { User } from '../../../../shared/contract/auth';
import type { SendMessageResponse } from '../../../../shared/contract/messages';
import { limitPrecheckCopy, limitReachedCopy } from '../../../../shared/quota';
import { isStartQuizMessage } from '../../../../shared/quiz-text';
import { ApiError } from '../../api';
import { browserFingerprint, browserStore, randomId } from '../../browser-store';
import { useConnectivity } from '../../connectivity';
import { chatPrefs } from '../../local/chat-prefs';
import { withGuestCoachProfile } from '../../local/coach-profile';
import { ownerKeyOf } from '../../local/database';
import { exchangeStore } from '../../local/exchange-store';
import { holdingSendLock } from '../../local/send-locks';
import { useSession } from '../../session';
import { toast } from '../../ui/toast';
import { vibrate } from '../../ui/vibrate';
import { fetchAnonymousCount, fetchHistory, SEND_FAILURE_COPY, streamMessage } from './chat.api';
import { createChatMachine, type ChatDeps } from './chat.machine';
import { createQuotaMachine, selectLimitReached, type QuotaDeps, type QuotaMachine } from './quota.machine';

const STREAM_UPDATE_FALLBACK_MS = 100;

const liveQuotaDeps: QuotaDeps = {
  fetchAnonymousCount,
  onCountFailed: (error) => {
    console.error('An error occurred while fetching anonymous message count', error);
    toast({
      title: 'Failed to fetch anonymous message count',
      description: 'An error occurred while fetching anonymous message count',
      variant: 'destructive',
    });
  },
  isOnline: () => navigator.onLine,
  isVisible: () => document.visibilityState === 'visible',
  onVisibilityChange: (listener) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
  setInterval: (callback, ms) => {
    const handle = window.setInterval(callback, ms);
    return () => window.clearInterval(handle);
  },
};

interface Outside {
  quota: ActorRefFrom<QuotaMachine>;
  setUser(user: User): void;
  flushOutbox(): void;
  onResult(result: SendMessageResponse): void;
}

/** The chat machine's live dependencies: the browser's store, the API, the quota machine, toasts. */
function liveChatDeps({ quota, setUser, flushOutbox, onResult }: Outside): ChatDeps {
  return {
    loadPrefs: chatPrefs.load,
    savePrefs: chatPrefs.save,
    // A visitor's coach profile joins the body on its way out, live or through the outbox.
    exchanges: {
      ...exchangeStore,
      queue: async (body, token, now) => exchangeStore.queue(await withGuestCoachProfile(body, token), token, now),
    },
    isOnline: () => navigator.onLine,
    onQueued: flushOutbox,
    streamMessage: (body, token, signal, handlers) =>
      holdingSendLock(body.clientMessageId, async () =>
        streamMessage(await withGuestCoachProfile(body, token), token, signal, handlers),
      ),
    fetchHistory: (sessionId, token) => fetchHistory(sessionId, token, browserFingerprint()),
    fingerprint: browserFingerprint,
    newId: () => randomId(),
    now: () => Date.now(),
    onAudience: ({ user, sessionId }) =>
      quota.send(
        user
          ? { type: 'viewer.account', user }
          : { type: 'viewer.anonymous', fingerprint: browserFingerprint(), sessionId },
      ),
    onQuota: (counted) => quota.send({ type: 'quota.update', quota: counted }),
    onUser: setUser,
    onResult,
    onLimitReached: (error: ApiError) => {
      quota.send({ type: 'quota.limitReached' });
      const tier = error.body?.anonymous === true ? 'anonymous' : quota.getSnapshot().context.tier;
      toast({
        title: limitReachedCopy(tier).title,
        // The send helper's text: the server's message, else 'Message limit reached'.
        description: error.message,
        variant: 'destructive',
      });
    },
    onSendFailed: (error, sent) =>
      toast(
        sent.mode === 'quizMaster' && isStartQuizMessage(sent.content)
          ? {
              title: 'Error starting quiz',
              description: 'There was a problem starting the quiz. Please try again.',
              variant: 'destructive',
            }
          : {
              title: 'Error sending message',
              description: error instanceof ApiError ? error.message : SEND_FAILURE_COPY.failed,
              variant: 'destructive',
            },
      ),
    onHistoryFailed: () =>
      toast({
        title: 'Error loading chat history',
        description: 'Could not load your previous messages',
        variant: 'destructive',
      }),
    vibrate: () => {
      if (window.matchMedia('(pointer: coarse)').matches) vibrate();
    },
    // The next frame, or 100 ms when frames are not coming (a hidden tab, a page starved of CPU),
    // so the reply keeps up with the stream either way.
    nextFrame: (callback) => {
      const cancel = () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
      const run = () => {
        cancel();
        callback();
      };
      const frame = requestAnimationFrame(run);
      const timer = setTimeout(run, STREAM_UPDATE_FALLBACK_MS);
      return cancel;
    },
  };
}

/**
 * The chat of whoever is here: its machine, the quota it counts against and the stored messages
 * of the open chat. `onResult` hears every completed exchange (a graded quiz answer).
 */
export function useChat({ onResult }: { onResult(result: SendMessageResponse): void }) {
  const session = useSession();
  const { user, token, setUser } = session;
  const ownerKey = ownerKeyOf(user?.id ?? null);
  const { flush: flushOutbox, queued } = useConnectivity();
  const quota = useActorRef(useMemo(() => createQuotaMachine(liveQuotaDeps), []));
  const chatMachine = useMemo(
    () => createChatMachine(liveChatDeps({ quota, setUser, flushOutbox, onResult })),
    [quota, setUser, flushOutbox, onResult],
  );
  const viewer = { user, token, ownerKey };
  const chat = useActorRef(chatMachine, { input: { viewer } });
  // The one bridge from the session into the chat: the machine decides what a change means.
  useEffect(() => {
    chat.send({ type: 'viewer.changed', viewer: { user, token, ownerKey } });
  }, [chat, user, token, ownerKey]);

  const sessionId = useSelector(chat, (s) => s.context.sessionId);
  const counted = useSelector(quota, (s) => s.context);
  // Queued messages count against the allowance already, so an offline visitor cannot queue past it.
  const limited = selectLimitReached({ ...counted, used: counted.used + queued });
  const messages = useLiveQuery(() => (sessionId ? exchangeStore.messagesOf(sessionId) : []), [sessionId]);

  function send(content: string) {
    if (limited) {
      const copy = limitPrecheckCopy(counted.tier);
      toast({ title: copy.title, description: copy.description, variant: 'destructive' });
      return;
    }
    browserStore.markInteractedWithChat();
    chat.send({ type: 'message.send', content });
  }

  // SPEC §2: Premium that became active in this tab is announced above the chat.
  const premiumNewlyActive =
    counted.tier === 'premium' && user !== null && browserStore.premiumActivatedFor() === user.id;

  return { chat, quota: counted, limited, premiumNewlyActive, messages, send, token, ownerKey };
}
