import { describe, expect, it } from 'vitest';
import type { LocalMessage } from '../../local/database';
import { branchOf } from './branches';

let clock = 0;
const row = (key: string, role: LocalMessage['role'], parentKey?: string | null): LocalMessage => ({
  key,
  sessionId: 'S',
  role,
  content: key,
  timestamp: ++clock,
  status: 'complete',
  serverId: null,
  clientMessageId: null,
  mode: 'gameOnTheLine',
  sport: 'football',
  ...(parentKey !== undefined ? { parentKey } : {}),
});
const keys = (messages: LocalMessage[]) => branchOf(messages).shown.map((message) => message.key);

describe('the branch on screen', () => {
  it('reads rows stored before versions as one line', () => {
    expect(keys([row('q1', 'user'), row('a1', 'assistant'), row('q2', 'user'), row('a2', 'assistant')])).toEqual([
      'q1',
      'a1',
      'q2',
      'a2',
    ]);
  });

  it('shows messages sent in a row before their replies came after those replies', () => {
    // Offline: q2 was written following q1, whose reply arrived later.
    const messages = [
      row('q1', 'user', null),
      row('q2', 'user', 'q1'),
      row('a1', 'assistant', 'q1'),
      row('a2', 'assistant', 'q2'),
    ];
    expect(keys(messages)).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(branchOf(messages).versions.size).toBe(0);
  });

  it('follows the row before a message whose parent is gone', () => {
    expect(keys([row('q1', 'user', null), row('a1', 'assistant', 'q1'), row('q2', 'user', 'discarded')])).toEqual([
      'q1',
      'a1',
      'q2',
    ]);
  });

  it('shows the version picked last, and only the branch that follows it', () => {
    const messages = [
      row('q1', 'user', null),
      row('a1', 'assistant', 'q1'),
      row('q2', 'user', 'a1'),
      row('a2', 'assistant', 'q1'),
    ];
    expect(keys(messages)).toEqual(['q1', 'a2']);
    expect(branchOf(messages).versions.get('a2')).toMatchObject({ index: 1 });
    messages[1] = { ...messages[1]!, shownAt: 100 };
    expect(keys(messages)).toEqual(['q1', 'a1', 'q2']);
  });
});
