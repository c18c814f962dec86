import { z } from 'zod';
import { SPORTS } from './constants';
import { NO_NUL_MESSAGE, withoutNul } from './validation';

/** Who a drill, concept or plan suits: youth is 12 and under. */
export const LEVELS = ['youth', 'high-school', 'college', 'adult', 'pro'] as const;
export const LevelSchema = z.enum(LEVELS);
export type Level = z.infer<typeof LevelSchema>;

export const PRACTICE_MIN_MINUTES = 20;
export const PRACTICE_MAX_MINUTES = 180;
export const PRACTICE_MAX_PLAYERS = 60;
export const PRACTICE_FOCUS_MAX_TERMS = 8;

/** The drill phases, plus the water breaks a plan inserts between them. */
export const PRACTICE_PHASES = ['warm-up', 'technical', 'tactical', 'game', 'cool-down', 'break'] as const;
export const PracticePhaseSchema = z.enum(PRACTICE_PHASES);
export type PracticePhase = z.infer<typeof PracticePhaseSchema>;

/** PostgreSQL cannot store U+0000 in text or jsonb, so a stored plan refuses it like every other text. */
const planText = (max: number) => z.string().min(1).max(max).refine(withoutNul, { error: NO_NUL_MESSAGE });
const PlanTextSchema = planText(300);

export const PracticeBlockSchema = z.strictObject({
  minutes: z.number().int().min(1).max(PRACTICE_MAX_MINUTES),
  activity: PlanTextSchema,
  /** The library drill the block runs; absent for water breaks and for a library with no fitting drill. */
  drillId: planText(100).optional(),
  phase: PracticePhaseSchema,
  /** How the headcount splits for the block, e.g. "3 groups of 4". */
  groups: PlanTextSchema,
  equipment: z.array(PlanTextSchema).max(20),
  coachingPoints: z.array(PlanTextSchema).max(6),
});
export type PracticeBlock = z.infer<typeof PracticeBlockSchema>;

/**
 * A practice plan as the PWA saves and prints it. The refinement keeps a hand-edited or stored plan
 * honest: its blocks must fill exactly the session it claims to be.
 */
export const PracticePlanSchema = z
  .strictObject({
    title: PlanTextSchema,
    sport: z.enum(SPORTS),
    totalMinutes: z.number().int().min(PRACTICE_MIN_MINUTES).max(PRACTICE_MAX_MINUTES),
    players: z.number().int().min(1).max(PRACTICE_MAX_PLAYERS),
    level: LevelSchema,
    focus: z.array(planText(60)).max(PRACTICE_FOCUS_MAX_TERMS),
    blocks: z.array(PracticeBlockSchema).min(2).max(20),
    equipment: z.array(PlanTextSchema).max(60),
    notes: z.array(PlanTextSchema).max(10),
  })
  .refine((plan) => plan.blocks.reduce((sum, block) => sum + block.minutes, 0) === plan.totalMinutes, {
    message: 'Block minutes must add up to the total minutes',
    path: ['blocks'],
  });
export type PracticePlan = z.infer<typeof PracticePlanSchema>;
