import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AnonymousCountSchema,
  MessageListSchema,
  SendMessageResponseSchema,
  StreamDeltaSchema,
  StreamMetaSchema,
} from '../../shared/contract/messages';
import { messages } from '../db/schema';
import { CoachError, type CoachProvider } from '../providers/coach/coach-provider';
import {
  chatMessage as message,
  fingerprint,
  id21,
  parseSse,
  setUsage as setUsageIn,
  usageOf,
} from '../test/chat-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';
import { AUTH_HEADER } from '../../shared/contract/headers';

const setUsage = (t: TestApp, subject: string, period: string, count: number) =>
  setUsageIn(t.deps.db, subject, period, count);
const usage = (t: TestApp, subject: string, period: string) => usageOf(t.deps.db, subject, period);

const failingCoach: CoachProvider = {
  name: 'builtin',
  // eslint-disable-next-line require-yield
  async *reply() {
    throw new CoachError('unavailable', 'down');
  },
  quizQuestion: () => Promise.reject(new CoachError('unavailable', 'down')),
};

/** A coach that talks until it is told to stop, recording whether it was. */
function talkingCoach() {
  const state = { stopped: false };
  const provider: CoachProvider = {
    name: 'builtin',
    async *reply({ signal }) {
      try {
        for (let piece = 0; piece < 2_000 && !signal?.aborted; piece++) {
          yield `word${piece} `;
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      } finally {
        state.stopped = Boolean(signal?.aborted);
      }
    },
    quizQuestion: () => Promise.reject(new CoachError('unavailable', 'not asked')),
  };
  return { provider, state };
}

const streamHeaders = { 'content-type': 'application/json', accept: 'text/event-stream' };

describe('chat messages', () => {
  const db = useTestDb();

  it('answers an anonymous visitor with the spec shape and stores both messages', async () => {
    const t = await buildTestApp(db.current);
    const fp = fingerprint();
    const body = message({ browserFingerprint: fp });
    const response = await t.json('/api/messages', { body });
    expect(response.status).toBe(200);
    const result = SendMessageResponseSchema.parse(response.body);
    expect(result.aiMessage.role).toBe('assistant');
    expect(result.aiMessage.content.toLowerCase()).toContain('cover 2');
    expect(result.user).toBeNull();
    expect(result.quota).toEqual({ tier: 'anonymous', used: 1, limit: 10, limitReached: false });

    const history = await t.json(`/api/messages/${body.sessionId}?fingerprint=${fp}`);
    expect(MessageListSchema.parse(history.body).map((m) => m.role)).toEqual(['user', 'assistant']);
    const stranger = await t.json(`/api/messages/${body.sessionId}?fingerprint=${fingerprint()}`);
    expect(stranger.body).toEqual([]);
    const noFingerprint = await t.json(`/api/messages/${body.sessionId}`);
    expect(noFingerprint.body).toEqual([]);
  });

  it('refuses a visitor without a fingerprint, and malformed bodies', async () => {
    const t = await buildTestApp(db.current);
    expect((await t.json('/api/messages', { body: message() })).status).toBe(400);
    expect((await t.json('/api/messages', { body: { ...message(), content: '   ' } })).status).toBe(400);
    expect((await t.json('/api/messages', { body: { ...message(), sportType: 'cricket' } })).status).toBe(400);
    expect((await t.json('/api/messages', { body: { ...message(), extra: 1 } })).status).toBe(400);
  });

  it('lets a signed-in user read only their own sessions', async () => {
    const t = await buildTestApp(db.current);
    const owner = await signUp(t);
    const other = await signUp(t);
    const body = message();
    const sent = await t.json('/api/messages', { body, token: owner.token });
    expect(sent.status).toBe(200);
    expect(SendMessageResponseSchema.parse(sent.body).user).toMatchObject({ messageCount: 1, messageLimit: 15 });
    expect(
      MessageListSchema.parse((await t.json(`/api/messages/${body.sessionId}`, { token: owner.token })).body),
    ).toHaveLength(2);
    expect((await t.json(`/api/messages/${body.sessionId}`, { token: other.token })).body).toEqual([]);
    const intrusion = await t.json('/api/messages', {
      body: message({ sessionId: body.sessionId }),
      token: other.token,
    });
    expect(intrusion.status).toBe(403);
  });

  it('streams meta, deltas and done when asked for server-sent events', async () => {
    const t = await buildTestApp(db.current);
    const response = await t.app.request('/api/messages', {
      method: 'POST',
      headers: streamHeaders,
      body: JSON.stringify(message({ browserFingerprint: fingerprint(), personalityMode: 'comprehensiveCoach' })),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    // Never stored, and passed on event by event: no proxy may buffer or recompress the stream.
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    const events = parseSse(await response.text());
    expect(events[0]!.event).toBe('meta');
    const meta = StreamMetaSchema.parse(events[0]!.data);
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const result = SendMessageResponseSchema.parse(done.data);
    expect(meta.userMessage.id).toBe(result.userMessage.id);
    expect(deltas.map((event) => StreamDeltaSchema.parse(event.data).text).join('')).toBe(result.aiMessage.content);
    expect(result.aiMessage.content).toContain('### Situation');
  });

  it('stops the reply when the client leaves mid-stream, and keeps what was said', async () => {
    const coach = talkingCoach();
    const t = await buildTestApp(db.current, { deps: { coach: coach.provider } });
    const { token } = await signUp(t);
    const body = message();
    const response = await t.app.request('/api/messages', {
      method: 'POST',
      headers: { ...streamHeaders, [AUTH_HEADER]: token },
      body: JSON.stringify(body),
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while (parseSse(received).filter((event) => event.event === 'delta').length < 3) {
      const { done, value } = await reader.read();
      if (done) throw new Error('the stream ended before the client left');
      received += value;
    }
    await reader.cancel();
    await t.settle();

    expect(coach.state.stopped).toBe(true);
    const heard = parseSse(received.slice(0, received.lastIndexOf('\n\n') + 2))
      .filter((event) => event.event === 'delta')
      .map((event) => event.data.text)
      .join('');
    const stored = MessageListSchema.parse((await t.json(`/api/messages/${body.sessionId}`, { token })).body);
    expect(stored.map((row) => row.role)).toEqual(['user', 'assistant']);
    expect(stored[1]!.content.startsWith(heard)).toBe(true);
  });

  it('streams a replayed clientMessageId as meta and the stored result', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const body = message();
    const first = SendMessageResponseSchema.parse((await t.json('/api/messages', { body, token })).body);
    const response = await t.app.request('/api/messages', {
      method: 'POST',
      headers: { ...streamHeaders, [AUTH_HEADER]: token },
      body: JSON.stringify(body),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = parseSse(await response.text());
    expect(events.map((event) => event.event)).toEqual(['meta', 'done']);
    expect(events[0]!.data).toEqual({ userMessage: first.userMessage, quota: first.quota });
    expect(SendMessageResponseSchema.parse(events[1]!.data).aiMessage.id).toBe(first.aiMessage.id);
  });

  it('refuses the 11th anonymous message with the limit body', async () => {
    const t = await buildTestApp(db.current);
    const fp = fingerprint();
    await setUsage(t, `fingerprint:${fp}`, 'all', 10);
    const refused = await t.json('/api/messages', { body: message({ browserFingerprint: fp }) });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        message:
          "You've used all 10 free trial messages across all analysis modes. Create an account to get 15 messages.",
        limitReached: true,
        anonymous: true,
        limit: 10,
      },
    });
    const count = AnonymousCountSchema.parse(
      (await t.json(`/api/anonymous-message-count?fingerprint=${fp}&sessionId=${id21()}&_t=1`)).body,
    );
    expect(count).toEqual({ totalAnonymousMessages: 10, limit: 10 });
  });

  it('lets a free user at 14/15 send exactly one of 50 concurrent messages', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    await setUsage(t, `user:${user.id}`, 'month:2026-11', 14);
    const sessionId = id21();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => t.json('/api/messages', { body: message({ sessionId }), token })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 403).every((result) => result.body.limitReached === true)).toBe(
      true,
    );
    expect(await usage(t, `user:${user.id}`, 'month:2026-11')).toBe(15);
    const me = await t.json('/api/auth/me', { token });
    expect(me.body).toMatchObject({ messageCount: 15, messageLimit: 15 });
  });

  it('holds the anonymous limit of 10 under concurrency, per fingerprint and per session', async () => {
    const t = await buildTestApp(db.current);
    const owner = fingerprint();
    const sessionId = id21();
    // The first message creates the session, owned by the fingerprint that wrote it.
    expect((await t.json('/api/messages', { body: message({ sessionId, browserFingerprint: owner }) })).status).toBe(
      200,
    );
    await setUsage(t, `fingerprint:${owner}`, 'all', 9);
    await setUsage(t, `session:${sessionId}`, 'all', 9);
    const others = Array.from({ length: 4 }, fingerprint);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.json('/api/messages', {
          body: message({ sessionId, browserFingerprint: i % 5 === 0 ? owner : others[i % 4]! }),
        }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(await usage(t, `session:${sessionId}`, 'all')).toBe(10);
    expect(await usage(t, `fingerprint:${owner}`, 'all')).toBe(10);

    const wanderer = fingerprint();
    await setUsage(t, `fingerprint:${wanderer}`, 'all', 9);
    const acrossSessions = await Promise.all(
      Array.from({ length: 10 }, () => t.json('/api/messages', { body: message({ browserFingerprint: wanderer }) })),
    );
    expect(acrossSessions.filter((result) => result.status === 200)).toHaveLength(1);
    expect(await usage(t, `fingerprint:${wanderer}`, 'all')).toBe(10);
  });

  it('starts a fresh free allowance in a new calendar month', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    t.clock.set(new Date('2026-11-30T23:59:00Z'));
    await setUsage(t, `user:${user.id}`, 'month:2026-11', 15);
    expect((await t.json('/api/messages', { body: message(), token })).status).toBe(403);
    t.clock.set(new Date('2026-12-01T00:00:30Z'));
    const december = await t.json('/api/messages', { body: message(), token });
    expect(december.status).toBe(200);
    expect(SendMessageResponseSchema.parse(december.body).user).toMatchObject({ messageCount: 1 });
  });

  it('gives the unit back when the coach cannot answer', async () => {
    const t = await buildTestApp(db.current, { deps: { coach: failingCoach } });
    const { token, user } = await signUp(t);
    const body = message();
    const failed = await t.json('/api/messages', { body, token });
    expect(failed).toMatchObject({ status: 502, body: { message: 'Failed to get a response from Playcaller' } });
    expect(await usage(t, `user:${user.id}`, 'month:2026-11')).toBe(0);
    expect((await t.json(`/api/messages/${body.sessionId}`, { token })).body).toEqual([]);

    // The same clientMessageId can be retried once the coach is back.
    const healthy = await buildTestApp(db.current);
    const retried = await healthy.json('/api/messages', { body, token });
    expect(retried.status).toBe(200);
    expect(await usage(healthy, `user:${user.id}`, 'month:2026-11')).toBe(1);
  });

  it('answers a replayed clientMessageId with the stored result and spends nothing', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    const body = message();
    const first = SendMessageResponseSchema.parse((await t.json('/api/messages', { body, token })).body);
    const replay = SendMessageResponseSchema.parse((await t.json('/api/messages', { body, token })).body);
    expect(replay.aiMessage.id).toBe(first.aiMessage.id);
    expect(await usage(t, `user:${user.id}`, 'month:2026-11')).toBe(1);
  });

  it('answers a replay of the send that reached the limit with its stored result, and refuses a new one', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    await setUsage(t, `user:${user.id}`, 'month:2026-11', 14);
    const last = message();
    const first = await t.json('/api/messages', { body: last, token });
    expect(first.status).toBe(200);
    const replay = await t.json('/api/messages', { body: last, token });
    expect(replay.status).toBe(200);
    expect(SendMessageResponseSchema.parse(replay.body).aiMessage.id).toBe(
      SendMessageResponseSchema.parse(first.body).aiMessage.id,
    );
    const fresh = message({ sessionId: last.sessionId });
    const refused = await t.json('/api/messages', { body: fresh, token });
    expect(refused).toMatchObject({ status: 403, body: { limitReached: true } });
    const stored = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.clientMessageId, fresh.clientMessageId));
    expect(stored[0]!.n).toBe(0);
    expect(await usage(t, `user:${user.id}`, 'month:2026-11')).toBe(15);
  });

  it('stores one message and spends one unit for 20 simultaneous replays', async () => {
    const t = await buildTestApp(db.current);
    const { token, user } = await signUp(t);
    const body = message();
    const results = await Promise.all(Array.from({ length: 20 }, () => t.json('/api/messages', { body, token })));
    expect(results.every((result) => result.status === 200 || result.status === 409)).toBe(true);
    expect(results.some((result) => result.status === 200)).toBe(true);
    const rows = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.clientMessageId, body.clientMessageId), eq(messages.role, 'user')));
    expect(rows[0]!.n).toBe(1);
    expect(await usage(t, `user:${user.id}`, 'month:2026-11')).toBe(1);
  });
});
