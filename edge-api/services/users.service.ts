import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { User } from '../../shared/contract/auth';
import { CoachProfileSchema, type CoachProfile } from '../../shared/contract/profile';
import type { Plan } from '../../shared/constants';
import { messageLimit, usagePeriod } from '../../shared/quota';
import type { Database } from '../db/database';
import { placeholderLike, preparedPer } from '../db/prepared';
import { subscriptions, usageCounters, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Provider statuses that still grant the plan until the period ends. */
export const ENTITLED_STATUSES = ['active', 'trialing', 'past_due'];

/**
 * The subscription that currently grants a plan, if any. The plan is computed on read from the
 * stored period, so a canceled plan falls back to free at period end without any job running.
 */
const entitlingSubscriptions = preparedPer((db) =>
  db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, sql.placeholder('userId')),
        inArray(subscriptions.status, ENTITLED_STATUSES),
        gt(subscriptions.currentPeriodEnd, placeholderLike(subscriptions.currentPeriodEnd, 'now')),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .prepare('entitling_subscriptions'),
);

export async function entitlingSubscription(db: Database, userId: string, now: Date): Promise<SubscriptionRow | null> {
  const rows = await entitlingSubscriptions(db).execute({ userId, now });
  return rows.find((row) => row.plan === 'premium') ?? rows[0] ?? null;
}

export interface Entitlement {
  plan: Plan;
  subscription: SubscriptionRow | null;
  usageSubject: string;
  usagePeriod: string;
  limit: number | null;
}

export async function entitlementFor(db: Database, userId: string, now: Date): Promise<Entitlement> {
  const subscription = await entitlingSubscription(db, userId, now);
  const plan: Plan = subscription?.plan ?? 'free';
  return {
    plan,
    subscription,
    usageSubject: `user:${userId}`,
    usagePeriod: usagePeriod(plan, now, subscription?.currentPeriodStart),
    limit: messageLimit(plan),
  };
}

export async function usageCount(db: Database, subject: string, period: string): Promise<number> {
  const [row] = await db
    .select({ count: usageCounters.count })
    .from(usageCounters)
    .where(and(eq(usageCounters.subject, subject), eq(usageCounters.period, period)));
  return row?.count ?? 0;
}

/** The user as the client reads it (SPEC §3), with the plan and count of the current period. */
export async function toUserView(db: Database, user: UserRow, now: Date): Promise<User> {
  const entitlement = await entitlementFor(db, user.id, now);
  return userView(user, entitlement, await usageCount(db, entitlement.usageSubject, entitlement.usagePeriod));
}

/** The user view from a plan and a message count already in hand. */
export function userView(user: UserRow, entitlement: Entitlement, messageCount: number): User {
  const { subscription } = entitlement;
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    name: user.name,
    subscriptionStatus: entitlement.plan,
    subscriptionExpiry: subscription ? subscription.currentPeriodEnd.toISOString() : null,
    subscriptionDetails: subscription
      ? {
          cancel_at_period_end: subscription.cancelAtPeriodEnd,
          canceled_at: subscription.canceledAt ? subscription.canceledAt.toISOString() : null,
        }
      : null,
    messageCount,
    messageLimit: entitlement.limit,
    quizPoints: user.quizPoints,
    quizQuestionsAnswered: user.quizQuestionsAnswered,
    quizQuestionStreak: user.quizQuestionStreak,
    level: user.level,
    achievements: user.achievements,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/**
 * The user's saved coach profile. A stored value that no longer matches the schema (a field since
 * removed) reads as no profile rather than failing the request that needed it.
 */
export function coachProfileOf(user: UserRow): CoachProfile | null {
  if (user.coachProfile === null || user.coachProfile === undefined) return null;
  const parsed = CoachProfileSchema.safeParse(user.coachProfile);
  return parsed.success ? parsed.data : null;
}

/** Replaces the user's coach profile with `profile` (already validated) and returns the stored one. */
export async function saveCoachProfile(
  db: Database,
  userId: string,
  profile: CoachProfile,
  now: Date,
): Promise<CoachProfile> {
  const [row] = await db
    .update(users)
    .set({ coachProfile: profile, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ coachProfile: users.coachProfile });
  return CoachProfileSchema.parse(row?.coachProfile ?? {});
}
