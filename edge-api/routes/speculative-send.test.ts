import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADER } from '../../shared/contract/headers';
import { SendMessageResponseSchema } from '../../shared/contract/messages';
import type { CoachProvider } from '../providers/coach/coach-provider';
import { createOpenAiCoach } from '../providers/coach/openai-coach';
import { SPECULATE_WITH_UNITS_LEFT } from '../services/chat.service';
import { chatMessage as message, id21, parseSse, setUsage, usageOf } from '../test/chat-fixtures';
import { createFakeOpenAi } from '../test/fake-openai';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

const PERIOD = 'month:2026-11';
const FREE_LIMIT = 15;
const streamHeaders = { 'content-type': 'application/json', accept: 'text/event-stream' };

/** Long enough that a reply aborted after its claim fails is still running when it is cancelled. */
const fake = createFakeOpenAi({ chunks: 20, intervalMs: 25 });
let baseURL = '';
beforeAll(async () => {
  baseURL = `http://127.0.0.1:${await fake.listen()}/v1`;
});
afterAll(() => fake.close());

/** The OpenAI coach, recording each reply it is asked for and whether that reply was cancelled. */
function recordingCoach() {
  const coach = createOpenAiCoach({ apiKey: 'sk-test-not-a-key', baseURL, model: 'fake-model', timeoutMs: 10_000 });
  const replies = { asked: 0, cancelled: 0 };
  const provider: CoachProvider = {
    ...coach,
    reply(request) {
      replies.asked += 1;
      request.signal?.addEventListener('abort', () => (replies.cancelled += 1), { once: true });
      return coach.reply(request);
    },
  };
  return { provider, replies };
}

async function callsSettled() {
  // The fake server hears a hang-up a moment after the client gives up.
  for (let tries = 0; tries < 200; tries++) {
    if (fake.calls.started === fake.calls.finished + fake.calls.cancelled) return { ...fake.calls };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`calls still open: ${JSON.stringify(fake.calls)}`);
}

async function sendStreamed(t: TestApp, token: string, body: ReturnType<typeof message>) {
  const response = await t.app.request('/api/messages', {
    method: 'POST',
    headers: { ...streamHeaders, [AUTH_HEADER]: token },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const events = response.headers.get('content-type')?.includes('text/event-stream') ? parseSse(text) : [];
  return { status: response.status, events, text };
}

describe('a reply started while its send is claimed', () => {
  const db = useTestDb();

  it('cancels the early call of a replayed send and returns the stored reply once', async () => {
    const coach = recordingCoach();
    const t = await buildTestApp(db.current, { deps: { coach: coach.provider } });
    const { token, user } = await signUp(t);
    const body = message();
    const first = await sendStreamed(t, token, body);
    expect(first.status).toBe(200);
    const stored = SendMessageResponseSchema.parse(first.events.at(-1)!.data);
    await t.settle();
    const before = await callsSettled();
    expect(coach.replies).toEqual({ asked: 1, cancelled: 0 });

    const replayed = await sendStreamed(t, token, body);
    expect(replayed.events.map((event) => event.event)).toEqual(['meta', 'done']);
    expect(SendMessageResponseSchema.parse(replayed.events[1]!.data).aiMessage).toEqual(stored.aiMessage);
    await t.settle();
    expect(coach.replies).toEqual({ asked: 2, cancelled: 1 });
    // The early call either never left or was hung up on: the model server finished no second reply.
    const after = await callsSettled();
    expect(after.finished).toBe(before.finished);
    expect(after.started - before.started).toBe(after.cancelled - before.cancelled);
    expect(await usageOf(t.deps.db, `user:${user.id}`, PERIOD)).toBe(1);
    const history = await t.json(`/api/messages/${body.sessionId}`, { token });
    expect(history.body).toHaveLength(2);
  });

  it('keeps the claim first for a sender near the limit: a refused send opens no call', async () => {
    const coach = recordingCoach();
    const t = await buildTestApp(db.current, { deps: { coach: coach.provider } });
    const { token, user } = await signUp(t);
    await setUsage(t.deps.db, `user:${user.id}`, PERIOD, FREE_LIMIT - SPECULATE_WITH_UNITS_LEFT + 1);
    for (let sent = 0; sent < SPECULATE_WITH_UNITS_LEFT - 1; sent++) {
      expect((await sendStreamed(t, token, message())).status).toBe(200);
    }
    await t.settle();
    // Each of those sends was near the limit, so each call was made after its claim and none was cancelled.
    expect(coach.replies).toEqual({ asked: SPECULATE_WITH_UNITS_LEFT - 1, cancelled: 0 });
    const before = await callsSettled();
    const refused = await sendStreamed(t, token, message());
    expect(refused.status).toBe(403);
    expect(refused.events).toEqual([]);
    expect(refused.text).not.toContain('word');
    await t.settle();
    expect(await callsSettled()).toEqual(before);
    expect(coach.replies.asked).toBe(SPECULATE_WITH_UNITS_LEFT - 1);
  });

  it('streams no token to refused concurrent sends, cancels their calls, and counts exactly', async () => {
    const coach = recordingCoach();
    const t = await buildTestApp(db.current, { deps: { coach: coach.provider } });
    const { token, user } = await signUp(t);
    const sessionId = id21();
    expect((await sendStreamed(t, token, message({ sessionId }))).status).toBe(200);
    await t.settle();
    const before = await callsSettled();

    const results = await Promise.all(Array.from({ length: 24 }, () => sendStreamed(t, token, message({ sessionId }))));
    await t.settle();
    const accepted = results.filter((result) => result.status === 200);
    const refused = results.filter((result) => result.status !== 200);
    expect(accepted).toHaveLength(FREE_LIMIT - 1);
    for (const result of accepted) {
      expect(result.events.at(-1)!.event).toBe('done');
      expect(result.events.some((event) => event.event === 'delta')).toBe(true);
    }
    for (const result of refused) {
      expect(result.status).toBe(403);
      expect(result.events).toEqual([]);
      expect(result.text).not.toContain('word');
    }
    expect(await usageOf(t.deps.db, `user:${user.id}`, PERIOD)).toBe(FREE_LIMIT);
    const after = await callsSettled();
    expect(after.finished - before.finished).toBe(FREE_LIMIT - 1);
    expect(after.cancelled - before.cancelled).toBe(after.started - before.started - (FREE_LIMIT - 1));
    // Every accepted send was answered by one call; any other call was a refused send's, cancelled.
    expect(coach.replies.asked - coach.replies.cancelled).toBe(FREE_LIMIT);
    expect(coach.replies.cancelled).toBeLessThanOrEqual(refused.length);
  });
});
