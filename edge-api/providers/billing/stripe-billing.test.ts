import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  CancelSubscriptionResponseSchema,
  CreateCheckoutResponseSchema,
  SubscriptionRedirectResponseSchema,
} from '../../../shared/contract/billing';
import { UserSchema } from '../../../shared/contract/auth';
import { billingEvents, subscriptions } from '../../db/schema';
import { BILLING_COPY } from '../../services/billing.service';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../../test/test-app';

const ORIGIN = 'https://app.playcaller.test';
const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const PRICES = { price_plus_test: 499, price_premium_test: 999 };

/** A signed-up user, with the user parsed so its fields are typed. */
async function newAccount(t: TestApp) {
  const account = await signUp(t);
  return { ...account, user: UserSchema.parse(account.user) };
}
type Account = Awaited<ReturnType<typeof newAccount>>;

describe('the stripe billing provider against a local fake Stripe', () => {
  const db = useTestDb();

  async function setup() {
    let clockNow = () => new Date();
    const fake = await startFakeStripe({ now: () => clockNow(), prices: PRICES });
    onTestFinished(() => fake.close());
    const t = await buildTestApp(db.current, {
      env: {
        APP_ORIGIN: ORIGIN,
        BILLING_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_PLUS: 'price_plus_test',
        STRIPE_PRICE_PREMIUM: 'price_premium_test',
        ...fake.env(),
      },
    });
    clockNow = () => t.clock.now();
    return { t, fake };
  }

  let eventCounter = 0;
  function webhookBody(t: TestApp, type: string, object: unknown, id = `evt_test_${++eventCounter}`) {
    return JSON.stringify({
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(t.clock.now().getTime() / 1000),
      type,
      livemode: false,
      data: { object },
    });
  }

  async function deliver(t: TestApp, payload: string, options: { timestamp?: number; secret?: string } = {}) {
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp ?? Math.floor(t.clock.now().getTime() / 1000),
    });
    const response = await t.app.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function me(t: TestApp, account: Account) {
    return UserSchema.parse((await t.json('/api/auth/me', { token: account.token })).body);
  }

  async function checkout(t: TestApp, account: Account, plan: 'plus' | 'premium') {
    const response = await t.json('/api/create-checkout-session', {
      token: account.token,
      body: { userId: account.user.id, email: account.email, plan },
    });
    expect(response.status).toBe(200);
    const { url } = CreateCheckoutResponseSchema.parse(response.body);
    return url.split('/').pop()!;
  }

  /** Checkout, payment at Stripe, and the checkout.session.completed webhook. */
  async function subscribed(t: TestApp, fake: FakeStripe, account: Account, plan: 'plus' | 'premium' = 'plus') {
    const sessionId = await checkout(t, account, plan);
    const subscription = fake.completeCheckout(sessionId);
    const completed = await deliver(t, webhookBody(t, 'checkout.session.completed', fake.checkouts.get(sessionId)));
    expect(completed.status).toBe(200);
    return { sessionId, subscription };
  }

  const appliedCount = (t: TestApp) =>
    t.logger.lines.filter((line) => line.includes('"event":"billing.subscription.applied"')).length;

  it('creates a subscription-mode checkout with the plan price, one customer per user and idempotency keys', async () => {
    const { t, fake } = await setup();
    const account = await newAccount(t);
    const sessionId = await checkout(t, account, 'premium');

    const customerCalls = fake.requests.filter((r) => r.path === '/v1/customers');
    expect(customerCalls).toHaveLength(1);
    expect(customerCalls[0]!.form).toMatchObject({ email: account.email, 'metadata[userId]': account.user.id });
    expect(customerCalls[0]!.headers['idempotency-key']).toBe(`customer:${account.user.id}`);

    const [create] = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(create!.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_premium_test',
      'line_items[0][quantity]': '1',
      client_reference_id: account.user.id,
      customer: fake.checkouts.get(sessionId)!.customer,
      success_url: `${ORIGIN}/subscription?success=true&plan=premium&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/subscription?canceled=true`,
      'metadata[plan]': 'premium',
      'subscription_data[metadata][userId]': account.user.id,
    });
    expect(create!.headers['idempotency-key']).toMatch(new RegExp(`^checkout:${account.user.id}:premium:`));
    expect(create!.headers.authorization).toBe('Bearer sk_test_fake');

    // A second checkout reuses the stored customer.
    t.clock.advance(5 * 60_000);
    await checkout(t, account, 'plus');
    expect(fake.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    expect((await me(t, account)).subscriptionStatus).toBe('free');
  });

  it('checkout.session.completed re-reads the subscription and grants the plan', async () => {
    const { t, fake } = await setup();
    const account = await newAccount(t);
    const { subscription } = await subscribed(t, fake, account, 'plus');
    const user = await me(t, account);
    expect(user).toMatchObject({ subscriptionStatus: 'plus', messageLimit: 150 });
    expect(user.subscriptionExpiry).toBe(
      new Date(subscription.items.data[0]!.current_period_end! * 1000).toISOString(),
    );
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscription.id}`)).toBe(
      true,
    );
    const [row] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row).toMatchObject({ plan: 'plus', status: 'active', amountCents: 499, interval: 'month' });
  });

  it('reads the period from the subscription itself for API versions that keep it there', async () => {
    const { t, fake } = await setup();
    const account = await newAccount(t);
    const sessionId = await checkout(t, account, 'premium');
    const subscription = fake.completeCheckout(sessionId, 'legacy');
    expect(subscription.items.data[0]!.current_period_end).toBeUndefined();
    await deliver(t, webhookBody(t, 'customer.subscription.created', subscription));
    expect(await me(t, account)).toMatchObject({
      subscriptionStatus: 'premium',
      subscriptionExpiry: new Date(subscription.current_period_end! * 1000).toISOString(),
    });
  });

  it('refuses a bad signature, a stale timestamp and a missing header with 400, and records nothing', async () => {
    const { t, fake } = await setup();
    const account = await newAccount(t);
    const sessionId = await checkout(t, account, 'plus');
    fake.completeCheckout(sessionId);
    const payload = webhookBody(t, 'checkout.session.completed', fake.checkouts.get(sessionId), 'evt_bad_1');

    const forged = await deliver(t, payload, { secret: 'whsec_someone_else' });
    expect(forged).toMatchObject({ status: 400, body: { message: BILLING_COPY.invalidSignature } });
    const stale = await deliver(t, payload, { timestamp: Math.floor(t.clock.now().getTime() / 1000) - 301 });
    expect(stale.status).toBe(400);
    const unsigned = await t.app.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(unsigned.status).toBe(400);

    const recorded = () => t.deps.db.select().from(billingEvents).where(eq(billingEvents.eventId, 'evt_bad_1'));
    expect(await recorded()).toHaveLength(0);
    expect((await me(t, account)).subscriptionStatus).toBe('free');

    // Refusals left no trace, so the genuine delivery of the same event is processed.
    expect((await deliver(t, payload)).status).toBe(200);
    expect(await recorded()).toHaveLength(1);
    expect((await me(t, account)).subscriptionStatus).toBe('plus');
  });

  it('a signature over other bytes fails: the raw body is what is verified', async () => {
    const { t, fake } = await setup();
    const account = await newAccount(t);
    const sessionId = await checkout(t, account, 'plus');
    fake.completeCheckout(sessionId);
    const payload = webhookBody(t, 'checkout.session.completed', fake.checkouts.get(sessionId));
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(t.clock.now().getTime() / 1000),
    });
    const reformatted = JSON.stringify(JSON.parse(payload), null, 2);
    const response = await t.app.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: reformatted,
    });
    expect(response.status).toBe(400);
    expect((await me(t, account)).subscriptionStatus).toBe('free');
  });

  it('the same event delivered ten times at once changes state once', async () => {
    const { t, fake } = await setup();
    const account = await newAccount(t);
    const sessionId = await checkout(t, account, 'premium');
    fake.completeCheckout(sessionId);
    const payload = webhookBody(t, 'checkout.session.completed', fake.checkouts.get(sessionId), 'evt_once');
    const before = appliedCount(t);

    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(t, payload)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    expect(appliedCount(t) - before).toBe(1);
    const events = await t.deps.db.select().from(billingEvents).where(eq(billingEvents.eventId, 'evt_once'));
    expect(events).toHaveLength(1);
    expect((await me(t, account)).subscriptionStatus).toBe('premium');
  });

  it('a deletion delivered before an older update leaves the user free', async () => {
    const { t, fake } = await setup();
    const account = await newAccount(t);
    const { subscription } = await subscribed(t, fake, account, 'premium');
    const olderUpdate = webhookBody(t, 'customer.subscription.updated', structuredClone(subscription));

    t.clock.advance(60_000);
    fake.updateSubscription(subscription.id, {
      status: 'canceled',
      canceled_at: Math.floor(t.clock.now().getTime() / 1000),
    });
    expect((await deliver(t, webhookBody(t, 'customer.subscription.deleted', subscription))).status).toBe(200);
    expect((await me(t, account)).subscriptionStatus).toBe('free');

    // The stale "active" update arrives late: the current state is re-read, so it cannot revive the plan.
    expect((await deliver(t, olderUpdate)).status).toBe(200);
    expect(await me(t, account)).toMatchObject({ subscriptionStatus: 'free', messageLimit: 15 });
    const [row] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row!.status).toBe('canceled');
  });

  it('a failed payment keeps the plan while past_due, and unpaid or canceled ends it', async () => {
    const { t, fake } = await setup();
    const account = await newAccount(t);
    const { subscription } = await subscribed(t, fake, account, 'plus');

    fake.updateSubscription(subscription.id, { status: 'past_due' });
    // Invoices name their subscription under parent.subscription_details in current API versions…
    const failed = await deliver(
      t,
      webhookBody(t, 'invoice.payment_failed', {
        id: 'in_1',
        object: 'invoice',
        parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      }),
    );
    expect(failed.status).toBe(200);
    const [pastDue] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(pastDue!.status).toBe('past_due');
    expect((await me(t, account)).subscriptionStatus).toBe('plus');

    fake.updateSubscription(subscription.id, { status: 'unpaid' });
    // …and at the top level in older ones.
    await deliver(
      t,
      webhookBody(t, 'invoice.payment_failed', { id: 'in_2', object: 'invoice', subscription: subscription.id }),
    );
    expect((await me(t, account)).subscriptionStatus).toBe('free');

    fake.updateSubscription(subscription.id, { status: 'active' });
    await deliver(t, webhookBody(t, 'invoice.paid', { id: 'in_3', object: 'invoice', subscription: subscription.id }));
    expect((await me(t, account)).subscriptionStatus).toBe('plus');

    fake.updateSubscription(subscription.id, { status: 'canceled' });
    await deliver(t, webhookBody(t, 'customer.subscription.deleted', subscription));
    expect((await me(t, account)).subscriptionStatus).toBe('free');
  });

  it('finds the user through the stored customer when the subscription carries no metadata', async () => {
    const { t, fake } = await setup();
    const account = await newAccount(t);
    const sessionId = await checkout(t, account, 'plus');
    const subscription = fake.completeCheckout(sessionId);
    fake.updateSubscription(subscription.id, { metadata: {} });
    await deliver(t, webhookBody(t, 'customer.subscription.created', subscription));
    expect((await me(t, account)).subscriptionStatus).toBe('plus');
  });

  it('direct-subscription-update activates only a session Stripe reports paid for this user and plan', async () => {
    const { t, fake } = await setup();
    const buyer = await newAccount(t);
    const other = await newAccount(t);
    const activate = (account: Account, checkoutSessionId: string, action = 'force_premium') =>
      t.json('/api/direct-subscription-update', {
        token: account.token,
        body: { userId: account.user.id, action, checkoutSessionId, finalAttempt: true },
      });

    expect((await activate(other, 'cs_test_madeup')).status).toBe(404);
    const unpaidId = await checkout(t, other, 'premium');
    expect((await activate(other, unpaidId)).status).toBe(409);

    // Paid at Stripe, but the webhook never came: the fallback syncs it, for the buyer only.
    const paidId = await checkout(t, buyer, 'premium');
    fake.completeCheckout(paidId);
    expect((await activate(other, paidId)).status).toBe(403);
    expect((await activate(buyer, paidId, 'force_plus')).status).toBe(409);
    expect(await me(t, other)).toMatchObject({ subscriptionStatus: 'free' });
    expect(await me(t, buyer)).toMatchObject({ subscriptionStatus: 'free' });

    const ok = await activate(buyer, paidId);
    expect(ok).toMatchObject({ status: 200, body: { success: true, user: { subscriptionStatus: 'premium' } } });
    expect(await me(t, buyer)).toMatchObject({ subscriptionStatus: 'premium', messageLimit: null });
    expect(await me(t, other)).toMatchObject({ subscriptionStatus: 'free' });
  });

  it('cancels at period end through Stripe, and reports a refused API key as authentication_required', async () => {
    const { t, fake } = await setup();
    const account = await newAccount(t);
    const { subscription } = await subscribed(t, fake, account, 'plus');
    const cancel = () =>
      t.json('/api/cancel-subscription', {
        token: account.token,
        body: { subscriptionId: subscription.id, userId: account.user.id, cancelImmediately: true },
      });

    fake.setRejectAuth(true);
    expect(await cancel()).toMatchObject({
      status: 502,
      body: { code: 'authentication_required', message: BILLING_COPY.authenticationRequired },
    });
    fake.setRejectAuth(false);

    const done = await cancel();
    expect(done.status).toBe(200);
    expect(CancelSubscriptionResponseSchema.parse(done.body).subscription).toMatchObject({
      cancel_at_period_end: true,
      status: 'active',
    });
    const update = fake.requests.find((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscription.id}`);
    // Never an immediate cancel: only cancel_at_period_end is sent.
    expect(update!.form).toEqual({ cancel_at_period_end: 'true' });
    expect(await me(t, account)).toMatchObject({
      subscriptionStatus: 'plus',
      subscriptionDetails: { cancel_at_period_end: true },
    });
    expect(CancelSubscriptionResponseSchema.parse((await cancel()).body).alreadyCanceled).toBe(true);
  });

  it('Manage Subscription opens a Billing Portal session for the customer', async () => {
    const { t, fake } = await setup();
    const account = await newAccount(t);
    const { subscription } = await subscribed(t, fake, account, 'premium');
    const response = await t.json('/api/auth/subscription-redirect', { token: account.token });
    const body = SubscriptionRedirectResponseSchema.parse(response.body);
    expect(body.success).toBe(true);
    expect(body.redirectUrl).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const portal = fake.requests.find((r) => r.path === '/v1/billing_portal/sessions');
    expect(portal!.form).toEqual({ customer: subscription.customer, return_url: `${ORIGIN}/subscription` });
    expect(portal!.headers['idempotency-key']).toBeDefined();
  });

  it('subscription details re-read Stripe, and fall back to the stored state when Stripe is unreachable', async () => {
    const { t, fake } = await setup();
    const account = await newAccount(t);
    const { subscription } = await subscribed(t, fake, account, 'plus');
    const details = () =>
      t.json('/api/stripe/subscription-details', {
        token: account.token,
        body: { userId: account.user.id, subscriptionId: subscription.id, customerId: subscription.customer },
      });
    // Canceled in the portal; the webhook has not arrived yet.
    fake.updateSubscription(subscription.id, { cancel_at_period_end: true, canceled_at: 1_800_000_000 });
    expect(await details()).toMatchObject({
      status: 200,
      body: { subscription: { cancel_at_period_end: true, plan: { amount: 499, interval: 'month', name: 'plus' } } },
    });
    fake.setRejectAuth(true);
    expect(await details()).toMatchObject({ status: 200, body: { subscription: { cancel_at_period_end: true } } });
  });
});
