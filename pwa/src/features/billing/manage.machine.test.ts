import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import type { CancelSubscriptionResponse, SubscriptionInfo } from '../../../../shared/contract/billing';
import { ApiError } from '../../api';
import { createManageMachine, type ManageDeps } from './manage.machine';

const details = (overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo => ({
  id: 'sub_local_abc123',
  customerId: 'cus_local_xyz',
  status: 'active',
  cancel_at_period_end: false,
  current_period_start: '2026-11-15T12:00:00.000Z',
  current_period_end: '2026-12-15T12:00:00.000Z',
  canceled_at: null,
  start_date: '2026-11-15T12:00:00.000Z',
  plan: { amount: 499, interval: 'month', name: 'plus' },
  ...overrides,
});

const canceled: CancelSubscriptionResponse = {
  success: true,
  subscription: {
    current_period_end: '2026-12-15T12:00:00.000Z',
    cancel_at_period_end: true,
    status: 'active',
    canceled_at: '2026-11-20T09:00:00.000Z',
  },
};

const apiError = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, `${status}: ${JSON.stringify(body)}`, body);

function fakeDeps(overrides: Partial<ManageDeps> = {}) {
  const deps: ManageDeps = {
    details: vi.fn(async () => details()),
    cancel: vi.fn(async () => canceled),
    refreshUser: vi.fn(),
    notify: vi.fn(),
    goHome: vi.fn(),
    goTo: vi.fn(),
    ...overrides,
  };
  return deps;
}

function start(deps: ManageDeps, clock?: SimulatedClock) {
  return createActor(createManageMachine(deps), {
    input: { subscriptionId: 'sub_local_abc123', customerId: 'cus_local_xyz' },
    clock,
  }).start();
}

describe('the manage-subscription machine', () => {
  it('loads the details and shows an active subscription', async () => {
    const deps = fakeDeps();
    const actor = start(deps);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'active' }));
    expect(deps.details).toHaveBeenCalledWith({ subscriptionId: 'sub_local_abc123', customerId: 'cus_local_xyz' });
    expect(actor.getSnapshot().context.subscription?.plan.amount).toBe(499);
  });

  it('opens as Canceling when the server reports cancel_at_period_end', async () => {
    const actor = start(fakeDeps({ details: vi.fn(async () => details({ cancel_at_period_end: true })) }));
    await waitFor(actor, (s) => s.matches({ ready: 'canceling' }));
  });

  it('cancels at period end: Canceling, the success toast with the access end date, and a user refresh', async () => {
    const deps = fakeDeps();
    const actor = start(deps);
    await waitFor(actor, (s) => s.matches({ ready: 'active' }));
    actor.send({ type: 'subscription.cancel' });
    expect(actor.getSnapshot().matches('cancelling')).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'canceling' }));
    expect(deps.cancel).toHaveBeenCalledWith('sub_local_abc123');
    expect(deps.notify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Subscription Successfully Canceled',
        description: "You'll keep access until December 15, 2026.",
      }),
    );
    expect(deps.refreshUser).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.cancellation?.canceled_at).toBe('2026-11-20T09:00:00.000Z');
    // Once canceling, there is nothing to cancel again.
    actor.send({ type: 'subscription.cancel' });
    expect(deps.cancel).toHaveBeenCalledTimes(1);
  });

  it('says so when the subscription was already set to cancel', async () => {
    const deps = fakeDeps({ cancel: vi.fn(async () => ({ ...canceled, alreadyCanceled: true })) });
    const actor = start(deps);
    await waitFor(actor, (s) => s.matches({ ready: 'active' }));
    actor.send({ type: 'subscription.cancel' });
    await waitFor(actor, (s) => s.matches({ ready: 'canceling' }));
    expect(actor.getSnapshot().context.notice).toBe(
      'Your subscription is already set to cancel at the end of your current billing period.',
    );
  });

  it('treats resource_missing as already canceling', async () => {
    const deps = fakeDeps({
      cancel: vi.fn(async () => Promise.reject(apiError(404, { message: 'gone', code: 'resource_missing' }))),
    });
    const actor = start(deps);
    await waitFor(actor, (s) => s.matches({ ready: 'active' }));
    actor.send({ type: 'subscription.cancel' });
    await waitFor(actor, (s) => s.matches({ ready: 'canceling' }));
    expect(actor.getSnapshot().context.error).toBe(
      "This subscription appears to be already canceled or doesn't exist in our system.",
    );
  });

  it('shows the provider-authentication text and a Cancellation Error toast, staying Active', async () => {
    const deps = fakeDeps({
      cancel: vi.fn(async () =>
        Promise.reject(apiError(502, { message: 'Stripe said no', code: 'authentication_required' })),
      ),
    });
    const actor = start(deps);
    await waitFor(actor, (s) => s.matches({ ready: 'active' }));
    actor.send({ type: 'subscription.cancel' });
    await waitFor(actor, (s) => s.matches({ ready: 'active' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(
      'Authentication with the payment provider failed. Please try again.',
    );
    expect(deps.notify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Cancellation Error',
        description: 'There was a problem canceling your subscription. Please try again or contact support.',
      }),
    );
  });

  it("shows the server's message for other errors, or the generic text", async () => {
    const deps = fakeDeps({
      cancel: vi
        .fn<ManageDeps['cancel']>()
        .mockRejectedValueOnce(apiError(403, { message: 'You can only manage your own subscription.' }))
        .mockRejectedValueOnce(new TypeError('Failed to fetch')),
    });
    const actor = start(deps);
    await waitFor(actor, (s) => s.matches({ ready: 'active' }));
    actor.send({ type: 'subscription.cancel' });
    await waitFor(actor, (s) => s.matches({ ready: 'active' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('You can only manage your own subscription.');
    actor.send({ type: 'subscription.cancel' });
    await waitFor(
      actor,
      (s) =>
        s.matches({ ready: 'active' }) && s.context.error === 'Unable to cancel subscription. Please try again later.',
    );
  });

  it('a 404 without a code says it could not be found and goes home after 3 seconds', async () => {
    const clock = new SimulatedClock();
    const deps = fakeDeps({ cancel: vi.fn(async () => Promise.reject(apiError(404, { message: 'Not found' }))) });
    const actor = start(deps, clock);
    await waitFor(actor, (s) => s.matches({ ready: 'active' }));
    actor.send({ type: 'subscription.cancel' });
    await waitFor(actor, (s) => s.matches('leavingForHome'));
    expect(actor.getSnapshot().context.error).toBe(
      'The subscription could not be found. It may have already been canceled.',
    );
    clock.increment(2999);
    expect(deps.goHome).not.toHaveBeenCalled();
    clock.increment(1);
    expect(deps.goHome).toHaveBeenCalledTimes(1);
  });

  it('follows an error redirectTo after 3 seconds, in-app paths only', async () => {
    const clock = new SimulatedClock();
    const deps = fakeDeps({
      cancel: vi.fn(async () => Promise.reject(apiError(409, { message: 'Sign in again', redirectTo: '/login' }))),
    });
    const actor = start(deps, clock);
    await waitFor(actor, (s) => s.matches({ ready: 'active' }));
    actor.send({ type: 'subscription.cancel' });
    await waitFor(actor, (s) => s.matches('leavingForRedirect'));
    clock.increment(3000);
    expect(deps.goTo).toHaveBeenCalledWith('/login');
  });

  it('renders with only the ids when details fail, keeping the server text, without a toast', async () => {
    const deps = fakeDeps({
      details: vi.fn(async () => Promise.reject(apiError(502, { message: 'The payment service is not reachable.' }))),
    });
    const actor = start(deps);
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().context).toMatchObject({
      subscription: null,
      loadError: 'The payment service is not reachable.',
      subscriptionId: 'sub_local_abc123',
    });
    expect(deps.notify).not.toHaveBeenCalled();
    // Canceling still works from here.
    actor.send({ type: 'subscription.cancel' });
    await waitFor(actor, (s) => s.matches({ ready: 'canceling' }));
  });
});
