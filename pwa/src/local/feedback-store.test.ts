import { afterEach, describe, expect, it } from 'vitest';
import type { Feedback } from '../../../shared/contract/feedback';
import { PlaycallerDb, type FeedbackOp } from './database';
import { createFeedbackStore, type FeedbackOpResult } from './feedback-store';

const databases: PlaycallerDb[] = [];
function freshStore() {
  const database = new PlaycallerDb(`feedback-${crypto.randomUUID()}`);
  databases.push(database);
  return { database, store: createFeedbackStore(database) };
}
afterEach(async () => {
  for (const database of databases.splice(0)) await database.delete();
});

const USER = 'user:u1';
const REPLY = '00000000-0000-4000-8000-000000000001';
const served = (op: FeedbackOp, updatedAt: string): Feedback => ({
  messageId: op.messageId,
  rating: op.body.rating,
  reason: op.body.reason ?? null,
  text: op.body.text ?? null,
  updatedAt,
});

describe('feedback store', () => {
  it('coalesces changes made offline into the latest one, sent once', async () => {
    const { store } = freshStore();
    await store.set(USER, REPLY, { rating: 'up' });
    await store.set(USER, REPLY, { rating: 'down' });
    await store.set(USER, REPLY, { rating: 'down', reason: 'too_long', text: 'Trim it' });
    expect(await store.get(REPLY)).toMatchObject({ rating: 'down', reason: 'too_long', text: 'Trim it' });

    const sent: FeedbackOp[] = [];
    const send = async (op: FeedbackOp): Promise<FeedbackOpResult> => {
      sent.push(op);
      return { kind: 'done', feedback: served(op, '2026-01-01T00:00:01.000Z') };
    };
    expect(await store.replay(USER, send)).toBe(1);
    expect(await store.replay(USER, send)).toBe(0);
    expect(sent.map((op) => op.body)).toEqual([{ rating: 'down', reason: 'too_long', text: 'Trim it' }]);
    expect(await store.pendingCount(USER)).toBe(0);
  });

  it('keeps a failed send for the next replay, and sends a change made while an older one was on the way right after it', async () => {
    const { store } = freshStore();
    await store.set(USER, REPLY, { rating: 'up' });
    expect(await store.replay(USER, async () => ({ kind: 'retry' }))).toBe(0);
    expect(await store.pendingCount(USER)).toBe(1);

    const sent: FeedbackOp[] = [];
    const replayed = await store.replay(USER, async (op) => {
      sent.push(op);
      // Taken back on this device while the thumbs up was being sent.
      if (op.body.rating === 'up') await store.set(USER, REPLY, { rating: null });
      return { kind: 'done', feedback: served(op, `2026-01-01T00:00:0${sent.length}.000Z`) };
    });
    expect(replayed).toBe(2);
    expect(sent.map((op) => op.body.rating)).toEqual(['up', null]);
    expect(await store.get(REPLY)).toBeUndefined();
    expect(await store.pendingCount(USER)).toBe(0);
  });

  it('applies another device’s ratings unless a change of ours waits, and ignores older copies', async () => {
    const { store } = freshStore();
    const at = (rating: Feedback['rating'], updatedAt: string): Feedback => ({
      messageId: REPLY,
      rating,
      reason: null,
      text: null,
      updatedAt,
    });
    await store.applyServer([at('up', '2026-01-01T00:00:02.000Z')], USER);
    expect(await store.get(REPLY)).toMatchObject({ rating: 'up' });
    await store.applyServer([at('down', '2026-01-01T00:00:01.000Z')], USER);
    expect((await store.get(REPLY))?.rating).toBe('up');
    await store.applyServer([at(null, '2026-01-01T00:00:03.000Z')], USER);
    expect(await store.get(REPLY)).toBeUndefined();

    await store.set(USER, REPLY, { rating: 'down' });
    await store.applyServer([at('up', '2026-01-01T00:00:04.000Z')], USER);
    expect((await store.get(REPLY))?.rating).toBe('down');
  });
});
