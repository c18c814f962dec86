import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  BILLING_PATHS,
  type CancelSubscriptionResponse,
  type SubscriptionInfo,
  type SubscriptionRedirectResponse,
} from '../../shared/contract/billing';
import type { User } from '../../shared/contract/auth';
import type { PaidPlan } from '../../shared/constants';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { billingCustomers, billingEvents, subscriptions, users } from '../db/schema';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import {
  BillingProviderError,
  type BillingProvider,
  type ProviderEvent,
  type ProviderSubscription,
} from '../providers/billing/billing-provider';
import type { LocalBillingProvider } from '../providers/billing/local-billing';
import { entitlingSubscription, findUserById, toUserView, type SubscriptionRow, type UserRow } from './users.service';

/** SPEC §8's texts for the cancel and details calls; the client shows them as given. */
export const BILLING_COPY = {
  resourceMissing: "This subscription appears to be already canceled or doesn't exist in our system.",
  authenticationRequired: 'Authentication with the payment provider failed. Please try again.',
  alreadyCanceled: 'Your subscription is already set to cancel at the end of your current billing period.',
  providerUnavailable: 'The payment service is not reachable right now. Please try again shortly.',
  notYours: 'You can only manage your own subscription.',
  checkoutRequired: 'A paid checkout session is required to activate a plan.',
  checkoutMissing: 'No such checkout session.',
  checkoutNotYours: 'This checkout session belongs to another account.',
  checkoutUnpaid: 'This checkout session has not been paid.',
  invalidSignature: 'Invalid webhook signature.',
} as const;

const PLAN_LABEL: Record<PaidPlan, string> = { plus: 'Plus', premium: 'Premium' };
const PLAN_RANK: Record<PaidPlan, number> = { plus: 1, premium: 2 };
const ENTITLED_STATUSES = ['active', 'trialing', 'past_due'];

const UuidSchema = z.uuid();

/** Provider failures in the API's terms (SPEC §8 codes in `code`). */
function toAppError(error: unknown): unknown {
  if (!(error instanceof BillingProviderError)) return error;
  switch (error.failure) {
    case 'resource_missing':
      return new AppError('not_found', BILLING_COPY.resourceMissing, { code: 'resource_missing' });
    case 'authentication_required':
      return new AppError('provider_error', BILLING_COPY.authenticationRequired, { code: 'authentication_required' });
    case 'invalid_signature':
      return new AppError('bad_request', BILLING_COPY.invalidSignature, { code: 'invalid_signature' });
    case 'unavailable':
      return new AppError('provider_error', BILLING_COPY.providerUnavailable, { code: 'provider_unavailable' });
  }
}

async function providerCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toAppError(error);
  }
}

async function userForCustomer(db: Database, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.customerId, customerId));
  return row?.userId ?? null;
}

async function userExists(db: Database, userId: string): Promise<boolean> {
  if (!UuidSchema.safeParse(userId).success) return false;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}

/**
 * Stores a subscription's state exactly as the provider reports it. Every path that changes a
 * subscription ends here — Stripe webhooks, the activation fallback, cancel, and the local test
 * checkout — so the plan a user gets never depends on which path ran. The owner of a stored
 * subscription never changes.
 */
export async function applySubscriptionState(
  db: Database,
  state: ProviderSubscription,
  now: Date,
  logger?: Logger,
): Promise<SubscriptionRow | null> {
  if (!state.plan) {
    logger?.error('billing.unknown_price', { subscription: state.id });
    return null;
  }
  const metadataUser = state.userId && (await userExists(db, state.userId)) ? state.userId : null;
  const userId = metadataUser ?? (await userForCustomer(db, state.customerId));
  if (!userId) {
    logger?.error('billing.unknown_customer', { subscription: state.id });
    return null;
  }
  const values = {
    customerId: state.customerId,
    plan: state.plan,
    status: state.status,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    canceledAt: state.canceledAt,
    startedAt: state.startedAt,
    amountCents: state.amountCents,
    interval: state.interval,
    updatedAt: now,
  };
  const [row] = await db
    .insert(subscriptions)
    .values({ id: state.id, userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.id, set: values })
    .returning();
  logger?.info('billing.subscription.applied', {
    subscription: state.id,
    status: state.status,
    plan: state.plan,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
  });
  return row ?? null;
}

function toInfo(row: SubscriptionRow): SubscriptionInfo {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    canceled_at: row.canceledAt ? row.canceledAt.toISOString() : null,
    start_date: row.startedAt.toISOString(),
    plan: { amount: row.amountCents, interval: row.interval, name: row.plan },
  };
}

function toCanceled(row: SubscriptionRow): CancelSubscriptionResponse['subscription'] {
  return {
    current_period_end: row.currentPeriodEnd.toISOString(),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    status: row.status,
    canceled_at: row.canceledAt ? row.canceledAt.toISOString() : null,
  };
}

export interface BillingServiceDeps {
  db: Database;
  provider: BillingProvider;
  clock: Clock;
  logger: Logger;
}

type Transition = (tx: Database) => Promise<ProviderSubscription | null>;

export function createBillingService(deps: BillingServiceDeps) {
  const { db, provider, clock, logger } = deps;
  const now = () => clock.now();

  /**
   * The one place subscription state changes: in a transaction that first records the event id
   * (a duplicate stops here and changes nothing), then holds a per-subscription lock while the
   * new state is read from the provider and stored. Because each event re-reads the current state
   * under the lock, events that arrive out of order or concurrently cannot leave an old state.
   * A failure rolls the event record back too, so the provider's retry is processed.
   */
  async function commit(options: {
    event?: Pick<ProviderEvent, 'id' | 'type'>;
    lockKey?: string;
    link?: { customerId: string; userId: string };
    transition: Transition;
  }): Promise<{ duplicate: boolean; row: SubscriptionRow | null }> {
    return db.transaction(async (tx) => {
      if (options.event) {
        const recorded = await tx
          .insert(billingEvents)
          .values({ eventId: options.event.id, type: options.event.type, receivedAt: now() })
          .onConflictDoNothing()
          .returning({ eventId: billingEvents.eventId });
        if (recorded.length === 0) return { duplicate: true, row: null };
      }
      if (options.link && (await userExists(tx, options.link.userId))) {
        await tx
          .insert(billingCustomers)
          .values({ userId: options.link.userId, customerId: options.link.customerId, createdAt: now() })
          .onConflictDoNothing();
      }
      if (options.lockKey) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing:${options.lockKey}`}))`);
      }
      const state = await options.transition(tx);
      const row = state ? await applySubscriptionState(tx, state, now(), logger) : null;
      return { duplicate: false, row };
    });
  }

  const sync = (subscriptionId: string, event?: ProviderEvent) =>
    commit({
      event,
      lockKey: subscriptionId,
      link: event?.customerId && event.userId ? { customerId: event.customerId, userId: event.userId } : undefined,
      transition: (tx) => provider.retrieveSubscription(subscriptionId, tx),
    });

  /**
   * A new paid subscription replaces older ones: those still renewing are set to cancel at their
   * period end, so an upgrade never leaves two plans billing. Best effort: a failure is logged, the
   * user keeps the better plan either way, and the older one can still be canceled by hand.
   */
  async function supersedeOlder(row: SubscriptionRow | null): Promise<void> {
    if (!row || !ENTITLED_STATUSES.includes(row.status) || row.cancelAtPeriodEnd) return;
    const older = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, row.userId),
          ne(subscriptions.id, row.id),
          inArray(subscriptions.status, ENTITLED_STATUSES),
          eq(subscriptions.cancelAtPeriodEnd, false),
          lt(subscriptions.startedAt, row.startedAt),
        ),
      );
    for (const { id } of older) {
      try {
        await commit({ lockKey: id, transition: (tx) => provider.cancelAtPeriodEnd(id, tx) });
        logger.info('billing.superseded', { subscription: id, by: row.id });
      } catch (error) {
        logger.error('billing.supersede_failed', { subscription: id, error: String(error) });
      }
    }
  }

  async function customerFor(user: UserRow): Promise<string> {
    const read = async () => {
      const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
      return row?.customerId ?? null;
    };
    const existing = await read();
    if (existing) return existing;
    const created = await providerCall(() => provider.createCustomer({ userId: user.id, email: user.email }));
    // Two racing requests may both create one: the first stored wins and both use it.
    await db
      .insert(billingCustomers)
      .values({ userId: user.id, customerId: created, createdAt: now() })
      .onConflictDoNothing();
    const stored = await read();
    if (!stored) throw new Error('billing customer was not stored');
    return stored;
  }

  /** A subscription the signed-in user owns, from our records; 404 with resource_missing otherwise. */
  async function owned(user: UserRow, subscriptionId: string): Promise<SubscriptionRow> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    if (!row) throw new AppError('not_found', BILLING_COPY.resourceMissing, { code: 'resource_missing' });
    if (row.userId !== user.id) throw new AppError('forbidden', BILLING_COPY.notYours, { code: 'forbidden' });
    return row;
  }

  // The local checkout sends the browser back by path, as it was sent there: a same-origin
  // redirect, which the checkout page's form-action 'self' always lets through, and one that keeps
  // the browser where its session is whatever host and port it used.
  function successPath(plan: PaidPlan, sessionId: string): string {
    const query = new URLSearchParams({ success: 'true', session_id: sessionId, plan });
    return `${BILLING_PATHS.subscription}?${query}`;
  }

  const canceledPath = () => `${BILLING_PATHS.subscription}?canceled=true`;

  function requireLocal(): LocalBillingProvider {
    if (provider.name !== 'local') throw new AppError('not_found', 'Not found');
    return provider as LocalBillingProvider;
  }

  return {
    async createCheckout(user: UserRow, plan: PaidPlan): Promise<{ url: string }> {
      const current = await entitlingSubscription(db, user.id, now());
      if (current && !current.cancelAtPeriodEnd && PLAN_RANK[current.plan] >= PLAN_RANK[plan]) {
        throw new AppError('conflict', `You already have the ${PLAN_LABEL[current.plan]} plan.`, {
          code: 'already_subscribed',
        });
      }
      const customerId = await customerFor(user);
      const checkout = await providerCall(() =>
        provider.createCheckout({ userId: user.id, email: user.email, customerId, plan }),
      );
      logger.info('billing.checkout.created', { user: user.id, plan, provider: provider.name });
      return { url: checkout.url };
    },

    /**
     * The fallback for a missed webhook (DESIGN.md): activates only a checkout the provider
     * confirms as paid, by this user, for this plan. The client's word alone grants nothing.
     */
    async activate(user: UserRow, input: { plan: PaidPlan; checkoutSessionId?: string }): Promise<User> {
      if (!input.checkoutSessionId) {
        throw new AppError('bad_request', BILLING_COPY.checkoutRequired, { code: 'checkout_required' });
      }
      const sessionId = input.checkoutSessionId;
      const checkout = await providerCall(() => provider.retrieveCheckout(sessionId, db));
      if (!checkout) throw new AppError('not_found', BILLING_COPY.checkoutMissing, { code: 'resource_missing' });
      if (checkout.userId !== user.id) {
        throw new AppError('forbidden', BILLING_COPY.checkoutNotYours, { code: 'forbidden' });
      }
      if (!checkout.paid || !checkout.subscriptionId) {
        throw new AppError('conflict', BILLING_COPY.checkoutUnpaid, { code: 'checkout_unpaid' });
      }
      if (checkout.plan && checkout.plan !== input.plan) {
        throw new AppError('conflict', `This checkout session was for the ${PLAN_LABEL[checkout.plan]} plan.`, {
          code: 'plan_mismatch',
        });
      }
      const subscriptionId = checkout.subscriptionId;
      const { row } = await providerCall(() =>
        commit({
          lockKey: subscriptionId,
          link: checkout.customerId ? { customerId: checkout.customerId, userId: user.id } : undefined,
          transition: (tx) => provider.retrieveSubscription(subscriptionId, tx),
        }),
      );
      if (!row || row.userId !== user.id) {
        throw new AppError('conflict', 'The subscription for this checkout is not active yet.', {
          code: 'subscription_pending',
        });
      }
      if (row.plan !== input.plan) {
        throw new AppError('conflict', `This checkout session was for the ${PLAN_LABEL[row.plan]} plan.`, {
          code: 'plan_mismatch',
        });
      }
      await supersedeOlder(row);
      logger.info('billing.activated', { user: user.id, subscription: row.id, plan: row.plan });
      const fresh = await findUserById(db, user.id);
      return toUserView(db, fresh ?? user, now());
    },

    async details(user: UserRow, input: { subscriptionId: string; customerId: string }): Promise<SubscriptionInfo> {
      const stored = await owned(user, input.subscriptionId);
      if (stored.customerId !== input.customerId) {
        throw new AppError('not_found', BILLING_COPY.resourceMissing, { code: 'resource_missing' });
      }
      try {
        const { row } = await sync(stored.id);
        return toInfo(row ?? stored);
      } catch (error) {
        // Reading is best effort: what we stored from the last event is still the right answer.
        logger.error('billing.details_refresh_failed', { subscription: stored.id, error: String(error) });
        return toInfo(stored);
      }
    },

    /** Always at period end (DESIGN.md): cancelImmediately is not offered. */
    async cancel(user: UserRow, subscriptionId: string): Promise<CancelSubscriptionResponse> {
      const stored = await owned(user, subscriptionId);
      let alreadyCanceled = false;
      const { row } = await providerCall(() =>
        commit({
          lockKey: stored.id,
          transition: async (tx) => {
            const current = await provider.retrieveSubscription(stored.id, tx);
            if (!current || !ENTITLED_STATUSES.includes(current.status)) {
              throw new BillingProviderError('resource_missing', 'The subscription has ended');
            }
            if (current.cancelAtPeriodEnd) {
              alreadyCanceled = true;
              return current;
            }
            return provider.cancelAtPeriodEnd(stored.id, tx);
          },
        }),
      );
      const result = row ?? stored;
      logger.info('billing.canceled', { user: user.id, subscription: stored.id, alreadyCanceled });
      return alreadyCanceled
        ? {
            success: true,
            alreadyCanceled: true,
            message: BILLING_COPY.alreadyCanceled,
            subscription: toCanceled(result),
          }
        : { success: true, subscription: toCanceled(result) };
    },

    async manage(user: UserRow): Promise<SubscriptionRedirectResponse> {
      const current = await entitlingSubscription(db, user.id, now());
      if (!current) return { success: false, redirectTo: BILLING_PATHS.subscription };
      const target = await providerCall(() =>
        provider.manage({ customerId: current.customerId, subscriptionId: current.id }),
      );
      return { success: true, ...target };
    },

    /** Stripe's webhook: verified on the raw body, recorded once, then the subscription re-read. */
    async handleWebhook(rawBody: string, signature: string | undefined): Promise<{ duplicate: boolean }> {
      if (!provider.verifyEvent) throw new AppError('not_found', 'Not found');
      const verify = provider.verifyEvent.bind(provider);
      const event = await providerCall(() => verify(rawBody, signature, now()));
      const result = event.subscriptionId
        ? await providerCall(() => sync(event.subscriptionId!, event))
        : await commit({ event, transition: async () => null });
      logger.info('billing.event', { id: event.id, type: event.type, duplicate: result.duplicate });
      if (!result.duplicate) await supersedeOlder(result.row);
      return { duplicate: result.duplicate };
    },

    // ---- the local test checkout (BILLING_PROVIDER=local only) ----

    async localCheckout(id: string) {
      const local = requireLocal();
      const checkout = await local.findCheckout(id, db);
      if (!checkout) return null;
      const user = await findUserById(db, checkout.userId);
      return { checkout, email: user?.email ?? null };
    },

    /** Pays a local checkout and answers the path the browser goes to next, as Stripe's redirect would. */
    async payLocalCheckout(id: string): Promise<string> {
      const local = requireLocal();
      const checkout = await local.findCheckout(id, db);
      if (!checkout) throw new AppError('not_found', BILLING_COPY.checkoutMissing);
      const user = await findUserById(db, checkout.userId);
      if (!user) throw new AppError('not_found', BILLING_COPY.checkoutMissing);
      const customerId = await customerFor(user);
      let plan: PaidPlan = checkout.plan;
      const { row } = await providerCall(() =>
        commit({
          // The same event record a Stripe webhook leaves, so a second post changes nothing.
          event: { id: `evt_local_${id}_paid`, type: 'checkout.session.completed' },
          transition: async (tx) => {
            const paid = await local.payCheckout(id, customerId, tx);
            plan = paid.checkout.plan;
            return paid.subscription;
          },
        }),
      );
      await supersedeOlder(row);
      return successPath(plan, id);
    },

    async cancelLocalCheckout(id: string): Promise<string> {
      const local = requireLocal();
      await local.abandonCheckout(id, db);
      return canceledPath();
    },

    /** Dev only: what the clock reaching current_period_end would do, now. */
    async endLocalPeriod(email: string): Promise<SubscriptionRow> {
      const local = requireLocal();
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user) throw new AppError('not_found', 'No such user.');
      const current =
        (await entitlingSubscription(db, user.id, now())) ??
        (
          await db
            .select()
            .from(subscriptions)
            .where(eq(subscriptions.userId, user.id))
            .orderBy(desc(subscriptions.currentPeriodEnd))
            .limit(1)
        )[0];
      if (!current) throw new AppError('not_found', BILLING_COPY.resourceMissing, { code: 'resource_missing' });
      const { row } = await providerCall(() =>
        commit({ lockKey: current.id, transition: (tx) => local.endPeriod(current.id, tx) }),
      );
      return row ?? current;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
