import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { User } from '../../../../shared/contract/auth';
import { createQuotaMachine, selectLimitReached, type QuotaDeps } from './quota.machine';

function fakeDeps(total = 3) {
  let visible = true;
  let tick: (() => void) | null = null;
  let onVisible: (() => void) | null = null;
  const deps: QuotaDeps = {
    fetchAnonymousCount: vi.fn(async () => ({ totalAnonymousMessages: total, limit: 10 })),
    onCountFailed: vi.fn(),
    isOnline: () => true,
    isVisible: () => visible,
    onVisibilityChange: (listener) => {
      onVisible = listener;
      return () => {
        onVisible = null;
      };
    },
    setInterval: (callback) => {
      tick = callback;
      return () => {
        tick = null;
      };
    },
  };
  return {
    deps,
    tick: () => tick?.(),
    hide: () => {
      visible = false;
    },
    show: () => {
      visible = true;
      onVisible?.();
    },
    polling: () => tick !== null,
  };
}

const user = { subscriptionStatus: 'plus', messageCount: 150, messageLimit: 150 } as User;

describe('the quota machine', () => {
  it('polls the anonymous count only while the tab is visible', async () => {
    const fake = fakeDeps(4);
    const actor = createActor(createQuotaMachine(fake.deps)).start();
    actor.send({ type: 'viewer.anonymous', fingerprint: 'fp_x', sessionId: 's' });
    await waitFor(actor, (s) => s.context.used === 4);
    fake.hide();
    fake.tick();
    expect(fake.deps.fetchAnonymousCount).toHaveBeenCalledTimes(1);
    fake.show();
    expect(fake.deps.fetchAnonymousCount).toHaveBeenCalledTimes(2);
  });

  it('reports a run of failed counts once, and again only after a count came through', async () => {
    const fake = fakeDeps(2);
    const failure = new Error('500: x');
    vi.mocked(fake.deps.fetchAnonymousCount)
      .mockRejectedValueOnce(failure)
      .mockRejectedValueOnce(failure)
      .mockRejectedValueOnce(failure);
    const actor = createActor(createQuotaMachine(fake.deps)).start();
    actor.send({ type: 'viewer.anonymous', fingerprint: 'fp_x', sessionId: 's' });
    fake.tick();
    fake.tick();
    await vi.waitFor(() => expect(fake.deps.fetchAnonymousCount).toHaveBeenCalledTimes(3));
    await vi.waitFor(() => expect(fake.deps.onCountFailed).toHaveBeenCalledExactlyOnceWith(failure));
    fake.tick();
    await waitFor(actor, (s) => s.context.used === 2);
    vi.mocked(fake.deps.fetchAnonymousCount).mockRejectedValueOnce(failure);
    fake.tick();
    await vi.waitFor(() => expect(fake.deps.onCountFailed).toHaveBeenCalledTimes(2));
  });

  it('says nothing about a count that failed while offline', async () => {
    const fake = fakeDeps();
    fake.deps.isOnline = () => false;
    vi.mocked(fake.deps.fetchAnonymousCount).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const actor = createActor(createQuotaMachine(fake.deps)).start();
    actor.send({ type: 'viewer.anonymous', fingerprint: 'fp_x', sessionId: 's' });
    await vi.waitFor(() => expect(fake.deps.fetchAnonymousCount).toHaveBeenCalledTimes(1));
    fake.tick();
    await waitFor(actor, (s) => s.context.used === 3);
    expect(fake.deps.onCountFailed).not.toHaveBeenCalled();
  });

  it('stops polling for a signed-in account and takes its count and limit', () => {
    const fake = fakeDeps();
    const actor = createActor(createQuotaMachine(fake.deps)).start();
    actor.send({ type: 'viewer.anonymous', fingerprint: 'fp_x', sessionId: 's' });
    actor.send({ type: 'viewer.account', user });
    expect(fake.polling()).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ tier: 'plus', used: 150, limit: 150 });
    expect(selectLimitReached(actor.getSnapshot().context)).toBe(true);
  });

  it('treats the limit as reached at the limit itself, and never for premium', () => {
    expect(selectLimitReached({ tier: 'free', used: 14, limit: 15, fingerprint: null, sessionId: null })).toBe(false);
    expect(selectLimitReached({ tier: 'free', used: 15, limit: 15, fingerprint: null, sessionId: null })).toBe(true);
    expect(selectLimitReached({ tier: 'premium', used: 900, limit: null, fingerprint: null, sessionId: null })).toBe(
      false,
    );
  });
});
