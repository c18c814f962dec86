import { describe, expect, it } from 'vitest';
import type { LocalMessage, LocalSession } from '../../local/database';
import { createChatIndex, snippetOf } from './history-search';

function chat(sessionId: string, title: string): LocalSession {
  return { sessionId, ownerKey: 'user:a', title, sport: 'soccer', mode: 'gameOnTheLine', createdAt: 0, updatedAt: 0 };
}

function message(sessionId: string, key: string, content: string): LocalMessage {
  return {
    key,
    sessionId,
    role: 'assistant',
    content,
    timestamp: 0,
    status: 'complete',
    serverId: null,
    clientMessageId: null,
    mode: 'gameOnTheLine',
    sport: 'soccer',
  };
}

describe('searching the history', () => {
  const sessions = [chat('a', 'Pressing drills'), chat('b', 'Set pieces'), chat('c', 'Counter attacks')];
  const filler = 'Keep the shape compact and talk to each other on every phase of play. '.repeat(3);
  const messages = [
    message('a', 'a1', 'Start with a rondo.'),
    message('b', 'b1', `${filler}Near-post corners beat a zonal marking scheme. ${filler}`),
    message('b', 'b2', 'Use a decoy runner.'),
    message('x', 'x1', 'A corner in a chat of someone else.'),
  ];
  const index = createChatIndex(sessions, messages);

  it('finds chats by the text of their messages and shows the matching snippet', () => {
    const hits = index.search('zonal');
    expect(hits.map((hit) => hit.session.sessionId)).toEqual(['b']);
    expect(hits[0]!.snippet).toContain('zonal marking');
    expect(hits[0]!.snippet.startsWith('…')).toBe(true);
    expect(hits[0]!.snippet.length).toBeLessThan(110);
  });

  it('finds chats by title, by prefix, one hit per chat, and only the chats it was given', () => {
    expect(index.search('press').map((hit) => hit.session.sessionId)).toEqual(['a']);
    expect(index.search('corner').map((hit) => hit.session.sessionId)).toEqual(['b']);
    expect(index.search('decoy runner').map((hit) => hit.session.sessionId)).toEqual(['b']);
    expect(index.search('basketball')).toEqual([]);
  });

  it('cuts a snippet around the first matched term', () => {
    expect(snippetOf('short text here', ['text'])).toBe('short text here');
    expect(snippetOf(`${'a '.repeat(60)}target${' b'.repeat(60)}`, ['target'])).toMatch(/^….*target.*…$/);
  });
});
