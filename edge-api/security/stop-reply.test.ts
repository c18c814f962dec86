import { describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER } from '../../shared/contract/headers';
import { MessageListSchema, SendMessageResponseSchema, StopReplyResponseSchema } from '../../shared/contract/messages';
import { chatMessage, fingerprint, usageOf } from '../test/chat-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

// POST /api/messages/stopped keeps of a reply what the stopping screen showed. It is for the author
// of the send alone (the signed-in user, or the visitor by fingerprint); anyone else finds nothing.

async function sendAs(t: TestApp, owner: { token?: string; fingerprint?: string }) {
  const body = chatMessage(owner.fingerprint ? { browserFingerprint: owner.fingerprint } : {});
  const sent = await t.json('/api/messages', { token: owner.token, body });
  expect(sent.status).toBe(200);
  return { body, result: SendMessageResponseSchema.parse(sent.body) };
}

const historyOf = async (t: TestApp, sessionId: string, token: string) =>
  MessageListSchema.parse((await t.json(`/api/messages/${sessionId}`, { token })).body);

describe('POST /api/messages/stopped', () => {
  const db = useTestDb();

  it('keeps exactly the start of the reply the screen showed', async () => {
    const t = await buildTestApp(db.current);
    const owner = await signUp(t);
    const { body, result } = await sendAs(t, owner);
    const shown = result.aiMessage.content.slice(0, 12);
    const stopped = await t.json('/api/messages/stopped', {
      token: owner.token,
      body: { clientMessageId: body.clientMessageId, content: shown },
    });
    expect(stopped.status).toBe(200);
    expect(StopReplyResponseSchema.parse(stopped.body).aiMessage).toMatchObject({ content: shown });
    const history = await historyOf(t, body.sessionId, owner.token);
    expect(history.map((message) => message.content)).toEqual([body.content, shown]);
  });

  it('stopped before the first word keeps no reply, gives the unit back, and Retry answers the send again', async () => {
    const t = await buildTestApp(db.current);
    const owner = await signUp(t);
    const { body } = await sendAs(t, owner);
    expect(await usageOf(t.deps.db, `user:${owner.user.id}`, 'month:2026-11')).toBe(1);
    const stopped = await t.json('/api/messages/stopped', {
      token: owner.token,
      body: { clientMessageId: body.clientMessageId, content: '' },
    });
    expect(StopReplyResponseSchema.parse(stopped.body)).toEqual({ aiMessage: null });
    expect(await historyOf(t, body.sessionId, owner.token)).toEqual([]);
    expect(await usageOf(t.deps.db, `user:${owner.user.id}`, 'month:2026-11')).toBe(0);

    const retried = await t.json('/api/messages', { token: owner.token, body });
    expect(retried.status).toBe(200);
    expect((await historyOf(t, body.sessionId, owner.token)).map((message) => message.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect(await usageOf(t.deps.db, `user:${owner.user.id}`, 'month:2026-11')).toBe(1);
  });

  it('is for the send’s author alone: another account or visitor finds nothing, and nothing changes', async () => {
    const t = await buildTestApp(db.current);
    const owner = await signUp(t);
    const visitor = fingerprint();
    const { body, result } = await sendAs(t, owner);
    const stranger = await signUp(t);
    const attempts = [
      t.json('/api/messages/stopped', {
        token: stranger.token,
        body: { clientMessageId: body.clientMessageId, content: '' },
      }),
      t.json('/api/messages/stopped', {
        headers: { [FINGERPRINT_HEADER]: visitor },
        body: { clientMessageId: body.clientMessageId, content: '' },
      }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    expect((await historyOf(t, body.sessionId, owner.token)).at(-1)?.content).toBe(result.aiMessage.content);

    // A visitor stops their own reply by fingerprint.
    const guest = await sendAs(t, { fingerprint: visitor });
    const own = await t.json('/api/messages/stopped', {
      headers: { [FINGERPRINT_HEADER]: visitor },
      body: { clientMessageId: guest.body.clientMessageId, content: guest.result.aiMessage.content.slice(0, 5) },
    });
    expect(own.status).toBe(200);
  });

  it('refuses bad input with 400 and the issues, and text the reply never said', async () => {
    const t = await buildTestApp(db.current);
    const owner = await signUp(t);
    const { body } = await sendAs(t, owner);
    for (const bad of [
      {},
      { clientMessageId: 'x', content: '' },
      { clientMessageId: body.clientMessageId },
      { clientMessageId: body.clientMessageId, content: 'a\u0000b' },
      { clientMessageId: body.clientMessageId, content: '', extra: true },
    ]) {
      const response = await t.json('/api/messages/stopped', { token: owner.token, body: bad });
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body).toMatchObject({ message: expect.any(String), issues: expect.any(Array) });
    }
    const invented = await t.json('/api/messages/stopped', {
      token: owner.token,
      body: { clientMessageId: body.clientMessageId, content: 'Something the coach never said' },
    });
    expect(invented.status).toBe(400);
    // Signed out with no fingerprint, nobody is named.
    const anonymous = await t.json('/api/messages/stopped', {
      body: { clientMessageId: body.clientMessageId, content: '' },
    });
    expect(anonymous.status).toBe(400);
  });
});
