import { assign, fromPromise, setup } from 'xstate';
import { BILLING_PATHS, type SubscriptionRedirectResponse } from '../../../../shared/contract/billing';
import { TIMINGS_MS } from '../../../../shared/constants';
import { ApiError } from '../../api';
import { BILLING_TEXT, type Notice } from './billing-copy';

export interface SubscriptionRedirectDeps {
  manageTarget(): Promise<SubscriptionRedirectResponse>;
  /** Leaves the app for a hosted page (the payment provider's portal). */
  leave(url: string): void;
  /** An in-app navigation that replaces this transient page in history. */
  goTo(path: string): void;
  notify(notice: Notice): void;
}

interface RedirectContext {
  error: string | null;
}

const inAppPath = (path: string | undefined) => (path && /^\/(?!\/)/.test(path) ? path : null);

/** /subscription-redirect (SPEC §2): ask the server where "Manage Subscription" goes, then go. */
export function createSubscriptionRedirectMachine(deps: SubscriptionRedirectDeps) {
  return setup({
    types: { context: {} as RedirectContext },
    actors: { manageTarget: fromPromise(() => deps.manageTarget()) },
    actions: {
      noSubscription: (_, params: { answer: SubscriptionRedirectResponse }) => {
        deps.notify({
          title: 'No Active Subscription',
          description: "You don't have a subscription to manage yet. Choose a plan to get started.",
        });
        deps.goTo(inAppPath(params.answer.redirectTo) ?? BILLING_PATHS.subscription);
      },
      leave: (_, params: { url: string }) => deps.leave(params.url),
      goTo: (_, params: { path: string }) => deps.goTo(params.path),
      fail: assign((_, params: { error: unknown }) => ({
        error: (params.error instanceof ApiError ? params.error.serverMessage : null) ?? BILLING_TEXT.redirectFailed,
      })),
      backToPlans: () => deps.goTo(BILLING_PATHS.subscription),
    },
    guards: {
      noSubscription: (_, params: { answer: SubscriptionRedirectResponse }) => !params.answer.success,
      external: (_, params: { answer: SubscriptionRedirectResponse }) => Boolean(params.answer.redirectUrl),
      inApp: (_, params: { answer: SubscriptionRedirectResponse }) => inAppPath(params.answer.redirectTo) !== null,
    },
  }).createMachine({
    id: 'subscriptionRedirect',
    context: { error: null },
    initial: 'preparing',
    states: {
      preparing: {
        invoke: {
          src: 'manageTarget',
          onDone: [
            {
              guard: { type: 'noSubscription', params: ({ event }) => ({ answer: event.output }) },
              target: 'done',
              actions: { type: 'noSubscription', params: ({ event }) => ({ answer: event.output }) },
            },
            {
              guard: { type: 'external', params: ({ event }) => ({ answer: event.output }) },
              target: 'leaving',
              actions: { type: 'leave', params: ({ event }) => ({ url: event.output.redirectUrl! }) },
            },
            {
              guard: { type: 'inApp', params: ({ event }) => ({ answer: event.output }) },
              target: 'done',
              actions: { type: 'goTo', params: ({ event }) => ({ path: event.output.redirectTo! }) },
            },
            {
              target: 'failed',
              actions: { type: 'fail', params: () => ({ error: null }) },
            },
          ],
          onError: {
            target: 'failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      leaving: {},
      failed: {
        after: { [TIMINGS_MS.redirectDelay]: { target: 'done', actions: 'backToPlans' } },
      },
      done: { type: 'final' },
    },
  });
}
