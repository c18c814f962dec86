import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage, SendMessageResponse } from '../../../shared/contract/messages';
import { replayOutbox } from '../features/outbox/outbox-replay';
import { branchOf } from '../features/chat/branches';
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
  parentId: null,
  ...overrides,
});

const start = (clientMessageId: string, extra: Partial<ExchangeStart> = {}): ExchangeStart => ({
  sessionId: 'S',
  ownerKey: 'guest',
  clientMessageId,
  content: 'What is cover 2?',
  mode: 'gameOnTheLine',
  sport: 'football',
  now: 1,
  ...extra,
});

const viewer = { token: 't', fingerprint: () => 'fp_abcdefghijklmnopqrstu' };
const shownOf = async (store: ReturnType<typeof createExchangeStore>) =>
  branchOf(await store.messagesOf('S')).shown.map((row) => [row.key, row.content]);

/** The question and its first reply, as the server stored them. */
async function firstExchange(store: ReturnType<typeof createExchangeStore>) {
  await store.begin(start('c1', { parentKey: null }));
  const question = server({ clientMessageId: 'c1', content: 'What is cover 2?' });
  const answer = server({
    role: 'assistant',
    content: 'First',
    timestamp: '2026-11-21T10:00:01.000Z',
    parentId: question.id,
  });
  await store.complete('c1', { userMessage: question, aiMessage: answer });
  return { question, answer };
}

describe('versions in the exchange store', () => {
  it('writes a regenerated reply beside the first, shows it, and shows the first again when picked', async () => {
    const { store } = freshStore();
    const { question } = await firstExchange(store);
    await store.begin(start('r1', { parentKey: 'c1', again: { replyTo: question.id }, now: 5 }));
    const second = server({
      role: 'assistant',
      clientMessageId: 'r1',
      content: 'Second',
      timestamp: '2026-11-21T10:00:02.000Z',
      parentId: question.id,
    });
    await store.complete('r1', { userMessage: question, aiMessage: second });

    // No second copy of the question; the new version is on screen.
    expect(await shownOf(store)).toEqual([
      ['c1', 'What is cover 2?'],
      [replyKey('r1'), 'Second'],
    ]);
    const { versions } = branchOf(await store.messagesOf('S'));
    expect(versions.get(replyKey('r1'))?.index).toBe(1);
    expect(versions.get(replyKey('r1'))?.siblings).toHaveLength(2);

    await store.showVersion(replyKey('c1'), [replyKey('c1'), replyKey('r1')], 10);
    expect((await shownOf(store)).at(-1)).toEqual([replyKey('c1'), 'First']);
  });

  it('queues a regenerate made offline under its own id and replays it once, with its question', async () => {
    const { store } = freshStore();
    const { question } = await firstExchange(store);
    const again = { replyTo: question.id, partial: 'Cover 2 is' };
    await store.begin(start('r2', { parentKey: 'c1', again, now: 5 }));
    const body = sendBodyOf({ ...start('r2'), ...{ clientMessageId: 'r2', again } }, viewer);
    expect(body).toMatchObject({ replyTo: question.id, partial: 'Cover 2 is', clientMessageId: 'r2' });
    expect(body).not.toHaveProperty('parentId');
    await store.queue(body, 't', 6);
    expect((await store.messagesOf('S')).find((row) => row.key === replyKey('r2'))?.status).toBe('queued');

    const sent: unknown[] = [];
    const result = await replayOutbox(async (entry) => {
      sent.push(entry.body);
      const reply = server({
        role: 'assistant',
        clientMessageId: 'r2',
        content: 'Cover 2 is two deep safeties',
        timestamp: '2026-11-21T10:00:03.000Z',
        parentId: question.id,
      });
      return {
        userMessage: question,
        aiMessage: reply,
        user: null,
        quota: { tier: 'free', used: 2, limit: 15, limitReached: false },
      } satisfies SendMessageResponse;
    }, store);
    expect(result).toEqual({ kind: 'done', sent: 1 });
    expect(sent).toEqual([body]);
    expect(await store.queuedCount()).toBe(0);
    expect(await shownOf(store)).toEqual([
      ['c1', 'What is cover 2?'],
      [replyKey('r2'), 'Cover 2 is two deep safeties'],
    ]);
  });

  it('rebuilds versions and branches from the server history of another device', async () => {
    const { store } = freshStore();
    const q1 = server({ clientMessageId: 'x1', content: 'Q1' });
    const a1 = server({ role: 'assistant', content: 'A1', parentId: q1.id, timestamp: '2026-11-21T10:00:01.000Z' });
    const a2 = server({
      role: 'assistant',
      clientMessageId: 'x2',
      content: 'A2',
      parentId: q1.id,
      timestamp: '2026-11-21T10:00:02.000Z',
    });
    const q2 = server({
      clientMessageId: 'x3',
      content: 'Q2 on A1',
      parentId: a1.id,
      timestamp: '2026-11-21T10:00:03.000Z',
    });
    const a3 = server({ role: 'assistant', content: 'A3', parentId: q2.id, timestamp: '2026-11-21T10:00:04.000Z' });
    await store.merge([q1, a1, a2, q2, a3]);
    // The newest version is the one shown, and A1's follow-up waits on A1's branch.
    expect((await shownOf(store)).map(([, content]) => content)).toEqual(['Q1', 'A2']);
    await store.showVersion(replyKey('x1'), [replyKey('x1'), replyKey('x2')], 10);
    expect((await shownOf(store)).map(([, content]) => content)).toEqual(['Q1', 'A1', 'Q2 on A1', 'A3']);
    // Merging the same history again keeps the pick, and that a reply was stopped.
    await store.append('x3', 'A3', q2.id);
    await store.merge([q1, a1, a2, q2, a3]);
    expect((await store.messagesOf('S')).find((row) => row.serverId === a3.id)?.stopped).toBe(true);
    expect((await shownOf(store)).map(([, content]) => content)).toEqual(['Q1', 'A1', 'Q2 on A1', 'A3']);
  });

  it('keeps a send the coach could not answer, message and reply both failed, for Retry', async () => {
    const { store } = freshStore();
    await store.begin(start('c9', { parentKey: null }));
    await store.fail('c9');
    const rows = (await store.messagesOf('S')).map((row) => [row.key, row.status]);
    expect(rows).toEqual([
      ['c9', 'failed'],
      [replyKey('c9'), 'failed'],
    ]);
  });

  it('keeps a failed regenerate with its text', async () => {
    const { store } = freshStore();
    const { question } = await firstExchange(store);
    await store.begin(start('r3', { parentKey: 'c1', again: { replyTo: question.id, partial: 'So far' }, now: 5 }));
    await store.fail('r3');
    const failed = (await store.messagesOf('S')).find((row) => row.key === replyKey('r3'));
    expect(failed).toMatchObject({ status: 'failed', content: 'So far', clientMessageId: 'r3' });
  });

  it('requeues a regenerate cut off by a reload with its question, as the page sent it', async () => {
    const { store } = freshStore();
    const { question } = await firstExchange(store);
    await store.begin(start('r3', { parentKey: 'c1', again: { replyTo: question.id, partial: 'Cover 2 is' }, now: 5 }));
    const [interrupted] = await store.interruptedSends('guest', 100);
    expect(interrupted).toMatchObject({ clientMessageId: 'r3', content: 'What is cover 2?' });
    expect(sendBodyOf({ ...interrupted!, clientMessageId: 'r3' }, viewer)).toMatchObject({
      content: 'What is cover 2?',
      replyTo: question.id,
      partial: 'Cover 2 is',
    });
  });

  it('leaves no version when a continue is stopped before the coach added anything', async () => {
    const { store } = freshStore();
    const { question } = await firstExchange(store);
    await store.begin(start('r4', { parentKey: 'c1', again: { replyTo: question.id, partial: 'First' }, now: 5 }));
    await store.append('r4', 'First');
    expect(await shownOf(store)).toEqual([
      ['c1', 'What is cover 2?'],
      [replyKey('c1'), 'First'],
    ]);
    expect(branchOf(await store.messagesOf('S')).versions.get(replyKey('c1'))).toBeUndefined();

    await store.begin(start('r5', { parentKey: 'c1', again: { replyTo: question.id, partial: 'First' }, now: 6 }));
    await store.append('r5', 'First, and more');
    expect((await shownOf(store)).at(-1)).toEqual([replyKey('r5'), 'First, and more']);
  });

  it('keeps a pinned chat pinned when a message is sent in it, and dates it by its newest message', async () => {
    const { database, store } = freshStore();
    await firstExchange(store);
    await database.sessions.update('S', { pinned: true });
    await store.begin(start('c2', { content: 'And cover 3?', now: 50 }));
    expect(await database.sessions.get('S')).toMatchObject({ pinned: true, activeAt: 50 });
    await store.merge([server({ content: 'From another device', timestamp: '2026-11-21T11:00:00.000Z' })]);
    expect((await database.sessions.get('S'))?.activeAt).toBe(Date.parse('2026-11-21T11:00:00.000Z'));
  });
});
