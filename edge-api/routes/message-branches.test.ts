import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MessageListSchema, SendMessageResponseSchema, type SendMessageResponse } from '../../shared/contract/messages';
import { messages } from '../db/schema';
import { CoachError, type CoachProvider, type CoachRequest } from '../providers/coach/coach-provider';
import { chatMessage as message, id21, setUsage, usageOf } from '../test/chat-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

/** A coach whose every reply is numbered, and which keeps every request it was given. */
function numberingCoach() {
  const requests: CoachRequest[] = [];
  const provider: CoachProvider = {
    name: 'builtin',
    async *reply(request) {
      requests.push(request);
      yield request.partial ? ` and more ${requests.length}` : `reply ${requests.length}`;
    },
    quizQuestion: () => Promise.reject(new CoachError('unavailable', 'not asked')),
  };
  return { provider, requests };
}

const failingCoach: CoachProvider = {
  name: 'builtin',
  // eslint-disable-next-line require-yield
  async *reply() {
    throw new CoachError('unavailable', 'down');
  },
  quizQuestion: () => Promise.reject(new CoachError('unavailable', 'down')),
};

async function send(t: TestApp, body: ReturnType<typeof message>, token: string): Promise<SendMessageResponse> {
  // Each send a second later, so versions are ordered as they were made.
  t.clock.advance(1000);
  const response = await t.json('/api/messages', { body, token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return SendMessageResponseSchema.parse(response.body);
}

const userRows = (t: TestApp, sessionId: string) =>
  t.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.sessionId, sessionId), eq(messages.role, 'user')));

describe('regenerate, continue and edit', () => {
  const db = useTestDb();

  it('regenerates a reply as a new version of the same question, charged once per clientMessageId', async () => {
    const coach = numberingCoach();
    const t = await buildTestApp(db.current, { deps: { coach: coach.provider } });
    const { token, user } = await signUp(t);
    const firstBody = message();
    const first = await send(t, firstBody, token);
    const again = message({ sessionId: first.userMessage.sessionId, replyTo: first.userMessage.id });
    const second = await send(t, again, token);

    expect(second.userMessage.id).toBe(first.userMessage.id);
    expect(second.aiMessage.id).not.toBe(first.aiMessage.id);
    expect(second.aiMessage).toMatchObject({ content: 'reply 2', parentId: first.userMessage.id });
    expect(first.aiMessage.parentId).toBe(first.userMessage.id);
    expect((await userRows(t, first.userMessage.sessionId))[0]!.n).toBe(1);
    expect(await usageOf(t.deps.db, `user:${user.id}`, 'month:2026-11')).toBe(2);
    // The regenerated question is asked with the history before it, not its own earlier reply.
    expect(coach.requests[1]).toMatchObject({ message: first.userMessage.content, history: [] });

    // A replay answers the stored version and spends nothing; the first send's replay keeps its own reply.
    const replayed = await send(t, again, token);
    expect(replayed.aiMessage.id).toBe(second.aiMessage.id);
    const original = await send(t, firstBody, token);
    expect(original.aiMessage.id).toBe(first.aiMessage.id);
    expect(await usageOf(t.deps.db, `user:${user.id}`, 'month:2026-11')).toBe(2);

    const history = MessageListSchema.parse(
      (await t.json(`/api/messages/${first.userMessage.sessionId}`, { token })).body,
    );
    expect(history.map((row) => [row.role, row.content])).toEqual([
      ['user', first.userMessage.content],
      ['assistant', 'reply 1'],
      ['assistant', 'reply 2'],
    ]);
  });

  it('gives the coach the branch of the version the send follows, and an edit the history before it', async () => {
    const coach = numberingCoach();
    const t = await buildTestApp(db.current, { deps: { coach: coach.provider } });
    const { token } = await signUp(t);
    const sessionId = id21();
    const first = await send(t, message({ sessionId, content: 'Question one' }), token);
    const regenerated = await send(t, message({ sessionId, replyTo: first.userMessage.id }), token);

    const onFirst = await send(t, message({ sessionId, content: 'Follow-up', parentId: first.aiMessage.id }), token);
    expect(onFirst.userMessage.parentId).toBe(first.aiMessage.id);
    expect(coach.requests.at(-1)!.history).toEqual([
      { role: 'user', content: 'Question one' },
      { role: 'assistant', content: 'reply 1' },
    ]);
    await send(t, message({ sessionId, content: 'Follow-up', parentId: regenerated.aiMessage.id }), token);
    expect(coach.requests.at(-1)!.history).toEqual([
      { role: 'user', content: 'Question one' },
      { role: 'assistant', content: 'reply 2' },
    ]);
    // Regenerating the follow-up on the first branch sees that branch, not the newest reply.
    await send(t, message({ sessionId, replyTo: onFirst.userMessage.id }), token);
    expect(coach.requests.at(-1)!.history.map((turn) => turn.content)).toEqual(['Question one', 'reply 1']);

    // Editing the first question: a sibling with no parent, answered with no history.
    const edited = await send(t, message({ sessionId, content: 'Question one, edited', parentId: null }), token);
    expect(edited.userMessage.parentId).toBeNull();
    expect(coach.requests.at(-1)!.history).toEqual([]);

    // A send naming no parent follows the chat's latest reply, as before branches.
    const plain = await send(t, message({ sessionId, content: 'Plain' }), token);
    expect(plain.userMessage.parentId).toBe(edited.aiMessage.id);
    expect(coach.requests.at(-1)!.history.map((turn) => turn.content)).toEqual([
      'Question one, edited',
      edited.aiMessage.content,
    ]);
  });

  it('continues a reply from its text so far, stored as a new version holding the whole text', async () => {
    const coach = numberingCoach();
    const t = await buildTestApp(db.current, { deps: { coach: coach.provider } });
    const { token, user } = await signUp(t);
    const first = await send(t, message({ content: 'Explain cover 3' }), token);
    const continued = await send(
      t,
      message({ sessionId: first.userMessage.sessionId, replyTo: first.userMessage.id, partial: 'Cover 3 is' }),
      token,
    );
    expect(continued.aiMessage).toMatchObject({ content: 'Cover 3 is and more 2', parentId: first.userMessage.id });
    expect(coach.requests[1]).toMatchObject({ message: 'Explain cover 3', partial: 'Cover 3 is', history: [] });
    expect(await usageOf(t.deps.db, `user:${user.id}`, 'month:2026-11')).toBe(2);
  });

  it('tells the coach which answer a regenerate or a continue is', async () => {
    const coach = numberingCoach();
    const t = await buildTestApp(db.current, { deps: { coach: coach.provider } });
    const { token } = await signUp(t);
    const first = await send(t, message(), token);
    const { sessionId, id } = first.userMessage;
    await send(t, message({ sessionId, replyTo: id }), token);
    await send(t, message({ sessionId, replyTo: id }), token);
    await send(t, message({ sessionId, replyTo: id, partial: 'reply 3' }), token);
    expect(coach.requests.map((request) => request.attempt)).toEqual([0, 1, 2, 3]);
  });

  it('keeps a regenerate that has nothing new to say, and gives its unit back', async () => {
    const coach: CoachProvider = {
      name: 'builtin',
      async *reply(request) {
        if (request.attempt) request.onNothingNew?.();
        yield request.attempt ? 'Nothing new' : 'The answer';
      },
      quizQuestion: () => Promise.reject(new CoachError('unavailable', 'not asked')),
    };
    const t = await buildTestApp(db.current, { deps: { coach } });
    const { token, user } = await signUp(t);
    const first = await send(t, message(), token);
    expect(first.quota.used).toBe(1);
    const again = await send(
      t,
      message({ sessionId: first.userMessage.sessionId, replyTo: first.userMessage.id }),
      token,
    );
    expect(again.aiMessage.content).toBe('Nothing new');
    expect(again.quota.used).toBe(1);
    expect(again.user?.messageCount).toBe(1);
    expect(await usageOf(t.deps.db, `user:${user.id}`, 'month:2026-11')).toBe(1);
  });

  it('gives the unit back when a regenerate fails, and the same clientMessageId can be retried', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    const first = await send(t, message(), token);
    const again = message({ sessionId: first.userMessage.sessionId, replyTo: first.userMessage.id });
    const down = await buildTestApp(db.current, { deps: { coach: failingCoach } });
    expect((await down.json('/api/messages', { body: again, token })).status).toBe(502);
    expect(await usageOf(t.deps.db, `user:${user.id}`, 'month:2026-11')).toBe(1);
    const listed = MessageListSchema.parse(
      (await t.json(`/api/messages/${first.userMessage.sessionId}`, { token })).body,
    );
    expect(listed).toHaveLength(2);

    const retried = await send(t, again, token);
    expect(retried.aiMessage.id).not.toBe(first.aiMessage.id);
    expect(await usageOf(t.deps.db, `user:${user.id}`, 'month:2026-11')).toBe(2);
  });

  it('refuses a regenerate and a continue at the limit with the limit body, and counts nothing', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    const first = await send(t, message(), token);
    await setUsage(t.deps.db, `user:${user.id}`, 'month:2026-11', 15);
    for (const extra of [{}, { partial: 'So far' }]) {
      const refused = await t.json('/api/messages', {
        body: message({ sessionId: first.userMessage.sessionId, replyTo: first.userMessage.id, ...extra }),
        token,
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ limitReached: true, limit: 15 });
    }
    expect(await usageOf(t.deps.db, `user:${user.id}`, 'month:2026-11')).toBe(15);
  });

  it('lets exactly the remaining allowance through when many regenerates and continues race', async () => {
    // A coach that always has something new: a waived regenerate would give its unit back.
    const t = await buildTestApp(db.current, { deps: { coach: numberingCoach().provider } });
    const { token, user } = await signUp(t);
    const first = await send(t, message(), token);
    await setUsage(t.deps.db, `user:${user.id}`, 'month:2026-11', 12);
    const { sessionId, id } = first.userMessage;
    const bodies = Array.from({ length: 24 }, (_, i) =>
      message({ sessionId, replyTo: id, ...(i % 2 ? { partial: 'Cover 2 is' } : {}) }),
    );
    // Every body twice: a replay of the same clientMessageId counts once.
    const results = await Promise.all([...bodies, ...bodies].map((body) => t.json('/api/messages', { body, token })));
    const answered = new Set(
      results
        .filter((result) => result.status === 200)
        .map((result) => SendMessageResponseSchema.parse(result.body).aiMessage.id),
    );
    expect(answered.size).toBe(3);
    expect(results.every((result) => [200, 403, 409].includes(result.status))).toBe(true);
    expect(await usageOf(t.deps.db, `user:${user.id}`, 'month:2026-11')).toBe(15);
    const listed = MessageListSchema.parse((await t.json(`/api/messages/${sessionId}`, { token })).body);
    expect(listed.filter((row) => row.role === 'assistant')).toHaveLength(4);
  });
});
