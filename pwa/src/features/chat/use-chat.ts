import { useActorRef, useSelector } from '@xstate/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef } from 'react';
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
import { ownerKeyOf, type LocalMessage } from '../../local/database';
import { exchangeStore } from '../../local/exchange-store';
import { holdingSendLock } from '../../local/send-locks';
import { useSession } from '../../session';
import { toast } from '../../ui/toast';
import { vibrate } from '../../ui/vibrate';
import { fetchAnonymousCount, fetchHistory, SEND_FAILURE_COPY, sendStop, streamMessage } from './chat.api';
import { branchOf } from './branches';
import { createChatMachine, type ChatDeps, type Follows } from './chat.machine';
import { createQuotaMachine, selectLimitReached, type QuotaDeps, type QuotaMachine } from './quota.machine';

const STREAM_UPDATE_FALLBACK_MS = 100;
/** How often, and how far apart, a Stop is told again while the server is still storing the reply. */
const STOP_ATTEMPTS = 10;
const STOP_RETRY_MS = 500;

/**
 * Tells the server what the screen kept of a stopped reply. It answers 409 while it has not yet
 * stored the stream's end (it may not have heard of the Stop): then it is told again shortly.
 */
async function reportStopped(clientMessageId: string, content: string, token: string | null) {
  for (let attempt = 1; ; attempt++) {
    try {
      await sendStop({ clientMessageId, content }, token, browserFingerprint());
      return;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409) || attempt === STOP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, STOP_RETRY_MS));
    }
  }
}

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
    reportStopped: (clientMessageId, kept, token) =>
      void reportStopped(clientMessageId, kept, token).catch((error: unknown) =>
        console.error('The server could not be told what a stopped reply kept', error),
      ),
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
  const { flush: flushOutbox, queued, onReplayed } = useConnectivity();
  const quota = useActorRef(useMemo(() => createQuotaMachine(liveQuotaDeps), []));
  // A queued message sent when the network came back counts as a live one does: its answer's
  // quota shows at once, not at the next poll (which a phone holds back while the page is hidden).
  const userId = user?.id ?? null;
  useEffect(
    () =>
      onReplayed((result) => {
        if ((result.user?.id ?? null) === userId) quota.send({ type: 'quota.update', quota: result.quota });
      }),
    [onReplayed, quota, userId],
  );
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
  // The query keeps its last answer until the new chat's arrives: answers are tagged with their chat,
  // so another chat's messages are never shown here nor sent as the parent of this chat's first one.
  const read = useLiveQuery(
    async () => ({ sessionId, messages: sessionId ? await exchangeStore.messagesOf(sessionId) : [] }),
    [sessionId],
  );
  const stored = messagesOfOpenChat(read, sessionId);
  // What is on screen: the picked version of each message, and the branch that follows it.
  const branch = useMemo(() => branchOf(stored ?? []), [stored]);
  const shown = branch.shown;

  /** Refuses (with the spec's text) when the allowance is used up, as a send is refused. */
  function allowed() {
    if (limited) {
      const copy = limitPrecheckCopy(counted.tier);
      toast({ title: copy.title, description: copy.description, variant: 'destructive' });
      return false;
    }
    browserStore.markInteractedWithChat();
    return true;
  }

  /** A message follows the one before it on screen; only a reply's server id is named to the server. */
  const follows = (before: LocalMessage | undefined): Follows =>
    before ? { key: before.key, serverId: before.role === 'assistant' ? before.serverId : null } : null;

  // The last message sent from here. Messages typed faster than the list reads them back (offline,
  // several in a row) follow each other, not all the same reply.
  // Once it is on screen, the list itself says what comes next (another version may be picked).
  const lastSent = useRef<{ sessionId: string; key: string } | null>(null);
  useEffect(() => {
    const sent = lastSent.current;
    if (sent && (sent.sessionId !== sessionId || shown.some((message) => message.key === sent.key)))
      lastSent.current = null;
  }, [shown, sessionId]);

  function send(content: string) {
    if (!allowed()) return;
    const ahead = lastSent.current?.sessionId === sessionId ? lastSent.current.key : null;
    const clientMessageId = randomId();
    lastSent.current = { sessionId, key: clientMessageId };
    chat.send({
      type: 'message.send',
      content,
      // Before the chat's messages are read, the server places the message after the chat's last reply.
      follows: ahead ? { key: ahead, serverId: null } : stored === undefined ? undefined : follows(shown.at(-1)),
      clientMessageId,
    });
  }

  /** An edited message is a new version beside the original: the chat goes on from it. */
  function resend(message: LocalMessage, content: string) {
    if (allowed()) chat.send({ type: 'message.send', content, follows: follows(shown[shown.indexOf(message) - 1]) });
  }

  /** Answers a reply's question again (regenerate), carrying on from `partial` (continue). */
  function again(reply: LocalMessage, options: { partial?: string; retry?: boolean } = {}) {
    const question = shown[shown.indexOf(reply) - 1];
    if (!question || question.role !== 'user' || !question.serverId || !allowed()) return;
    chat.send({
      type: 'reply.again',
      questionKey: question.key,
      questionId: question.serverId,
      content: question.content,
      ...(options.partial ? { partial: options.partial } : {}),
      // A retry goes out under the failed reply's own id, so the server answers it once.
      ...(options.retry && reply.clientMessageId ? { clientMessageId: reply.clientMessageId } : {}),
    });
  }

  /** A failed reply goes out again under its own id (the server answers it once, charging it once). */
  function retry(reply: LocalMessage) {
    if (reply.again) return again(reply, { partial: reply.again.partial, retry: true });
    const index = shown.indexOf(reply);
    const question = shown[index - 1];
    if (!question || question.role !== 'user' || !question.clientMessageId || !allowed()) return;
    chat.send({
      type: 'message.send',
      content: question.content,
      follows: follows(shown[index - 2]),
      clientMessageId: question.clientMessageId,
    });
  }

  const pickVersion = (message: LocalMessage, siblings: LocalMessage[]) =>
    void exchangeStore.showVersion(
      message.key,
      siblings.map((sibling) => sibling.key),
      Date.now(),
    );

  // SPEC §2: Premium that became active in this tab is announced above the chat.
  const premiumNewlyActive =
    counted.tier === 'premium' && user !== null && browserStore.premiumActivatedFor() === user.id;

  return {
    chat,
    quota: counted,
    limited,
    premiumNewlyActive,
    messages: stored === undefined ? undefined : shown,
    versions: branch.versions,
    send,
    resend,
    again,
    retry,
    pickVersion,
    token,
    ownerKey,
  };
}

/**
 * The open chat's messages from a live query's answer, or undefined while the answer is still
 * another chat's (the query keeps its last answer until the new one arrives).
 */
export function messagesOfOpenChat<Message>(
  read: { sessionId: string | null; messages: Message[] } | undefined,
  sessionId: string | null,
): Message[] | undefined {
  return read !== undefined && read.sessionId === sessionId ? read.messages : undefined;
}
