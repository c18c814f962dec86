import { describe, expect, it } from 'vitest';
import { messagesOfOpenChat } from './use-chat';

describe('the open chat’s messages', () => {
  const earlier = { sessionId: 'chat-a', messages: ['question in a', 'reply in a'] };

  it('are the answer read for that chat', () => {
    expect(messagesOfOpenChat(earlier, 'chat-a')).toEqual(['question in a', 'reply in a']);
  });

  it('are not known yet while the answer is still the chat left behind', () => {
    // A new chat's first message must not be sent after another chat's last reply.
    expect(messagesOfOpenChat(earlier, 'chat-b')).toBeUndefined();
    expect(messagesOfOpenChat(undefined, 'chat-b')).toBeUndefined();
  });
});
