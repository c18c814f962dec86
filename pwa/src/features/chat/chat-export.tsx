import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { memo, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { SPORT_LABELS, type PersonalityMode, type Sport } from '../../../../shared/constants';
import { readableReply } from '../../../../shared/reply-text';
import { chatList } from '../../local/chat-list';
import type { LocalMessage, LocalSession } from '../../local/database';
import { exchangeStore } from '../../local/exchange-store';
import { downloadText, fileNameOf } from '../../ui/download';
import { DownloadIcon, PrinterIcon } from '../../ui/icons';
import { Markdown } from '../../ui/markdown/deferred-markdown';
import { branchOf } from './branches';
import { chatMarkdown } from './chat-markdown';
import { modeInfo } from './chat-content';
import { Tooltip } from '../../ui/tooltip';

const MENU_ITEM = 'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm text-ink data-[focus]:bg-surface-2';

type SheetChat = Pick<LocalSession, 'title' | 'sport' | 'mode'>;

/**
 * The chat on paper: hidden on screen, the only thing printed (styles in styles.css under
 * @media print) — light, no header, toolbar or input, diagrams drawn as on screen. `kind` tells
 * the open chat's sheet (always there, for the browser's own Print) from one History prints.
 */
function ChatPrintSheet({
  chat,
  messages,
  kind,
}: {
  chat: SheetChat;
  messages: LocalMessage[];
  kind: 'open-chat' | 'exported';
}) {
  return createPortal(
    <div
      className="chat-sheet"
      data-sheet={kind}
      data-testid={kind === 'open-chat' ? 'open-chat-print-sheet' : 'chat-print-sheet'}
    >
      <h1>{chat.title || 'New Chat'}</h1>
      <p>
        {SPORT_LABELS[chat.sport]} · {modeInfo(chat.mode).title}
      </p>
      {messages
        .filter((message) => message.content.trim())
        .map((message) => (
          <SheetMessage key={message.key} role={message.role} timestamp={message.timestamp} content={message.content} />
        ))}
    </div>,
    document.body,
  );
}

// The open chat's sheet is rendered with the chat: each message's markdown is parsed once, not
// again each time the list is read back from the store.
const SheetMessage = memo(function SheetMessage({
  role,
  timestamp,
  content,
}: Pick<LocalMessage, 'role' | 'timestamp' | 'content'>) {
  return (
    <article className="chat-sheet-message">
      <h2>
        {role === 'user' ? 'You' : 'Coach'} · {new Date(timestamp).toLocaleString()}
      </h2>
      <Markdown content={role === 'assistant' ? readableReply(content) : content} />
    </article>
  );
});

/**
 * The open chat as the browser's own Print (Ctrl+P) puts it on paper: the same sheet as History →
 * Print, for the messages on screen. Without it every element is hidden in print, and the page
 * comes out blank.
 */
export function OpenChatPrintSheet({
  sessionId,
  mode,
  sport,
  messages,
}: {
  sessionId: string;
  mode: PersonalityMode;
  sport: Sport;
  messages: LocalMessage[];
}) {
  const chat = useLiveQuery(() => chatList.rowOf(sessionId), [sessionId]);
  return <ChatPrintSheet chat={chat ?? { title: '', mode, sport }} messages={messages} kind="open-chat" />;
}

/** The chat as it reads on screen: the picked version of each message, not every branch. */
const shownMessages = (sessionId: string) =>
  exchangeStore.messagesOf(sessionId).then((messages) => branchOf(messages).shown);

/** Export a chat: its Markdown as a download, or Print with the chat's own print sheet. */
export function ChatExportButton({ session, className }: { session: LocalSession; className: string }) {
  const [printing, setPrinting] = useState<LocalMessage[] | null>(null);
  const title = session.title || 'New Chat';
  useEffect(() => {
    if (!printing) return;
    // The sheet is in the page before the print dialog takes its picture.
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [printing]);
  return (
    <>
      <Menu as="div" className="relative">
        <Tooltip>
          <MenuButton className={className} aria-label={`Export chat: ${title}`}>
            <DownloadIcon className="size-4" />
          </MenuButton>
        </Tooltip>
        <MenuItems
          anchor="bottom end"
          className="z-[60] mt-1 w-52 rounded-xl border border-line bg-surface-1 p-1.5 shadow-xl shadow-black/40 focus:outline-none"
        >
          <MenuItem>
            <button
              type="button"
              className={MENU_ITEM}
              onClick={() =>
                void shownMessages(session.sessionId).then((messages) =>
                  downloadText(fileNameOf(title, 'md', 'chat'), chatMarkdown(session, messages), 'text/markdown'),
                )
              }
            >
              <DownloadIcon className="size-4" /> Export Markdown
            </button>
          </MenuItem>
          <MenuItem>
            <button
              type="button"
              className={MENU_ITEM}
              onClick={() => void shownMessages(session.sessionId).then(setPrinting)}
            >
              <PrinterIcon className="size-4" /> Print
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {printing && <ChatPrintSheet chat={session} messages={printing} kind="exported" />}
    </>
  );
}
