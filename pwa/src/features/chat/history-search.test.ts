import { describe, expect, it } from 'vitest';
import type { LocalMessage, LocalSession } from '../../local/database';
import { createChatIndex, plainTextOf, snippetOf, type SnippetPart } from './history-search';

const textOf = (parts: SnippetPart[]) => parts.map((part) => part.text).join('');
const marked = (parts: SnippetPart[]) => parts.filter((part) => part.match).map((part) => part.text);

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
    expect(hits[0]!.messageKey).toBe('b1');
    const snippet = textOf(hits[0]!.snippet);
    expect(snippet).toContain('zonal marking');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThan(110);
    expect(marked(hits[0]!.snippet)).toEqual(['zonal']);
  });

  it('names no message when only the title matched', () => {
    const [hit] = index.search('pieces');
    expect(hit!.session.sessionId).toBe('b');
    expect(hit!.messageKey).toBeUndefined();
    expect(marked(hit!.snippet)).toEqual(['pieces']);
  });

  it('opens at the matching message when the title matched too (a title is most often the first message)', () => {
    const short = createChatIndex(
      [chat('s', 'How should the winger press when the ball is lost?')],
      [
        { ...message('s', 's1', 'How should the winger press when the ball is lost?'), role: 'user' },
        message('s', 's2', 'Counter-press at once, for five seconds.'),
        { ...message('s', 's3', 'And a long throw?'), role: 'user' },
      ],
    );
    const [hit] = short.search('winger');
    expect(hit!.session.sessionId).toBe('s');
    expect(hit!.messageKey).toBe('s1');
    expect(marked(hit!.snippet)).toEqual(['winger']);
  });

  it('finds chats by title, by prefix, one hit per chat, and only the chats it was given', () => {
    expect(index.search('press').map((hit) => hit.session.sessionId)).toEqual(['a']);
    expect(index.search('corner').map((hit) => hit.session.sessionId)).toEqual(['b']);
    expect(index.search('decoy runner').map((hit) => hit.session.sessionId)).toEqual(['b']);
    expect(index.search('basketball')).toEqual([]);
  });

  it('cuts a snippet around the first matched term', () => {
    expect(textOf(snippetOf('short text here', ['text']))).toBe('short text here');
    expect(textOf(snippetOf(`${'a '.repeat(60)}target${' b'.repeat(60)}`, ['target']))).toMatch(/^….*target.*…$/);
  });

  it('centres the snippet on a match far into a long reply, in whole words', () => {
    const before = 'The back four hold a compact line and the midfield screens passes into the pivot. '.repeat(4);
    const after = ' Then rotate the wingers so the fullbacks can overlap on the weak side of the pitch.'.repeat(4);
    const parts = snippetOf(`${before}Overload the halfspace with a third runner.${after}`, ['halfspace']);
    const snippet = textOf(parts);
    expect(marked(parts)).toEqual(['halfspace']);
    const at = snippet.indexOf('halfspace');
    // As much context on each side, give or take a word: not cut right before the match.
    expect(Math.abs(at - (snippet.length - at - 'halfspace'.length))).toBeLessThan(16);
    expect(snippet).toMatch(/^…[A-Za-z]/);
    expect(snippet).toMatch(/[A-Za-z.]…$/);
  });

  it('marks every matched word in the snippet, whatever its case, and only whole-word starts', () => {
    const parts = snippetOf('Press high. Pressing traps win the ball; depress nothing.', ['press', 'pressing']);
    expect(marked(parts)).toEqual(['Press', 'Pressing']);
    expect(textOf(parts)).toBe('Press high. Pressing traps win the ball; depress nothing.');
  });

  it('shows a table row and markdown as the words a reader sees, never the table rules', () => {
    const reply = [
      '## Practice plan',
      '',
      '| Time | Activity | Focus |',
      '| --- | :---: | --- |',
      '| 0:00 | **Rondo** 4v2 | [first touch](https://example.com) |',
      '',
      '- *Keep* the `tempo` high',
      '',
      '```json',
      '{"blocks":[{"activity":"Rondo"}]}',
      '```',
    ].join('\n');
    expect(plainTextOf(reply)).toBe(
      'Practice plan · Time · Activity · Focus · 0:00 · Rondo 4v2 · first touch · Keep the tempo high',
    );
    const parts = snippetOf(reply, ['rondo']);
    expect(textOf(parts)).not.toMatch(/---|\||\*\*|##|\{/);
    expect(marked(parts)).toEqual(['Rondo']);
  });
});
