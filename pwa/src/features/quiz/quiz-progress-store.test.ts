import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuizProgressStore } from './quiz-progress-store';
import { resumeAtOf } from './quiz-progress';

function storeWith(answers: number[]) {
  const fetchProgress = vi.fn(async () => answers.shift() ?? 0);
  const store = createQuizProgressStore({
    fetchProgress,
    now: () => Date.now(),
    setTimeout: (callback, ms) => {
      const handle = setTimeout(callback, ms);
      return () => clearTimeout(handle);
    },
  });
  return { store, fetchProgress };
}

describe('the server quiz progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // Promises are settled with advanceTimersByTimeAsync(0): vi.waitFor would move the fake clock.
  it('is read once for a signed-in viewer and again only when it is 30 s old', async () => {
    const { store, fetchProgress } = storeWith([3, 4]);
    store.look('token');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.lastQuestion()).toBe(3);
    vi.advanceTimersByTime(29_999);
    store.look('token');
    expect(fetchProgress).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    store.look('token');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.lastQuestion()).toBe(4);
    expect(fetchProgress).toHaveBeenCalledTimes(2);
  });

  it('is read again 1.5 s after a quiz reply, not before', async () => {
    const { store, fetchProgress } = storeWith([1, 2]);
    store.look('token');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.lastQuestion()).toBe(1);
    store.refreshSoon();
    vi.advanceTimersByTime(1_499);
    expect(fetchProgress).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.lastQuestion()).toBe(2);
  });

  it('is never read for a visitor, and forgotten on signing out', async () => {
    const { store, fetchProgress } = storeWith([5]);
    store.look(null);
    expect(fetchProgress).not.toHaveBeenCalled();
    store.look('token');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.lastQuestion()).toBe(5);
    store.look(null);
    expect(store.lastQuestion()).toBeNull();
  });
});

describe('Resume or Start', () => {
  const local = (progress: number, open: boolean) => ({ progress, openQuestionKey: open ? 'reply-1' : null });

  it("resumes at the account's question even in a chat with no quiz", () => {
    expect(resumeAtOf(local(0, false), 4)).toBe(4);
  });

  it("uses this chat's question when the server's is unknown", () => {
    expect(resumeAtOf(local(2, true), null)).toBe(2);
  });

  it('starts when no quiz was asked, or the last quiz is over', () => {
    expect(resumeAtOf(local(0, false), 0)).toBeNull();
    expect(resumeAtOf(local(10, false), 10)).toBeNull();
    expect(resumeAtOf(local(10, true), 10)).toBe(10);
  });
});
