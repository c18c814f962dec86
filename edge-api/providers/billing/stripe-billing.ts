import Stripe from 'stripe';
import { z } from 'zod';
import { BILLING_PATHS, PaidPlanSchema } from '../../../shared/contract/billing';
import type { PaidPlan } from '../../../shared/constants';
import type { Clock } from '../../clock';
import {
  BillingProviderError,
  type BillingProvider,
  type ProviderCheckout,
  type ProviderEvent,
  type ProviderSubscription,
} from './billing-provider';

export interface StripeBillingOptions {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PaidPlan, string>;
  appOrigin: string;
  clock: Clock;
  /** Point the SDK somewhere else (tests use a local fake). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

// What we read back from Stripe, parsed rather than trusted: field names as Stripe sends them.
const ExpandableId = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((value) => (typeof value === 'string' ? value : value.id));
const Metadata = z.record(z.string(), z.string()).nullish();

const StripePriceSchema = z.object({
  id: z.string(),
  unit_amount: z.number().int().nullish(),
  recurring: z.object({ interval: z.string() }).nullish(),
});

const StripeSubscriptionSchema = z.object({
  id: z.string(),
  customer: ExpandableId,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  canceled_at: z.number().nullish(),
  start_date: z.number(),
  // Before API version 2025-03-31 the period sat on the subscription; since then it is per item.
  current_period_start: z.number().nullish(),
  current_period_end: z.number().nullish(),
  metadata: Metadata,
  items: z.object({
    data: z.array(
      z.object({
        current_period_start: z.number().nullish(),
        current_period_end: z.number().nullish(),
        price: StripePriceSchema,
        quantity: z.number().nullish(),
      }),
    ),
  }),
});

const StripeCheckoutSchema = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  payment_status: z.string(),
  subscription: ExpandableId.nullish(),
  customer: ExpandableId.nullish(),
  metadata: Metadata,
});

const StripeEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** Invoices named their subscription at the top level before 2025-03-31, under `parent` since. */
const InvoiceSubscriptionSchema = z.object({
  subscription: ExpandableId.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: ExpandableId.nullish() }).nullish() }).nullish(),
});

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** The events that may change a subscription: each makes us re-read its current state. */
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);
const CHECKOUT_EVENTS = new Set(['checkout.session.completed']);

function mapStripeError(error: unknown): BillingProviderError {
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return new BillingProviderError('authentication_required', 'Stripe refused our credentials');
  }
  if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') {
    return new BillingProviderError('resource_missing', 'Stripe has no such object');
  }
  // Only the error's class goes up: Stripe's message may echo request data.
  const kind = error instanceof Error ? error.name : 'unknown';
  return new BillingProviderError('unavailable', `Stripe request failed (${kind})`);
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw mapStripeError(error);
  }
}

async function orNullWhenMissing<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await call(work);
  } catch (error) {
    if (error instanceof BillingProviderError && error.failure === 'resource_missing') return null;
    throw error;
  }
}

export function createStripeBillingProvider(options: StripeBillingOptions): BillingProvider {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
  const planForPrice = (priceId: string): PaidPlan | null =>
    priceId === options.prices.plus ? 'plus' : priceId === options.prices.premium ? 'premium' : null;
  /** Same key within a minute: a double click makes one session, not two. */
  const minuteBucket = () => Math.floor(options.clock.now().getTime() / 60_000);

  function toSubscription(raw: unknown): ProviderSubscription {
    const sub = StripeSubscriptionSchema.parse(raw);
    const item = sub.items.data.find((entry) => planForPrice(entry.price.id)) ?? sub.items.data[0];
    const start = item?.current_period_start ?? sub.current_period_start;
    const end = item?.current_period_end ?? sub.current_period_end;
    if (!item || start == null || end == null) throw new Error(`Subscription ${sub.id} has no billing period`);
    return {
      id: sub.id,
      customerId: sub.customer,
      // Set by us through subscription_data.metadata; otherwise the customer mapping decides.
      userId: sub.metadata?.userId ?? null,
      plan: planForPrice(item.price.id),
      status: sub.status,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      currentPeriodStart: fromUnix(start),
      currentPeriodEnd: fromUnix(end),
      canceledAt: sub.canceled_at ? fromUnix(sub.canceled_at) : null,
      startedAt: fromUnix(sub.start_date),
      amountCents: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
      interval: item.price.recurring?.interval ?? 'month',
    };
  }

  function subscriptionOfEvent(type: string, object: Record<string, unknown>): string | null {
    if (SUBSCRIPTION_EVENTS.has(type)) return typeof object.id === 'string' ? object.id : null;
    if (CHECKOUT_EVENTS.has(type)) return StripeCheckoutSchema.safeParse(object).data?.subscription ?? null;
    if (INVOICE_EVENTS.has(type)) {
      const invoice = InvoiceSubscriptionSchema.safeParse(object).data;
      return invoice?.subscription ?? invoice?.parent?.subscription_details?.subscription ?? null;
    }
    return null;
  }

  return {
    name: 'stripe',

    async createCustomer({ userId, email }) {
      const customer = await call(() =>
        // One customer per user even if two checkouts race: Stripe answers both with the first.
        stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `customer:${userId}` }),
      );
      return customer.id;
    },

    async createCheckout({ userId, customerId, plan }) {
      const success = new URLSearchParams({ success: 'true', plan });
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: customerId,
            client_reference_id: userId,
            line_items: [{ price: options.prices[plan], quantity: 1 }],
            // {CHECKOUT_SESSION_ID} is filled in by Stripe and must stay unescaped.
            success_url: `${options.appOrigin}${BILLING_PATHS.subscription}?${success}&session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${options.appOrigin}${BILLING_PATHS.subscription}?canceled=true`,
            metadata: { userId, plan },
            subscription_data: { metadata: { userId, plan } },
          },
          { idempotencyKey: `checkout:${userId}:${plan}:${minuteBucket()}` },
        ),
      );
      if (!session.url) throw new BillingProviderError('unavailable', 'Stripe returned no checkout URL');
      return { id: session.id, url: session.url };
    },

    async retrieveCheckout(id): Promise<ProviderCheckout | null> {
      const raw = await orNullWhenMissing(() => stripe.checkout.sessions.retrieve(id));
      if (!raw) return null;
      const session = StripeCheckoutSchema.parse(raw);
      const plan = PaidPlanSchema.safeParse(session.metadata?.plan);
      return {
        id: session.id,
        userId: session.client_reference_id ?? null,
        plan: plan.success ? plan.data : null,
        paid: session.payment_status === 'paid',
        subscriptionId: session.subscription ?? null,
        customerId: session.customer ?? null,
      };
    },

    async retrieveSubscription(id) {
      const raw = await orNullWhenMissing(() => stripe.subscriptions.retrieve(id));
      return raw ? toSubscription(raw) : null;
    },

    async cancelAtPeriodEnd(id) {
      // No key of our own: setting the flag twice is harmless, and a fixed key would replay an old
      // answer if the user renewed in the portal and canceled again. The SDK keys its own retries.
      const raw = await call(() => stripe.subscriptions.update(id, { cancel_at_period_end: true }));
      return toSubscription(raw);
    },

    async manage({ customerId }) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create(
          { customer: customerId, return_url: `${options.appOrigin}${BILLING_PATHS.subscription}` },
          { idempotencyKey: `portal:${customerId}:${minuteBucket()}` },
        ),
      );
      return { redirectUrl: session.url };
    },

    async verifyEvent(rawBody, signature, receivedAt): Promise<ProviderEvent> {
      if (!signature) throw new BillingProviderError('invalid_signature', 'Missing Stripe-Signature header');
      let verified: unknown;
      try {
        verified = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          options.webhookSecret,
          undefined,
          undefined,
          receivedAt.getTime(),
        );
      } catch {
        throw new BillingProviderError('invalid_signature', 'The webhook signature is invalid or too old');
      }
      const event = StripeEventSchema.parse(verified);
      const object = event.data.object;
      const checkout = CHECKOUT_EVENTS.has(event.type) ? StripeCheckoutSchema.safeParse(object).data : undefined;
      return {
        id: event.id,
        type: event.type,
        subscriptionId: subscriptionOfEvent(event.type, object),
        customerId: checkout?.customer ?? null,
        userId: checkout?.client_reference_id ?? null,
      };
    },
  };
}
