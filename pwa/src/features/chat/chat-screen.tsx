import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { User } from '../../../../shared/contract';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SPORT_LABELS, TIMINGS_MS } from '../../../../shared/constants';
import { questionNumberIn, startQuizMessage } from '../../../../shared/quiz-text';
import { limitReachedCopy } from '../../../../shared/quota';
import { errorText, type ApiError } from '../../api';
import { browserFingerprint, browserStore, randomId } from '../../browser-store';
import { useConnectivity } from '../../connectivity';
import { chatPrefs } from '../../local/chat-prefs';
import { ownerKeyOf, replyKey } from '../../local/database';
import { exchangeStore } from '../../local/exchange-store';
import { holdingSendLock } from '../../local/send-locks';
import { useSession } from '../../session';
import { ChevronDownIcon, HistoryIcon, RefreshIcon, TrophyIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { deleteChat, fetchAnonymousCount, fetchHistory, streamMessage } from './chat.api';
import { createChatMachine, type ChatDeps, type ChatMachine } from './chat.machine';
import { greeting, modeInfo, startersFor } from './chat-content';
import { MessageBubble } from './message-bubble';
import { MessageList } from './message-list';
import { MessageInput } from './message-input';
import { MODE_ICONS } from '../../ui/mode-icons';
import { vibrate } from '../../ui/vibrate';
import { HistoryDialog, LeaderboardDialog, ModeDialog, SportDialog } from './chat-dialogs';
import { QuotaBanner } from './quota-banner';
import { createQuotaMachine, selectLimitReached, type QuotaDeps, type QuotaMachine } from './quota.machine';
import { SPORT_ICONS } from '../../ui/sport-icons';
import { QUIZ_POINTS_EVENT, type QuizPointsDetail } from './quiz.api';
import { QuizOptions } from './quiz-options';

const STREAM_UPDATE_FALLBACK_MS = 100;

const liveQuotaDeps: QuotaDeps = {
  fetchAnonymousCount,
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

/** The chat machine's live dependencies: Dexie, the API, the quota machine, the session, toasts. */
function liveChatDeps(
  quotaActor: ActorRefFrom<QuotaMachine>,
  setUser: (user: User) => void,
  flushOutbox: () => void,
  onSynced: () => void,
): ChatDeps {
  return {
    isOnline: () => navigator.onLine,
    queueExchange: (body, token) => exchangeStore.queue(body, token, Date.now()),
    onQueued: flushOutbox,
    loadPrefs: chatPrefs.load,
    savePrefs: chatPrefs.save,
    beginExchange: exchangeStore.begin,
    completeExchange: exchangeStore.complete,
    keepPartialReply: exchangeStore.append,
    discardExchange: exchangeStore.discard,
    mergeHistory: (_sessionId, messages) => exchangeStore.merge(messages),
    streamMessage: (body, token, signal, onDelta) =>
      holdingSendLock(body.clientMessageId, () => streamMessage(body, token, signal, { onDelta })),
    fetchHistory: (sessionId, token) => fetchHistory(sessionId, token, browserFingerprint()),
    fingerprint: browserFingerprint,
    newId: () => randomId(),
    now: () => Date.now(),
    onQuota: (quota) => quotaActor.send({ type: 'quota.update', quota }),
    onUser: (user) => setUser(user),
    onResult: (result) => {
      onSynced();
      const graded = result.quiz?.graded;
      if (!graded || !result.user || !graded.scored) return;
      toast({
        title: 'Answer submitted',
        description: graded.correct ? 'Correct! You earned points.' : "That wasn't correct, but keep trying!",
        variant: graded.correct ? 'success' : 'default',
      });
      const detail: QuizPointsDetail = {
        points: result.user.quizPoints,
        questionsAnswered: result.user.quizQuestionsAnswered,
        streak: result.user.quizQuestionStreak,
      };
      browserStore.setLastQuizPoints(detail.points);
      window.dispatchEvent(new CustomEvent(QUIZ_POINTS_EVENT, { detail }));
    },
    onLimitReached: (error: ApiError) => {
      quotaActor.send({ type: 'quota.limitReached' });
      const tier = error.body?.anonymous === true ? 'anonymous' : quotaActor.getSnapshot().context.tier;
      toast({
        title: limitReachedCopy(tier).title,
        description: error.serverMessage ?? undefined,
        variant: 'destructive',
      });
    },
    onSendFailed: (error) =>
      toast({
        title: 'Error sending message',
        description: errorText(error, 'Failed to get a response from Playcaller'),
        variant: 'destructive',
      }),
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
 * A reply. The one being streamed reads its text from the chat machine (once a frame), so it is the
 * only part of the page that renders as text arrives. When it settles the same bubble goes on with
 * the final text: the blocks already drawn stay as they are, so the stream ends without a redraw.
 */
function AssistantReply({
  chatActor,
  live,
  content,
  loading,
  badge,
}: {
  chatActor: ActorRefFrom<ChatMachine>;
  live: boolean;
  content: string;
  loading: boolean;
  badge?: string;
}) {
  const streamedText = useSelector(chatActor, (s) => (live ? s.context.streamedText : null));
  return <MessageBubble author="assistant" content={streamedText ?? content} loading={live || loading} badge={badge} />;
}

export function ChatScreen({ inputRef }: { inputRef?: React.Ref<HTMLDivElement> }) {
  const session = useSession();
  const ownerKey = ownerKeyOf(session.user?.id ?? null);
  const quotaActor = useActorRef(useMemo(() => createQuotaMachine(liveQuotaDeps), []));
  const { setUser } = session;
  const { flush: flushOutbox, queued, sync: syncNow } = useConnectivity();

  const chatMachine = useMemo(
    () => createChatMachine(liveChatDeps(quotaActor, setUser, flushOutbox, syncNow)),
    [quotaActor, setUser, flushOutbox, syncNow],
  );
  const chatActor = useActorRef(chatMachine, { input: { viewer: { token: session.token, ownerKey } } });
  const { token } = session;
  useEffect(() => {
    chatActor.send({ type: 'viewer.changed', viewer: { token, ownerKey } });
  }, [chatActor, token, ownerKey]);

  const ready = useSelector(chatActor, (s) => s.matches('ready'));
  const sessionId = useSelector(chatActor, (s) => s.context.sessionId);
  const mode = useSelector(chatActor, (s) => s.context.mode);
  const sport = useSelector(chatActor, (s) => s.context.sport);
  const inFlight = useSelector(chatActor, (s) => s.context.inFlight);
  const settledReply = useSelector(chatActor, (s) => s.context.settledReply);
  const restoredDraft = useSelector(chatActor, (s) => s.context.restoredDraft);
  const streaming = useSelector(chatActor, (s) => s.matches({ ready: { conversation: 'streaming' } }));
  const quota = useSelector(quotaActor, (s) => s.context);
  // Queued messages count against the allowance already, so an offline visitor cannot queue past it.
  const limited = selectLimitReached({ ...quota, used: quota.used + queued });
  const messages = useLiveQuery(() => (sessionId ? exchangeStore.messagesOf(sessionId) : []), [sessionId]);

  const [modeOpen, setModeOpen] = useState(false);
  const [leaderboardOpen, setLeaderboardOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [sportOpen, setSportOpen] = useState(false);

  // Bridges the auth machine to the quota machine: who is counted, and against which limit.
  const userId = session.user?.id ?? null;
  const { user, status } = session;
  useEffect(() => {
    if (status === 'signedIn' && user) quotaActor.send({ type: 'viewer.account', user });
    else if (status === 'signedOut' && sessionId)
      quotaActor.send({ type: 'viewer.anonymous', fingerprint: browserFingerprint(), sessionId });
  }, [status, user, sessionId, quotaActor]);

  // Signing out starts a new chat; signing in keeps the open one (the account claims it).
  const previousOwner = useRef(userId);
  useEffect(() => {
    if (previousOwner.current === userId) return;
    const signedOut = userId === null;
    previousOwner.current = userId;
    chatActor.send({ type: signedOut ? 'session.new' : 'history.reload' });
  }, [userId, chatActor]);

  function send(content: string) {
    if (limited) {
      const copy = limitReachedCopy(quota.tier);
      toast({ title: copy.title, description: copy.description, variant: 'destructive' });
      return;
    }
    browserStore.markInteractedWithChat();
    chatActor.send({ type: 'message.send', content });
  }

  const hasUserMessages = messages?.some((message) => message.role === 'user') ?? false;
  // Quiz progress comes from this chat's own messages in Dexie, so it survives reloads and offline.
  const lastAssistant = messages?.findLast((message) => message.role === 'assistant' && message.status === 'complete');
  const askedQuestion = mode === 'quizMaster' && lastAssistant ? questionNumberIn(lastAssistant.content) : null;
  const lastQuestionKey = askedQuestion ? lastAssistant?.key : undefined;
  const quizProgress =
    mode === 'quizMaster'
      ? (messages ?? []).reduce(
          (last, message) => (message.role === 'assistant' ? (questionNumberIn(message.content) ?? last) : last),
          0,
        )
      : 0;

  function startQuiz() {
    // SPEC §4: from another mode, switch to Quiz Mode first and give the new chat a moment.
    if (mode !== 'quizMaster') {
      chatActor.send({ type: 'mode.change', mode: 'quizMaster' });
      setTimeout(() => send(startQuizMessage(sport)), TIMINGS_MS.quizModeSwitchWait);
      return;
    }
    send(startQuizMessage(sport));
  }

  function resumeQuiz() {
    document
      .getElementById(`message-${lastQuestionKey ?? ''}`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }
  const ModeIcon = MODE_ICONS[mode];
  const SportIcon = SPORT_ICONS[sport];

  return (
    <section className="flex min-h-0 flex-1 flex-col" aria-label="Chat with your coach">
      <div className="flex flex-wrap items-center gap-2 border-b border-line/60 px-3 py-2 sm:px-4">
        <button
          type="button"
          onClick={() => setModeOpen(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface-1 px-3 text-sm font-medium text-ink hover:bg-surface-2"
          aria-label={`Analysis mode: ${modeInfo(mode).title}`}
        >
          <ModeIcon className="size-4 text-accent" /> {modeInfo(mode).title}{' '}
          <ChevronDownIcon className="size-4 text-ink-muted" />
        </button>
        <button
          type="button"
          onClick={() => setSportOpen(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface-1 px-3 text-sm font-medium text-ink hover:bg-surface-2"
          aria-label={`Sport: ${SPORT_LABELS[sport]}`}
        >
          <SportIcon className="size-4 text-accent" /> {SPORT_LABELS[sport]}{' '}
          <ChevronDownIcon className="size-4 text-ink-muted" />
        </button>
        {mode === 'quizMaster' && (
          <button
            type="button"
            onClick={() => setLeaderboardOpen(true)}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface-1 px-3 text-sm font-medium text-ink hover:bg-surface-2"
          >
            <TrophyIcon className="size-4 text-premium" /> Leaderboard
          </button>
        )}
        <button
          type="button"
          onClick={() => setHistoryOpen(true)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm text-ink-muted hover:bg-surface-2 hover:text-ink"
          aria-label="Chat history"
        >
          <HistoryIcon className="size-4" /> <span className="sr-only sm:not-sr-only">History</span>
        </button>
        <button
          type="button"
          onClick={() => chatActor.send({ type: 'session.new' })}
          aria-label="New chat"
          className="ml-auto inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm text-ink-muted hover:bg-surface-2 hover:text-ink"
        >
          <RefreshIcon className="size-4" /> <span className="sr-only sm:not-sr-only">New chat</span>
        </button>
      </div>

      <div className="px-3 pt-3 sm:px-4">
        <QuotaBanner tier={quota.tier} used={quota.used} limit={quota.limit} />
        {mode === 'quizMaster' && !limited && (
          <div className="mt-3 flex flex-wrap gap-2">
            {quizProgress > 0 && (
              <button
                type="button"
                onClick={resumeQuiz}
                className="min-h-11 rounded-xl border border-accent/50 px-4 text-sm font-semibold text-accent hover:bg-accent/10"
              >
                Resume Quiz (Q{quizProgress})
              </button>
            )}
            <button
              type="button"
              disabled={streaming}
              onClick={startQuiz}
              className="min-h-11 rounded-xl bg-accent px-4 text-sm font-semibold text-accent-ink hover:bg-accent-strong disabled:opacity-50"
            >
              Start Quiz
            </button>
          </div>
        )}
      </div>

      <MessageList
        key={sessionId}
        messages={messages ?? []}
        busy={streaming}
        intro={
          <>
            <MessageBubble author="assistant" content={greeting(mode, sport)} />
            {ready && !hasUserMessages && (
              <div className="rounded-2xl border border-line/60 bg-surface-1/60 p-4 text-center">
                <h2 className="text-lg font-bold text-ink">Welcome to Playcaller</h2>
                <p className="mt-1 text-sm text-ink-muted">Pick a starter or ask your own question.</p>
                <div className="mt-4 grid gap-2 sm:grid-cols-2">
                  {startersFor(sport).map((starter) => (
                    <button
                      key={starter}
                      type="button"
                      disabled={limited || streaming}
                      onClick={() => (starter.startsWith('Quiz me') ? startQuiz() : send(starter))}
                      className="min-h-11 rounded-xl border border-line bg-surface-0 px-3 py-2 text-left text-sm text-ink hover:border-accent disabled:cursor-not-allowed disabled:opacity-50"
                    >
                      {starter}
                    </button>
                  ))}
                </div>
              </div>
            )}
          </>
        }
        renderMessage={(message) => {
          const live = inFlight !== null && message.key === replyKey(inFlight);
          const settling =
            message.status === 'streaming' &&
            settledReply !== null &&
            message.key === replyKey(settledReply.clientMessageId);
          const questionNumber =
            message.role === 'assistant' && mode === 'quizMaster' ? questionNumberIn(message.content) : null;
          return (
            <div key={message.key} id={`message-${message.key}`} className="flex flex-col gap-2">
              {message.role === 'assistant' ? (
                <AssistantReply
                  chatActor={chatActor}
                  live={live}
                  content={settling ? settledReply.text : message.content}
                  loading={message.status === 'streaming' && !settling}
                  badge={questionNumber ? `Question ${questionNumber}` : undefined}
                />
              ) : (
                <MessageBubble
                  author="user"
                  content={message.content}
                  note={
                    message.status === 'queued'
                      ? "Will send when you're back online"
                      : message.status === 'failed'
                        ? 'Not sent'
                        : undefined
                  }
                  onCancel={
                    message.status === 'queued' ? () => void exchangeStore.cancelQueued(message.key) : undefined
                  }
                />
              )}
              {message.key === lastQuestionKey && !streaming && (
                <QuizOptions disabled={limited} onAnswer={(letter) => send(letter)} />
              )}
            </div>
          );
        }}
      />

      <div ref={inputRef} className="sticky bottom-0">
        <MessageInput
          sport={sport}
          disabled={!ready}
          limited={limited}
          streaming={streaming}
          restoredDraft={restoredDraft}
          onSend={send}
          onStop={() => chatActor.send({ type: 'message.stop' })}
        />
      </div>

      <ModeDialog
        open={modeOpen}
        current={mode}
        onClose={() => setModeOpen(false)}
        onChoose={(next) => {
          setModeOpen(false);
          if (next !== mode) chatActor.send({ type: 'mode.change', mode: next });
        }}
      />
      <HistoryDialog
        open={historyOpen}
        ownerKey={ownerKey}
        currentSessionId={sessionId}
        onClose={() => setHistoryOpen(false)}
        onOpen={(chosen) => {
          setHistoryOpen(false);
          chatActor.send({ type: 'session.open', ...chosen });
        }}
        onDelete={(deleted) => {
          void deleteChat(deleted, token, browserFingerprint());
          if (deleted === sessionId) chatActor.send({ type: 'session.new' });
        }}
      />
      <LeaderboardDialog open={leaderboardOpen} token={token} onClose={() => setLeaderboardOpen(false)} />
      <SportDialog
        open={sportOpen}
        current={sport}
        onClose={() => setSportOpen(false)}
        onChoose={(next) => {
          setSportOpen(false);
          if (next !== sport) chatActor.send({ type: 'sport.change', sport: next });
        }}
      />
    </section>
  );
}
