import { QUIZ_POINTS_PER_QUESTION } from './constants';

export const POINTS_PER_LEVEL = 100;

/** How a quiz puts its questions: A–D, a true-or-false claim, or a short answer typed without the options. */
export const QUIZ_STYLES = ['multipleChoice', 'trueFalse', 'shortAnswer'] as const;
export type QuizStyle = (typeof QUIZ_STYLES)[number];

/** How hard a bank question is: easy for new players and young teams, hard for officials and rules experts. */
export const QUIZ_LEVELS = ['easy', 'medium', 'hard'] as const;
export type QuizLevel = (typeof QUIZ_LEVELS)[number];
/** The level of a bank question that names none. */
export const DEFAULT_QUIZ_LEVEL: QuizLevel = 'medium';

export function levelForPoints(points: number): number {
  return 1 + Math.floor(Math.max(0, points) / POINTS_PER_LEVEL);
}

export const ACHIEVEMENTS = {
  firstCorrect: 'first-correct',
  streak5: 'streak-5',
  streak10: 'streak-10',
  answers100: 'answers-100',
  perfectQuiz: 'perfect-quiz',
} as const;

export const ACHIEVEMENT_LABELS: Record<string, string> = {
  [ACHIEVEMENTS.firstCorrect]: 'First correct answer',
  [ACHIEVEMENTS.streak5]: '5 in a row',
  [ACHIEVEMENTS.streak10]: '10 in a row',
  [ACHIEVEMENTS.answers100]: '100 answers',
  [ACHIEVEMENTS.perfectQuiz]: 'Perfect quiz',
};

export interface QuizStats {
  points: number;
  answered: number;
  streak: number;
  achievements: string[];
}

/** Applies one graded answer to a player's stats: 10 points if correct, streak reset if not. */
export function applyAnswer(stats: QuizStats, correct: boolean, perfectQuizCompleted = false): QuizStats {
  const points = stats.points + (correct ? QUIZ_POINTS_PER_QUESTION : 0);
  const answered = stats.answered + 1;
  const streak = correct ? stats.streak + 1 : 0;
  const earned = new Set(stats.achievements);
  if (correct) earned.add(ACHIEVEMENTS.firstCorrect);
  if (streak >= 5) earned.add(ACHIEVEMENTS.streak5);
  if (streak >= 10) earned.add(ACHIEVEMENTS.streak10);
  if (answered >= 100) earned.add(ACHIEVEMENTS.answers100);
  if (perfectQuizCompleted) earned.add(ACHIEVEMENTS.perfectQuiz);
  return { points, answered, streak, achievements: [...earned] };
}
