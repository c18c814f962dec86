import { assign, fromPromise, setup } from 'xstate';
import type { PaidPlan } from '../../../../shared/constants';
import { BILLING_TEXT, type Notice } from './billing-copy';

export interface CheckoutDeps {
  /** The provider's checkout URL for the plan. */
  createCheckout(plan: PaidPlan): Promise<string>;
  /** Sends the browser to the checkout (a full navigation). */
  leave(url: string): void;
  notify(notice: Notice): void;
}

interface CheckoutContext {
  plan: PaidPlan | null;
  error: string | null;
}

export type CheckoutEvent =
  | { type: 'checkout.start'; plan: PaidPlan }
  /** The page came back from the back/forward cache after leaving: the buttons work again. */
  | { type: 'checkout.reset' };

/** "Upgrade to Plus/Premium": create the provider's checkout, then leave for it. */
export function createCheckoutMachine(deps: CheckoutDeps) {
  return setup({
    types: { context: {} as CheckoutContext, events: {} as CheckoutEvent },
    actors: {
      createCheckout: fromPromise(({ input }: { input: { plan: PaidPlan } }) => deps.createCheckout(input.plan)),
    },
    actions: {
      choosePlan: assign((_, params: { plan: PaidPlan }) => ({ plan: params.plan, error: null })),
      leave: (_, params: { url: string }) => deps.leave(params.url),
      showFailure: assign(({ context }) => {
        const message = BILLING_TEXT.checkoutFailed(context.plan ?? 'plus');
        deps.notify({ title: 'Subscription Error', description: message, variant: 'destructive' });
        return { error: message };
      }),
    },
  }).createMachine({
    id: 'checkout',
    context: { plan: null, error: null },
    initial: 'idle',
    states: {
      idle: {
        on: {
          'checkout.start': {
            target: 'creating',
            actions: { type: 'choosePlan', params: ({ event }) => ({ plan: event.plan }) },
          },
        },
      },
      creating: {
        invoke: {
          src: 'createCheckout',
          input: ({ context }) => ({ plan: context.plan! }),
          onDone: { target: 'leaving', actions: { type: 'leave', params: ({ event }) => ({ url: event.output }) } },
          onError: { target: 'idle', actions: 'showFailure' },
        },
      },
      leaving: {
        on: { 'checkout.reset': { target: 'idle', actions: assign({ plan: null }) } },
      },
    },
  });
}

export type CheckoutMachine = ReturnType<typeof createCheckoutMachine>;
