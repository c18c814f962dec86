import { z } from 'zod';
import { PhrasingSchema } from './phrasing-schema';
import skillGoalsJson from '../../../../content/skill-goals.json';
import { SPORTS, type Sport } from '../../../../shared/constants';

/**
 * content/skill-goals.json: a sport skill the athlete wants better (field-goal range, pop time, the
 * serve): the words that name it, its own progressive work, how it is measured, and the strength
 * and power that support it.
 */
const SkillGoalSchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  sports: z.array(z.enum(SPORTS)).min(1),
  /** How the skill is said back: "field-goal range". */
  named: z.string().min(3).max(60),
  cues: z.array(PhrasingSchema).min(1).max(20),
  /** The positions whose athletes train it: another named position ("pitcher") has its own work. */
  positions: z.array(z.string()).optional(),
  /** The unit its measure is said in, and the words that say it. */
  unit: z.string().min(1).max(4),
  unitWords: PhrasingSchema,
  /** Values a measure of this skill can take: a number outside is an age, a weight or a date. */
  plausible: z.strictObject({ min: z.number().positive(), max: z.number().positive() }),
  /** Times (pop time, snap time) improve downward. */
  lowerIsBetter: z.boolean(),
  sessionsPerWeek: z.int().min(1).max(6),
  /** Where the skill work goes in the week, against lifting and games. */
  placement: z.string().min(20),
  /** The test that measures it and how often. */
  test: z.string().min(20),
  technique: z.array(z.string().min(10)).min(2).max(5),
  /** One session's work in the building weeks, in order; later weeks hold the last row. */
  weeks: z.array(z.string().min(10)).min(3).max(8),
  /** One session's work in a deload week. */
  deload: z.string().min(10),
  /** Strength, power and care lines that support the skill. */
  support: z.array(z.string().min(10)).min(2).max(5),
  /** What a block typically adds. */
  realism: z.string().min(10),
});

export type SkillGoal = z.infer<typeof SkillGoalSchema>;

export const SKILL_GOALS: readonly SkillGoal[] = z
  .array(SkillGoalSchema)
  .refine((list) => new Set(list.map((goal) => goal.id)).size === list.length, 'unique ids')
  .refine((list) => list.every((goal) => goal.plausible.min < goal.plausible.max), 'min below max')
  .parse(skillGoalsJson);

const PATTERNS = new Map(
  SKILL_GOALS.map((goal) => [goal.id, new RegExp(String.raw`(?<![a-z0-9])(?:${goal.cues.join('|')})(?![a-z0-9])`)]),
);

/** The message without its skill phrases: "a bigger serve" or "faster snaps" is not a bulk or a sprint goal. */
export function withoutSkillPhrases(text: string): string {
  return SKILL_GOALS.reduce(
    (rest, goal) =>
      rest.replace(
        new RegExp(
          String.raw`(?<![a-z0-9])(?:(?:bigger|stronger|harder|faster|quicker|better|longer|more) )?(?:${goal.cues.join('|')})(?![a-z0-9])`,
          'g',
        ),
        ' ',
      ),
    text,
  );
}

/** The skill goals a lowercase message names, of any sport. */
export function skillGoalsNamedIn(text: string): SkillGoal[] {
  return SKILL_GOALS.filter((goal) => PATTERNS.get(goal.id)?.test(text));
}

/** The named skill goal this sport's athlete trains: of the chat's sport, and of their position when one is named. */
export function skillGoalFor<T extends { id: string }>(
  sport: Sport,
  mentions: readonly T[] | undefined,
  position: string | undefined,
): { goal: SkillGoal; mention: T } | undefined {
  for (const mention of mentions ?? []) {
    const goal = SKILL_GOALS.find((candidate) => candidate.id === mention.id);
    if (
      goal?.sports.includes(sport) &&
      (position === undefined || goal.positions === undefined || goal.positions.includes(position))
    )
      return { goal, mention };
  }
  return undefined;
}
