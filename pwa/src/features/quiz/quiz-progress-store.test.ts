import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalMessage } from '../../local/database';
import { createQuizProgressStore } from './quiz-progress-store';
import { quizProgressOf, resumeAtOf } from './quiz-progress';

function storeWith(answers: number[]) {
  const fetchProgress = vi.fn(async () => ({ lastQuestion: answers.shift() ?? 0, questionCount: 10 }));
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
    expect(store.progress()?.lastQuestion).toBe(3);
    vi.advanceTimersByTime(29_999);
    store.look('token');
    expect(fetchProgress).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    store.look('token');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.progress()?.lastQuestion).toBe(4);
    expect(fetchProgress).toHaveBeenCalledTimes(2);
  });

  it('is read again 1.5 s after a quiz reply, not before', async () => {
    const { store, fetchProgress } = storeWith([1, 2]);
    store.look('token');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.progress()?.lastQuestion).toBe(1);
    store.refreshSoon();
    vi.advanceTimersByTime(1_499);
    expect(fetchProgress).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.progress()?.lastQuestion).toBe(2);
  });

  it('is never read for a visitor, and forgotten on signing out', async () => {
    const { store, fetchProgress } = storeWith([5]);
    store.look(null);
    expect(fetchProgress).not.toHaveBeenCalled();
    store.look('token');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.progress()?.lastQuestion).toBe(5);
    store.look(null);
    expect(store.progress()).toBeNull();
  });
});

describe('Resume or Start', () => {
  const local = (progress: number, open: boolean, questionCount = 10) => ({
    progress,
    questionCount,
    openQuestionKey: open ? 'reply-1' : null,
  });
  const server = (lastQuestion: number, questionCount = 10) => ({ lastQuestion, questionCount });

  it("resumes at the account's question even in a chat with no quiz", () => {
    expect(resumeAtOf(local(0, false), server(4))).toBe(4);
  });

  it("uses this chat's question when the server's is unknown", () => {
    expect(resumeAtOf(local(2, true), null)).toBe(2);
  });

  it('starts when no quiz was asked, or the last quiz is over', () => {
    expect(resumeAtOf(local(0, false), server(0, 0))).toBeNull();
    expect(resumeAtOf(local(10, false), server(10))).toBeNull();
    expect(resumeAtOf(local(10, true), server(10))).toBe(10);
  });

  it("ends with the quiz's own length, not ten", () => {
    expect(resumeAtOf(local(0, false), server(5, 5))).toBeNull();
    expect(resumeAtOf(local(0, false), server(5, 12))).toBe(5);
    expect(resumeAtOf(local(4, false, 4), null)).toBeNull();
    expect(resumeAtOf(local(4, false, 12), null)).toBe(4);
  });
});

describe("a chat's own quiz progress", () => {
  const message = (key: string, role: LocalMessage['role'], content: string): LocalMessage => ({
    key,
    sessionId: 's1',
    role,
    content,
    timestamp: Number(key.slice(1)),
    status: 'complete',
    serverId: null,
    clientMessageId: null,
    mode: 'quizMaster',
    sport: 'soccer',
  });

  it("reads the quiz's length from its last question's heading", () => {
    const messages = [
      message('m1', 'user', 'give me 5 questions on offside'),
      message('m2', 'assistant', '🏆 **Soccer quiz: offside** — 5 questions\n\n### Question 1 of 5\n\nWhich…'),
      message('m3', 'user', 'B'),
      message('m4', 'assistant', '✅ **Correct!**\n\n### Question 2 of 5\n\nWhen…'),
    ];
    expect(quizProgressOf(messages, true)).toEqual({ progress: 2, questionCount: 5, openQuestionKey: 'm4' });
  });

  it('counts a reply with no length in its heading as one of ten', () => {
    const messages = [message('m1', 'assistant', '### Question 3\n\nWhich…')];
    expect(quizProgressOf(messages, true).questionCount).toBe(10);
  });

  it('after the last question of a five-question quiz, starts a new one', () => {
    const messages = [
      message('m1', 'assistant', '### Question 5 of 5\n\nWhich…'),
      message('m2', 'user', 'A'),
      message('m3', 'assistant', '🏁 **Quiz complete!** You got 4 of 5 right.'),
    ];
    expect(resumeAtOf(quizProgressOf(messages, true), null)).toBeNull();
  });
});
