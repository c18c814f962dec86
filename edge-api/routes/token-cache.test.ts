import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UserSchema } from '../../shared/contract/auth';
import { sha256Hex } from '../crypto';
import { authSessions } from '../db/schema';
import { createTokenCache, TOKEN_CACHE_TTL_MS, type VerifiedSession } from '../services/token-cache';
import { chatMessage } from '../test/chat-fixtures';
import { buildTestApp, signUp, useTestDb } from '../test/test-app';

/** What another server does to the session: this process is not told. */
async function revokeElsewhere(t: Awaited<ReturnType<typeof buildTestApp>>, token: string) {
  await t.deps.db
    .update(authSessions)
    .set({ revokedAt: t.clock.now() })
    .where(eq(authSessions.tokenHash, await sha256Hex(token)));
}

describe('verified tokens kept for a moment', () => {
  const db = useTestDb();

  it('answers a token verified a moment ago without reading its session, until the entry expires', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    expect((await t.json('/api/auth/me', { token })).status).toBe(200);
    await revokeElsewhere(t, token);
    // Still within the time a verification is trusted: the revocation is not read yet.
    t.clock.advance(TOKEN_CACHE_TTL_MS - 1);
    expect((await t.json('/api/auth/me', { token })).status).toBe(200);
    t.clock.advance(1);
    expect((await t.json('/api/auth/me', { token })).status).toBe(401);
  });

  it('forgets a token at once when it signs out here', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    expect((await t.json('/api/auth/me', { token })).status).toBe(200);
    expect((await t.json('/api/auth/logout', { token, body: {} })).status).toBe(200);
    expect((await t.json('/api/auth/me', { token })).status).toBe(401);
    const send = await t.json('/api/messages', {
      token,
      body: chatMessage(),
    });
    // Signed out, the send is judged as a visitor's, and a visitor must name a fingerprint.
    expect(send.status).toBe(400);
  });

  it('shows a change to the user made here on the next request, not the copy kept with the token', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    expect((await t.json('/api/auth/me', { token })).status).toBe(200);
    const renamed = await t.json('/api/user/profile', { method: 'PATCH', token, body: { name: 'Coach Taylor' } });
    expect(renamed.status).toBe(200);
    expect(UserSchema.parse((await t.json('/api/auth/me', { token })).body).name).toBe('Coach Taylor');
    const saved = await t.json('/api/user/coach-profile', { method: 'PUT', token, body: { level: 'high-school' } });
    expect(saved.status).toBe(200);
    const profile = await t.json('/api/user/coach-profile', { token });
    expect(profile.body).toEqual(saved.body);
  });
});

describe('token cache', () => {
  const session = (userId: string): VerifiedSession => ({
    sessionId: crypto.randomUUID(),
    userId,
    sessionExpiresAt: new Date('2030-01-01T00:00:00Z'),
    user: { id: userId } as VerifiedSession['user'],
  });

  it('keeps at most maxEntries, evicting the least recently used', () => {
    const at = new Date('2026-11-15T12:00:00Z');
    const cache = createTokenCache({ ttlMs: 1000, maxEntries: 2, now: () => at });
    cache.set('a', session('ua'), cache.revision);
    cache.set('b', session('ub'), cache.revision);
    expect(cache.get('a')?.userId).toBe('ua');
    cache.set('c', session('uc'), cache.revision);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')?.userId).toBe('ua');
    expect(cache.get('c')?.userId).toBe('uc');
  });

  it('does not keep a verification read before a sign-out or a change it raced with', () => {
    const at = new Date('2026-11-15T12:00:00Z');
    const cache = createTokenCache({ ttlMs: 1000, maxEntries: 10, now: () => at });
    const readAt = cache.revision;
    cache.forgetToken('a');
    cache.set('a', session('ua'), readAt);
    expect(cache.get('a')).toBeNull();
    cache.set('a', session('ua'), cache.revision);
    cache.set('b', session('ua'), cache.revision);
    cache.forgetUser('ua');
    expect([cache.get('a'), cache.get('b')]).toEqual([null, null]);
  });

  it('drops an entry once the session itself has expired or the clock went back', () => {
    let at = new Date('2029-12-31T23:59:59.500Z');
    const cache = createTokenCache({ ttlMs: 10_000, maxEntries: 10, now: () => at });
    cache.set('a', session('ua'), cache.revision);
    at = new Date('2030-01-01T00:00:00Z');
    expect(cache.get('a')).toBeNull();
    cache.set('b', session('ub'), cache.revision);
    at = new Date('2029-12-31T23:00:00Z');
    expect(cache.get('b')).toBeNull();
  });
});
