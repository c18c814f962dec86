import { api } from '../../api';

export const fetchLeaderboard = (token: string | null) =>
  api('GET', '/api/leaderboard', (schemas) => schemas.LeaderboardSchema, {
    token,
  });

/** Fired on window after each scored answer (SPEC §4), for any screen that shows points. */
export const QUIZ_POINTS_EVENT = 'quiz-points-update';

export interface QuizPointsDetail {
  points: number;
  questionsAnswered: number;
  streak: number;
}

export const fetchQuizProgress = (token: string) =>
  api('GET', '/api/leaderboard/progress', (schemas) => schemas.QuizProgressSchema, { token }).then((progress) => ({
    lastQuestion: progress.lastQuestionSequence,
    questionCount: progress.questionCount,
  }));
