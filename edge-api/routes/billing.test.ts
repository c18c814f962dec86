import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CancelSubscriptionResponseSchema,
  CreateCheckoutResponseSchema,
  DirectSubscriptionUpdateResponseSchema,
  EndPeriodResponseSchema,
  SubscriptionDetailsResponseSchema,
  SubscriptionRedirectResponseSchema,
} from '../../shared/contract/billing';
import { UserSchema } from '../../shared/contract/auth';
import { localCheckouts, subscriptions } from '../db/schema';
import { BILLING_COPY } from '../services/billing.service';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

/** Where the browser is in these tests: the checkout's paths and redirects resolve against it. */
const ORIGIN = 'http://localhost:8787';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A signed-up user, with the user parsed so its fields are typed. */
async function newAccount(t: TestApp) {
  const account = await signUp(t);
  return { ...account, user: UserSchema.parse(account.user) };
}
type Account = Awaited<ReturnType<typeof newAccount>>;

async function me(t: TestApp, account: Account) {
  return UserSchema.parse((await t.json('/api/auth/me', { token: account.token })).body);
}

async function startCheckout(t: TestApp, account: Account, plan: 'plus' | 'premium') {
  const response = await t.json('/api/create-checkout-session', {
    token: account.token,
    body: { userId: account.user.id, email: account.email, plan },
  });
  expect(response.status).toBe(200);
  const { url } = CreateCheckoutResponseSchema.parse(response.body);
  const path = new URL(url, ORIGIN).pathname;
  return { url, path, id: path.split('/').pop()! };
}

/** Posts the local checkout's form the way the browser does, without following the redirect. */
async function submitCheckout(t: TestApp, path: string, button: 'pay' | 'cancel') {
  return t.app.request(`${path}/${button}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
}

async function subscribe(t: TestApp, account: Account, plan: 'plus' | 'premium') {
  const checkout = await startCheckout(t, account, plan);
  const paid = await submitCheckout(t, checkout.path, 'pay');
  expect(paid.status).toBe(303);
  const redirect = new URL(paid.headers.get('location')!, ORIGIN);
  const subscriptionId = (await t.deps.db.select().from(localCheckouts).where(eq(localCheckouts.id, checkout.id)))[0]!
    .subscriptionId!;
  return { checkout, redirect, subscriptionId };
}

describe('subscriptions with the local test checkout', () => {
  const db = useTestDb();

  it('upgrades a free user to Plus through checkout and pay, and redirects back as Stripe would', async () => {
    const t = await buildTestApp(db.current);
    const account = await newAccount(t);
    const checkout = await startCheckout(t, account, 'plus');
    expect(checkout.url).toMatch(/^\/api\/dev\/checkout\/cs_local_/);

    const page = await t.app.request(checkout.path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('TEST CHECKOUT');
    expect(html).toContain('$4.99');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`action="${checkout.path}/pay"`);
    expect(html).toContain(`action="${checkout.path}/cancel"`);
    // A plain link out too, which no form-action rule can block.
    expect(html).toContain('<a href="/subscription">Back to subscription plans</a>');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");

    const paid = await submitCheckout(t, checkout.path, 'pay');
    expect(paid.status).toBe(303);
    const redirect = new URL(paid.headers.get('location')!, ORIGIN);
    expect(redirect.origin + redirect.pathname).toBe(`${ORIGIN}/subscription`);
    expect(Object.fromEntries(redirect.searchParams)).toEqual({
      success: 'true',
      session_id: checkout.id,
      plan: 'plus',
    });

    const user = await me(t, account);
    expect(user).toMatchObject({
      subscriptionStatus: 'plus',
      messageLimit: 150,
      subscriptionDetails: { cancel_at_period_end: false, canceled_at: null },
    });
    // One month from the clock.
    expect(user.subscriptionExpiry).toBe('2026-12-15T12:00:00.000Z');
    const [row] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, account.user.id));
    expect(row).toMatchObject({ plan: 'plus', status: 'active', amountCents: 499, interval: 'month' });
    expect(row!.id).toMatch(/^sub_local_/);
    expect(row!.customerId).toMatch(/^cus_local_/);
  });

  it('paying twice (double click, back button) makes one subscription', async () => {
    const t = await buildTestApp(db.current);
    const account = await newAccount(t);
    const checkout = await startCheckout(t, account, 'premium');
    const [first, second] = await Promise.all([
      submitCheckout(t, checkout.path, 'pay'),
      submitCheckout(t, checkout.path, 'pay'),
    ]);
    expect([first.status, second.status]).toEqual([303, 303]);
    const rows = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, account.user.id));
    expect(rows).toHaveLength(1);
    expect(await me(t, account)).toMatchObject({ subscriptionStatus: 'premium', messageLimit: null });
  });

  it('a server on port 3000 without APP_ORIGIN, opened at 127.0.0.1, checks out and returns on that host and port', async () => {
    const t = await buildTestApp(db.current, { env: { PORT: '3000' } });
    const account = await newAccount(t);
    const opened = 'http://127.0.0.1:3000/subscription';
    const checkout = await startCheckout(t, account, 'premium');
    // Upgrade sends the browser to the checkout on the origin it is on, not to :8787.
    const checkoutUrl = new URL(checkout.url, opened);
    expect(checkoutUrl.origin).toBe('http://127.0.0.1:3000');

    const page = await t.app.request(checkoutUrl.href);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain(`action="${checkoutUrl.pathname}/pay"`);

    // Pay answers a redirect the page's form-action 'self' lets through: one to the page's own
    // origin. A redirect elsewhere would be blocked by the browser after the plan had changed.
    const paid = await t.app.request(`${checkoutUrl.href}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!, checkoutUrl);
    expect(back.origin).toBe(checkoutUrl.origin);
    expect(back.pathname).toBe('/subscription');
    expect(back.searchParams.get('success')).toBe('true');
    expect((await me(t, account)).subscriptionStatus).toBe('premium');

    const another = await newAccount(t);
    const abandoned = new URL((await startCheckout(t, another, 'plus')).url, opened);
    const canceled = await t.app.request(`${abandoned.href}/cancel`, { method: 'POST' });
    expect(new URL(canceled.headers.get('location')!, abandoned).origin).toBe(checkoutUrl.origin);
  });

  it('a canceled checkout redirects with canceled=true and grants nothing', async () => {
    const t = await buildTestApp(db.current);
    const account = await newAccount(t);
    const checkout = await startCheckout(t, account, 'plus');
    const canceled = await submitCheckout(t, checkout.path, 'cancel');
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe('/subscription?canceled=true');
    // Paying after canceling is refused.
    expect((await submitCheckout(t, checkout.path, 'pay')).status).toBe(409);
    expect((await me(t, account)).subscriptionStatus).toBe('free');
  });

  it('cancel keeps the plan until the period ends, then the user is free again', async () => {
    const t = await buildTestApp(db.current);
    const account = await newAccount(t);
    const { subscriptionId } = await subscribe(t, account, 'plus');

    const canceled = await t.json('/api/cancel-subscription', {
      token: account.token,
      // cancelImmediately is ignored: cancellation is always at period end.
      body: { subscriptionId, userId: account.user.id, cancelImmediately: true },
    });
    expect(canceled.status).toBe(200);
    const body = CancelSubscriptionResponseSchema.parse(canceled.body);
    expect(body.alreadyCanceled).toBeUndefined();
    expect(body.subscription).toMatchObject({
      cancel_at_period_end: true,
      status: 'active',
      current_period_end: '2026-12-15T12:00:00.000Z',
      canceled_at: '2026-11-15T12:00:00.000Z',
    });
    expect(await me(t, account)).toMatchObject({
      subscriptionStatus: 'plus',
      subscriptionExpiry: '2026-12-15T12:00:00.000Z',
      subscriptionDetails: { cancel_at_period_end: true, canceled_at: '2026-11-15T12:00:00.000Z' },
    });

    const again = await t.json('/api/cancel-subscription', {
      token: account.token,
      body: { subscriptionId, userId: account.user.id, cancelImmediately: false },
    });
    expect(again.status).toBe(200);
    expect(CancelSubscriptionResponseSchema.parse(again.body)).toMatchObject({
      alreadyCanceled: true,
      message: BILLING_COPY.alreadyCanceled,
    });

    t.clock.advance(29 * DAY_MS);
    expect((await me(t, account)).subscriptionStatus).toBe('plus');
    t.clock.advance(2 * DAY_MS);
    expect(await me(t, account)).toMatchObject({ subscriptionStatus: 'free', messageLimit: 15 });
  });

  it('end-period ends a canceling subscription at once, and renews one that is not canceling', async () => {
    const t = await buildTestApp(db.current);
    const renewing = await newAccount(t);
    await subscribe(t, renewing, 'plus');
    t.clock.advance(DAY_MS);
    const renewed = await t.json('/api/dev/billing/end-period', { body: { email: renewing.email } });
    expect(renewed.status).toBe(200);
    EndPeriodResponseSchema.parse(renewed.body);
    expect(await me(t, renewing)).toMatchObject({
      subscriptionStatus: 'plus',
      subscriptionExpiry: '2026-12-16T12:00:00.000Z',
    });

    const leaving = await newAccount(t);
    const { subscriptionId } = await subscribe(t, leaving, 'premium');
    await t.json('/api/cancel-subscription', {
      token: leaving.token,
      body: { subscriptionId, userId: leaving.user.id, cancelImmediately: false },
    });
    expect((await me(t, leaving)).subscriptionStatus).toBe('premium');
    const ended = await t.json('/api/dev/billing/end-period', { body: { email: leaving.email } });
    expect(ended.status).toBe(200);
    expect(EndPeriodResponseSchema.parse(ended.body).subscription).toMatchObject({
      id: subscriptionId,
      status: 'canceled',
    });
    expect(await me(t, leaving)).toMatchObject({ subscriptionStatus: 'free', subscriptionDetails: null });

    // A canceled subscription cannot be canceled again: resource_missing.
    const late = await t.json('/api/cancel-subscription', {
      token: leaving.token,
      body: { subscriptionId, userId: leaving.user.id },
    });
    expect(late).toMatchObject({
      status: 404,
      body: { code: 'resource_missing', message: BILLING_COPY.resourceMissing },
    });
  });

  it('direct-subscription-update activates only a paid checkout of this user for that plan', async () => {
    const t = await buildTestApp(db.current);
    const buyer = await newAccount(t);
    const other = await newAccount(t);
    const update = (account: Account, body: Record<string, unknown>) =>
      t.json('/api/direct-subscription-update', { token: account.token, body: { userId: account.user.id, ...body } });

    const noSession = await update(other, { action: 'force_premium', finalAttempt: true, plan: 'premium' });
    expect(noSession.status).toBe(400);
    const madeUp = await update(other, { action: 'force_premium', checkoutSessionId: 'cs_local_madeupmadeupmadeup' });
    expect(madeUp.status).toBe(404);

    const unpaid = await startCheckout(t, other, 'premium');
    const notPaid = await update(other, { action: 'force_premium', checkoutSessionId: unpaid.id, plan: 'premium' });
    expect(notPaid).toMatchObject({ status: 409, body: { code: 'checkout_unpaid' } });

    const { checkout } = await subscribe(t, buyer, 'plus');
    const stolen = await update(other, { action: 'force_plus', checkoutSessionId: checkout.id, plan: 'plus' });
    expect(stolen.status).toBe(403);
    const wrongPlan = await update(buyer, { action: 'force_premium', checkoutSessionId: checkout.id, plan: 'premium' });
    expect(wrongPlan).toMatchObject({ status: 409, body: { code: 'plan_mismatch' } });
    const asSomeoneElse = await t.json('/api/direct-subscription-update', {
      token: other.token,
      body: { userId: buyer.user.id, action: 'force_plus', checkoutSessionId: checkout.id },
    });
    expect(asSomeoneElse.status).toBe(403);

    expect(await me(t, other)).toMatchObject({ subscriptionStatus: 'free', messageLimit: 15 });
    expect((await me(t, buyer)).subscriptionStatus).toBe('plus');

    const activated = await update(buyer, { action: 'force_plus', checkoutSessionId: checkout.id, plan: 'plus' });
    expect(activated.status).toBe(200);
    expect(DirectSubscriptionUpdateResponseSchema.parse(activated.body).user).toMatchObject({
      id: buyer.user.id,
      subscriptionStatus: 'plus',
      messageLimit: 150,
    });
  });

  it("refuses another user's subscription in details and cancel, and a body naming another user", async () => {
    const t = await buildTestApp(db.current);
    const owner = await newAccount(t);
    const intruder = await newAccount(t);
    const { subscriptionId } = await subscribe(t, owner, 'premium');
    const [row] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    const customerId = row!.customerId;

    const peek = await t.json('/api/stripe/subscription-details', {
      token: intruder.token,
      body: { userId: intruder.user.id, subscriptionId, customerId },
    });
    expect(peek.status).toBe(403);
    const cancel = await t.json('/api/cancel-subscription', {
      token: intruder.token,
      body: { userId: intruder.user.id, subscriptionId, cancelImmediately: false },
    });
    expect(cancel.status).toBe(403);
    const impersonate = await t.json('/api/cancel-subscription', {
      token: intruder.token,
      body: { userId: owner.user.id, subscriptionId, cancelImmediately: false },
    });
    expect(impersonate.status).toBe(403);
    const unknown = await t.json('/api/cancel-subscription', {
      token: owner.token,
      body: { userId: owner.user.id, subscriptionId: 'sub_local_doesnotexist' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'resource_missing' } });
    const anonymous = await t.json('/api/cancel-subscription', {
      body: { userId: owner.user.id, subscriptionId },
    });
    expect(anonymous.status).toBe(401);

    expect((await me(t, owner)).subscriptionDetails).toMatchObject({ cancel_at_period_end: false });

    const details = await t.json('/api/stripe/subscription-details', {
      token: owner.token,
      body: { userId: owner.user.id, subscriptionId, customerId },
    });
    expect(details.status).toBe(200);
    expect(SubscriptionDetailsResponseSchema.parse(details.body).subscription).toEqual({
      id: subscriptionId,
      customerId,
      status: 'active',
      cancel_at_period_end: false,
      current_period_start: '2026-11-15T12:00:00.000Z',
      current_period_end: '2026-12-15T12:00:00.000Z',
      canceled_at: null,
      start_date: '2026-11-15T12:00:00.000Z',
      plan: { amount: 999, interval: 'month', name: 'premium' },
    });
  });

  it('the subscription redirect sends a paid user to the manage page and a free user to the plans', async () => {
    const t = await buildTestApp(db.current);
    const account = await newAccount(t);
    const free = await t.json('/api/auth/subscription-redirect', { token: account.token });
    expect(SubscriptionRedirectResponseSchema.parse(free.body)).toEqual({
      success: false,
      redirectTo: '/subscription',
    });

    const { subscriptionId } = await subscribe(t, account, 'plus');
    const paid = SubscriptionRedirectResponseSchema.parse(
      (await t.json('/api/auth/subscription-redirect', { token: account.token })).body,
    );
    expect(paid.success).toBe(true);
    const target = new URL(paid.redirectTo!, ORIGIN);
    expect(target.pathname).toBe('/subscription-manage');
    expect(target.searchParams.get('subscription_id')).toBe(subscriptionId);
    expect(target.searchParams.get('customer_id')).toMatch(/^cus_local_/);
  });

  it('upgrading from Plus to Premium sets the Plus subscription to cancel at its period end', async () => {
    const t = await buildTestApp(db.current);
    const account = await newAccount(t);
    const plus = await subscribe(t, account, 'plus');
    const samePlan = await t.json('/api/create-checkout-session', {
      token: account.token,
      body: { userId: account.user.id, email: account.email, plan: 'plus' },
    });
    expect(samePlan).toMatchObject({ status: 409, body: { code: 'already_subscribed' } });

    t.clock.advance(DAY_MS);
    await subscribe(t, account, 'premium');
    expect(await me(t, account)).toMatchObject({ subscriptionStatus: 'premium', messageLimit: null });
    const [old] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, plus.subscriptionId));
    expect(old).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
  });

  it('checkout is only for the signed-in user', async () => {
    const t = await buildTestApp(db.current);
    const account = await newAccount(t);
    const other = await newAccount(t);
    const forOther = await t.json('/api/create-checkout-session', {
      token: account.token,
      body: { userId: other.user.id, email: other.email, plan: 'plus' },
    });
    expect(forOther.status).toBe(403);
    const signedOut = await t.json('/api/create-checkout-session', {
      body: { userId: other.user.id, email: other.email, plan: 'plus' },
    });
    expect(signedOut.status).toBe(401);
    const badPlan = await t.json('/api/create-checkout-session', {
      token: account.token,
      body: { userId: account.user.id, email: account.email, plan: 'free' },
    });
    expect(badPlan.status).toBe(400);
  });

  it('the local checkout and end-period do not exist with the stripe provider', async () => {
    const t = await buildTestApp(db.current, {
      env: {
        BILLING_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_unused',
        STRIPE_WEBHOOK_SECRET: 'whsec_unused',
        STRIPE_PRICE_PLUS: 'price_plus',
        STRIPE_PRICE_PREMIUM: 'price_premium',
      },
    });
    expect((await t.app.request('/api/dev/checkout/cs_local_abcdefghijklmnop')).status).toBe(404);
    const endPeriod = await t.json('/api/dev/billing/end-period', { body: { email: 'someone@example.com' } });
    expect(endPeriod.status).toBe(404);
  });

  it('the webhook endpoint does not exist with the local provider', async () => {
    const t = await buildTestApp(db.current);
    const response = await t.app.request('/api/stripe/webhook', { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });
});
