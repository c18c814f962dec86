import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ReplayResult } from './outbox-replay';
import { backoffDelay, createOutboxMachine, type OutboxDeps } from './outbox.machine';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function fakeDeps(results: ReplayResult[], online = { value: true }) {
  const deps: OutboxDeps = {
    replay: vi.fn(async (): Promise<ReplayResult> => results.shift() ?? { kind: 'idle' }),
    isOnline: () => online.value,
    onLimit: vi.fn(),
    onSent: vi.fn(),
  };
  return deps;
}

describe('the outbox machine', () => {
  it('replays at start and goes idle when nothing is left', async () => {
    const deps = fakeDeps([{ kind: 'done', sent: 2 }]);
    const actor = createActor(createOutboxMachine(deps)).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(deps.onSent).toHaveBeenCalledWith(2);
    // After a round that sent something it looks once more, in case a message was queued meanwhile.
    expect(deps.replay).toHaveBeenCalledTimes(2);
  });

  it('backs off exponentially after failed rounds, then succeeds', async () => {
    const deps = fakeDeps([
      { kind: 'retry', sent: 0 },
      { kind: 'retry', sent: 0 },
      { kind: 'done', sent: 1 },
    ]);
    const actor = createActor(createOutboxMachine(deps)).start();
    // vi.waitFor would move the fake clock itself: settle promises without advancing time instead.
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(deps.replay).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(backoffDelay(1) - 1);
    expect(deps.replay).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.replay).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(backoffDelay(2) - 1);
    expect(deps.replay).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(deps.onSent).toHaveBeenCalledWith(1);
    expect(backoffDelay(2)).toBe(2 * backoffDelay(1));
    expect(backoffDelay(20)).toBe(60_000);
  });

  it('waits offline for the online event instead of retrying', async () => {
    const online = { value: false };
    const deps = fakeDeps([{ kind: 'done', sent: 1 }], online);
    const actor = createActor(createOutboxMachine(deps)).start();
    expect(actor.getSnapshot().value).toBe('offline');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(deps.replay).not.toHaveBeenCalled();
    online.value = true;
    actor.send({ type: 'connectivity.online' });
    await vi.waitFor(() => expect(deps.onSent).toHaveBeenCalledWith(1));
  });

  it('reports a limit refusal and waits after an auth refusal until asked again', async () => {
    const deps = fakeDeps([{ kind: 'limit', sent: 0, message: 'limit' }, { kind: 'idle' }, { kind: 'auth', sent: 0 }]);
    const actor = createActor(createOutboxMachine(deps)).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(deps.onLimit).toHaveBeenCalledWith('limit');
    actor.send({ type: 'outbox.flush' });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.replay).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(deps.replay).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
