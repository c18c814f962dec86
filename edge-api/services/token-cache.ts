import type { UserRow } from './users.service';

/** A session found valid by the database, and its user as read then. */
export interface VerifiedSession {
  sessionId: string;
  userId: string;
  sessionExpiresAt: Date;
  user: UserRow;
}

export interface TokenCacheOptions {
  /** How long a verification is trusted; another server's sign-out is seen after at most this. */
  ttlMs: number;
  maxEntries: number;
  now: () => Date;
}

/** Long enough that a send's requests in a burst reuse one verification, short enough to bound staleness. */
export const TOKEN_CACHE_TTL_MS = 5_000;
export const TOKEN_CACHE_MAX_ENTRIES = 10_000;

/**
 * Verified tokens of this process, by token hash, so a signed-in request need not read its session
 * again within a few seconds. What this process changes is forgotten at once (sign-out, a changed
 * user row); what other servers change is seen when the entry expires. The app clock measures the
 * age, so a clock moved back or past the session's own expiry also drops the entry.
 */
export function createTokenCache(options: TokenCacheOptions) {
  // A Map iterates in insertion order: re-inserting on use keeps the oldest first, to evict.
  const byHash = new Map<string, { session: VerifiedSession; verifiedAt: number }>();
  // Moves on every forget: a read begun before a sign-out must not cache what it found after it.
  let revision = 0;

  function forgetWhere(matches: (session: VerifiedSession) => boolean) {
    revision += 1;
    for (const [hash, entry] of byHash) if (matches(entry.session)) byHash.delete(hash);
  }

  return {
    get(tokenHash: string): VerifiedSession | null {
      const entry = byHash.get(tokenHash);
      if (!entry) return null;
      const at = options.now().getTime();
      const fresh =
        at >= entry.verifiedAt &&
        at - entry.verifiedAt < options.ttlMs &&
        at < entry.session.sessionExpiresAt.getTime();
      byHash.delete(tokenHash);
      if (!fresh) return null;
      byHash.set(tokenHash, entry);
      return entry.session;
    },

    /** Taken before reading a session from the database, and handed back to `set` with what was read. */
    get revision(): number {
      return revision;
    },

    /** Keeps the verification unless something was forgotten since `readAt` (a `revision`). */
    set(tokenHash: string, session: VerifiedSession, readAt: number): void {
      if (readAt !== revision) return;
      byHash.delete(tokenHash);
      byHash.set(tokenHash, { session, verifiedAt: options.now().getTime() });
      while (byHash.size > options.maxEntries) byHash.delete(byHash.keys().next().value!);
    },

    forgetToken(tokenHash: string): void {
      revision += 1;
      byHash.delete(tokenHash);
    },

    /** Drops every token of the user: their row changed, or their sessions were revoked. */
    forgetUser(userId: string): void {
      forgetWhere((session) => session.userId === userId);
    },

    get size(): number {
      return byHash.size;
    },
  };
}

export type TokenCache = ReturnType<typeof createTokenCache>;
