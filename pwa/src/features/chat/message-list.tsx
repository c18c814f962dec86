import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { LocalMessage } from '../../local/database';
import { ArrowDownIcon } from '../../ui/icons';

/** How many of the newest messages a chat opens with, and how many more each step back reveals. */
export const MESSAGE_PAGE = 40;

// Within this distance of the bottom the list counts as "at the bottom" and follows new text.
const FOLLOW_SLACK_PX = 48;
// Older messages are revealed this far before the top of the list comes into view.
const REVEAL_AHEAD_PX = 600;
// A new reply taller than the list stops there, its first line this far below the list's top.
const REPLY_HEADROOM_PX = 16;

interface MessageListProps {
  messages: LocalMessage[];
  /** Shown above the oldest message once it is on the page (greeting, starters). */
  intro: ReactNode;
  busy: boolean;
  /** A message to open the chat at (a history search's match) instead of the newest one. */
  openAt?: string;
  renderMessage(message: LocalMessage): ReactNode;
}

/**
 * The chat's messages, newest at the bottom. A long chat is paged: it opens with its newest
 * MESSAGE_PAGE messages and reveals older ones a page at a time as the reader scrolls towards the
 * top (or presses Show earlier messages), so a chat of thousands of messages opens as fast as a
 * short one. The list follows new messages and streaming text unless the reader scrolled up;
 * sending a message brings it back to the bottom. A new reply taller than the list is followed
 * only until its first line reaches the top, so it is read from its start; Jump to newest goes
 * to the bottom and follows again. Mount it with key={sessionId}: a chat opens at its newest page.
 */
export function MessageList({ messages, intro, busy, openAt, renderMessage }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const revealButton = useRef<HTMLButtonElement>(null);
  const following = useRef(true);
  // Shown while the reader is away from the bottom: the way back to the newest text.
  const [behind, setBehind] = useState(false);
  // A reply that arrived while the list was open, until the list has stopped at its first line.
  const replyToStartAt = useRef<string | null>(null);
  // The message the chat was opened at: kept in view as the content above it settles (replies
  // rendering their markdown and diagrams), until the reader scrolls themselves.
  const anchor = useRef<string | null>(null);
  // Distance from the bottom to restore after older messages are put in above the reader.
  const keptDistance = useRef<number | null>(null);
  // null: the newest page, moving with new messages. A number: the reader went back to this index.
  const [revealedFrom, setRevealedFrom] = useState<number | null>(null);
  // Opened at a message: the list shows from its page on, once the message has loaded.
  const newestPage = Math.max(0, messages.length - MESSAGE_PAGE);
  const [openedFrom, setOpenedFrom] = useState<number | null>(null);
  const openAtIndex = openAt === undefined ? -1 : messages.findIndex((message) => message.key === openAt);
  if (openedFrom === null && openAtIndex >= 0) setOpenedFrom(Math.min(openAtIndex, newestPage));
  const first = revealedFrom ?? openedFrom ?? newestPage;
  const shown = messages.slice(first);

  // Follows the content's growth (new messages, streamed text, a drawn diagram) and the list's own
  // resizing (a phone's keyboard opening) without a render of its own: the scroll position is set
  // once per layout, never animated per delta.
  const follow = useEffectEvent(() => {
    const element = scroller.current;
    if (!following.current || !element) return;
    // The newest message is the content's last child.
    const reply =
      replyToStartAt.current !== null && messages.at(-1)?.key === replyToStartAt.current
        ? content.current?.lastElementChild
        : null;
    const replyTop = reply
      ? reply.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop - REPLY_HEADROOM_PX
      : Infinity;
    if (replyTop < element.scrollHeight - element.clientHeight) {
      replyToStartAt.current = null;
      following.current = false;
      element.scrollTop = replyTop;
    } else {
      element.scrollTop = element.scrollHeight;
    }
  });
  useEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner) return;
    const onScroll = () => {
      following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK_PX;
      setBehind(!following.current);
    };
    const readerScrolls = () => {
      anchor.current = null;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
      element.addEventListener(type, readerScrolls, { passive: true });
    const resizes =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (anchor.current) document.getElementById(anchor.current)?.scrollIntoView({ block: 'center' });
            else follow();
          });
    resizes?.observe(inner);
    resizes?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
        element.removeEventListener(type, readerScrolls);
      resizes?.disconnect();
    };
  }, []);

  // A message this reader just sent brings the list back to the bottom, wherever they had scrolled.
  const lastUserKey = messages.findLast((message) => message.role === 'user')?.key ?? null;
  const seenUserKey = useRef(lastUserKey);
  useLayoutEffect(() => {
    if (seenUserKey.current === lastUserKey) return;
    seenUserKey.current = lastUserKey;
    const element = scroller.current;
    if (!element) return;
    anchor.current = null;
    following.current = true;
    element.scrollTop = element.scrollHeight;
  }, [lastUserKey]);

  // A reply that appears while the chat is open (not one it opened with) is read from its first line.
  const newest = messages.at(-1);
  const newestReplyKey = newest?.role === 'assistant' ? newest.key : null;
  const seenReplyKey = useRef(newestReplyKey);
  useLayoutEffect(() => {
    if (seenReplyKey.current === newestReplyKey) return;
    seenReplyKey.current = newestReplyKey;
    replyToStartAt.current = newestReplyKey;
  }, [newestReplyKey]);

  function jumpToNewest() {
    const element = scroller.current;
    if (!element) return;
    replyToStartAt.current = null;
    anchor.current = null;
    following.current = true;
    element.scrollTop = element.scrollHeight;
  }

  // The message is brought to the middle of the list once it is there (the chat's messages load
  // after the list mounts), and the list stops following the newest text. After the effect above,
  // which takes a newly loaded chat to its bottom.
  useLayoutEffect(() => {
    if (openedFrom === null) return;
    following.current = false;
    anchor.current = `message-${openAt}`;
    document.getElementById(anchor.current)?.scrollIntoView({ block: 'center' });
  }, [openedFrom, openAt]);

  function revealOlder() {
    const element = scroller.current;
    if (element) keptDistance.current = element.scrollHeight - element.scrollTop;
    setRevealedFrom(Math.max(0, first - MESSAGE_PAGE));
  }

  // Older messages go in above what the reader is looking at, which stays where it was.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || keptDistance.current === null) return;
    element.scrollTop = element.scrollHeight - keptDistance.current;
    keptDistance.current = null;
  }, [first]);

  // A new observer after each step reports at once whether the top is still in reach (a page of
  // short messages may not fill the screen), so pages keep coming until the screen is full.
  const hasOlder = first > 0;
  const onTopInReach = useEffectEvent(revealOlder);
  useEffect(() => {
    const element = scroller.current;
    const button = revealButton.current;
    if (!hasOlder || !element || !button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onTopInReach();
      },
      { root: element, rootMargin: `${REVEAL_AHEAD_PX}px 0px 0px 0px` },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [first, hasOlder]);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-4"
        data-testid="message-list"
        aria-live="polite"
        aria-busy={busy}
      >
        <div ref={content} className="mx-auto flex max-w-3xl flex-col gap-4">
          {hasOlder ? (
            <button
              ref={revealButton}
              type="button"
              onClick={revealOlder}
              className="min-h-11 self-center rounded-xl px-4 text-sm text-ink-muted hover:bg-surface-2 hover:text-ink"
            >
              Show earlier messages
            </button>
          ) : (
            intro
          )}
          {shown.map(renderMessage)}
        </div>
      </div>
      {behind && (
        <button
          type="button"
          onClick={jumpToNewest}
          className="absolute bottom-3 left-1/2 inline-flex min-h-11 -translate-x-1/2 items-center gap-1.5 rounded-full border border-line bg-surface-2 px-4 text-sm font-medium text-ink shadow-lg shadow-black/40 hover:bg-surface-1"
        >
          <ArrowDownIcon className="size-4" /> Jump to newest
        </button>
      )}
    </div>
  );
}
