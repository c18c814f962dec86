import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  CancelSubscriptionRequestSchema,
  CreateCheckoutRequestSchema,
  DirectSubscriptionUpdateRequestSchema,
  EndPeriodRequestSchema,
  SubscriptionDetailsRequestSchema,
} from '../../shared/contract/billing';
import { BRAND, PRICES_CENTS, type PaidPlan } from '../../shared/constants';
import type { AppDeps, AppEnv } from '../context';
import { AppError } from '../errors';
import { requireUser } from '../middleware/auth';
import { createBillingProvider } from '../providers/billing/create-billing-provider';
import type { LocalCheckoutRow } from '../providers/billing/local-billing';
import { createBillingService, type BillingService } from '../services/billing.service';
import type { UserRow } from '../services/users.service';
import { validate } from '../validate';

// The provider and service are built from the app's deps on first use and kept per deps object,
// so each app (and each test's app) has its own and nothing is global.
const services = new WeakMap<AppDeps, BillingService>();

function billing(c: Context<AppEnv>): BillingService {
  const deps = c.var.deps;
  let service = services.get(deps);
  if (!service) {
    const provider = createBillingProvider({ config: deps.config, db: deps.db, clock: deps.clock });
    service = createBillingService({
      db: deps.db,
      provider,
      clock: deps.clock,
      logger: deps.logger,
      appOrigin: deps.config.APP_ORIGIN,
    });
    services.set(deps, service);
  }
  return service;
}

/** The body's userId must be the signed-in user: nobody acts on another account's billing. */
function requireSelf(c: Context<AppEnv>, userId: string): UserRow {
  const user = requireUser(c);
  if (userId !== user.id) {
    throw new AppError('forbidden', 'You can only manage your own subscription.', { code: 'forbidden' });
  }
  return user;
}

// ---- the local test checkout: mounted in the same module, answering only with BILLING_PROVIDER=local ----

const localOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.deps.config.BILLING_PROVIDER !== 'local') throw new AppError('not_found', 'Not found');
  await next();
};

const CheckoutIdSchema = z.object({ id: z.string().regex(/^cs_local_[A-Za-z0-9_-]{10,60}$/) });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const PLAN_NAMES: Record<PaidPlan, string> = { plus: 'Plus', premium: 'Premium' };

/**
 * Plain HTML with no script at all (the CSP allows none); inline styles are allowed. It looks
 * like a checkout but says plainly that nothing is charged.
 */
function checkoutPage(checkout: LocalCheckoutRow | null, email: string | null): string {
  const body = (() => {
    if (!checkout) {
      return `<h1>Checkout not found</h1><p class="muted">This test checkout does not exist.</p>
<p><a href="/subscription">Back to subscription plans</a></p>`;
    }
    const plan = PLAN_NAMES[checkout.plan];
    const price = `$${(PRICES_CENTS[checkout.plan] / 100).toFixed(2)}`;
    if (checkout.status !== 'open') {
      const what = checkout.status === 'paid' ? 'has already been paid' : 'was canceled';
      return `<h1>${BRAND} ${plan}</h1><p class="muted">This test checkout ${what}.</p>
<p><a href="/subscription">Back to subscription plans</a></p>`;
    }
    const action = `/api/dev/checkout/${encodeURIComponent(checkout.id)}`;
    return `<h1>Subscribe to ${BRAND} ${plan}</h1>
<p class="price">${price} <span class="muted">/ month</span></p>
${email ? `<p class="muted">Account: ${escapeHtml(email)}</p>` : ''}
<div class="note">This is the built-in test checkout. No card is needed and nothing is charged:
Pay simulates a successful payment, exactly as the real payment provider would report it.</div>
<form method="post" action="${action}/pay"><button class="pay" type="submit">Pay ${price}</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel</button></form>`;
  })();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Test checkout · ${BRAND}</title>
<style>
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    background: #09090b; color: #f4f4f5; font: 16px/1.6 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  main { width: 100%; max-width: 420px; margin: 16px; padding: 28px; background: #18181b;
    border: 1px solid #3f3f46; border-radius: 16px; box-sizing: border-box; }
  .badge { display: inline-block; padding: 4px 10px; border-radius: 999px; background: #fbbf24; color: #09090b;
    font-weight: 800; font-size: 12px; letter-spacing: .08em; }
  h1 { font-size: 22px; margin: 16px 0 4px; }
  .price { font-size: 32px; font-weight: 800; margin: 8px 0; }
  .muted { color: #a1a1aa; font-size: 15px; font-weight: 400; }
  .note { margin: 16px 0; padding: 12px 14px; border: 1px dashed #fbbf24; border-radius: 12px; color: #fde68a; font-size: 14px; }
  form { margin: 10px 0 0; }
  button { width: 100%; min-height: 48px; border-radius: 12px; font: inherit; font-weight: 700; cursor: pointer; }
  .pay { background: #a3e635; color: #1a2e05; border: 0; }
  .cancel { background: transparent; color: #f4f4f5; border: 1px solid #3f3f46; }
  a { color: #a3e635; }
</style></head>
<body><main><span class="badge">TEST CHECKOUT</span>
${body}
</main></body></html>`;
}

const localBillingRoutes = new Hono<AppEnv>()
  .use('/dev/checkout/*', localOnly)
  .use('/dev/billing/*', localOnly)
  .get('/dev/checkout/:id', validate('param', CheckoutIdSchema), async (c) => {
    const found = await billing(c).localCheckout(c.req.valid('param').id);
    return c.html(checkoutPage(found?.checkout ?? null, found?.email ?? null), found ? 200 : 404);
  })
  .post('/dev/checkout/:id/pay', validate('param', CheckoutIdSchema), async (c) => {
    const { id } = c.req.valid('param');
    const found = await billing(c).localCheckout(id);
    if (!found || found.checkout.status === 'canceled') {
      return c.html(checkoutPage(found?.checkout ?? null, found?.email ?? null), found ? 409 : 404);
    }
    return c.redirect(await billing(c).payLocalCheckout(id), 303);
  })
  .post('/dev/checkout/:id/cancel', validate('param', CheckoutIdSchema), async (c) => {
    return c.redirect(await billing(c).cancelLocalCheckout(c.req.valid('param').id), 303);
  })
  .post('/dev/billing/end-period', validate('json', EndPeriodRequestSchema), async (c) => {
    const row = await billing(c).endLocalPeriod(c.req.valid('json').email);
    return c.json({
      success: true as const,
      subscription: {
        id: row.id,
        current_period_end: row.currentPeriodEnd.toISOString(),
        cancel_at_period_end: row.cancelAtPeriodEnd,
        status: row.status,
        canceled_at: row.canceledAt ? row.canceledAt.toISOString() : null,
      },
    });
  });

export const billingRoutes = new Hono<AppEnv>()
  .post('/create-checkout-session', validate('json', CreateCheckoutRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const user = requireSelf(c, body.userId);
    // The stored address is used, not the body's: the customer is the account, whatever was sent.
    return c.json(await billing(c).createCheckout(user, body.plan));
  })
  .post('/direct-subscription-update', validate('json', DirectSubscriptionUpdateRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const user = requireSelf(c, body.userId);
    const plan: PaidPlan = body.action === 'force_plus' ? 'plus' : 'premium';
    if (body.plan && body.plan !== plan) {
      throw new AppError('bad_request', 'The plan does not match the action.', { code: 'plan_mismatch' });
    }
    const updated = await billing(c).activate(user, { plan, checkoutSessionId: body.checkoutSessionId });
    return c.json({ success: true as const, user: updated });
  })
  .post('/stripe/subscription-details', validate('json', SubscriptionDetailsRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const user = requireSelf(c, body.userId);
    const subscription = await billing(c).details(user, body);
    return c.json({ success: true as const, subscription });
  })
  .post('/cancel-subscription', validate('json', CancelSubscriptionRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const user = requireSelf(c, body.userId);
    return c.json(await billing(c).cancel(user, body.subscriptionId));
  })
  .get('/auth/subscription-redirect', async (c) => {
    const user = requireUser(c);
    return c.json(await billing(c).manage(user));
  })
  .post('/stripe/webhook', async (c) => {
    // The signature covers the exact bytes sent, so the body is read raw, never re-serialised.
    const raw = await c.req.text();
    const { duplicate } = await billing(c).handleWebhook(raw, c.req.header('stripe-signature'));
    return c.json({ received: true as const, duplicate });
  })
  .route('/', localBillingRoutes);
