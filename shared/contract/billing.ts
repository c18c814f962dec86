// Billing (SPEC §7): every billing request and response body, and the local test checkout's.
import { z } from 'zod';
import { PAID_PLANS, PLANS, type PaidPlan } from '../constants';
import { EmailSchema } from '../validation';
import { UserSchema } from './auth';

/** App paths the server sends people back to after a payment step. */
export const BILLING_PATHS = {
  subscription: '/subscription',
  manage: '/subscription-manage',
} as const;

export const PaidPlanSchema = z.enum(PAID_PLANS);
export const PlanSchema = z.enum(PLANS);

const UserIdSchema = z.string().trim().min(1).max(64);
/** Provider ids: Stripe's are under 255 characters and never contain spaces. */
const ProviderIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Invalid id' });

/** Error answers of the billing calls: `code` carries SPEC §8's resource_missing / authentication_required. */
export const BillingErrorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  redirectTo: z.string().optional(),
});
export type BillingErrorBody = z.infer<typeof BillingErrorBodySchema>;

// ---- checkout ----

export const CreateCheckoutRequestSchema = z.strictObject({
  userId: UserIdSchema,
  email: EmailSchema,
  plan: PaidPlanSchema,
});
export type CreateCheckoutRequest = z.input<typeof CreateCheckoutRequestSchema>;

export const CreateCheckoutResponseSchema = z.object({ url: z.string().min(1) });
export type CreateCheckoutResponse = z.infer<typeof CreateCheckoutResponseSchema>;

// ---- activation after a payment return ----

export const ActivationActionSchema = z.enum(['force_plus', 'force_premium']);
export type ActivationAction = z.infer<typeof ActivationActionSchema>;

export const activationActionFor = (plan: PaidPlan): ActivationAction =>
  plan === 'plus' ? 'force_plus' : 'force_premium';

export const DirectSubscriptionUpdateRequestSchema = z.strictObject({
  userId: UserIdSchema,
  action: ActivationActionSchema,
  checkoutSessionId: ProviderIdSchema.optional(),
  finalAttempt: z.boolean().optional(),
  plan: PaidPlanSchema.optional(),
});
export type DirectSubscriptionUpdateRequest = z.input<typeof DirectSubscriptionUpdateRequestSchema>;

export const DirectSubscriptionUpdateResponseSchema = z.object({
  success: z.literal(true),
  user: UserSchema,
});
export type DirectSubscriptionUpdateResponse = z.infer<typeof DirectSubscriptionUpdateResponseSchema>;

// ---- subscription details ----

export const SubscriptionDetailsRequestSchema = z.strictObject({
  userId: UserIdSchema,
  subscriptionId: ProviderIdSchema,
  customerId: ProviderIdSchema,
});
export type SubscriptionDetailsRequest = z.input<typeof SubscriptionDetailsRequestSchema>;

/** SPEC §3 "Subscription details from the server"; dates are ISO strings. */
export const SubscriptionInfoSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  current_period_start: z.string(),
  current_period_end: z.string(),
  canceled_at: z.string().nullable(),
  start_date: z.string(),
  plan: z.object({
    /** In cents. */
    amount: z.number().int(),
    interval: z.string(),
    name: PaidPlanSchema,
  }),
});
export type SubscriptionInfo = z.infer<typeof SubscriptionInfoSchema>;

export const SubscriptionDetailsResponseSchema = z.object({
  success: z.literal(true),
  subscription: SubscriptionInfoSchema,
});

// ---- cancel ----

export const CancelSubscriptionRequestSchema = z.strictObject({
  subscriptionId: ProviderIdSchema,
  userId: UserIdSchema,
  /** Accepted for compatibility and ignored: cancellation is always at period end (DESIGN.md). */
  cancelImmediately: z.boolean().optional(),
});
export type CancelSubscriptionRequest = z.input<typeof CancelSubscriptionRequestSchema>;

export const CanceledSubscriptionSchema = z.object({
  current_period_end: z.string(),
  cancel_at_period_end: z.boolean(),
  status: z.string(),
  canceled_at: z.string().nullable(),
});

export const CancelSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  alreadyCanceled: z.boolean().optional(),
  message: z.string().optional(),
  subscription: CanceledSubscriptionSchema,
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponseSchema>;

// ---- "Manage Subscription" ----

/** `redirectUrl` leaves the app (a hosted billing portal); `redirectTo` is an in-app path. */
export const SubscriptionRedirectResponseSchema = z.object({
  success: z.boolean(),
  redirectUrl: z.url({ protocol: /^https?$/ }).optional(),
  redirectTo: z
    .string()
    .regex(/^\/(?!\/)/, { error: 'Must be an in-app path' })
    .optional(),
});
export type SubscriptionRedirectResponse = z.infer<typeof SubscriptionRedirectResponseSchema>;

// ---- webhooks and the local test checkout ----

export const WebhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** Dev only: ends the current period of the user's subscription now. */
export const EndPeriodRequestSchema = z.strictObject({ email: EmailSchema });
export const EndPeriodResponseSchema = z.object({
  success: z.literal(true),
  subscription: CanceledSubscriptionSchema.extend({ id: z.string() }),
});

/** The local test checkout's pages: /api/dev/checkout/:id. */
export const LocalCheckoutParamsSchema = z.object({ id: z.string().regex(/^cs_local_[A-Za-z0-9_-]{10,60}$/) });
