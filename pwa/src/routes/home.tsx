import { useRef, useState } from 'react';
import { browserStore } from '../browser-store';
import { ChatScreen } from './chat-screen';
import { Landing } from '../features/landing/landing';
import { useSession } from '../session';
import { FullPageSpinner } from '../ui/card';
import { deferred } from '../ui/deferred';

// The welcome opens over the page once its code (and Headless UI's) arrives, just after first paint.
const WelcomeDialog = deferred(() =>
  import('../features/landing/welcome-dialog').then((module) => module.WelcomeDialog),
);

/** `/`: the chat for everyone; visitors also get the landing story above it, one tap away. */
export default function HomePage() {
  const { status } = useSession();
  const chat = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLDivElement>(null);
  // First-time visitors meet the story first; once they have chatted, the chat comes first.
  const [returning] = useState(browserStore.hasInteractedWithChat);

  function startChat() {
    chat.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    input.current?.querySelector('textarea')?.focus({ preventScroll: true });
  }

  // The chat starts once we know who is chatting, so it never opens a guest chat for a member.
  if (status === 'loading') return <FullPageSpinner label="Loading your coach..." />;
  if (status === 'signedOut') {
    return (
      <>
        <WelcomeDialog />
        {!returning && <Landing onStartChat={startChat} />}
        <div id="chat" ref={chat} className="mx-auto flex h-[calc(100dvh-4rem)] w-full max-w-4xl scroll-mt-16 flex-col">
          <ChatScreen inputRef={input} />
        </div>
        {returning && <Landing onStartChat={startChat} />}
      </>
    );
  }
  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] w-full max-w-4xl flex-col">
      <ChatScreen inputRef={input} />
    </div>
  );
}
