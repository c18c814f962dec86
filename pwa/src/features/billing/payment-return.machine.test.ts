import { testUser } from '../../test-user';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../api';
import {
  createPaymentReturnMachine,
  readPaymentReturn,
  type PaymentReturnDeps,
  type PaymentReturnInput,
} from './payment-return.machine';

const user = testUser;

const plusUser = user({
  subscriptionStatus: 'plus',
  subscriptionExpiry: '2026-12-15T12:00:00.000Z',
  messageLimit: 150,
});
const refused = () =>
  new ApiError(409, '409: {"message":"not paid"}', { message: 'This checkout session has not been paid.' });

function fakeDeps(overrides: Partial<PaymentReturnDeps> = {}) {
  const deps: PaymentReturnDeps = {
    activate: vi.fn(async () => plusUser),
    fetchUser: vi.fn(async () => user()),
    setUser: vi.fn(),
    onPremiumActivated: vi.fn(),
    notify: vi.fn(),
    goHome: vi.fn(),
    clearQuery: vi.fn(),
    ...overrides,
  };
  return deps;
}

function start(deps: PaymentReturnDeps, query: string, currentPlan: PaymentReturnInput['currentPlan'] = 'free') {
  const input: PaymentReturnInput = { params: readPaymentReturn(new URLSearchParams(query)), currentPlan };
  return createActor(createPaymentReturnMachine(deps), { input }).start();
}

describe('reading the payment return from the address', () => {
  it('reads success, session id and plan, defaulting the plan to plus', () => {
    expect(readPaymentReturn(new URLSearchParams('success=true&session_id=cs_1'))).toEqual({
      success: true,
      sessionId: 'cs_1',
      canceled: false,
      subscriptionCanceled: false,
      plan: 'plus',
    });
    expect(readPaymentReturn(new URLSearchParams('success=true&session_id=cs_1&plan=premium'))?.plan).toBe('premium');
    expect(readPaymentReturn(new URLSearchParams('success=true&plan=gold'))?.plan).toBe('plus');
  });

  it('has nothing to handle on a plain visit, and drops a malformed session id', () => {
    expect(readPaymentReturn(new URLSearchParams(''))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('plan=premium'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('success=true&session_id=<script>'))?.sessionId).toBeNull();
  });
});

describe('the payment-return machine', () => {
  it('activates a paid return, stores the user, welcomes and goes home', async () => {
    const deps = fakeDeps();
    const actor = start(deps, 'success=true&session_id=cs_paid&plan=plus');
    await waitFor(actor, (s) => s.matches('welcomed'));
    expect(deps.clearQuery).toHaveBeenCalledTimes(1);
    expect(deps.activate).toHaveBeenCalledWith({ plan: 'plus', checkoutSessionId: 'cs_paid', finalAttempt: false });
    expect(deps.setUser).toHaveBeenCalledWith(plusUser);
    expect(deps.notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Welcome to Plus!', variant: 'success' }),
    );
    expect(deps.goHome).toHaveBeenCalledTimes(1);
    expect(deps.onPremiumActivated).not.toHaveBeenCalled();
  });

  it('announces Premium once a Premium checkout is active', async () => {
    const premiumUser = user({ subscriptionStatus: 'premium', messageLimit: null });
    const deps = fakeDeps({ activate: vi.fn(async () => premiumUser) });
    const actor = start(deps, 'success=true&session_id=cs_paid&plan=premium');
    await waitFor(actor, (s) => s.matches('welcomed'));
    expect(deps.onPremiumActivated).toHaveBeenCalledExactlyOnceWith(premiumUser.id);
  });

  it('welcomes too when the call is refused but the refreshed user already has the plan (the webhook won)', async () => {
    const premiumUser = user({ subscriptionStatus: 'premium', messageLimit: null });
    const deps = fakeDeps({
      activate: vi.fn(async () => Promise.reject(refused())),
      fetchUser: vi.fn(async () => premiumUser),
    });
    const actor = start(deps, 'success=true&session_id=cs_x&plan=premium');
    await waitFor(actor, (s) => s.matches('welcomed'));
    expect(deps.setUser).toHaveBeenCalledWith(premiumUser);
    expect(deps.goHome).toHaveBeenCalled();
  });

  it('asks for a manual activation when neither the call nor the refresh shows the plan', async () => {
    const deps = fakeDeps({ activate: vi.fn(async () => Promise.reject(refused())) });
    const actor = start(deps, 'success=true&session_id=cs_unpaid');
    await waitFor(actor, (s) => s.matches('needsActivation'));
    expect(deps.notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Activation needed' }));
    expect(deps.goHome).not.toHaveBeenCalled();
  });

  it('a manual activation sends the session id with finalAttempt and reports success', async () => {
    let paid = false;
    const deps = fakeDeps({
      activate: vi.fn(async ({ plan }) => {
        if (!paid) throw refused();
        return user({ subscriptionStatus: plan });
      }),
    });
    const actor = start(deps, 'success=true&session_id=cs_late');
    await waitFor(actor, (s) => s.matches('needsActivation'));
    paid = true;
    actor.send({ type: 'activation.manual', plan: 'premium' });
    expect(actor.getSnapshot().matches('activatingManually')).toBe(true);
    await waitFor(actor, (s) => s.matches('welcomed'));
    expect(deps.activate).toHaveBeenLastCalledWith({
      plan: 'premium',
      checkoutSessionId: 'cs_late',
      finalAttempt: true,
    });
    expect(deps.notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Premium Activated!' }));
    expect(deps.goHome).toHaveBeenCalledTimes(1);
  });

  it('a refused manual activation says Activation Failed and keeps the box', async () => {
    const deps = fakeDeps({ activate: vi.fn(async () => Promise.reject(refused())) });
    const actor = start(deps, 'success=true&session_id=cs_unpaid');
    await waitFor(actor, (s) => s.matches('needsActivation'));
    actor.send({ type: 'activation.manual', plan: 'plus' });
    await waitFor(actor, (s) => s.matches('needsActivation') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(
      'Unable to activate Plus subscription. Please try again or contact support.',
    );
    expect(deps.notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Activation Failed', variant: 'destructive' }),
    );
  });

  it('a manual activation that cannot reach the server is an Activation Error', async () => {
    const deps = fakeDeps({
      activate: vi.fn(async () => Promise.reject(refused())),
    });
    const actor = start(deps, 'success=true&session_id=cs_1');
    await waitFor(actor, (s) => s.matches('needsActivation'));
    vi.mocked(deps.activate).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    actor.send({ type: 'activation.manual', plan: 'premium' });
    await waitFor(actor, (s) => s.matches('needsActivation') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Unable to activate Premium subscription. Please try again later.');
    expect(deps.notify).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Activation Error',
        description: 'There was a problem activating your Premium subscription.',
      }),
    );
  });

  it('a canceled checkout says no charges were made and stays on the page', () => {
    const deps = fakeDeps();
    const actor = start(deps, 'canceled=true');
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(deps.notify).toHaveBeenCalledWith({ title: 'Subscription canceled', description: 'No charges were made.' });
    expect(deps.clearQuery).toHaveBeenCalledTimes(1);
    expect(deps.activate).not.toHaveBeenCalled();
    expect(deps.goHome).not.toHaveBeenCalled();
  });

  it('after a cancellation elsewhere it refreshes the user and says until when access continues', async () => {
    const canceling = user({
      subscriptionStatus: 'premium',
      subscriptionExpiry: '2026-12-15T12:00:00.000Z',
      subscriptionDetails: { cancel_at_period_end: true, canceled_at: '2026-11-20T00:00:00.000Z' },
    });
    const deps = fakeDeps({ fetchUser: vi.fn(async () => canceling) });
    const actor = start(deps, 'subscription_canceled=true', 'premium');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(deps.setUser).toHaveBeenCalledWith(canceling);
    expect(deps.notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Your Premium access continues until December 15, 2026.' }),
    );
  });

  it('does nothing, and leaves the address alone, on a plain visit', () => {
    const deps = fakeDeps();
    const actor = start(deps, '');
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(deps.clearQuery).not.toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('shows the activation box to a free user back with success but no session id', () => {
    const deps = fakeDeps();
    const actor = start(deps, 'success=true&plan=premium');
    expect(actor.getSnapshot().matches('needsActivation')).toBe(true);
    expect(deps.activate).not.toHaveBeenCalled();
  });
});
