import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '../../api';
import { createSubscriptionRedirectMachine, type SubscriptionRedirectDeps } from './subscription-redirect.machine';

function fakeDeps(overrides: Partial<SubscriptionRedirectDeps> = {}) {
  const deps: SubscriptionRedirectDeps = {
    manageTarget: vi.fn(async () => ({
      success: true,
      redirectTo: '/subscription-manage?subscription_id=s&customer_id=c',
    })),
    leave: vi.fn(),
    goTo: vi.fn(),
    notify: vi.fn(),
    ...overrides,
  };
  return deps;
}

describe('the subscription-redirect machine', () => {
  it('goes to the in-app manage page the server names', async () => {
    const deps = fakeDeps();
    const actor = createActor(createSubscriptionRedirectMachine(deps)).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(deps.goTo).toHaveBeenCalledWith('/subscription-manage?subscription_id=s&customer_id=c');
    expect(deps.leave).not.toHaveBeenCalled();
  });

  it("leaves for the provider's portal url", async () => {
    const deps = fakeDeps({
      manageTarget: vi.fn(async () => ({ success: true, redirectUrl: 'https://billing.example/p/session/1' })),
    });
    const actor = createActor(createSubscriptionRedirectMachine(deps)).start();
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(deps.leave).toHaveBeenCalledWith('https://billing.example/p/session/1');
  });

  it('tells a free user there is no subscription and sends them to the plans', async () => {
    const deps = fakeDeps({ manageTarget: vi.fn(async () => ({ success: false, redirectTo: '/subscription' })) });
    const actor = createActor(createSubscriptionRedirectMachine(deps)).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(deps.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'No Active Subscription' }));
    expect(deps.goTo).toHaveBeenCalledWith('/subscription');
  });

  it('never follows an off-site redirectTo', async () => {
    const deps = fakeDeps({ manageTarget: vi.fn(async () => ({ success: true, redirectTo: '//evil.example/' })) });
    const actor = createActor(createSubscriptionRedirectMachine(deps), { clock: new SimulatedClock() }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(deps.goTo).not.toHaveBeenCalled();
  });

  it('on failure shows the error, then returns to the plans after 3 seconds', async () => {
    const clock = new SimulatedClock();
    const deps = fakeDeps({ manageTarget: vi.fn(async () => Promise.reject(new ApiError(500, '500: x', null))) });
    const actor = createActor(createSubscriptionRedirectMachine(deps), { clock }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Failed to retrieve subscription details. Please try again.');
    clock.increment(2999);
    expect(deps.goTo).not.toHaveBeenCalled();
    clock.increment(1);
    expect(deps.goTo).toHaveBeenCalledWith('/subscription');
  });
});
