import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage, SendMessageResponse } from '../../../shared/contract/messages';
import { createChatPrefs, readMode, readSport } from './chat-prefs';
import { PlaycallerDb, replyKey } from './database';
import { createExchangeStore, sendBodyOf, type ExchangeStart } from './exchange-store';

const databases: PlaycallerDb[] = [];
function freshStore() {
  const database = new PlaycallerDb(`test-${crypto.randomUUID()}`);
  databases.push(database);
  return { database, store: createExchangeStore(database) };
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

const start = (clientMessageId: string, content = 'Hi'): ExchangeStart => ({
  sessionId: 'S',
  ownerKey: 'guest',
  clientMessageId,
  content,
  mode: 'gameOnTheLine',
  sport: 'football',
  now: 1,
});

const exchange = (clientMessageId: string, answer: string): Pick<SendMessageResponse, 'userMessage' | 'aiMessage'> => ({
  userMessage: server({ clientMessageId, content: 'Hi' }),
  aiMessage: server({ role: 'assistant', content: answer, timestamp: '2026-11-21T10:00:01.000Z' }),
});

const rowsOf = async (store: ReturnType<typeof createExchangeStore>) =>
  (await store.messagesOf('S')).map((row) => [row.key, row.content, row.status]);

describe('the exchange store', () => {
  it('reads unknown sports and modes as the defaults, and the legacy quiz mode as quizMaster', () => {
    expect(readSport('cricket')).toBe('football');
    expect(readSport('golf')).toBe('golf');
    expect(readMode('quizMasterMorgan')).toBe('quizMaster');
    expect(readMode('nonsense')).toBe('gameOnTheLine');
  });

  it('begins an exchange with the message, an empty streaming reply and the chat in its owner’s list', async () => {
    const { database, store } = freshStore();
    await store.begin(start('c0', '  How   do I\nblitz?  '));
    expect(await rowsOf(store)).toEqual([
      ['c0', '  How   do I\nblitz?  ', 'sending'],
      [replyKey('c0'), '', 'streaming'],
    ]);
    expect(await database.sessions.get('S')).toMatchObject({ ownerKey: 'guest', title: 'How do I blitz?' });
  });

  it('completes an exchange with the server’s rows and forgets its outbox entry', async () => {
    const { database, store } = freshStore();
    await store.begin(start('c1'));
    await store.queue(
      sendBodyOf({ ...start('c1'), clientMessageId: 'c1' }, { token: 't', fingerprint: () => '' }),
      't',
      1,
    );
    const result = exchange('c1', 'Hello');
    await store.complete('c1', result);
    expect(await rowsOf(store)).toEqual([
      ['c1', 'Hi', 'complete'],
      [replyKey('c1'), 'Hello', 'complete'],
    ]);
    expect(await database.messages.get('c1')).toMatchObject({ serverId: result.userMessage.id, clientMessageId: 'c1' });
    expect(await database.outbox.count()).toBe(0);
  });

  it('merges server history into the exchange the page wrote, without duplicates', async () => {
    const { store } = freshStore();
    await store.begin(start('c1'));
    const { userMessage, aiMessage } = exchange('c1', 'Hello');
    await store.complete('c1', { userMessage, aiMessage });
    await store.merge([userMessage, aiMessage]);
    await store.merge([userMessage, aiMessage]);
    expect(await rowsOf(store)).toEqual([
      ['c1', 'Hi', 'complete'],
      [replyKey('c1'), 'Hello', 'complete'],
    ]);
  });

  it('does not overwrite a reply that is still streaming', async () => {
    const { store } = freshStore();
    await store.begin(start('c2', 'Q'));
    await store.merge([
      server({ clientMessageId: 'c2', content: 'Q' }),
      server({ role: 'assistant', content: 'partial' }),
    ]);
    expect((await store.messagesOf('S')).find((row) => row.key === replyKey('c2'))?.status).toBe('streaming');
  });

  it('appends what streamed before Stop, and keeps a stopped bubble (for Retry) when nothing had', async () => {
    const { store } = freshStore();
    await store.begin(start('kept'));
    await store.append('kept', 'Half an answer');
    await store.begin({ ...start('empty'), now: 5 });
    await store.append('empty', '  ');
    expect(await rowsOf(store)).toEqual([
      ['kept', 'Hi', 'complete'],
      [replyKey('kept'), 'Half an answer', 'complete'],
      ['empty', 'Hi', 'complete'],
      [replyKey('empty'), '', 'failed'],
    ]);
    expect((await store.messagesOf('S')).find((row) => row.key === replyKey('empty'))?.stopped).toBe(true);
  });

  it('keeps a reply stopped before its first word stopped when a history read before the Stop answers after it', async () => {
    const { store } = freshStore();
    await store.begin(start('early'));
    await store.append('early', '');
    await store.merge([
      server({ clientMessageId: 'early', content: 'Hi' }),
      server({ role: 'assistant', content: 'The whole reply the server had stored' }),
    ]);
    const reply = (await store.messagesOf('S')).find((row) => row.key === replyKey('early'));
    expect([reply?.status, reply?.content]).toEqual(['failed', '']);
  });

  it('discards a refused exchange completely', async () => {
    const { store } = freshStore();
    await store.begin(start('c3'));
    await store.discard('c3');
    expect(await rowsOf(store)).toEqual([]);
  });

  it('queues a message without its reply placeholder, and applies what the server said to it', async () => {
    const { database, store } = freshStore();
    const viewer = { token: null, fingerprint: () => 'fp' };
    for (const [index, id] of ['a', 'b', 'c'].entries()) {
      await store.begin({ ...start(id), now: index * 10 });
      await store.queue(sendBodyOf({ ...start(id), clientMessageId: id }, viewer), null, index);
    }
    expect(await rowsOf(store)).toEqual([
      ['a', 'Hi', 'queued'],
      ['b', 'Hi', 'queued'],
      ['c', 'Hi', 'queued'],
    ]);

    const first = await store.claimNext(100);
    expect(first?.clientMessageId).toBe('a');
    expect(first?.body).toMatchObject({ clientMessageId: 'a', browserFingerprint: 'fp' });
    // Leased: nobody else takes it, and the order holds behind it.
    expect(await store.claimNext(100)).toBeNull();
    await store.applyServerResult('a', { kind: 'retry' });
    expect((await store.claimNext(100))?.clientMessageId).toBe('a');
    await store.applyServerResult('a', { kind: 'stored', result: exchange('a', 'Answer a') as SendMessageResponse });
    expect((await database.messages.get(replyKey('a')))?.content).toBe('Answer a');

    await store.claimNext(100);
    await store.applyServerResult('b', { kind: 'refused' });
    expect((await database.messages.get('b'))?.status).toBe('failed');

    await store.claimNext(100);
    await store.applyServerResult('c', { kind: 'auth' });
    expect(await store.claimNext(100)).toBeNull();
    await store.reauthorize('token');
    // A visitor's entry (no token) is not a sign-in's to carry: it stays where it is.
    expect(await store.claimNext(100)).toBeNull();
    expect(await store.queuedCount()).toBe(1);
  });

  it('deletes a chat with all its messages and leaves other chats alone', async () => {
    const { database, store } = freshStore();
    await store.begin(start('c4'));
    await store.begin({ ...start('other'), sessionId: 'T' });
    await store.deleteChat('S');
    expect(await database.sessions.get('S')).toBeUndefined();
    expect(await rowsOf(store)).toEqual([]);
    expect(await store.messagesOf('T')).toHaveLength(2);
  });

  it('keeps prefs across store instances', async () => {
    const { database } = freshStore();
    await createChatPrefs(database).save({ sport: 'tennis', mode: 'personalTrainer', sessionId: 'abc' });
    expect(await createChatPrefs(database).load()).toEqual({
      sport: 'tennis',
      mode: 'personalTrainer',
      sessionId: 'abc',
    });
  });
});
