import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADER } from '../../shared/contract/headers';
import { SendMessageResponseSchema, type SendMessageResponse } from '../../shared/contract/messages';
import type { CoachProvider, CoachRequest } from '../providers/coach/coach-provider';
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
  const histories: CoachRequest['history'][] = [];
  const provider: CoachProvider = {
    ...coach,
    reply(request) {
      replies.asked += 1;
      histories.push(request.history);
      request.signal?.addEventListener('abort', () => (replies.cancelled += 1), { once: true });
      return coach.reply(request);
    },
  };
  return { provider, replies, histories };
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

  /** An app whose coach is recorded, and a signed-in sender on it. */
  async function signedIn() {
    const coach = recordingCoach();
    const t = await buildTestApp(db.current, { deps: { coach: coach.provider } });
    const { token, user } = await signUp(t);
    return { coach, t, token, user };
  }

  it('cancels the early call of a replayed send and returns the stored reply once', async () => {
    const { coach, t, token, user } = await signedIn();
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
    const { coach, t, token, user } = await signedIn();
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
    const { coach, t, token, user } = await signedIn();
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

  it('opens the reply of a sender it saw well below the limit before the claim, and aborts it unseen when the claim is refused', async () => {
    const { coach, t, token, user } = await signedIn();
    const sessionId = id21();
    expect((await sendStreamed(t, token, message({ sessionId }))).status).toBe(200);
    await t.settle();
    // The units went elsewhere (another server, say) since this process last claimed one for the sender.
    await setUsage(t.deps.db, `user:${user.id}`, PERIOD, FREE_LIMIT);
    const before = await callsSettled();

    const refused = await sendStreamed(t, token, message({ sessionId }));
    expect(refused.status).toBe(403);
    expect(refused.events).toEqual([]);
    expect(refused.text).not.toContain('word');
    await t.settle();
    // The call was opened before the claim, and hung up on once the claim was refused.
    expect(coach.replies).toEqual({ asked: 2, cancelled: 1 });
    const after = await callsSettled();
    expect(after.finished).toBe(before.finished);
    expect(await usageOf(t.deps.db, `user:${user.id}`, PERIOD)).toBe(FREE_LIMIT);
    expect((await t.json(`/api/messages/${sessionId}`, { token })).body).toHaveLength(2);

    // Refused once, the sender's next send waits for its claim again: no call is opened.
    expect((await sendStreamed(t, token, message({ sessionId }))).status).toBe(403);
    await t.settle();
    expect(coach.replies).toEqual({ asked: 2, cancelled: 1 });
  });

  it("never opens a reply over another person's chat, nor shows a token to the sender it refuses", async () => {
    const { coach, t, token: ownerToken } = await signedIn();
    const other = await signUp(t);
    const theirs = message({ content: 'Our secret two-minute drill' });
    expect((await sendStreamed(t, ownerToken, theirs)).status).toBe(200);
    // The other sender is well below their limit, so their next send may be opened before its checks.
    expect((await sendStreamed(t, other.token, message())).status).toBe(200);
    await t.settle();
    const before = await callsSettled();

    const intruding = await sendStreamed(t, other.token, message({ sessionId: theirs.sessionId }));
    expect(intruding.status).toBe(403);
    expect(intruding.events).toEqual([]);
    expect(intruding.text).not.toContain('word');
    await t.settle();
    expect(coach.replies).toEqual({ asked: 2, cancelled: 0 });
    expect(await callsSettled()).toEqual(before);
    expect(coach.histories.flat().map((turn) => turn.content)).not.toContain(theirs.content);
    expect(await usageOf(t.deps.db, `user:${other.user.id}`, PERIOD)).toBe(1);
  });

  it('gives a reply opened before its claim the branch it follows, oldest first, capped at 20 turns', async () => {
    const { coach, t, token } = await signedIn();
    const sessionId = id21();
    const sent: SendMessageResponse[] = [];
    const say = async (content: string, parentId?: string | null) => {
      // Each send a second later, so the latest reply is the one sent last.
      t.clock.advance(1000);
      const result = await sendStreamed(
        t,
        token,
        message({ sessionId, content, ...(parentId === undefined ? {} : { parentId }) }),
      );
      expect(result.status).toBe(200);
      const response = SendMessageResponseSchema.parse(result.events.at(-1)!.data);
      sent.push(response);
      return response;
    };
    const turnsOf = (...responses: SendMessageResponse[]) =>
      responses.flatMap(({ userMessage, aiMessage }) => [
        { role: 'user', content: userMessage.content },
        { role: 'assistant', content: aiMessage.content },
      ]);
    const one = await say('Question one');
    expect(coach.histories[0]).toEqual([]);
    const two = await say('Question two');
    expect(coach.histories[1]).toEqual(turnsOf(one));
    // An edit of question two: a sibling that follows the first reply, not question two's.
    const twoEdited = await say('Question two, edited', one.aiMessage.id);
    expect(coach.histories[2]).toEqual(turnsOf(one));
    // With no parent named, a send follows the latest reply: the edited branch, not the first version.
    await say('Question three');
    expect(coach.histories[3]).toEqual(turnsOf(one, twoEdited));
    expect(coach.histories.flat().map((turn) => turn.content)).not.toContain(two.userMessage.content);
    // Following the latest reply for nine more sends: the branch outgrows the 20 turns given.
    for (let index = 0; index < 9; index++) await say(`More ${index}`);
    const branch = turnsOf(one, twoEdited, ...sent.slice(3, 12));
    expect(branch).toHaveLength(22);
    expect(coach.histories.at(-1)).toEqual(branch.slice(-20));
    // A send that starts a new branch at the root is given no history.
    await say('A fresh start', null);
    expect(coach.histories.at(-1)).toEqual([]);
    expect(coach.replies.cancelled).toBe(0);
  });
});
