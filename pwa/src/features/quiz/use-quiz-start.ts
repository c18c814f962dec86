import { useEffect, useRef } from 'react';
import { TIMINGS_MS, type PersonalityMode, type Sport } from '../../../../shared/constants';
import { startQuizMessage } from '../../../../shared/quiz-text';

/**
 * Start Quiz. SPEC §4: from another mode, switch to Quiz Mode first and give the new chat a
 * moment before the first question is asked.
 */
export function useQuizStart(chat: {
  mode: PersonalityMode;
  sport: Sport;
  switchToQuiz(): void;
  send(content: string): void;
}) {
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pending.current), []);
  return function startQuiz() {
    const ask = chat.send;
    const message = startQuizMessage(chat.sport);
    if (chat.mode === 'quizMaster') return ask(message);
    chat.switchToQuiz();
    pending.current = window.setTimeout(() => ask(message), TIMINGS_MS.quizModeSwitchWait);
  };
}
