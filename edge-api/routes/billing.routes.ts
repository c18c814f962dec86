import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  CancelSubscriptionRequestSchema,
  CreateCheckoutRequestSchema,
  DirectSubscriptionUpdateRequestSchema,
  EndPeriodRequestSchema,
  LocalCheckoutParamsSchema,
  SubscriptionDetailsRequestSchema,
} from '../../shared/contract/billing';
import type { PaidPlan } from '../../shared/constants';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { requireUser } from '../middleware/auth';
import { localCheckoutPage } from '../providers/billing/local-checkout-page';
import type { UserRow } from '../services/users.service';
import { validate } from '../validate';

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

const localBillingRoutes = new Hono<AppEnv>()
  .use('/dev/checkout/*', localOnly)
  .use('/dev/billing/*', localOnly)
  .get('/dev/checkout/:id', validate('param', LocalCheckoutParamsSchema), async (c) => {
    const found = await c.var.services.billing.localCheckout(c.req.valid('param').id);
    return c.html(localCheckoutPage(found?.checkout ?? null, found?.email ?? null), found ? 200 : 404);
  })
  .post('/dev/checkout/:id/pay', validate('param', LocalCheckoutParamsSchema), async (c) => {
    const { id } = c.req.valid('param');
    const found = await c.var.services.billing.localCheckout(id);
    if (!found || found.checkout.status === 'canceled') {
      return c.html(localCheckoutPage(found?.checkout ?? null, found?.email ?? null), found ? 409 : 404);
    }
    return c.redirect(await c.var.services.billing.payLocalCheckout(id), 303);
  })
  .post('/dev/checkout/:id/cancel', validate('param', LocalCheckoutParamsSchema), async (c) => {
    return c.redirect(await c.var.services.billing.cancelLocalCheckout(c.req.valid('param').id), 303);
  })
  .post('/dev/billing/end-period', validate('json', EndPeriodRequestSchema), async (c) => {
    const row = await c.var.services.billing.endLocalPeriod(c.req.valid('json').email);
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
    return c.json(await c.var.services.billing.createCheckout(user, body.plan));
  })
  .post('/direct-subscription-update', validate('json', DirectSubscriptionUpdateRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const user = requireSelf(c, body.userId);
    const plan: PaidPlan = body.action === 'force_plus' ? 'plus' : 'premium';
    if (body.plan && body.plan !== plan) {
      throw new AppError('bad_request', 'The plan does not match the action.', { code: 'plan_mismatch' });
    }
    const updated = await c.var.services.billing.activate(user, { plan, checkoutSessionId: body.checkoutSessionId });
    return c.json({ success: true as const, user: updated });
  })
  .post('/stripe/subscription-details', validate('json', SubscriptionDetailsRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const user = requireSelf(c, body.userId);
    const subscription = await c.var.services.billing.details(user, body);
    return c.json({ success: true as const, subscription });
  })
  .post('/cancel-subscription', validate('json', CancelSubscriptionRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const user = requireSelf(c, body.userId);
    return c.json(await c.var.services.billing.cancel(user, body.subscriptionId));
  })
  .get('/auth/subscription-redirect', async (c) => {
    const user = requireUser(c);
    return c.json(await c.var.services.billing.manage(user));
  })
  .post('/stripe/webhook', async (c) => {
    // The signature covers the exact bytes sent, so the body is read raw, never re-serialised.
    const raw = await c.req.text();
    const { duplicate } = await c.var.services.billing.handleWebhook(raw, c.req.header('stripe-signature'));
    return c.json({ received: true as const, duplicate });
  })
  .route('/', localBillingRoutes);
