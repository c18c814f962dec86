import type { PaidPlan } from '../../../shared/constants';
import type { Database } from '../../db/database';

/**
 * A subscription exactly as the billing provider knows it now. The service stores it whole; the
 * user's plan is then computed on read from the stored period and status.
 */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Who it belongs to, when the provider knows (Stripe metadata); else the customer mapping says. */
  userId: string | null;
  /** null when the price is none of ours: such a subscription is never stored. */
  plan: PaidPlan | null;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  canceledAt: Date | null;
  startedAt: Date;
  amountCents: number;
  interval: string;
}

/** A checkout session as the provider reports it: only a paid one may activate a plan. */
export interface ProviderCheckout {
  id: string;
  /** The user the session was created for (Stripe's client_reference_id). */
  userId: string | null;
  plan: PaidPlan | null;
  paid: boolean;
  subscriptionId: string | null;
  customerId: string | null;
}

/** A verified provider event, reduced to what the service acts on. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The subscription whose current state must be re-read, when the event concerns one. */
  subscriptionId: string | null;
  /** For checkout.session.completed: links the provider's customer to our user. */
  customerId: string | null;
  userId: string | null;
}

export type Manage = { redirectUrl: string } | { redirectTo: string };

/** Why a provider call failed, in the terms the API answers with (SPEC §8 codes). */
export type BillingFailure = 'resource_missing' | 'authentication_required' | 'invalid_signature' | 'unavailable';

export class BillingProviderError extends Error {
  override name = 'BillingProviderError';
  constructor(
    readonly failure: BillingFailure,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Every billing call goes through this interface: `stripe` for real payments, `local` for the
 * built-in test checkout. Methods that read provider state take the caller's database handle (the
 * local provider keeps its "remote" state in our tables and must read inside the caller's
 * transaction); Stripe ignores it.
 */
export interface BillingProvider {
  readonly name: 'local' | 'stripe';
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  createCheckout(input: { userId: string; email: string; customerId: string; plan: PaidPlan }): Promise<{
    id: string;
    url: string;
  }>;
  retrieveCheckout(id: string, db: Database): Promise<ProviderCheckout | null>;
  retrieveSubscription(id: string, db: Database): Promise<ProviderSubscription | null>;
  /** Always at period end (DESIGN.md): access is kept until current_period_end. */
  cancelAtPeriodEnd(id: string, db: Database): Promise<ProviderSubscription>;
  /** Where "Manage Subscription" goes: a hosted portal URL or an in-app path. */
  manage(input: { customerId: string; subscriptionId: string }): Promise<Manage>;
  /** Only providers that send webhooks: verifies the signature over the raw body. */
  verifyEvent?(rawBody: string, signature: string | undefined, receivedAt: Date): Promise<ProviderEvent>;
}
