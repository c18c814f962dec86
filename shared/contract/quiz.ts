// Quiz answers, progress and the leaderboard: /api/leaderboard*.
import { z } from 'zod';
import { QUIZ_MAX_LENGTH, QUIZ_OPTION_LETTERS } from '../constants';

export const QuizAnswerSchema = z.strictObject({
  /** Within the longest quiz; the server checks it against the player's own quiz. */
  questionSequence: z.number().int().min(1).max(QUIZ_MAX_LENGTH),
  /** Advisory only: the server grades against the stored question and never trusts it. */
  isCorrect: z.boolean(),
  answer: z.enum(QUIZ_OPTION_LETTERS).optional(),
});
export type QuizAnswer = z.infer<typeof QuizAnswerSchema>;

export const QuizAnswerResponseSchema = z.object({
  user: z.object({
    quizPoints: z.number().int(),
    quizQuestionsAnswered: z.number().int(),
    quizQuestionStreak: z.number().int(),
  }),
  graded: z.object({ correct: z.boolean(), scored: z.boolean() }).nullable(),
});

export const QuizProgressSchema = z.object({
  lastQuestionSequence: z.number().int(),
  /** How many questions the player's latest quiz has; 0 before any quiz. */
  questionCount: z.number().int(),
});
export type QuizProgress = z.infer<typeof QuizProgressSchema>;

export const LeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  displayName: z.string(),
  points: z.number().int(),
  questionsAnswered: z.number().int(),
  streak: z.number().int(),
  level: z.number().int(),
  achievements: z.array(z.string()),
  isMe: z.boolean(),
});
export const LeaderboardSchema = z.object({
  entries: z.array(LeaderboardEntrySchema),
  me: LeaderboardEntrySchema.nullable(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;
