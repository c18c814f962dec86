import { lazy, Suspense, type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { browserStore } from '../browser-store';
import type { ChatScreenProps } from './chat-screen';
import { Landing } from '../features/landing/landing';
import { useSession } from '../session';
import { FullPageSpinner } from '../ui/card';
import { deferred } from '../ui/deferred';
import { SparklesIcon } from '../ui/icons';
import { Tooltip } from '../ui/tooltip';

// The welcome opens over the page once its code (and Headless UI's) arrives, just after first paint.
const WelcomeDialog = deferred(() =>
  import('../features/landing/welcome-dialog').then((module) => module.WelcomeDialog),
);

// The chat (with the browser's database, its machines and the message list) is this route's own
// code. It starts loading as the page opens, beside the session check the chat waits for anyway,
// so the landing story and the other routes paint without it and the chat is not later for it.
let chatScreen: Promise<ComponentType<ChatScreenProps>> | undefined;
export const loadChatScreen = () => (chatScreen ??= import('./chat-screen').then((module) => module.ChatScreen));
const ChatScreen = lazy(() => loadChatScreen().then((component) => ({ default: component })));

/**
 * `/`: the chat for everyone. A first-time visitor meets the landing story above it; once a
 * visitor has sent a message (or comes back to a chat in progress) the chat takes the whole
 * screen, as a member's does, with the story one tap away.
 */
export default function HomePage() {
  const { status } = useSession();
  useEffect(() => {
    void loadChatScreen();
  }, []);
  const chat = useRef<HTMLDivElement>(null);
  const [chatting, setChatting] = useState(browserStore.hasInteractedWithChat);
  const [storyOpen, setStoryOpen] = useState(false);
  const [sidebarSlot, setSidebarSlot] = useState<HTMLDivElement | null>(null);
  const showStory = !chatting || storyOpen;

  // A message sent below the story puts the chat on its own.
  useEffect(
    () =>
      browserStore.onInteractedWithChat(() => {
        setChatting(true);
        setStoryOpen(false);
      }),
    [],
  );

  // Whenever the story comes or goes, the page starts at its top: the story's first screen, or
  // the whole-screen chat with its newest message in view.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [showStory]);

  function startChat() {
    chat.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    focusMessageBoxWhenReady(chat.current);
  }

  // The chat starts once we know who is chatting, so it never opens a guest chat for a member.
  if (status === 'loading') return <FullPageSpinner label="Loading your coach..." />;
  const visitor = status === 'signedOut';
  // The chat keeps its place in the tree as the story comes and goes, so a reply streaming in is
  // not cut off; signing in or out starts it afresh for the new owner.
  return (
    <>
      {visitor && <WelcomeDialog />}
      {visitor && showStory && <Landing onStartChat={startChat} />}
      <div
        id="chat"
        ref={chat}
        className="mx-auto flex h-[calc(100dvh-3.5rem)] w-full max-w-4xl scroll-mt-14 md:h-[calc(100dvh-4rem)] md:scroll-mt-16 lg:max-w-[calc(56rem+18rem)]"
      >
        {/* The history's place as a sidebar on wide screens (the chat puts it there). */}
        <div ref={setSidebarSlot} className="contents" />
        <Suspense fallback={<FullPageSpinner label="Loading your coach..." />}>
          <ChatScreen
            key={status}
            sidebarSlot={sidebarSlot}
            toolbarExtra={
              visitor &&
              !showStory && (
                <Tooltip label="What can Playcaller do?">
                  <button
                    type="button"
                    onClick={() => setStoryOpen(true)}
                    className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm text-accent hover:bg-surface-2"
                  >
                    <SparklesIcon className="size-4" />{' '}
                    <span className="sr-only @5xl:not-sr-only">What can Playcaller do?</span>
                  </button>
                </Tooltip>
              )
            }
          />
        </Suspense>
      </div>
    </>
  );
}

// How long a press of Start chatting waits for the chat's code to load and its message box to open.
const FOCUS_WAIT_MS = 10_000;

/**
 * Focuses the chat's message box, now or as soon as it can take focus: pressed early, the chat's
 * code may still be loading or its box still disabled while the chat starts.
 */
function focusMessageBoxWhenReady(container: HTMLElement | null) {
  if (!container) return;
  const focus = () => {
    const box = container.querySelector('textarea');
    if (!box || box.disabled) return false;
    box.focus({ preventScroll: true });
    return document.activeElement === box;
  };
  if (focus()) return;
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  window.setTimeout(() => observer.disconnect(), FOCUS_WAIT_MS);
}
