import { describe, expect, it } from 'vitest';
import { FeedbackSchema, FeedbackSummarySchema, type FeedbackSummary } from '../../shared/contract/feedback';
import { FINGERPRINT_HEADER } from '../../shared/contract/headers';
import { SendMessageResponseSchema } from '../../shared/contract/messages';
import { SyncPageSchema } from '../../shared/contract/sync';
import { loadConfig } from '../config';
import { FEEDBACK_COPY } from '../services/feedback.service';
import { chatMessage, fingerprint } from '../test/chat-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

// A reply's feedback is its author's alone: only the person the reply answered rates it, nobody
// else reads it (sync carries only the caller's own), and every reply that is not the caller's
// answers exactly as an id that never existed. The summary is counts only, for the operator only.

const db = useTestDb();

const OPERATOR_TOKEN = 'operator-summary-token-0123456789-abcdefghij';
const withSummary = { env: { FEEDBACK_SUMMARY_TOKEN: OPERATOR_TOKEN } };

const readSummary = (t: TestApp, headers: Record<string, string> = {}, token?: string) =>
  t.json('/api/feedback/summary', { headers, token });
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

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

async function summary(t: TestApp): Promise<FeedbackSummary> {
  const answer = await readSummary(t, operator);
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
    const t = await buildTestApp(db.current, withSummary);
    const owner = await signUp(t);
    const before = await summary(t);
    const tactical = await replyFor(t, owner.token);
    const golf = await replyFor(
      t,
      owner.token,
      undefined,
      chatMessage({ personalityMode: 'comprehensiveCoach', sportType: 'golf', content: 'How do I fix a slice?' }),
    );
    await put(t, tactical.aiMessage.id, { rating: 'up' }, owner.token);
    await put(t, golf.aiMessage.id, { rating: 'down', reason: 'wrong', text: `private ${owner.email}` }, owner.token);
    const after = await summary(t);
    expect(after.total).toEqual({ up: before.total.up + 1, down: before.total.down + 1 });
    expect(after.byMode.gameOnTheLine.up).toBe(before.byMode.gameOnTheLine.up + 1);
    expect(after.byMode.comprehensiveCoach.down).toBe(before.byMode.comprehensiveCoach.down + 1);
    expect(after.bySport.golf.down).toBe(before.bySport.golf.down + 1);
    expect(after.byReason.wrong).toBe(before.byReason.wrong + 1);
    const text = JSON.stringify(await readSummary(t, operator));
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain(golf.aiMessage.id);

    // A taken-back rating no longer counts.
    await put(t, golf.aiMessage.id, { rating: null }, owner.token);
    expect((await summary(t)).total.down).toBe(before.total.down);
  });

  it('serves the summary to the operator token alone, never to a user’s session', async () => {
    const t = await buildTestApp(db.current, withSummary);
    const user = await signUp(t);
    const refusals: [string, Record<string, string>, string?][] = [
      ['no credentials', {}],
      ['a signed-in user’s session', {}, user.token],
      ['a user’s session sent as the bearer', { authorization: `Bearer ${user.token}` }],
      ['a wrong token of the same length', { authorization: `Bearer ${'x'.repeat(OPERATOR_TOKEN.length)}` }],
      ['the token with one character more', { authorization: `Bearer ${OPERATOR_TOKEN}x` }],
      ['the token without its last character', { authorization: `Bearer ${OPERATOR_TOKEN.slice(0, -1)}` }],
      ['the token under another scheme', { authorization: `Basic ${OPERATOR_TOKEN}` }],
      ['the scheme alone', { authorization: 'Bearer' }],
      ['the token in the session header', { 'x-auth-token': OPERATOR_TOKEN }],
    ];
    for (const [what, headers, token] of refusals) {
      const answer = await readSummary(t, headers, token);
      expect(answer.status, what).toBe(401);
      expect(answer.body, what).toEqual({ message: FEEDBACK_COPY.operatorOnly });
      expect(answer.headers.get('www-authenticate'), what).toBe('Bearer');
    }
    // The scheme is case-insensitive (RFC 9110); the token is not.
    expect((await readSummary(t, { authorization: `bearer ${OPERATOR_TOKEN}` })).status).toBe(200);
    expect((await readSummary(t, { authorization: `Bearer ${OPERATOR_TOKEN.toUpperCase()}` })).status).toBe(401);
    const answer = await readSummary(t, operator);
    expect(answer.status).toBe(200);
    FeedbackSummarySchema.parse(answer.body);
  });

  it('serves no summary without a configured token, on a dev stack too, whoever asks', async () => {
    const t = await buildTestApp(db.current);
    const user = await signUp(t);
    for (const [headers, token] of [
      [{}, user.token],
      [operator, undefined],
      [operator, user.token],
    ] as const) {
      const off = await readSummary(t, headers, token);
      expect(off.status).toBe(404);
      expect(JSON.stringify(off.body)).not.toContain('total');
    }
  });

  it('refuses an operator token too short or with spaces at start-up', () => {
    expect(() => loadConfig({ FEEDBACK_SUMMARY_TOKEN: 'short' })).toThrow(
      /^Invalid configuration: FEEDBACK_SUMMARY_TOKEN must be at least 32 characters/,
    );
    expect(() => loadConfig({ FEEDBACK_SUMMARY_TOKEN: `${OPERATOR_TOKEN} ${OPERATOR_TOKEN}` })).toThrow(
      /FEEDBACK_SUMMARY_TOKEN must not contain spaces/,
    );
    expect(loadConfig({ FEEDBACK_SUMMARY_TOKEN: OPERATOR_TOKEN }).FEEDBACK_SUMMARY_TOKEN).toBe(OPERATOR_TOKEN);
  });
});
