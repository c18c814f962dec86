import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CodeSentSchema, UserSchema, VerifyResponseSchema } from '../../shared/contract/auth';
import { OkSchema } from '../../shared/contract/common';
import { MESSAGES } from '../../shared/validation';
import { AUTH_COPY } from '../services/auth.service';
import { buildTestApp, latestCode, signUp, uniqueEmail, useTestDb } from '../test/test-app';

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('passwordless accounts', () => {
  const db = useTestDb();

  it('registers with a code from the mailbox and returns a token and the full user', async () => {
    const t = await buildTestApp(db.current);
    const email = uniqueEmail();
    const registered = await t.json('/api/auth/register', {
      body: { email: ` ${email.toUpperCase()} `, username: 'Coach_K' },
    });
    expect(registered.status).toBe(200);
    expect(CodeSentSchema.parse(registered.body).message).toBe(AUTH_COPY.codeSent);
    const code = await latestCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await t.json('/api/auth/verify', { body: { email, code } });
    expect(verified.status).toBe(200);
    const { token, user } = VerifyResponseSchema.parse(verified.body);
    expect(user).toMatchObject({
      email,
      username: 'Coach_K',
      subscriptionStatus: 'free',
      messageCount: 0,
      messageLimit: 15,
      subscriptionDetails: null,
      quizPoints: 0,
    });
    const me = await t.json('/api/auth/me', { token });
    expect(UserSchema.parse(me.body).id).toBe(user.id);
  });

  it('rejects a malformed e-mail and each bad username with the product copy', async () => {
    const t = await buildTestApp(db.current);
    const badEmail = await t.json('/api/auth/login', { body: { email: 'not-an-email' } });
    expect(badEmail).toMatchObject({ status: 400, body: { message: MESSAGES.email } });
    expect(Array.isArray(badEmail.body.issues)).toBe(true);
    const cases: [string, string][] = [
      ['ab', MESSAGES.usernameTooShort],
      ['a'.repeat(21), MESSAGES.usernameTooLong],
      ['bad name!', MESSAGES.usernameCharacters],
    ];
    for (const [username, message] of cases) {
      const response = await t.json('/api/auth/register', { body: { email: uniqueEmail(), username } });
      expect(response).toMatchObject({ status: 400, body: { message } });
    }
  });

  it('refuses a taken e-mail or username with 409 and the spec text', async () => {
    const t = await buildTestApp(db.current);
    const first = await signUp(t);
    const sameEmail = await t.json('/api/auth/register', { body: { email: first.email, username: 'another_one' } });
    expect(sameEmail).toMatchObject({ status: 409, body: { message: AUTH_COPY.emailTaken } });
    const sameName = await t.json('/api/auth/register', {
      body: { email: uniqueEmail(), username: first.username.toUpperCase() },
    });
    expect(sameName).toMatchObject({ status: 409, body: { message: AUTH_COPY.usernameTaken, field: 'username' } });
  });

  it('answers login the same for unknown addresses, and verifying creates the account without a username', async () => {
    const t = await buildTestApp(db.current);
    const known = await signUp(t);
    const unknownEmail = uniqueEmail('newcomer');
    t.clock.advance(61_000);
    const forKnown = await t.json('/api/auth/login', { body: { email: known.email } });
    const forUnknown = await t.json('/api/auth/login', { body: { email: unknownEmail } });
    expect(forKnown.status).toBe(200);
    expect(CodeSentSchema.parse(forUnknown.body)).toEqual(forKnown.body);
    const verified = await t.json('/api/auth/verify', {
      body: { email: unknownEmail, code: await latestCode(t, unknownEmail) },
    });
    expect(verified.status).toBe(200);
    expect(VerifyResponseSchema.parse(verified.body).user).toMatchObject({ email: unknownEmail, username: null });
  });

  it('refuses a wrong code, and an expired one', async () => {
    const t = await buildTestApp(db.current);
    const email = uniqueEmail();
    await t.json('/api/auth/login', { body: { email } });
    const code = await latestCode(t, email);
    const wrong = await t.json('/api/auth/verify', { body: { email, code: wrongCodeFor(code) } });
    expect(wrong).toMatchObject({ status: 400, body: { message: AUTH_COPY.invalidCode } });
    t.clock.advance(10 * 60 * 1000 + 1);
    const expired = await t.json('/api/auth/verify', { body: { email, code } });
    expect(expired).toMatchObject({ status: 400, body: { message: AUTH_COPY.codeExpired } });
  });

  it('kills a code after five wrong tries: the sixth fails even with the right code', async () => {
    const t = await buildTestApp(db.current);
    const email = uniqueEmail();
    await t.json('/api/auth/login', { body: { email } });
    const code = await latestCode(t, email);
    for (let i = 0; i < 5; i++) {
      expect((await t.json('/api/auth/verify', { body: { email, code: wrongCodeFor(code) } })).status).toBe(400);
    }
    const sixth = await t.json('/api/auth/verify', { body: { email, code } });
    expect(sixth).toMatchObject({ status: 400, body: { message: AUTH_COPY.codeExpired } });
  });

  it('allows one new code a minute, and a new code replaces the old one', async () => {
    const t = await buildTestApp(db.current);
    const email = uniqueEmail();
    await t.json('/api/auth/login', { body: { email } });
    const firstCode = await latestCode(t, email);
    const tooSoon = await t.json('/api/auth/login', { body: { email } });
    expect(tooSoon).toMatchObject({ status: 429, body: { message: AUTH_COPY.cooldown } });
    t.clock.advance(60_000);
    expect((await t.json('/api/auth/login', { body: { email } })).status).toBe(200);
    const secondCode = await latestCode(t, email);
    if (secondCode !== firstCode) {
      const old = await t.json('/api/auth/verify', { body: { email, code: firstCode } });
      expect(old.status).toBe(400);
    }
    expect((await t.json('/api/auth/verify', { body: { email, code: secondCode } })).status).toBe(200);
  });

  it('allows at most five codes an hour per address', async () => {
    const t = await buildTestApp(db.current);
    const email = uniqueEmail();
    t.clock.set(new Date('2026-11-15T12:00:00Z'));
    for (let i = 0; i < 5; i++) {
      expect((await t.json('/api/auth/login', { body: { email } })).status).toBe(200);
      t.clock.advance(61_000);
    }
    const sixth = await t.json('/api/auth/login', { body: { email } });
    expect(sixth).toMatchObject({ status: 429, body: { message: AUTH_COPY.tooManyCodes } });
  });

  it('limits code sends and verifies per IP', async () => {
    const t = await buildTestApp(db.current);
    const headers = { 'x-test-ip': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push((await t.json('/api/auth/login', { body: { email: uniqueEmail() }, headers })).status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    const otherIp = await t.json('/api/auth/login', {
      body: { email: uniqueEmail() },
      headers: { 'x-test-ip': '203.0.113.10' },
    });
    expect(otherIp.status).toBe(200);
  });

  it('gives exactly one token when the right code is verified concurrently', async () => {
    const t = await buildTestApp(db.current);
    const email = uniqueEmail();
    await t.json('/api/auth/login', { body: { email } });
    const code = await latestCode(t, email);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.json('/api/auth/verify', { body: { email, code } })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
  });

  it('revokes the token on logout, and an expired session fails with 401', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    expect((await t.json('/api/auth/me', { token })).status).toBe(200);
    const loggedOut = await t.json('/api/auth/logout', { method: 'POST', token });
    expect(loggedOut.status).toBe(200);
    OkSchema.parse(loggedOut.body);
    expect((await t.json('/api/auth/me', { token })).status).toBe(401);

    const second = await signUp(t);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await t.json('/api/auth/me', { token: second.token })).status).toBe(401);
    expect((await t.json('/api/auth/me', { token: 'made-up-token' })).status).toBe(401);
  });

  it('keeps a session in use alive past its first expiry: each day of use renews it for 30 days', async () => {
    const t = await buildTestApp(db.current);
    const { token, email, username } = await signUp(t);
    const day = 24 * 60 * 60 * 1000;
    t.clock.advance(20 * day);
    const me = await t.json('/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(UserSchema.parse(me.body)).toMatchObject({ email, username });
    t.clock.advance(20 * day);
    expect((await t.json('/api/auth/me', { token })).status).toBe(200);
    t.clock.advance(31 * day);
    expect((await t.json('/api/auth/me', { token })).status).toBe(401);
  });

  it('keeps no code or token in plain text in the database, and none in the logs', async () => {
    const t = await buildTestApp(db.current);
    const email = uniqueEmail();
    await t.json('/api/auth/login', { body: { email } });
    const code = await latestCode(t, email);
    const verified = await t.json('/api/auth/verify', { body: { email, code } });
    const token = String(verified.body.token);
    await t.json('/api/auth/me', { token });
    await t.settle();
    const tables = ['users', 'verification_codes', 'auth_sessions', 'mail_outbox', 'rate_limit_hits'];
    for (const table of tables) {
      const rows = await db.current.db.execute(sql.raw(`select * from ${table}`));
      const dump = JSON.stringify(rows);
      expect(dump).not.toContain(token);
      expect(dump).not.toContain(code);
    }
    const logs = t.logger.lines.join('\n');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(code);
  });

  it('updates the profile, and a taken username is a username error', async () => {
    const t = await buildTestApp(db.current);
    const other = await signUp(t);
    const { token } = await signUp(t);
    const updated = await t.json('/api/user/profile', { method: 'PATCH', token, body: { name: 'Coach Taylor' } });
    expect(updated.status).toBe(200);
    expect(UserSchema.parse(updated.body).name).toBe('Coach Taylor');
    const taken = await t.json('/api/user/profile', { method: 'PATCH', token, body: { username: other.username } });
    expect(taken).toMatchObject({ status: 409, body: { message: AUTH_COPY.usernameTaken, field: 'username' } });
    const invalid = await t.json('/api/user/profile', { method: 'PATCH', token, body: { username: 'no spaces' } });
    expect(invalid).toMatchObject({ status: 400, body: { message: MESSAGES.usernameCharacters } });
    const anonymous = await t.json('/api/user/profile', { method: 'PATCH', body: { name: 'X' } });
    expect(anonymous.status).toBe(401);
  });

  it('keeps mail in the outbox while the provider is down and delivers it when it returns', async () => {
    const t = await buildTestApp(db.current, { env: { MAIL_PROVIDER: 'dev' } });
    const email = uniqueEmail();
    t.mail.setDown(true);
    const response = await t.json('/api/auth/login', { body: { email } });
    expect(response.status).toBe(200);
    await t.settle();
    expect(t.mail.sent.filter((mail) => mail.to === email)).toHaveLength(0);
    t.mail.setDown(false);
    t.clock.advance(60_000);
    const { createMailOutbox } = await import('../services/mail-outbox');
    const outbox = createMailOutbox({
      db: db.current.db,
      mail: t.mail,
      logger: t.logger,
      secret: t.deps.authSecret,
      now: t.clock.now,
    });
    await outbox.deliverDue();
    const delivered = t.mail.sent.filter((mail) => mail.to === email);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.text).toContain(await latestCode(t, email));
  });
});
