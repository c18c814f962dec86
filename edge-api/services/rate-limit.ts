import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimitHits } from '../db/schema';
import { AppError } from '../errors';

/**
 * Counts one hit for `key` in the current fixed window and refuses past `max`. The increment and
 * the read are one statement, so concurrent requests on any number of servers share one count.
 */
export async function hit(db: Database, key: string, windowMs: number, max: number, now: Date): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  if ((row?.count ?? 0) > max) {
    throw new AppError('rate_limited', 'Too many requests. Please wait a moment and try again.');
  }
}
