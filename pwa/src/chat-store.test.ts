import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../shared/contract/messages';
import { PlaycallerDb } from './db';
import { createChatStore, readMode, readSport } from './chat-store';
import { replyKey } from './outbox';

const databases: PlaycallerDb[] = [];
function freshStore() {
  const database = new PlaycallerDb(`test-${crypto.randomUUID()}`);
  databases.push(database);
  return { database, store: createChatStore(database) };
}
afterEach(async () => {
  for (const database of databases.splice(0)) await database.delete();
});

const server = (overrides: Partial<ChatMessage>): ChatMessage => ({
  id: crypto.randomUUID(),
  clientMessageId: null,
  content: 'x',
  role: 'user',
  timestamp: '2026-11-21T10:00:00.000Z',
  sessionId: 'S',
  personalityMode: 'gameOnTheLine',
  sportType: 'football',
  ...overrides,
});

describe('the chat store', () => {
  it('reads unknown sports and modes as the defaults, and the legacy quiz mode as quizMaster', () => {
    expect(readSport('cricket')).toBe('football');
    expect(readSport('golf')).toBe('golf');
    expect(readMode('quizMasterMorgan')).toBe('quizMaster');
    expect(readMode('nonsense')).toBe('gameOnTheLine');
  });

  it('merges server history into the exchange the page wrote, without duplicates', async () => {
    const { store } = freshStore();
    await store.beginExchange({
      sessionId: 'S',
      ownerKey: 'guest',
      clientMessageId: 'c1',
      content: 'Hi',
      mode: 'gameOnTheLine',
      sport: 'football',
      now: 1,
    });
    const user = server({ clientMessageId: 'c1', content: 'Hi' });
    const reply = server({ role: 'assistant', content: 'Hello', timestamp: '2026-11-21T10:00:01.000Z' });
    await store.completeExchange('c1', { userMessage: user, aiMessage: reply });
    await store.mergeHistory('S', [user, reply]);
    await store.mergeHistory('S', [user, reply]);
    const rows = await store.messagesOf('S');
    expect(rows.map((row) => [row.key, row.content, row.status])).toEqual([
      ['c1', 'Hi', 'complete'],
      [replyKey('c1'), 'Hello', 'complete'],
    ]);
  });

  it('does not overwrite a reply that is still streaming', async () => {
    const { store } = freshStore();
    await store.beginExchange({
      sessionId: 'S',
      ownerKey: 'guest',
      clientMessageId: 'c2',
      content: 'Q',
      mode: 'gameOnTheLine',
      sport: 'football',
      now: 1,
    });
    await store.mergeHistory('S', [
      server({ clientMessageId: 'c2', content: 'Q' }),
      server({ role: 'assistant', content: 'partial' }),
    ]);
    const rows = await store.messagesOf('S');
    expect(rows.find((row) => row.key === replyKey('c2'))?.status).toBe('streaming');
  });

  it('keeps prefs across store instances', async () => {
    const { database, store } = freshStore();
    await store.savePrefs({ sport: 'tennis', mode: 'personalTrainer', sessionId: 'abc' });
    expect(await createChatStore(database).loadPrefs()).toEqual({
      sport: 'tennis',
      mode: 'personalTrainer',
      sessionId: 'abc',
    });
  });
});
