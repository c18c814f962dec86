import { describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER } from '../../shared/contract/headers';
import { SyncPageSchema, UpdatedChatSessionSchema } from '../../shared/contract/sync';
import { chatMessage, fingerprint } from '../test/chat-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

// Renaming and pinning a chat (PATCH /api/chat-sessions/:id) is for its owner alone: the signed-in
// user who holds it, or the visitor whose fingerprint wrote it while no account has claimed it.
// Everyone else gets the same 404 as for a chat that does not exist, and nothing changes.

async function chatOf(t: TestApp, owner: { token?: string; fingerprint?: string }, content = 'What is cover 2?') {
  const body = chatMessage({ content, ...(owner.fingerprint ? { browserFingerprint: owner.fingerprint } : {}) });
  const sent = await t.json('/api/messages', { token: owner.token, body });
  expect(sent.status).toBe(200);
  return body.sessionId;
}

async function sessionsOf(t: TestApp, token: string) {
  return SyncPageSchema.parse((await t.json('/api/sync', { token })).body).sessions;
}

describe('PATCH /api/chat-sessions/:sessionId', () => {
  const db = useTestDb();

  it('renames and pins for the owner, and the next sync carries it to other devices', async () => {
    const t = await buildTestApp(db.current);
    const owner = await signUp(t);
    const sessionId = await chatOf(t, owner);
    const before = (await sessionsOf(t, owner.token)).find((s) => s.sessionId === sessionId)!;
    expect(before.pinned).toBe(false);

    t.clock.advance(1_000);
    const renamed = await t.json(`/api/chat-sessions/${sessionId}`, {
      method: 'PATCH',
      token: owner.token,
      body: { title: '  Red zone plan  ', pinned: true },
    });
    expect(renamed.status).toBe(200);
    expect(UpdatedChatSessionSchema.parse(renamed.body)).toEqual({ sessionId, title: 'Red zone plan', pinned: true });

    const after = (await sessionsOf(t, owner.token)).find((s) => s.sessionId === sessionId)!;
    expect(after).toMatchObject({ title: 'Red zone plan', pinned: true, deleted: false });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));

    const unpinned = await t.json(`/api/chat-sessions/${sessionId}`, {
      method: 'PATCH',
      token: owner.token,
      body: { pinned: false },
    });
    expect(UpdatedChatSessionSchema.parse(unpinned.body)).toEqual({ sessionId, title: 'Red zone plan', pinned: false });
  });

  it('answers 404 to anyone but the owner and changes nothing', async () => {
    const t = await buildTestApp(db.current);
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const sessionId = await chatOf(t, owner);
    const visitorFp = fingerprint();
    const visitorChat = await chatOf(t, { fingerprint: visitorFp });

    const attempts: { label: string; token?: string; headers?: Record<string, string>; id: string }[] = [
      { label: 'another account', token: stranger.token, id: sessionId },
      { label: 'a visitor', headers: { [FINGERPRINT_HEADER]: visitorFp }, id: sessionId },
      { label: 'another visitor on a visitor chat', headers: { [FINGERPRINT_HEADER]: fingerprint() }, id: visitorChat },
      { label: 'an account on a visitor chat', token: stranger.token, id: visitorChat },
      { label: 'the owner on a chat that does not exist', token: owner.token, id: 'x'.repeat(21) },
    ];
    for (const attempt of attempts) {
      const answer = await t.json(`/api/chat-sessions/${attempt.id}`, {
        method: 'PATCH',
        token: attempt.token,
        headers: attempt.headers,
        body: { title: 'Taken over', pinned: true },
      });
      expect(answer.status, attempt.label).toBe(404);
      expect(JSON.stringify(answer.body), attempt.label).not.toContain('What is cover 2?');
    }
    const noOne = await t.json(`/api/chat-sessions/${sessionId}`, { method: 'PATCH', body: { pinned: true } });
    expect(noOne.status).toBe(401);

    const owned = (await sessionsOf(t, owner.token)).find((s) => s.sessionId === sessionId)!;
    expect(owned).toMatchObject({ title: 'What is cover 2?', pinned: false });
  });

  it('lets a visitor rename their own chat by fingerprint, and not once it is deleted', async () => {
    const t = await buildTestApp(db.current);
    const visitorFp = fingerprint();
    const sessionId = await chatOf(t, { fingerprint: visitorFp });
    const headers = { [FINGERPRINT_HEADER]: visitorFp };
    const renamed = await t.json(`/api/chat-sessions/${sessionId}`, {
      method: 'PATCH',
      headers,
      body: { title: 'Mine' },
    });
    expect(renamed.status).toBe(200);
    expect(UpdatedChatSessionSchema.parse(renamed.body).title).toBe('Mine');

    expect((await t.json(`/api/chat-sessions/${sessionId}`, { method: 'DELETE', headers })).status).toBe(200);
    const afterDelete = await t.json(`/api/chat-sessions/${sessionId}`, {
      method: 'PATCH',
      headers,
      body: { pinned: true },
    });
    expect(afterDelete.status).toBe(404);
  });

  it('refuses bad input with 400 { message, issues } and changes nothing', async () => {
    const t = await buildTestApp(db.current);
    const owner = await signUp(t);
    const sessionId = await chatOf(t, owner);
    const cases: { label: string; body: unknown; id?: string }[] = [
      { label: 'an empty body', body: {} },
      { label: 'a blank title', body: { title: '   ' } },
      { label: 'a title over 60 characters', body: { title: 'x'.repeat(61) } },
      { label: 'a NUL in the title', body: { title: 'Red\u0000zone' } },
      { label: 'a title that is not text', body: { title: 42 } },
      { label: 'pinned as text', body: { pinned: 'yes' } },
      { label: 'an unknown field', body: { pinned: true, userId: owner.user.id } },
      { label: 'an array', body: [{ pinned: true }] },
      { label: 'a malformed id', body: { pinned: true }, id: 'not an id' },
    ];
    for (const probe of cases) {
      const answer = await t.json(`/api/chat-sessions/${encodeURIComponent(probe.id ?? sessionId)}`, {
        method: 'PATCH',
        token: owner.token,
        body: probe.body,
      });
      expect(answer.status, probe.label).toBe(400);
      expect(answer.body, probe.label).toMatchObject({ message: expect.any(String), issues: expect.any(Array) });
    }
    const owned = (await sessionsOf(t, owner.token)).find((s) => s.sessionId === sessionId)!;
    expect(owned).toMatchObject({ title: 'What is cover 2?', pinned: false });
  });
});
