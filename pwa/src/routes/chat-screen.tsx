import { useSelector } from '@xstate/react';
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LAYOUT } from '../../../shared/constants';
import { isClarifyingReply } from '../../../shared/reply-text';
import { chatList } from '../local/chat-list';
import { replyKey } from '../local/database';
import { exchangeStore } from '../local/exchange-store';
import { AssistantReply } from '../features/chat/assistant-reply';
import { ChatIntro } from '../features/chat/chat-intro';
import { CoachProfileButton } from '../features/coach-profile/coach-profile-button';
import { ChatToolbar } from '../features/chat/chat-toolbar';
import { MessageBubble } from '../features/chat/message-bubble';
import { MessageInput } from '../features/chat/message-input';
import { MessageList } from '../features/chat/message-list';
import { EditableQuestion, FailedReply, QueuedReply, ReplyTools } from '../features/chat/message-actions';
import { VersionSwitcher } from '../features/chat/reply-versions';
import { QuotaBanner } from '../features/chat/quota-banner';
import { useChat } from '../features/chat/use-chat';
import { useChatShortcuts } from '../features/chat/use-chat-shortcuts';
import { useChatAddress } from '../features/chat/use-chat-address';
import { ChatNotFound } from '../features/chat/chat-not-found';
import { HistoryDialog, HistorySidebar } from '../features/chat/chat-dialogs';
import { detectPlatform } from '../features/chat/shortcuts';
import { questionBadgeOf, quizProgressOf, resumeAtOf } from '../features/quiz/quiz-progress';
import { announceQuizResult } from '../features/quiz/quiz-result';
import { useQuizStart } from '../features/quiz/use-quiz-start';
import type { SavedReply } from '../features/playbook/save-dialog';
import { deferred } from '../ui/deferred';
import { useMediaQuery } from '../ui/use-media-query';

// Needed only when printing, or in Quiz Mode: their code arrives just after first paint.
const OpenChatPrintSheet = deferred(() =>
  import('../features/chat/chat-print-sheet').then((module) => module.OpenChatPrintSheet),
);
const LeaderboardButton = deferred(() =>
  import('../features/quiz/leaderboard-button').then((module) => module.LeaderboardButton),
);
const QuizActions = deferred(() => import('../features/quiz/quiz-actions').then((module) => module.QuizActions));
// Thumbs are for signed-in replies and read their rating from the device: after first paint.
const ReplyFeedback = deferred(() => import('../features/chat/reply-feedback').then((module) => module.ReplyFeedback));
const QuizOptions = deferred(() => import('../features/quiz/quiz-options').then((module) => module.QuizOptions));
// A clarifying question's choices, read with zod: loaded once a reply asks one.
const QuickReplies = deferred(() => import('../features/chat/quick-replies').then((module) => module.QuickReplies));

// The dialog (and the plan schema it checks replies with) loads when a reply is first saved.
const SaveToPlaybookDialog = lazy(() =>
  import('../features/playbook/save-dialog').then((module) => ({ default: module.SaveToPlaybookDialog })),
);
// Loaded when `?` is first pressed.
const ShortcutsDialog = lazy(() =>
  import('../features/chat/shortcuts-dialog').then((module) => ({ default: module.ShortcutsDialog })),
);
const ShareButton = lazy(() =>
  import('../features/playbook/shares').then((module) => ({ default: module.ShareButton })),
);
import { useServerQuizProgress } from '../features/quiz/use-server-quiz-progress';

/**
 * An extra whose code may not arrive (the network dropped before it loaded, in a browser whose
 * service worker has not precached it yet): the chat goes on without it rather than failing.
 */
class WithoutIfUnloaded extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface ChatScreenProps {
  /** Where the history goes as a sidebar on wide screens: an element beside the chat. */
  sidebarSlot?: HTMLElement | null;
  /** What the page adds to the toolbar (the visitor's way back to the landing story). */
  toolbarExtra?: React.ReactNode;
}

/** The chat: toolbar, banners, the list of messages and the input, with Quiz Mode's parts. */
export function ChatScreen({ sidebarSlot, toolbarExtra }: ChatScreenProps) {
  const {
    chat,
    quota,
    limited,
    premiumNewlyActive,
    messages = [],
    versions,
    send,
    resend,
    again,
    retry,
    pickVersion,
    token,
    ownerKey,
  } = useChat({
    onResult: announceQuizResult,
  });
  const ready = useSelector(chat, (s) => s.matches('ready'));
  const sessionId = useSelector(chat, (s) => s.context.sessionId);
  const mode = useSelector(chat, (s) => s.context.mode);
  const sport = useSelector(chat, (s) => s.context.sport);
  const busy = useSelector(chat, (s) => s.hasTag('busy'));
  // Once the reply reads as done, the next message may be sent: the chat holds it until the write lands.
  const answering = useSelector(chat, (s) => s.hasTag('busy') && !s.hasTag('takesNext'));
  const restoredDraft = useSelector(chat, (s) => s.context.restoredDraft);
  // The reply streaming now, and the last one until the list reads it back from the store.
  const streamingKey = useSelector(chat, (s) =>
    s.matches({ ready: { conversation: 'streaming' } }) && s.context.exchange
      ? replyKey(s.context.exchange.clientMessageId)
      : null,
  );
  const settled = useSelector(chat, (s) =>
    s.matches({ ready: { conversation: 'streaming' } }) || !s.context.reply ? null : s.context.reply,
  );

  const inQuiz = mode === 'quizMaster';
  const quiz = quizProgressOf(messages, inQuiz);
  const startQuiz = useQuizStart({
    mode,
    sport,
    switchToQuiz: () => chat.send({ type: 'mode.change', mode: 'quizMaster' }),
    send,
  });
  const resumeAt = resumeAtOf(quiz, useServerQuizProgress(token, inQuiz, sessionId));
  const address = useChatAddress(chat, ownerKey, token);
  // The question waits in this chat, or in the newest other quiz chat (after a new chat, a mode or
  // a sport change); with neither in this browser, a new quiz starts.
  const resumeQuiz = async () => {
    const open = document.getElementById(`message-${quiz.openQuestionKey ?? ''}`);
    if (quiz.openQuestionKey && open) return open.scrollIntoView({ behavior: 'smooth', block: 'center' });
    const quizChat = (await chatList.chatsOf(ownerKey)).find(
      (candidate) => candidate.mode === 'quizMaster' && candidate.sessionId !== sessionId,
    );
    if (!quizChat) return startQuiz();
    address.openChat(quizChat.sessionId);
  };
  const hasUserMessages = messages.some((message) => message.role === 'user');
  // A chat can be shared once the server holds it, that is once a reply has been stored there.
  const answeredOnServer = messages.some((message) => message.role === 'assistant' && message.status === 'complete');
  const [saving, setSaving] = useState<SavedReply | null>(null);
  // Wide screens keep the history beside the chat (open until hidden); phones open it as a sheet.
  const wide = useMediaQuery(`(min-width: ${LAYOUT.sidebarBreakpointPx}px)`);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  // The shortcut opens history ready to search; the toolbar button opens it to browse.
  const [history, setHistory] = useState<'closed' | 'browse' | 'search'>('closed');
  // Each press of the shortcut focuses the sidebar's search box, open or not.
  const [sidebarSearch, setSidebarSearch] = useState(0);
  const historyOpen = wide ? sidebarOpen : history !== 'closed';
  const historyProps = {
    ownerKey,
    currentSessionId: sessionId,
    onOpen: ({ sessionId: chosen, messageKey }: { sessionId: string; messageKey?: string }) =>
      address.openChat(chosen, messageKey),
    onDelete: (deleted: string) => {
      if (deleted === sessionId) chat.send({ type: 'session.new' });
    },
  };
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const screen = useRef<HTMLElement>(null);
  // On a desktop every chat opens ready to type in; on a phone that would raise the keyboard over it.
  const desktop = useMediaQuery(`(min-width: ${LAYOUT.mobileBreakpointPx}px) and (pointer: fine)`);
  // The box is there once the address has caught up with the chat (a new chat passes through
  // 'opening' while its address goes back to /, and the box is drawn anew).
  const addressOpen = address.status === 'open';
  useEffect(() => {
    if (!desktop || !ready || !addressOpen) return;
    // A frame later: a chat chosen in history opens as the dialog closes and hands the focus back.
    const frame = requestAnimationFrame(() =>
      screen.current?.querySelector('textarea')?.focus({ preventScroll: true }),
    );
    return () => cancelAnimationFrame(frame);
  }, [desktop, ready, sessionId, addressOpen]);
  useChatShortcuts({
    focusInput: () => screen.current?.querySelector('textarea')?.focus(),
    newChat: () => chat.send({ type: 'session.new' }),
    history: () => {
      if (!wide) return setHistory('search');
      setSidebarOpen(true);
      setSidebarSearch((count) => count + 1);
    },
    stopReply: () => {
      // In the history beside the chat, Escape is the search box's (it clears the search).
      if (!busy || document.activeElement?.closest('#chat-history')) return false;
      chat.send({ type: 'message.stop' });
    },
    // The newest reply's own Copy button, so the shortcut confirms the copy the same way.
    copyLastReply: () => {
      const copyButtons = screen.current?.querySelectorAll<HTMLButtonElement>('[data-action="copy-reply"]');
      const last = copyButtons?.[copyButtons.length - 1];
      if (!last) return false;
      last.click();
    },
    help: () => setShortcutsOpen(true),
  });

  return (
    <section ref={screen} className="flex min-h-0 min-w-0 flex-1 flex-col" aria-label="Chat with your coach">
      <ChatToolbar
        chat={chat}
        historyOpen={historyOpen}
        historyId={wide ? 'chat-history' : undefined}
        onHistoryOpenChange={(open) => (wide ? setSidebarOpen(open) : setHistory(open ? 'browse' : 'closed'))}
      >
        {toolbarExtra}
        {inQuiz && <LeaderboardButton token={token} />}
        <CoachProfileButton token={token} />
        {token && answeredOnServer && (
          <WithoutIfUnloaded>
            <Suspense fallback={null}>
              <ShareButton
                token={token}
                kind="chat"
                target={sessionId}
                label="Share chat"
                labelClassName="sr-only @5xl:not-sr-only"
              />
            </Suspense>
          </WithoutIfUnloaded>
        )}
      </ChatToolbar>

      <div className="px-3 pt-2 sm:px-4 md:pt-3">
        <QuotaBanner tier={quota.tier} used={quota.used} limit={quota.limit} premiumNewlyActive={premiumNewlyActive} />
        {inQuiz && !limited && (
          <QuizActions resumeAt={resumeAt} busy={busy} onStart={startQuiz} onResume={() => void resumeQuiz()} />
        )}
      </div>

      <MessageList
        key={address.focus ? `${sessionId}:${address.focus.at}` : sessionId}
        messages={address.status === 'open' ? messages : []}
        busy={busy}
        openAt={address.focus?.messageKey}
        intro={
          address.status === 'open' ? (
            <ChatIntro
              mode={mode}
              sport={sport}
              showStarters={ready && !hasUserMessages}
              disabled={limited || busy}
              onStarter={(starter) => (starter.startsWith('Quiz me') ? startQuiz() : send(starter))}
            />
          ) : (
            <ChatNotFound opening={address.status === 'opening'} onNewChat={() => chat.send({ type: 'session.new' })} />
          )
        }
        renderMessage={(message) => {
          const settling =
            message.status === 'streaming' && settled !== null && message.key === replyKey(settled.clientMessageId);
          const shown = settling ? settled.text : message.content;
          const siblings = versions.get(message.key);
          const switcher = siblings && (
            <VersionSwitcher
              index={siblings.index}
              count={siblings.siblings.length}
              noun={message.role === 'user' ? 'message' : 'reply'}
              disabled={busy}
              onPick={(index) => pickVersion(siblings.siblings[index]!, siblings.siblings)}
            />
          );
          // Quiz answers are graded once, so Quiz Mode offers no versions.
          const tools = !inQuiz && message.status === 'complete';
          return (
            <div key={message.key} id={`message-${message.key}`} className="flex flex-col gap-2">
              {message.role === 'assistant' && message.status === 'queued' ? (
                <QueuedReply onCancel={() => void exchangeStore.cancelQueued(message.clientMessageId ?? '')} />
              ) : message.role === 'assistant' && message.status === 'failed' ? (
                <>
                  {message.content && <MessageBubble author="assistant" content={message.content} />}
                  <div className="flex items-center gap-1">
                    {switcher}
                    <FailedReply disabled={busy || limited} stopped={message.stopped} onRetry={() => retry(message)} />
                  </div>
                </>
              ) : message.role === 'assistant' ? (
                <AssistantReply
                  chat={chat}
                  live={message.key === streamingKey}
                  content={shown}
                  loading={message.status === 'streaming' && !settling}
                  badge={questionBadgeOf(message, inQuiz)}
                  feedback={
                    token && message.serverId && message.status === 'complete' ? (
                      <ReplyFeedback messageId={message.serverId} ownerKey={ownerKey} />
                    ) : undefined
                  }
                  onSave={() =>
                    setSaving({
                      // The text on screen: while the reply settles, the store may still hold a part of it.
                      content: shown,
                      question:
                        messages.slice(0, messages.indexOf(message)).findLast((each) => each.role === 'user')
                          ?.content ?? null,
                      sessionId: message.sessionId,
                      sport: message.sport,
                      mode: message.mode,
                    })
                  }
                  tools={
                    tools ? (
                      <ReplyTools
                        disabled={busy || limited}
                        onRegenerate={() => again(message)}
                        onContinue={message.stopped ? () => again(message, { partial: message.content }) : undefined}
                      >
                        {switcher}
                      </ReplyTools>
                    ) : (
                      switcher
                    )
                  }
                />
              ) : (
                <>
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
                  {tools ? (
                    <EditableQuestion
                      content={message.content}
                      disabled={busy || limited}
                      onResend={(content) => resend(message, content)}
                    >
                      {switcher}
                    </EditableQuestion>
                  ) : (
                    switcher && <div className="flex justify-end">{switcher}</div>
                  )}
                </>
              )}
              {message.key === quiz.openQuestionKey && !busy && (
                <QuizOptions question={message.content} disabled={limited} onAnswer={(letter) => send(letter)} />
              )}
              {/* Only the latest question's choices: an older one was answered or passed over. */}
              {tools &&
                message.role === 'assistant' &&
                message === messages.at(-1) &&
                !busy &&
                isClarifyingReply(message.content) && (
                  <QuickReplies content={message.content} disabled={limited} onPick={(choice) => send(choice)} />
                )}
            </div>
          );
        }}
      />

      {wide ? (
        sidebarOpen &&
        sidebarSlot &&
        createPortal(<HistorySidebar id="chat-history" searchRequest={sidebarSearch} {...historyProps} />, sidebarSlot)
      ) : (
        <HistoryDialog
          open={history !== 'closed'}
          focusSearch={history === 'search'}
          onClose={() => setHistory('closed')}
          {...historyProps}
        />
      )}
      <OpenChatPrintSheet sessionId={sessionId} mode={mode} sport={sport} messages={messages} />

      {shortcutsOpen && (
        <Suspense fallback={null}>
          <ShortcutsDialog open platform={detectPlatform()} onClose={() => setShortcutsOpen(false)} />
        </Suspense>
      )}

      {saving && (
        <Suspense fallback={null}>
          <SaveToPlaybookDialog reply={saving} onClose={() => setSaving(null)} />
        </Suspense>
      )}

      <div className="sticky bottom-0" hidden={address.status === 'missing'}>
        <MessageInput
          sport={sport}
          disabled={!ready || address.status !== 'open'}
          limited={limited}
          streaming={answering}
          restoredDraft={restoredDraft}
          onSend={send}
          onStop={() => chat.send({ type: 'message.stop' })}
        />
      </div>
    </section>
  );
}
