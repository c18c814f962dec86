import { assign, fromPromise, setup } from 'xstate';
import { PaidPlanSchema } from '../../../../shared/contract/billing';
import type { User } from '../../../../shared/contract/auth';
import { PLAN_LABELS, type PaidPlan, type Plan } from '../../../../shared/constants';
import { ApiError } from '../../api';
import { formatLongDate } from '../../ui/format';
import { BILLING_TEXT, type Notice } from './billing-copy';

/** What the payment provider's redirect put in the address of /subscription (SPEC §2). */
export interface PaymentReturn {
  success: boolean;
  sessionId: string | null;
  canceled: boolean;
  subscriptionCanceled: boolean;
  /** The plan that was bought: `plan` in the query, plus by default. */
  plan: PaidPlan;
}

const SESSION_ID = /^[A-Za-z0-9_-]{1,255}$/;

/** Reads the return parameters; null when the address carries none, so there is nothing to handle. */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  const flag = (name: string) => search.get(name) === 'true';
  const sessionId = search.get('session_id');
  const parsed: PaymentReturn = {
    success: flag('success'),
    sessionId: sessionId && SESSION_ID.test(sessionId) ? sessionId : null,
    canceled: flag('canceled'),
    subscriptionCanceled: flag('subscription_canceled'),
    plan: PaidPlanSchema.catch('plus').parse(search.get('plan') ?? 'plus'),
  };
  return parsed.success || parsed.canceled || parsed.subscriptionCanceled ? parsed : null;
}

/** Everything the machine touches outside itself; tests pass fakes. */
export interface PaymentReturnDeps {
  /** Asks the server to activate a paid checkout; resolves with the user, throws ApiError when refused. */
  activate(input: { plan: PaidPlan; checkoutSessionId: string | null; finalAttempt: boolean }): Promise<User>;
  /** The user fresh from the server. */
  fetchUser(): Promise<User>;
  setUser(user: User): void;
  /** Premium is active now: the chat announces it (SPEC §2). */
  onPremiumActivated(userId: string): void;
  notify(notice: Notice): void;
  goHome(): void;
  /** Removes the return parameters from the address, so a reload does not handle them again. */
  clearQuery(): void;
}

export interface PaymentReturnInput {
  params: PaymentReturn | null;
  currentPlan: Plan;
}

interface PaymentReturnContext {
  params: PaymentReturn | null;
  currentPlan: Plan;
  /** The plan the user is activating by hand. */
  attemptPlan: PaidPlan;
  /** Inline text for the error box. */
  error: string | null;
}

export type PaymentReturnEvent = { type: 'activation.manual'; plan: PaidPlan };

interface ActivationResult {
  /** The call reported success, or the refreshed user already has the plan (a webhook won the race). */
  activated: boolean;
  user: User | null;
}

export function createPaymentReturnMachine(deps: PaymentReturnDeps) {
  return setup({
    types: {
      context: {} as PaymentReturnContext,
      events: {} as PaymentReturnEvent,
      input: {} as PaymentReturnInput,
    },
    actors: {
      activation: fromPromise(
        async ({
          input,
        }: {
          input: { plan: PaidPlan; checkoutSessionId: string | null; finalAttempt: boolean };
        }): Promise<ActivationResult> => {
          let user: User | null = null;
          let activated = false;
          try {
            user = await deps.activate(input);
            activated = true;
          } catch (error) {
            // A refusal is an answer (not paid yet, not ours); anything else is a failure.
            if (!(error instanceof ApiError)) throw error;
          }
          if (!activated) user = await deps.fetchUser();
          return { activated: activated || user?.subscriptionStatus === input.plan, user };
        },
      ),
      refreshUser: fromPromise(() => deps.fetchUser()),
    },
    actions: {
      clearQuery: ({ context }) => {
        if (context.params) deps.clearQuery();
      },
      storeUser: (_, params: { user: User | null }) => {
        if (params.user) deps.setUser(params.user);
      },
      announcePremium: (_, params: { user: User | null }) => {
        if (params.user?.subscriptionStatus === 'premium') deps.onPremiumActivated(params.user.id);
      },
      welcome: ({ context }) => {
        const plan = PLAN_LABELS[context.params!.plan];
        deps.notify({
          title: `Welcome to ${plan}!`,
          description: `Your ${plan} subscription is active. Enjoy your new coaching perks.`,
          variant: 'success',
        });
        deps.goHome();
      },
      notifyActivationNeeded: ({ context }) =>
        deps.notify({
          title: 'Activation needed',
          description: `We could not confirm your ${PLAN_LABELS[context.params?.plan ?? 'plus']} subscription yet. Please press the activate button for the plan you bought.`,
        }),
      notifyCheckoutCanceled: () =>
        deps.notify({ title: 'Subscription canceled', description: 'No charges were made.' }),
      notifyAccessContinues: (_, params: { user: User }) => {
        const until = params.user.subscriptionExpiry
          ? `until ${formatLongDate(params.user.subscriptionExpiry)}`
          : 'until the end of your billing period';
        const plan = params.user.subscriptionStatus === 'free' ? 'paid' : PLAN_LABELS[params.user.subscriptionStatus];
        deps.notify({
          title: 'Subscription canceled',
          description: `Your ${plan} access continues ${until}.`,
          variant: 'success',
        });
      },
      notifyAccessContinuesUnknown: () =>
        deps.notify({
          title: 'Subscription canceled',
          description: 'Your access continues until the end of your billing period.',
          variant: 'success',
        }),
      startManual: assign((_, params: { plan: PaidPlan }) => ({ attemptPlan: params.plan, error: null })),
      manualActivated: ({ context }) => {
        deps.notify({
          title: `${PLAN_LABELS[context.attemptPlan]} Activated!`,
          description: `Your ${PLAN_LABELS[context.attemptPlan]} subscription is now active.`,
          variant: 'success',
        });
        deps.goHome();
      },
      manualFailed: assign(({ context }) => {
        const description = BILLING_TEXT.activationFailed(context.attemptPlan);
        deps.notify({ title: 'Activation Failed', description, variant: 'destructive' });
        return { error: description };
      }),
      manualError: assign(({ context }) => {
        deps.notify({
          title: 'Activation Error',
          description: BILLING_TEXT.activationErrorToast(context.attemptPlan),
          variant: 'destructive',
        });
        return { error: BILLING_TEXT.activationErrorInline(context.attemptPlan) };
      }),
    },
    guards: {
      paidReturn: ({ context }) => Boolean(context.params?.success && context.params.sessionId),
      successWhileFree: ({ context }) => Boolean(context.params?.success && context.currentPlan === 'free'),
      checkoutCanceled: ({ context }) => Boolean(context.params?.canceled),
      subscriptionCanceled: ({ context }) => Boolean(context.params?.subscriptionCanceled),
      activated: (_, params: { result: ActivationResult }) => params.result.activated,
    },
  }).createMachine({
    id: 'paymentReturn',
    context: ({ input }) => ({
      params: input.params,
      currentPlan: input.currentPlan,
      attemptPlan: input.params?.plan ?? 'plus',
      error: null,
    }),
    initial: 'reading',
    states: {
      reading: {
        // The parameters are in context now: clear the address first, so the auth machine's
        // one-time reload (or the user's) cannot run the return handling twice.
        entry: { type: 'clearQuery' },
        always: [
          { guard: 'paidReturn', target: 'activating' },
          { guard: 'successWhileFree', target: 'needsActivation', actions: 'notifyActivationNeeded' },
          { guard: 'checkoutCanceled', target: 'idle', actions: 'notifyCheckoutCanceled' },
          { guard: 'subscriptionCanceled', target: 'refreshingAfterCancel' },
          { target: 'idle' },
        ],
      },
      activating: {
        invoke: {
          src: 'activation',
          input: ({ context }) => ({
            plan: context.params!.plan,
            checkoutSessionId: context.params!.sessionId,
            finalAttempt: false,
          }),
          onDone: [
            {
              guard: { type: 'activated', params: ({ event }) => ({ result: event.output }) },
              target: 'welcomed',
              actions: [
                { type: 'storeUser', params: ({ event }) => ({ user: event.output.user }) },
                { type: 'announcePremium', params: ({ event }) => ({ user: event.output.user }) },
                'welcome',
              ],
            },
            {
              target: 'needsActivation',
              actions: [
                { type: 'storeUser', params: ({ event }) => ({ user: event.output.user }) },
                'notifyActivationNeeded',
              ],
            },
          ],
          onError: { target: 'needsActivation', actions: 'notifyActivationNeeded' },
        },
      },
      needsActivation: {
        on: {
          'activation.manual': {
            target: 'activatingManually',
            actions: { type: 'startManual', params: ({ event }) => ({ plan: event.plan }) },
          },
        },
      },
      activatingManually: {
        invoke: {
          src: 'activation',
          input: ({ context }) => ({
            plan: context.attemptPlan,
            checkoutSessionId: context.params?.sessionId ?? null,
            finalAttempt: true,
          }),
          onDone: [
            {
              guard: { type: 'activated', params: ({ event }) => ({ result: event.output }) },
              target: 'welcomed',
              actions: [
                { type: 'storeUser', params: ({ event }) => ({ user: event.output.user }) },
                { type: 'announcePremium', params: ({ event }) => ({ user: event.output.user }) },
                'manualActivated',
              ],
            },
            {
              target: 'needsActivation',
              actions: [{ type: 'storeUser', params: ({ event }) => ({ user: event.output.user }) }, 'manualFailed'],
            },
          ],
          onError: { target: 'needsActivation', actions: 'manualError' },
        },
      },
      refreshingAfterCancel: {
        invoke: {
          src: 'refreshUser',
          onDone: {
            target: 'idle',
            actions: [
              { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
              { type: 'notifyAccessContinues', params: ({ event }) => ({ user: event.output }) },
            ],
          },
          onError: { target: 'idle', actions: 'notifyAccessContinuesUnknown' },
        },
      },
      welcomed: { type: 'final' },
      idle: {},
    },
  });
}

export type PaymentReturnMachine = ReturnType<typeof createPaymentReturnMachine>;
