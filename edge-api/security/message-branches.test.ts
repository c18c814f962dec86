import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SendMessageResponseSchema } from '../../shared/contract/messages';
import { chatSessions, messages } from '../db/schema';
import { chatMessage as message, fingerprint, usageOf } from '../test/chat-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

const rowsIn = async (t: TestApp, sessionId: string) =>
  (
    await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.sessionId, sessionId))
  )[0]!.n;

describe('regenerate, continue and edit reach only the sender’s own chat', () => {
  const db = useTestDb();

  it("refuses another account's chat, and another chat's message in one's own, storing and counting nothing", async () => {
    const t = await buildTestApp(db.current);
    const victim = await signUp(t);
    const intruder = await signUp(t);
    const theirs = SendMessageResponseSchema.parse(
      (await t.json('/api/messages', { body: message(), token: victim.token })).body,
    );
    const mine = SendMessageResponseSchema.parse(
      (await t.json('/api/messages', { body: message(), token: intruder.token })).body,
    );
    const theirSession = theirs.userMessage.sessionId;
    const attempts = [
      { body: message({ sessionId: theirSession, replyTo: theirs.userMessage.id }), status: 403 },
      { body: message({ sessionId: theirSession, replyTo: theirs.userMessage.id, partial: 'Go on' }), status: 403 },
      { body: message({ sessionId: theirSession, parentId: theirs.aiMessage.id }), status: 403 },
      { body: message({ sessionId: theirSession, parentId: null }), status: 403 },
      // Their message named from the intruder's own chat is simply not there.
      { body: message({ sessionId: mine.userMessage.sessionId, replyTo: theirs.userMessage.id }), status: 404 },
      { body: message({ sessionId: mine.userMessage.sessionId, parentId: theirs.aiMessage.id }), status: 404 },
      // A reply cannot be answered again; only a user message can.
      { body: message({ sessionId: mine.userMessage.sessionId, replyTo: mine.aiMessage.id }), status: 404 },
      { body: message({ sessionId: mine.userMessage.sessionId, replyTo: crypto.randomUUID() }), status: 404 },
    ];
    for (const attempt of attempts) {
      const response = await t.json('/api/messages', { body: attempt.body, token: intruder.token });
      expect(response.status, JSON.stringify(attempt.body)).toBe(attempt.status);
    }
    expect(await rowsIn(t, theirSession)).toBe(2);
    expect(await rowsIn(t, mine.userMessage.sessionId)).toBe(2);
    expect(await usageOf(t.deps.db, `user:${intruder.user.id}`, 'month:2026-11')).toBe(1);
    expect(await usageOf(t.deps.db, `user:${victim.user.id}`, 'month:2026-11')).toBe(1);
  });

  it("keeps a visitor's chat to the fingerprint that wrote it", async () => {
    const t = await buildTestApp(db.current);
    const owner = fingerprint();
    const sent = SendMessageResponseSchema.parse(
      (await t.json('/api/messages', { body: message({ browserFingerprint: owner }) })).body,
    );
    const { sessionId, id } = sent.userMessage;
    const stranger = fingerprint();
    const regenerate = await t.json('/api/messages', {
      body: message({ sessionId, replyTo: id, browserFingerprint: stranger }),
    });
    expect(regenerate.status).toBe(403);
    const signedIn = await signUp(t);
    const asAccount = await t.json('/api/messages', {
      body: message({ sessionId, replyTo: id }),
      token: signedIn.token,
    });
    expect(asAccount.status).toBe(403);
    expect(await rowsIn(t, sessionId)).toBe(2);
    const own = await t.json('/api/messages', { body: message({ sessionId, replyTo: id, browserFingerprint: owner }) });
    expect(own.status).toBe(200);
  });

  it('leaves a chat deleted on another device deleted when a regenerate or an edit names its messages', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const sent = SendMessageResponseSchema.parse((await t.json('/api/messages', { body: message(), token })).body);
    const { sessionId, id } = sent.userMessage;
    expect((await t.json(`/api/chat-sessions/${sessionId}`, { method: 'DELETE', token })).status).toBe(200);
    const late = [
      message({ sessionId, replyTo: id }),
      message({ sessionId, replyTo: id, partial: 'Cover 2 is' }),
      message({ sessionId, parentId: sent.aiMessage.id }),
    ];
    for (const body of late) expect((await t.json('/api/messages', { body, token })).status).toBe(404);
    const [chat] = await t.deps.db.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId));
    expect(chat?.deletedAt).not.toBeNull();
    expect(await rowsIn(t, sessionId)).toBe(0);
  });

  it('answers malformed branch fields with 400 and the issues, storing nothing', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const sent = SendMessageResponseSchema.parse((await t.json('/api/messages', { body: message(), token })).body);
    const { sessionId, id } = sent.userMessage;
    const bad = [
      { ...message({ sessionId }), replyTo: 'not-a-uuid' },
      { ...message({ sessionId }), parentId: 42 },
      { ...message({ sessionId }), parentId: '' },
      // The text so far only makes sense when a reply is being made again.
      message({ sessionId, partial: 'So far' }),
      message({ sessionId, replyTo: id, partial: '' }),
      message({ sessionId, replyTo: id, partial: 'a\u0000b' }),
      message({ sessionId, replyTo: id, parentId: sent.aiMessage.id }),
    ];
    for (const body of bad) {
      const response = await t.json('/api/messages', { body, token });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ message: expect.any(String), issues: expect.any(Array) });
    }
    expect(await rowsIn(t, sessionId)).toBe(2);
  });
});
