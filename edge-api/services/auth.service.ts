import { and, eq, getTableColumns, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import { AUTH } from '../../shared/constants';
import { constantTimeEqual, hmacHex, randomDigits, randomToken, sha256Hex } from '../crypto';
import type { Database } from '../db/database';
import { placeholderLike } from '../db/prepared';
import { isUniqueViolation } from '../db/errors';
import { authSessions, users, verificationCodes } from '../db/schema';
import { AppError } from '../errors';
import { verificationMail } from '../providers/mail/templates';
import type { MailOutbox } from './mail-outbox';
import { hit } from './rate-limit';
import { createTokenCache, TOKEN_CACHE_MAX_ENTRIES, TOKEN_CACHE_TTL_MS } from './token-cache';
import type { UserRow } from './users.service';

export interface AuthDeps {
  db: Database;
  outbox: MailOutbox;
  authSecret: string;
  now: () => Date;
  /** Runs work after the response (waitUntil on Workers); errors are the callee's to log. */
  defer: (work: Promise<unknown>) => void;
  /** Sign-in requests one address may make per window (AUTH.ipWindowMs). */
  requestsPerIp?: number;
  /** How long this process trusts a verified token without reading its session again. */
  tokenCacheTtlMs?: number;
}

export const AUTH_COPY = {
  emailTaken: 'This email may already be registered.',
  usernameTaken: 'This username is already taken. Please choose another one.',
  invalidCode: 'Invalid verification code. Please try again.',
  codeExpired: 'This code has expired or was used too many times. Please request a new one.',
  cooldown: 'Please wait a minute before requesting another code.',
  tooManyCodes: 'Too many codes requested for this address. Please try again later.',
  codeSent: 'Please check your email for the verification code.',
  unauthorized: 'Please sign in to continue.',
} as const;

const USERNAME_INDEX = 'users_username_unique';

export function createAuthService(deps: AuthDeps) {
  const { db, outbox, authSecret, now } = deps;
  const codeHash = (email: string, code: string) => hmacHex(authSecret, `verification:${email}:${code}`);
  // Every signed-in request runs this one: it is built once, and its row is flat, as Drizzle maps
  // a nested selection of two whole tables column by column into objects per table.
  const sessionByToken = db
    .select({ sessionId: authSessions.id, sessionExpiresAt: authSessions.expiresAt, ...getTableColumns(users) })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, placeholderLike(authSessions.expiresAt, 'at')),
      ),
    )
    .prepare('session_by_token');
  const verified = createTokenCache({
    ttlMs: deps.tokenCacheTtlMs ?? TOKEN_CACHE_TTL_MS,
    maxEntries: TOKEN_CACHE_MAX_ENTRIES,
    now,
  });

  async function limitIp(ip: string) {
    await hit(db, `auth-ip:${ip}`, AUTH.ipWindowMs, deps.requestsPerIp ?? AUTH.ipRequestsPerWindow, now());
  }

  async function usernameTaken(username: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
    return Boolean(row);
  }

  /**
   * Issues a fresh code for the address. The upsert only replaces a code older than the cooldown,
   * in one statement, so parallel requests cannot send two codes inside a minute.
   */
  async function issueCode(email: string, pendingUsername: string | null): Promise<void> {
    const at = now();
    const code = randomDigits(6);
    const values = {
      email,
      codeHash: await codeHash(email, code),
      pendingUsername,
      attempts: 0,
      expiresAt: new Date(at.getTime() + AUTH.codeTtlMs),
      sentAt: at,
    };
    const cooledDown = new Date(at.getTime() - AUTH.codeResendCooldownMs);
    const [current] = await db
      .select({ sentAt: verificationCodes.sentAt })
      .from(verificationCodes)
      .where(eq(verificationCodes.email, email));
    if (current && current.sentAt > cooledDown) throw new AppError('rate_limited', AUTH_COPY.cooldown);
    await hit(db, `codes-per-email:${email}`, 60 * 60 * 1000, AUTH.codesPerHourPerEmail, at).catch((error: unknown) => {
      throw error instanceof AppError ? new AppError('rate_limited', AUTH_COPY.tooManyCodes) : error;
    });
    const issued = await db
      .insert(verificationCodes)
      .values(values)
      .onConflictDoUpdate({
        target: verificationCodes.email,
        set: values,
        setWhere: lte(verificationCodes.sentAt, cooledDown),
      })
      .returning({ email: verificationCodes.email });
    if (issued.length === 0) throw new AppError('rate_limited', AUTH_COPY.cooldown);
    await db.update(users).set({ lastVerificationSent: at }).where(eq(users.email, email));
    const mailId = await outbox.enqueue(verificationMail(email, code), { code });
    deps.defer(outbox.deliver(mailId));
  }

  async function createSession(userId: string): Promise<string> {
    const token = randomToken(32);
    await db.insert(authSessions).values({
      userId,
      tokenHash: await sha256Hex(token),
      expiresAt: new Date(now().getTime() + AUTH.sessionTtlMs),
    });
    return token;
  }

  /** The account for a verified address: existing, or created now with the username from register. */
  async function upsertVerifiedUser(email: string, pendingUsername: string | null): Promise<UserRow> {
    const [existing] = await db.select().from(users).where(eq(users.email, email));
    if (existing) {
      if (existing.verified) return existing;
      const [updated] = await db
        .update(users)
        .set({ verified: true, updatedAt: now() })
        .where(eq(users.id, existing.id))
        .returning();
      return updated!;
    }
    const insert = (username: string | null) =>
      db
        .insert(users)
        .values({ email, username, verified: true })
        .onConflictDoUpdate({ target: users.email, set: { verified: true } })
        .returning();
    try {
      return (await insert(pendingUsername))[0]!;
    } catch (error) {
      // The username was taken between register and verify: the account is still created, and
      // the user picks another name in Settings.
      if (pendingUsername && isUniqueViolation(error, USERNAME_INDEX)) return (await insert(null))[0]!;
      throw error;
    }
  }

  return {
    async register(email: string, username: string, ip: string): Promise<void> {
      await limitIp(ip);
      const [existing] = await db.select({ verified: users.verified }).from(users).where(eq(users.email, email));
      if (existing?.verified) throw new AppError('conflict', AUTH_COPY.emailTaken, { field: 'email' });
      if (await usernameTaken(username)) throw new AppError('conflict', AUTH_COPY.usernameTaken, { field: 'username' });
      await issueCode(email, username);
    },

    /** Answers the same whether or not the address has an account: verifying creates it. */
    async login(email: string, ip: string): Promise<void> {
      await limitIp(ip);
      await issueCode(email, null);
    },

    async verify(email: string, code: string, ip: string): Promise<{ token: string; user: UserRow }> {
      await limitIp(ip);
      const at = now();
      // Counting the try and checking it is allowed is one statement: a sixth try fails even
      // with the right code, and concurrent wrong guesses cannot slip past the limit.
      const [pending] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.email, email),
            lt(verificationCodes.attempts, AUTH.codeMaxAttempts),
            gt(verificationCodes.expiresAt, at),
          ),
        )
        .returning();
      if (!pending) throw new AppError('bad_request', AUTH_COPY.codeExpired);
      const presented = await codeHash(email, code);
      if (!constantTimeEqual(presented, pending.codeHash)) throw new AppError('bad_request', AUTH_COPY.invalidCode);
      // Consuming the code is one DELETE: of two concurrent verifies with the right code, one wins.
      const consumed = await db
        .delete(verificationCodes)
        .where(and(eq(verificationCodes.email, email), eq(verificationCodes.codeHash, pending.codeHash)))
        .returning({ email: verificationCodes.email });
      if (consumed.length === 0) throw new AppError('bad_request', AUTH_COPY.codeExpired);
      const user = await upsertVerifiedUser(email, pending.pendingUsername);
      return { token: await createSession(user.id), user };
    },

    /**
     * The user behind a token, or null when it is unknown, revoked or expired. Slides the expiry.
     * A token verified a moment ago in this process is trusted without reading its session again.
     */
    async authenticate(token: string): Promise<UserRow | null> {
      if (!token || token.length > 200) return null;
      const tokenHash = await sha256Hex(token);
      const cached = verified.get(tokenHash);
      if (cached) return cached.user;
      const at = now();
      const readAt = verified.revision;
      const [row] = await sessionByToken.execute({ tokenHash, at });
      if (!row) return null;
      const { sessionId, sessionExpiresAt, ...user } = row;
      const slideAfter = sessionExpiresAt.getTime() - AUTH.sessionTtlMs + 24 * 60 * 60 * 1000;
      let expiresAt = sessionExpiresAt;
      if (at.getTime() > slideAfter) {
        expiresAt = new Date(at.getTime() + AUTH.sessionTtlMs);
        await db.update(authSessions).set({ expiresAt }).where(eq(authSessions.id, sessionId));
      }
      verified.set(tokenHash, { sessionId, userId: user.id, sessionExpiresAt: expiresAt, user }, readAt);
      return user;
    },

    async logout(token: string): Promise<void> {
      const tokenHash = await sha256Hex(token);
      await db
        .update(authSessions)
        .set({ revokedAt: now() })
        .where(and(eq(authSessions.tokenHash, tokenHash), isNull(authSessions.revokedAt)));
      verified.forgetToken(tokenHash);
    },

    /** The user's row changed in this process: their next request reads it afresh. */
    forgetUser(userId: string): void {
      verified.forgetUser(userId);
    },

    async updateProfile(userId: string, changes: { name?: string; username?: string }): Promise<UserRow> {
      const set: Partial<typeof users.$inferInsert> = { updatedAt: now() };
      if (changes.name !== undefined) set.name = changes.name === '' ? null : changes.name;
      if (changes.username !== undefined) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.username}) = lower(${changes.username}) and ${users.id} <> ${userId}`);
        if (taken) throw new AppError('conflict', AUTH_COPY.usernameTaken, { field: 'username' });
        set.username = changes.username;
      }
      try {
        const [updated] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
        if (!updated) throw new AppError('unauthorized', AUTH_COPY.unauthorized);
        return updated;
      } catch (error) {
        if (isUniqueViolation(error, USERNAME_INDEX))
          throw new AppError('conflict', AUTH_COPY.usernameTaken, { field: 'username' });
        throw error;
      } finally {
        // After the write commits: a verification read before it must not be kept.
        verified.forgetUser(userId);
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
