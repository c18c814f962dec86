import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SendMessageResponseSchema } from '../../shared/contract/messages';
import { AUTH, PREMIUM_MESSAGES_PER_MINUTE } from '../../shared/constants';
import { usagePeriod } from '../../shared/quota';
import { randomDigits, randomToken } from '../crypto';
import { messages, verificationCodes } from '../db/schema';
import { createBuiltinCoach } from '../providers/coach/builtin/builtin-coach';
import type { CoachProvider } from '../providers/coach/coach-provider';
import { AUTH_COPY } from '../services/auth.service';
import {
  chatMessage as message,
  fingerprint,
  id21,
  setUsage as setUsageIn,
  subscribe,
  usageOf,
} from '../test/chat-fixtures';
import { buildTestApp, latestCode, signUp, uniqueEmail, useTestDb, type TestApp } from '../test/test-app';

// Scripted abuse: guessing codes, spraying addresses from one IP, predicting tokens, bursting
// Premium sends and racing the quotas. Every limit is checked at its exact edge.

/** A coach with a one-line answer: the quota tests are about counting, not about replies. */
const terseCoach: CoachProvider = {
  name: 'builtin',
  async *reply() {
    yield 'Run the ball.';
  },
  quizQuestion: (request) => createBuiltinCoach().quizQuestion(request),
};

/** `count` distinct six-digit codes, none of them `code`. */
function wrongCodes(code: string, count: number): string[] {
  const wrong = new Set<string>();
  for (let i = 0; wrong.size < count; i++) {
    const guess = String((Number(code) + 1 + i * 7919) % 1_000_000).padStart(6, '0');
    if (guess !== code) wrong.add(guess);
  }
  return [...wrong];
}

const setUsage = (t: TestApp, subject: string, period: string, count: number) =>
  setUsageIn(t.deps.db, subject, period, count);
const usage = (t: TestApp, subject: string, period: string) => usageOf(t.deps.db, subject, period);

async function userMessagesIn(t: TestApp, sessionIds: string[]) {
  const rows = await t.deps.db
    .select({ sessionId: messages.sessionId, status: messages.status })
    .from(messages)
    .where(eq(messages.role, 'user'));
  return rows.filter((row) => sessionIds.includes(row.sessionId));
}

describe('abuse resistance', () => {
  const db = useTestDb();

  it('kills a code after 5 wrong guesses, even when 30 guesses race, and the right code then fails', async () => {
    const t = await buildTestApp(db.current);
    const email = uniqueEmail('target');
    await t.json('/api/auth/login', { body: { email } });
    const code = await latestCode(t, email);
    const guesses = await Promise.all(
      wrongCodes(code, 30).map((guess, i) =>
        t.json('/api/auth/verify', { body: { email, code: guess }, headers: { 'x-test-ip': `198.51.100.${i}` } }),
      ),
    );
    // The try is counted and checked in one statement: exactly five are judged, the rest find a dead code.
    expect(guesses.filter((answer) => answer.body.message === AUTH_COPY.invalidCode)).toHaveLength(5);
    expect(guesses.filter((answer) => answer.body.message === AUTH_COPY.codeExpired)).toHaveLength(25);
    expect(guesses.every((answer) => answer.status === 400)).toBe(true);
    const right = await t.json('/api/auth/verify', {
      body: { email, code },
      headers: { 'x-test-ip': '198.51.100.99' },
    });
    expect(right).toMatchObject({ status: 400, body: { message: AUTH_COPY.codeExpired } });
    const [row] = await t.deps.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
    expect(row?.attempts).toBe(AUTH.codeMaxAttempts);
  });

  it('allows at most 5 tries per address when 20 addresses are attacked from 20 rotating IPs each', async () => {
    const t = await buildTestApp(db.current);
    const targets = Array.from({ length: 20 }, (_, i) => ({ email: uniqueEmail(`spray${i}`), index: i }));
    for (const { email, index } of targets) {
      expect(
        (await t.json('/api/auth/login', { body: { email }, headers: { 'x-test-ip': `192.0.2.${index}` } })).status,
      ).toBe(200);
    }
    const judged = await Promise.all(
      targets.map(async ({ email, index }) => {
        const code = await latestCode(t, email);
        const messagesSeen: unknown[] = [];
        // Six guesses, each from another address of a botnet: the per-IP limit never bites, the per-code one does.
        for (const [guessIndex, guess] of wrongCodes(code, 6).entries()) {
          const answer = await t.json('/api/auth/verify', {
            body: { email, code: guess },
            headers: { 'x-test-ip': `203.0.${index}.${guessIndex}` },
          });
          expect(answer.status).toBe(400);
          messagesSeen.push(answer.body.message);
        }
        const right = await t.json('/api/auth/verify', {
          body: { email, code },
          headers: { 'x-test-ip': `203.0.${index}.200` },
        });
        return { messagesSeen, right };
      }),
    );
    for (const { messagesSeen, right } of judged) {
      expect(messagesSeen).toEqual([...Array<string>(5).fill(AUTH_COPY.invalidCode), AUTH_COPY.codeExpired]);
      expect(right).toMatchObject({ status: 400, body: { message: AUTH_COPY.codeExpired } });
    }
  });

  it('holds one address to AUTH_REQUESTS_PER_IP sign-in requests when the deployment sets it', async () => {
    const t = await buildTestApp(db.current, { env: { AUTH_REQUESTS_PER_IP: '3' } });
    const office = { 'x-test-ip': '198.18.0.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await t.json('/api/auth/login', { body: { email: uniqueEmail('office') }, headers: office })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('stops one IP spraying guesses at many addresses at the 61st request of the window', async () => {
    const t = await buildTestApp(db.current);
    const attacker = { 'x-test-ip': '198.18.0.1' };
    const targets = Array.from({ length: AUTH.ipRequestsPerWindow + 1 }, () => uniqueEmail('sprayed'));
    for (const [i, email] of targets.entries()) {
      const issued = await t.json('/api/auth/login', {
        body: { email },
        headers: { 'x-test-ip': `198.19.${i >> 8}.${i & 255}` },
      });
      expect(issued.status).toBe(200);
    }
    const codes = await Promise.all(targets.map((email) => latestCode(t, email)));
    const statuses: number[] = [];
    for (const [i, email] of targets.slice(0, AUTH.ipRequestsPerWindow).entries()) {
      const [guess] = wrongCodes(codes[i]!, 1);
      statuses.push((await t.json('/api/auth/verify', { body: { email, code: guess }, headers: attacker })).status);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    // The 61st is refused even with the right code, and refusing it spent none of that code's tries.
    const last = targets.at(-1)!;
    const refused = await t.json('/api/auth/verify', { body: { email: last, code: codes.at(-1)! }, headers: attacker });
    expect(refused.status).toBe(429);
    const login = await t.json('/api/auth/login', { body: { email: uniqueEmail() }, headers: attacker });
    expect(login.status).toBe(429);
    const [row] = await t.deps.db.select().from(verificationCodes).where(eq(verificationCodes.email, last));
    expect(row?.attempts).toBe(0);
    // Another address is not affected, and the same address is allowed again in the next window.
    const owner = await t.json('/api/auth/verify', {
      body: { email: last, code: codes.at(-1)! },
      headers: { 'x-test-ip': '198.18.0.2' },
    });
    expect(owner.status).toBe(200);
    t.clock.advance(AUTH.ipWindowMs);
    const nextWindow = await t.json('/api/auth/login', { body: { email: uniqueEmail() }, headers: attacker });
    expect(nextWindow.status).toBe(200);
  });

  it('draws 10,000 distinct session tokens of at least 128 bits, with every bit balanced', () => {
    const tokens = Array.from({ length: 10_000 }, () => randomToken());
    expect(new Set(tokens).size).toBe(tokens.length);
    // 43 base64url characters carry 258 bits ≥ 128; the default is 32 bytes = 256 bits.
    expect(tokens.filter((token) => !/^[A-Za-z0-9_-]{43,}$/.test(token))).toEqual([]);
    const ones = new Array<number>(256).fill(0);
    for (const token of tokens) {
      const bytes = Uint8Array.from(atob(token.replaceAll('-', '+').replaceAll('_', '/')), (char) =>
        char.charCodeAt(0),
      );
      expect(bytes.length).toBeGreaterThanOrEqual(32);
      for (let bit = 0; bit < 256; bit++) ones[bit]! += (bytes[bit >> 3]! >> (bit & 7)) & 1;
    }
    // Uniqueness alone would pass a counter or a timestamp; each bit must also be a fair coin.
    // n = 10,000: sd = 50, so ±400 is 8 sd (false alarm < 1e-14 per bit): only a stuck or biased bit fails.
    for (const count of ones) expect(Math.abs(count - 5_000)).toBeLessThan(400);
  });

  it('the token a sign-in returns is one of those: 256-bit base64url', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('draws six-digit codes uniformly at every position (chi-square over 20,000 codes)', () => {
    const counts = Array.from({ length: 6 }, () => new Array<number>(10).fill(0));
    const codes = Array.from({ length: 20_000 }, () => randomDigits(6));
    expect(codes.filter((code) => !/^\d{6}$/.test(code))).toEqual([]);
    for (const code of codes) {
      for (let position = 0; position < 6; position++) counts[position]![Number(code[position])]! += 1;
    }
    // df = 9: P(chi² > 60) ≈ 1.3e-9 per position, so chance never trips it, while a digit that is
    // never drawn (chi² ≈ 2,200) or a position stuck on a few digits fails at once.
    const expected = 20_000 / 10;
    for (const position of counts) {
      const chiSquare = position.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
      expect(chiSquare).toBeLessThan(60);
    }
  });

  it(`refuses a Premium user's message ${PREMIUM_MESSAGES_PER_MINUTE + 1} within a minute with 429, and lets it through a minute later`, async () => {
    const t = await buildTestApp(db.current, { deps: { coach: terseCoach } });
    const { token, user } = await signUp(t);
    await subscribe(t.deps.db, String(user.id), 'premium', t.clock.now());
    const sessionId = id21();
    const burst = await Promise.all(
      Array.from({ length: PREMIUM_MESSAGES_PER_MINUTE + 5 }, () =>
        t.json('/api/messages', { body: message({ sessionId }), token }),
      ),
    );
    // The count and the check are one statement: of 35 racing sends exactly 30 pass.
    expect(burst.filter((answer) => answer.status === 200)).toHaveLength(PREMIUM_MESSAGES_PER_MINUTE);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(5);
    const retry = message({ sessionId });
    const refused = await t.json('/api/messages', { body: retry, token });
    expect(refused.status).toBe(429);
    expect(typeof refused.body.message).toBe('string');
    // A refused send leaves no message behind, so the same clientMessageId is judged afresh later.
    expect((await userMessagesIn(t, [sessionId])).filter((row) => row.status !== 'complete')).toEqual([]);
    t.clock.advance(60_000);
    const later = await t.json('/api/messages', { body: retry, token });
    expect(later.status).toBe(200);
    expect(SendMessageResponseSchema.parse(later.body).quota).toMatchObject({ tier: 'premium', limit: null });
  });

  it('accepts exactly one of 100 concurrent sends at the edge of each limit: anonymous 9/10, free 14/15, Plus 149/150', async () => {
    const t = await buildTestApp(db.current, { deps: { coach: terseCoach } });
    const now = t.clock.now();

    // One chat per tier: the session's own anonymous counter is at 0, so the fingerprint's 9/10 binds.
    const visitor = fingerprint();
    await setUsage(t, `fingerprint:${visitor}`, 'all', 9);
    const visitorSession = id21();

    const free = await signUp(t);
    const freePeriod = usagePeriod('free', now);
    await setUsage(t, `user:${free.user.id}`, freePeriod, 14);
    const freeSession = id21();

    const plus = await signUp(t);
    const plusStart = await subscribe(t.deps.db, String(plus.user.id), 'plus', t.clock.now());
    const plusPeriod = usagePeriod('plus', now, plusStart);
    await setUsage(t, `user:${plus.user.id}`, plusPeriod, 149);
    const plusSession = id21();

    const [visitorAnswers, freeAnswers, plusAnswers] = await Promise.all([
      Promise.all(
        Array.from({ length: 100 }, () =>
          t.json('/api/messages', { body: message({ sessionId: visitorSession, browserFingerprint: visitor }) }),
        ),
      ),
      Promise.all(
        Array.from({ length: 100 }, () =>
          t.json('/api/messages', { body: message({ sessionId: freeSession }), token: free.token }),
        ),
      ),
      Promise.all(
        Array.from({ length: 100 }, () =>
          t.json('/api/messages', { body: message({ sessionId: plusSession }), token: plus.token }),
        ),
      ),
    ]);

    const tiers = [
      { name: 'anonymous', answers: visitorAnswers, subject: `fingerprint:${visitor}`, period: 'all', limit: 10 },
      { name: 'free', answers: freeAnswers, subject: `user:${free.user.id}`, period: freePeriod, limit: 15 },
      { name: 'plus', answers: plusAnswers, subject: `user:${plus.user.id}`, period: plusPeriod, limit: 150 },
    ];
    for (const tier of tiers) {
      const accepted = tier.answers.filter((answer) => answer.status === 200);
      const refused = tier.answers.filter((answer) => answer.status === 403);
      expect(accepted, tier.name).toHaveLength(1);
      expect(refused, tier.name).toHaveLength(99);
      expect(refused.every((answer) => answer.body.limitReached === true && answer.body.limit === tier.limit)).toBe(
        true,
      );
      expect(await usage(t, tier.subject, tier.period), tier.name).toBe(tier.limit);
    }
    // Only the accepted sends left a message; the 297 refused ones left none, pending or otherwise.
    const stored = await userMessagesIn(t, [visitorSession, freeSession, plusSession]);
    expect(stored).toHaveLength(3);
    expect(stored.every((row) => row.status === 'complete')).toBe(true);
  });
});
