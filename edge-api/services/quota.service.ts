import { and, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Quota } from '../../shared/contract/messages';
import { ANONYMOUS_MESSAGE_LIMIT, PREMIUM_MESSAGES_PER_MINUTE } from '../../shared/constants';
import { isLimitReached, limitReachedCopy, type Tier } from '../../shared/quota';
import type { Database } from '../db/database';
import { reusableStatement } from '../db/prepared';
import { usageCounters } from '../db/schema';
import { AppError } from '../errors';
import { hit } from './rate-limit';
import { entitlementFor, usageCount, type Entitlement } from './users.service';

/** Who a message is charged to: one counter for an account, two (fingerprint and session) for a visitor. */
export interface Charge {
  tier: Tier;
  limit: number | null;
  counters: { subject: string; period: string }[];
  /** An account's plan as read for this charge, kept so the reply's user view need not read it again. */
  entitlement?: Entitlement;
}

const ANONYMOUS_PERIOD = 'all';

export async function chargeFor(
  db: Database,
  author: { userId: string } | { fingerprint: string; sessionId: string },
  now: Date,
): Promise<Charge> {
  if ('userId' in author) return chargeOf(await entitlementFor(db, author.userId, now));
  return visitorCharge(author);
}

/** An account's charge under a plan already read. */
export function chargeOf(entitlement: Entitlement): Charge {
  return {
    tier: entitlement.plan,
    limit: entitlement.limit,
    counters: [{ subject: entitlement.usageSubject, period: entitlement.usagePeriod }],
    entitlement,
  };
}

/** A visitor's charge needs no read. */
export function visitorCharge(author: { fingerprint: string; sessionId: string }): Charge {
  return {
    tier: 'anonymous',
    limit: ANONYMOUS_MESSAGE_LIMIT,
    // DESIGN.md: a visitor is limited per fingerprint and per session id; the stricter wins.
    counters: [
      { subject: `fingerprint:${author.fingerprint}`, period: ANONYMOUS_PERIOD },
      { subject: `session:${author.sessionId}`, period: ANONYMOUS_PERIOD },
    ],
  };
}

export function limitError(charge: Charge): AppError {
  const copy = limitReachedCopy(charge.tier);
  return new AppError('quota_exceeded', copy.description, {
    limitReached: true,
    anonymous: charge.tier === 'anonymous',
    limit: charge.limit,
    title: copy.title,
  });
}

/**
 * The spend of one counter as a single upsert whose update only applies under the limit (none when
 * null), returning the new count, or no row when the limit is reached. The values may be
 * placeholders.
 */
function counterSpend(
  db: Database,
  counter: { subject: string | Placeholder; period: string | Placeholder },
  limit: number | Placeholder | null,
) {
  return db
    .insert(usageCounters)
    .values({ subject: counter.subject, period: counter.period, count: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.subject, usageCounters.period],
      set: { count: sql`${usageCounters.count} + 1` },
      setWhere: limit === null ? undefined : sql`${usageCounters.count} < ${limit}`,
    })
    .returning({ count: usageCounters.count });
}

type SpendStatement = ReturnType<typeof reusableStatement<{ count: number }>>;
const singleSpends: { limited?: SpendStatement; unlimited?: SpendStatement } = {};

/**
 * One counter's spend, built once and run in each send's transaction. Its SQL is the same on every
 * database (there is one dialect), so whichever database spends first builds it.
 */
function singleSpend(db: Database, limited: boolean): SpendStatement {
  const key = limited ? 'limited' : 'unlimited';
  return (singleSpends[key] ??= reusableStatement(
    counterSpend(
      db,
      { subject: sql.placeholder('subject'), period: sql.placeholder('period') },
      limited ? sql.placeholder('limit') : null,
    ).toSQL(),
    [{ path: ['count'], field: usageCounters.count }],
  ));
}

/**
 * Spends one message, or refuses with the limit error. For one counter the check and the increment
 * are a single upsert whose update only applies under the limit; for a visitor's two counters both
 * rows are locked in a fixed order inside one transaction. Either way, concurrent sends from any
 * number of tabs or servers can never pass the limit.
 */
export async function spend(db: Database, charge: Charge, burstKey: string | null, now: Date): Promise<number> {
  if (burstKey) await hit(db, burstKey, 60_000, PREMIUM_MESSAGES_PER_MINUTE, now);
  const limit = charge.limit;
  if (charge.counters.length === 1) {
    const [row] = await singleSpend(db, limit !== null)(db, { ...charge.counters[0]!, limit });
    if (!row) throw limitError(charge);
    return row.count;
  }
  return db.transaction(async (tx) => {
    const subjects = charge.counters.map((counter) => counter.subject).sort();
    await tx
      .insert(usageCounters)
      .values(subjects.map((subject) => ({ subject, period: ANONYMOUS_PERIOD, count: 0 })))
      .onConflictDoNothing();
    const rows = await tx
      .select({ subject: usageCounters.subject, count: usageCounters.count })
      .from(usageCounters)
      .where(and(inArray(usageCounters.subject, subjects), eq(usageCounters.period, ANONYMOUS_PERIOD)))
      .orderBy(usageCounters.subject)
      .for('update');
    const used = Math.max(...rows.map((row) => row.count));
    if (isLimitReached(used, limit)) throw limitError(charge);
    await tx
      .update(usageCounters)
      .set({ count: sql`${usageCounters.count} + 1` })
      .where(and(inArray(usageCounters.subject, subjects), eq(usageCounters.period, ANONYMOUS_PERIOD)));
    return used + 1;
  });
}

/** Gives back a unit when no reply could be produced. */
export async function refund(db: Database, charge: Charge): Promise<void> {
  for (const counter of charge.counters) {
    await db
      .update(usageCounters)
      .set({ count: sql`greatest(${usageCounters.count} - 1, 0)` })
      .where(and(eq(usageCounters.subject, counter.subject), eq(usageCounters.period, counter.period)));
  }
}

export async function usedBy(db: Database, charge: Charge): Promise<number> {
  let used = 0;
  for (const counter of charge.counters) used = Math.max(used, await usageCount(db, counter.subject, counter.period));
  return used;
}

export function quotaState(charge: Charge, used: number): Quota {
  return { tier: charge.tier, used, limit: charge.limit, limitReached: isLimitReached(used, charge.limit) };
}
