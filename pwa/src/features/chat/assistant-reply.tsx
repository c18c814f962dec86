import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ChatMachine } from './chat.machine';
import { MessageBubble } from './message-bubble';

/**
 * A reply. The one being streamed reads its text from the chat machine (once a frame), so it is the
 * only part of the page that renders as text arrives. When it settles the same bubble goes on with
 * the final text: the blocks already drawn stay as they are, so the stream ends without a redraw.
 */
export function AssistantReply({
  chat,
  live,
  content,
  loading,
  badge,
  onSave,
  feedback,
  tools,
}: {
  chat: ActorRefFrom<ChatMachine>;
  live: boolean;
  content: string;
  loading: boolean;
  badge?: string;
  onSave?: () => void;
  feedback?: ReactNode;
  tools?: ReactNode;
}) {
  const streamedText = useSelector(chat, (s) => (live ? (s.context.reply?.text ?? '') : null));
  return (
    <MessageBubble
      author="assistant"
      content={streamedText ?? content}
      loading={live || loading}
      badge={badge}
      onSave={onSave}
      feedback={feedback}
      tools={tools}
    />
  );
}
