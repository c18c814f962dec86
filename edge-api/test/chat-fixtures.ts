import { and, eq } from 'drizzle-orm';
import type { SendMessage } from '../../shared/contract/messages';
import type { Database } from '../db/database';
import { subscriptions, usageCounters } from '../db/schema';

/** A random id of the shape the PWA makes (21 characters). */
export const id21 = () => crypto.randomUUID().replaceAll('-', '').slice(0, 21);
export const fingerprint = () => `fp_${id21()}`;

/** A valid send body; each call is a new message in a new session unless told otherwise. */
export function chatMessage(overrides: Partial<SendMessage> = {}): SendMessage {
  return {
    content: 'What is cover 2?',
    role: 'user',
    sessionId: id21(),
    personalityMode: 'gameOnTheLine',
    sportType: 'football',
    clientMessageId: crypto.randomUUID(),
    ...overrides,
  };
}

/** Puts a subject's usage counter at `count`, to start a test at the edge of a limit. */
export async function setUsage(db: Database, subject: string, period: string, count: number) {
  await db
    .insert(usageCounters)
    .values({ subject, period, count })
    .onConflictDoUpdate({ target: [usageCounters.subject, usageCounters.period], set: { count } });
}

export async function usageOf(db: Database, subject: string, period: string): Promise<number> {
  const [row] = await db
    .select({ count: usageCounters.count })
    .from(usageCounters)
    .where(and(eq(usageCounters.subject, subject), eq(usageCounters.period, period)));
  return row?.count ?? 0;
}

/** Splits a text/event-stream body into its events, each with its JSON data. */
export function parseSse(text: string) {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A subscription row as the billing provider would leave it: active, paid, period running since a day ago. */
export async function subscribe(db: Database, userId: string, plan: 'plus' | 'premium', now: Date): Promise<Date> {
  const start = new Date(now.getTime() - DAY_MS);
  await db.insert(subscriptions).values({
    id: `sub_test_${id21()}`,
    userId,
    customerId: `cus_test_${id21()}`,
    plan,
    status: 'active',
    currentPeriodStart: start,
    currentPeriodEnd: new Date(start.getTime() + 30 * DAY_MS),
    startedAt: start,
    amountCents: plan === 'premium' ? 999 : 499,
  });
  return start;
}
