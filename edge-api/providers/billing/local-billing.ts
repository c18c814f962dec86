import { and, eq } from 'drizzle-orm';
import { BILLING_PATHS } from '../../../shared/contract/billing';
import { PRICES_CENTS, type PaidPlan } from '../../../shared/constants';
import type { Clock } from '../../clock';
import { randomToken } from '../../crypto';
import type { Database } from '../../db/database';
import { localCheckouts, subscriptions } from '../../db/schema';
import {
  BillingProviderError,
  type BillingProvider,
  type ProviderCheckout,
  type ProviderSubscription,
} from './billing-provider';

export type LocalCheckoutRow = typeof localCheckouts.$inferSelect;

/** One calendar month later in UTC, clamped to the month's last day (Jan 31 → Feb 28) as Stripe does. */
export function addOneMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

function toProviderSubscription(row: typeof subscriptions.$inferSelect): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    userId: row.userId,
    plan: row.plan,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    canceledAt: row.canceledAt,
    startedAt: row.startedAt,
    amountCents: row.amountCents,
    interval: row.interval,
  };
}

export interface LocalBillingProvider extends BillingProvider {
  readonly name: 'local';
  findCheckout(id: string, db: Database): Promise<LocalCheckoutRow | null>;
  /**
   * "Pays" an open checkout: marks it paid (once, even under concurrent posts) and returns the
   * subscription Stripe would have created, for the service to apply like a webhook would.
   */
  payCheckout(
    id: string,
    customerId: string,
    db: Database,
  ): Promise<{ checkout: LocalCheckoutRow; subscription: ProviderSubscription }>;
  abandonCheckout(id: string, db: Database): Promise<LocalCheckoutRow | null>;
  /**
   * What Stripe does at the end of a period: a subscription set to cancel ends (status canceled),
   * any other renews for another month.
   */
  endPeriod(id: string, db: Database): Promise<ProviderSubscription>;
}

/**
 * The built-in test checkout (the embedded default). Its "remote" state lives in our own tables:
 * local_checkouts for sessions and the subscriptions rows themselves, which the service writes
 * through the same applySubscriptionState path as Stripe's webhooks.
 */
export function createLocalBillingProvider(options: { clock: Clock; db: Database }) {
  const { clock } = options;

  async function readSubscription(id: string, db: Database): Promise<ProviderSubscription | null> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return row ? toProviderSubscription(row) : null;
  }

  async function requireSubscription(id: string, db: Database): Promise<ProviderSubscription> {
    const found = await readSubscription(id, db);
    if (!found) throw new BillingProviderError('resource_missing', `No such subscription: ${id}`);
    return found;
  }

  const provider: LocalBillingProvider = {
    name: 'local',

    async createCustomer() {
      return `cus_local_${randomToken(12)}`;
    },

    async createCheckout({ userId, plan }) {
      const id = `cs_local_${randomToken(18)}`;
      await options.db.insert(localCheckouts).values({ id, userId, plan, status: 'open', createdAt: clock.now() });
      // A path, not a URL: this server serves the checkout itself, so the browser stays on the host
      // and port it came from (localhost, 127.0.0.1 or a LAN address), where its session is kept.
      return { id, url: `/api/dev/checkout/${id}` };
    },

    async retrieveCheckout(id, db): Promise<ProviderCheckout | null> {
      const row = await provider.findCheckout(id, db);
      if (!row) return null;
      const subscription = row.subscriptionId ? await readSubscription(row.subscriptionId, db) : null;
      return {
        id: row.id,
        userId: row.userId,
        plan: row.plan,
        paid: row.status === 'paid',
        subscriptionId: row.subscriptionId,
        customerId: subscription?.customerId ?? null,
      };
    },

    retrieveSubscription: readSubscription,

    async cancelAtPeriodEnd(id, db) {
      const current = await requireSubscription(id, db);
      if (current.status === 'canceled') {
        throw new BillingProviderError('resource_missing', `Subscription ${id} has already ended`);
      }
      if (current.cancelAtPeriodEnd) return current;
      return { ...current, cancelAtPeriodEnd: true, canceledAt: clock.now() };
    },

    async manage({ customerId, subscriptionId }) {
      const query = new URLSearchParams({ subscription_id: subscriptionId, customer_id: customerId });
      return { redirectTo: `${BILLING_PATHS.manage}?${query}` };
    },

    async findCheckout(id, db) {
      const [row] = await db.select().from(localCheckouts).where(eq(localCheckouts.id, id));
      return row ?? null;
    },

    async payCheckout(id, customerId, db) {
      const subscriptionId = `sub_local_${randomToken(18)}`;
      const [claimed] = await db
        .update(localCheckouts)
        .set({ status: 'paid', subscriptionId })
        .where(and(eq(localCheckouts.id, id), eq(localCheckouts.status, 'open')))
        .returning();
      if (!claimed) {
        const existing = await provider.findCheckout(id, db);
        if (existing?.status === 'paid' && existing.subscriptionId) {
          // A second post (double click, back button): the same subscription, nothing new.
          return { checkout: existing, subscription: await requireSubscription(existing.subscriptionId, db) };
        }
        throw new BillingProviderError('resource_missing', 'This checkout is no longer open.');
      }
      const now = clock.now();
      const plan: PaidPlan = claimed.plan;
      return {
        checkout: claimed,
        subscription: {
          id: subscriptionId,
          customerId,
          userId: claimed.userId,
          plan,
          status: 'active',
          cancelAtPeriodEnd: false,
          currentPeriodStart: now,
          currentPeriodEnd: addOneMonth(now),
          canceledAt: null,
          startedAt: now,
          amountCents: PRICES_CENTS[plan],
          interval: 'month',
        },
      };
    },

    async abandonCheckout(id, db) {
      await db
        .update(localCheckouts)
        .set({ status: 'canceled' })
        .where(and(eq(localCheckouts.id, id), eq(localCheckouts.status, 'open')));
      return provider.findCheckout(id, db);
    },

    async endPeriod(id, db) {
      const current = await requireSubscription(id, db);
      const now = clock.now();
      if (current.cancelAtPeriodEnd || current.status === 'canceled') {
        return { ...current, status: 'canceled', currentPeriodEnd: now };
      }
      return { ...current, currentPeriodStart: now, currentPeriodEnd: addOneMonth(now) };
    },
  };
  return provider;
}
