import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCheckoutMachine, type CheckoutDeps } from './checkout.machine';

function fakeDeps(overrides: Partial<CheckoutDeps> = {}) {
  const deps: CheckoutDeps = {
    createCheckout: vi.fn(async (plan) => `https://checkout.example/${plan}`),
    leave: vi.fn(),
    notify: vi.fn(),
    ...overrides,
  };
  return deps;
}

describe('the checkout machine', () => {
  it('creates the checkout for the chosen plan and leaves for its url', async () => {
    const deps = fakeDeps();
    const actor = createActor(createCheckoutMachine(deps)).start();
    actor.send({ type: 'checkout.start', plan: 'premium' });
    expect(actor.getSnapshot().matches('creating')).toBe(true);
    expect(actor.getSnapshot().context.plan).toBe('premium');
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(deps.leave).toHaveBeenCalledWith('https://checkout.example/premium');
    // Back from the back/forward cache, the buttons work again.
    actor.send({ type: 'checkout.reset' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('on failure shows the inline text and the Subscription Error toast, and can try again', async () => {
    const deps = fakeDeps({ createCheckout: vi.fn(async () => Promise.reject(new Error('500: boom'))) });
    const actor = createActor(createCheckoutMachine(deps)).start();
    actor.send({ type: 'checkout.start', plan: 'plus' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('There was a problem setting up your Plus subscription.');
    expect(deps.notify).toHaveBeenCalledWith({
      title: 'Subscription Error',
      description: 'There was a problem setting up your Plus subscription.',
      variant: 'destructive',
    });
    expect(deps.leave).not.toHaveBeenCalled();
    actor.send({ type: 'checkout.start', plan: 'premium' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
