import { useEffect, useSyncExternalStore } from 'react';
import { createQuizProgressStore, type ServerQuizProgress } from './quiz-progress-store';
import { fetchQuizProgress } from './quiz.api';

export const quizProgressStore = createQuizProgressStore({
  fetchProgress: fetchQuizProgress,
  now: () => Date.now(),
  setTimeout: (callback, ms) => {
    const handle = window.setTimeout(callback, ms);
    return () => window.clearTimeout(handle);
  },
});

/**
 * The account's latest quiz (last question and length) while Quiz Mode is open, read again (when
 * stale) each time the chat changes. Null for a visitor, who has no server progress (SPEC §6).
 */
export function useServerQuizProgress(
  token: string | null,
  active: boolean,
  sessionId: string,
): ServerQuizProgress | null {
  useEffect(() => {
    if (active) quizProgressStore.look(token);
  }, [token, active, sessionId]);
  const progress = useSyncExternalStore(quizProgressStore.subscribe, quizProgressStore.progress, () => null);
  return token ? progress : null;
}
