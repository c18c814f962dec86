import { z } from 'zod';
import { PERSONALITY_MODES } from '../../../../shared/constants';
import type { Sport } from '../../../../shared/constants';
import { INTENTS } from '../understand/classify-intent';
import baseball from './baseball.json';
import basketball from './basketball.json';
import football from './football.json';
import golf from './golf.json';
import soccer from './soccer.json';
import tennis from './tennis.json';

const SituationValueSchema = z.union([z.number(), z.string(), z.boolean(), z.array(z.string())]);

/**
 * One question a coach might type, with what a right answer must contain. Terms are
 * case-insensitive; "a|b" means either.
 */
export const QuestionSchema = z.strictObject({
  question: z.string().min(2).max(300),
  mode: z.enum(PERSONALITY_MODES).exclude(['quizMaster']),
  intent: z.enum(INTENTS),
  /** The side the user is on, for counters: the answer must be written for that side. */
  side: z.enum(['offense', 'defense']).optional(),
  /** Situation numbers the understanding must read out of the message (a subset of the state). */
  situation: z.record(z.string(), SituationValueSchema).optional(),
  plan: z
    .strictObject({
      minutes: z.number().int().positive(),
      players: z.number().int().positive().optional(),
      level: z.enum(['youth', 'high-school', 'college', 'adult', 'pro']).optional(),
    })
    .optional(),
  training: z
    .strictObject({
      daysPerWeek: z.number().int().min(1).max(7).optional(),
      weightKg: z.number().positive().optional(),
      goal: z.enum(['cut', 'bulk', 'maintain']).optional(),
    })
    .optional(),
  terms: z.array(z.string().min(1)).optional(),
  forbidden: z.array(z.string().min(1)).optional(),
  /** One of the nine questions in the table of issue 16: each must pass on its own. */
  issueTable: z.boolean().optional(),
});
export type Question = z.infer<typeof QuestionSchema>;

export const QUESTIONS_PER_SPORT_MIN = 40;

const QuestionsSchema = z.array(QuestionSchema).min(QUESTIONS_PER_SPORT_MIN);
const QuestionSetSchema = z.strictObject({
  football: QuestionsSchema,
  basketball: QuestionsSchema,
  soccer: QuestionsSchema,
  baseball: QuestionsSchema,
  golf: QuestionsSchema,
  tennis: QuestionsSchema,
});

/** Every sport's questions, parsed: a malformed file fails here rather than grading wrongly. */
export function loadQuestionSet(): Record<Sport, Question[]> {
  return QuestionSetSchema.parse({ football, basketball, soccer, baseball, golf, tennis });
}
