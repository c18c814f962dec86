// The chat on paper: the sheet the browser's own Print uses for the open chat, and History → Print
// for any chat. Its own module, so the chat screen takes it without the export menu's code.
import { useLiveQuery } from 'dexie-react-hooks';
import { memo } from 'react';
import { createPortal } from 'react-dom';
import { SPORT_LABELS, type PersonalityMode, type Sport } from '../../../../shared/constants';
import { readableReply } from '../../../../shared/reply-text';
import { chatList } from '../../local/chat-list';
import type { LocalMessage, LocalSession } from '../../local/database';
import { Markdown } from '../../ui/markdown/deferred-markdown';
import { modeInfo } from './chat-content';

type SheetChat = Pick<LocalSession, 'title' | 'sport' | 'mode'>;

/**
 * The chat on paper: hidden on screen, the only thing printed (styles in styles.css under
 * @media print) — light, no header, toolbar or input, diagrams drawn as on screen. `kind` tells
 * the open chat's sheet (always there, for the browser's own Print) from one History prints.
 */
export function ChatPrintSheet({
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
