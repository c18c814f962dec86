import { describe, expect, it } from 'vitest';
import { CHAT_TITLE_MAX_LENGTH, chatTitleFrom } from './chat-title';

describe('a chat title', () => {
  it('is the first message on one line, without surrounding space', () => {
    expect(chatTitleFrom('  Best zone\n\tdefense  vs a   spread offense? ')).toBe(
      'Best zone defense vs a spread offense?',
    );
  });

  it(`keeps a message of exactly ${CHAT_TITLE_MAX_LENGTH} characters whole`, () => {
    const text = 'a'.repeat(CHAT_TITLE_MAX_LENGTH);
    expect(chatTitleFrom(text)).toBe(text);
  });

  it(`cuts a longer message to ${CHAT_TITLE_MAX_LENGTH} characters, the last one an ellipsis`, () => {
    const title = chatTitleFrom(`${'b'.repeat(CHAT_TITLE_MAX_LENGTH)}cdef`);
    expect(title).toHaveLength(CHAT_TITLE_MAX_LENGTH);
    expect(title).toBe(`${'b'.repeat(CHAT_TITLE_MAX_LENGTH - 1)}…`);
  });

  it('measures the length after folding white space', () => {
    const text = `${'c '.repeat(30).trim()}`;
    expect(chatTitleFrom(text.replace(/ /g, '   '))).toBe(text);
  });
});
