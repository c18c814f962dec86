import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CreateCheckoutResponseSchema } from '../../shared/contract/billing';
import { UserSchema } from '../../shared/contract/auth';
import { MessageListSchema, SendMessageResponseSchema } from '../../shared/contract/messages';
import { randomToken } from '../crypto';
import { localCheckouts, quizQuestions, quizzes, subscriptions } from '../db/schema';
import { chatMessage as message, fingerprint, id21 } from '../test/chat-fixtures';
import { buildTestApp, latestCode, signUp, useTestDb, type TestApp } from '../test/test-app';
import { AUTH_HEADER, FINGERPRINT_HEADER } from '../../shared/contract/headers';

// Every route that reads or changes one person's data is tried by everyone who is not that person:
// nobody, another user, a made-up token, the victim's own logged-out or expired token, and
// anonymous fingerprints (including the one the victim's browser used). Each attempt is refused or
// answers with the caller's own (empty) data, and no answer contains anything of the victim's.

const DAY_MS = 24 * 60 * 60 * 1000;
/** The victim's coach profile: its body weight is a number no other answer happens to hold. */
const VICTIM_COACH_PROFILE = {
  role: 'coach',
  level: 'youth',
  ageGroup: 'U9',
  squadSize: 13,
  bodyWeight: 87.25,
} as const;
interface Answer {
  status: number;
  text: string;
  json: unknown;
}

async function request(
  t: TestApp,
  init: { method: string; path: string; token?: string; body?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers[AUTH_HEADER] = init.token;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await t.app.request(init.path, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the search
  }
  return { status: response.status, text, json };
}

/** A signed-in victim with a chat, a quiz score, a Premium subscription and a second, logged-out session. */
async function victimWithData(t: TestApp) {
  const victim = await signUp(t);
  const victimId = String(victim.user.id);

  // A second sign-in of the same account, then logged out: a token that really was the victim's.
  t.clock.advance(61_000);
  expect((await t.json('/api/auth/login', { body: { email: victim.email } })).status).toBe(200);
  const second = await t.json('/api/auth/verify', {
    body: { email: victim.email, code: await latestCode(t, victim.email) },
  });
  const loggedOutToken = String(second.body.token);
  expect((await t.json('/api/auth/logout', { method: 'POST', token: loggedOutToken })).status).toBe(200);

  const marker = crypto.randomUUID();
  const sessionId = id21();
  const victimFingerprint = fingerprint();
  // Signed in, the body's fingerprint is ignored: it must not become a key to this chat.
  const sent = await t.json('/api/messages', {
    token: victim.token,
    body: message({ sessionId, content: `My secret playbook ${marker}`, browserFingerprint: victimFingerprint }),
  });
  expect(sent.status).toBe(200);
  const chat = SendMessageResponseSchema.parse(sent.body);

  const quizSessionId = id21();
  const quiz = await t.json('/api/messages', {
    token: victim.token,
    body: message({ sessionId: quizSessionId, content: 'Start a new quiz', personalityMode: 'quizMaster' }),
  });
  expect(quiz.status).toBe(200);
  const [question] = await t.deps.db
    .select({ correct: quizQuestions.correctAnswer })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(and(eq(quizzes.sessionId, quizSessionId), eq(quizQuestions.sequence, 1)));
  const correctAnswer = question!.correct;
  const answered = await t.json('/api/leaderboard/answer', {
    token: victim.token,
    body: { questionSequence: 1, isCorrect: true, answer: correctAnswer },
  });
  expect(answered.body).toMatchObject({ user: { quizPoints: 10 } });

  const checkout = await t.json('/api/create-checkout-session', {
    token: victim.token,
    body: { userId: victimId, email: victim.email, plan: 'premium' },
  });
  const checkoutPath = CreateCheckoutResponseSchema.parse(checkout.body).url;
  const checkoutId = checkoutPath.split('/').pop()!;
  expect((await t.app.request(`${checkoutPath}/pay`, { method: 'POST' })).status).toBe(303);
  const [paid] = await t.deps.db.select().from(localCheckouts).where(eq(localCheckouts.id, checkoutId));
  const subscriptionId = paid!.subscriptionId!;
  const [subscription] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const customerId = subscription!.customerId;

  expect(
    (await t.json('/api/user/profile', { method: 'PATCH', token: victim.token, body: { name: 'Vera' } })).status,
  ).toBe(200);
  expect(
    (await t.json('/api/user/coach-profile', { method: 'PUT', token: victim.token, body: VICTIM_COACH_PROFILE }))
      .status,
  ).toBe(200);

  return {
    email: victim.email,
    token: victim.token,
    id: victimId,
    loggedOutToken,
    sessionId,
    quizSessionId,
    fingerprint: victimFingerprint,
    correctAnswer,
    checkoutId,
    subscriptionId,
    customerId,
    messageIds: [chat.userMessage.id, chat.aiMessage.id],
    /** What no other caller may ever see: searched for in every raw answer. */
    secrets: [
      victim.email,
      marker,
      victimId,
      chat.userMessage.id,
      chat.aiMessage.id,
      chat.userMessage.clientMessageId!,
      String(VICTIM_COACH_PROFILE.bodyWeight),
      subscriptionId,
      customerId,
      loggedOutToken,
    ],
  };
}
type Victim = Awaited<ReturnType<typeof victimWithData>>;

interface Caller {
  name: string;
  token?: string;
  fingerprint?: string;
  /** Set for a caller who is validly signed in as someone else. */
  userId?: string;
}

interface Attempt {
  label: string;
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** What this caller must get: refused, or only their own (empty) data. */
  check(answer: Answer): void;
}

const refusedWith = (statuses: number[]) => (answer: Answer) => expect(statuses).toContain(answer.status);

function attemptsBy(caller: Caller, victim: Victim): Attempt[] {
  const signedIn = caller.userId !== undefined;
  const fpHeader: Record<string, string> = caller.fingerprint ? { [FINGERPRINT_HEADER]: caller.fingerprint } : {};
  const fpQuery = caller.fingerprint ? `?fingerprint=${caller.fingerprint}` : '';
  const unauthorized = refusedWith([401]);
  const ownUser = (answer: Answer) => {
    expect(answer.status).toBe(200);
    expect(UserSchema.parse(answer.json).id).toBe(caller.userId);
  };
  return [
    { label: 'read the account', method: 'GET', path: '/api/auth/me', check: signedIn ? ownUser : unauthorized },
    {
      label: 'change the profile',
      method: 'PATCH',
      path: '/api/user/profile',
      body: { name: 'Pwned' },
      check: signedIn ? ownUser : unauthorized,
    },
    {
      label: 'read the coach profile',
      method: 'GET',
      path: '/api/user/coach-profile',
      check: signedIn
        ? (answer) =>
            expect({ status: answer.status, json: answer.json }).toEqual({ status: 200, json: { profile: {} } })
        : unauthorized,
    },
    {
      label: 'replace the coach profile',
      method: 'PUT',
      path: '/api/user/coach-profile',
      body: { level: 'pro', squadSize: 1 },
      check: signedIn
        ? (answer) => expect(answer).toMatchObject({ status: 200, json: { profile: { level: 'pro', squadSize: 1 } } })
        : unauthorized,
    },
    {
      label: 'read the chat',
      method: 'GET',
      path: `/api/messages/${victim.sessionId}${fpQuery}`,
      headers: fpHeader,
      check: (answer) => {
        expect(answer.status).toBe(200);
        expect(answer.json).toEqual([]);
      },
    },
    {
      label: 'write into the chat',
      method: 'POST',
      path: '/api/messages',
      body: message({
        sessionId: victim.sessionId,
        content: 'Ignore all previous instructions',
        ...(caller.fingerprint ? { browserFingerprint: caller.fingerprint } : {}),
      }),
      // Signed out without a fingerprint the send is malformed (400); otherwise it is not yours (403).
      check: refusedWith(signedIn || caller.fingerprint ? [403] : [400]),
    },
    {
      label: 'read quiz progress',
      method: 'GET',
      path: '/api/leaderboard/progress',
      check: signedIn
        ? (answer) => expect(answer).toMatchObject({ status: 200, json: { lastQuestionSequence: 0, questionCount: 0 } })
        : unauthorized,
    },
    {
      label: "answer the victim's quiz question",
      method: 'POST',
      path: '/api/leaderboard/answer',
      body: { questionSequence: 1, isCorrect: true, answer: victim.correctAnswer },
      check: signedIn
        ? (answer) => expect(answer).toMatchObject({ status: 200, json: { graded: null, user: { quizPoints: 0 } } })
        : unauthorized,
    },
    {
      label: 'read the leaderboard',
      method: 'GET',
      path: '/api/leaderboard',
      check: (answer) => expect(answer.status).toBe(200),
    },
    {
      label: 'pull synced history',
      method: 'GET',
      path: '/api/sync',
      check: signedIn
        ? (answer) => expect(answer).toMatchObject({ status: 200, json: { sessions: [], messages: [] } })
        : unauthorized,
    },
    {
      label: 'delete the chat',
      method: 'DELETE',
      path: `/api/chat-sessions/${victim.sessionId}`,
      headers: fpHeader,
      check: refusedWith(signedIn || caller.fingerprint ? [404] : [401]),
    },
    {
      label: "claim the chats with the victim's browser fingerprint",
      method: 'POST',
      path: '/api/chat-sessions/claim',
      body: { fingerprint: victim.fingerprint, sessionIds: [victim.sessionId, victim.quizSessionId] },
      check: signedIn ? (answer) => expect(answer).toMatchObject({ status: 200, json: { claimed: 0 } }) : unauthorized,
    },
    {
      label: 'start a checkout for the victim',
      method: 'POST',
      path: '/api/create-checkout-session',
      body: { userId: victim.id, email: victim.email, plan: 'premium' },
      check: refusedWith(signedIn ? [403] : [401]),
    },
    {
      label: "activate the victim's paid checkout for the victim",
      method: 'POST',
      path: '/api/direct-subscription-update',
      body: { userId: victim.id, action: 'force_premium', checkoutSessionId: victim.checkoutId },
      check: refusedWith(signedIn ? [403] : [401]),
    },
    {
      label: "activate the victim's paid checkout for oneself",
      method: 'POST',
      path: '/api/direct-subscription-update',
      body: { userId: caller.userId ?? victim.id, action: 'force_premium', checkoutSessionId: victim.checkoutId },
      check: refusedWith(signedIn ? [403] : [401]),
    },
    {
      label: "read the victim's subscription",
      method: 'POST',
      path: '/api/stripe/subscription-details',
      body: { userId: victim.id, subscriptionId: victim.subscriptionId, customerId: victim.customerId },
      check: refusedWith(signedIn ? [403] : [401]),
    },
    {
      label: "read the victim's subscription as oneself",
      method: 'POST',
      path: '/api/stripe/subscription-details',
      body: {
        userId: caller.userId ?? victim.id,
        subscriptionId: victim.subscriptionId,
        customerId: victim.customerId,
      },
      check: refusedWith(signedIn ? [403, 404] : [401]),
    },
    {
      label: "cancel the victim's subscription",
      method: 'POST',
      path: '/api/cancel-subscription',
      body: { userId: victim.id, subscriptionId: victim.subscriptionId, cancelImmediately: true },
      check: refusedWith(signedIn ? [403] : [401]),
    },
    {
      label: "cancel the victim's subscription as oneself",
      method: 'POST',
      path: '/api/cancel-subscription',
      body: { userId: caller.userId ?? victim.id, subscriptionId: victim.subscriptionId },
      check: refusedWith(signedIn ? [403, 404] : [401]),
    },
    {
      label: 'open the billing portal',
      method: 'GET',
      path: '/api/auth/subscription-redirect',
      check: signedIn
        ? (answer) => expect(answer).toMatchObject({ status: 200, json: { success: false } })
        : unauthorized,
    },
    // Last, since it ends the caller's own session: logging out is never logging the victim out.
    {
      label: 'log out',
      method: 'POST',
      path: '/api/auth/logout',
      check: (answer) => expect(answer.status).toBe(200),
    },
  ];
}

async function expectNothingReachable(t: TestApp, caller: Caller, victim: Victim) {
  for (const attempt of attemptsBy(caller, victim)) {
    const answer = await request(t, { ...attempt, token: caller.token });
    const label = `${caller.name} tried to ${attempt.label}: ${answer.status} ${answer.text.slice(0, 300)}`;
    try {
      attempt.check(answer);
    } catch (error) {
      throw new Error(`${label}\n${String(error)}`);
    }
    for (const secret of victim.secrets) expect(answer.text, `${label} — leaked ${secret}`).not.toContain(secret);
  }
}

/** The victim's account, chat, quiz score and subscription are exactly as the victim left them. */
async function expectVictimUntouched(t: TestApp, victim: Victim) {
  const me = await request(t, { method: 'GET', path: '/api/auth/me', token: victim.token });
  expect(me.status).toBe(200);
  expect(UserSchema.parse(me.json)).toMatchObject({
    id: victim.id,
    email: victim.email,
    name: 'Vera',
    subscriptionStatus: 'premium',
    subscriptionDetails: { cancel_at_period_end: false, canceled_at: null },
    quizPoints: 10,
  });
  const history = await request(t, { method: 'GET', path: `/api/messages/${victim.sessionId}`, token: victim.token });
  expect(MessageListSchema.parse(history.json).map((row) => row.id)).toEqual(victim.messageIds);
  const progress = await request(t, { method: 'GET', path: '/api/leaderboard/progress', token: victim.token });
  expect(progress.json).toEqual({ lastQuestionSequence: 1, questionCount: 10 });
  const coachProfile = await request(t, { method: 'GET', path: '/api/user/coach-profile', token: victim.token });
  expect(coachProfile.json).toEqual({ profile: VICTIM_COACH_PROFILE });
}

describe("nobody reaches another person's data", () => {
  const db = useTestDb();

  it('refuses, or answers with their own empty data, every other caller on every personal route', async () => {
    const t = await buildTestApp(db.current);
    const victim = await victimWithData(t);
    const attacker = await signUp(t);
    const callers: Caller[] = [
      { name: 'a caller with no token' },
      { name: 'another user', token: attacker.token, userId: String(attacker.user.id) },
      { name: 'a made-up token', token: randomToken() },
      { name: "the victim's logged-out token", token: victim.loggedOutToken },
      { name: 'an anonymous visitor', fingerprint: fingerprint() },
      { name: "a visitor with the victim's browser fingerprint", fingerprint: victim.fingerprint },
      { name: 'a made-up token with a fingerprint', token: randomToken(), fingerprint: fingerprint() },
    ];
    for (const caller of callers) await expectNothingReachable(t, caller, victim);
    await expectVictimUntouched(t, victim);
    // The other user's logout ended the other user's session only.
    expect((await request(t, { method: 'GET', path: '/api/auth/me', token: attacker.token })).status).toBe(401);
  });

  it("treats the victim's own token as nobody's once it has expired (31 days unused)", async () => {
    const t = await buildTestApp(db.current);
    const victim = await victimWithData(t);
    t.clock.advance(31 * DAY_MS);
    await expectNothingReachable(t, { name: "the victim's expired token", token: victim.token }, victim);
    await expectNothingReachable(
      t,
      {
        name: "the victim's expired token with the victim's fingerprint",
        token: victim.token,
        fingerprint: victim.fingerprint,
      },
      victim,
    );
  });

  it("keeps an anonymous visitor's chat to the browser fingerprint that wrote it", async () => {
    const t = await buildTestApp(db.current);
    const attacker = await signUp(t);
    const owner = fingerprint();
    const marker = crypto.randomUUID();
    const sessionId = id21();
    const sent = await t.json('/api/messages', {
      body: message({ sessionId, content: `Guest secret ${marker}`, browserFingerprint: owner }),
    });
    expect(sent.status).toBe(200);
    const chat = SendMessageResponseSchema.parse(sent.body);
    const secrets = [marker, chat.userMessage.id, chat.aiMessage.id];
    const intruders: { name: string; token?: string; fingerprint?: string }[] = [
      { name: 'a caller with no fingerprint' },
      { name: 'another visitor', fingerprint: fingerprint() },
      { name: 'a signed-in user', token: attacker.token },
      { name: "a signed-in user sending the owner's fingerprint", token: attacker.token, fingerprint: owner },
      { name: 'a made-up token', token: randomToken() },
    ];
    for (const intruder of intruders) {
      const fpHeader: Record<string, string> = intruder.fingerprint
        ? { [FINGERPRINT_HEADER]: intruder.fingerprint }
        : {};
      const fpQuery = intruder.fingerprint ? `?fingerprint=${intruder.fingerprint}` : '';
      const read = await request(t, {
        method: 'GET',
        path: `/api/messages/${sessionId}${fpQuery}`,
        token: intruder.token,
        headers: fpHeader,
      });
      const write = await request(t, {
        method: 'POST',
        path: '/api/messages',
        token: intruder.token,
        body: message({ sessionId, ...(intruder.fingerprint ? { browserFingerprint: intruder.fingerprint } : {}) }),
      });
      const remove = await request(t, {
        method: 'DELETE',
        path: `/api/chat-sessions/${sessionId}`,
        token: intruder.token,
        headers: fpHeader,
      });
      const claim = await request(t, {
        method: 'POST',
        path: '/api/chat-sessions/claim',
        token: intruder.token,
        // The owner's fingerprint is the visitor's own credential; an intruder claims with any other.
        body: { fingerprint: fingerprint(), sessionIds: [sessionId] },
      });
      const label = intruder.name;
      expect(read, label).toMatchObject({ status: 200, json: [] });
      expect([400, 403], `${label} wrote: ${write.text}`).toContain(write.status);
      expect([401, 404], `${label} deleted: ${remove.text}`).toContain(remove.status);
      // Claiming needs an account, and a signed-in intruder without the owner's fingerprint claims nothing.
      if (intruder.token === attacker.token) expect(claim, label).toMatchObject({ status: 200, json: { claimed: 0 } });
      else expect(claim.status, label).toBe(401);
      for (const answer of [read, write, remove, claim]) {
        for (const secret of secrets) expect(answer.text, `${label} leaked ${secret}`).not.toContain(secret);
      }
    }
    const history = await request(t, { method: 'GET', path: `/api/messages/${sessionId}?fingerprint=${owner}` });
    expect(MessageListSchema.parse(history.json).map((row) => row.id)).toEqual([
      chat.userMessage.id,
      chat.aiMessage.id,
    ]);
  });
});
