import {
  activationActionFor,
  CancelSubscriptionResponseSchema,
  CreateCheckoutResponseSchema,
  DirectSubscriptionUpdateResponseSchema,
  SubscriptionDetailsResponseSchema,
  SubscriptionRedirectResponseSchema,
  type CancelSubscriptionResponse,
  type SubscriptionInfo,
  type SubscriptionRedirectResponse,
} from '../../../../shared/contract/billing';
import { MeResponseSchema, type User } from '../../../../shared/contract/auth';
import type { PaidPlan } from '../../../../shared/constants';
import { api } from '../../api';

/** The billing calls of SPEC §7, for one signed-in user. Machines get these as fakeable deps. */
export interface BillingApi {
  createCheckout(plan: PaidPlan): Promise<string>;
  /** Resolves with the refreshed user when the server activated the checkout; throws ApiError when refused. */
  activate(input: { plan: PaidPlan; checkoutSessionId: string | null; finalAttempt: boolean }): Promise<User>;
  fetchUser(): Promise<User>;
  details(input: { subscriptionId: string; customerId: string }): Promise<SubscriptionInfo>;
  cancel(subscriptionId: string): Promise<CancelSubscriptionResponse>;
  manageTarget(): Promise<SubscriptionRedirectResponse>;
}

export function createBillingApi(session: { token: string | null; user: Pick<User, 'id' | 'email'> }): BillingApi {
  const { token, user } = session;
  return {
    async createCheckout(plan) {
      const { url } = await api('POST', '/api/create-checkout-session', CreateCheckoutResponseSchema, {
        token,
        body: { userId: user.id, email: user.email, plan },
      });
      return url;
    },
    async activate({ plan, checkoutSessionId, finalAttempt }) {
      const body = {
        userId: user.id,
        action: activationActionFor(plan),
        plan,
        ...(checkoutSessionId ? { checkoutSessionId } : {}),
        ...(finalAttempt ? { finalAttempt: true } : {}),
      };
      const result = await api('POST', '/api/direct-subscription-update', DirectSubscriptionUpdateResponseSchema, {
        token,
        body,
      });
      return result.user;
    },
    fetchUser: () =>
      // Like the auth refresh (SPEC §7): never from a cache.
      api('GET', `/api/auth/me?_t=${Date.now()}`, MeResponseSchema, {
        token,
        cache: 'no-store',
        headers: { 'cache-control': 'no-cache', pragma: 'no-cache' },
      }),
    async details({ subscriptionId, customerId }) {
      const { subscription } = await api(
        'POST',
        '/api/stripe/subscription-details',
        SubscriptionDetailsResponseSchema,
        {
          token,
          body: { userId: user.id, subscriptionId, customerId },
        },
      );
      return subscription;
    },
    cancel: (subscriptionId) =>
      api('POST', '/api/cancel-subscription', CancelSubscriptionResponseSchema, {
        token,
        // Cancellation is always at period end (DESIGN.md).
        body: { subscriptionId, userId: user.id, cancelImmediately: false },
      }),
    manageTarget: () => api('GET', '/api/auth/subscription-redirect', SubscriptionRedirectResponseSchema, { token }),
  };
}
