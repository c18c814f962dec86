import type { SendMessageResponse } from '../../../../shared/contract/messages';
import { browserStore } from '../../browser-store';
import { toast } from '../../ui/toast';
import { QUIZ_POINTS_EVENT, type QuizPointsDetail } from './quiz.api';
import { quizProgressStore } from './use-server-quiz-progress';

/** A graded answer: the person is told how it went, and any open leaderboard refreshes. */
export function announceQuizResult(result: SendMessageResponse) {
  // A start or an answer moved the account's progress: read it again once the server has it.
  if (result.quiz) quizProgressStore.refreshSoon();
  const graded = result.quiz?.graded;
  if (!graded || !result.user || !graded.scored) return;
  toast({
    title: 'Answer submitted',
    description: graded.correct ? 'Correct! You earned points.' : "That wasn't correct, but keep trying!",
    variant: graded.correct ? 'success' : 'default',
  });
  const detail: QuizPointsDetail = {
    points: result.user.quizPoints,
    questionsAnswered: result.user.quizQuestionsAnswered,
    streak: result.user.quizQuestionStreak,
  };
  browserStore.setLastQuizPoints(detail.points);
  window.dispatchEvent(new CustomEvent(QUIZ_POINTS_EVENT, { detail }));
}
