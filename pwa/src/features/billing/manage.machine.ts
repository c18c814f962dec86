import { assign, fromPromise, setup } from 'xstate';
import {
  BillingErrorBodySchema,
  type CancelSubscriptionResponse,
  type SubscriptionInfo,
} from '../../../../shared/contract/billing';
import { TIMINGS_MS } from '../../../../shared/constants';
import { ApiError } from '../../api';
import { formatLongDate } from '../../ui/format';
import { BILLING_TEXT, type Notice } from './billing-copy';

export interface ManageDeps {
  details(input: { subscriptionId: string; customerId: string }): Promise<SubscriptionInfo>;
  cancel(subscriptionId: string): Promise<CancelSubscriptionResponse>;
  /** Re-reads the signed-in user, so the profile and header follow the cancellation. */
  refreshUser(): void;
  notify(notice: Notice): void;
  goHome(): void;
  goTo(path: string): void;
}

export interface ManageInput {
  subscriptionId: string;
  customerId: string;
}

type Cancellation = CancelSubscriptionResponse['subscription'];

export interface ManageContext extends ManageInput {
  subscription: SubscriptionInfo | null;
  /** The server's text when the details could not be read (SPEC §8: shown, no toast). */
  loadError: string | null;
  /** What the cancel call reported, which wins over the details read before it. */
  cancellation: Cancellation | null;
  /** Inline error of the last cancel attempt. */
  error: string | null;
  /** Inline confirmation after a cancel. */
  notice: string | null;
  /** Where a failed cancel sends the user after the delay. */
  redirectTo: string | null;
}

export type ManageEvent = { type: 'subscription.cancel' } | { type: 'subscription.retry' };

const errorBody = (error: unknown) =>
  error instanceof ApiError ? (BillingErrorBodySchema.safeParse(error.body).data ?? null) : null;

/** An in-app path only: a server answer never sends the user off-site from here. */
const inAppPath = (path: string | undefined) => (path && /^\/(?!\/)/.test(path) ? path : null);

/** The manage page (SPEC §2, §4): loading, then Active ↔ Canceling, with cancel always at period end. */
export function createManageMachine(deps: ManageDeps) {
  return setup({
    types: {
      context: {} as ManageContext,
      events: {} as ManageEvent,
      input: {} as ManageInput,
    },
    actors: {
      loadDetails: fromPromise(({ input }: { input: ManageInput }) => deps.details(input)),
      cancel: fromPromise(({ input }: { input: { subscriptionId: string } }) => deps.cancel(input.subscriptionId)),
    },
    actions: {
      storeDetails: assign((_, params: { subscription: SubscriptionInfo }) => ({
        subscription: params.subscription,
        loadError: null,
      })),
      storeLoadError: assign((_, params: { error: unknown }) => ({
        subscription: null,
        loadError: errorBody(params.error)?.message ?? null,
      })),
      startCancel: assign({ error: null, notice: null }),
      storeCancellation: assign((_, params: { result: CancelSubscriptionResponse }) => ({
        cancellation: params.result.subscription,
        notice: params.result.alreadyCanceled
          ? BILLING_TEXT.alreadyCanceled
          : `Your access continues until ${formatLongDate(params.result.subscription.current_period_end)}.`,
      })),
      notifyCanceled: (_, params: { result: CancelSubscriptionResponse }) =>
        params.result.alreadyCanceled
          ? deps.notify({ title: 'Already canceling', description: BILLING_TEXT.alreadyCanceled })
          : deps.notify({
              title: 'Subscription Successfully Canceled',
              description: `You'll keep access until ${formatLongDate(params.result.subscription.current_period_end)}.`,
              variant: 'success',
              durationMs: TIMINGS_MS.cancelToast,
            }),
      refreshUser: () => deps.refreshUser(),
      treatAsCanceling: assign({ error: BILLING_TEXT.resourceMissing }),
      notFound: assign({ error: BILLING_TEXT.notFoundThrown }),
      cancelFailed: assign((_, params: { error: unknown }) => {
        const body = errorBody(params.error);
        const message =
          body?.code === 'authentication_required'
            ? BILLING_TEXT.authenticationRequired
            : (body?.message ?? BILLING_TEXT.cancelGeneric);
        deps.notify({ title: 'Cancellation Error', description: BILLING_TEXT.cancelToast, variant: 'destructive' });
        return { error: message, redirectTo: inAppPath(body?.redirectTo) };
      }),
      goHome: () => deps.goHome(),
      goToRedirect: ({ context }) => {
        if (context.redirectTo) deps.goTo(context.redirectTo);
      },
    },
    guards: {
      canceling: ({ context }) =>
        Boolean(context.cancellation?.cancel_at_period_end || context.subscription?.cancel_at_period_end) ||
        context.subscription?.status === 'canceled',
      hasDetails: ({ context }) => context.subscription !== null,
      resourceMissing: (_, params: { error: unknown }) => errorBody(params.error)?.code === 'resource_missing',
      notFound: (_, params: { error: unknown }) => params.error instanceof ApiError && params.error.status === 404,
      hasRedirect: ({ context }) => context.redirectTo !== null,
    },
  }).createMachine({
    id: 'manageSubscription',
    context: ({ input }) => ({
      ...input,
      subscription: null,
      loadError: null,
      cancellation: null,
      error: null,
      notice: null,
      redirectTo: null,
    }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'loadDetails',
          input: ({ context }) => ({ subscriptionId: context.subscriptionId, customerId: context.customerId }),
          onDone: {
            target: 'ready',
            actions: { type: 'storeDetails', params: ({ event }) => ({ subscription: event.output }) },
          },
          onError: {
            target: 'unavailable',
            actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      /** Details failed: the page shows the ids and a notice; canceling still works. */
      unavailable: {
        on: {
          'subscription.retry': { target: 'loading' },
          'subscription.cancel': { target: 'cancelling', actions: 'startCancel' },
        },
      },
      ready: {
        initial: 'deciding',
        states: {
          deciding: {
            always: [{ guard: 'canceling', target: 'canceling' }, { target: 'active' }],
          },
          active: {
            on: { 'subscription.cancel': { target: '#manageSubscription.cancelling', actions: 'startCancel' } },
          },
          canceling: {},
        },
      },
      cancelling: {
        invoke: {
          src: 'cancel',
          input: ({ context }) => ({ subscriptionId: context.subscriptionId }),
          onDone: {
            target: 'ready.canceling',
            actions: [
              { type: 'storeCancellation', params: ({ event }) => ({ result: event.output }) },
              { type: 'notifyCanceled', params: ({ event }) => ({ result: event.output }) },
              'refreshUser',
            ],
          },
          onError: [
            // SPEC §4: resource_missing means there is nothing left to cancel — show it as canceling.
            {
              guard: { type: 'resourceMissing', params: ({ event }) => ({ error: event.error }) },
              target: 'ready.canceling',
              actions: ['treatAsCanceling', 'refreshUser'],
            },
            {
              guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) },
              target: 'leavingForHome',
              actions: 'notFound',
            },
            {
              target: 'afterFailure',
              actions: { type: 'cancelFailed', params: ({ event }) => ({ error: event.error }) },
            },
          ],
        },
      },
      afterFailure: {
        always: [
          { guard: 'hasRedirect', target: 'leavingForRedirect' },
          { guard: 'hasDetails', target: 'ready.active' },
          { target: 'unavailable' },
        ],
      },
      leavingForHome: {
        after: { [TIMINGS_MS.redirectDelay]: { actions: 'goHome' } },
      },
      leavingForRedirect: {
        after: { [TIMINGS_MS.redirectDelay]: { actions: 'goToRedirect' } },
      },
    },
  });
}

export type ManageMachine = ReturnType<typeof createManageMachine>;
