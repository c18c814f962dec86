import { describe, expect, it } from 'vitest';
import { FeedbackSchema, FeedbackSummarySchema, type FeedbackSummary } from '../../shared/contract/feedback';
import { FINGERPRINT_HEADER } from '../../shared/contract/headers';
import { SendMessageResponseSchema } from '../../shared/contract/messages';
import { SyncPageSchema } from '../../shared/contract/sync';
import { FEEDBACK_COPY } from '../services/feedback.service';
import { chatMessage, fingerprint } from '../test/chat-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

// A reply's feedback is its author's alone: only the person the reply answered rates it, nobody
// else reads it (sync carries only the caller's own), and every reply that is not the caller's
// answers exactly as an id that never existed. The summary is counts only, and only where enabled.

const db = useTestDb();

async function replyFor(t: TestApp, token?: string, headers?: Record<string, string>, body = chatMessage()) {
  const answer = await t.json('/api/messages', { token, body, headers });
  expect(answer.status).toBe(200);
  return SendMessageResponseSchema.parse(answer.body);
}

const put = (t: TestApp, messageId: string, body: unknown, token?: string, headers?: Record<string, string>) =>
  t.json(`/api/messages/${messageId}/feedback`, { method: 'PUT', token, body, headers });

async function syncedFeedback(t: TestApp, token: string) {
  const answer = await t.json('/api/sync', { token });
  expect(answer.status).toBe(200);
  return SyncPageSchema.parse(answer.body).feedback;
}

async function summary(t: TestApp, token: string): Promise<FeedbackSummary> {
  const answer = await t.json('/api/feedback/summary', { token });
  expect(answer.status).toBe(200);
  return FeedbackSummarySchema.parse(answer.body);
}

describe('reply feedback access', () => {
  it('lets the reply author rate, change and take back a rating, and their other devices see each', async () => {
    const t = await buildTestApp(db.current);
    const owner = await signUp(t);
    const sent = await replyFor(t, owner.token);

    const up = await put(t, sent.aiMessage.id, { rating: 'up' }, owner.token);
    expect(up.status).toBe(200);
    expect(FeedbackSchema.parse(up.body)).toMatchObject({ messageId: sent.aiMessage.id, rating: 'up', reason: null });

    t.clock.advance(1_000);
    const down = await put(
      t,
      sent.aiMessage.id,
      { rating: 'down', reason: 'too_long', text: 'Shorter please' },
      owner.token,
    );
    expect(FeedbackSchema.parse(down.body)).toMatchObject({
      rating: 'down',
      reason: 'too_long',
      text: 'Shorter please',
    });
    expect(await syncedFeedback(t, owner.token)).toEqual([FeedbackSchema.parse(down.body)]);

    // A cursor saved before feedback was synced reads it from the start.
    const older = btoa(JSON.stringify({ s: [0, ''], m: [0, ''], p: [0, ''] }));
    const page = SyncPageSchema.parse((await t.json(`/api/sync?since=${older}`, { token: owner.token })).body);
    expect(page.feedback.map((each) => each.rating)).toEqual(['down']);

    t.clock.advance(1_000);
    const removed = await put(t, sent.aiMessage.id, { rating: null }, owner.token);
    expect(FeedbackSchema.parse(removed.body)).toMatchObject({ rating: null, reason: null, text: null });
    // Taking it back reaches the other devices as a tombstone, not as silence.
    expect((await syncedFeedback(t, owner.token)).map((each) => each.rating)).toEqual([null]);
  });

  it('answers 404 for any reply that is not the caller’s, and leaves its rating as it was', async () => {
    const t = await buildTestApp(db.current);
    const owner = await signUp(t);
    const other = await signUp(t);
    const sent = await replyFor(t, owner.token);
    expect((await put(t, sent.aiMessage.id, { rating: 'up' }, owner.token)).status).toBe(200);

    const unknown = await put(t, crypto.randomUUID(), { rating: 'down' }, other.token);
    expect(unknown).toMatchObject({ status: 404, body: { message: FEEDBACK_COPY.noReply } });
    const someoneElses = await put(t, sent.aiMessage.id, { rating: 'down', reason: 'unsafe' }, other.token);
    // Indistinguishable from an id that never existed.
    expect(someoneElses.status).toBe(404);
    expect(someoneElses.body).toEqual(unknown.body);
    const takeBack = await put(t, sent.aiMessage.id, { rating: null }, other.token);
    expect(takeBack.status).toBe(404);

    // The caller's own question is not a reply: nothing to rate.
    expect((await put(t, sent.userMessage.id, { rating: 'up' }, owner.token)).status).toBe(404);

    // Nothing of the owner's reaches the other user's devices, and the owner's rating stands.
    expect(await syncedFeedback(t, other.token)).toEqual([]);
    expect((await syncedFeedback(t, owner.token)).map((each) => [each.messageId, each.rating])).toEqual([
      [sent.aiMessage.id, 'up'],
    ]);
  });

  it('refuses signed-out callers, including the visitor whose reply it is', async () => {
    const t = await buildTestApp(db.current);
    const visitor = fingerprint();
    const sent = await replyFor(t, undefined, undefined, chatMessage({ browserFingerprint: visitor }));
    const asVisitor = await put(t, sent.aiMessage.id, { rating: 'up' }, undefined, { [FINGERPRINT_HEADER]: visitor });
    expect(asVisitor.status).toBe(401);
    // A signed-in stranger gets the not-found answer for the visitor's reply.
    const stranger = await signUp(t);
    expect((await put(t, sent.aiMessage.id, { rating: 'up' }, stranger.token)).status).toBe(404);
    expect((await t.json('/api/sync', { token: stranger.token })).body).toMatchObject({ feedback: [] });
  });

  it('counts standing ratings in the summary by mode, sport and reason, without any id or text', async () => {
    const t = await buildTestApp(db.current);
    const owner = await signUp(t);
    const before = await summary(t, owner.token);
    const tactical = await replyFor(t, owner.token);
    const golf = await replyFor(
      t,
      owner.token,
      undefined,
      chatMessage({ personalityMode: 'comprehensiveCoach', sportType: 'golf', content: 'How do I fix a slice?' }),
    );
    await put(t, tactical.aiMessage.id, { rating: 'up' }, owner.token);
    await put(t, golf.aiMessage.id, { rating: 'down', reason: 'wrong', text: `private ${owner.email}` }, owner.token);
    const after = await summary(t, owner.token);
    expect(after.total).toEqual({ up: before.total.up + 1, down: before.total.down + 1 });
    expect(after.byMode.gameOnTheLine.up).toBe(before.byMode.gameOnTheLine.up + 1);
    expect(after.byMode.comprehensiveCoach.down).toBe(before.byMode.comprehensiveCoach.down + 1);
    expect(after.bySport.golf.down).toBe(before.bySport.golf.down + 1);
    expect(after.byReason.wrong).toBe(before.byReason.wrong + 1);
    const text = JSON.stringify(await t.json('/api/feedback/summary', { token: owner.token }));
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain(golf.aiMessage.id);

    // A taken-back rating no longer counts.
    await put(t, golf.aiMessage.id, { rating: null }, owner.token);
    expect((await summary(t, owner.token)).total.down).toBe(before.total.down);

    expect((await t.json('/api/feedback/summary')).status).toBe(401);
  });

  it('serves no summary where neither dev providers nor FEEDBACK_SUMMARY turn it on', async () => {
    const realProviders = {
      MAIL_PROVIDER: 'resend',
      RESEND_API_KEY: 'test-key',
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_PLUS: 'price_plus',
      STRIPE_PRICE_PREMIUM: 'price_premium',
    };
    // Signed in through a dev app over the same database: the other apps send no mail to read.
    const { token: user } = await signUp(await buildTestApp(db.current));
    const t = await buildTestApp(db.current, { env: realProviders });
    const off = await t.json('/api/feedback/summary', { token: user });
    expect(off.status).toBe(404);
    expect(JSON.stringify(off.body)).not.toContain('total');

    const on = await buildTestApp(db.current, { env: { ...realProviders, FEEDBACK_SUMMARY: '1' } });
    const answer = await on.json('/api/feedback/summary', { token: user });
    expect(answer.status).toBe(200);
    FeedbackSummarySchema.parse(answer.body);
  });
});
